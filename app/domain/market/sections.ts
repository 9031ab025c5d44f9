/**
 * The supermarket section of a food (issue 23): where a cook walking a Brazilian market
 * finds it. The sections and their default order follow a typical walk through a
 * Brazilian supermarket (produce at the entrance, the butcher's and the dairy counters
 * at the back, dry goods in the middle aisles); a cook can reorder them once for their
 * own market. Pure: no I/O.
 *
 * The food lexicon (food-lexicon.ts) says what a food contains, for the restriction
 * engine, and TACO's categories say what it is made of; neither says which aisle sells it
 * ("milho verde" fresh is produce, canned it is dry goods; "leite de coco" is not dairy),
 * so this table is its own. Names are read as the nutrition calculator reads them
 * (nutrition/ingredient-name.ts: folded, singular, hyphens as spaces) with one spelling
 * per food (spelling-variants.ts); the longest phrase of the table found in the name
 * wins ("leite de coco" over "leite", "pimenta do reino" over "pimenta").
 */
import { normaliseName } from "~/domain/nutrition/ingredient-name";
import { canonicalWords } from "~/domain/spelling-variants";

export const marketSections = [
  { id: "hortifruti", label: "Hortifrúti" },
  { id: "acougue", label: "Açougue e peixaria" },
  { id: "frios", label: "Frios e laticínios" },
  { id: "padaria", label: "Padaria" },
  { id: "mercearia", label: "Mercearia" },
  { id: "temperos", label: "Temperos" },
  { id: "bebidas", label: "Bebidas" },
  { id: "congelados", label: "Congelados" },
  { id: "outros", label: "Limpeza e outros" },
] as const;

export type SectionId = (typeof marketSections)[number]["id"];

/** Where a food with no phrase of the table goes: we do not know, and say so by the section's name. */
export const fallbackSection: SectionId = "outros";

const phrasesBySection: Record<SectionId, readonly string[]> = {
  hortifruti: [
    // Vegetables, roots and tubers.
    "abóbora",
    "abobrinha",
    "acelga",
    "agrião",
    "alface",
    "alho",
    "alho-poró",
    "almeirão",
    "batata",
    "batata-doce",
    "mandioquinha",
    "berinjela",
    "beterraba",
    "brócolis",
    "cará",
    "cebola",
    "cenoura",
    "chicória",
    "chuchu",
    "couve",
    "couve-flor",
    "espinafre",
    "gengibre",
    "inhame",
    "jiló",
    "jambu",
    "mandioca",
    "maxixe",
    "milho verde",
    "espiga de milho",
    "ora-pro-nóbis",
    "palmito pupunha",
    "guariroba",
    "pepino",
    "pimentão",
    "quiabo",
    "rabanete",
    "repolho",
    "rúcula",
    "salsão",
    "tomate",
    "vagem",
    "cogumelo",
    "champignon",
    "shimeji",
    "fruta-pão",
    "pinhão",
    "pupunha",
    // Fresh peppers (dried and ground ones are spices, below).
    "pimenta dedo de moça",
    "pimenta de cheiro",
    "pimenta malagueta",
    "pimenta bode",
    "pimenta biquinho",
    // Fresh herbs, sold in bunches.
    "coentro",
    "salsinha",
    "cebolinha",
    "cheiro-verde",
    "hortelã",
    "manjericão",
    "alecrim",
    "tomilho",
    "sálvia",
    "endro",
    "capim-santo",
    "erva-cidreira",
    "boldo",
    // Fruits.
    "abacate",
    "abacaxi",
    "acerola",
    "ameixa",
    "banana",
    "banana-da-terra",
    "cagaita",
    "caju",
    "carambola",
    "coco",
    "cupuaçu",
    "figo",
    "goiaba",
    "graviola",
    "guavira",
    "jabuticaba",
    "jaca",
    "kiwi",
    "laranja",
    "limão",
    "maçã",
    "mamão",
    "manga",
    "maracujá",
    "melancia",
    "melão",
    "morango",
    "pequi",
    "pera",
    "pêssego",
    "pitanga",
    "tangerina",
    "tucumã",
    "uva",
    "casca de laranja",
    "casca de limão",
    "raspa de laranja",
    "raspa de limão",
    "suco de limão",
    "suco de laranja",
    "tamarindo",
    // Eggs: many Brazilian markets shelve them beside the produce; a cook whose market does not moves the section.
    "ovo",
    "gema",
    "clara",
    "ovo de codorna",
  ],
  acougue: [
    "frango",
    "peito de frango",
    "filé de frango",
    "coxa de frango",
    "sobrecoxa",
    "asa de frango",
    "coração de frango",
    "fígado",
    "fígado de frango",
    "sangue de galinha",
    "carne",
    "carne moída",
    "patinho",
    "acém",
    "alcatra",
    "contrafilé",
    "coxão mole",
    "cupim",
    "filé mignon",
    "fraldinha",
    "lagarto",
    "músculo",
    "picanha",
    "costela",
    "costelinha",
    "bisteca",
    "lombo",
    "pernil",
    "orelha de porco",
    "toucinho",
    "carne de sol",
    "carne seca",
    "hambúrguer",
    "linguiça",
    "linguiça toscana",
    "linguiça de frango",
    "peixe",
    "filé de peixe",
    "pescada",
    "merluza",
    "tilápia",
    "salmão",
    "robalo",
    "pintado",
    "lambari",
    // River and sea fish the catalogue names (issue 22: the fish named, not "peixe").
    "tucunaré",
    "pacu",
    "tambaqui",
    "pirarucu",
    "filhote",
    "piranha",
    "jaraqui",
    "tainha",
    "anchova",
    "bacalhau",
    "camarão",
    "siri",
    "carne de siri",
    "caranguejo",
    "pinça de caranguejo",
    "mexilhão",
    "cação",
    "sardinha fresca",
    "atum fresco",
  ],
  frios: [
    "leite",
    "leite condensado",
    "creme de leite",
    "nata",
    "manteiga",
    "margarina",
    "queijo",
    "requeijão",
    "ricota",
    "iogurte",
    "cream cheese",
    "chantilly",
    "presunto",
    "mortadela",
    "salame",
    "bacon",
    "linguiça calabresa",
    "paio",
    "tofu",
    "massa de lasanha fresca",
    "salsicha",
  ],
  padaria: ["pão", "pão francês", "pão de forma", "fatia de pão", "torrada", "baguete", "brioche"],
  mercearia: [
    "arroz",
    "feijão",
    "lentilha",
    "grão-de-bico",
    "canjica",
    "milho para canjica",
    "milho de pipoca",
    "farinha",
    "farinha de trigo",
    "farinha de mandioca",
    "farinha de milho",
    "farinha de rosca",
    "farinha panko",
    "farinha de bocaiuva",
    "flocão",
    "fubá",
    "amido de milho",
    "polvilho",
    "goma de tapioca",
    "tapioca",
    "sagu",
    "trigo para quibe",
    "aveia",
    "granola",
    "chia",
    "linhaça",
    "gergelim",
    "semente",
    "açúcar",
    "rapadura",
    "melado",
    "mel",
    "macarrão",
    "espaguete",
    "talharim",
    "penne",
    "parafuso",
    "massa de lasanha",
    "agnolini",
    "capeletti",
    "óleo",
    "azeite",
    "azeite de dendê",
    "banha",
    "leite de coco",
    "leite em pó",
    "leite vegetal",
    "doce de leite",
    "milho verde em conserva",
    "ervilha",
    "palmito",
    "azeitona",
    "alcaparra",
    "atum",
    "sardinha",
    "champignon em conserva",
    "extrato de tomate",
    "molho de tomate",
    "polpa de tomate",
    "passata de tomate",
    "tomate pelado",
    "maionese",
    "ketchup",
    "mostarda",
    "pasta de amendoim",
    "amendoim",
    "castanha",
    "castanha de caju",
    "castanha-do-pará",
    "noz",
    "uva-passa",
    "coco ralado",
    "chocolate",
    "cacau",
    "chocolate granulado",
    "fermento",
    "fermento biológico",
    "fermento químico",
    "bicarbonato de sódio",
    "gelatina",
    "ágar-ágar",
    "essência de baunilha",
    "corante alimentício",
    "goiabada",
    "geleia",
    "paçoca",
    "biscoito",
    "biscoito maisena",
    "batata palha",
    "café",
    "chá",
    "camomila",
    "flor de hibisco",
    "erva-mate",
    "proteína de soja",
    "tucupi",
    "xarope",
  ],
  temperos: [
    "sal",
    "pimenta-do-reino",
    "pimenta calabresa",
    "pimenta síria",
    "páprica",
    "colorau",
    "cominho",
    "canela",
    "cravo",
    "cravo-da-índia",
    "noz-moscada",
    "orégano",
    "louro",
    "folha de louro",
    "açafrão",
    "açafrão-da-terra",
    "cúrcuma",
    "curry",
    "alho em pó",
    "erva-doce",
    "vinagre",
    "shoyu",
    "molho inglês",
    "caldo de carne",
    "caldo de galinha",
    "caldo de legume",
    "tablete de caldo",
  ],
  bebidas: [
    "água com gás",
    "água mineral",
    "água de coco",
    "suco de uva",
    "suco de maracujá concentrado",
    "vinho",
    "cerveja",
    "cachaça",
    "refrigerante",
    "xarope de guaraná",
    "xarope de groselha",
  ],
  congelados: ["polpa de açaí", "polpa de fruta", "polpa de maracujá", "polpa de buriti", "sorvete", "gelo"],
  outros: ["folha de bananeira", "papel-manteiga", "papel-alumínio", "palito"],
};

/** Words that read the same food more broadly: "queijo muçarela", not "queijo mussarela". */
function wordsOf(name: string): string[] {
  return canonicalWords(normaliseName(name).split(" ").filter(Boolean));
}

const sectionOfPhrase = new Map<string, SectionId>();
for (const [section, phrases] of Object.entries(phrasesBySection) as [SectionId, readonly string[]][]) {
  for (const phrase of phrases) {
    const key = wordsOf(phrase).join(" ");
    const existing = sectionOfPhrase.get(key);
    if (existing && existing !== section) throw new Error(`market/sections.ts: "${phrase}" está em duas seções.`);
    sectionOfPhrase.set(key, section);
  }
}
const longestPhrase = Math.max(...[...sectionOfPhrase.keys()].map((key) => key.split(" ").length));

export interface SectionMatch {
  section: SectionId;
  /** The phrase of the table that placed it, folded; null when none did (the fallback). */
  phrase: string | null;
}

/** Sold in a can, jar or box: the dry-goods aisle, whatever the fresh food's section. */
const preserved = /\b(em conserva|enlatad[oa]s?|em lata|lata|latinha|vidro|sache|caixinha|caixa)\b/;
const frozen = /\bcongelad[oa]s?\b/;
/** Dried herbs hang with the spices. */
const dried = /\b(sec[oa]s?|desidratad[oa]s?|em po)\b/;

export function sectionOf(name: string): SectionMatch {
  return sectionOfWords(wordsOf(name));
}

/** The same, for a name already read into folded, singular words in one spelling (shopping-units.ts keys). */
export function sectionOfWords(words: readonly string[]): SectionMatch {
  const folded = words.join(" ");
  let best: { phrase: string; length: number; at: number } | null = null;
  for (let at = 0; at < words.length; at++) {
    for (let length = Math.min(longestPhrase, words.length - at); length >= 1; length--) {
      if (best && length <= best.length) break;
      const phrase = words.slice(at, at + length).join(" ");
      if (sectionOfPhrase.has(phrase)) {
        best = { phrase, length, at };
        break;
      }
    }
  }
  if (!best) return { section: frozen.test(folded) ? "congelados" : fallbackSection, phrase: null };
  let section = sectionOfPhrase.get(best.phrase)!;
  // A fruit "congelada" in a recipe is one the cook froze at home; anything else is bought frozen.
  if (frozen.test(folded) && section !== "hortifruti") section = "congelados";
  else if (section === "hortifruti" && preserved.test(folded)) section = "mercearia";
  else if (section === "hortifruti" && dried.test(folded) && !/^(ovo|gema|clara)\b/.test(folded)) section = "temperos";
  return { section, phrase: best.phrase };
}

export function sectionLabel(id: SectionId): string {
  return marketSections.find((section) => section.id === id)!.label;
}

/**
 * The sections in the cook's order: the ids the cook saved that still exist, then any
 * section the saved order lacks (a section added later) in the usual order.
 */
export function sectionsInOrder(saved: readonly string[] | null | undefined): SectionId[] {
  const known = new Set<string>(marketSections.map((section) => section.id));
  const chosen = [...new Set((saved ?? []).filter((id) => known.has(id)))] as SectionId[];
  return [...chosen, ...marketSections.map((section) => section.id).filter((id) => !chosen.includes(id))];
}
