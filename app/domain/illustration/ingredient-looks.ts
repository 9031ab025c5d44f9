/**
 * How an ingredient looks in a drawing: its colours, the shape of its pieces, the colour
 * it gives a sauce or a drink, and how the alt text names it. A curated table, matched
 * on the folded ingredient name (the first entry whose pattern matches wins, so the more
 * specific names come first). Ingredients that do not show (salt, oil, water, yeast) are
 * `hidden`: they neither draw nor appear in the alt text.
 */
import { fold } from "~/lib/text";

export const pieceShapes = [
  "grain", // arroz: small white grains
  "bean", // feijão: dark ovals
  "slice", // round slices: banana, tomate, limão, linguiça
  "cube", // cubes: carne, frango, queijo, mandioca
  "leaf", // leaves: couve, hortelã, manjericão
  "bit", // chopped herbs: cheiro-verde, coentro
  "strand", // pasta, shredded things
  "dust", // canela, cacau, farofa
  "flake", // coco ralado
  "shrimp",
  "fish", // a fish steak or fillet
  "drumstick",
  "egg", // a fried or boiled egg, seen from above
  "ring", // pimentão, cebola rings
  "pea", // ervilha, milho, grão-de-bico
  "berry", // morango, uva, tomate-cereja, açaí
  "ice",
  "nut", // amendoim, castanhas
  "stick", // canela em pau, palitos
  "fillet", // a grilled or breaded fillet, a steak
] as const;
export type PieceShape = (typeof pieceShapes)[number];

export interface IngredientLook {
  /** Folded name patterns. */
  match: RegExp;
  /** How the alt text names it ("pimentões", "coentro"); none for what is not named. */
  label?: string;
  /** Fill and accent colours. */
  colors: readonly [string, string];
  shape: PieceShape;
  /** A herb, a topping or a fruit on a rim: drawn last, on top, and named last. */
  garnish?: boolean;
  /** Served beside the main food on a plate (arroz, feijão, farofa, couve). */
  side?: boolean;
  /** The colour it gives a sauce, a batter or a drink, and how strongly (higher wins). */
  tint?: readonly [color: string, strength: number];
  hidden?: boolean;
  /** A spice that colours a stew but makes no sauce on a plate (colorau, açafrão). */
  spice?: boolean;
}

const green = ["#4d7c0f", "#84cc16"] as const;
const herb = (label: string, match: RegExp, colors: readonly [string, string] = green): IngredientLook => ({
  match,
  label,
  colors,
  shape: "bit",
  garnish: true,
});

export const ingredientLooks: readonly IngredientLook[] = [
  // Seasonings that colour the sauce without showing.
  { match: /^colorau|^urucum|^paprica/, colors: ["#c2410c", "#ea580c"], shape: "dust", hidden: true, spice: true, tint: ["#c8501e", 3] },
  { match: /^acafrao|^curcuma/, colors: ["#eab308", "#facc15"], shape: "dust", hidden: true, spice: true, tint: ["#e9b824", 4] },
  { match: /^shoyu|^molho de soja/, colors: ["#7c4a24", "#92400e"], shape: "dust", hidden: true, tint: ["#8a5a2e", 3] },
  { match: /^ketchup/, colors: ["#dc2626", "#ef4444"], shape: "dust", hidden: true, tint: ["#e3a07a", 3] },
  // What the drawing leaves out.
  {
    match:
      /^(sal|sal grosso|pimenta-do-reino|oleo|agua|fermento|bicarbonato|essencia|extrato de baunilha|amido de milho|farinha de trigo|farinha de rosca|acucar(?! mascavo)|melado|xarope|ketchup|mostarda|shoyu|vinagre|dente de alho|alho|folha de louro|louro|cominho|paprica|colorau|acafrao|oregano|noz-moscada|cravo|caldo de|gelatina|manteiga(?! de garrafa)|margarina|azeite de oliva|oleo de coco)\b/,
    colors: ["#fff", "#fff"],
    shape: "dust",
    hidden: true,
  },
  // Drinks first: their names hold fruit names ("suco de uva").
  { match: /^cafe\b/, label: "café", colors: ["#4a2511", "#7c4a24"], shape: "dust", tint: ["#5b2e12", 9] },
  { match: /^erva-mate|^cha\b/, label: "erva-mate", colors: ["#65a30d", "#a3e635"], shape: "dust", tint: ["#b45309", 6] },
  { match: /^suco de uva|^uva(?!-passa)\b|^vinho/, label: "uvas", colors: ["#6b21a8", "#a855f7"], shape: "berry", tint: ["#7e1d4f", 7] },
  { match: /^suco de laranja|^laranja/, label: "laranja", colors: ["#f97316", "#fdba74"], shape: "slice", tint: ["#fb923c", 4] },
  { match: /^suco de maracuja|^maracuja/, label: "maracujá", colors: ["#eab308", "#4a2a0a"], shape: "slice", tint: ["#facc15", 7] },
  { match: /^leite condensado/, label: "leite condensado", colors: ["#fef3c7", "#fde68a"], shape: "dust", tint: ["#fdf0c4", 2] },
  { match: /^leite de coco/, label: "leite de coco", colors: ["#fefce8", "#fef9c3"], shape: "dust", tint: ["#fbf3dc", 2] },
  { match: /^leite vegetal|^leite\b/, label: "leite", colors: ["#fffbeb", "#fef3c7"], shape: "dust", tint: ["#fbf4e4", 1] },
  { match: /^creme de leite|^requeijao|^nata/, label: "creme", colors: ["#fffbeb", "#fef3c7"], shape: "dust", tint: ["#f6ead0", 2] },
  { match: /^polpa de acai|^acai/, label: "açaí", colors: ["#3b0764", "#6b21a8"], shape: "berry", tint: ["#4c1d5e", 10] },
  { match: /^azeite de dende|^dende/, label: "dendê", colors: ["#ea580c", "#f97316"], shape: "dust", tint: ["#e8641b", 8] },
  { match: /^chocolate granulado|^granulado/, label: "granulado", colors: ["#3b1d0e", "#5b2e12"], shape: "dust", garnish: true },
  { match: /^chocolate|^cacau/, label: "chocolate", colors: ["#4a2511", "#6b3a1c"], shape: "dust", tint: ["#5a2d14", 8] },
  { match: /^goiabada/, label: "goiabada", colors: ["#9f1239", "#e11d48"], shape: "cube", tint: ["#a3153f", 6] },
  {
    match: /^doce de leite|^acucar mascavo|^caramelo/,
    label: "calda",
    colors: ["#b45309", "#d97706"],
    shape: "dust",
    tint: ["#b8621b", 5],
  },
  {
    match: /^molho de tomate|^passata|^extrato de tomate|^polpa de tomate/,
    label: "molho de tomate",
    colors: ["#b91c1c", "#ef4444"],
    shape: "dust",
    tint: ["#c2281d", 6],
  },
  // Grains, beans and what goes beside them.
  { match: /^arroz/, label: "arroz", colors: ["#fffdf7", "#cbb99a"], shape: "grain", side: true, tint: ["#f3ead8", 2] },
  {
    match: /^feijao-preto|^feijao preto/,
    label: "feijão-preto",
    colors: ["#120c0a", "#6b5045"],
    shape: "bean",
    side: true,
    tint: ["#4a3028", 7],
  },
  { match: /^feijao|^lentilha/, label: "feijão", colors: ["#5b2a17", "#8a4a2b"], shape: "bean", side: true, tint: ["#6b3420", 7] },
  { match: /^grao-de-bico/, label: "grão-de-bico", colors: ["#e5b86a", "#f3d9a4"], shape: "pea" },
  {
    match: /^farinha de mandioca|^farofa|^farinha de milho|^flocao|^fuba/,
    label: "farofa",
    colors: ["#eab308", "#fde68a"],
    shape: "dust",
    side: true,
    tint: ["#f1c84b", 3],
  },
  { match: /^batata palha/, label: "batata palha", colors: ["#f59e0b", "#fcd34d"], shape: "strand", side: true, garnish: true },
  { match: /^goma de tapioca|^polvilho|^tapioca/, label: "tapioca", colors: ["#fffdf7", "#f1ece2"], shape: "dust", tint: ["#fbf8f1", 2] },
  { match: /^aveia|^granola/, label: "aveia", colors: ["#d6b27a", "#efd9b0"], shape: "flake", tint: ["#e9d6b3", 3] },
  { match: /^milho branco|^canjica/, label: "canjica", colors: ["#fffbeb", "#fde68a"], shape: "pea" },
  { match: /^espiga de milho|^milho/, label: "milho", colors: ["#facc15", "#fde047"], shape: "pea", tint: ["#f7d54a", 4] },
  { match: /^ervilha/, label: "ervilhas", colors: ["#65a30d", "#a3e635"], shape: "pea" },
  { match: /^massa de lasanha|^massa para|^massa folhada/, colors: ["#fbe6a6", "#fbe6a6"], shape: "dust", hidden: true },
  {
    match: /^espaguete|^macarrao|^massa|^talharim|^penne|^nhoque/,
    label: "massa",
    colors: ["#e3a82f", "#fbe6a6"],
    shape: "strand",
    tint: ["#f7d77c", 3],
  },
  // Meat, fish and eggs.
  { match: /^camarao/, label: "camarões", colors: ["#fb7185", "#fdba74"], shape: "shrimp" },
  {
    match: /^robalo|^peixe|^tilapia|^file de (tilapia|peixe|merluza|pescada|salmao)|^salmao|^merluza|^bacalhau|^pescada|^sardinha|^posta/,
    label: "peixe",
    colors: ["#f8e2bd", "#d9a566"],
    shape: "fish",
  },
  { match: /^coxa|^sobrecoxa/, label: "frango", colors: ["#c2763a", "#e8a464"], shape: "drumstick" },
  { match: /^peito de frango|^file de peito|^frango/, label: "frango", colors: ["#e8b27a", "#f6d3a8"], shape: "cube" },
  { match: /^linguica|^paio|^calabresa/, label: "linguiça", colors: ["#9a3412", "#c2410c"], shape: "slice" },
  { match: /^bacon|^toucinho/, label: "bacon", colors: ["#be5a4a", "#f5c4b8"], shape: "cube" },
  {
    match: /^carne-seca|^charque|^costela|^costelinha|^lombo|^orelha|^bisteca|^acem|^patinho|^carne|^file mignon|^alcatra|^musculo/,
    label: "carne",
    colors: ["#7c2d12", "#a4532b"],
    shape: "cube",
  },
  { match: /^gema|^ovo/, label: "ovo", colors: ["#fffdf5", "#f59e0b"], shape: "egg", tint: ["#f7c948", 2] },
  // Cheese.
  { match: /^queijo (mucarela|prato)/, label: "queijo", colors: ["#fde68a", "#fbbf24"], shape: "cube", tint: ["#f6cf6a", 3] },
  { match: /^queijo/, label: "queijo", colors: ["#fef3c7", "#fcd34d"], shape: "cube" },
  // Vegetables and fruit.
  { match: /^tomate-cereja/, label: "tomates-cereja", colors: ["#dc2626", "#f87171"], shape: "berry" },
  { match: /^tomate/, label: "tomate", colors: ["#dc2626", "#fca5a5"], shape: "slice", tint: ["#d9432f", 1] },
  { match: /^pimentao vermelho/, label: "pimentões", colors: ["#dc2626", "#ef4444"], shape: "ring" },
  { match: /^pimentao amarelo/, label: "pimentões", colors: ["#eab308", "#facc15"], shape: "ring" },
  { match: /^pimentao/, label: "pimentões", colors: ["#15803d", "#22c55e"], shape: "ring" },
  {
    match: /^pimenta dedo|^pimenta calabresa|^pimenta biquinho/,
    label: "pimenta",
    colors: ["#dc2626", "#f87171"],
    shape: "bit",
    garnish: true,
  },
  { match: /^cebola roxa/, label: "cebola roxa", colors: ["#9d174d", "#f9a8d4"], shape: "ring" },
  { match: /^cebola\b/, colors: ["#fef9c3", "#fde68a"], shape: "ring", hidden: true },
  { match: /^cenoura/, label: "cenoura", colors: ["#ea580c", "#fb923c"], shape: "slice", tint: ["#f07a2a", 2] },
  { match: /^abobora|^moranga/, label: "abóbora", colors: ["#ea580c", "#fdba74"], shape: "cube", tint: ["#f08a2c", 6] },
  { match: /^mandioquinha|^batata-doce|^batata/, label: "batata", colors: ["#fcd34d", "#fef3c7"], shape: "cube" },
  { match: /^mandioca|^aipim|^macaxeira/, label: "mandioca", colors: ["#fef3c7", "#fde68a"], shape: "cube", tint: ["#f6e7b8", 2] },
  { match: /^chuchu/, label: "chuchu", colors: ["#65a30d", "#ecfccb"], shape: "cube" },
  { match: /^pepino/, label: "pepino", colors: ["#166534", "#bbf7d0"], shape: "slice" },
  { match: /^abobrinha/, label: "abobrinha", colors: ["#3f6212", "#d9f99d"], shape: "slice" },
  { match: /^berinjela/, label: "berinjela", colors: ["#581c87", "#e9d5ff"], shape: "slice" },
  { match: /^vagem|^quiabo/, label: "quiabo", colors: ["#4d7c0f", "#a3e635"], shape: "pea" },
  { match: /^brocolis/, label: "brócolis", colors: ["#15803d", "#4ade80"], shape: "berry" },
  { match: /^champignon|^cogumelo/, label: "cogumelos", colors: ["#d6c2a8", "#8b6b4a"], shape: "slice" },
  { match: /^palmito/, label: "palmito", colors: ["#fefce8", "#ecfccb"], shape: "slice" },
  { match: /^azeitona/, label: "azeitonas", colors: ["#3f6212", "#65a30d"], shape: "ring", garnish: true },
  { match: /^folha de couve|^couve/, label: "couve", colors: ["#15803d", "#4ade80"], shape: "strand", side: true, tint: ["#4f9a3a", 4] },
  { match: /^alface|^rucula|^agriao|^espinafre/, label: "folhas", colors: ["#65a30d", "#bef264"], shape: "leaf", side: true },
  { match: /^talo de salsao|^salsao/, label: "salsão", colors: ["#65a30d", "#bef264"], shape: "slice" },
  { match: /^banana/, label: "banana", colors: ["#fde047", "#fef9c3"], shape: "slice", tint: ["#f2d88a", 3] },
  { match: /^maca\b/, label: "maçã", colors: ["#dc2626", "#fef2f2"], shape: "slice" },
  { match: /^mamao/, label: "mamão", colors: ["#f97316", "#fdba74"], shape: "cube" },
  { match: /^manga/, label: "manga", colors: ["#f59e0b", "#fcd34d"], shape: "cube" },
  { match: /^abacaxi/, label: "abacaxi", colors: ["#facc15", "#fef08a"], shape: "cube" },
  { match: /^morango/, label: "morangos", colors: ["#e11d48", "#fda4af"], shape: "berry", garnish: true },
  { match: /^limao|^casca de limao/, label: "limão", colors: ["#65a30d", "#d9f99d"], shape: "slice", garnish: true, tint: ["#e3f0b8", 1] },
  { match: /^pequi/, label: "pequi", colors: ["#f59e0b", "#fde68a"], shape: "berry" },
  { match: /^gengibre/, label: "gengibre", colors: ["#d6b27a", "#f3e0b8"], shape: "slice" },
  { match: /^coco/, label: "coco", colors: ["#fffdf7", "#cdbb98"], shape: "flake", garnish: true, tint: ["#fbf5e6", 2] },
  { match: /^uva-passa|^passas/, label: "uvas-passas", colors: ["#3b0764", "#6b21a8"], shape: "pea", garnish: true },
  { match: /^amendoim|^castanha|^nozes|^sementes/, label: "castanhas", colors: ["#d99a4e", "#f7d9a8"], shape: "nut", garnish: true },
  { match: /^canela em pau/, label: "canela", colors: ["#92400e", "#b45309"], shape: "stick", garnish: true },
  { match: /^canela/, label: "canela", colors: ["#92400e", "#b45309"], shape: "dust", garnish: true },
  { match: /^gelo/, label: "gelo", colors: ["#e0f2fe", "#ffffff"], shape: "ice", garnish: true },
  // Herbs.
  herb("coentro", /^coentro/),
  herb("cheiro-verde", /^cheiro-verde/),
  herb("salsinha", /^salsinha|^salsa\b/),
  herb("cebolinha", /^cebolinha/, ["#15803d", "#4ade80"]),
  { match: /^hortela|^ramo de hortela|^folha de hortela/, label: "hortelã", colors: ["#15803d", "#4ade80"], shape: "leaf", garnish: true },
  { match: /^manjericao|^folha de manjericao/, label: "manjericão", colors: ["#166534", "#22c55e"], shape: "leaf", garnish: true },
];

/** The look of an ingredient, by its name; undefined when the table does not know it. */
export function lookOf(name: string): IngredientLook | undefined {
  const folded = fold(name.trim());
  return ingredientLooks.find((look) => look.match.test(folded));
}
