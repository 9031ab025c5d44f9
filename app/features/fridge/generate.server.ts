/**
 * Writing a recipe with the model (spec 7.1, 7.2) under the cook's restrictions and
 * diet: the reply is validated, then every text of it (title, description, ingredients,
 * substitutes, steps, tips) goes through the restriction engine; one retry names the
 * problem to the model, and a second failure is the cook's clear message. Nothing is
 * saved here, so a refused or broken reply can never be saved half-way.
 */
import type { RecipeContent } from "~/domain/recipe-schema";
import { readRecipeDraft, streamedDrafts, type RecipeDraft } from "../../lib/model/drafts.server";
import type { ModelGateway } from "../../lib/model/gateway.server";
import type { PromptCall } from "../../lib/model/prompts";
import { ModelReplyError, parseGeneratedRecipe } from "../../lib/model/replies";
import { describeConflicts, recipeConflicts, type Avoidance } from "~/domain/restrictions";
import { log } from "~/lib/log.server";

export class RestrictionRefusal extends Error {
  override name = "RestrictionRefusal";
  constructor(readonly problem: string) {
    super(`receita recusada pelas restrições: ${problem}`);
  }
}

export interface GenerationHooks {
  signal?: AbortSignal;
  onDraft?(draft: RecipeDraft): void;
  onRetry?(problem: string): void;
}

export async function generateRecipe(
  model: ModelGateway,
  prompt: (problem?: string) => PromptCall,
  avoid: readonly Avoidance[],
  hooks: GenerationHooks = {},
): Promise<RecipeContent> {
  let problem: string | undefined;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const drafts = streamedDrafts(readRecipeDraft, (draft: RecipeDraft) => hooks.onDraft?.(draft), { intervalMs: 80 });
    const reply = await model.reply(prompt(problem), {
      signal: hooks.signal,
      onText: (soFar) => drafts.push(soFar),
    });
    drafts.flush();
    let recipe: RecipeContent;
    try {
      recipe = parseGeneratedRecipe(reply);
    } catch (error) {
      if (error instanceof ModelReplyError) {
        log.error({ problem: error.problem, detail: error.detail, received: error.received.slice(0, 2000) }, `[gerar] ${error.message}`);
      }
      throw error;
    }
    const conflicts = recipeConflicts(recipe, avoid);
    if (conflicts.length === 0) return recipe;
    problem = describeConflicts(conflicts);
    log.warn({ attempt }, `[gerar] tentativa recusada pelas restrições: ${problem}`);
    if (attempt === 1) hooks.onRetry?.(problem);
  }
  throw new RestrictionRefusal(problem ?? "");
}
