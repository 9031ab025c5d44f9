/**
 * How an ingredient looks in a drawing: its colours, the shape of its pieces, the colour
 * it gives a sauce or a drink, and how the alt text names it. A curated table, matched
 * on the folded ingredient name (the first entry whose pattern matches wins, so the more
 * specific names come first). Ingredients that do not show (salt, oil, water, yeast) are
 * `hidden`: they neither draw nor appear in the alt text.
 */
import { fold } from "~/domain/text";

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
      /^(sal|sal grosso|pimenta-do-reino|oleo|agua|fermento|bicarbonato|essencia|extrato de baunilha|amido de milho|farinha de rosca|farinha panko|banha|folha de bananeira|tablete de caldo|molho ingles|clara|acucar(?! mascavo)|melado|xarope|ketchup|mostarda|shoyu|vinagre|dente de alho|alho|folha de louro|louro|cominho|paprica|colorau|acafrao|oregano|noz-moscada|cravo|caldo de|gelatina|manteiga(?! de garrafa)|margarina|azeite de oliva|oleo de coco)\b/,
    colors: ["#fff", "#fff"],
    shape: "dust",
    hidden: true,
  },
  // Flour tints a bread's crumb and nothing on a plate.
  { match: /^farinha de trigo/, colors: ["#f5e6c8", "#f5e6c8"], shape: "dust", hidden: true, spice: true, tint: ["#ecd3a4", 1] },
  { match: /^suco de limao/, colors: ["#e3f0b8", "#e3f0b8"], shape: "dust", hidden: true, spice: true, tint: ["#e3f0b8", 1] },
  { match: /^corante/, colors: ["#dc2626", "#dc2626"], shape: "dust", hidden: true, tint: ["#d1202f", 6] },
  { match: /^curry/, colors: ["#ca8a04", "#eab308"], shape: "dust", hidden: true, spice: true, tint: ["#d9a02a", 4] },
  // Drinks first: their names hold fruit names ("suco de uva").
  { match: /^cafe\b/, label: "café", colors: ["#4a2511", "#7c4a24"], shape: "dust", tint: ["#5b2e12", 9] },
  { match: /^camomila/, label: "camomila", colors: ["#facc15", "#fefce8"], shape: "dust", tint: ["#e6be4a", 6] },
  { match: /^flor de hibisco|^hibisco/, label: "hibisco", colors: ["#9f1239", "#be123c"], shape: "dust", tint: ["#a1173f", 8] },
  {
    match: /^(folha de |folhas de )?(erva-cidreira|capim-santo|capim-limao|boldo|cha verde)/,
    label: "ervas",
    colors: ["#4d7c0f", "#a3e635"],
    shape: "leaf",
    tint: ["#c9bf5e", 5],
  },
  { match: /^erva-doce/, label: "erva-doce", colors: ["#84cc16", "#d9f99d"], shape: "dust", tint: ["#d8c27a", 5] },
  { match: /^erva[- ]mate|^cha\b/, label: "erva-mate", colors: ["#65a30d", "#a3e635"], shape: "dust", tint: ["#b45309", 6] },
  { match: /^suco de uva|^uva(?!-passa)\b|^vinho/, label: "uvas", colors: ["#6b21a8", "#a855f7"], shape: "berry", tint: ["#7e1d4f", 7] },
  {
    match: /^suco de laranja|^laranja|^(casca|raspa) de laranja/,
    label: "laranja",
    colors: ["#f97316", "#fdba74"],
    shape: "slice",
    tint: ["#fb923c", 4],
  },
  { match: /^(suco|polpa) de maracuja|^maracuja/, label: "maracujá", colors: ["#eab308", "#4a2a0a"], shape: "slice", tint: ["#facc15", 7] },
  { match: /^leite condensado/, label: "leite condensado", colors: ["#fef3c7", "#fde68a"], shape: "dust", tint: ["#fdf0c4", 2] },
  { match: /^leite de coco/, label: "leite de coco", colors: ["#fefce8", "#fef9c3"], shape: "dust", tint: ["#fbf3dc", 2] },
  { match: /^leite vegetal|^leite\b/, label: "leite", colors: ["#fffbeb", "#fef3c7"], shape: "dust", tint: ["#fbf4e4", 1] },
  {
    match: /^creme de leite|^requeijao|^nata|^chantil/,
    label: "creme",
    colors: ["#fffbeb", "#fef3c7"],
    shape: "dust",
    tint: ["#f6ead0", 2],
  },
  { match: /^polpa de acai|^acai/, label: "açaí", colors: ["#3b0764", "#6b21a8"], shape: "berry", tint: ["#4c1d5e", 10] },
  { match: /^azeite de dende|^dende/, label: "dendê", colors: ["#ea580c", "#f97316"], shape: "dust", tint: ["#e8641b", 8] },
  { match: /^chocolate granulado|^granulado/, label: "granulado", colors: ["#3b1d0e", "#5b2e12"], shape: "dust", garnish: true },
  { match: /^chocolate|^cacau/, label: "chocolate", colors: ["#4a2511", "#6b3a1c"], shape: "dust", tint: ["#5a2d14", 8] },
  { match: /^mel\b/, label: "mel", colors: ["#d97706", "#fbbf24"], shape: "dust", tint: ["#e2a23a", 3] },
  { match: /^tucupi/, label: "tucupi", colors: ["#eab308", "#fde047"], shape: "dust", tint: ["#e8b923", 8] },
  { match: /^pasta de amendoim/, label: "amendoim", colors: ["#b7793a", "#d99a4e"], shape: "dust", tint: ["#b9793b", 5] },
  { match: /^geleia/, label: "geleia", colors: ["#be123c", "#e11d48"], shape: "dust", tint: ["#c81e4a", 5] },
  { match: /^rapadura/, label: "rapadura", colors: ["#92400e", "#b45309"], shape: "cube", tint: ["#a1581f", 5] },
  { match: /^iogurte/, label: "iogurte", colors: ["#fffbeb", "#fef3c7"], shape: "dust", tint: ["#f8f1e2", 1] },
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
  { match: /^biscoito|^bolacha/, label: "biscoito", colors: ["#d6a35c", "#f3d9a4"], shape: "flake", tint: ["#d9ac72", 3] },
  { match: /^trigo/, label: "trigo", colors: ["#c99a5b", "#efd9b0"], shape: "grain" },
  { match: /^sagu/, label: "sagu", colors: ["#f5f5f4", "#d6d3d1"], shape: "pea" },
  { match: /^pao\b|^paes\b/, label: "pão", colors: ["#d08a3c", "#f6e3bd"], shape: "cube", tint: ["#dca15e", 3] },
  { match: /^aveia|^granola/, label: "aveia", colors: ["#d6b27a", "#efd9b0"], shape: "flake", tint: ["#e9d6b3", 3] },
  { match: /^milho branco|^canjica/, label: "canjica", colors: ["#fffbeb", "#fde68a"], shape: "pea" },
  { match: /^espiga de milho|^milho/, label: "milho", colors: ["#facc15", "#fde047"], shape: "pea", tint: ["#f7d54a", 4] },
  { match: /^ervilha/, label: "ervilhas", colors: ["#65a30d", "#a3e635"], shape: "pea" },
  { match: /^massa de lasanha|^massa para|^massa folhada/, colors: ["#fbe6a6", "#fbe6a6"], shape: "dust", hidden: true },
  {
    match: /^espaguete|^macarrao|^massa|^talharim|^penne|^nhoque|^parafuso|^capeletti|^agnolini|^fusilli/,
    label: "massa",
    colors: ["#e3a82f", "#fbe6a6"],
    shape: "strand",
    tint: ["#f7d77c", 3],
  },
  // Meat, fish and eggs.
  { match: /^camarao/, label: "camarões", colors: ["#fb7185", "#fdba74"], shape: "shrimp" },
  {
    match: /^caranguejo|^pinca de caranguejo|^siri|^mexilhao|^sururu/,
    label: "frutos do mar",
    colors: ["#ea580c", "#fed7aa"],
    shape: "shrimp",
  },
  {
    match:
      /^robalo|^peixe|^tilapia|^file de (tilapia|peixe|merluza|pescada|salmao|pirarucu|tucunare|tambaqui|pacu|filhote)|^salmao|^merluza|^bacalhau|^pescada|^sardinha|^posta|^pintado|^pirarucu|^tambaqui|^tucunare|^filhote|^dourado|^pacu|^surubim|^tainha|^anchova|^piranha|^jaraqui|^costel(a|inha) de (pacu|tambaqui|peixe)|^lambari|^atum|^cacao\b/,
    label: "peixe",
    colors: ["#f8e2bd", "#d9a566"],
    shape: "fish",
  },
  { match: /^coxa|^sobrecoxa/, label: "frango", colors: ["#c2763a", "#e8a464"], shape: "drumstick" },
  { match: /^asa|^asinha/, label: "frango", colors: ["#c2763a", "#e8a464"], shape: "drumstick" },
  { match: /^figado|^bife de figado/, label: "fígado", colors: ["#5c1a1a", "#8b3a3a"], shape: "cube" },
  {
    match: /^peito de frango|^file de (peito|frango)|^frango|^coracao de frango/,
    label: "frango",
    colors: ["#e8b27a", "#f6d3a8"],
    shape: "cube",
  },
  { match: /^presunto|^mortadela|^salame/, label: "frios", colors: ["#f9a8d4", "#fce7f3"], shape: "slice" },
  { match: /^salsicha/, label: "salsicha", colors: ["#c2410c", "#fb923c"], shape: "slice" },
  { match: /^linguica|^paio|^calabresa/, label: "linguiça", colors: ["#9a3412", "#c2410c"], shape: "slice" },
  { match: /^bacon|^toucinho/, label: "bacon", colors: ["#be5a4a", "#f5c4b8"], shape: "cube" },
  {
    match:
      /^carne-seca|^charque|^costela|^costelinha|^lombo|^orelha|^bisteca|^acem|^patinho|^carne|^file mignon|^alcatra|^musculo|^bife|^contrafile|^picanha|^fraldinha|^lagarto|^cupim|^maminha|^pernil|^hamburguer|^proteina de soja/,
    label: "carne",
    colors: ["#7c2d12", "#a4532b"],
    shape: "cube",
  },
  { match: /^gema|^ovo/, label: "ovo", colors: ["#fffdf5", "#f59e0b"], shape: "egg", tint: ["#f7c948", 2] },
  // Cheese.
  { match: /^queijo (mucarela|prato)/, label: "queijo", colors: ["#fde68a", "#fbbf24"], shape: "cube", tint: ["#f6cf6a", 3] },
  { match: /^tofu/, label: "tofu", colors: ["#fefce8", "#e7e5e4"], shape: "cube" },
  { match: /^queijo|^ricota/, label: "queijo", colors: ["#fef3c7", "#fcd34d"], shape: "cube" },
  // Vegetables and fruit.
  { match: /^tomate-cereja/, label: "tomates-cereja", colors: ["#dc2626", "#f87171"], shape: "berry" },
  { match: /^tomate/, label: "tomate", colors: ["#dc2626", "#fca5a5"], shape: "slice", tint: ["#d9432f", 1] },
  { match: /^pimentao vermelho/, label: "pimentões", colors: ["#dc2626", "#ef4444"], shape: "ring" },
  { match: /^pimentao amarelo/, label: "pimentões", colors: ["#eab308", "#facc15"], shape: "ring" },
  { match: /^pimentao/, label: "pimentões", colors: ["#15803d", "#22c55e"], shape: "ring" },
  {
    match: /^pimenta dedo|^pimenta calabresa|^pimenta biquinho|^pimenta[- ]de[- ]cheiro|^pimenta (malagueta|bode|siria)/,
    label: "pimenta",
    colors: ["#dc2626", "#f87171"],
    shape: "bit",
    garnish: true,
  },
  { match: /^cebola roxa/, label: "cebola roxa", colors: ["#9d174d", "#f9a8d4"], shape: "ring" },
  { match: /^cebola\b/, colors: ["#fef9c3", "#fde68a"], shape: "ring", hidden: true },
  { match: /^cenoura/, label: "cenoura", colors: ["#ea580c", "#fb923c"], shape: "slice", tint: ["#f07a2a", 2] },
  { match: /^beterraba/, label: "beterraba", colors: ["#9f1239", "#e11d48"], shape: "slice", tint: ["#a3153f", 6] },
  { match: /^repolho roxo/, label: "repolho roxo", colors: ["#7e22ce", "#d8b4fe"], shape: "strand" },
  { match: /^repolho|^acelga/, label: "repolho", colors: ["#a3e635", "#ecfccb"], shape: "strand", side: true },
  { match: /^abobora|^moranga|^jerimum/, label: "abóbora", colors: ["#ea580c", "#fdba74"], shape: "cube", tint: ["#f08a2c", 6] },
  { match: /^mandioquinha|^batata-doce|^batata/, label: "batata", colors: ["#fcd34d", "#fef3c7"], shape: "cube" },
  { match: /^cara\b|^inhame/, label: "inhame", colors: ["#f5f0e6", "#a8825a"], shape: "cube", tint: ["#efe6d2", 2] },
  { match: /^fruta-pao/, label: "fruta-pão", colors: ["#fef3c7", "#84a33a"], shape: "cube", tint: ["#f3e6b4", 2] },
  { match: /^pupunha|^tucuma/, label: "pupunha", colors: ["#ea580c", "#fdba74"], shape: "slice", tint: ["#f08a3a", 5] },
  { match: /^pinhao/, label: "pinhão", colors: ["#7c3a1d", "#e9c79a"], shape: "nut" },
  { match: /^mandioca|^aipim|^macaxeira/, label: "mandioca", colors: ["#fef3c7", "#fde68a"], shape: "cube", tint: ["#f6e7b8", 2] },
  { match: /^chuchu/, label: "chuchu", colors: ["#65a30d", "#ecfccb"], shape: "cube" },
  { match: /^pepino/, label: "pepino", colors: ["#166534", "#bbf7d0"], shape: "slice" },
  { match: /^abobrinha/, label: "abobrinha", colors: ["#3f6212", "#d9f99d"], shape: "slice" },
  { match: /^maxixe|^jilo/, label: "maxixe", colors: ["#4d7c0f", "#d9f99d"], shape: "slice" },
  { match: /^berinjela/, label: "berinjela", colors: ["#581c87", "#e9d5ff"], shape: "slice" },
  { match: /^vagem|^quiabo/, label: "quiabo", colors: ["#4d7c0f", "#a3e635"], shape: "pea" },
  { match: /^brocolis/, label: "brócolis", colors: ["#15803d", "#4ade80"], shape: "berry" },
  { match: /^champignon|^cogumelo/, label: "cogumelos", colors: ["#d6c2a8", "#8b6b4a"], shape: "slice" },
  { match: /^palmito|^guariroba|^gueroba/, label: "palmito", colors: ["#fefce8", "#ecfccb"], shape: "slice" },
  { match: /^azeitona/, label: "azeitonas", colors: ["#3f6212", "#65a30d"], shape: "ring", garnish: true },
  { match: /^folha de couve|^couve/, label: "couve", colors: ["#15803d", "#4ade80"], shape: "strand", side: true, tint: ["#4f9a3a", 4] },
  {
    match: /^alface|^rucula|^agriao|^espinafre|^chicoria|^almeirao|^ora-pro-nobis|^taioba/,
    label: "folhas",
    colors: ["#65a30d", "#bef264"],
    shape: "leaf",
    side: true,
  },
  { match: /^talo de salsao|^salsao|^aipo/, label: "salsão", colors: ["#65a30d", "#bef264"], shape: "slice" },
  { match: /^banana/, label: "banana", colors: ["#fde047", "#fef9c3"], shape: "slice", tint: ["#f2d88a", 3] },
  { match: /^abacate/, label: "abacate", colors: ["#4d7c0f", "#d9f99d"], shape: "cube", tint: ["#b5cf6b", 5] },
  { match: /^maca\b/, label: "maçã", colors: ["#dc2626", "#fef2f2"], shape: "slice" },
  { match: /^mamao/, label: "mamão", colors: ["#f97316", "#fdba74"], shape: "cube" },
  { match: /^manga/, label: "manga", colors: ["#f59e0b", "#fcd34d"], shape: "cube" },
  // The fruits of the cerrado, the north and the south: their pulp colours a juice or a doce.
  { match: /^goiaba/, label: "goiaba", colors: ["#f43f5e", "#bbf7d0"], shape: "slice", tint: ["#f2708e", 6] },
  { match: /^cupuacu/, label: "cupuaçu", colors: ["#f3e2b0", "#8a5a2e"], shape: "cube", tint: ["#ead49a", 6] },
  { match: /^graviola|^pinha|^ata\b/, label: "graviola", colors: ["#f5f5ec", "#3f6212"], shape: "cube", tint: ["#e6e6cf", 5] },
  { match: /^pessego/, label: "pêssego", colors: ["#fb923c", "#fed7aa"], shape: "slice", tint: ["#f9a86a", 5] },
  { match: /^figo/, label: "figo", colors: ["#7e22ce", "#f9a8d4"], shape: "slice", tint: ["#8b3a62", 5] },
  { match: /^ameixa/, label: "ameixa", colors: ["#6b21a8", "#facc15"], shape: "slice", tint: ["#8e2a5c", 6] },
  { match: /^jabuticaba/, label: "jabuticaba", colors: ["#1e1b4b", "#581c87"], shape: "berry", tint: ["#4a1942", 7] },
  { match: /^pitanga|^acerola|^cereja/, label: "acerola", colors: ["#dc2626", "#f97316"], shape: "berry", tint: ["#e0452e", 7] },
  { match: /^tamarindo/, label: "tamarindo", colors: ["#78350f", "#b45309"], shape: "slice", tint: ["#9a5b2a", 6] },
  { match: /^caju/, label: "caju", colors: ["#f59e0b", "#dc2626"], shape: "slice", tint: ["#f2b04a", 5] },
  { match: /^buriti/, label: "buriti", colors: ["#c2410c", "#f97316"], shape: "cube", tint: ["#e0631f", 7] },
  { match: /^(farinha de )?bocaiuva/, label: "bocaiuva", colors: ["#eab308", "#fde68a"], shape: "dust", tint: ["#e8b83a", 6] },
  {
    match: /^cagaita|^umbu|^caja|^tapereba|^carambola/,
    label: "frutas",
    colors: ["#facc15", "#d9f99d"],
    shape: "slice",
    tint: ["#eedc5a", 5],
  },
  { match: /^guavira|^mangaba|^murici|^bacuri/, label: "frutas", colors: ["#ca8a04", "#fde68a"], shape: "berry", tint: ["#e4c25a", 5] },
  { match: /^baru/, label: "baru", colors: ["#92400e", "#d99a4e"], shape: "nut", garnish: true, tint: ["#c9a27a", 4] },
  { match: /^tangerina|^mexerica|^bergamota/, label: "tangerina", colors: ["#f97316", "#fed7aa"], shape: "slice", tint: ["#f9953a", 5] },
  { match: /^kiwi/, label: "kiwi", colors: ["#65a30d", "#ecfccb"], shape: "slice", tint: ["#9cc35a", 5] },
  { match: /^pera\b/, label: "pera", colors: ["#d9f99d", "#a16207"], shape: "slice", tint: ["#eaf0c0", 3] },
  { match: /^melancia/, label: "melancia", colors: ["#f43f5e", "#15803d"], shape: "cube", tint: ["#f0566e", 6] },
  { match: /^melao/, label: "melão", colors: ["#fde68a", "#a3e635"], shape: "cube", tint: ["#f3e3a0", 4] },
  { match: /^jaca/, label: "jaca", colors: ["#facc15", "#fef3c7"], shape: "cube", tint: ["#f1d36a", 4] },
  { match: /^jambu/, label: "jambu", colors: ["#15803d", "#4ade80"], shape: "leaf", garnish: true },
  { match: /^abacaxi/, label: "abacaxi", colors: ["#facc15", "#fef08a"], shape: "cube" },
  { match: /^morango/, label: "morangos", colors: ["#e11d48", "#fda4af"], shape: "berry", garnish: true },
  { match: /^limao|^casca de limao/, label: "limão", colors: ["#65a30d", "#d9f99d"], shape: "slice", garnish: true, tint: ["#e3f0b8", 1] },
  { match: /^pequi/, label: "pequi", colors: ["#f59e0b", "#fde68a"], shape: "berry" },
  { match: /^gengibre/, label: "gengibre", colors: ["#d6b27a", "#f3e0b8"], shape: "slice" },
  { match: /^coco/, label: "coco", colors: ["#fffdf7", "#cdbb98"], shape: "flake", garnish: true, tint: ["#fbf5e6", 2] },
  { match: /^uva-passa|^passas/, label: "uvas-passas", colors: ["#3b0764", "#6b21a8"], shape: "pea", garnish: true },
  {
    match: /^amendoim|^castanha|^nozes|^sementes?\b|^linhaca|^chia|^pacoca/,
    label: "castanhas",
    colors: ["#d99a4e", "#f7d9a8"],
    shape: "nut",
    garnish: true,
  },
  { match: /^canela em pau/, label: "canela", colors: ["#92400e", "#b45309"], shape: "stick", garnish: true },
  { match: /^canela/, label: "canela", colors: ["#92400e", "#b45309"], shape: "dust", garnish: true },
  { match: /^gelo/, label: "gelo", colors: ["#e0f2fe", "#ffffff"], shape: "ice", garnish: true },
  // Herbs.
  herb("coentro", /^coentro/),
  herb("cheiro-verde", /^cheiro-verde/),
  herb("salsinha", /^salsinha|^salsa\b/),
  herb("cebolinha", /^cebolinha/, ["#15803d", "#4ade80"]),
  herb("alecrim", /^alecrim|^tomilho|^salvia|^endro/),
  herb("gergelim", /^gergelim/, ["#fef3c7", "#d6b27a"]),
  { match: /^alcaparra/, label: "alcaparras", colors: ["#4d7c0f", "#65a30d"], shape: "pea", garnish: true },
  { match: /^hortela|^ramo de hortela|^folha de hortela/, label: "hortelã", colors: ["#15803d", "#4ade80"], shape: "leaf", garnish: true },
  { match: /^manjericao|^folha de manjericao/, label: "manjericão", colors: ["#166534", "#22c55e"], shape: "leaf", garnish: true },
];

/** The look of an ingredient, by its name; undefined when the table does not know it. */
export function lookOf(name: string): IngredientLook | undefined {
  const folded = fold(name.trim());
  const find = (text: string) => ingredientLooks.find((look) => look.match.test(text));
  // "lata de milho verde", "ramo de alecrim": the thing, not its packaging.
  return find(folded) ?? find(folded.replace(/^(lata|caixinha|pote|vidro|fatias?|ramo|folhas?|raspas?|polpa|xicara) de /, ""));
}
