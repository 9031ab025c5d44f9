/**
 * How a Brazilian market sells each food (issue 23, decision 032): the package, the bunch,
 * the head, the tray, the counter's weight. The sizes are the common retail sizes of the
 * leading brands as we know them (a 1 litre UHT carton, a 395 g can of condensed milk, a
 * 200 g carton of cream, a 900 ml bottle of soy oil); they were not checked against a store
 * for this table, and decision 032 lists them so that a cook or a reviewer can correct one
 * line. Where no package rules, the reasoning is said beside the rule. The first pattern
 * that matches a food's key (folded, singular: shopping-units.ts) wins, so specific names
 * come first. Pure: no I/O.
 */
import type { SectionId } from "./sections";

export type PackageRule =
  /** Sold by weight in round packets, written by weight: "2 kg de arroz". `step` is the smallest packet. */
  | { kind: "by-weight"; step: number }
  /** One container of one size: "3 caixas de leite (1 litro)". */
  | { kind: "container"; size: number; base: "g" | "ml"; container: [one: string, many: string]; sizeText: string }
  /** At a counter, by weight: `below` steps up to a kilo, `above` steps beyond. */
  | { kind: "counter"; below: number; above: number }
  /** Fruits and vegetables sold by weight even when a recipe counts them ("300 g de morango"). */
  | { kind: "weighed-produce" }
  /** Fruits, vegetables and breads: counted ("3 cebolas"), or weighed when a recipe weighs them. */
  | { kind: "produce" }
  /** Liquids sold loose in many sizes: by the 100 ml, then the half litre. */
  | { kind: "liquid" }
  /** Eggs: 6, a dozen, two dozen, a tray of 30. */
  | { kind: "eggs" }
  /** Garlic by the head, some 10 cloves. */
  | { kind: "garlic" }
  /**
   * Herbs and greens by the bunch (or the head: "pé de alface"): how many grams of leaves and
   * how many leaves one gives, and how much of one a "unidade" or a sprig is.
   */
  | { kind: "bunch"; grams: number; leaves: number; perUnit: number; noun: [one: string, many: string] }
  /** Stock cubes: boxes of 6; a cube makes 500 ml of stock. */
  | { kind: "stock" }
  /** A spice: one small packet (about 40 g) lasts many recipes. */
  | { kind: "spice" };

const kg = 1000;
const container = (size: number, base: "g" | "ml", one: string, many: string, sizeText: string): PackageRule => ({
  kind: "container",
  size,
  base,
  container: [one, many],
  sizeText,
});

/**
 * A herb bunch gives about 8 colheres de sopa of chopped leaves: 120 ml, some 20 g at the
 * nutrition table's 40 g a cup (nutrition/foods.ts), or some 20 leaves or 5 sprigs. Counted
 * low, so the list never buys too little.
 */
const herbBunch: PackageRule = { kind: "bunch", grams: 20, leaves: 20, perUnit: 1 / 5, noun: ["maço", "maços"] };
/**
 * A bunch of greens (couve, espinafre, rúcula) weighs 200 to 300 g with its stalks: 150 g
 * of leaves, or 10 leaves; "1 couve" is a bunch.
 */
const greensBunch: PackageRule = { kind: "bunch", grams: 150, leaves: 10, perUnit: 1, noun: ["maço", "maços"] };

export const packageRules: readonly { pattern: RegExp; rule: PackageRule; staple?: true }[] = [
  { pattern: /^(ovo|gema|clara)$/, rule: { kind: "eggs" } },
  { pattern: /^alho$/, rule: { kind: "garlic" } },
  {
    pattern:
      /^(coentro|salsinha|cebolinha|cheiro verde|hortela|manjericao|alecrim|tomilho|salvia|endro|jambu|capim santo|erva cidreira|boldo)$/,
    rule: herbBunch,
  },
  { pattern: /^(couve|couve manteiga|espinafre|rucula|agriao|almeirao|chicoria|acelga|ora pro nobi)$/, rule: greensBunch },
  // A head of lettuce holds some 15 leaves.
  { pattern: /^alface\b/, rule: { kind: "bunch", grams: 200, leaves: 15, perUnit: 1, noun: ["pé", "pés"] } },
  // Small fruits and vegetables are weighed at the stall, or sold in 250 g trays.
  {
    pattern: /^(uva|morango|acerola|jabuticaba|pitanga|tomate cereja|quiabo|vagem|jilo|maxixe|gengibre|champignon|cogumelo)\b/,
    rule: { kind: "weighed-produce" },
  },
  { pattern: /^sal\b/, rule: { kind: "by-weight", step: kg }, staple: true },
  { pattern: /^acucar\b(?! de confeiteiro)/, rule: { kind: "by-weight", step: kg }, staple: true },
  // Grains, flours and meals: 1 kg packets (5 kg bales of rice are five of them).
  { pattern: /^(arroz|feijao|farinha de trigo|fuba|farinha de mandioca|flocao|farinha de milho)\b/, rule: { kind: "by-weight", step: kg } },
  { pattern: /^acucar de confeiteiro\b/, rule: container(500, "g", "pacote", "pacotes", "500 g") },
  { pattern: /^leite condensado\b/, rule: container(395, "g", "lata", "latas", "395 g") },
  { pattern: /^creme de leite\b/, rule: container(200, "g", "caixinha", "caixinhas", "200 g") },
  { pattern: /^leite de coco\b/, rule: container(200, "ml", "vidro", "vidros", "200 ml") },
  { pattern: /^leite em po\b/, rule: container(380, "g", "lata", "latas", "380 g") },
  { pattern: /^(leite|leite vegetal|leite de (aveia|amendoa|soja|castanha))$/, rule: container(kg, "ml", "caixa", "caixas", "1 litro") },
  { pattern: /^(manteiga|manteiga sem sal|manteiga com sal|margarina)$/, rule: container(200, "g", "pote", "potes", "200 g") },
  { pattern: /^requeijao\b/, rule: container(200, "g", "copo", "copos", "200 g") },
  { pattern: /^iogurte\b/, rule: container(170, "g", "pote", "potes", "170 g") },
  {
    pattern: /^(oleo|oleo de soja|oleo de milho|oleo de girassol)$/,
    rule: container(900, "ml", "garrafa", "garrafas", "900 ml"),
    staple: true,
  },
  { pattern: /^azeite( de oliva)?$/, rule: container(500, "ml", "garrafa", "garrafas", "500 ml"), staple: true },
  { pattern: /^azeite de dende\b/, rule: container(200, "ml", "garrafa", "garrafas", "200 ml") },
  { pattern: /^oleo de coco\b/, rule: container(200, "ml", "pote", "potes", "200 ml") },
  { pattern: /^vinagre\b/, rule: container(750, "ml", "garrafa", "garrafas", "750 ml"), staple: true },
  { pattern: /^shoyu\b/, rule: container(150, "ml", "frasco", "frascos", "150 ml"), staple: true },
  { pattern: /^molho ingle\b/, rule: container(100, "ml", "frasco", "frascos", "100 ml"), staple: true },
  { pattern: /^caldo de (carne|galinha|legume|frango)$/, rule: { kind: "stock" } },
  // Canned vegetables: the 200 g can drains to 170 g, which is what recipes measure.
  { pattern: /^(milho verde|milho|ervilha)$/, rule: container(170, "g", "lata", "latas", "170 g") },
  { pattern: /^(atum|sardinha)$/, rule: container(120, "g", "lata", "latas", "120 g drenado") },
  { pattern: /^extrato de tomate\b/, rule: container(140, "g", "lata", "latas", "140 g") },
  {
    pattern: /^(molho de tomate|polpa de tomate|passata de tomate|tomate pelado)\b/,
    rule: container(340, "g", "caixa", "caixas", "340 g"),
  },
  { pattern: /^maionese\b/, rule: container(500, "g", "pote", "potes", "500 g") },
  { pattern: /^ketchup\b/, rule: container(400, "g", "frasco", "frascos", "400 g") },
  { pattern: /^mostarda\b/, rule: container(200, "g", "frasco", "frascos", "200 g") },
  { pattern: /^amido de milho\b/, rule: container(200, "g", "caixa", "caixas", "200 g") },
  { pattern: /^(chocolate em po|cacau em po|cacau)\b/, rule: container(200, "g", "pacote", "pacotes", "200 g") },
  { pattern: /^fermento quimico\b/, rule: container(100, "g", "lata", "latas", "100 g") },
  { pattern: /^fermento biologico\b/, rule: container(10, "g", "sachê", "sachês", "10 g") },
  { pattern: /^essencia de baunilha\b/, rule: container(30, "ml", "frasco", "frascos", "30 ml") },
  { pattern: /^aveia\b/, rule: container(200, "g", "caixa", "caixas", "200 g") },
  // A 500 g loaf is some 20 slices of 25 g (nutrition/foods.ts).
  { pattern: /^pao de forma\b/, rule: container(500, "g", "pacote", "pacotes", "500 g") },
  { pattern: /^(macarrao|espaguete|talharim|penne|parafuso|massa de lasanha)\b/, rule: container(500, "g", "pacote", "pacotes", "500 g") },
  { pattern: /^mel\b/, rule: container(300, "g", "pote", "potes", "300 g") },
  { pattern: /^cafe\b/, rule: container(500, "g", "pacote", "pacotes", "500 g"), staple: true },
  { pattern: /^vinho\b/, rule: container(750, "ml", "garrafa", "garrafas", "750 ml") },
  { pattern: /^gelo\b/, rule: container(2 * kg, "g", "saco", "sacos", "2 kg") },
  // Cheese and cold cuts are sliced or weighed at the deli counter by the 100 g.
  { pattern: /^(queijo|presunto|mortadela|salame|ricota)\b/, rule: { kind: "counter", below: 100, above: 100 } },
];

/** The butcher's and fishmonger's counter, and anything else sold loose: 100 g steps to a kilo, then half kilos. */
const counter: PackageRule = { kind: "counter", below: 100, above: 500 };

/** How a food is sold, and whether most cooks keep it at home ("Confira se tem"). */
export function packageRuleFor(key: string, section: SectionId): { rule: PackageRule; staple: boolean } {
  const found = packageRules.find((entry) => entry.pattern.test(key));
  if (found) return { rule: found.rule, staple: found.staple === true || section === "temperos" };
  switch (section) {
    case "temperos":
      return { rule: { kind: "spice" }, staple: true };
    case "acougue":
      return { rule: counter, staple: false };
    case "hortifruti":
    case "padaria":
      return { rule: { kind: "produce" }, staple: false };
    case "bebidas":
      return { rule: { kind: "liquid" }, staple: false };
    default:
      return { rule: counter, staple: false };
  }
}
