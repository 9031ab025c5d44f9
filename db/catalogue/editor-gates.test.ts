/** The editor's gates (issue 22), one by one: what each catches and what it lets through. */
import { describe, expect, it } from "vitest";
import { conflictsIn } from "~/domain/restrictions";
import { trigrams } from "./gates/duplicates";
import { checkCookingTime, checkCountlessUnits, checkSetting, settingAgentOf } from "./editor-gates/kitchen";
import { checkNamedFish, checkNamedPreparations, preparationNames } from "./editor-gates/names";
import { checkGlutenLabels, checkLowCarbFoods, checkOnePot, vesselsOf } from "./editor-gates/tags";
import {
  checkHoneyForChildren,
  checkPressureRelease,
  checkRawEggs,
  checkSubstituteDoneness,
  checkSubstituteTiming,
  leavesEggsRaw,
} from "./editor-gates/safety";
import { findSameFoods, sharedWeight } from "./editor-gates/same-foods";
import type { CatalogueEntry } from "./load.server";

type Ingredient = CatalogueEntry["ingredients"][number];

const line = (name: string, extra: Partial<Ingredient> = {}): Ingredient =>
  ({ name, quantity: 1, unit: "unidade", possibleSubstitutes: [], ...extra }) as Ingredient;

function recipe(overrides: Partial<CatalogueEntry> & { steps?: CatalogueEntry["steps"] }) {
  const entry = {
    slug: "teste",
    title: "Receita de Teste",
    description: "Uma receita.",
    prepTime: 10,
    cookTime: 30,
    servings: 4,
    difficulty: "fácil",
    tags: ["Almoço"],
    ingredients: [line("cebola")],
    steps: [{ description: "Refogue a cebola." }],
    ...overrides,
  } as CatalogueEntry;
  return { file: "teste.json", slug: entry.slug, entry };
}

const steps = (...texts: string[]) => texts.map((description) => ({ description }));

describe("Low Carb keeps the page's promise: no sugar, flour, bread, potato, rice, pasta, corn or pulses", () => {
  it.each([
    ["açúcar", 1],
    ["farinha de trigo", 1],
    ["batata palha", 1],
    ["fatia de pão de forma integral", 1],
    ["lata de milho verde", 1],
    ["amido de milho", 1],
    ["grão-de-bico cozido", 1],
    ["abobrinha", 0],
    ["queijo parmesão ralado", 0],
    ["couve-flor", 0],
    ["melão", 0],
  ])('"%s" on a Low Carb recipe: %i problem(s)', (name, count) => {
    expect(checkLowCarbFoods(recipe({ tags: ["Almoço", "Low Carb"], ingredients: [line(name)] }))).toHaveLength(count);
  });

  it("says nothing of a recipe without the tag", () => {
    expect(checkLowCarbFoods(recipe({ ingredients: [line("açúcar")] }))).toEqual([]);
  });
});

describe("Uma Panela Só: the steps cook in one vessel", () => {
  it.each([
    [["Refogue na panela.", "Junte o arroz na mesma panela."], ["panela"]],
    [
      ["Cozinhe a mandioca na panela.", "Em outra panela, refogue a cebola."],
      ["panela", "outra panela (uma segunda)"],
    ],
    [["Aqueça o azeite em uma panela larga ou frigideira funda e refogue."], ["panela"]],
    [
      ["Doure na frigideira.", "Leve ao forno por 20 minutos."],
      ["frigideira", "forno"],
    ],
    [["Cozinhe na panela de pressão por 30 minutos.", "Abra a panela e sirva."], ["panela"]],
  ])("%j uses %j", (texts, vessels) => {
    expect(vesselsOf(texts)).toEqual(vessels);
  });

  it("fails a tagged recipe with two vessels and passes one with one", () => {
    const tags = ["Almoço", "Uma Panela Só"];
    expect(checkOnePot(recipe({ tags, steps: steps("Cozinhe na panela.", "Em outra panela, refogue.") }))).toHaveLength(1);
    expect(checkOnePot(recipe({ tags, steps: steps("Refogue na panela e junte o arroz.") }))).toEqual([]);
  });
});

describe("a step that names another catalogue recipe carries what that recipe gives a cook to avoid", () => {
  it.each([
    ["Vatapá Baiano", ["vatapa baiano", "vatapa"]],
    ["Arroz Paraense", ["arroz paraense"]],
    ["Angu de Fubá", ["angu de fuba"]],
    ["Costela Gaúcha no Forno", ["costela gaucha no forno"]],
  ])("%s is called %j", (title, names) => {
    expect(preparationNames(title)).toEqual(names);
  });

  const vatapa = recipe({
    slug: "vatapa-baiano",
    title: "Vatapá Baiano",
    ingredients: [line("pão francês"), line("camarão seco"), line("amendoim torrado")],
    steps: steps("Bata o pão com o camarão e o amendoim."),
  });
  const acaraje = (text: string) =>
    recipe({ slug: "acaraje", title: "Acarajé", ingredients: [line("feijão fradinho")], steps: steps(`Frite os bolinhos. ${text}`) });

  it("the engine reads vatapá as bread, shrimp, peanut and cashew, and 'vatapá sem glúten' without the bread", () => {
    expect(conflictsIn("recheie com vatapá", ["glúten", "amendoim", "frutos do mar", "nozes"]).map((c) => c.avoidance)).toEqual([
      "glúten",
      "amendoim",
      "frutos do mar",
      "nozes",
    ]);
    expect(conflictsIn("recheie com vatapá sem glúten", ["glúten"])).toEqual([]);
  });

  it("passes an acarajé filled with vatapá, which the engine sees", () => {
    expect(checkNamedPreparations([vatapa, acaraje("Recheie com vatapá.")])).toEqual([]);
  });

  it("fails a recipe that names a catalogue preparation the engine cannot see, and names what is missing", () => {
    const angu = recipe({ slug: "angu-de-fuba", title: "Angu de Fubá", ingredients: [line("fubá"), line("manteiga")] });
    const problems = checkNamedPreparations([angu, acaraje("Sirva com angu de fubá.")]);
    expect(problems.map((problem) => [problem.slug, problem.gate])).toEqual([["acaraje", "named-preparation"]]);
    expect(problems[0]!.message).toContain("lactose");
  });

  it("passes a recipe that makes its own 'creme de cupuaçu' from the cupuaçu it lists", () => {
    const creme = recipe({ slug: "creme-de-cupuacu", title: "Creme de Cupuaçu", ingredients: [line("cupuaçu"), line("castanha-do-pará")] });
    const mousse = recipe({
      slug: "mousse-de-cupuacu",
      title: "Mousse de Cupuaçu",
      ingredients: [line("polpa de cupuaçu")],
      steps: steps("Bata a polpa de cupuaçu e junte ao creme de cupuaçu."),
    });
    expect(checkNamedPreparations([creme, mousse])).toEqual([]);
  });
});

describe("Sem Glúten with a condiment whose label decides says 'confira o rótulo'", () => {
  it.each([
    ["molho inglês", [], 1],
    ["linguiça calabresa", [], 1],
    ["caldo de galinha em tablete", [], 1],
    ["molho inglês", ['Confira o rótulo: o molho inglês precisa dizer "não contém glúten".'], 0],
    ["azeite de oliva", [], 0],
  ])("%s with tips %j: %i problem(s)", (name, tips, count) => {
    const entry = recipe({ tags: ["Almoço", "Sem Glúten"], ingredients: [line(name)], steps: [{ description: "Tempere.", tips }] });
    expect(checkGlutenLabels(entry)).toHaveLength(count);
  });
});

describe("raw eggs are found, and carry the warning with a cooked way", () => {
  const dessert = (ingredients: string[], ...texts: string[]) =>
    ({ tags: ["Sobremesas"], ingredients: ingredients.map((name) => line(name)), steps: steps(...texts) }) as CatalogueEntry;
  it.each([
    [
      "mousse with whipped whites",
      dessert(["clara", "leite condensado"], "Bata as claras em neve e incorpore ao creme. Leve à geladeira."),
      true,
    ],
    [
      "mousse with a merengue suíço",
      dessert(["clara", "leite condensado"], "Aqueça as claras com o açúcar em banho-maria até 65 °C e bata em neve. Incorpore ao creme."),
      false,
    ],
    ["pudim baked in a water bath", dessert(["ovo", "leite"], "Bata os ovos com o leite. Asse em banho-maria por 50 minutos."), false],
    [
      "yolks stirred into a mousse off the heat",
      dessert(["gema", "chocolate"], "Derreta o chocolate. Desligue o fogo e junte as gemas."),
      true,
    ],
    ["ovos nevados poached in milk", dessert(["ovo", "leite"], "Bata as claras em neve e cozinhe colheradas no leite fervente."), false],
    [
      "savoury eggs scrambled",
      { tags: ["Almoço"], ingredients: [line("ovo")], steps: steps("Mexa os ovos na frigideira.") } as unknown as CatalogueEntry,
      false,
    ],
    ["hard-boiled eggs bought cooked", dessert(["ovo cozido"], "Pique os ovos."), false],
  ])("%s: raw %s", (_name, entry, raw) => {
    expect(leavesEggsRaw(entry)).toBe(raw);
  });

  it("asks for the warning on a raw-egg dessert and accepts it when given", () => {
    const base = { tags: ["Sobremesas"], ingredients: [line("clara")] };
    expect(checkRawEggs(recipe({ ...base, steps: steps("Bata as claras em neve e sirva gelado.") }))).toHaveLength(1);
    const warned = [
      {
        description: "Bata as claras em neve e sirva gelado.",
        tips: ["Ovo cru não é para crianças, gestantes e idosos: use claras pasteurizadas ou faça merengue suíço."],
      },
    ];
    expect(checkRawEggs(recipe({ ...base, steps: warned }))).toEqual([]);
  });
});

describe("a substitute that must be cooked through says so", () => {
  it.each([
    ["bife de fígado", "fígado de frango", 1],
    ["bife de fígado", "fígado de frango (cozinhe até não ficar rosado)", 0],
    ["carne moída", "frango moído", 1],
    ["carne moída", "carne de porco moída", 1],
    ["carne moída", "frango desfiado cozido", 0],
    ["presunto", "peito de peru", 0],
    ["bacon", "linguiça calabresa", 0],
    ["peito de frango", "sobrecoxa de frango", 0],
  ])("%s → %s: %i problem(s)", (name, substitute, count) => {
    expect(checkSubstituteDoneness(recipe({ ingredients: [line(name, { possibleSubstitutes: [substitute] })] }))).toHaveLength(count);
  });
});

describe("a set dessert has something to set it", () => {
  it.each([
    ["gelatina", ["gelatina incolor", "creme de leite"], "", "gelatina ou ágar"],
    ["ágar", ["ágar-ágar em pó", "leite de coco"], "", "gelatina ou ágar"],
    ["cooked starch", ["amido de milho", "leite"], "Cozinhe em fogo médio até engrossar.", "amido ou ovos, cozidos"],
    ["baked eggs", ["ovo", "leite condensado"], "Asse em banho-maria.", "amido ou ovos, cozidos"],
    ["acid fruit", ["leite condensado", "creme de leite", "suco de maracujá"], "", "leite condensado com fruta ácida"],
    ["nothing", ["leite condensado", "creme de leite", "coco ralado"], "Bata e leve à geladeira.", null],
    ["raw eggs", ["ovo", "leite condensado"], "Bata e leve à geladeira.", null],
  ])("%s: %s", (_name, names, text, agent) => {
    expect(settingAgentOf({ ingredients: names.map((name) => line(name)), steps: steps(text || "Misture.") } as CatalogueEntry)).toBe(
      agent,
    );
  });

  it("fails a mousse with none and lets a cake be", () => {
    const ingredients = [line("leite condensado"), line("coco ralado")];
    expect(checkSetting(recipe({ title: "Mousse de Coco", ingredients }))).toHaveLength(1);
    expect(checkSetting(recipe({ title: "Bolo de Coco", ingredients }))).toEqual([]);
  });
});

describe("a bake or a fry has the time to cook what it names", () => {
  it.each([
    ["Frango Assado Inteiro", "frango inteiro", 15, 1],
    ["Frango Assado Inteiro", "frango inteiro", 90, 0],
    ["Pernil Assado", "pernil suíno", 40, 1],
    ["Costela Bovina Assada no Forno", "costela bovina", 60, 1],
    ["Sobrecoxa Assada com Páprica", "sobrecoxa de frango", 45, 0],
    ["Cupim Assado na Pressão", "cupim", 60, 0],
    ["Frango Frito", "coxa e sobrecoxa de frango", 10, 1],
  ])("%s (%s) in %i minutes: %i problem(s)", (title, first, cookTime, count) => {
    expect(checkCookingTime(recipe({ title, cookTime, ingredients: [line(first)] }))).toHaveLength(count);
  });
});

describe("a fish the title names is named in the ingredients, not hidden as 'peixe'", () => {
  it.each([
    ["Costela de Pacu Frita", ["peixe", "fubá"], 1],
    ["Costela de Pacu Frita", ["costela de pacu", "fubá"], 0],
    ["Pirarucu de Casaca", ["filé de peixe"], 1],
    ["Pirarucu de Casaca", ["filé de pirarucu"], 0],
    ["Caldeirada de Tucunaré", ["peixe em posta"], 1],
    ["Caldeirada de Tucunaré", ["tucunaré em postas"], 0],
    ["Anchova Assada com Batatas", ["enchova em postas"], 0],
    ["Moqueca de Surubim", ["pintado"], 0],
    ["Tainha na Brasa", ["anchova inteira"], 1],
    ["Tambaqui Recheado com Pacu", ["tambaqui inteiro limpo"], 1],
    ["Moqueca de Peixe", ["peixe em posta"], 0],
    ["Frango Dourado", ["frango"], 0],
  ] as const)("%s with %j: %i problem(s)", (title, names, count) => {
    expect(checkNamedFish(recipe({ title, ingredients: names.map((name) => line(name)) }))).toHaveLength(count);
  });
});

describe("a count of a food that is not counted", () => {
  it.each([
    ["ervilha em conserva", "unidade", 1],
    ["milho verde em conserva", "unidade", 1],
    ["lata de ervilha", "unidade", 0],
    ["espiga de milho verde", "unidade", 0],
    ["ervilha em conserva", "g", 0],
    ["cebola", "unidade", 0],
  ] as const)('"%s" in %s: %i problem(s)', (name, unit, count) => {
    expect(checkCountlessUnits(recipe({ ingredients: [line(name, { unit })] }))).toHaveLength(count);
  });
});

describe("the share of weight two recipes have in common", () => {
  const weights = (entries: [string, number][]) => new Map(entries);
  it.each([
    [
      [
        ["costela", 3000],
        ["sal", 30],
        ["alho", 40],
      ],
      [
        ["costela", 2500],
        ["sal", 45],
        ["alho", 30],
        ["limao", 50],
      ],
      0.98,
    ],
    [
      [
        ["costela", 3000],
        ["cebola", 600],
      ],
      [
        ["costela", 3000],
        ["banana", 600],
      ],
      0.83,
    ],
    [[["leite", 500]], [["agua", 500]], 0],
  ] as [[string, number][], [string, number][], number][])("%j and %j share %f", (a, b, share) => {
    expect(sharedWeight(weights(a), weights(b))).toBeCloseTo(share, 2);
  });
});

describe("honey on a recipe for children warns about babies under one", () => {
  it.each([
    [["Lanche", "Para Crianças"], "mel", [], 1],
    [["Lanche", "Para Crianças"], "mel", ["Mel não é para menores de 1 ano: para eles, deixe de fora."], 0],
    [["Lanche", "Para Crianças"], "mel de engenho", [], 0],
    [["Lanche"], "mel", [], 0],
  ])("tags %j, %s, tips %j: %i problem(s)", (tags, name, tips, count) => {
    expect(checkHoneyForChildren(recipe({ tags, ingredients: [line(name)], steps: [{ description: "Misture.", tips }] }))).toHaveLength(
      count,
    );
  });
});

describe("a pressure cooker is opened once the pressure is out", () => {
  it.each([
    ["Cozinhe na panela de pressão por 20 minutos depois que pegar pressão.", 1],
    ["Cozinhe na panela de pressão por 20 minutos depois que pegar pressão. Desligue e espere a pressão sair.", 0],
    ["Cozinhe na pressão por 20 minutos. Espere sair toda a pressão antes de abrir.", 0],
    ["Faça uma leve depressão no centro do hambúrguer.", 0],
    ["Cozinhe na panela tampada por 20 minutos.", 0],
  ])("%s: %i problem(s)", (text, count) => {
    expect(checkPressureRelease(recipe({ steps: steps(text) }))).toHaveLength(count);
  });
});

describe("a substitute that cooks in a different time says how long", () => {
  it.each([
    ["arroz", "arroz integral", 1],
    ["arroz", "arroz integral (cozinhe por 40 minutos, com 1 xícara a mais de água)", 0],
    ["arroz integral", "arroz integral cateto", 0],
    ["batata-doce", "macaxeira", 1],
    ["batata", "mandioca (cozinhe 10 minutos a mais)", 0],
    ["ervilha seca partida", "lentilha", 1],
    ["lentilha", "grão-de-bico", 1],
    ["lentilha", "grão-de-bico cozido", 0],
    ["batata", "batata-doce", 0],
    ["grão-de-bico cozido", "lentilha cozida", 0],
  ])("%s → %s: %i problem(s)", (name, substitute, count) => {
    expect(checkSubstituteTiming(recipe({ ingredients: [line(name, { possibleSubstitutes: [substitute] })] }))).toHaveLength(count);
  });
});

describe("the same dish twice, found by weight and title in any categories", () => {
  const toast = (slug: string, title: string, category: string, extra: string[]) => {
    const entry = recipe({
      slug,
      title,
      tags: [category],
      ingredients: [line("fatia de pão de forma integral"), line("ricota"), line("tomate"), ...extra.map((name) => line(name))],
    });
    const grams = [100, 150, 100, ...extra.map(() => 2)];
    return {
      ...entry,
      nutrition: { breakdown: grams.map((value) => ({ grams: value, status: "counted" })) } as never,
      titleTrigrams: trigrams(title),
    };
  };
  const breakfast = toast("torrada-com-ricota-e-tomate", "Torrada com Ricota e Tomate", "Café da Manhã", []);
  const dinner = toast("sanduiche-aberto-de-ricota-e-tomate", "Sanduíche Aberto de Ricota e Tomate", "Jantar", ["cebolinha"]);

  it("reports a breakfast toast and a dinner toast of the same foods", () => {
    expect(findSameFoods([breakfast, dinner], []).map((problem) => [problem.slug, problem.gate])).toEqual([
      ["sanduiche-aberto-de-ricota-e-tomate", "same-foods"],
    ]);
  });

  it("lets a registered variant pass", () => {
    expect(findSameFoods([breakfast, dinner], [{ slugs: ["sanduiche-aberto-de-ricota-e-tomate", "torrada-com-ricota-e-tomate"] }])).toEqual(
      [],
    );
  });

  it("lets pass the same foods under unrelated titles", () => {
    const other = toast("lanche-da-tarde", "Lanche da Tarde", "Jantar", ["cebolinha"]);
    expect(findSameFoods([breakfast, other], [])).toEqual([]);
  });
});
