/**
 * Food safety first (issue 21): a value the tolerant reader rescues (a Portuguese key, a
 * plain ingredient line, a grouped list, a rewrite under "recipe") reaches the restriction
 * engine like any other. The replies come from the scripted model in fixture mode, through
 * the real gateway, into the same functions the app calls (generateRecipe, checkRewrite);
 * a rescued line that names no food is caught like a food the cook avoids.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredRecipe } from "~/domain/recipe";
import { checkRewrite } from "~/features/chef/chat.server";
import { generateRecipe, RestrictionRefusal } from "~/features/fridge/generate.server";
import { forgetStructuredOutputs } from "~/lib/model/gateway.server";
import { recipeChat, recipeFromIngredients } from "~/lib/model/prompts";
import { parseChatReply } from "~/lib/model/replies";
import { startLocalModel, type LocalModel } from "../support/local-model";

let model: LocalModel;
beforeAll(async () => {
  forgetStructuredOutputs();
  model = await startLocalModel();
});
afterAll(() => model.close());

const profile = { preferences: [], restrictions: ["lactose"], healthGoals: [] };
const prompt = () => recipeFromIngredients(["batata"], profile);

const base = {
  titulo: "Purê de Batata",
  descricao: "Purê cremoso.",
  tempo_de_preparo: "10 minutos",
  tempo_de_cozimento: "20 minutos",
  porcoes: "4 porções",
  dificuldade: "Fácil",
  modo_de_preparo: ["Cozinhe as batatas.", "Amasse e tempere."],
};

describe("values rescued by the reader go through the restriction engine", () => {
  it.each([
    [
      "a Portuguese key",
      {
        ...base,
        ingredientes: [
          { nome: "batata", quantidade: 1, unidade: "kg" },
          { nome: "manteiga", quantidade: "2", unidade: "colheres (sopa)" },
        ],
      },
      "manteiga",
    ],
    [
      "a plain ingredient line",
      { ...base, ingredientes: ["1 kg de batata", "1 xícara (chá) de leite integral", "sal a gosto"] },
      "leite integral",
    ],
    [
      "a grouped list",
      { ...base, ingredientes: { Purê: ["1 kg de batata"], Finalização: ["100g de queijo parmesão ralado"] } },
      "queijo parmesão ralado",
    ],
  ])("%s", async (_shape, reply, offending) => {
    await model.control({ fixture: { content: `\`\`\`json\n${JSON.stringify(reply)}\n\`\`\`` } });
    // Read without restrictions, the reply is a recipe with the ingredient in it...
    const read = await generateRecipe(model.gateway, prompt, []);
    expect(read.ingredients.map((ingredient) => ingredient.name)).toContain(offending);
    // ...and for a cook who avoids lactose it is refused, the retry naming what was found.
    const retries: string[] = [];
    const refused = await generateRecipe(model.gateway, prompt, ["lactose"], { onRetry: (problem) => retries.push(problem) }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(RestrictionRefusal);
    expect(retries).toHaveLength(1);
    expect(retries[0]).toContain(offending);
  });

  it("a chat rewrite under 'recipe', with Portuguese keys and plain lines, is checked before it is saved", async () => {
    const recipe = {
      id: "pure",
      title: "Purê de Batata",
      description: "Purê cremoso.",
      prepTime: 10,
      cookTime: 20,
      servings: 4,
      difficulty: "fácil",
      ingredients: [{ id: "ing-1", name: "batata", quantity: 1, unit: "kg", isOptional: false, possibleSubstitutes: [] }],
      steps: [{ order: 1, description: "Cozinhe e amasse." }],
      tags: [],
      origin: "ai",
      parentId: null,
      demo: false,
      authorId: null,
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
    } satisfies StoredRecipe;
    await model.control({
      fixture: {
        content: JSON.stringify({
          mensagem: "Deixei mais cremoso.",
          recipe: { ingredientes: ["1 kg de batata", "200 ml de creme de leite"] },
        }),
      },
    });
    const reply = parseChatReply(await model.gateway.reply(recipeChat(recipe, "Deixe mais cremoso")));
    expect(reply.recipeUpdated).toBe(true);
    const check = checkRewrite(recipe, reply, ["lactose"]);
    expect(check?.conflicts.map((conflict) => conflict.ingredient)).toEqual(["creme de leite"]);
    expect(check?.unknownFoods).toEqual([]);

    // A plain line that names no food ("300 g de outra coisa") is read, and caught: it is not saved.
    await model.control({
      fixture: { content: JSON.stringify({ mensagem: "Troquei.", recipe: { ingredientes: ["1 kg de batata", "300 g de outra coisa"] } }) },
    });
    const swapped = parseChatReply(await model.gateway.reply(recipeChat(recipe, "Troque por outra coisa")));
    expect(checkRewrite(recipe, swapped, [])).toMatchObject({ conflicts: [], unknownFoods: ["outra coisa"] });
  });
});
