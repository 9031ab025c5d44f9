/**
 * The scripted chef in the chat: substitutes fit the dish; what the cook avoids is never added,
 * and is swapped or removed whenever the recipe is rewritten; the message says exactly what changed.
 */
import { describe, expect, it } from "vitest";
import type { RecipeContent } from "~/domain/recipe-schema";
import { pluralizeIngredient } from "~/domain/ingredient-line";
import { describeConflicts, recipeConflicts, type Avoidance } from "~/domain/restrictions";
import { applyUpdate, describeChanges } from "~/features/chef/changes";
import { type ChatReply } from "~/lib/model/replies";
import { addedUnknown, ask, cake, claims, riceBalls, tomatoRice, tomatoRiceWithEggs } from "./chat-rewriter.test-support";

describe("substitutes fit the dish", () => {
  it.each([
    [
      "a carrot cake (sweet)",
      cake,
      "troque os ovos por outra coisa",
      "os ovos por banana amassada",
      { name: "banana amassada", quantity: 180, unit: "g" },
    ],
    [
      "a tomato rice (savoury: the egg is eaten as it is)",
      tomatoRiceWithEggs,
      "troque os ovos por outra coisa",
      "os ovos por tofu firme",
      { name: "tofu firme", quantity: 150, unit: "g" },
    ],
    [
      "rice balls (savoury, with flour: the egg binds)",
      riceBalls,
      "troque os ovos por outra coisa",
      "os ovos por linhaça moída hidratada em água",
      { name: "linhaça moída hidratada em água", quantity: 6, unit: "colher de sopa" },
    ],
    [
      "a carrot cake (sweet)",
      cake,
      "troque a manteiga por outra coisa",
      "a manteiga por óleo de coco",
      { name: "óleo de coco", quantity: 2, unit: "colher de sopa" },
    ],
    [
      "a tomato rice (savoury)",
      tomatoRice,
      "troque a manteiga por outra coisa",
      "a manteiga por azeite",
      { name: "azeite", quantity: 2, unit: "colher de sopa" },
    ],
  ] as const)("%s: %j", (_dish, recipe, request, swap, line) => {
    const reply = ask(request, {}, recipe);
    expect(reply.message).toBe(`Demonstração do Chef Virtual: troquei ${swap}.`);
    expect(reply.updatedRecipe?.ingredients).toContainEqual(line);
    expect(addedUnknown(reply, recipe)).toEqual([]);
  });

  it("keeps to the dish when it swaps what a vegan avoids, and never banana in a rice", () => {
    const vegan = ask("Adapte para 2 porções", { avoids: ["vegano"] }, tomatoRiceWithEggs);
    expect(vegan.message).toMatch(/troquei a manteiga por azeite e os ovos por tofu firme/);
    const noSoy = ask("Adapte para 2 porções", { avoids: ["vegano", "soja"] }, tomatoRiceWithEggs);
    expect(noSoy.message).toMatch(/ovos por linhaça moída hidratada em água/);
    for (const reply of [vegan, noSoy]) expect(JSON.stringify(reply.updatedRecipe)).not.toMatch(/banana/);
  });
});

describe("what the cook avoids", () => {
  const conflictsOf = (reply: ChatReply, avoid: Avoidance[]) =>
    reply.recipeUpdated ? recipeConflicts({ ...applyUpdate(cake, reply.updatedRecipe!), steps: [] }, avoid) : [];

  it("never adds it, even when asked for by name", () => {
    const soy = ask("troque o leite por leite de soja", { avoids: ["soja"] });
    expect(soy.message).toBe("Demonstração do Chef Virtual: troquei o leite por leite de aveia. Não usei leite de soja: você evita soja.");
    expect(conflictsOf(soy, ["soja"])).toEqual([]);
    expect(ask("acrescente amendoim", { avoids: ["amendoim"] })).toEqual({
      recipeUpdated: false,
      message:
        "Demonstração do Chef Virtual: não acrescentei amendoim: você evita amendoim. Se quiser, posso acrescentar sementes de girassol torradas: é só pedir.",
    });
    const honey = ask("Posso usar mel?", { avoids: ["vegano"] });
    expect(honey.recipeUpdated).toBe(false);
    expect(honey.message).toMatch(/você segue uma dieta vegana, eu não usaria mel nesta receita\. No lugar, melado de cana funciona\./);
  });

  it.each([
    [
      "Adapte para 4 porções",
      ["lactose"],
      "adaptei a receita para 4 porções. Você evita lactose: por isso também troquei o leite por leite de aveia e a manteiga por óleo de coco",
    ],
    [
      "sem leite",
      ["glúten"],
      "troquei o leite por leite de aveia. Você evita glúten: por isso também troquei a farinha de trigo por farinha de arroz",
    ],
    [
      "Deixe mais saudável",
      ["vegano"],
      "deixei a receita mais saudável reduzindo pela metade o açúcar e a manteiga. Você segue uma dieta vegana: por isso também troquei os ovos por banana amassada, o leite por leite de aveia e a manteiga por óleo de coco",
    ],
  ] as const)("swaps it whenever it rewrites: %j for %j", (request, avoid, said) => {
    const reply = ask(request, { avoids: [...avoid] });
    expect(reply.message).toBe(`Demonstração do Chef Virtual: ${said}.`);
    expect(conflictsOf(reply, [...avoid])).toEqual([]);
  });

  it("on the retry, rewrites the steps the refusal pointed at, and says so", () => {
    const avoid: Avoidance[] = ["vegano"];
    const first = ask("Adapte para 4 porções", { avoids: avoid });
    const refused = recipeConflicts(applyUpdate(cake, first.updatedRecipe!), avoid);
    expect(refused.map((conflict) => conflict.field)).toContain("modo de preparo");
    const retry = ask("Adapte para 4 porções", { avoids: avoid, problem: describeConflicts(refused) });
    expect(retry.message).toMatch(/Reescrevi o modo de preparo para combinar com os ingredientes novos\.$/);
    expect(retry.updatedRecipe!.steps!.length).toBeGreaterThanOrEqual(3);
    expect(recipeConflicts(applyUpdate(cake, retry.updatedRecipe!), avoid)).toEqual([]);
  });

  it("mends a title and a description that name it", () => {
    const strogonoff: RecipeContent = {
      ...cake,
      title: "Strogonoff de Frango",
      description: "Frango em molho cremoso. Sirva com arroz.",
      ingredients: [
        { ...cake.ingredients[0]!, name: "peito de frango", quantity: 600, unit: "g" },
        { ...cake.ingredients[1]!, name: "creme de leite", quantity: 200, unit: "g" },
      ],
    };
    const reply = ask("Adapte para 2 porções", { avoids: ["vegetariano"] }, strogonoff);
    expect(reply.updatedRecipe).toMatchObject({ title: "Strogonoff de Grão-de-Bico", description: "Sirva com arroz." });
    expect(reply.message).toMatch(/Mudei o título para “Strogonoff de Grão-de-Bico”\. Ajustei a descrição\.$/);
  });
});

describe("the message says exactly what changed", () => {
  const requests = [
    "Adapte para 4 porções",
    "sem leite",
    "troque a manteiga por azeite",
    "Deixe mais saudável",
    "acrescente queijo ralado",
    "mais açúcar",
    "faça uma versão sem glúten",
    "tire os ovos e o sal",
  ];
  const cooks: Avoidance[][] = [[], ["lactose"], ["glúten", "ovos"], ["vegano"]];
  const cases = requests.flatMap((request) => cooks.map((avoids) => [request, avoids] as const));
  it.each(cases)("%j for %j", (request, avoids) => {
    const reply = ask(request, { avoids: [...avoids] });
    if (!reply.recipeUpdated) {
      expect(reply.message).not.toMatch(claims);
      return;
    }
    const after = applyUpdate(cake, reply.updatedRecipe!);
    const changes = describeChanges(cake, after);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) {
      if (change.kind === "servings") expect(reply.message).toContain(`${change.to} porç`);
      if (change.kind === "added" || change.kind === "removed") {
        // The change's line ends with the ingredient's name, or its plural ("3 ovos").
        const named = (line: { name: string }) =>
          change.ingredient.endsWith(line.name) || change.ingredient.endsWith(pluralizeIngredient(line.name));
        expect(after.ingredients.concat(cake.ingredients).some((line) => reply.message.includes(line.name) && named(line))).toBe(true);
      }
      if (change.kind === "quantity" && after.servings === cake.servings) expect(reply.message).toContain(change.ingredient);
      if (change.kind === "steps") expect(reply.message).toMatch(/modo de preparo/);
      if (change.kind === "title") expect(reply.message).toContain(change.to);
      if (change.kind === "description") expect(reply.message).toMatch(/descrição/);
    }
    // And nothing it did not do.
    if (!changes.some((change) => change.kind === "servings")) expect(reply.message).not.toMatch(/porç/);
    if (!changes.some((change) => change.kind === "steps")) expect(reply.message).not.toMatch(/modo de preparo/);
  });
});
