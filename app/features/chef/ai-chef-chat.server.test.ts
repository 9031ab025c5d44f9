/**
 * The AI chef on the real database (PGlite and PostgreSQL): the chat saves replies and turns rewrites into versions or copies without losing any.
 * Every case asserts what the tables hold, not only what the functions return.
 */
import { contentOf } from "../../../db/recipe-rows";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.server";
import { engines } from "../../../tests/support/databases";
import type { StoredRecipe as Recipe } from "~/domain/recipe";
import type { RecipeContent } from "~/domain/recipe-schema";
import { applyUpdate } from "./changes";
import { chatHistory, recordExchange } from "./chat.server";
import { undoLastRevision, versionCount } from "../../../db/own-recipes.server";
import { type ChatReply } from "../../lib/model/replies";
import { feijoadaLight, feijoadaSentences, recipeIdPattern, update, useChefDatabase, withStoredNutrition } from "./ai-chef.test-support";

describe.each(engines())("the AI chef on $name", (engine) => {
  const chef = useChefDatabase(engine);
  const { newCook, rowOf, ownedBy, versionsOf, messagesOf, recipe, newOwnRecipe } = chef;
  let db: Db;
  beforeAll(() => {
    ({ db } = chef);
  });

  describe("chat", () => {
    it("saves a reply without a rewrite as two messages, and the history keeps them in order", async () => {
      const cook = await newCook();
      const feijoada = await recipe("feijoada");
      const first = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: feijoada,
        request: "Quanto tempo dura na geladeira?",
        reply: { message: "Até 3 dias, bem fechada.", recipeUpdated: false },
        demo: true,
      });
      expect(first.change).toBeNull();
      expect(first.messages.map((message) => [message.role, message.content, message.demo])).toEqual([
        ["user", "Quanto tempo dura na geladeira?", false],
        ["assistant", "Até 3 dias, bem fechada.", true],
      ]);
      await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: feijoada,
        request: "E no freezer?",
        reply: { message: "Até 3 meses.", recipeUpdated: false },
        demo: false,
      });

      const history = await chatHistory(db, cook, "feijoada");
      expect(history.map((entry) => [entry.role, entry.content])).toEqual([
        ["user", "Quanto tempo dura na geladeira?"],
        ["assistant", "Até 3 dias, bem fechada."],
        ["user", "E no freezer?"],
        ["assistant", "Até 3 meses."],
      ]);
      expect(history.slice(0, 2)).toEqual(first.messages);
      expect(history.every((entry) => !entry.failed && entry.changedRecipeId === null && entry.changes.length === 0)).toBe(true);
      const rows = await messagesOf(cook, "feijoada");
      expect(rows).toHaveLength(4);
      expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
      expect(await ownedBy(cook)).toEqual([]);
      expect(await rowOf("feijoada")).toMatchObject({ title: "Feijoada Completa", authorId: null, origin: "catalogue" });
    });

    it("turns a rewrite of a catalogue recipe into the cook's copy, linked to it; the original stays", async () => {
      const cook = await newCook();
      const before = await rowOf("feijoada");
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: await recipe("feijoada"),
        request: "Deixe mais leve, com couve.",
        reply: feijoadaLight,
        demo: false,
      });

      const [copyId] = await ownedBy(cook);
      expect(copyId).toMatch(recipeIdPattern);
      expect(copyId).not.toBe("feijoada");
      expect(exchange.change).toEqual({ kind: "copy", recipeId: copyId, changes: feijoadaSentences });
      expect(await rowOf("feijoada")).toEqual(before);
      expect(await versionCount(db, "feijoada")).toBe(0);

      const copy = await rowOf(copyId!);
      expect(copy).toMatchObject({
        title: "Feijoada Light",
        origin: "ai",
        authorId: cook,
        parentId: "feijoada",
        listed: false,
        demo: false,
        prepTime: before!.prepTime,
        cookTime: before!.cookTime,
        difficulty: before!.difficulty,
        tags: before!.tags,
        steps: before!.steps,
      });
      // Other ingredients, other values: computed for the copy when it was saved.
      expect(copy?.nutritionalInfo).toEqual(
        withStoredNutrition({ ...contentOf(await recipe(copyId!)), nutritionalInfo: undefined }).nutritionalInfo,
      );
      expect(copy?.nutritionalInfo).not.toEqual(before!.nutritionalInfo);
      expect(copy?.ingredients.map((ingredient) => [ingredient.name, ingredient.isOptional])).toEqual([
        ["farinha de trigo", false],
        ["sal", true],
        ["couve", false],
      ]);

      // The thread stays on the recipe the cook talked about; the reply points to the copy.
      const rows = await messagesOf(cook, "feijoada");
      expect(rows.map((row) => [row.role, row.changedRecipeId, row.changes])).toEqual([
        ["user", null, []],
        ["assistant", copyId, feijoadaSentences],
      ]);
      expect(await messagesOf(cook, copyId!)).toEqual([]);
    });

    it("revises the cook's own recipe in place and keeps what it was", async () => {
      const cook = await newCook();
      const own = await newOwnRecipe(cook);
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: own,
        request: "Adapte para 4 porções.",
        reply: update({
          title: own.title,
          servings: 4,
          ingredients: [
            { name: "banana", quantity: 4, unit: "unidade" },
            { name: "ovo", quantity: 4, unit: "unidade" },
            { name: "canela", quantity: 1, unit: "pitada" },
          ],
        }),
        demo: true,
      });
      const changes = ["Porções: 2 → 4", "banana: 2 → 4", "ovo: 2 → 4"];
      expect(exchange.change).toEqual({ kind: "version", recipeId: own.id, changes });
      expect(await ownedBy(cook)).toEqual([own.id]);

      const row = await rowOf(own.id);
      expect(row).toMatchObject({ servings: 4, authorId: cook, origin: "ai", listed: false, demo: true, parentId: null });
      expect(row?.ingredients.map((ingredient) => [ingredient.name, ingredient.quantity, ingredient.possibleSubstitutes])).toEqual([
        ["banana", 4, ["maçã"]],
        ["ovo", 4, []],
        ["canela", 1, []],
      ]);
      const versions = await versionsOf(own.id);
      expect(versions.map((version) => version.content)).toEqual([contentOf(own)]);
      const rows = await messagesOf(cook, own.id);
      expect(rows.map((row) => [row.role, row.changedRecipeId, row.changes, row.demo])).toEqual([
        ["user", null, [], false],
        ["assistant", own.id, changes, true],
      ]);

      expect(await undoLastRevision(db, cook, own.id)).toBe(true);
      expect(contentOf(await recipe(own.id))).toEqual(contentOf(own));
    });

    describe("two tabs rewriting the cook's recipe from the same stale read", () => {
      /** A rewrite that keeps the ingredients as they are. */
      const rewrite = (own: Recipe, over: Omit<NonNullable<ChatReply["updatedRecipe"]>, "ingredients">) =>
        update({ ...over, ingredients: own.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })) });
      /** Deep equality as toEqual sees it (jsonb reorders keys, and drops undefined ones). */
      const sameContent = (left: RecipeContent, right: RecipeContent) => {
        try {
          expect(left).toEqual(right);
          return true;
        } catch {
          return false;
        }
      };
      const exchange = (cook: string, stale: Recipe, request: string, reply: ChatReply) =>
        recordExchange(db, { userId: cook, avoid: [], recipe: stale, request, reply, demo: false });

      it("applies B on top of A: A's content is kept as a version, not overwritten by the stale read", async () => {
        const cook = await newCook();
        const own = await newOwnRecipe(cook);
        const original = contentOf(own);

        const a = await exchange(cook, own, "Mude o título.", rewrite(own, { title: "Versão A" }));
        expect(a.change).toEqual({ kind: "version", recipeId: own.id, changes: ['Título: "Panqueca de Banana" → "Versão A"'] });
        // B was written against the original too: its title is the original title.
        const b = await exchange(cook, own, "Para 4 porções.", rewrite(own, { title: own.title, servings: 4 }));
        expect(b.change).toEqual({
          kind: "version",
          recipeId: own.id,
          changes: ['Título: "Versão A" → "Panqueca de Banana"', "Porções: 2 → 4"],
        });

        const versions = await versionsOf(own.id);
        expect(versions.map((version) => version.content)).toEqual([original, { ...original, title: "Versão A" }]);
        // Other servings, other values per serving: computed again.
        expect(contentOf(await recipe(own.id))).toEqual(withStoredNutrition({ ...original, servings: 4 }));
        expect(await rowOf(own.id)).toMatchObject({ title: "Panqueca de Banana", servings: 4, demo: false });

        expect(await undoLastRevision(db, cook, own.id)).toBe(true);
        expect(contentOf(await recipe(own.id))).toEqual({ ...original, title: "Versão A" });
        expect(await undoLastRevision(db, cook, own.id)).toBe(true);
        expect(contentOf(await recipe(own.id))).toEqual(original);
      });

      it("keeps every one of four concurrent rewrites: each content is the current recipe or a version", async () => {
        const cook = await newCook();
        const own = await newOwnRecipe(cook);
        const original = contentOf(own);
        const replies = [
          rewrite(own, { title: "Versão A" }),
          rewrite(own, { title: own.title, servings: 4 }),
          rewrite(own, { title: own.title, description: "Descrição C." }),
          rewrite(own, { title: "Versão D" }),
        ];
        const exchanges = await Promise.all(replies.map((reply, index) => exchange(cook, own, `Pedido ${index + 1}`, reply)));
        for (const done of exchanges) expect(done.change).toMatchObject({ kind: "version", recipeId: own.id });

        const versions = await versionsOf(own.id);
        expect(versions).toHaveLength(4);
        const contents = [...versions.map((version) => version.content), contentOf(await recipe(own.id))];
        expect(contents[0]).toEqual(original);
        // Each content is the previous one with exactly one of the replies applied, each reply once.
        const unused = new Set(replies.keys());
        for (let i = 1; i < contents.length; i++) {
          const used = [...unused].find((index) => {
            const next = withStoredNutrition(applyUpdate(contents[i - 1]!, replies[index]!.updatedRecipe!));
            return sameContent(next, contents[i]!);
          });
          expect(used, `content ${i} (${contents[i]!.title}) is no reply applied to content ${i - 1}`).toBeDefined();
          unused.delete(used!);
        }
        expect(unused.size).toBe(0);
        // So nothing is lost: servings and description are in the final recipe, both titles are kept.
        expect(contents[4]).toMatchObject({ servings: 4, description: "Descrição C." });
        for (const title of ["Versão A", "Versão D"]) expect(contents.some((content) => content.title === title)).toBe(true);
        expect(await messagesOf(cook, own.id)).toHaveLength(8);
      });
    });
  });
});
