/**
 * The AI chef on the real database (PGlite and PostgreSQL): what a chat rewrite may add, and the history it keeps.
 * Every case asserts what the tables hold, not only what the functions return.
 */
import { contentOf } from "../../../db/recipe-rows";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.server";
import { engines } from "../../../tests/support/databases";
import * as t from "~/i18n/pt-br";
import { chatHistory, historyLimit, recordExchange, recordFailure } from "./chat.server";
import { versionCount } from "../../../db/own-recipes.server";
import { parseChatReply, type ChatReply } from "../../lib/model/replies";
import { update, useChefDatabase, withStoredNutrition } from "./ai-chef.test-support";

describe.each(engines())("the AI chef on $name", (engine) => {
  const chef = useChefDatabase(engine);
  const { newCook, rowOf, ownedBy, messagesOf, recipe, newOwnRecipe } = chef;
  let db: Db;
  beforeAll(() => {
    ({ db } = chef);
  });

  describe("chat", () => {
    it("makes a copy when a cook rewrites another cook's recipe; the other's recipe and versions stay", async () => {
      const [owner, cook] = [await newCook(), await newCook()];
      const theirs = await newOwnRecipe(owner);
      const before = await rowOf(theirs.id);
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: theirs,
        request: "Tire a canela.",
        reply: update({
          title: theirs.title,
          ingredients: [
            { name: "banana", quantity: 2, unit: "unidade" },
            { name: "ovo", quantity: 2, unit: "unidade" },
          ],
        }),
        demo: false,
      });
      const [copyId] = await ownedBy(cook);
      expect(exchange.change).toEqual({ kind: "copy", recipeId: copyId, changes: ["Removido: 1 pitada de canela"] });
      expect(await rowOf(theirs.id)).toEqual(before);
      expect(await versionCount(db, theirs.id)).toBe(0);
      expect(await ownedBy(owner)).toEqual([theirs.id]);
      expect(await rowOf(copyId!)).toMatchObject({ authorId: cook, parentId: theirs.id, origin: "ai", listed: false });
      expect((await rowOf(copyId!))?.ingredients.map((ingredient) => ingredient.name)).toEqual(["banana", "ovo"]);
      // The owner sees none of this conversation.
      expect(await chatHistory(db, owner, theirs.id)).toEqual([]);
    });

    it.each([
      ["a catalogue recipe", "catalogue"],
      ["the cook's own recipe", "own"],
    ] as const)("refuses a rewrite of %s that adds an ingredient the cook restricts", async (_label, which) => {
      const cook = await newCook();
      const target = which === "catalogue" ? await recipe("feijoada") : await newOwnRecipe(cook);
      const ownedBefore = await ownedBy(cook);
      const before = await rowOf(target.id);
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: ["lactose"],
        recipe: target,
        request: "Coloque queijo por cima.",
        reply: update({
          title: target.title,
          ingredients: [
            ...target.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
            { name: "queijo muçarela", quantity: 200, unit: "g" },
          ],
        }),
        demo: false,
      });
      expect(exchange.change).toEqual({ kind: "refused", recipeId: null, changes: [] });
      expect(await rowOf(target.id)).toEqual(before);
      expect(await ownedBy(cook)).toEqual(ownedBefore);
      expect(await versionCount(db, target.id)).toBe(0);
      const rows = await messagesOf(cook, target.id);
      expect(rows.map((row) => [row.role, row.content, row.changedRecipeId, row.changes])).toEqual([
        ["user", "Coloque queijo por cima.", null, []],
        // One coherent answer: what was asked, why not, a safe way; not the model's "ajustei".
        [
          "assistant",
          "Você pediu: “Coloque queijo por cima”. Não fiz essa alteração: a receita ficaria com queijo muçarela (lactose), e isso " +
            "está nas suas restrições. Uma alternativa segura: trocar queijo muçarela por queijo vegano ou levedura nutricional. " +
            "Se quiser, é só pedir.",
          null,
          [],
        ],
      ]);
    });

    it.each([
      ["a catalogue recipe", "catalogue"],
      ["the cook's own recipe", "own"],
    ] as const)(
      "refuses a rewrite of %s that adds what is not a food: nothing saved, the chef asks which ingredient",
      async (_label, which) => {
        const cook = await newCook();
        const target = which === "catalogue" ? await recipe("feijoada") : await newOwnRecipe(cook);
        const ownedBefore = await ownedBy(cook);
        const before = await rowOf(target.id);
        const [first, ...rest] = target.ingredients;
        const exchange = await recordExchange(db, {
          userId: cook,
          avoid: [],
          recipe: target,
          request: `Troque ${first!.name} por outra coisa.`,
          // What a scripted chef once saved: "300 g de outra coisa".
          reply: update({
            title: target.title,
            ingredients: [
              { name: "outra coisa", quantity: 300, unit: "g" },
              ...rest.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
            ],
          }),
          demo: false,
        });
        expect(exchange.change).toEqual({ kind: "refused", recipeId: null, changes: [] });
        expect(await rowOf(target.id)).toEqual(before);
        expect(await ownedBy(cook)).toEqual(ownedBefore);
        expect(await versionCount(db, target.id)).toBe(0);
        const rows = await messagesOf(cook, target.id);
        expect(rows.map((row) => [row.role, row.content, row.changedRecipeId, row.changes])).toEqual([
          ["user", `Troque ${first!.name} por outra coisa.`, null, []],
          [
            "assistant",
            `Você pediu: “Troque ${first!.name} por outra coisa”. Não salvei a mudança: “outra coisa” não é um ingrediente que eu ` +
              `reconheça. Diga qual ingrediente você quer usar no lugar de ${first!.name}.`,
            null,
            [],
          ],
        ]);
      },
    );

    it("saves a rewrite that keeps a name of the cook's own that no table knows, and adds only foods", async () => {
      const cook = await newCook();
      const own = await newOwnRecipe(cook, {
        ingredients: [
          { id: "ing-1", name: "banana", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
          { id: "ing-2", name: "tempero secreto da vovó", quantity: 1, unit: "colher de chá", isOptional: false, possibleSubstitutes: [] },
        ],
      });
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: own,
        request: "Dobre a receita e acrescente canela.",
        reply: update({
          title: own.title,
          servings: 4,
          ingredients: [
            { name: "bananas", quantity: 4, unit: "unidade" },
            { name: "tempero secreto da vovó", quantity: 2, unit: "colher de chá" },
            { name: "canela em pó", quantity: 1, unit: "pitada" },
          ],
        }),
        demo: false,
      });
      expect(exchange.change).toMatchObject({ kind: "version", recipeId: own.id });
      expect((await rowOf(own.id))?.ingredients.map((ingredient) => ingredient.name)).toEqual([
        "bananas",
        "tempero secreto da vovó",
        "canela em pó",
      ]);
    });

    it("a rewrite that adds nothing the cook avoids is saved, even on a recipe that already had it; substitutes the cook avoids are dropped", async () => {
      const cook = await newCook();
      // An egg pancake, its banana offering "mel" as a substitute; the cook is vegan.
      const own = await newOwnRecipe(cook, {
        ingredients: [
          { id: "ing-1", name: "banana", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: ["mel", "maçã"] },
          { id: "ing-2", name: "ovo", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
        ],
      });
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: ["vegano"],
        recipe: own,
        request: "Deixe para 1 porção.",
        reply: update({
          title: own.title,
          servings: 1,
          ingredients: [
            { name: "banana", quantity: 1, unit: "unidade" },
            { name: "ovo", quantity: 1, unit: "unidade" },
          ],
        }),
        demo: false,
      });
      // The egg was there before: halving it is no new conflict (the page warns of it).
      expect(exchange.change).toMatchObject({ kind: "version", recipeId: own.id });
      const row = await rowOf(own.id);
      expect(row?.servings).toBe(1);
      expect(row?.ingredients.find((ingredient) => ingredient.name === "banana")?.possibleSubstitutes).toEqual(["maçã"]);
    });

    const smuggled = {
      message: "Troquei a banana por maçã.",
      recipeUpdated: true,
      id: "feijoada",
      userId: "intruso",
      changedRecipeId: "feijoada",
      demo: true,
      updatedRecipe: {
        id: "receita-roubada",
        authorId: "intruso",
        parentId: "feijoada",
        origin: "catalogue",
        listed: true,
        demo: true,
        position: 1,
        prepTime: 999,
        cookTime: 999,
        difficulty: "difícil",
        tags: ["Hackeada"],
        imageUrl: "https://malicioso.example/x.png",
        nutritionalInfo: { calories: 1, protein: 1, carbs: 1, fat: 1 },
        title: "Panqueca de Maçã",
        ingredients: [
          { name: "maçã", quantity: 2, unit: "unidade", id: "x", isOptional: true, possibleSubstitutes: ["veneno"] },
          { name: "ovo", quantity: 2, unit: "unidade" },
          { name: "canela", quantity: 1, unit: "pitada" },
        ],
      },
    };

    it.each([
      ["read by parseChatReply", () => parseChatReply(`Claro! ${JSON.stringify(smuggled)}`)],
      ["handed over raw", () => smuggled as unknown as ChatReply],
    ])("changes only title, description, servings, ingredients and steps when extra fields are %s", async (_label, reply) => {
      const cook = await newCook();
      const own = await newOwnRecipe(cook);
      const before = await rowOf(own.id);
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: own,
        request: "Troque a banana.",
        reply: reply(),
        demo: false,
      });
      expect(exchange.change?.kind).toBe("version");
      expect(exchange.change?.recipeId).toBe(own.id);
      expect(await ownedBy(cook)).toEqual([own.id]);
      expect(await rowOf("receita-roubada")).toBeUndefined();

      const row = await rowOf(own.id);
      // Title and ingredients change (and the columns generated from them, nutrition too, and
      // what the week's planner and the fridge read in them: decisions 035 and 046); nothing else.
      const {
        title,
        ingredients,
        nutritionalInfo,
        updatedAt: _updatedAt,
        searchText: _searchText,
        searchVector: _searchVector,
        ingredientText: _ingredientText,
        planProtein: _planProtein,
        planPerishables: _planPerishables,
        fridgeKeys: _fridgeKeys,
        fridgeRequired: _fridgeRequired,
        servingCalories: _servingCalories,
        servingSodium: _servingSodium,
        servingCarbs: _servingCarbs,
        ...unchanged
      } = row!;
      const {
        title: _t,
        ingredients: _i,
        nutritionalInfo: _n,
        updatedAt: _u,
        searchText: _s,
        searchVector: _v,
        ingredientText: _it,
        planProtein: _pp,
        planPerishables: _pe,
        fridgeKeys: _fk,
        fridgeRequired: _fr,
        servingCalories: _sc,
        servingSodium: _ss,
        servingCarbs: _sca,
        ...expected
      } = before!;
      expect(unchanged).toEqual(expected);
      expect(title).toBe("Panqueca de Maçã");
      expect(ingredients).toEqual([
        { id: "ing-1", name: "maçã", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
        { id: "ing-2", name: "ovo", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
        { id: "ing-3", name: "canela", quantity: 1, unit: "pitada", isOptional: true, possibleSubstitutes: [] },
      ]);
      expect(nutritionalInfo).toEqual(
        withStoredNutrition({ ...contentOf(await recipe(own.id)), nutritionalInfo: undefined }).nutritionalInfo,
      );
      expect(nutritionalInfo?.breakdown?.[0]).toMatchObject({ name: "maçã", food: "Maçã, Fuji, com casca, crua" });
      // The catalogue recipe the reply named is untouched, and the chef's message is not "demo".
      expect(await rowOf("feijoada")).toMatchObject({ title: "Feijoada Completa", authorId: null, listed: true });
      const rows = await messagesOf(cook, own.id);
      expect(rows.map((message) => [message.userId, message.demo, message.changedRecipeId])).toEqual([
        [cook, false, null],
        [cook, false, own.id],
      ]);
    });

    it("keeps the history private to the cook: another cook sees nothing on the same recipe", async () => {
      const [ana, bia] = [await newCook(), await newCook()];
      await recordExchange(db, {
        userId: ana,
        avoid: [],
        recipe: await recipe("brigadeiro"),
        request: "Posso usar cacau?",
        reply: { message: "Pode, use 50% cacau.", recipeUpdated: false },
        demo: false,
      });
      expect(await chatHistory(db, ana, "brigadeiro")).toHaveLength(2);
      expect(await chatHistory(db, bia, "brigadeiro")).toEqual([]);
      expect(await chatHistory(db, ana, "feijoada")).toEqual([]);
    });

    it(`shows the newest ${historyLimit} messages of a long thread, oldest first`, async () => {
      const cook = await newCook();
      const pairs = historyLimit / 2 + 5;
      for (let index = 0; index < pairs; index++) {
        await recordFailure(db, { userId: cook, recipeId: "caldo-verde", request: `pergunta ${index}` });
      }
      const history = await chatHistory(db, cook, "caldo-verde");
      expect(history).toHaveLength(historyLimit);
      expect(history[0]?.content).toBe("pergunta 5");
      expect(history.at(-2)?.content).toBe(`pergunta ${pairs - 1}`);
      expect(history.map((entry) => entry.id)).toEqual([...history.map((entry) => entry.id)].sort((a, b) => a - b));
    });

    it("recordFailure saves the cook's message and the apology, marked failed", async () => {
      const cook = await newCook();
      const entries = await recordFailure(db, { userId: cook, recipeId: "omelete", request: "Sem ovos, dá?" });
      expect(entries.map((entry) => [entry.role, entry.content, entry.failed, entry.changedRecipeId, entry.changes])).toEqual([
        ["user", "Sem ovos, dá?", false, null, []],
        ["assistant", t.chat.apology, true, null, []],
      ]);
      expect(t.chat.apology).toBe("Desculpe, ocorreu um erro ao processar sua solicitação. Por favor, tente novamente mais tarde.");
      const rows = await messagesOf(cook, "omelete");
      expect(rows.map((row) => [row.role, row.content, row.failed])).toEqual([
        ["user", "Sem ovos, dá?", false],
        ["assistant", t.chat.apology, true],
      ]);
      expect(await chatHistory(db, cook, "omelete")).toEqual(entries);
    });
  });
});
