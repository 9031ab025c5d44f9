/**
 * The fridge (spec 2 "Fridge", DESIGN 6): catalogue recipes the cook can make with what
 * they have, ranked by the share of the recipe they already have; the cook's recent
 * searches and saved ingredients.
 */
import { createHash } from "node:crypto";
import { recipeColumns, summaryColumns, toRecipe, toSummary } from "../../../db/recipe-rows";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../../db/own-recipes.server";
import { summaryOfContent, type Ingredient, type RecipeDraft, type RecipeSummary, type StoredRecipe } from "~/domain/recipe";
import { conflictingIngredients, describeConflicts, recipeConflicts, type Avoidance } from "~/domain/restrictions";
import * as t from "~/i18n/pt-br";
import { cardImageAlt } from "~/i18n/picture-alt";
import type { Db } from "../../../db/client.server";
import { fridgeSearches, recipes, savedIngredients } from "../../../db/schema";
import type { FridgeMatch } from "./events";
import { fold } from "~/domain/text";
import { rankMatches } from "./matching";
import { bestMatchRows, termWordSets, type MatchPlan } from "./match-query.server";
import { log } from "~/config/log.server";

export type { FridgeMatch };

/** How many catalogue recipes the fridge sends, safe ones and as many marked for the cook's restrictions. */
export const matchLimit = 12;

/** How many foods a marked card names before "e mais N". */
const namedFoods = 3;

/**
 * What in a catalogue recipe the cook must avoid, in few words ("queijo muçarela
 * ralado (lactose), manteiga (lactose)"): the ingredients by name (a substitute that
 * conflicts is simply not offered), or what the engine found elsewhere in the recipe.
 */
export function conflictNote(recipe: { ingredients: Ingredient[]; avoidances: string[] }, avoid: readonly Avoidance[]): string | null {
  const broken = avoid.filter((avoidance) => recipe.avoidances.includes(avoidance));
  if (broken.length === 0) return null;
  const ingredients = recipe.ingredients.map(({ name }) => ({ name }));
  const conflicts = recipeConflicts({ ingredients, steps: [] }, broken);
  const foods = conflictingIngredients(conflicts);
  if (foods.length === 0) return broken.join(", ");
  const shown = describeConflicts(conflicts.filter((conflict) => foods.indexOf(conflict.ingredient!) < namedFoods));
  return foods.length > namedFoods ? t.fridge.andMore(shown, foods.length - namedFoods) : shown;
}

/**
 * The catalogue recipes the cook can make with these ingredients, best first. Those the
 * restriction engine found the cook must avoid (recipes.avoidances, written with the
 * content) come marked, after the safe ones: the page hides them unless asked. The database
 * ranks every listed recipe (./match-query.server.ts; `plan` other than by cost: its tests);
 * only the rows sent are read here, for what is missing and what conflicts.
 */
export async function catalogueMatches(
  db: Db,
  terms: readonly string[],
  avoid: readonly Avoidance[] = [],
  plan: MatchPlan = "by cost",
): Promise<FridgeMatch[]> {
  const wordSets = termWordSets(terms);
  if (wordSets.length === 0) return [];
  const rows = await bestMatchRows(db, wordSets, avoid, matchLimit, plan);
  const matches: FridgeMatch[] = [];
  for (const {
    ingredients,
    avoidances,
    conflict: _conflict,
    rank: _rank,
    share: _share,
    kept: _kept,
    reached: _reached,
    ...summary
  } of rows) {
    const [match] = rankMatches([{ id: summary.id, ingredients }], terms, 1);
    if (!match) {
      log.error({ recipe: summary.id }, "[geladeira] o índice da geladeira achou uma receita que não combina: fora de sincronia");
      continue;
    }
    matches.push({
      recipe: toSummary(summary),
      owned: match.owned.length,
      total: match.owned.length + match.missing.length,
      missing: match.missing,
      conflict: conflictNote({ ingredients, avoidances }, avoid),
    });
  }
  return matches;
}

/** Catalogue recipes found by a dish name, marked as the fridge marks its matches. */
export async function markedByName(db: Db, found: readonly RecipeSummary[], avoid: readonly Avoidance[]): Promise<FridgeMatch[]> {
  if (found.length === 0) return [];
  const rows = await db
    .select({ id: recipes.id, ingredients: recipes.ingredients, avoidances: recipes.avoidances })
    .from(recipes)
    .where(
      inArray(
        recipes.id,
        found.map((recipe) => recipe.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const matches = found.map((recipe) => {
    const row = byId.get(recipe.id);
    return { recipe, owned: 0, total: 0, missing: [], conflict: row ? conflictNote(row, avoid) : null };
  });
  return [...matches.filter((match) => !match.conflict), ...matches.filter((match) => match.conflict)];
}

/**
 * What a cook accumulates is bounded: the newest searches and the most recently used
 * ingredients are kept, older ones are dropped as new ones come (the recipes a search
 * produced stay: they are the cook's own).
 */
export const keptSearches = 50;
export const keptIngredients = 100;

export type SearchStatus = "gerando" | "pronta" | "falhou";

/**
 * A search as the cook made it: written when it starts ("gerando", with its saved
 * ingredients), so the page's URL can name it (/geladeira?busca=…) while the model
 * writes; `closeSearch` records how it ended.
 */
export async function recordSearch(
  db: Db,
  userId: string,
  search: {
    mode: "ingredientes" | "receita";
    terms: string[];
    recipeId?: string | null;
    status?: SearchStatus;
    twinKey?: string | null;
  },
): Promise<number> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fridgeSearches)
      .values({
        userId,
        mode: search.mode,
        terms: search.terms,
        recipeId: search.recipeId ?? null,
        status: search.status ?? "pronta",
        twinKey: search.twinKey ?? null,
      })
      .returning({ id: fridgeSearches.id });
    if (search.mode === "ingredientes") {
      const unique = new Map(search.terms.map((term) => [fold(term).replace(/\s+/g, " "), term]));
      for (const [nameKey, name] of unique) {
        await tx
          .insert(savedIngredients)
          .values({ userId, nameKey, name, lastUsedAt: now })
          .onConflictDoUpdate({
            target: [savedIngredients.userId, savedIngredients.nameKey],
            set: { name, uses: sql`${savedIngredients.uses} + 1`, lastUsedAt: now },
          });
      }
      await tx.execute(sql`
        delete from ${savedIngredients}
        where ${savedIngredients.userId} = ${userId}
          and ${savedIngredients.nameKey} not in (
            select ${savedIngredients.nameKey} from ${savedIngredients}
            where ${savedIngredients.userId} = ${userId}
            order by ${savedIngredients.lastUsedAt} desc, ${savedIngredients.uses} desc, ${savedIngredients.nameKey}
            limit ${keptIngredients})`);
    }
    await tx.execute(sql`
      delete from ${fridgeSearches}
      where ${fridgeSearches.userId} = ${userId}
        and ${fridgeSearches.id} not in (
          select ${fridgeSearches.id} from ${fridgeSearches}
          where ${fridgeSearches.userId} = ${userId}
          order by ${fridgeSearches.id} desc
          limit ${keptSearches})`);
    return row!.id;
  });
}

/** How a search ended: the recipe it produced (saved in the same transaction), or what the cook was told. */
export async function closeSearch(db: Db | Tx, id: number, outcome: { recipeId: string } | { message: string }): Promise<void> {
  await db
    .update(fridgeSearches)
    .set("recipeId" in outcome ? { status: "pronta", recipeId: outcome.recipeId } : { status: "falhou", message: outcome.message })
    .where(eq(fridgeSearches.id, id));
}

/**
 * What makes two searches the same: the mode, the terms folded, trimmed, deduplicated
 * and in order, and the profile the recipe was written for.
 */
export function twinKeyOf(
  search: { mode: "ingredientes" | "receita"; terms: readonly string[] },
  profile: { preferences: readonly string[]; restrictions: readonly string[]; healthGoals: readonly string[] },
): string {
  const norm = (values: readonly string[]) => [...new Set(values.map((value) => fold(value).replace(/\s+/g, " ").trim()))].sort();
  const key = JSON.stringify([
    search.mode,
    norm(search.terms),
    norm(profile.preferences),
    norm(profile.restrictions),
    norm(profile.healthGoals),
  ]);
  return createHash("sha256").update(key).digest("base64url");
}

/** A day: the same search within it offers the recipe already written. */
export const twinWindowMs = 24 * 60 * 60 * 1000;

/** The recipe this cook already got for the same search within a day, if it is still theirs. */
export async function findTwin(
  db: Db,
  userId: string,
  twinKey: string,
  now = new Date(),
): Promise<{ searchId: number; recipe: RecipeSummary } | null> {
  const [row] = await db
    .select({ searchId: fridgeSearches.id, ...summaryColumns })
    .from(fridgeSearches)
    .innerJoin(recipes, eq(recipes.id, fridgeSearches.recipeId))
    .where(
      and(
        eq(fridgeSearches.userId, userId),
        eq(fridgeSearches.twinKey, twinKey),
        eq(fridgeSearches.status, "pronta"),
        gt(fridgeSearches.createdAt, new Date(now.getTime() - twinWindowMs)),
        eq(recipes.authorId, userId),
      ),
    )
    .orderBy(desc(fridgeSearches.id))
    .limit(1);
  if (!row) return null;
  const { searchId, ...summary } = row;
  return { searchId, recipe: toSummary(summary) };
}

/** A search still "gerando" after this long died with its process: it is shown as failed. */
export const abandonedAfterMs = 10 * 60 * 1000;

export interface StoredSearch {
  id: number;
  mode: "ingredientes" | "receita";
  terms: string[];
  status: SearchStatus;
  message: string | null;
  /** The recipe it produced, as the page shows it after streaming. */
  recipe: { summary: RecipeSummary; draft: RecipeDraft; demo: boolean } | null;
}

/** The search number in /geladeira?busca=…, or null when it is not one. */
export function readSearchId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** One of the cook's searches, for /geladeira?busca=…; another cook's is null. */
export async function readSearch(db: Db, userId: string, id: number, now = new Date()): Promise<StoredSearch | null> {
  const [row] = await db
    .select({
      id: fridgeSearches.id,
      mode: fridgeSearches.mode,
      terms: fridgeSearches.terms,
      status: fridgeSearches.status,
      message: fridgeSearches.message,
      createdAt: fridgeSearches.createdAt,
      recipeId: fridgeSearches.recipeId,
    })
    .from(fridgeSearches)
    .where(and(eq(fridgeSearches.id, id), eq(fridgeSearches.userId, userId)));
  if (!row) return null;
  const [recipe] = row.recipeId ? await db.select(recipeColumns).from(recipes).where(eq(recipes.id, row.recipeId)) : [];
  const abandoned = row.status === "gerando" && now.getTime() - row.createdAt.getTime() > abandonedAfterMs;
  return {
    id: row.id,
    mode: row.mode,
    terms: row.terms,
    status: abandoned ? "falhou" : row.status,
    message: abandoned ? t.fridge.generationError : row.status === "pronta" && !recipe ? t.fridge.recipeDeleted : row.message,
    recipe: recipe ? savedView(toRecipe(recipe)) : null,
  };
}

/** A saved recipe as the page showed it when it finished streaming. */
function savedView(recipe: StoredRecipe): NonNullable<StoredSearch["recipe"]> {
  return {
    summary: summaryOfContent(recipe.id, recipe, cardImageAlt(recipe)),
    demo: recipe.demo,
    draft: {
      title: recipe.title,
      description: recipe.description,
      ingredients: recipe.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
      steps: recipe.steps.map((step) => step.description),
    },
  };
}

export interface RecentSearch {
  mode: "ingredientes" | "receita";
  terms: string[];
}

/** The cook's last distinct searches, newest first. */
export async function recentSearches(db: Db, userId: string, count = 3): Promise<RecentSearch[]> {
  const rows = await db
    .select({ mode: fridgeSearches.mode, terms: fridgeSearches.terms })
    .from(fridgeSearches)
    .where(eq(fridgeSearches.userId, userId))
    .orderBy(desc(fridgeSearches.id))
    .limit(30);
  const seen = new Set<string>();
  const result: RecentSearch[] = [];
  for (const row of rows) {
    const key = `${row.mode}:${row.terms.map(fold).join("|")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(row);
    if (result.length === count) break;
  }
  return result;
}

export async function savedIngredientList(db: Db, userId: string, count = 5): Promise<{ key: string; name: string }[]> {
  const rows = await db
    .select({ key: savedIngredients.nameKey, name: savedIngredients.name })
    .from(savedIngredients)
    .where(eq(savedIngredients.userId, userId))
    .orderBy(desc(savedIngredients.lastUsedAt), desc(savedIngredients.uses), asc(savedIngredients.name))
    .limit(count);
  return rows;
}

export async function forgetSavedIngredient(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(savedIngredients).where(and(eq(savedIngredients.userId, userId), eq(savedIngredients.nameKey, key)));
}

/** For a cook with no history yet (spec 2: three sample sets, five sample items). */
export const sampleSearches: RecentSearch[] = [
  { mode: "ingredientes", terms: ["frango", "tomate", "cebola"] },
  { mode: "ingredientes", terms: ["ovo", "queijo", "espinafre"] },
  { mode: "ingredientes", terms: ["arroz", "feijão", "linguiça"] },
];
export const sampleIngredients = ["tomate", "cebola", "alho", "ovo", "batata"];
