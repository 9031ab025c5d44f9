import { describe, expect, it } from "vitest";
import { fridgeKeysOf, fridgeRequiredOf, isStaple, nameWords, termMatches } from "./ingredient-matching";

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

describe("fridgeKeysOf and fridgeRequiredOf (what the database finds a recipe by)", () => {
  const ingredients = [
    { name: "Peito de frango" },
    { name: "sal a gosto" },
    { name: "Tomates-cereja" },
    { name: "aipim" },
    { name: "cebolinha picada", isOptional: true },
    { name: "manteiga sem sal" },
    { name: "óleo" },
    { name: "ovo ovos" },
  ];

  it("keeps one key per non-staple ingredient, its present words folded, singular and canonical, optional ones marked", () => {
    expect(fridgeKeysOf(ingredients)).toEqual(["peito frango", "tomate cereja", "mandioca", "?cebolinha picada", "manteiga", "ovo"]);
  });

  it("every word of a key is what termMatches reads: a term matches an ingredient exactly when its words are in the key", () => {
    for (const ingredient of ingredients.filter((item) => !isStaple(item.name))) {
      const [key] = fridgeKeysOf([ingredient]);
      for (const word of key!.replace(/^\?/, "").split(" ")) expect(termMatches(word, ingredient.name)).toBe(true);
    }
  });

  it("counts what the cook must have: neither staples nor optional ingredients", () => {
    expect(fridgeRequiredOf(ingredients)).toBe(5);
    expect(fridgeRequiredOf([{ name: "sal" }, { name: "água" }])).toBe(0);
  });
});
