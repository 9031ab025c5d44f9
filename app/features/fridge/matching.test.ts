import { describe, expect, it } from "vitest";
import { fold } from "~/domain/text";
import { type CandidateRecipe, isStaple, likePatterns, nameWords, rankMatches, termMatches } from "./matching";

describe("isStaple (what every Brazilian kitchen has)", () => {
  it.each([
    ["sal", true],
    ["Sal", true],
    ["sal a gosto", true],
    ["sal grosso", true],
    ["Sal q.b.", true],
    ["uma pitada de sal", true],
    ["água", true],
    ["água quente", true],
    ["Água fervente", true],
    ["água filtrada gelada", true],
    ["água em temperatura ambiente", true],
    ["gelo", true],
    ["cubos de gelo", true],
    ["óleo", true],
    ["óleo de soja", true],
    ["óleo vegetal", true],
    ["óleo de canola", true],
    ["óleo de coco", false],
    ["óleo de gergelim", false],
    ["óleo para fritar", true],
    ["azeite", true],
    ["azeite de oliva", true],
    ["azeite extra virgem", true],
    ["fio de azeite de oliva", true],
    ["pimenta-do-reino", true],
    ["pimenta do reino", true],
    ["pimenta-do-reino moída na hora", true],
    ["vinagre", true],
    ["vinagre de vinho branco", true],
    ["sal e pimenta a gosto", true],
    ["sal e pimenta-do-reino a gosto", true],
    ["óleo e vinagre", true],
    ["açúcar", false],
    ["açúcar mascavo", false],
    ["alho", false],
    ["dente de alho", false],
    ["manteiga sem sal", false],
    ["amendoim torrado sem sal", false],
    ["sal e açúcar", false],
    ["água de coco", false],
    ["água com gás", false],
    ["azeite de dendê", false],
    ["pimenta", false],
    ["pimenta calabresa em flocos", false],
    ["pimenta dedo-de-moça", false],
    ["vinagre balsâmico", false],
    ["salsinha", false],
    ["a gosto", false],
    ["", false],
  ])("%s → %s", (name, expected) => {
    expect(isStaple(name)).toBe(expected);
  });
});

describe("nameWords (singular, folded, without connectors)", () => {
  it.each([
    ["Tomates-cereja", ["tomate", "cereja"]],
    ["tomates", ["tomate"]],
    ["ovos", ["ovo"]],
    ["cebolas", ["cebola"]],
    ["alhos", ["alho"]],
    ["batatas", ["batata"]],
    ["cenouras", ["cenoura"]],
    ["ervilhas", ["ervilha"]],
    ["limões", ["limao"]],
    ["pães", ["pao"]],
    ["feijões", ["feijao"]],
    ["pimentões", ["pimentao"]],
    ["grãos-de-bico", ["grao", "bico"]],
    ["nozes", ["noz"]],
    ["maçãs", ["maca"]],
    ["colheres", ["colher"]],
    ["açúcares", ["acucar"]],
    ["gengibres", ["gengibre"]],
    ["pastéis", ["pastel"]],
    ["cereais integrais", ["cereal", "integral"]],
    ["vagens", ["vagem"]],
    ["pudins", ["pudim"]],
    ["kiwis", ["kiwi"]],
    ["caquis", ["caqui"]],
    ["açaís", ["acai"]],
    ["brócolis", ["brocoli"]],
    // A regional name is its group's first (domain/spelling-variants.ts).
    ["ananás", ["abacaxi"]],
    ["Macaxeiras", ["mandioca"]],
    ["pão de sal", ["pao", "frances"]],
    ["pão francês", ["pao", "frances"]],
    ["pães franceses", ["pao", "frances"]],
    ["molho inglês", ["molho", "ingles"]],
    ["sal", ["sal"]],
    ["peito de frango", ["peito", "frango"]],
    ["Coxa e sobrecoxa de frango", ["coxa", "sobrecoxa", "frango"]],
    ["frango com quiabo para o almoço", ["frango", "quiabo", "almoco"]],
    ["chocolate em pó 50% cacau", ["chocolate", "po", "cacau"]],
    ["arroz-doce", ["arroz", "doce"]],
    ["leite de coco", ["leite", "coco"]],
    ["de", []],
    ["", []],
  ])("%s → %o", (name, expected) => {
    expect(nameWords(name)).toEqual(expected);
  });
});

/** Rows where every word of the term is a word of the ingredient. */
const matching: [term: string, ingredient: string][] = [
  ["frango", "peito de frango"],
  // Issue 22: the cook's name for a food finds the recipe's.
  ["aipim", "mandioca descascada"],
  ["macaxeira", "aipim cozido"],
  ["jerimum", "abóbora cabotiá"],
  ["mussarela", "queijo muçarela ralado"],
  ["pão de sal", "pão francês amanhecido"],
  ["Frango", "filé de peito de frango"],
  ["  frango  ", "frango"],
  ["tomates", "tomate"],
  ["Tomate", "tomates maduros"],
  ["tomate cereja", "tomate-cereja"],
  ["Tomates-cereja", "tomate-cereja"],
  ["queijo", "queijo mussarela"],
  ["queijo muçarela", "queijo muçarela ralado"],
  ["ovo", "ovos"],
  ["ovos", "ovo"],
  ["leite", "leite de coco"],
  ["arroz", "arroz-doce"],
  ["batata", "batata-doce"],
  ["limões", "limão"],
  ["limão", "suco de limões"],
  ["pão", "pães franceses"],
  ["pães", "pão francês"],
  ["feijão", "feijão-preto"],
  ["pimentão", "pimentões vermelhos"],
  ["grão-de-bico", "grão-de-bico cozido"],
  ["noz", "nozes picadas"],
  ["maçã", "maçãs"],
  ["maca", "maçã verde"],
  ["vagem", "vagens"],
  ["pastel", "pastéis de feira"],
  ["cereais", "cereal matinal"],
  ["açaí", "polpa de açaí congelada"],
  ["acai", "açaís"],
  ["cebola roxa", "cebola roxa picada"],
  ["ervilhas", "ervilha em conserva"],
];

const notMatching: [term: string, ingredient: string][] = [
  ["cebola", "cebolinha"],
  ["sal", "salsinha"],
  ["ovo", "ovomaltine"],
  ["limão", "limonada"],
  ["pão", "paçoca"],
  ["peito de frango", "coxa de frango"],
  ["peito de frango", "frango"],
  ["leite de coco", "leite"],
  ["queijo parmesão", "queijo muçarela"],
  ["", "sal"],
  ["   ", "tomate"],
  ["de", "peito de frango"],
  // What follows "sem" is absent from the ingredient.
  ["ovo", "espaguete sem ovos"],
  ["sal", "amendoim torrado sem sal"],
  ["mel", "granola sem mel"],
  ["lactose", "leite sem lactose"],
];

describe("termMatches (every word of the term is a word of the ingredient)", () => {
  it.each(matching)("%s matches %s", (term, ingredient) => {
    expect(termMatches(term, ingredient)).toBe(true);
  });

  it.each(notMatching)("%s does not match %s", (term, ingredient) => {
    expect(termMatches(term, ingredient)).toBe(false);
  });
});

const omelete: CandidateRecipe = {
  id: "omelete",
  ingredients: [{ name: "ovos" }, { name: "sal" }, { name: "queijo muçarela ralado" }, { name: "cebolinha picada", isOptional: true }],
};
const frangoComTomate: CandidateRecipe = {
  id: "frango-com-tomate",
  ingredients: [
    { name: "peito de frango" },
    { name: "tomate" },
    { name: "cebola" },
    { name: "dente de alho" },
    { name: "sal" },
    { name: "azeite de oliva" },
  ],
};
const salada: CandidateRecipe = {
  id: "salada",
  ingredients: [{ name: "tomate" }, { name: "cebola roxa" }, { name: "azeite" }, { name: "vinagre" }, { name: "sal" }],
};
const pipoca: CandidateRecipe = { id: "pipoca", ingredients: [{ name: "milho de pipoca" }, { name: "óleo" }, { name: "sal" }] };
const bolo: CandidateRecipe = {
  id: "bolo",
  ingredients: [{ name: "ovo" }, { name: "farinha de trigo" }, { name: "açúcar" }, { name: "leite" }, { name: "fermento químico em pó" }],
};
const twin = (id: string): CandidateRecipe => ({ id, ingredients: [{ name: "frango" }, { name: "batata" }] });
const catalogue = [omelete, frangoComTomate, salada, pipoca, bolo];

describe("rankMatches (share desc, owned desc, missing asc, input order)", () => {
  it.each<[label: string, candidates: CandidateRecipe[], terms: string[], limit: number, expected: [string, string[], string[], number][]]>(
    [
      [
        "ranks by share, then by owned count",
        catalogue,
        ["Tomates", "frango", "ovo", "queijo"],
        10,
        [
          ["omelete", ["ovos", "queijo muçarela ralado"], [], 1],
          ["frango-com-tomate", ["peito de frango", "tomate"], ["cebola", "dente de alho"], 0.5],
          ["salada", ["tomate"], ["cebola roxa"], 0.5],
          ["bolo", ["ovo"], ["farinha de trigo", "açúcar", "leite", "fermento químico em pó"], 0.2],
        ],
      ],
      [
        "returns at most limit",
        catalogue,
        ["Tomates", "frango", "ovo", "queijo"],
        2,
        [
          ["omelete", ["ovos", "queijo muçarela ralado"], [], 1],
          ["frango-com-tomate", ["peito de frango", "tomate"], ["cebola", "dente de alho"], 0.5],
        ],
      ],
      ["limit 0 returns nothing", catalogue, ["ovo"], 0, []],
      ["drops recipes where only staples are owned", catalogue, ["sal", "azeite", "óleo", "vinagre", "água"], 10, []],
      ["ignores staples in owned and missing", [pipoca], ["milho", "sal", "óleo"], 10, [["pipoca", ["milho de pipoca"], [], 1]]],
      [
        "counts an owned optional ingredient as owned",
        [omelete],
        ["cebolinha", "ovo"],
        10,
        [["omelete", ["ovos", "cebolinha picada"], ["queijo muçarela ralado"], 2 / 3]],
      ],
      [
        "does not count a lacking optional ingredient as missing",
        [omelete],
        ["ovo"],
        10,
        [["omelete", ["ovos"], ["queijo muçarela ralado"], 0.5]],
      ],
      [
        "ignores blank terms and duplicates",
        catalogue,
        ["  ", "", "tomate", "Tomate", " tomates "],
        10,
        [
          ["salada", ["tomate"], ["cebola roxa"], 0.5],
          ["frango-com-tomate", ["tomate"], ["peito de frango", "cebola", "dente de alho"], 0.25],
        ],
      ],
      ["no terms match nothing", catalogue, [], 10, []],
      ["blank terms match nothing", catalogue, ["  ", "de"], 10, []],
      [
        "keeps input order on ties",
        [twin("b"), twin("a"), twin("c")],
        ["frango"],
        10,
        [
          ["b", ["frango"], ["batata"], 0.5],
          ["a", ["frango"], ["batata"], 0.5],
          ["c", ["frango"], ["batata"], 0.5],
        ],
      ],
      [
        "keeps input order on ties after sorting the rest",
        [twin("b"), omelete, twin("a")],
        ["frango", "ovo", "queijo"],
        2,
        [
          ["omelete", ["ovos", "queijo muçarela ralado"], [], 1],
          ["b", ["frango"], ["batata"], 0.5],
        ],
      ],
    ],
  )("%s", (_label, candidates, terms, limit, expected) => {
    const matches = rankMatches(candidates, terms, limit);
    expect(matches.map(({ id, owned, missing }) => [id, owned, missing])).toEqual(
      expected.map(([id, owned, missing]) => [id, owned, missing]),
    );
    matches.forEach((match, index) => expect(match.share).toBeCloseTo(expected[index]![3]));
  });
});

/** PostgreSQL LIKE with its default backslash escape, as a RegExp. */
function likeToRegExp(pattern: string): RegExp {
  let source = "";
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === "\\") source += (pattern[++index] ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    else if (char === "%") source += ".*";
    else if (char === "_") source += ".";
    else source += char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`, "s");
}

describe("likePatterns (prefilter on the folded ingredient text)", () => {
  it.each([
    [
      ["Tomates", "peito de frango"],
      ["%tomate%", "%frango%"],
    ],
    [["ovo", "ovos", " Ovo ", "OVOS"], ["%ovo%"]],
    // Every name of the food, since a recipe may write any of them.
    [["queijo muçarela"], ["%mucarela%", "%mussarela%", "%mozarela%", "%mozzarella%"]],
    [["aipim"], ["%mandioca%", "%aipi%", "%macaxeira%"]],
    [["limões"], ["%lim%"]],
    [["limão"], ["%lim%"]],
    [["pastéis"], ["%paste%"]],
    [["vagens"], ["%vage%"]],
    [["nozes"], ["%noz%"]],
    [["", "  ", "de"], []],
    [[], []],
    [
      ["100% cacau", "tomate_cereja", "a\\b"],
      ["%cacau%", "%tomate%", "%b%"],
    ],
  ])("%o → %o", (terms, expected) => {
    expect(likePatterns(terms)).toEqual(expected);
  });

  it("never lets a LIKE metacharacter through unescaped", () => {
    const patterns = likePatterns(["50%", "a_b", "c\\d", "%_\\", "açúcar 100%"]);
    for (const pattern of patterns) expect(pattern.slice(1, -1)).not.toMatch(/(?<!\\)[%_]|\\(?![%_\\])/);
  });

  it.each(matching)("is never stricter than termMatches: %s finds %s", (term, ingredient) => {
    // The query ORs a term's patterns (its own, and its food's other names).
    const patterns = likePatterns([term]);
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.some((pattern) => likeToRegExp(pattern).test(fold(ingredient)))).toBe(true);
  });

  it("is never stricter than termMatches for any word of the nameWords table", () => {
    const names = ["limões", "pães", "pastéis", "cereais integrais", "vagens", "pudins", "açaís", "pães franceses", "nozes", "maçãs"];
    for (const name of names) {
      for (const word of nameWords(name)) {
        expect(termMatches(word, name)).toBe(true);
        expect(likePatterns([word]).every((pattern) => likeToRegExp(pattern).test(fold(name)))).toBe(true);
      }
    }
  });

  it("keeps every owned ingredient of rankMatches", () => {
    const terms = ["Tomates", "frango", "ovo", "queijo"];
    const patterns = likePatterns(terms).map(likeToRegExp);
    for (const match of rankMatches(catalogue, terms, 10)) {
      const text = fold(
        catalogue
          .find((recipe) => recipe.id === match.id)!
          .ingredients.map((ingredient) => ingredient.name)
          .join(" "),
      );
      expect(patterns.some((pattern) => pattern.test(text))).toBe(true);
    }
  });
});
