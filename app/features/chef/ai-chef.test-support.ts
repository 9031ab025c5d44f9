/**
 * What the AI chef tests share: a cook's own recipe, the fixture catalogue on one engine, and the
 * queries that read back what the tables hold. A test file calls `useChefDatabase(engine)` inside its
 * `describe.each(engines())`.
 */
import { loadTaco } from "../../../db/taco/taco.server";
import { countOwnRecipe } from "~/domain/own-recipe";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { chatMessages, modelUsage, recipes, recipeVersions } from "../../../db/schema";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { findOrCreateUser } from "~/features/accounts/users.server";
import type { StoredRecipe as Recipe } from "~/domain/recipe";
import { getRecipe } from "~/features/recipes/queries.server";
import type { RecipeContent } from "~/domain/recipe-schema";
import { createOwnRecipe } from "../../../db/own-recipes.server";
import { type ChatReply } from "../../lib/model/replies";
import type { Engine } from "../../../tests/support/databases";

/** The content as its row keeps it: nutrition computed from TACO, or the model's estimate below 90 % (decision 016). */
export const withStoredNutrition = (content: RecipeContent): RecipeContent => ({
  ...content,
  nutritionalInfo: countOwnRecipe(content, loadTaco()),
});

export const recipeIdPattern = /^[a-z0-9][a-z0-9-]{0,119}$/;
export const hour = 60 * 60 * 1000;
export const day = 24 * hour;

/** A valid recipe a cook owns; every field the chat cannot express is set, to see it kept. */
export function ownContent(over: Partial<RecipeContent> = {}): RecipeContent {
  return {
    title: "Panqueca de Banana",
    description: "Panqueca fofinha sem farinha.",
    prepTime: 10,
    cookTime: 15,
    servings: 2,
    difficulty: "fácil",
    ingredients: [
      { id: "ing-1", name: "banana", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: ["maçã"] },
      { id: "ing-2", name: "ovo", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
      { id: "ing-3", name: "canela", quantity: 1, unit: "pitada", isOptional: true, possibleSubstitutes: [] },
    ],
    steps: [
      { order: 1, description: "Amasse as bananas e misture com os ovos.", tips: ["Use bananas bem maduras."] },
      { order: 2, description: "Doure dos dois lados em frigideira antiaderente." },
    ],
    nutritionalInfo: { calories: 180, protein: 8, carbs: 25, fat: 5, fiber: 3 },
    tags: ["Café da Manhã", "Sem Glúten"],
    imageUrl: "/imagens/panqueca.jpg",
    ...over,
  };
}

export function useChefDatabase(engine: Engine) {
  let database: Database;
  let db: Db;
  let n = 0;
  const newCook = async () =>
    (await findOrCreateUser(db, { issuer: "https://idp.test", subject: `chef-${++n}`, name: `Cozinheiro ${n}`, email: "" })).user.id;
  /** Every test gets addresses of its own, so the per-address hour never leaks between tests. */
  const newIp = () => `10.1.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    await loadCatalogue(db, fixtureCatalogue);
  });
  afterAll(() => database.close());

  const usageRows = (where: { userId?: string; ip?: string }) =>
    db
      .select()
      .from(modelUsage)
      .where(and(where.userId ? eq(modelUsage.userId, where.userId) : undefined, where.ip ? eq(modelUsage.ip, where.ip) : undefined))
      .orderBy(asc(modelUsage.id));
  const rowOf = async (id: string) => (await db.select().from(recipes).where(eq(recipes.id, id)))[0];
  const ownedBy = async (userId: string) =>
    (await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.authorId, userId))).map((row) => row.id).sort();
  const versionsOf = (recipeId: string) =>
    db.select().from(recipeVersions).where(eq(recipeVersions.recipeId, recipeId)).orderBy(asc(recipeVersions.id));
  const messagesOf = (userId: string, recipeId: string) =>
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.recipeId, recipeId)))
      .orderBy(asc(chatMessages.id));
  const recipe = async (id: string): Promise<Recipe> => {
    const found = await getRecipe(db, id);
    if (!found) throw new Error(`receita ${id} não encontrada`);
    return found;
  };
  const newOwnRecipe = async (userId: string, over: Partial<RecipeContent> = {}) =>
    recipe(await createOwnRecipe(db, { userId, content: ownContent(over), demo: false }));

  return {
    get db() {
      return db;
    },
    newCook,
    newIp,
    usageRows,
    rowOf,
    ownedBy,
    versionsOf,
    messagesOf,
    recipe,
    newOwnRecipe,
  };
}

/** A chat reply that rewrites the recipe. */
export const update = (updatedRecipe: ChatReply["updatedRecipe"], message = "Pronto, ajustei a receita."): ChatReply => ({
  message,
  recipeUpdated: true,
  updatedRecipe,
});
/** The fixture feijoada (2 xícaras de farinha de trigo, 1 pitada de sal opcional) with couve added. */
export const feijoadaLight = update({
  title: "Feijoada Light",
  ingredients: [
    { name: "farinha de trigo", quantity: 2, unit: "xícara" },
    { name: "sal", quantity: 1, unit: "pitada" },
    { name: "couve", quantity: 1, unit: "unidade" },
  ],
});
export const feijoadaSentences = ['Título: "Feijoada Completa" → "Feijoada Light"', "Adicionado: 1 couve"];
