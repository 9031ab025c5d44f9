/**
 * Writing a recipe with the model (spec 7.1, 7.2) under the cook's restrictions and
 * diet: the reply is read and validated, then every text of it (title, description,
 * ingredients, substitutes, steps, tips) goes through the restriction engine; one more
 * call repairs an unreadable reply or names the restriction problem to the model, and a
 * failure after it is the cook's clear message. Nothing is saved here, so a refused or
 * broken reply can never be saved half-way.
 */
import type { RecipeContent } from "~/domain/recipe-schema";
import { readRecipeDraft, streamedDrafts, type RecipeDraft } from "../../lib/model/drafts.server";
import { askModel } from "../../lib/model/ask.server";
import type { ModelGateway } from "../../lib/model/gateway.server";
import type { PromptCall } from "../../lib/model/prompts";
import { parseGeneratedRecipe } from "../../lib/model/replies";
import { checkOwnRecipe } from "~/domain/own-recipe";
import { loadTaco } from "../../../db/taco/taco.server";
import { describeConflicts, type Avoidance } from "~/domain/restrictions";

export class RestrictionRefusal extends Error {
  override name = "RestrictionRefusal";
  constructor(readonly problem: string) {
    super(`receita recusada pelas restrições: ${problem}`);
  }
}

export interface GenerationHooks {
  signal?: AbortSignal;
  onDraft?(draft: RecipeDraft): void;
  /** The reply could not be read: the one repair call is starting. */
  onRepair?(): void;
  /** The recipe had something the cook avoids: the one retry, naming it, is starting. */
  onRetry?(problem: string): void;
}

/**
 * One use of the model (ask.server.ts): a call, and one more when the reply cannot be
 * read (the repair) or breaks the cook's restrictions (the retry naming the problem);
 * never a third. What is left after it is the cook's clear message.
 */
export async function generateRecipe(
  model: ModelGateway,
  prompt: (problem?: string) => PromptCall,
  avoid: readonly Avoidance[],
  hooks: GenerationHooks = {},
): Promise<RecipeContent> {
  const asked = await askModel(model, prompt(), parseGeneratedRecipe, {
    tag: "[gerar]",
    signal: hooks.signal,
    sink: () => streamedDrafts(readRecipeDraft, (draft: RecipeDraft) => hooks.onDraft?.(draft), { intervalMs: 80 }),
    check: (recipe) => {
      // The check every cook's recipe goes through; the fridge refuses any conflict
      // (what is not a food is the chef's refusal: a written recipe keeps its own words).
      const { conflicts } = checkOwnRecipe(recipe, { avoid }, loadTaco());
      return conflicts.length > 0 ? describeConflicts(conflicts) : null;
    },
    againFor: (problem) => prompt(problem),
    onSecondCall: (second) => (second.reason === "repair" ? hooks.onRepair?.() : hooks.onRetry?.(second.problem)),
  });
  if (asked.problem !== null) throw new RestrictionRefusal(asked.problem);
  return asked.value;
}
