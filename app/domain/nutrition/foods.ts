/**
 * Our own table beside TACO: which TACO food an ingredient is, as our catalogue and the
 * model write it, and the kitchen measures the TACO book does not have (the weight of
 * one egg, one clove of garlic, one medium onion; the weight of a cup of what the
 * spec's reference data in units.ts does not cover).
 *
 * - `food`: the TACO food (number and description, checked against the CSV by a test),
 *   "water" (water and ice: matched, no nutrients), or null when TACO has no such food
 *   (most spices and dried herbs): listed as not counted, its weight still in the mass.
 *   The raw state is chosen unless the ingredient is bought or used cooked.
 * - `factor`: grams of the TACO food per gram of the ingredient as written, when the two
 *   differ: the edible part of a cut weighed with its bone, the dilution of a powder the
 *   table has instead of the liquid, the infusion that coffee grounds or yerba mate make.
 * - `unitGrams`: one medium "unidade", edible part, in grams. Our estimates, from
 *   typical Brazilian market sizes; "pequeno" and "grande" scale them (ingredient-name.ts).
 * - `cupGrams`: grams in a 240 ml cup, for foods units.ts has no density or cup weight
 *   for (where it has one, spec 9 wins: a test checks it). Our estimates.
 * - `note`: shown in the breakdown when the TACO food stands in for something it is not.
 *
 * Names are written as a cook writes them; they are normalised like the ingredients
 * (ingredient-name.ts), so plurals, accents and hyphens need no second entry.
 */

export interface TacoRef {
  id: number;
  /** The food's description in the CSV: a test keeps the number honest. */
  description: string;
}

export interface FoodEntry {
  names: readonly string[];
  food: TacoRef | "water" | null;
  factor?: number;
  unitGrams?: number;
  cupGrams?: number;
  note?: string;
  /**
   * A salted food a recipe usually soaks before cooking (bacalhau, carne seca, charque):
   * the share of its sodium left after desalting (desalting.ts; sources there and in
   * decision 030), applied when the recipe desalts it.
   */
  desalted?: { sodiumKept: number; always: boolean };
  /** Sodium per 100 g where the food differs from its TACO stand-in in salt only (carne de sol). */
  sodiumPer100g?: number;
  /** Deep-frying oil: only what the fried food absorbs is counted (frying.ts, decision 030). */
  frying?: true;
}

const taco = (id: number, description: string): TacoRef => ({ id, description });

/** Volume of loose leaves, chopped herbs, ground spices. */
const herbsCup = 40;
const spicesCup = 110;

const notInTaco = "Não está na TACO.";

/**
 * Sodium left after desalting, per gram of the salted food as weighed before soaking.
 * - Bacalhau: TACO's own pair "Bacalhau, salgado, cru" (13 585 mg of sodium, 29 g of protein
 *   per 100 g) and "Bacalhau, salgado, refogado" (1 256 mg, 24 g), the latter desalted before
 *   cooking: per gram of protein (which soaking does not remove) 11 % of the sodium is left.
 *   Derived by us from TACO (4th ed., NEPA/UNICAMP 2011), not a published figure as such.
 * - Carne seca, charque, jabá, carne de sol: Vasconcelos et al., "Consumo de charque e técnicas
 *   de dessalga adotadas por uma população de hipertensos da região nordeste do Brasil",
 *   Rev. Nutr. 23(5), 2010 (SciELO S1415-52732010000500012): the best home technique (boiling
 *   twice, washing once) removed 57 % of the chlorides, TACO's own technique 75 %. We keep the
 *   home figure, 43 % left: a cook's desalting, and a figure that errs high.
 */
const bacalhauSodiumKept = 0.11;
const saltedMeatSodiumKept = 0.43;

export const foodEntries: readonly FoodEntry[] = [
  // Water and ice: matched, nothing to count.
  { names: ["água", "água filtrada", "água mineral", "água com gás", "água de torneira"], food: "water" },
  { names: ["gelo", "gelo picado", "cubos de gelo", "pedra de gelo"], food: "water", cupGrams: 140, unitGrams: 25 },
  {
    names: ["caldo de legumes", "caldo de legumes caseiro", "caldo caseiro de legumes"],
    food: "water",
    cupGrams: 240,
    note: "Caldo caseiro de legumes: quase só água; contado como água.",
  },

  // Cereals, flours, starches, pasta.
  { names: ["arroz", "arroz branco", "arroz tipo 1", "arroz agulhinha", "arroz polido"], food: taco(4, "Arroz, tipo 1, cru") },
  { names: ["arroz cozido", "arroz branco cozido"], food: taco(3, "Arroz, tipo 1, cozido") },
  { names: ["arroz integral"], food: taco(2, "Arroz, integral, cru") },
  { names: ["arroz integral cozido"], food: taco(1, "Arroz, integral, cozido") },
  { names: ["aveia", "aveia em flocos", "flocos de aveia", "farinha de aveia"], food: taco(7, "Aveia, flocos, crua") },
  { names: ["farinha", "farinha de trigo", "farinha de trigo branca", "farinha de trigo tipo 1"], food: taco(35, "Farinha, de trigo") },
  { names: ["farinha de rosca", "farinha panko", "panko"], food: taco(34, "Farinha, de rosca"), cupGrams: 110 },
  {
    names: ["farinha de milho", "farinha de milho flocada", "flocão", "flocão de milho", "farinha de cuscuz"],
    food: taco(33, "Farinha, de milho, amarela"),
    cupGrams: 100,
  },
  { names: ["fubá", "fubá de milho", "fubá mimoso"], food: taco(43, "Milho, fubá, cru"), cupGrams: 140 },
  { names: ["amido de milho", "maisena", "maizena"], food: taco(42, "Milho, amido, cru"), cupGrams: 130 },
  {
    names: ["milho verde", "grão de milho verde", "milho"],
    food: taco(44, "Milho, verde, cru"),
    cupGrams: 160,
    unitGrams: 100,
    note: "Uma espiga rende cerca de 100 g de grãos.",
  },
  {
    names: ["espiga de milho verde", "espiga de milho", "espiga de milho verde com palha"],
    food: taco(44, "Milho, verde, cru"),
    unitGrams: 100,
  },
  {
    names: ["milho verde em conserva", "milho em conserva", "milho verde enlatado", "lata de milho verde"],
    food: taco(45, "Milho, verde, enlatado, drenado"),
    cupGrams: 160,
    unitGrams: 170,
  },
  {
    names: ["milho branco para canjica", "milho para canjica", "milho de canjica", "canjica", "canjica branca"],
    food: taco(19, "Canjica, branca, crua"),
    cupGrams: 190,
  },
  {
    names: [
      "macarrão",
      "espaguete",
      "espaguete sem ovo",
      "macarrão sem ovo",
      "penne",
      "parafuso",
      "talharim",
      "massa",
      "massa seca",
      "macarrão de trigo",
    ],
    food: taco(40, "Macarrão, trigo, cru"),
  },
  {
    names: ["macarrão com ovo", "espaguete com ovo", "talharim com ovo", "massa com ovo"],
    food: taco(41, "Macarrão, trigo, cru, com ovos"),
  },
  {
    names: ["massa de lasanha", "massa para lasanha", "lasanha"],
    food: taco(41, "Macarrão, trigo, cru, com ovos"),
    note: "Massa seca de lasanha, contada como macarrão com ovos cru.",
  },
  { names: ["massa fresca de lasanha", "massa de lasanha fresca"], food: taco(38, "Lasanha, massa fresca, crua") },
  { names: ["pão francês", "pão de sal", "pãozinho"], food: taco(53, "Pão, trigo, francês"), unitGrams: 50 },
  { names: ["baguete", "pão baguete"], food: taco(53, "Pão, trigo, francês"), note: "Contada como pão francês." },
  { names: ["agnolini", "sagu", "sagu de mandioca"], food: null, note: notInTaco },
  {
    names: ["pão de forma integral", "fatia de pão de forma integral", "pão integral"],
    food: taco(52, "Pão, trigo, forma, integral"),
    unitGrams: 25,
  },
  {
    names: ["pão de forma", "fatia de pão de forma", "pão de forma tradicional"],
    food: taco(52, "Pão, trigo, forma, integral"),
    unitGrams: 25,
    note: "A TACO não tem o pão de forma branco: contado como o integral.",
  },
  { names: ["torrada"], food: taco(63, "Torrada, pão francês"), unitGrams: 10 },
  { names: ["biscoito maisena", "bolacha maisena", "biscoito de maisena"], food: taco(8, "Biscoito, doce, maisena"), unitGrams: 5 },
  {
    names: ["biscoito cream cracker", "bolacha cream cracker", "cream cracker"],
    food: taco(13, "Biscoito, salgado, cream cracker"),
    unitGrams: 7,
  },
  { names: ["polvilho doce", "fécula de mandioca", "polvilho"], food: taco(146, "Polvilho, doce"), cupGrams: 150 },
  {
    names: ["polvilho azedo"],
    food: taco(146, "Polvilho, doce"),
    cupGrams: 150,
    note: "A TACO só tem o polvilho doce; o azedo é o mesmo amido, fermentado.",
  },
  {
    names: ["goma de tapioca", "goma de tapioca hidratada", "goma para tapioca", "tapioca"],
    food: taco(124, "Fécula, de mandioca"),
    cupGrams: 190,
    note: "Contada como fécula de mandioca seca: a goma hidratada tem mais água, o valor real é um pouco menor.",
  },
  {
    names: ["granola", "granola sem mel", "granola sem açúcar", "granola tradicional"],
    food: taco(7, "Aveia, flocos, crua"),
    cupGrams: 100,
    note: "A TACO não tem granola: contada como aveia em flocos (a granola tem ainda açúcar e castanhas).",
  },

  // Vegetables.
  {
    names: ["abóbora", "abóbora cabotiá", "abóbora cabotian", "abóbora japonesa", "abóbora kabotiá"],
    food: taco(65, "Abóbora, cabotian, crua"),
    cupGrams: 140,
  },
  { names: ["abóbora de pescoço", "abóbora pescoço"], food: taco(69, "Abóbora, pescoço, crua"), cupGrams: 140 },
  { names: ["abóbora moranga", "moranga"], food: taco(67, "Abóbora, moranga, crua"), cupGrams: 140 },
  {
    names: ["abobrinha", "abobrinha italiana", "abobrinha verde"],
    food: taco(71, "Abobrinha, italiana, crua"),
    unitGrams: 250,
    cupGrams: 130,
  },
  { names: ["acelga"], food: taco(74, "Acelga, crua") },
  { names: ["agrião"], food: taco(75, "Agrião, cru") },
  { names: ["aipo", "salsão", "talo de salsão", "talo de aipo"], food: taco(76, "Aipo, cru"), unitGrams: 40 },
  { names: ["alface", "alface crespa", "folha de alface"], food: taco(78, "Alface, crespa, crua"), unitGrams: 10 },
  { names: ["alface americana"], food: taco(77, "Alface, americana, crua"), unitGrams: 10 },
  { names: ["alho", "dente de alho", "alho amassado"], food: taco(82, "Alho, cru"), unitGrams: 4, cupGrams: 135 },
  { names: ["cabeça de alho"], food: taco(82, "Alho, cru"), unitGrams: 40 },
  { names: ["alho poró", "alho porró"], food: taco(83, "Alho-poró, cru"), unitGrams: 150 },
  {
    names: ["batata", "batata inglesa", "batata asterix", "batata monalisa"],
    food: taco(92, "Batata, inglesa, crua"),
    unitGrams: 150,
    cupGrams: 150,
  },
  { names: ["batata doce"], food: taco(89, "Batata, doce, crua"), unitGrams: 200, cupGrams: 150 },
  { names: ["mandioquinha", "batata baroa", "batata salsa"], food: taco(87, "Batata, baroa, crua"), unitGrams: 100 },
  {
    names: ["batata palha"],
    food: taco(90, "Batata, frita, tipo chips, industrializada"),
    cupGrams: 45,
    note: "Contada como batata frita industrializada (chips).",
  },
  { names: ["berinjela"], food: taco(96, "Berinjela, crua"), unitGrams: 300 },
  { names: ["beterraba"], food: taco(98, "Beterraba, crua"), unitGrams: 150 },
  {
    names: ["brócolis", "brócolis ninja", "brócolis comum", "buquê de brócolis"],
    food: taco(101, "Brócolis, cru"),
    unitGrams: 300,
    cupGrams: 90,
  },
  { names: ["cebola", "cebola branca", "cebola amarela"], food: taco(107, "Cebola, crua"), unitGrams: 120, cupGrams: 150 },
  { names: ["cebola roxa"], food: taco(107, "Cebola, crua"), unitGrams: 120, cupGrams: 150, note: "Contada como cebola comum." },
  { names: ["cebolinha", "cebolinha verde", "talo de cebolinha"], food: taco(108, "Cebolinha, crua"), unitGrams: 5, cupGrams: herbsCup },
  { names: ["cenoura"], food: taco(110, "Cenoura, crua"), unitGrams: 120, cupGrams: 130 },
  { names: ["chuchu"], food: taco(113, "Chuchu, cru"), unitGrams: 200 },
  {
    names: ["couve", "couve manteiga", "folha de couve", "folha de couve manteiga"],
    food: taco(115, "Couve, manteiga, crua"),
    unitGrams: 25,
    cupGrams: 35,
  },
  { names: ["couve flor"], food: taco(117, "Couve-flor, crua"), unitGrams: 500, cupGrams: 100 },
  { names: ["espinafre", "folha de espinafre"], food: taco(119, "Espinafre, Nova Zelândia, cru"), unitGrams: 5, cupGrams: 30 },
  { names: ["mandioca", "aipim", "macaxeira"], food: taco(130, "Mandioca, crua") },
  {
    names: ["farinha de mandioca", "farinha de mandioca crua", "farinha d'água"],
    food: taco(121, "Farinha, de mandioca, crua"),
    cupGrams: 150,
  },
  { names: ["farinha de mandioca torrada"], food: taco(122, "Farinha, de mandioca, torrada"), cupGrams: 150 },
  { names: ["pepino", "pepino comum"], food: taco(142, "Pepino, cru"), unitGrams: 200 },
  { names: ["pepino japonês"], food: taco(142, "Pepino, cru"), unitGrams: 150 },
  { names: ["pimentão", "pimentão verde"], food: taco(144, "Pimentão, verde, cru"), unitGrams: 150 },
  { names: ["pimentão amarelo"], food: taco(143, "Pimentão, amarelo, cru"), unitGrams: 150 },
  { names: ["pimentão vermelho"], food: taco(145, "Pimentão, vermelho, cru"), unitGrams: 150 },
  { names: ["quiabo"], food: taco(147, "Quiabo, cru"), unitGrams: 12 },
  { names: ["rabanete"], food: taco(148, "Rabanete, cru"), unitGrams: 20 },
  { names: ["repolho", "repolho branco", "repolho verde"], food: taco(149, "Repolho, branco, cru"), cupGrams: 70 },
  { names: ["repolho roxo"], food: taco(150, "Repolho, roxo, cru"), cupGrams: 70 },
  { names: ["rúcula", "folha de rúcula"], food: taco(152, "Rúcula, crua"), cupGrams: 20 },
  { names: ["salsa", "salsinha"], food: taco(153, "Salsa, crua"), cupGrams: herbsCup, unitGrams: 5 },
  {
    names: ["cheiro verde"],
    food: taco(153, "Salsa, crua"),
    cupGrams: herbsCup,
    unitGrams: 10,
    note: "Salsa e cebolinha, contadas como salsa.",
  },
  {
    names: ["coentro", "folha de coentro", "ramo de coentro"],
    food: taco(153, "Salsa, crua"),
    cupGrams: herbsCup,
    unitGrams: 5,
    note: "A TACO só tem o coentro desidratado; o fresco é contado como salsa.",
  },
  { names: ["manjericão", "folha de manjericão", "ramo de manjericão"], food: taco(133, "Manjericão, cru"), cupGrams: 25, unitGrams: 0.5 },
  {
    names: ["tomate", "tomate italiano", "tomate débora", "tomate carmem", "tomate comum"],
    food: taco(157, "Tomate, com semente, cru"),
    unitGrams: 110,
    cupGrams: 180,
  },
  {
    names: ["tomate cereja", "tomatinho"],
    food: taco(157, "Tomate, com semente, cru"),
    unitGrams: 15,
    cupGrams: 150,
    note: "Contado como tomate comum.",
  },
  { names: ["extrato de tomate", "massa de tomate"], food: taco(158, "Tomate, extrato"), cupGrams: 260 },
  {
    names: ["molho de tomate", "molho de tomate pronto", "molho de tomate caseiro", "molho de tomate industrializado"],
    food: taco(159, "Tomate, molho industrializado"),
    cupGrams: 250,
  },
  { names: ["passata de tomate", "polpa de tomate", "purê de tomate", "tomate pelado"], food: taco(160, "Tomate, purê"), cupGrams: 250 },
  { names: ["vagem", "vagem macarrão"], food: taco(162, "Vagem, crua"), cupGrams: 110 },
  {
    names: ["palmito", "palmito em conserva", "palmito pupunha", "palmito pupunha em conserva"],
    food: taco(139, "Palmito, pupunha, em conserva"),
    cupGrams: 150,
  },
  { names: ["palmito juçara"], food: taco(138, "Palmito, juçara, em conserva"), cupGrams: 150 },
  {
    names: ["guariroba", "gueroba", "palmito de guariroba", "palmito amargo"],
    food: taco(139, "Palmito, pupunha, em conserva"),
    cupGrams: 150,
    note: "A TACO não tem guariroba: contada como palmito pupunha em conserva; a guariroba fresca não tem a salmoura, então o sódio real é menor.",
  },
  { names: ["ervilha", "ervilha fresca"], food: taco(559, "Ervilha, em vagem"), cupGrams: 150 },
  {
    names: ["ervilha em conserva", "ervilha enlatada", "lata de ervilha"],
    food: taco(560, "Ervilha, enlatada, drenada"),
    cupGrams: 160,
    unitGrams: 170,
  },
  { names: ["azeitona", "azeitona verde"], food: taco(521, "Azeitona, verde, conserva"), unitGrams: 4, cupGrams: 130 },
  { names: ["azeitona preta"], food: taco(520, "Azeitona, preta, conserva"), unitGrams: 4, cupGrams: 130 },
  {
    names: ["champignon", "champignon em conserva", "cogumelo em conserva"],
    food: taco(139, "Palmito, pupunha, em conserva"),
    cupGrams: 100,
    note: "A TACO não tem cogumelos: o champignon em conserva é contado como palmito em conserva, de composição parecida (pouca energia, salmoura).",
  },
  {
    // Full names first (match.ts): "champignon fresco" is this entry, "champignon" alone the canned one above.
    names: [
      "cogumelo",
      "cogumelo paris",
      "cogumelo fresco",
      "champignon fresco",
      "champignon paris fresco",
      "shimeji",
      "cogumelo shimeji",
      "shitake",
      "shiitake",
      "cogumelo shitake",
      "cogumelo shiitake",
      "cogumelo salteado",
      "cogumelo defumado na frigideira",
      "cogumelo portobello",
      "portobello",
    ],
    food: taco(101, "Brócolis, cru"),
    cupGrams: 100,
    unitGrams: 20,
    note: "A TACO não tem cogumelos: o cogumelo fresco é contado como brócolis cru, de composição parecida (cerca de 25 kcal, 3 g de proteína e quase nada de sódio por 100 g; cogumelo-de-paris cru: 22 kcal, 3,1 g, USDA FoodData Central).",
  },
  { names: ["gengibre", "gengibre ralado"], food: null, unitGrams: 10, cupGrams: 100, note: notInTaco },
  {
    names: ["pimenta dedo de moça", "pimenta de cheiro", "pimenta malagueta", "pimenta biquinho", "pimenta"],
    food: null,
    unitGrams: 8,
    note: notInTaco,
  },
  {
    names: ["hortelã", "folha de hortelã", "ramo de hortelã", "raminho de hortelã"],
    food: null,
    unitGrams: 0.5,
    cupGrams: herbsCup,
    note: notInTaco,
  },
  {
    names: ["alecrim", "ramo de alecrim", "tomilho", "ramo de tomilho", "sálvia", "endro", "dill"],
    food: null,
    unitGrams: 1,
    cupGrams: herbsCup,
    note: notInTaco,
  },
  {
    names: ["ora-pro-nóbis", "folha de ora-pro-nóbis", "jambu", "folha de jambu", "aspargo", "alcaparra", "radicchio", "radicci"],
    food: null,
    note: notInTaco,
  },
  // What a cook or a chat rewrite names for "some vegetables" (issue 21: a rewrite adds only foods).
  { names: ["legumes", "legumes variados", "legumes da estação", "verduras"], food: null, note: notInTaco },

  // Fruit.
  { names: ["abacate", "avocado"], food: taco(163, "Abacate, cru"), unitGrams: 300 },
  { names: ["cagaita", "guavira", "buriti", "polpa de buriti", "damasco", "damasco seco"], food: null, note: notInTaco },
  { names: ["abacaxi", "abacaxi pérola"], food: taco(164, "Abacaxi, cru"), unitGrams: 800, cupGrams: 165 },
  {
    names: ["polpa de açaí", "açaí", "polpa de açaí congelada", "açaí congelado"],
    food: taco(168, "Açaí, polpa, congelada"),
    unitGrams: 100,
    cupGrams: 240,
  },
  { names: ["acerola"], food: taco(169, "Acerola, crua"), unitGrams: 5 },
  { names: ["banana", "banana prata"], food: taco(182, "Banana, prata, crua"), unitGrams: 70, cupGrams: 150 },
  { names: ["banana nanica", "banana d'água", "banana caturra"], food: taco(179, "Banana, nanica, crua"), unitGrams: 100, cupGrams: 150 },
  { names: ["banana da terra"], food: taco(175, "Banana, da terra, crua"), unitGrams: 200 },
  { names: ["banana maçã"], food: taco(178, "Banana, maçã, crua"), unitGrams: 60 },
  { names: ["goiaba", "goiaba vermelha"], food: taco(200, "Goiaba, vermelha, com casca, crua"), unitGrams: 150 },
  { names: ["goiabada", "goiabada cascão"], food: taco(198, "Goiaba, doce em pasta") },
  { names: ["kiwi"], food: taco(207, "Kiwi, cru"), unitGrams: 75 },
  { names: ["laranja", "laranja pera", "laranja pêra"], food: taco(214, "Laranja, pêra, crua"), unitGrams: 140 },
  { names: ["laranja lima"], food: taco(212, "Laranja, lima, crua"), unitGrams: 140 },
  { names: ["suco de laranja", "suco de laranja natural"], food: taco(215, "Laranja, pêra, suco"), cupGrams: 240 },
  { names: ["limão", "limão taiti", "limão tahiti"], food: taco(220, "Limão, tahiti, cru"), unitGrams: 60 },
  { names: ["limão siciliano"], food: taco(220, "Limão, tahiti, cru"), unitGrams: 100, note: "Contado como limão-taiti." },
  { names: ["suco de limão"], food: taco(219, "Limão, galego, suco"), cupGrams: 240 },
  {
    names: ["casca de limão", "raspa de limão", "raspas de limão", "casca de laranja", "raspa de laranja"],
    food: taco(220, "Limão, tahiti, cru"),
    unitGrams: 5,
    cupGrams: 100,
    note: "As raspas, contadas como o limão.",
  },
  { names: ["maçã", "maçã fuji", "maçã gala"], food: taco(222, "Maçã, Fuji, com casca, crua"), unitGrams: 130 },
  { names: ["mamão", "mamão formosa"], food: taco(225, "Mamão, Formosa, cru"), unitGrams: 1000, cupGrams: 145 },
  { names: ["mamão papaia", "papaia"], food: taco(226, "Mamão, Papaia, cru"), unitGrams: 300, cupGrams: 145 },
  { names: ["manga", "manga tommy"], food: taco(231, "Manga, Tommy Atkins, crua"), unitGrams: 300, cupGrams: 165 },
  { names: ["manga palmer"], food: taco(229, "Manga, Palmer, crua"), unitGrams: 300, cupGrams: 165 },
  {
    names: ["maracujá", "maracujá azedo"],
    food: taco(232, "Maracujá, cru"),
    unitGrams: 50,
    note: "A polpa com sementes de um maracujá médio, cerca de 50 g.",
  },
  { names: ["polpa de maracujá", "polpa de maracujá congelada"], food: taco(233, "Maracujá, polpa, congelada"), unitGrams: 100 },
  {
    names: ["suco de maracujá concentrado", "suco concentrado de maracujá"],
    food: taco(234, "Maracujá, suco concentrado, envasado"),
    cupGrams: 250,
  },
  { names: ["melancia"], food: taco(235, "Melancia, crua"), cupGrams: 150 },
  { names: ["melão"], food: taco(236, "Melão, cru"), cupGrams: 160 },
  { names: ["morango"], food: taco(239, "Morango, cru"), unitGrams: 12, cupGrams: 150 },
  { names: ["pera", "pêra"], food: taco(243, "Pêra, Williams, crua"), unitGrams: 150 },
  { names: ["pêssego"], food: taco(244, "Pêssego, Aurora, cru"), unitGrams: 100 },
  {
    names: ["pequi"],
    food: taco(241, "Pequi, cru"),
    unitGrams: 20,
    note: "Só a polpa que se rói do caroço, cerca de 20 g por pequi.",
  },
  { names: ["tangerina", "mexerica", "poncã", "bergamota"], food: taco(251, "Tangerina, Poncã, crua"), unitGrams: 120 },
  {
    names: ["uva", "uva itália", "uva verde", "uva sem semente", "uva thompson"],
    food: taco(256, "Uva, Itália, crua"),
    unitGrams: 6,
    cupGrams: 150,
  },
  { names: ["uva rubi", "uva roxa"], food: taco(257, "Uva, Rubi, crua"), unitGrams: 6, cupGrams: 150 },
  {
    names: ["suco de uva", "suco de uva integral"],
    food: taco(258, "Uva, suco concentrado, envasado"),
    cupGrams: 250,
    note: "Contado como o suco de uva envasado da TACO.",
  },
  { names: ["uva passa", "passa"], food: null, cupGrams: 150, note: notInTaco },
  { names: ["coco", "coco fresco", "polpa de coco"], food: taco(590, "Coco, cru"), cupGrams: 80 },
  {
    names: ["coco ralado", "coco em floco", "coco seco ralado", "coco ralado sem açúcar"],
    food: taco(590, "Coco, cru"),
    cupGrams: 80,
    note: "A TACO só tem o coco cru; o coco seco ralado tem menos água e mais calorias.",
  },
  {
    names: ["leite de coco", "vidro de leite de coco", "garrafinha de leite de coco"],
    food: taco(523, "Leite, de coco"),
    cupGrams: 240,
    unitGrams: 200,
  },
  { names: ["água de coco"], food: taco(478, "Coco, água de"), cupGrams: 240 },

  // Beans, pulses, nuts and seeds.
  { names: ["feijão", "feijão carioca", "feijão carioquinha"], food: taco(562, "Feijão, carioca, cru") },
  { names: ["feijão cozido", "feijão carioca cozido"], food: taco(561, "Feijão, carioca, cozido") },
  { names: ["feijão preto"], food: taco(568, "Feijão, preto, cru") },
  { names: ["feijão preto cozido"], food: taco(567, "Feijão, preto, cozido") },
  {
    names: ["feijão de corda", "feijão fradinho", "feijão caupi", "feijão macassar"],
    food: taco(564, "Feijão, fradinho, cru"),
    note: "Feijão-de-corda e fradinho são o mesmo feijão-caupi.",
  },
  { names: ["feijão de corda cozido", "feijão fradinho cozido"], food: taco(563, "Feijão, fradinho, cozido") },
  { names: ["feijão jalo"], food: taco(566, "Feijão, jalo, cru") },
  { names: ["feijão rajado"], food: taco(570, "Feijão, rajado, cru") },
  { names: ["feijão rosinha"], food: taco(572, "Feijão, rosinha, cru") },
  { names: ["feijão roxo"], food: taco(574, "Feijão, roxo, cru") },
  { names: ["grão de bico"], food: taco(575, "Grão-de-bico, cru"), cupGrams: 200 },
  {
    names: ["grão de bico cozido"],
    food: taco(575, "Grão-de-bico, cru"),
    factor: 0.45,
    cupGrams: 160,
    note: "A TACO só tem o grão-de-bico cru; cozido ele pesa cerca de 2,2 vezes o grão seco.",
  },
  { names: ["lentilha"], food: taco(578, "Lentilha, crua"), cupGrams: 190 },
  { names: ["lentilha cozida"], food: taco(577, "Lentilha, cozida"), cupGrams: 200 },
  { names: ["tofu", "queijo de soja"], food: taco(584, "Soja, queijo (tofu)") },
  {
    names: ["leite de soja", "bebida de soja", "extrato de soja", "leite vegetal", "bebida vegetal"],
    food: taco(582, "Soja, extrato solúvel, natural, fluido"),
    cupGrams: 240,
    note: "Contado como extrato de soja (leite de soja).",
  },
  { names: ["amendoim", "amendoim cru", "amendoim sem pele"], food: taco(557, "Amendoim, grão, cru"), cupGrams: 140 },
  {
    names: ["amendoim torrado", "amendoim torrado e salgado", "amendoim salgado"],
    food: taco(558, "Amendoim, torrado, salgado"),
    cupGrams: 140,
  },
  {
    names: ["amendoim torrado sem sal", "amendoim sem sal", "amendoim torrado sem pele"],
    food: taco(557, "Amendoim, grão, cru"),
    cupGrams: 140,
    note: "A TACO tem o amendoim cru e o torrado salgado; o cru não conta um sal que não há.",
  },
  {
    names: ["pasta de amendoim", "pasta de amendoim integral", "manteiga de amendoim"],
    food: taco(557, "Amendoim, grão, cru"),
    cupGrams: 250,
    note: "Só amendoim moído: contada como amendoim.",
  },
  { names: ["paçoca", "paçoquinha"], food: taco(579, "Paçoca, amendoim"), unitGrams: 20 },
  { names: ["castanha de caju", "castanha de caju torrada"], food: taco(588, "Castanha-de-caju, torrada, salgada"), cupGrams: 130 },
  { names: ["castanha do pará", "castanha do brasil"], food: taco(589, "Castanha-do-Brasil, crua"), unitGrams: 4, cupGrams: 130 },
  { names: ["amêndoa", "amêndoa torrada"], food: taco(587, "Amêndoa, torrada, salgada"), cupGrams: 140 },
  { names: ["noz", "nozes", "noz pecã"], food: taco(597, "Noz, crua"), unitGrams: 5, cupGrams: 100 },
  { names: ["gergelim", "semente de gergelim"], food: taco(593, "Gergelim, semente"), cupGrams: 145 },
  { names: ["linhaça", "semente de linhaça"], food: taco(594, "Linhaça, semente"), cupGrams: 160 },
  {
    names: ["semente de abóbora", "semente de abóbora torrada", "semente de girassol", "chia", "semente de chia"],
    food: null,
    cupGrams: 140,
    note: notInTaco,
  },

  // Meat, poultry, fish and seafood.
  { names: ["acém", "carne de panela", "carne bovina", "carne"], food: taco(329, "Carne, bovina, acém, sem gordura, cru") },
  {
    names: ["carne moída", "carne bovina moída", "acém moído", "carne moída de primeira"],
    food: taco(327, "Carne, bovina, acém, moído, cru"),
    note: "Contada como acém moído.",
  },
  { names: ["patinho", "patinho moído", "bife de patinho"], food: taco(376, "Carne, bovina, patinho, sem gordura, cru") },
  { names: ["alcatra", "miolo de alcatra", "bife de alcatra"], food: taco(369, "Carne, bovina, miolo de alcatra, sem gordura, cru") },
  {
    names: ["contrafilé", "contra filé", "bife de contrafilé", "bife ancho", "ancho"],
    food: taco(343, "Carne, bovina, contra-filé, com gordura, cru"),
  },
  { names: ["paleta", "paleta bovina"], food: taco(375, "Carne, bovina, paleta, sem gordura, crua") },
  {
    names: ["ossobuco", "panceta", "matambre", "rosbife", "carne de búfalo", "filé de búfalo", "churrasco", "sobra de churrasco"],
    food: null,
    note: notInTaco,
  },
  { names: ["filé mignon"], food: taco(357, "Carne, bovina, filé mingnon, sem gordura, cru") },
  { names: ["fraldinha"], food: taco(362, "Carne, bovina, fraldinha, com gordura, crua") },
  { names: ["lagarto"], food: taco(364, "Carne, bovina, lagarto, cru") },
  { names: ["maminha"], food: taco(367, "Carne, bovina, maminha, crua") },
  { names: ["músculo", "músculo bovino"], food: taco(372, "Carne, bovina, músculo, sem gordura, cru") },
  { names: ["coxão mole"], food: taco(352, "Carne, bovina, coxão mole, sem gordura, cru") },
  { names: ["coxão duro"], food: taco(350, "Carne, bovina, coxão duro, sem gordura, cru") },
  { names: ["cupim"], food: taco(354, "Carne, bovina, cupim, cru") },
  { names: ["picanha"], food: taco(380, "Carne, bovina, picanha, com gordura, crua") },
  { names: ["peito bovino", "peito de boi"], food: taco(379, "Carne, bovina, peito, sem gordura, cru") },
  { names: ["costela bovina desossada", "costela desossada"], food: taco(348, "Carne, bovina, costela, crua") },
  {
    names: ["costela bovina", "costela de boi", "costela bovina em pedaço", "costela"],
    food: taco(348, "Carne, bovina, costela, crua"),
    factor: 0.7,
    note: "Pesada com osso: 70% é parte comestível.",
  },
  { names: ["fígado", "fígado bovino", "bife de fígado"], food: taco(355, "Carne, bovina, fígado, cru") },
  {
    names: ["carne seca", "carne seca dessalgada", "jabá", "jabá dessalgado"],
    food: taco(385, "Carne, bovina, seca, crua"),
    desalted: { sodiumKept: saltedMeatSodiumKept, always: false },
  },
  {
    // Lightly salted and moist, not a carne seca: 70 % water, 22 % protein, 2 % fat and 3.6 % of
    // chlorides as NaCl (1 427 mg of sodium per 100 g) in 40 samples (Arq. Bras. Med. Vet.
    // Zootec. 71(6), 2019, SciELO S0102-09352019000601985).
    names: ["carne de sol", "carne de sol dessalgada", "carne do sol"],
    food: taco(352, "Carne, bovina, coxão mole, sem gordura, cru"),
    sodiumPer100g: 1427,
    desalted: { sodiumKept: saltedMeatSodiumKept, always: false },
    note: "A TACO não tem carne de sol: contada como coxão mole cru (a carne de que se faz), com o sódio medido em carne de sol (1.427 mg por 100 g).",
  },
  {
    names: ["charque", "charque dessalgado", "charque bovino"],
    food: taco(339, "Carne, bovina, charque, cru"),
    desalted: { sodiumKept: saltedMeatSodiumKept, always: false },
  },
  {
    names: ["frango", "carne de frango", "frango sem pele"],
    food: taco(405, "Frango, inteiro, sem pele, cru"),
    note: "Contado como frango inteiro sem pele.",
  },
  {
    names: [
      "peito de frango",
      "filé de peito de frango",
      "filé de frango",
      "peito de frango sem pele",
      "sassami",
      "peito de frango sem osso",
    ],
    food: taco(409, "Frango, peito, sem pele, cru"),
  },
  {
    names: ["peito de frango cozido", "frango cozido", "frango desfiado", "frango cozido desfiado"],
    food: taco(408, "Frango, peito, sem pele, cozido"),
  },
  { names: ["peito de frango grelhado", "frango grelhado"], food: taco(410, "Frango, peito, sem pele, grelhado") },
  {
    names: ["coxa de frango", "coxa"],
    food: taco(397, "Frango, coxa, com pele, crua"),
    factor: 0.75,
    unitGrams: 110,
    note: "Pesada com osso: 75% é parte comestível.",
  },
  {
    names: ["sobrecoxa de frango", "sobrecoxa"],
    food: taco(412, "Frango, sobrecoxa, com pele, crua"),
    factor: 0.8,
    unitGrams: 130,
    note: "Pesada com osso: 80% é parte comestível.",
  },
  {
    names: ["sobrecoxa de frango desossada", "sobrecoxa desossada", "sobrecoxa sem pele e sem osso"],
    food: taco(414, "Frango, sobrecoxa, sem pele, crua"),
  },
  {
    names: ["sobrecoxa sem pele", "sobrecoxa de frango sem pele", "coxa e sobrecoxa sem pele", "coxa e sobrecoxa de frango sem pele"],
    food: taco(414, "Frango, sobrecoxa, sem pele, crua"),
    factor: 0.75,
    note: "Sem pele, pesada com osso: 75% é parte comestível.",
  },
  {
    names: ["coxa e sobrecoxa de frango", "coxa e sobrecoxa", "frango em pedaço", "frango inteiro"],
    food: taco(402, "Frango, inteiro, com pele, cru"),
    factor: 0.75,
    note: "Pesado com osso: 75% é parte comestível, contada como frango inteiro com pele.",
  },
  {
    names: ["asa de frango", "asinha de frango", "tulipa de frango"],
    food: taco(391, "Frango, asa, com pele, crua"),
    factor: 0.6,
    unitGrams: 90,
    note: "Pesada com osso: 60% é parte comestível.",
  },
  { names: ["fígado de frango", "fígado de galinha"], food: taco(400, "Frango, fígado, cru") },
  { names: ["coração de frango", "coração de galinha"], food: taco(394, "Frango, coração, cru") },
  {
    names: ["linguiça", "linguiça de porco", "linguiça toscana", "linguiça suína"],
    food: taco(421, "Lingüiça, porco, crua"),
    unitGrams: 90,
  },
  {
    names: ["linguiça calabresa", "calabresa", "linguiça defumada", "paio"],
    food: taco(421, "Lingüiça, porco, crua"),
    unitGrams: 250,
    note: "A TACO não tem linguiça defumada: contada como linguiça de porco crua.",
  },
  { names: ["linguiça de frango"], food: taco(418, "Lingüiça, frango, crua"), unitGrams: 90 },
  { names: ["toucinho", "toicinho"], food: taco(444, "Toucinho, cru") },
  { names: ["banha", "banha de porco"], food: null, cupGrams: 210, note: notInTaco },
  {
    names: ["bacon", "bacon defumado", "toucinho defumado"],
    food: taco(444, "Toucinho, cru"),
    note: "A TACO não tem bacon: contado como toucinho cru (mais gordo; o sódio do bacon é maior).",
  },
  { names: ["lombo", "lombo de porco", "lombo suíno"], food: taco(433, "Porco, lombo, cru") },
  {
    names: ["lombo suíno salgado", "lombo de porco salgado", "lombo salgado"],
    food: taco(433, "Porco, lombo, cru"),
    note: "Contado como lombo fresco: o sódio da salga não entra.",
  },
  { names: ["pernil", "pernil suíno", "pernil de porco"], food: taco(436, "Porco, pernil, cru") },
  {
    names: ["bisteca", "bisteca suína", "bisteca de porco"],
    food: taco(427, "Porco, bisteca, crua"),
    factor: 0.8,
    unitGrams: 200,
    note: "Pesada com osso: 80% é parte comestível.",
  },
  {
    names: ["costela de porco", "costelinha de porco", "costelinha suína", "costela suína"],
    food: taco(431, "Porco, costela, crua"),
    factor: 0.7,
    note: "Pesada com osso: 70% é parte comestível.",
  },
  {
    names: ["costelinha suína salgada", "costela de porco salgada", "costelinha salgada"],
    food: taco(431, "Porco, costela, crua"),
    factor: 0.7,
    note: "Pesada com osso: 70% é parte comestível. Contada como costela fresca: o sódio da salga não entra.",
  },
  { names: ["orelha de porco", "orelha de porco salgada"], food: taco(434, "Porco, orelha, salgada, crua"), unitGrams: 200 },
  { names: ["rabo de porco", "rabo de porco salgado"], food: taco(437, "Porco, rabo, salgado, cru"), unitGrams: 300 },
  { names: ["pé de porco", "pé de porco salgado"], food: null, unitGrams: 300, note: notInTaco },
  { names: ["presunto", "presunto cozido", "fatia de presunto"], food: taco(439, "Presunto, sem capa de gordura"), unitGrams: 15 },
  { names: ["mortadela"], food: taco(424, "Mortadela"), unitGrams: 15 },
  { names: ["salame"], food: taco(443, "Salame"), unitGrams: 5 },
  { names: ["hambúrguer", "hambúrguer bovino"], food: taco(415, "Hambúrguer, bovino, cru"), unitGrams: 90 },
  {
    names: ["camarão", "camarão limpo", "camarão cinza", "camarão rosa", "camarão sete barba", "camarão descascado"],
    food: taco(285, "Camarão, Rio Grande, grande, cru"),
    note: "Contado como o camarão cru da TACO (Rio Grande).",
  },
  {
    names: ["peixe", "filé de peixe", "peixe branco", "filé de peixe branco", "filé de merluza", "merluza"],
    food: taco(302, "Merluza, filé, cru"),
  },
  {
    // The full name wins over "peixe" (match.ts): "inteiro" is read away as a preparation word.
    names: ["peixe inteiro", "peixe inteiro limpo"],
    food: taco(302, "Merluza, filé, cru"),
    factor: 0.5,
    note: "Peixe inteiro, pesado com cabeça, espinhas e pele: contamos metade como parte comestível (nossa estimativa), como filé de merluza.",
  },
  { names: ["pescada", "filé de pescada", "pescada branca"], food: taco(307, "Pescada, filé, cru") },
  {
    names: ["tilápia", "filé de tilápia"],
    food: taco(322, "Tucunaré, filé, congelado, cru"),
    note: "A TACO não tem tilápia: contada como tucunaré, outro peixe de água doce magro.",
  },
  {
    names: ["robalo", "filé de robalo", "corvina", "filé de corvina"],
    food: taco(292, "Corvina do mar, crua"),
    note: "Contado como corvina do mar, peixe branco semelhante.",
  },
  {
    names: ["robalo em posta", "peixe em posta", "posta de peixe", "corvina em posta", "cação em posta"],
    food: taco(292, "Corvina do mar, crua"),
    factor: 0.85,
    note: "Postas pesadas com espinha e pele (85% comestível), contadas como corvina do mar.",
  },
  { names: ["cação", "posta de cação"], food: taco(283, "Cação, posta, crua") },
  { names: ["salmão", "filé de salmão"], food: taco(316, "Salmão, sem pele, fresco, cru") },
  { names: ["atum", "atum fresco"], food: taco(278, "Atum, fresco, cru") },
  {
    names: ["atum em lata", "atum em conserva", "atum em óleo", "lata de atum"],
    food: taco(277, "Atum, conserva em óleo"),
    unitGrams: 170,
  },
  { names: ["sardinha", "sardinha fresca"], food: taco(321, "Sardinha, inteira, crua") },
  {
    names: ["sardinha em lata", "sardinha em conserva", "sardinha em óleo", "lata de sardinha"],
    food: taco(319, "Sardinha, conserva em óleo"),
    unitGrams: 125,
  },
  {
    names: ["bacalhau", "bacalhau dessalgado", "lombo de bacalhau", "lombo de bacalhau dessalgado", "bacalhau desfiado"],
    food: taco(279, "Bacalhau, salgado, cru"),
    desalted: { sodiumKept: bacalhauSodiumKept, always: true },
  },
  { names: ["caranguejo", "carne de caranguejo", "siri", "carne de siri"], food: taco(287, "Caranguejo, cozido") },
  { names: ["peroá", "manjuba", "manjubinha"], food: null, note: notInTaco },

  // River and coastal fish TACO does not list, each counted as the TACO fish nearest in kind
  // (issue 22): lean or fatty, river or sea. Fillets as they are; postas at 85 % edible, like
  // "peixe em posta"; a whole cleaned fish at half, like "peixe inteiro"; a rack of ribs
  // ("costela de pacu", sold cut across the ribs) at 70 %, our estimate like the others.
  { names: ["tucunaré", "filé de tucunaré", "tucunaré em filé"], food: taco(322, "Tucunaré, filé, congelado, cru") },
  {
    names: ["tucunaré em posta", "posta de tucunaré"],
    food: taco(322, "Tucunaré, filé, congelado, cru"),
    factor: 0.85,
    note: "Postas pesadas com espinha e pele (85% comestível), contadas como o filé de tucunaré.",
  },
  {
    names: ["pacu", "tambaqui", "filé de pacu", "filé de tambaqui", "banda de tambaqui", "lombo de tambaqui"],
    food: taco(295, "Dourada de água doce, fresca"),
    note: "A TACO não tem pacu nem tambaqui: contado como dourada de água doce, outro peixe de rio de carne gorda.",
  },
  {
    names: ["pacu em posta", "posta de pacu", "tambaqui em posta", "posta de tambaqui"],
    food: taco(295, "Dourada de água doce, fresca"),
    factor: 0.85,
    note: "A TACO não tem pacu nem tambaqui: postas pesadas com espinha e pele (85% comestível), contadas como dourada de água doce.",
  },
  {
    names: ["costela de pacu", "costelinha de pacu", "costela de tambaqui", "costelinha de tambaqui"],
    food: taco(295, "Dourada de água doce, fresca"),
    factor: 0.7,
    note: "A TACO não tem pacu nem tambaqui: costelas pesadas com as espinhas (70% comestível, nossa estimativa), contadas como dourada de água doce.",
  },
  {
    names: ["pacu inteiro", "pacu inteiro limpo", "tambaqui inteiro", "tambaqui inteiro limpo"],
    food: taco(295, "Dourada de água doce, fresca"),
    factor: 0.5,
    note: "A TACO não tem pacu nem tambaqui: peixe inteiro, pesado com cabeça, espinhas e pele (metade comestível, nossa estimativa), contado como dourada de água doce.",
  },
  {
    names: ["pirarucu", "filé de pirarucu", "lombo de pirarucu", "pirarucu fresco", "filhote", "filé de filhote"],
    food: taco(312, "Pintado, cru"),
    note: "A TACO não tem pirarucu nem filhote: contado como pintado, outro peixe grande de rio, de carne magra.",
  },
  {
    names: ["filhote em posta", "posta de filhote", "pirarucu em posta", "posta de pirarucu"],
    food: taco(312, "Pintado, cru"),
    factor: 0.85,
    note: "A TACO não tem pirarucu nem filhote: postas pesadas com espinha e pele (85% comestível), contadas como pintado.",
  },
  { names: ["pintado", "filé de pintado", "surubim", "filé de surubim"], food: taco(312, "Pintado, cru") },
  {
    names: ["piranha", "jaraqui"],
    food: taco(291, "Corvina de água doce, crua"),
    note: "A TACO não tem piranha nem jaraqui: contado como corvina de água doce, outro peixe de rio pequeno e magro.",
  },
  {
    names: ["piranha inteira", "piranha inteira limpa", "jaraqui inteiro", "jaraqui inteiro limpo"],
    food: taco(291, "Corvina de água doce, crua"),
    factor: 0.5,
    note: "A TACO não tem piranha nem jaraqui: peixe inteiro, pesado com cabeça, espinhas e pele (metade comestível, nossa estimativa), contado como corvina de água doce.",
  },
  {
    names: ["tainha", "filé de tainha", "anchova", "enchova", "filé de anchova"],
    food: taco(292, "Corvina do mar, crua"),
    note: "A TACO não tem tainha nem anchova: contada como corvina do mar, peixe do mesmo litoral; tainha e anchova são mais gordas, a gordura real é maior.",
  },
  {
    names: ["tainha em posta", "posta de tainha", "anchova em posta", "posta de anchova", "enchova em posta"],
    food: taco(292, "Corvina do mar, crua"),
    factor: 0.85,
    note: "A TACO não tem tainha nem anchova: postas pesadas com espinha e pele (85% comestível), contadas como corvina do mar.",
  },
  {
    names: ["tainha inteira", "tainha inteira limpa", "anchova inteira", "anchova inteira limpa"],
    food: taco(292, "Corvina do mar, crua"),
    factor: 0.5,
    note: "A TACO não tem tainha nem anchova: peixe inteiro, pesado com cabeça, espinhas e pele (metade comestível, nossa estimativa), contado como corvina do mar.",
  },

  // Eggs, milk and cheese.
  { names: ["ovo", "ovo de galinha", "ovo caipira", "ovo grande"], food: taco(489, "Ovo, de galinha, inteiro, cru"), unitGrams: 50 },
  { names: ["ovo cozido"], food: taco(488, "Ovo, de galinha, inteiro, cozido/10minutos"), unitGrams: 50 },
  {
    names: ["gema", "gema de ovo"],
    food: taco(487, "Ovo, de galinha, gema, cozida/10minutos"),
    unitGrams: 18,
    note: "A TACO só tem a gema cozida.",
  },
  {
    names: ["clara", "clara de ovo"],
    food: taco(486, "Ovo, de galinha, clara, cozida/10minutos"),
    unitGrams: 32,
    note: "A TACO só tem a clara cozida.",
  },
  { names: ["ovo de codorna"], food: taco(485, "Ovo, de codorna, inteiro, cru"), unitGrams: 10 },
  {
    names: ["leite", "leite integral", "leite de vaca", "leite de vaca integral", "leite longa vida", "leite integral longa vida"],
    food: taco(459, "Leite, de vaca, integral, pó"),
    factor: 0.13,
    note: "A TACO não dá os valores do leite integral líquido (análise em reavaliação): contado como 13 g de leite em pó integral por 100 ml, a diluição da embalagem (26 g por copo de 200 ml).",
  },
  {
    names: ["leite desnatado", "leite desnatado longa vida"],
    food: taco(456, "Leite, de vaca, desnatado, pó"),
    factor: 0.1,
    note: "A TACO não dá os valores do leite desnatado líquido (análise em reavaliação): contado como 10 g de leite em pó desnatado por 100 ml (20 g por copo de 200 ml).",
  },
  { names: ["leite em pó", "leite em pó integral"], food: taco(459, "Leite, de vaca, integral, pó"), cupGrams: 120 },
  { names: ["leite em pó desnatado"], food: taco(456, "Leite, de vaca, desnatado, pó"), cupGrams: 120 },
  // A can or a carton as a cook buys it: 395 g of leite condensado, 200 g of creme de leite.
  {
    names: ["leite condensado", "lata de leite condensado", "caixa de leite condensado", "caixinha de leite condensado"],
    food: taco(453, "Leite, condensado"),
    unitGrams: 395,
  },
  {
    names: [
      "creme de leite",
      "creme de leite de caixinha",
      "creme de leite fresco",
      "nata",
      "caixinha de creme de leite",
      "caixa de creme de leite",
    ],
    food: taco(447, "Creme de Leite"),
    cupGrams: 240,
    unitGrams: 200,
  },
  { names: ["lata de creme de leite"], food: taco(447, "Creme de Leite"), unitGrams: 300 },
  { names: ["requeijão", "requeijão cremoso"], food: taco(468, "Queijo, requeijão, cremoso"), cupGrams: 240 },
  {
    names: ["iogurte", "iogurte natural", "iogurte natural integral", "pote de iogurte", "pote de iogurte natural"],
    food: taco(448, "Iogurte, natural"),
    unitGrams: 170,
    cupGrams: 245,
  },
  {
    names: ["iogurte desnatado", "iogurte natural desnatado"],
    food: taco(449, "Iogurte, natural, desnatado"),
    unitGrams: 170,
    cupGrams: 245,
  },
  {
    names: [
      "queijo muçarela",
      "muçarela",
      "queijo mussarela",
      "mussarela",
      "queijo mozarela",
      "mozarela",
      "queijo mozzarella",
      "mozzarella",
    ],
    food: taco(463, "Queijo, mozarela"),
    unitGrams: 20,
    cupGrams: 100,
  },
  { names: ["queijo parmesão", "parmesão", "queijo ralado"], food: taco(464, "Queijo, parmesão"), cupGrams: 90 },
  {
    names: ["queijo minas", "queijo minas frescal", "queijo frescal", "queijo branco"],
    food: taco(461, "Queijo, minas, frescal"),
    cupGrams: 130,
  },
  {
    names: ["queijo meia cura", "queijo minas meia cura", "queijo minas padrão", "queijo canastra"],
    food: taco(462, "Queijo, minas, meia cura"),
    cupGrams: 100,
  },
  {
    names: ["queijo coalho", "queijo de coalho"],
    food: taco(462, "Queijo, minas, meia cura"),
    unitGrams: 40,
    note: "A TACO não tem queijo coalho: contado como minas meia cura, de composição próxima.",
  },
  { names: ["queijo prato"], food: taco(467, "Queijo, prato"), unitGrams: 20, cupGrams: 100 },
  { names: ["ricota"], food: taco(469, "Queijo, ricota"), cupGrams: 250 },
  { names: ["chantilly"], food: taco(522, "Chantilly, spray, com gordura vegetal"), cupGrams: 60 },
  { names: ["doce de leite"], food: taco(501, "Doce, de leite, cremoso"), cupGrams: 300 },

  // Fats and oils (the spec's density 0.92 applies to "óleo…" and "azeite…").
  { names: ["óleo", "óleo de soja", "óleo vegetal"], food: taco(272, "Óleo, de soja") },
  {
    names: ["óleo para fritar", "óleo para fritura", "óleo de soja para fritar", "óleo vegetal para fritar"],
    food: taco(272, "Óleo, de soja"),
    frying: true,
  },
  { names: ["óleo de canola"], food: taco(268, "Óleo, de canola") },
  { names: ["óleo de girassol"], food: taco(269, "Óleo, de girassol") },
  { names: ["óleo de milho"], food: taco(270, "Óleo, de milho") },
  {
    names: ["óleo de coco"],
    food: taco(267, "Óleo, de babaçu"),
    note: "A TACO não tem óleo de coco: contado como óleo de babaçu, outra gordura de palmeira (todo óleo tem 884 kcal por 100 g).",
  },
  { names: ["azeite", "azeite de oliva", "azeite extra virgem"], food: taco(260, "Azeite, de oliva, extra virgem") },
  { names: ["azeite de dendê", "dendê", "óleo de dendê", "óleo de palma"], food: taco(259, "Azeite, de dendê") },
  { names: ["manteiga", "manteiga com sal"], food: taco(261, "Manteiga, com sal"), cupGrams: 230 },
  { names: ["manteiga sem sal"], food: taco(262, "Manteiga, sem sal"), cupGrams: 230 },
  {
    names: ["manteiga de garrafa", "manteiga clarificada", "ghee"],
    food: taco(262, "Manteiga, sem sal"),
    cupGrams: 220,
    note: "A TACO não tem manteiga de garrafa: contada como manteiga sem sal (a de garrafa é quase só gordura).",
  },
  {
    names: ["margarina", "margarina com sal"],
    food: taco(263, "Margarina, com óleo hidrogenado, com sal (65% de lipídeos)"),
    cupGrams: 230,
  },
  { names: ["maionese"], food: taco(524, "Maionese, tradicional com ovos"), cupGrams: 230 },

  // Sugar, sweets, baking.
  { names: ["açúcar", "açúcar refinado", "açúcar branco"], food: taco(494, "Açúcar, refinado") },
  { names: ["açúcar cristal", "açúcar demerara"], food: taco(492, "Açúcar, cristal") },
  { names: ["açúcar mascavo"], food: taco(493, "Açúcar, mascavo") },
  { names: ["açúcar de confeiteiro", "açúcar impalpável"], food: taco(494, "Açúcar, refinado"), note: "Contado como açúcar refinado." },
  { names: ["mel", "mel de abelha"], food: taco(507, "Mel, de abelha") },
  { names: ["melado", "melado de cana"], food: taco(508, "Melado"), cupGrams: 330 },
  { names: ["rapadura"], food: taco(510, "Rapadura") },
  { names: ["glucose de milho", "xarope de glucose"], food: taco(503, "Glicose de milho"), cupGrams: 330 },
  { names: ["chocolate meio amargo", "chocolate amargo", "chocolate 70%"], food: taco(498, "Chocolate, meio amargo") },
  { names: ["chocolate ao leite", "chocolate"], food: taco(495, "Chocolate, ao leite") },
  { names: ["achocolatado", "achocolatado em pó"], food: taco(491, "Achocolatado, pó"), cupGrams: 100 },
  {
    names: ["chocolate em pó", "chocolate em pó 50% cacau", "chocolate em pó 50%", "chocolate em pó solúvel"],
    food: taco(491, "Achocolatado, pó"),
    cupGrams: 100,
    note: "A TACO não tem chocolate em pó: contado como achocolatado (mais açúcar, menos cacau).",
  },
  {
    names: ["chocolate granulado", "granulado"],
    food: taco(491, "Achocolatado, pó"),
    cupGrams: 150,
    note: "A TACO não tem chocolate granulado: contado como achocolatado, de energia parecida.",
  },
  {
    names: ["cacau", "cacau em pó", "cacau em pó 100%"],
    food: null,
    note: "Não está na TACO (o cacau da TACO é a polpa do fruto).",
  },
  { names: ["gelatina", "gelatina em pó"], food: taco(515, "Gelatina, sabores variados, pó") },
  {
    // TACO's is the sweetened, flavoured powder (89 % carbohydrate); unflavoured gelatine is
    // nearly all protein: not the same food.
    names: ["gelatina sem sabor", "gelatina incolor", "gelatina em pó sem sabor", "folha de gelatina"],
    food: null,
    unitGrams: 12,
    note: "Não está na TACO (a da TACO é a gelatina doce com sabor).",
  },
  {
    names: ["fermento químico", "fermento químico em pó", "fermento em pó", "fermento para bolo"],
    food: taco(513, "Fermento em pó, químico"),
    cupGrams: 190,
  },
  {
    names: ["fermento biológico", "fermento biológico fresco"],
    food: taco(514, "Fermento, biológico, levedura, tablete"),
    unitGrams: 15,
  },
  {
    names: ["fermento biológico seco", "fermento seco", "fermento biológico instantâneo", "fermento instantâneo"],
    food: taco(514, "Fermento, biológico, levedura, tablete"),
    factor: 3,
    cupGrams: 150,
    unitGrams: 10,
    note: "A TACO só tem o fermento fresco; o seco tem cerca de um terço da água: 1 g de seco vale 3 g do fresco.",
  },
  { names: ["bicarbonato de sódio", "bicarbonato"], food: null, cupGrams: 220, note: notInTaco },
  { names: ["xilitol", "eritritol", "estévia", "stevia", "adoçante", "adoçante culinário"], food: null, note: notInTaco },
  { names: ["folha de bananeira"], food: null, note: "Serve para embrulhar: não se come." },
  { names: ["aquafaba", "levedura nutricional", "corante alimentício", "corante alimentício vermelho"], food: null, note: notInTaco },
  { names: ["essência de baunilha", "extrato de baunilha", "baunilha", "aroma de baunilha"], food: null, cupGrams: 240, note: notInTaco },
  {
    names: ["xarope de guaraná", "xarope de groselha", "xarope de açúcar"],
    food: taco(508, "Melado"),
    cupGrams: 320,
    note: "A TACO não tem xaropes de fruta: contado como melado, outro xarope de açúcar de energia parecida.",
  },

  // Salt, sauces, stock, drinks.
  { names: ["tucupi", "tucupi com pimenta de cheiro"], food: taco(552, "Tucupi, com pimenta-de-cheiro"), cupGrams: 240 },
  {
    names: ["sal", "sal refinado", "sal grosso", "sal marinho", "sal de cozinha"],
    food: taco(517, "Sal, grosso"),
    cupGrams: 290,
    note: "A TACO dá o sódio do sal grosso (39,9 g por 100 g); o refinado tem praticamente o mesmo.",
  },
  { names: ["sal light", "sal dietético"], food: taco(516, "Sal, dietético"), cupGrams: 290 },
  { names: ["shoyu", "molho shoyu", "molho de soja"], food: taco(518, "Shoyu"), cupGrams: 275 },
  {
    names: ["caldo de carne", "tablete de caldo de carne", "caldo de carne em tablete"],
    food: taco(324, "Caldo de carne, tablete"),
    unitGrams: 10,
  },
  {
    names: ["caldo de galinha", "tablete de caldo de galinha", "caldo de galinha em tablete"],
    food: taco(325, "Caldo de galinha, tablete"),
    unitGrams: 10,
  },
  { names: ["café", "café coado", "café pronto", "café passado"], food: taco(471, "Café, infusão 10%"), cupGrams: 240 },
  {
    names: ["café em pó", "pó de café"],
    food: taco(471, "Café, infusão 10%"),
    factor: 10,
    cupGrams: 95,
    note: "O pó fica no coador: conta-se o café que ele faz (TACO: infusão a 10%, 10 g de pó por 100 ml).",
  },
  {
    names: ["erva mate", "erva mate tostada", "erva mate para chimarrão", "erva de chimarrão", "mate", "chá mate"],
    food: taco(476, "Chá, mate, infusão 5%"),
    factor: 20,
    cupGrams: 80,
    note: "As folhas ficam na cuia ou no coador: conta-se a infusão que elas fazem (TACO: chá-mate a 5%, 5 g de erva por 100 ml).",
  },
  {
    names: ["chá preto", "chá preto em folha"],
    food: taco(477, "Chá, preto, infusão 5%"),
    factor: 20,
    cupGrams: 80,
    note: "Conta-se a infusão que as folhas fazem (TACO: chá preto a 5%).",
  },
  {
    names: ["ketchup", "catchup", "mostarda", "molho inglês", "molho de pimenta", "vinagre", "vinagre de maçã", "vinagre de vinho"],
    food: null,
    cupGrams: 260,
    note: notInTaco,
  },
  {
    names: ["vinho", "vinho tinto", "vinho tinto seco", "vinho branco", "vinho branco seco", "vinho madeira", "vinho do porto"],
    food: null,
    cupGrams: 240,
    note: notInTaco,
  },
  {
    names: [
      "chá verde",
      "camomila",
      "erva cidreira",
      "capim santo",
      "capim limão",
      "hibisco",
      "flor de hibisco",
      "boldo",
      "folha de boldo",
    ],
    food: null,
    note: notInTaco,
  },

  // What the app itself offers as a substitute (substitutes.ts, safe-substitutes.ts, the
  // scripted model's swaps): each one matched, so a rewrite keeps its numbers (issue 22).
  // "sem lactose" is read away in ingredient-name.ts: the same food, its lactose split.
  {
    names: ["queijo", "queijo sem lactose"],
    food: taco(463, "Queijo, mozarela"),
    unitGrams: 20,
    cupGrams: 100,
    note: "Queijo sem nome: contado como muçarela, o queijo sem lactose mais vendido.",
  },
  { names: ["farinha de arroz"], food: taco(31, "Farinha, de arroz, enriquecida"), cupGrams: 150 },
  {
    names: ["mix de farinhas sem glúten", "mix de farinha sem glúten", "farinha sem glúten"],
    food: taco(31, "Farinha, de arroz, enriquecida"),
    cupGrams: 140,
    note: "Contado como farinha de arroz, a base das misturas sem glúten.",
  },
  {
    names: ["farinha de grão de bico"],
    food: taco(575, "Grão-de-bico, cru"),
    cupGrams: 110,
    note: "Farinha de grão-de-bico: o grão seco moído.",
  },
  {
    names: ["farinha de amêndoa", "farinha de amêndoas"],
    food: taco(587, "Amêndoa, torrada, salgada"),
    cupGrams: 100,
    note: "A TACO só tem a amêndoa torrada e salgada: o sódio fica acima do da farinha.",
  },
  {
    names: [
      "macarrão de arroz",
      "massa de lasanha sem glúten",
      "massa de lasanha sem glúten pré cozida",
      "flocos de arroz",
      "floco de arroz",
    ],
    food: taco(4, "Arroz, tipo 1, cru"),
    cupGrams: 100,
    note: "Contado como arroz cru: massa e flocos de arroz são o grão moído e seco.",
  },
  { names: ["aveia sem glúten"], food: taco(7, "Aveia, flocos, crua") },
  { names: ["margarina vegetal"], food: taco(263, "Margarina, com óleo hidrogenado, com sal (65% de lipídeos)"), cupGrams: 230 },
  {
    names: ["açúcar de coco"],
    food: taco(493, "Açúcar, mascavo"),
    cupGrams: 160,
    note: "A TACO não tem açúcar de coco: contado como açúcar mascavo, outro açúcar não refinado.",
  },
  {
    names: ["creme de coco", "creme de leite de coco"],
    food: taco(523, "Leite, de coco"),
    cupGrams: 240,
    unitGrams: 200,
    note: "A TACO não tem creme de coco: contado como leite de coco (a TACO dá 18 g de gordura por 100 g).",
  },
  {
    names: ["leite de coco condensado", "leite condensado de coco"],
    food: taco(453, "Leite, condensado"),
    unitGrams: 330,
    note: "A TACO não tem o condensado de coco: contado como leite condensado, de energia e açúcar parecidos.",
  },
  {
    names: ["pasta de grão de bico", "homus"],
    food: taco(575, "Grão-de-bico, cru"),
    factor: 0.45,
    cupGrams: 240,
    note: "Contada como grão-de-bico cozido (a TACO só tem o cru; cozido, ele pesa cerca de 2,2 vezes o grão seco).",
  },
  {
    names: ["linhaça moída com água", "linhaça moída hidratada em água", "linhaça hidratada"],
    food: taco(594, "Linhaça, semente"),
    factor: 0.13,
    cupGrams: 240,
    note: "Uma colher de sopa de linhaça moída (7 g) em três de água por ovo: 13 % do peso é linhaça.",
  },
  {
    names: ["jaca verde", "jaca verde cozida", "jaca verde desfiada"],
    food: taco(204, "Jaca, crua"),
    cupGrams: 150,
    note: "A TACO só tem a jaca madura: a verde é menos doce, a energia fica acima.",
  },
  { names: ["tofu firme", "tofu defumado"], food: taco(584, "Soja, queijo (tofu)") },
  { names: ["semente de girassol torrada"], food: null, cupGrams: 140, note: notInTaco },
  {
    names: [
      "leite de aveia",
      "leite de amêndoa",
      "leite de amêndoas",
      "leite de arroz",
      "iogurte de coco",
      "queijo vegano",
      "linguiça vegetal",
      "pão sem glúten",
      "tomate seco",
      "ágar ágar",
      "ágar",
    ],
    food: null,
    cupGrams: 240,
    unitGrams: 50,
    note: notInTaco,
  },
  { names: ["aminos de coco"], food: null, cupGrams: 240, note: "Não está na TACO; salgado como o shoyu." },
  {
    names: ["água com um pouco de farinha", "água com farinha"],
    food: "water",
    cupGrams: 240,
    note: "Para pincelar em vez do ovo: quase só água, contada como água.",
  },

  // Spices and dried herbs: TACO has none of them; listed as not counted.
  {
    names: [
      "pimenta do reino",
      "pimenta do reino moída",
      "pimenta do reino preta",
      "pimenta calabresa",
      "pimenta calabresa em floco",
      "páprica",
      "páprica doce",
      "páprica picante",
      "páprica defumada",
      "colorau",
      "urucum",
      "açafrão",
      "açafrão da terra",
      "açafrão da terra em pó",
      "açafrão em pó",
      "cúrcuma em pó",
      "páprica em pó",
      "cúrcuma",
      "curry",
      "cominho",
      "cominho em pó",
      "orégano",
      "orégano seco",
      "canela",
      "canela em pó",
      "noz moscada",
      "cravo",
      "cravo da índia",
      "erva doce",
      "ervas finas",
      "chimichurri",
      "tempero baiano",
      "lemon pepper",
      "gengibre em pó",
      "alho em pó",
      "cebola em pó",
    ],
    food: null,
    cupGrams: spicesCup,
    unitGrams: 0.1,
    note: notInTaco,
  },
  { names: ["canela em pau", "pau de canela"], food: null, unitGrams: 3, note: notInTaco },
  { names: ["louro", "folha de louro"], food: null, unitGrams: 0.2, note: notInTaco },
  { names: ["anis estrelado", "anis"], food: null, unitGrams: 1, note: notInTaco },
];
