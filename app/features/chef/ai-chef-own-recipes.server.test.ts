/**
 * The AI chef on the real database (PGlite and PostgreSQL): the cook's own recipes with their versions.
 * Every case asserts what the tables hold, not only what the functions return.
 */
import { contentOf } from "../../../db/recipe-rows";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.server";
import { recipes } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import type { RecipeContent } from "~/domain/recipe-schema";
import { createOwnRecipe, reviseOwnRecipe, undoLastRevision, versionCount } from "../../../db/own-recipes.server";
import { ownContent, recipeIdPattern, useChefDatabase, withStoredNutrition } from "./ai-chef.test-support";

describe.each(engines())("the AI chef on $name", (engine) => {
  const chef = useChefDatabase(engine);
  const { newCook, rowOf, ownedBy, versionsOf, recipe, newOwnRecipe } = chef;
  let db: Db;
  beforeAll(() => {
    ({ db } = chef);
  });

  describe("own recipes", () => {
    it.each([
      { demo: true, parentId: "feijoada" },
      { demo: false, parentId: null },
    ])("createOwnRecipe stores origin ai, the author, unlisted, demo $demo, parent $parentId", async ({ demo, parentId }) => {
      const cook = await newCook();
      const content = ownContent();
      const id = await createOwnRecipe(db, { userId: cook, content, demo, parentId });
      expect(id).toMatch(recipeIdPattern);
      expect(id).toMatch(/^panqueca-de-banana-[0-9a-f]{8}$/);
      const row = await rowOf(id);
      expect(row).toMatchObject({
        origin: "ai",
        authorId: cook,
        listed: false,
        demo,
        parentId,
        position: null,
        title: content.title,
        prepTime: 10,
        cookTime: 15,
        totalTime: 25,
        tags: content.tags,
        imageUrl: content.imageUrl,
        // Computed from the ingredients when saved (decision 016), not the model's figures.
        nutritionalInfo: withStoredNutrition(content).nutritionalInfo,
      });
      expect(row?.ingredients).toEqual(content.ingredients);
      expect(row?.steps).toEqual(content.steps);
      expect(contentOf(await recipe(id))).toEqual(withStoredNutrition(content));
    });

    it.each([
      "Bolo de Cenoura",
      "Pão de Queijo à Mineira!!!",
      "--- Açaí 100% natural ---",
      "🍰🍰🍰",
      "日本料理",
      "A".repeat(160),
      "Frango " + "ç".repeat(100),
    ])("makes an id that is a valid recipe link for the title %s", async (title) => {
      const id = await createOwnRecipe(db, { userId: await newCook(), content: ownContent({ title }), demo: false });
      expect(id).toMatch(recipeIdPattern);
      expect((await recipe(id)).title).toBe(title);
    });

    it.each([
      ["an empty title", { title: "" }],
      ["a blank title", { title: "   " }],
      ["no ingredients", { ingredients: [] }],
      ["no steps", { steps: [] }],
      ["zero servings", { servings: 0 }],
      ["a negative time", { prepTime: -1 }],
    ] as const)("refuses content with %s and writes nothing", async (_label, over) => {
      const cook = await newCook();
      const before = (await db.select({ id: recipes.id }).from(recipes)).length;
      await expect(
        createOwnRecipe(db, { userId: cook, content: ownContent(over as Partial<RecipeContent>), demo: false }),
      ).rejects.toThrow();
      expect(await ownedBy(cook)).toEqual([]);
      expect((await db.select({ id: recipes.id }).from(recipes)).length).toBe(before);
    });

    it("reviseOwnRecipe keeps the previous content as a version; undo puts it back and drops the version", async () => {
      const cook = await newCook();
      const original = await newOwnRecipe(cook);
      const revised = ownContent({ title: "Panqueca de Banana e Aveia", servings: 4 });
      await db.transaction((tx) => reviseOwnRecipe(tx, original, revised, false));

      expect(contentOf(await recipe(original.id))).toEqual(withStoredNutrition(revised));
      const versions = await versionsOf(original.id);
      expect(versions).toHaveLength(1);
      expect(versions[0]!.content).toEqual(contentOf(original));

      expect(await undoLastRevision(db, cook, original.id)).toBe(true);
      expect(contentOf(await recipe(original.id))).toEqual(contentOf(original));
      expect(await versionsOf(original.id)).toEqual([]);
      expect(await undoLastRevision(db, cook, original.id)).toBe(false);
    });

    it("reviseOwnRecipe with invalid content keeps neither a version nor a change", async () => {
      const cook = await newCook();
      const original = await newOwnRecipe(cook);
      const before = await rowOf(original.id);
      await expect(db.transaction((tx) => reviseOwnRecipe(tx, original, ownContent({ title: "" }), false))).rejects.toThrow();
      expect(await rowOf(original.id)).toEqual(before);
      expect(await versionsOf(original.id)).toEqual([]);
    });

    it("undo does nothing for another cook, and says so", async () => {
      const [cook, other] = [await newCook(), await newCook()];
      const original = await newOwnRecipe(cook);
      const revised = ownContent({ title: "Panqueca Revisada" });
      await db.transaction((tx) => reviseOwnRecipe(tx, original, revised, false));
      const before = await rowOf(original.id);
      expect(await undoLastRevision(db, other, original.id)).toBe(false);
      expect(await rowOf(original.id)).toEqual(before);
      expect(await versionCount(db, original.id)).toBe(1);
    });

    it.each([
      ["the cook's recipe without versions", "own"],
      ["a catalogue recipe", "catalogue"],
      ["a recipe that does not exist", "missing"],
    ] as const)("undo returns false for %s", async (_label, which) => {
      const cook = await newCook();
      const id = which === "own" ? (await newOwnRecipe(cook)).id : which === "catalogue" ? "feijoada" : "nao-existe";
      const before = which === "missing" ? undefined : await rowOf(id);
      expect(await undoLastRevision(db, cook, id)).toBe(false);
      expect(which === "missing" ? undefined : await rowOf(id)).toEqual(before);
    });

    it("two revisions are undone one at a time, back to the original", async () => {
      const cook = await newCook();
      const original = await newOwnRecipe(cook);
      const first = ownContent({ title: "Primeira Revisão" });
      const second = ownContent({ title: "Segunda Revisão", servings: 6 });
      await db.transaction((tx) => reviseOwnRecipe(tx, original, first, false));
      const afterFirst = await recipe(original.id);
      await db.transaction((tx) => reviseOwnRecipe(tx, afterFirst, second, true));

      expect(contentOf(await recipe(original.id))).toEqual(withStoredNutrition(second));
      expect((await versionsOf(original.id)).map((version) => version.content.title)).toEqual(["Panqueca de Banana", "Primeira Revisão"]);
      expect((await rowOf(original.id))?.demo).toBe(true);

      expect(await undoLastRevision(db, cook, original.id)).toBe(true);
      expect(contentOf(await recipe(original.id))).toEqual(withStoredNutrition(first));
      expect(await undoLastRevision(db, cook, original.id)).toBe(true);
      expect(contentOf(await recipe(original.id))).toEqual(contentOf(original));
      expect(await versionCount(db, original.id)).toBe(0);
      expect(await undoLastRevision(db, cook, original.id)).toBe(false);
    });

    it("a demo revision marks a real recipe demo; each version keeps its demo flag and undo puts it back", async () => {
      const cook = await newCook();
      const original = await newOwnRecipe(cook);
      expect((await rowOf(original.id))?.demo).toBe(false);

      const demoContent = ownContent({ title: "Panqueca do Modelo de Demonstração" });
      await db.transaction((tx) => reviseOwnRecipe(tx, original, demoContent, true));
      expect(await rowOf(original.id)).toMatchObject({ demo: true, title: demoContent.title });
      expect((await versionsOf(original.id)).map((version) => [version.content.title, version.demo])).toEqual([
        ["Panqueca de Banana", false],
      ]);

      // A real revision of demo content stays demo (some of it still is), and its version says so.
      const realContent = ownContent({ title: "Panqueca Real", servings: 3 });
      const afterDemo = await recipe(original.id);
      await db.transaction((tx) => reviseOwnRecipe(tx, afterDemo, realContent, false));
      expect(await rowOf(original.id)).toMatchObject({ demo: true, title: "Panqueca Real" });
      expect((await versionsOf(original.id)).map((version) => [version.content.title, version.demo])).toEqual([
        ["Panqueca de Banana", false],
        [demoContent.title, true],
      ]);

      expect(await undoLastRevision(db, cook, original.id)).toBe(true);
      expect(await rowOf(original.id)).toMatchObject({ demo: true, title: demoContent.title });
      expect(await undoLastRevision(db, cook, original.id)).toBe(true);
      expect((await rowOf(original.id))?.demo).toBe(false);
      expect(contentOf(await recipe(original.id))).toEqual(contentOf(original));
      expect(await versionsOf(original.id)).toEqual([]);
    });
  });
});
