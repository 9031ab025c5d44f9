import { describe, expect, it } from "vitest";
import type { RecipeContent } from "~/domain/recipe-schema";
import { applyUpdate, changeText, describeChanges, type Change } from "./changes";
import type { UpdatedRecipe } from "../../lib/model/replies";

const base: RecipeContent = {
  title: "Bolo de Fubá",
  description: "Bolo caseiro de fubá com erva-doce.",
  prepTime: 15,
  cookTime: 40,
  servings: 8,
  difficulty: "fácil",
  ingredients: [
    { id: "a", name: "Farinha de Trigo", quantity: 2, unit: "xícara", isOptional: false, possibleSubstitutes: ["farinha de arroz"] },
    { id: "b", name: "leite", quantity: 2, unit: "xícara", isOptional: false, possibleSubstitutes: ["leite de coco"] },
    { id: "c", name: "ovo", quantity: 3, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
    { id: "d", name: "erva-doce", quantity: 1, unit: "colher de chá", isOptional: true, possibleSubstitutes: ["canela"] },
  ],
  steps: [
    { order: 1, description: "Misture os ingredientes secos.", tips: ["Peneire a farinha."] },
    { order: 2, description: "Junte o leite e os ovos.", imageUrl: "/img/passo-2.jpg" },
    { order: 3, description: "Asse por 40 minutos." },
  ],
  nutritionalInfo: { calories: 250, protein: 5, carbs: 40, fat: 8 },
  tags: ["Sobremesa", "Café da manhã"],
  imageUrl: "/img/bolo.jpg",
};

const sameAsBase: UpdatedRecipe & Required<Pick<UpdatedRecipe, "title" | "ingredients">> = {
  title: base.title,
  ingredients: base.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
};

const update = (changes: Partial<UpdatedRecipe>): UpdatedRecipe => ({ ...sameAsBase, ...changes });

describe("applyUpdate (the chef's rewrite, nothing lost)", () => {
  const rewritten = applyUpdate(
    base,
    update({
      title: "Bolo de Fubá sem Glúten",
      description: "Versão sem glúten.",
      servings: 4,
      ingredients: [
        { name: "farinha de arroz", quantity: 200, unit: "g" },
        { name: "LEITE", quantity: 1, unit: "xícara" },
        { name: "Erva-Doce", quantity: 1, unit: "colher de chá" },
      ],
      steps: [{ description: "misture os ingredientes  secos." }, { description: "Asse por 35 minutos." }],
    }),
  );

  it.each([
    ["prepTime", 15],
    ["cookTime", 40],
    ["difficulty", "fácil"],
    ["tags", base.tags],
    ["imageUrl", "/img/bolo.jpg"],
  ] as const)("keeps %s", (field, expected) => {
    expect(rewritten[field]).toEqual(expected);
  });

  it.each([
    ["title", "Bolo de Fubá sem Glúten"],
    ["description", "Versão sem glúten."],
    ["servings", 4],
  ] as const)("takes the new %s", (field, expected) => {
    expect(rewritten[field]).toEqual(expected);
  });

  it.each([
    ["description", base.description],
    ["servings", 8],
  ] as const)("keeps the old %s when the chef leaves it out", (field, expected) => {
    expect(applyUpdate(base, sameAsBase)[field]).toEqual(expected);
  });

  it("keeps the nutrition while the same ingredients and servings come back", () => {
    expect(applyUpdate(base, update({ title: "Bolo de Fubá da Vó" })).nutritionalInfo).toEqual(base.nutritionalInfo);
  });

  it.each([
    ["the ingredients change", rewritten],
    [
      "a quantity changes",
      applyUpdate(
        base,
        update({ ingredients: sameAsBase.ingredients.map((line, index) => (index === 0 ? { ...line, quantity: 3 } : line)) }),
      ),
    ],
    ["the servings change", applyUpdate(base, update({ servings: 4 }))],
  ])("drops the old nutrition when %s: the rewrite is computed when saved", (_, recipe) => {
    expect(recipe).not.toHaveProperty("nutritionalInfo");
  });

  it("renumbers ingredient ids in order", () => {
    expect(rewritten.ingredients.map((ingredient) => ingredient.id)).toEqual(["ing-1", "ing-2", "ing-3"]);
  });

  it.each([
    // name as the chef wrote it, isOptional, possibleSubstitutes
    ["farinha de arroz", false, []],
    ["LEITE", false, ["leite de coco"]],
    ["Erva-Doce", true, ["canela"]],
  ])("%s → optional %s, substitutes %o (matched by folded name)", (name, isOptional, possibleSubstitutes) => {
    const ingredient = rewritten.ingredients.find((candidate) => candidate.name === name);
    expect(ingredient).toMatchObject({ isOptional, possibleSubstitutes });
  });

  it.each([
    ["accents", "farinha de trigo", "Fárinha de trígo"],
    ["case", "ERVA-DOCE", "erva-doce"],
  ])("matches ingredients regardless of %s", (_what, oldName, newName) => {
    const recipe = applyUpdate(
      { ...base, ingredients: [{ ...base.ingredients[0]!, name: oldName, isOptional: true }] },
      update({ ingredients: [{ name: newName, quantity: 1, unit: "g" }] }),
    );
    expect(recipe.ingredients).toEqual([
      { id: "ing-1", name: newName, quantity: 1, unit: "g", isOptional: true, possibleSubstitutes: ["farinha de arroz"] },
    ]);
  });

  it("takes quantity and unit from the chef", () => {
    expect(rewritten.ingredients[1]).toMatchObject({ name: "LEITE", quantity: 1, unit: "xícara" });
  });

  it("keeps the old steps when the chef sends none", () => {
    expect(applyUpdate(base, sameAsBase).steps).toEqual(base.steps);
  });

  it("replaces the steps, numbering them and carrying tips and photos of unchanged ones", () => {
    expect(rewritten.steps).toEqual([
      { order: 1, description: "misture os ingredientes  secos.", tips: ["Peneire a farinha."] },
      { order: 2, description: "Asse por 35 minutos." },
    ]);
    expect(
      applyUpdate(base, update({ steps: [{ description: "Bata tudo." }, { description: "JUNTE O LEITE E OS OVOS." }] })).steps,
    ).toEqual([
      { order: 1, description: "Bata tudo." },
      { order: 2, description: "JUNTE O LEITE E OS OVOS.", imageUrl: "/img/passo-2.jpg" },
    ]);
  });

  it("does not share arrays with the old recipe", () => {
    const recipe = applyUpdate(base, sameAsBase);
    expect(recipe.ingredients[0]!.possibleSubstitutes).not.toBe(base.ingredients[0]!.possibleSubstitutes);
    expect(recipe.steps[0]!.tips).not.toBe(base.steps[0]!.tips);
  });
});

describe("describeChanges (what the cook is told)", () => {
  it.each<[string, Partial<UpdatedRecipe>, Change[]]>([
    ["nothing", {}, []],
    ["only the case of an ingredient name", { ingredients: sameAsBase.ingredients.map((i) => ({ ...i, name: i.name.toUpperCase() })) }, []],
    ["the same steps", { steps: base.steps.map(({ description }) => ({ description })) }, []],
    ["the title", { title: "Bolo da Vó" }, [{ kind: "title", from: "Bolo de Fubá", to: "Bolo da Vó" }]],
    ["the description", { description: "Outro texto." }, [{ kind: "description" }]],
    ["the servings", { servings: 4 }, [{ kind: "servings", from: 8, to: 4 }]],
    [
      "an added ingredient",
      { ingredients: [...sameAsBase.ingredients, { name: "farinha de arroz", quantity: 200, unit: "g" }] },
      [{ kind: "added", ingredient: "200 g de farinha de arroz" }],
    ],
    [
      "a removed ingredient",
      { ingredients: sameAsBase.ingredients.filter((i) => i.name !== "leite") },
      [{ kind: "removed", ingredient: "2 xícaras de leite" }],
    ],
    [
      "a quantity",
      { ingredients: sameAsBase.ingredients.map((i) => (i.name === "leite" ? { ...i, quantity: 1 } : i)) },
      [{ kind: "quantity", ingredient: "leite", from: "2 xícaras", to: "1 xícara" }],
    ],
    [
      "a unit",
      { ingredients: sameAsBase.ingredients.map((i) => (i.name === "leite" ? { ...i, quantity: 480, unit: "ml" } : i)) },
      [{ kind: "quantity", ingredient: "leite", from: "2 xícaras", to: "480 ml" }],
    ],
    [
      "a model's raw kilos and thirds, read as a cook weighs them (issue 15)",
      {
        ingredients: [
          ...sameAsBase.ingredients,
          { name: "feijão-preto", quantity: 0.2, unit: "kg" },
          { name: "linguiça calabresa", quantity: 133.33, unit: "g" },
        ],
      },
      [
        { kind: "added", ingredient: "200 g de feijão-preto" },
        { kind: "added", ingredient: "135 g de linguiça calabresa" },
      ],
    ],
    [
      "a quantity that only rounding changed is no change",
      { ingredients: sameAsBase.ingredients.map((i) => (i.name === "leite" ? { ...i, quantity: 2.02 } : i)) },
      [],
    ],
    ["the step count", { steps: [{ description: "Faça tudo." }] }, [{ kind: "steps", from: 3, to: 1 }]],
    [
      "a step's text",
      { steps: [...base.steps.slice(0, 2), { description: "Asse por 35 minutos." }].map(({ description }) => ({ description })) },
      [{ kind: "steps", from: 3, to: 3 }],
    ],
  ])("%s", (_what, changes, expected) => {
    expect(describeChanges(base, applyUpdate(base, update(changes)))).toEqual(expected);
  });

  it("lists changes as title, description, servings, removed, added, quantity, steps", () => {
    const after = applyUpdate(
      base,
      update({
        title: "Bolo sem Glúten",
        description: "Sem trigo.",
        servings: 4,
        ingredients: [
          { name: "farinha de arroz", quantity: 200, unit: "g" },
          { name: "leite", quantity: 1, unit: "xícara" },
          { name: "ovo", quantity: 2, unit: "unidade" },
          { name: "erva-doce", quantity: 1, unit: "colher de chá" },
        ],
        steps: [{ description: "Misture tudo." }, { description: "Asse." }],
      }),
    );
    expect(describeChanges(base, after)).toEqual([
      { kind: "title", from: "Bolo de Fubá", to: "Bolo sem Glúten" },
      { kind: "description" },
      { kind: "servings", from: 8, to: 4 },
      { kind: "removed", ingredient: "2 xícaras de Farinha de Trigo" },
      { kind: "added", ingredient: "200 g de farinha de arroz" },
      { kind: "quantity", ingredient: "leite", from: "2 xícaras", to: "1 xícara" },
      { kind: "quantity", ingredient: "ovo", from: "3", to: "2" },
      { kind: "steps", from: 3, to: 2 },
    ]);
  });

  it("pairs repeated ingredients one to one", () => {
    const before = applyUpdate(base, update({ ingredients: [{ name: "sal", quantity: 1, unit: "pitada" }] }));
    const after = applyUpdate(
      base,
      update({
        ingredients: [
          { name: "sal", quantity: 1, unit: "pitada" },
          { name: "Sal", quantity: 2, unit: "pitada" },
        ],
      }),
    );
    expect(describeChanges(before, after)).toEqual([{ kind: "added", ingredient: "2 pitadas de Sal" }]);
    expect(describeChanges(after, before)).toEqual([{ kind: "removed", ingredient: "2 pitadas de Sal" }]);
  });
});

describe("changeText (the chat panel's sentences)", () => {
  it.each<[Change, string]>([
    [{ kind: "title", from: "Bolo de Fubá", to: "Bolo sem Glúten" }, 'Título: "Bolo de Fubá" → "Bolo sem Glúten"'],
    [{ kind: "description" }, "Descrição reescrita"],
    [{ kind: "servings", from: 4, to: 2 }, "Porções: 4 → 2"],
    [{ kind: "added", ingredient: "200 g de farinha de arroz" }, "Adicionado: 200 g de farinha de arroz"],
    [{ kind: "removed", ingredient: "2 xícaras de leite" }, "Removido: 2 xícaras de leite"],
    [{ kind: "quantity", ingredient: "farinha", from: "2 xícaras", to: "1 xícara" }, "farinha: 2 xícaras → 1 xícara"],
    [{ kind: "steps", from: 5, to: 4 }, "Modo de preparo reescrito (5 → 4 passos)"],
    [{ kind: "steps", from: 5, to: 5 }, "Modo de preparo reescrito (5 passos)"],
    [{ kind: "steps", from: 2, to: 1 }, "Modo de preparo reescrito (2 → 1 passo)"],
  ])("%o → %s", (change, expected) => {
    expect(changeText(change)).toBe(expected);
  });

  it("writes every change of a real rewrite", () => {
    const after = applyUpdate(
      base,
      update({
        servings: 4,
        ingredients: [...sameAsBase.ingredients.filter((i) => i.name !== "ovo"), { name: "banana", quantity: 2, unit: "unidade" }],
      }),
    );
    expect(describeChanges(base, after).map(changeText)).toEqual(["Porções: 8 → 4", "Removido: 3 ovos", "Adicionado: 2 bananas"]);
  });
});
