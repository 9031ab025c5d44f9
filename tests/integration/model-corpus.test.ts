/**
 * Issue 21's corpus through the real gateway over HTTP: the scripted local model streams
 * each fixture in the OpenAI chunk format (thinking deltas and finish_reason included),
 * the gateway reads the stream, the app's readers read the reply. A fixture's meaning is
 * what a cook must get; one that means nothing must fail with the right problem (the
 * repair call, later, asks again). The last test holds the share read on the first call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecipeContent } from "~/domain/recipe-schema";
import { applyUpdate } from "~/features/chef/changes";
import { askModel, type SecondCall } from "~/lib/model/ask.server";
import { forgetStructuredOutputs, type GatewayReply } from "~/lib/model/gateway.server";
import { recipeChat, recipeFromIngredients, unitConversion } from "~/lib/model/prompts";
import { ModelReplyError, parseChatReply, parseGeneratedRecipe, readConversionAnswer } from "~/lib/model/replies";
import { chatRecipe, conversionQuestion, corpus, type Fixture } from "../fixtures/model-replies";
import { startLocalModel, type LocalModel } from "../support/local-model";

let model: LocalModel;
const outcomes = new Map<string, "read" | "refused" | "wrong">();
const repaired = new Set<string>();

beforeAll(async () => {
  forgetStructuredOutputs();
  model = await startLocalModel();
});
afterAll(() => model.close());

const profile = { preferences: [], restrictions: [], healthGoals: [] };
const chatBase: RecipeContent = {
  ...chatRecipe,
  prepTime: 10,
  cookTime: 40,
  difficulty: "fácil",
  ingredients: chatRecipe.ingredients.map((ingredient, index) => ({
    ...ingredient,
    id: `ing-${index + 1}`,
    isOptional: false,
    possibleSubstitutes: [],
  })),
  steps: [{ order: 1, description: "Bata tudo e asse." }],
  tags: [],
};

const calls = {
  "gerar-receita": recipeFromIngredients(["frango", "tomate"], profile),
  "conversar-receita": recipeChat(chatRecipe, "Reduza para 4 porções"),
  "converter-unidade": unitConversion(
    conversionQuestion.ingredient,
    conversionQuestion.quantity,
    conversionQuestion.unit,
    conversionQuestion.toUnit,
  ),
};

const lines = (ingredients: readonly { quantity: number; unit: string; name: string }[]) =>
  ingredients.map((ingredient) => [ingredient.quantity, ingredient.unit, ingredient.name]);

/** What the app makes of the fixture, in the shape of the fixture's meaning. */
async function read(fixture: Fixture): Promise<unknown> {
  await model.control({ fixture: fixture.reply, tokensPerSecond: 1_000_000 });
  const reply = await model.gateway.reply(calls[fixture.call]);
  switch (fixture.call) {
    case "gerar-receita": {
      const recipe = parseGeneratedRecipe(reply);
      return {
        title: recipe.title,
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        servings: recipe.servings,
        difficulty: recipe.difficulty,
        ingredients: lines(recipe.ingredients),
        steps: recipe.steps.length,
        ...(fixture.recipe?.tags ? { tags: recipe.tags } : {}),
      };
    }
    case "conversar-receita": {
      const chat = parseChatReply(reply);
      if (!chat.recipeUpdated || !chat.updatedRecipe) return { message: chat.message, recipeUpdated: chat.recipeUpdated };
      const after = applyUpdate(chatBase, chat.updatedRecipe);
      const meant = fixture.chat!;
      return {
        message: chat.message,
        recipeUpdated: true,
        title: after.title,
        ingredients: lines(after.ingredients),
        ...(meant.servings !== undefined ? { servings: after.servings } : {}),
      };
    }
    case "converter-unidade":
      return readConversionAnswer(reply, conversionQuestion.toUnit, conversionQuestion.ingredient);
  }
}

describe("the corpus of real-world replies (issue 21)", () => {
  it("has at least 60 replies across the three calls, each with its source", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((fixture) => fixture.call))).toEqual(new Set(["gerar-receita", "conversar-receita", "converter-unidade"]));
    expect(new Set(corpus.map((fixture) => fixture.id)).size).toBe(corpus.length);
    for (const fixture of corpus) expect(fixture.source, fixture.id).toMatch(/^https:\/\/\S+$/);
  });

  it.each(corpus.map((fixture) => [fixture.id, fixture] as const))("%s", async (_id, fixture) => {
    if (fixture.fails) {
      const error = await read(fixture).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ModelReplyError);
      expect((error as ModelReplyError).problem).toBe(fixture.fails);
      outcomes.set(fixture.id, "refused");
      return;
    }
    outcomes.set(fixture.id, "wrong");
    const meant = fixture.recipe ?? fixture.chat ?? fixture.conversion;
    expect(await read(fixture)).toEqual(meant);
    outcomes.set(fixture.id, "read");
  });

  // Issue 21 item 3: what means nothing is asked once more, telling the model what was wrong; the
  // scripted model then answers the request as a model that understood would.
  const unusable = corpus.filter((fixture) => fixture.fails);
  it.each(unusable.map((fixture) => [fixture.id, fixture] as const))("%s: read after the one repair call", async (_id, fixture) => {
    await model.control({ fixture: fixture.reply, fixtureTimes: 1, tokensPerSecond: 1_000_000 });
    const readers = {
      "gerar-receita": parseGeneratedRecipe,
      "conversar-receita": parseChatReply,
      "converter-unidade": (reply: GatewayReply) => readConversionAnswer(reply, conversionQuestion.toUnit, conversionQuestion.ingredient),
    } satisfies Record<Fixture["call"], (reply: GatewayReply) => unknown>;
    const seconds: SecondCall[] = [];
    const asked = await askModel<unknown>(model.gateway, calls[fixture.call], readers[fixture.call], {
      tag: "[corpus]",
      onSecondCall: (second) => seconds.push(second),
    });
    expect(asked.calls).toBe(2);
    expect(seconds).toEqual([{ reason: "repair", problem: fixture.fails }]);
    repaired.add(fixture.id);
  });

  it("reads at least 95 % of the corpus on the first call, and all of it after at most one repair call", () => {
    const read = [...outcomes.values()].filter((outcome) => outcome === "read").length;
    const refused = corpus.filter((fixture) => outcomes.get(fixture.id) === "refused").map((fixture) => fixture.id);
    expect(outcomes.size).toBe(corpus.length);
    expect(refused).toEqual(unusable.map((fixture) => fixture.id));
    expect(read / corpus.length).toBeGreaterThanOrEqual(0.95);
    expect([...repaired].sort()).toEqual(refused.sort());
    expect(read + repaired.size).toBe(corpus.length);
  });
});
