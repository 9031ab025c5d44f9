/**
 * What the scripted model knows about ingredients: the kind of each (by its folded
 * name), a realistic amount for four servings, and the Portuguese it needs to write
 * about it (article and gender, lists, contractions). Pure.
 */
import type { Unit } from "~/domain/recipe";
import { fold } from "~/domain/text";

export type Kind =
  | "fat"
  | "farofa"
  | "flour"
  | "sugar"
  | "condensed"
  | "chocolate"
  | "plantMilk"
  | "cream"
  | "cheese"
  | "milk"
  | "egg"
  | "eggSwap"
  | "seafood"
  | "cannedFish"
  | "saltedMeat"
  | "fish"
  | "sausage"
  | "poultry"
  | "groundMeat"
  | "meat"
  | "tofu"
  | "mushroom"
  | "pasta"
  | "grain"
  | "cookedLegume"
  | "legume"
  | "topping"
  | "tomato"
  | "aromatic"
  | "herb"
  | "cookingGreen"
  | "saladGreen"
  | "root"
  | "vegetable"
  | "quickVegetable"
  | "citrus"
  | "fruit"
  | "nut"
  | "spice"
  | "liquid"
  | "bread"
  | "other";

/** The kinds, most specific first: the first pattern that fits the folded name wins. */
const kindPatterns: [Kind, RegExp][] = [
  ["nut", /\b(manteiga|pasta|creme) de amendoim\b|\bsementes?\b/],
  ["spice", /\b(aminos|shoyu|molho de soja|molho ingles|levedura|noz moscada|caldo de (legumes|carne|galinha|frango|peixe))\b/],
  ["plantMilk", /\bleite (de (coco|aveia|amendoas?|soja|arroz|castanhas?)|vegetal)\b/],
  ["eggSwap", /\b(linhaca|chia) (moida )?(hidratada|com agua)|\baquafaba\b/],
  ["cream", /\b(creme de coco|creme de leite|nata|requeijao|cream cheese|iogurte|coalhada)\b/],
  ["condensed", /\b(leite condensado|doce de leite)\b/],
  ["fat", /^(azeite|oleo|manteiga|margarina|banha|gordura)\b/],
  ["farofa", /\bfarinha de (mandioca|milho|mesa)\b|\bfarinha flocada\b/],
  [
    "pasta",
    /\b(macarrao|espaguete|talharim|penne|fusilli|parafuso|massa|lasanha|nhoque|ravioli|capeletti|fettuccine|linguine|miojo|lamen|bifum)\b/,
  ],
  ["flour", /\b(farinhas?|fuba|polvilho|amido|maisena|fecula|goma|tapioca|aveia|farelo|fermento|bicarbonato)\b/],
  ["sugar", /\b(acucar|mel|melado|xilitol|adocante|goiabada|geleia)\b/],
  ["chocolate", /\b(chocolate|cacau|achocolatado|nutella)\b/],
  ["cheese", /\b(queijo|mussarela|mucarela|mozarela|parmesao|provolone|ricota|cottage|gorgonzola|catupiry|coalho)\b/],
  ["milk", /^leite\b/],
  ["egg", /\b(ovos?|gemas?|claras?)\b/],
  ["seafood", /\b(camarao|camaroes|lula|polvo|mexilhao|mariscos?|siri|caranguejo|lagosta|vieiras?|ostras?|sururu)\b/],
  ["cannedFish", /\b(atum|sardinha)\b(?!.*\b(fresc[oa]|postas?|files?|steak|posta)\b)/],
  ["saltedMeat", /\b(carne seca|charque|carne de sol|jerked beef|bacalhau)\b/],
  [
    "fish",
    /\b(peixe|tilapia|salmao|merluza|pescada|robalo|cacao|dourado|pintado|tambaqui|atum|sardinha|truta|linguado|badejo|corvina|filetes?)\b/,
  ],
  ["sausage", /\b(linguica|calabresa|bacon|paio|salsicha|presunto|salame|toucinho|chourico|costelinha|lombo defumado)\b/],
  ["poultry", /\b(frango|galinha|peru|pato|sobrecoxas?|coxas?|asas?|chester|galeto)\b/],
  ["groundMeat", /\b(carne|patinho|acem|musculo|frango|porco) moid[oa]\b/],
  [
    "meat",
    /\b(carne|patinho|alcatra|picanha|maminha|fraldinha|acem|musculo|costela|cupim|contrafile|file mignon|coxao|lagarto|bifes?|bisteca|lombo|pernil|porco|suino|cordeiro|carneiro|figado)\b/,
  ],
  ["tofu", /\b(tofu|tempeh|proteina (texturizada|de soja)|pts|carne de soja|seitan)\b/],
  ["mushroom", /\b(cogumelos?|champignon|shimeji|shiitake|funghi|portobello|jaca)\b/],
  ["grain", /\b(arroz|quinoa|cevadinha|triguilho|cuscuz marroquino)\b/],
  ["cookedLegume", /\b(feijao|feijoes|lentilhas?|grao de bico|graos de bico|ervilha seca)\b.*\b(cozid[oa]s?|lata|pronto)\b/],
  ["legume", /\b(feijao|feijoes|lentilhas?|grao de bico|graos de bico|ervilha seca|fava)\b/],
  ["topping", /\b(batata palha|granulado|coco ralado|crouton)/],
  ["quickVegetable", /\btomates? secos?\b/],
  ["tomato", /\b(tomates?|molho de tomate|extrato de tomate|passata|polpa de tomate)\b/],
  ["aromatic", /\b(cebolas?|alho|alhos|alho poro|gengibre|dentes? de alho)\b/],
  ["herb", /\b(salsinha|salsa|cebolinha|cheiro verde|coentro|manjericao|hortela|alecrim|tomilho|louro|salvia|endro)\b/],
  [
    "vegetable",
    /\b(couve flor|abobrinha|berinjela|brocolis|vagem|vagens|pimentao|pimentoes|chuchu|quiabo|jilo|aspargos?|maxixe|alcachofra|palmito)\b/,
  ],
  ["cookingGreen", /\b(couve|espinafre|acelga|repolho|bertalha|taioba|escarola|chicoria|almeirao)\b/],
  ["saladGreen", /\b(alface|rucula|agriao|folhas|pepino|rabanete|mix de folhas)\b/],
  ["root", /\b(batatas?|mandioca|aipim|macaxeira|cenouras?|beterrabas?|inhame|cara|mandioquinha|abobora|moranga|cabotia|jerimum|nabo)\b/],
  ["quickVegetable", /\b(milho|ervilhas?|azeitonas?|tomate seco|alcaparras?)\b/],
  ["citrus", /\b(limao|limoes|lima|laranjas?)\b/],
  [
    "fruit",
    /\b(bananas?|macas?|mangas?|morangos?|abacaxi|mamao|uvas?|peras?|pessegos?|maracuja|goiabas?|melancia|melao|kiwi|coco|abacate|acai|ameixas?|amoras?|mirtilos?|caqui|figos?|caju|frutas?)\b/,
  ],
  ["nut", /\b(amendoim|amendoins|castanhas?|nozes|noz|amendoas?|avelas?|pistaches?|macadamia|gergelim|linhaca|chia|sementes?|granola)\b/],
  [
    "spice",
    /\b(sal|pimenta|pimenta do reino|noz moscada|cominho|paprica|colorau|urucum|acafrao|curcuma|canela|cravo|oregano|curry|caldo|tempero|shoyu|molho|mostarda|ketchup|maionese|vinagre|aminos|levedura|baunilha|essencia)\b/,
  ],
  ["liquid", /^(agua|vinho|cerveja|suco|cafe)\b/],
  ["bread", /\b(pao|paes|torradas?|baguete|bisnaguinha|wrap|tortilhas?|biscoitos?|bolachas?)\b/],
];

/** Folded, hyphens as spaces, "do/da/dos/das" as "de" (as the food lexicon writes names). */
export const folded = (name: string) =>
  fold(name)
    .replace(/[-‐-―]/g, " ")
    .replace(/\b(do|da|dos|das)\b/g, "de")
    .replace(/\s+/g, " ")
    .trim();

export function kindOf(name: string): Kind {
  const text = folded(name);
  return kindPatterns.find(([, pattern]) => pattern.test(text))?.[0] ?? "other";
}

/** A realistic amount for four servings of a savory dish, by kind. */
export function amountFor(name: string, kind: Kind = kindOf(name)): { quantity: number; unit: Unit } {
  const text = folded(name);
  if (/\bdentes? de alho\b/.test(text)) return { quantity: 3, unit: "unidade" };
  if (/^alho\b/.test(text)) return { quantity: 10, unit: "g" };
  if (/\bcebolas?\b/.test(text)) return { quantity: 1, unit: "unidade" };
  if (/\bgengibre\b/.test(text)) return { quantity: 10, unit: "g" };
  if (/\b(sal|pimenta)\b/.test(text) && kind === "spice") return { quantity: 1, unit: "pitada" };
  const byKind: Partial<Record<Kind, { quantity: number; unit: Unit }>> = {
    fat: { quantity: 2, unit: "colher de sopa" },
    farofa: { quantity: 150, unit: "g" },
    flour: { quantity: 1, unit: "colher de sopa" },
    sugar: { quantity: 1, unit: "colher de chá" },
    condensed: { quantity: 395, unit: "g" },
    chocolate: { quantity: 100, unit: "g" },
    plantMilk: { quantity: 200, unit: "ml" },
    cream: { quantity: 200, unit: "g" },
    cheese: { quantity: 150, unit: "g" },
    milk: { quantity: 200, unit: "ml" },
    egg: { quantity: 4, unit: "unidade" },
    eggSwap: { quantity: 3, unit: "colher de sopa" },
    seafood: { quantity: 500, unit: "g" },
    cannedFish: { quantity: 170, unit: "g" },
    saltedMeat: { quantity: 500, unit: "g" },
    fish: { quantity: 600, unit: "g" },
    sausage: { quantity: 300, unit: "g" },
    poultry: { quantity: 600, unit: "g" },
    groundMeat: { quantity: 500, unit: "g" },
    meat: { quantity: 600, unit: "g" },
    tofu: { quantity: 400, unit: "g" },
    mushroom: { quantity: 300, unit: "g" },
    pasta: { quantity: 400, unit: "g" },
    grain: { quantity: 200, unit: "g" },
    cookedLegume: { quantity: 400, unit: "g" },
    legume: { quantity: 250, unit: "g" },
    topping: { quantity: 50, unit: "g" },
    tomato: { quantity: 300, unit: "g" },
    herb: { quantity: 10, unit: "g" },
    cookingGreen: { quantity: 200, unit: "g" },
    saladGreen: { quantity: 150, unit: "g" },
    root: { quantity: 500, unit: "g" },
    vegetable: { quantity: 300, unit: "g" },
    quickVegetable: { quantity: 150, unit: "g" },
    citrus: { quantity: 1, unit: "unidade" },
    fruit: { quantity: 300, unit: "g" },
    nut: { quantity: 50, unit: "g" },
    spice: { quantity: 1, unit: "colher de chá" },
    liquid: { quantity: 200, unit: "ml" },
    bread: { quantity: 4, unit: "unidade" },
  };
  return byKind[kind] ?? { quantity: 200, unit: "g" };
}

// --- Portuguese -----------------------------------------------------------------------------

/** Feminine nouns that do not end in -a: "a carne", "a couve", "a noz". */
const feminine = new Set([
  "carne",
  "alface",
  "couve",
  "noz",
  "maionese",
  "semente",
  "vagem",
  "pele",
  "flor",
  "hortela",
  "maca",
  "avela",
  "roma",
  "mostarda",
  "polpa",
  "raiz",
  "acucar de coco",
]);
/** Masculine nouns that end in -a. */
const masculine = new Set(["dia", "cha", "guarana", "fuba", "maracuja", "caja", "acai", "cara", "mix", "aminos"]);

/** Words ending in -s that are singular. */
const singularInS = new Set(["ananas", "lapis", "gas", "pires", "atlas", "mais"]);

/** Gender and number of a food's name, by its first word: "os ovos", "a farinha de arroz". */
export function genderOf(name: string): { feminine: boolean; plural: boolean } {
  const written =
    name
      .trim()
      .toLocaleLowerCase("pt-BR")
      .split(/[\s-]+/)[0] ?? "";
  const first = fold(written);
  let singular = first;
  let plural = false;
  if (/(oes|aes)$/.test(first)) [singular, plural] = [`${first.slice(0, -3)}ao`, true];
  else if (/(z|r)es$/.test(first)) [singular, plural] = [first.slice(0, -2), true];
  else if (first.length > 3 && first.endsWith("s") && !singularInS.has(first)) [singular, plural] = [first.slice(0, -1), true];
  if (masculine.has(singular)) return { feminine: false, plural };
  const writtenSingular = plural ? written.replace(/(ões|ães)$/, "ão").replace(/s$/, "") : written;
  const isFeminine =
    feminine.has(singular) || /(a|ã|ção|gem|dade)$/.test(writtenSingular) || (/(a|gem|dade)$/.test(singular) && !/ã/.test(written));
  return { feminine: isFeminine, plural };
}

/** "o frango", "a cebola", "os ovos", "as castanhas". */
export function article(name: string): string {
  const { feminine: isFeminine, plural } = genderOf(name);
  return `${isFeminine ? "a" : "o"}${plural ? "s" : ""}`;
}

const contractions: Record<string, Record<string, string>> = {
  de: { o: "do", a: "da", os: "dos", as: "das" },
  em: { o: "no", a: "na", os: "nos", as: "nas" },
  a: { o: "ao", a: "à", os: "aos", as: "às" },
  por: { o: "pelo", a: "pela", os: "pelos", as: "pelas" },
};

/** The name with its article, after a preposition if given: "do frango", "na panela", "o leite". */
export function withArticle(name: string, preposition?: "de" | "em" | "a" | "por"): string {
  const art = article(name);
  return `${preposition ? contractions[preposition]![art] : art} ${name}`;
}

/** "a, b e c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

/** "o frango, a cebola e os ovos" (each with its article, contracted after a preposition). */
export function listedWithArticles(names: readonly string[], preposition?: "de" | "em" | "a" | "por"): string {
  return listed(names.map((name) => withArticle(name, preposition)));
}

/** "Feminine" form of an adjective ending in -o for a name: grelhado → grelhada. */
export function agree(adjective: string, name: string): string {
  const { feminine: isFeminine, plural } = genderOf(name);
  const stem = adjective.replace(/o$/, "");
  return `${stem}${isFeminine ? "a" : "o"}${plural ? "s" : ""}`;
}

/** The first letter in upper case. */
export const capitalised = (text: string) => (text ? text[0]!.toLocaleUpperCase("pt-BR") + text.slice(1) : text);

/** Two decimals, at least 0.01 (a reply needs a positive quantity), at most the schema's 100 000. */
export const roundQuantity = (value: number) => Math.min(100_000, Math.max(0.01, Math.round(value * 100) / 100));

/** A food as a title says it: "grão-de-bico cozido" → "grão-de-bico", "couve-flor em floretes" → "couve-flor". */
export const shortFood = (name: string) =>
  name
    .replace(
      /\s+(em (floretes|cubos|tiras|rodelas|conserva|lascas)\b.*|picad[oa]s?|cozid[oa]s?|desfiad[oa]s?|hidratad[oa]s? .*|verde cozida|dessalgad[oa]s?|ralad[oa]s?)$/u,
      "",
    )
    .trim();
