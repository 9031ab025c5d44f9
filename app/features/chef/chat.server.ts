/**
 * The chef chat (spec 2 "Chat panel", 4, 7.4; DESIGN 2 and 3): history private to the
 * cook and the recipe; a reply that rewrites the recipe is applied without losing
 * anything, after the restriction engine has read every text of the rewritten recipe.
 * A refused rewrite is answered by one coherent message of ours (what was asked, what
 * was refused and why, a safe alternative), never the model's claim of a change. So is
 * a rewrite that adds what is not a food (issue 21: "300 g de outra coisa"). The
 * cook's message and the chef's reply, and the rewrite if any, are written in one
 * transaction: all of it or none of it.
 */
import { contentOf } from "../../../db/recipe-rows";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { chatMessages, type ChatMessageRow } from "../../../db/schema";
import type { RecipeContent, StoredRecipe } from "~/domain/recipe";
import * as t from "~/i18n/pt-br";
import type { ChatEntry, RecipeChange } from "./chat-types";
import { applyUpdate, changeText, describeChanges } from "./changes";
import { createOwnRecipe, lockRecipe, reviseOwnRecipe } from "../../../db/own-recipes.server";
import type { ChatReply } from "../../lib/model/replies";
import { conflictingIngredients, describeConflicts, type Avoidance, type Conflict } from "~/domain/restrictions";
import { checkOwnRecipe, ingredientKey, ownRecipeProblem } from "~/domain/own-recipe";
import { safeSubstitutes } from "~/domain/safe-substitutes";
import { loadTaco } from "../../../db/taco/taco.server";

export { maxChatMessageLength } from "./chat-types";
export const historyLimit = 200;

export type { ChatEntry, RecipeChange };

function toEntry(row: ChatMessageRow): ChatEntry {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    failed: row.failed,
    demo: row.demo,
    changedRecipeId: row.changedRecipeId,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The last messages of this cook about this recipe, oldest first. */
export async function chatHistory(db: Db, userId: string, recipeId: string): Promise<ChatEntry[]> {
  // The newest ones from the thread's index, then in reading order.
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.recipeId, recipeId)))
    .orderBy(desc(chatMessages.id))
    .limit(historyLimit);
  return rows.reverse().map(toEntry);
}

export interface Exchange {
  messages: ChatEntry[];
  change: RecipeChange | null;
}

export interface RewriteCheck {
  after: RecipeContent;
  /** What the rewrite would add that the cook avoids. */
  conflicts: Conflict[];
  /** The rewrite's new ingredients that are not foods our lexicon or TACO knows ("outra coisa"). */
  unknownFoods: string[];
}

/**
 * What a reply's rewrite would make of the recipe, what it would add that the cook
 * avoids, and which of its new ingredients are not foods; null without a rewrite.
 * Substitutes carried over from the recipe that the cook avoids are dropped (the model
 * never saw them). What the recipe already had is not the rewrite's doing: a cook who
 * avoids lactose may still halve a recipe with cheese (its page warns them), but never
 * get cheese added; a cook's own "tempero da vovó" is kept, never added by the chef.
 * The check is the one every cook's recipe goes through (app/domain/own-recipe.ts).
 */
export function checkRewrite(recipe: StoredRecipe, reply: ChatReply, avoid: readonly Avoidance[]): RewriteCheck | null {
  if (!reply.recipeUpdated || !reply.updatedRecipe) return null;
  const before = contentOf(recipe);
  const checked = checkOwnRecipe(applyUpdate(before, reply.updatedRecipe), { avoid }, loadTaco(), {
    before,
    dropAvoidedSubstitutes: true,
  });
  return { after: checked.content, conflicts: checked.conflicts, unknownFoods: checked.unknownFoods };
}

/**
 * What the one retry tells the model about a rewrite it may not save (answer.server.ts):
 * the foods the cook avoids, as the refusal names them, and what is not a food; null
 * when the rewrite may be saved.
 */
export function rewriteProblem(check: RewriteCheck | null): string | null {
  return check ? ownRecipeProblem(check) : null;
}

/**
 * The chef's answer to a rewrite that adds what is not a food: what was asked, which
 * names, and to say which ingredient instead of the one the rewrite took out, if one.
 */
export function unknownFoodsMessage(request: string, before: RecipeContent, check: RewriteCheck): string {
  const kept = new Set(check.after.ingredients.map((ingredient) => ingredientKey(ingredient.name)));
  const removed = before.ingredients.filter((ingredient) => !kept.has(ingredientKey(ingredient.name)));
  return t.chat.unknownFoods(askedText(request), check.unknownFoods, removed.length === 1 ? removed[0]!.name : null);
}

/** The cook's request as a refusal quotes it: without its final dot, at most 140 characters. */
function askedText(request: string): string {
  const trimmed = request.replace(/\.+$/, "");
  return trimmed.length > 140 ? `${trimmed.slice(0, 139).trimEnd()}…` : trimmed;
}

/** The chef's answer to a rewrite it may not save: what was asked, why not, and a safe way. */
export function refusalMessage(request: string, after: RecipeContent, conflicts: Conflict[], avoid: readonly Avoidance[]): string {
  const asked = askedText(request);
  const swaps = conflictingIngredients(conflicts)
    .map((name) => {
      const ingredient = after.ingredients.find((candidate) => candidate.name === name);
      const substitutes = ingredient ? safeSubstitutes(ingredient, avoid).slice(0, 2) : [];
      return substitutes.length > 0 ? t.chat.swap(name, substitutes) : null;
    })
    .filter((swap): swap is string => swap !== null)
    .slice(0, 2);
  return t.chat.refused(asked, describeConflicts(conflicts), swaps);
}

/** Saves what was said; applies the rewrite (a version of the cook's own, or a copy). */
export async function recordExchange(
  db: Db,
  input: { userId: string; avoid: readonly Avoidance[]; recipe: StoredRecipe; request: string; reply: ChatReply; demo: boolean },
): Promise<Exchange> {
  const { userId, reply, demo } = input;
  let change: RecipeChange | null = null;
  let answer = reply.message;
  return db.transaction(async (tx) => {
    // Rewrites build on the recipe as it is now (another tab may have changed it).
    const recipe = (await lockRecipe(tx, input.recipe.id)) ?? input.recipe;
    const check = checkRewrite(recipe, reply, input.avoid);
    if (check) {
      const { after, conflicts } = check;
      const sentences = describeChanges(contentOf(recipe), after).map(changeText);
      if (conflicts.length > 0) {
        change = { kind: "refused", recipeId: null, changes: [] };
        answer = refusalMessage(input.request, after, conflicts, input.avoid);
      } else if (check.unknownFoods.length > 0) {
        change = { kind: "refused", recipeId: null, changes: [] };
        answer = unknownFoodsMessage(input.request, contentOf(recipe), check);
      } else if (sentences.length > 0 && recipe.authorId === userId) {
        await reviseOwnRecipe(tx, recipe, after, demo);
        change = { kind: "version", recipeId: recipe.id, changes: sentences };
      } else if (sentences.length > 0) {
        const id = await createOwnRecipe(tx, { userId, content: after, demo: demo || recipe.demo, parentId: recipe.id });
        change = { kind: "copy", recipeId: id, changes: sentences };
      }
    }
    const rows = await tx
      .insert(chatMessages)
      .values([
        { userId, recipeId: recipe.id, role: "user", content: input.request },
        {
          userId,
          recipeId: recipe.id,
          role: "assistant",
          content: answer,
          demo,
          changedRecipeId: change?.recipeId ?? null,
          changes: change?.changes ?? [],
        },
      ])
      .returning();
    return { messages: rows.sort((a, b) => a.id - b.id).map(toEntry), change };
  });
}

/** The chef could not answer: the cook's message and the spec's apology (spec 4). */
export async function recordFailure(db: Db, input: { userId: string; recipeId: string; request: string }): Promise<ChatEntry[]> {
  const rows = await db
    .insert(chatMessages)
    .values([
      { userId: input.userId, recipeId: input.recipeId, role: "user", content: input.request },
      { userId: input.userId, recipeId: input.recipeId, role: "assistant", content: t.chat.apology, failed: true },
    ])
    .returning();
  return rows.sort((a, b) => a.id - b.id).map(toEntry);
}
