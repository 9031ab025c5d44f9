/**
 * The gates an editor's reading added (issue 22, "a catalogue an editor would sign"): what
 * makes a recipe dangerous (a named preparation the restriction engine cannot see, a
 * gluten-free tag on a condiment whose label decides, raw eggs without a warning, a
 * substitute that needs a longer cooking), what makes it fail in the kitchen (a set dessert
 * with nothing to set it, a roast given too little time) and tags that promise what the
 * recipe does not keep ("Low Carb", "Uma Panela Só"). Pure, like the gates in gates/; decision 031.
 */
import { ingredientKey } from "~/domain/nutrition/ingredient-name";
import type { RecipeNutrition } from "~/domain/nutrition/nutrition";
import { avoidancesIn, type Avoidance } from "~/domain/restrictions";
import { fold } from "~/domain/text";
import type { CatalogueEntry } from "./load.server";

export type EditorGateName =
  | "honey-infant"
  | "substitute-timing"
  | "pressure-release"
  | "countless-unit"
  | "same-foods"
  | "named-preparation"
  | "gluten-label"
  | "raw-egg"
  | "substitute-doneness"
  | "setting"
  | "cooking-time"
  | "named-fish";

interface Recipe {
  file: string;
  slug: string;
  entry: CatalogueEntry;
}

interface EditorProblem {
  file: string;
  slug: string;
  gate: EditorGateName | "tags";
  message: string;
}

/** Folded, hyphens and punctuation as spaces: "micro-ondas" → "micro ondas". */
const plain = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const stepTexts = (entry: CatalogueEntry) => entry.steps.map((step) => step.description);
const tipTexts = (entry: CatalogueEntry) => entry.steps.flatMap((step) => step.tips ?? []);
const sentencesOf = (texts: readonly string[]) =>
  texts
    .flatMap((text) => text.split(/[.;!?]+/))
    .map(plain)
    .filter(Boolean);

// ---------------------------------------------------------------------------------------
// Low Carb: what the collection page says

/**
 * The Low Carb page promises "sem açúcar nem farinha" (taxonomy.ts). What a nutritionist
 * counts with them: sugars (açúcar, mel, melado, rapadura, leite condensado, doce de leite),
 * flours and starches (farinhas, amido, polvilho, goma, fubá, aveia, tapioca), bread and
 * biscuits, and the starchy staples (batata, batata palha, mandioca, arroz, massa, milho,
 * feijão, grão-de-bico, lentilha). None of them on a Low Carb recipe, not even optional:
 * the page promises the recipe, not a serving suggestion.
 */
export const lowCarbExcluded =
  /\b(acucar|mel|melado|rapadura|leite condensado|doce de leite|farinha|amido|maisena|polvilho|goma|fuba|aveia|tapioca|sagu|pao|paes|torrada|biscoito|bolacha|batata|mandioca|aipim|macaxeira|mandioquinha|inhame|arroz|macarrao|massa|espaguete|milho|feijao|grao de bico|lentilha|cuscuz|granola)\b/;

export function checkLowCarbFoods(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!entry.tags.includes("Low Carb")) return [];
  return entry.ingredients
    .filter((ingredient) => lowCarbExcluded.test(plain(ingredient.name)))
    .map((ingredient) => ({
      file,
      slug,
      gate: "tags" as const,
      message: `"Low Carb" com "${ingredient.name}": a página promete receitas sem açúcar, farinha, pão, batata, arroz, massa, milho nem grãos; tire a tag ou o ingrediente.`,
    }));
}

// ---------------------------------------------------------------------------------------
// Uma Panela Só

/** What a dish is cooked in; "panela larga ou frigideira funda" is one vessel, the cook's choice. */
const vessel =
  /\b(outra panela|outra frigideira|segunda panela|panela de pressao|panela|frigideira|caldeirao|wok|forno|airfryer|air fryer|micro ondas|chapa|grelha)\b/g;
const sameVessel: Record<string, string> = { "panela de pressao": "panela", caldeirao: "panela", "air fryer": "airfryer" };

/** The vessels the steps cook in, each once; a second one of a kind ("outra panela") counts apart. */
export function vesselsOf(steps: readonly string[]): string[] {
  const found = new Set<string>();
  for (const sentence of sentencesOf(steps)) {
    // "em uma panela ou frigideira": the alternative after "ou" is the same vessel.
    const withoutAlternatives = sentence.replace(/\bou (uma |um |na |no |em )?(panela|frigideira|wok|caldeirao)\w*( \w+)?/g, "");
    for (const match of withoutAlternatives.matchAll(vessel)) {
      const name = match[1]!;
      if (name.startsWith("outra") || name.startsWith("segunda")) found.add(`${name} (uma segunda)`);
      else found.add(sameVessel[name] ?? name);
    }
  }
  return [...found];
}

export function checkOnePot(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!entry.tags.includes("Uma Panela Só")) return [];
  const vessels = vesselsOf(stepTexts(entry));
  if (vessels.length <= 1) return [];
  return [
    {
      file,
      slug,
      gate: "tags",
      message: `"Uma Panela Só", mas os passos usam ${vessels.join(", ")}: tire a tag ou faça tudo numa só.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------
// A step that names another catalogue recipe

/** Words that say how or where a dish is made, not which: "Vatapá Baiano" is vatapá. */
const styleWords =
  /\s+(baian[oa]|paraense|mineir[oa]|caseir[oa]|simples|tradicional|classic[oa]|nordestin[oa]|gauch[oa]|capixaba|goian[oa]|paulista|carioca|cuiaban[oa]|pantaneir[oa]|amazonense|pernambucan[oa]|cremos[oa]|rapid[oa]|facil|de liquidificador|de panela|de festa|de domingo)$/;

/** Names that, once the style word is gone, say a food or a kind of dish, not one recipe: "Arroz Paraense" is not every arroz. */
const basicFoods = new Set([
  "arroz",
  "feijao",
  "manteiga",
  "requeijao",
  "cozido",
  "torta",
  "canjica",
  "frango",
  "carne",
  "peixe",
  "bolo",
  "pao",
  "queijo",
  "doce",
  "creme",
  "caldo",
  "sopa",
  "farofa",
  "molho",
  "cuscuz",
  "pudim",
  "salada",
  "mingau",
  "quibe",
  "bife",
  "paçoca",
  "pacoca",
  "cafe",
  "suco",
  "vinagrete",
  "pamonha",
  "angu",
  "pirao",
  "feijoada",
]);

/** The names a recipe is called by in another's steps: its title, and its title without a style word. */
export function preparationNames(title: string): string[] {
  const full = plain(title);
  const names = new Set([full]);
  let short = full;
  while (styleWords.test(short)) short = short.replace(styleWords, "");
  if (short !== full && !basicFoods.has(short)) names.add(short);
  return [...names];
}

/**
 * A recipe whose steps or ingredients name another catalogue recipe ("recheie com vatapá")
 * uses it: whatever the named recipe gives a cook to avoid, this one must give too, so
 * every check that reads the recipe (the diet tags, the stored avoidances, a cook's
 * warning) sees it. The engine sees a preparation by its own name in the lexicon
 * (food-lexicon.ts: "vatapá" has bread, shrimp, peanut and cashew) or by the ingredients
 * listed here; "vatapá sem glúten" says the cook made it without.
 */
export function checkNamedPreparations(recipes: readonly Recipe[]): EditorProblem[] {
  const avoidances = new Map<string, Avoidance[]>();
  const avoidancesOf = (recipe: Recipe) => {
    let found = avoidances.get(recipe.slug);
    if (!found) avoidances.set(recipe.slug, (found = avoidancesIn(recipe.entry)));
    return found;
  };
  const byName = new Map<string, Recipe>();
  for (const recipe of recipes) for (const name of preparationNames(recipe.entry.title)) if (!byName.has(name)) byName.set(name, recipe);
  const longest = Math.max(...[...byName.keys()].map((name) => name.split(" ").length));
  const problems: EditorProblem[] = [];
  for (const recipe of recipes) {
    const words = plain([...stepTexts(recipe.entry), ...recipe.entry.ingredients.map((ingredient) => ingredient.name)].join(" . ")).split(
      " ",
    );
    const named = new Set<Recipe>();
    for (let start = 0; start < words.length; start++)
      for (let length = 1; length <= longest && start + length <= words.length; length++) {
        const other = byName.get(words.slice(start, start + length).join(" "));
        if (other && other.slug !== recipe.slug && !plain(recipe.entry.title).includes(plain(other.entry.title))) named.add(other);
      }
    const ownFoods = plain(recipe.entry.ingredients.map((ingredient) => ingredient.name).join(" . "));
    for (const other of named) {
      // "o creme de cupuaçu" of a recipe that lists cupuaçu is its own, made in its steps, not the catalogue's.
      const names = preparationNames(other.entry.title);
      const base = names[names.length - 1]!.split(" ").pop()!;
      if (new RegExp(`\\b${base}\\b`).test(ownFoods)) continue;
      const own = new Set(avoidancesOf(recipe));
      const missing = avoidancesOf(other).filter((avoidance) => !own.has(avoidance));
      if (missing.length === 0) continue;
      problems.push({
        file: recipe.file,
        slug: recipe.slug,
        gate: "named-preparation",
        message: `os passos usam "${other.entry.title}" (${other.slug}), que tem o que evita quem não come ${missing.join(", ")}, e esta receita não diz: liste os ingredientes dele, ou dê ao léxico (app/domain/food-lexicon.ts) o nome do preparo com o que ele leva, ou escreva a versão sem ("vatapá sem glúten").`,
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------
// Sem Glúten and the condiments whose label decides

/**
 * Condiments that may or may not carry gluten by brand (malt vinegar in molho inglês,
 * wheat in stock cubes, seasoning mixes and sausages, oats cross-contaminated): a Sem
 * Glúten recipe that uses one tells the cook to read the label. Brazilian law makes every
 * packaged food say "contém glúten" or "não contém glúten" (Lei 10.674/2003, art. 1º,
 * https://www.planalto.gov.br/ccivil_03/leis/2003/l10.674.htm), so the label answers.
 */
export const labelDecides =
  /\b(molho ingles|worcestershire|caldo (de \w+ )?em (tablete|cubo|po)|caldo pronto|tempero pronto|sazon|shoyu sem gluten|molho de soja sem gluten|tamari|aveia sem gluten|linguica|salsicha|salame|mostarda|molho barbecue|ketchup|catchup|fermento em po)\b/;

export const labelWarning = /\bconfira o rotulo\b/;

export function checkGlutenLabels(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!entry.tags.includes("Sem Glúten")) return [];
  const written = plain([...tipTexts(entry), ...stepTexts(entry), ...entry.ingredients.map((ingredient) => ingredient.name)].join(" . "));
  if (labelWarning.test(written)) return [];
  const needing = entry.ingredients.filter((ingredient) => labelDecides.test(plain(ingredient.name)));
  return needing.map((ingredient) => ({
    file,
    slug,
    gate: "gluten-label" as const,
    message: `"Sem Glúten" com "${ingredient.name}", que pode ter glúten conforme a marca: numa dica, diga "confira o rótulo: precisa dizer 'não contém glúten'" (ou tire a tag).`,
  }));
}

// ---------------------------------------------------------------------------------------
// Raw eggs

const eggWord = /\b(ovos?|claras?|gemas?)\b/;
/** Heat that cooks an egg in the dish: after the eggs go in, the dish is baked, boiled, fried or microwaved. */
const cooks =
  /\b(forno|ass[ae]\w*|cozinh\w*|ferv\w*|frit[ea]\w*|banho maria|micro ondas|grelh\w*|airfryer|air fryer|chapa|frigideira|aque[cç]\w*|doure|refogue|pressao|ate (os ovos )?firmar\w*|ao fogo|em fogo|no fogo|leve ao fogo)\b/;
/** What cooks whipped whites: the oven, a water bath (merengue suíço), hot syrup (merengue italiano). */
const cooksWhites =
  /\b(forno|ass[ae]\w*|banho maria|micro ondas|calda quente|calda em fio|calda fervente|airfryer|frit[ea]\w*|ferv\w*|cozinh\w*|escalf\w*)\b/;
const offHeat = /\b(desligue o fogo|apague o fogo|(fora|tire|retire) do fogo)\b/g;

/** Whether the steps leave eggs raw: whipped whites never cooked, or eggs added after the last heat. */
export function leavesEggsRaw(entry: Pick<CatalogueEntry, "ingredients" | "steps" | "tags">): boolean {
  const hasRawEgg = entry.ingredients.some((ingredient) => eggWord.test(plain(ingredient.name)) && !/\bcozid/.test(plain(ingredient.name)));
  if (!hasRawEgg) return false;
  // "os ovos nevados", "o creme de gemas": the dish made already, not eggs going in.
  const sentences = sentencesOf(entry.steps.map((step) => step.description)).map((sentence) =>
    sentence.replace(offHeat, "").replace(/\b(ovos nevados|creme de gemas)\b/g, ""),
  );
  const whipped = sentences.findIndex((sentence) => /\bclaras?\b/.test(sentence) && /\bneve\b/.test(sentence));
  if (whipped >= 0 && !sentences.slice(whipped).some((sentence) => cooksWhites.test(sentence))) return true;
  // Savoury eggs are fried, scrambled or boiled in words too many to list; a dessert's eggs are raw unless heat follows them.
  if (entry.tags[0] !== "Sobremesas") return false;
  const lastEgg = sentences.findLastIndex((sentence) => eggWord.test(sentence));
  return lastEgg >= 0 && !sentences.slice(lastEgg).some((sentence) => cooks.test(sentence));
}

/** The warning the tips must give: who should not eat raw eggs, and the cooked way. */
export const rawEggWarning = /\bcriancas, gestantes e idosos\b/;
const cookedAlternative = /\b(pasteurizad\w*|merengue suico|merengue italiano)\b/;

export function checkRawEggs(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!leavesEggsRaw(entry)) return [];
  const tips = tipTexts(entry).map((tip) => fold(tip));
  if (tips.some((tip) => rawEggWarning.test(tip) && cookedAlternative.test(tip))) return [];
  return [
    {
      file,
      slug,
      gate: "raw-egg",
      message:
        'os ovos ficam crus (nada os cozinha depois que entram): numa dica, avise "crianças, gestantes e idosos" e dê a versão cozida (claras pasteurizadas, merengue suíço).',
    },
  ];
}

// ---------------------------------------------------------------------------------------
// A substitute that cooks differently

/**
 * Poultry, pork and offal must be cooked through (Anvisa, "Cartilha sobre Boas Práticas
 * para Serviços de Alimentação", 2004: at least 70 °C in every part); beef and fish may be
 * served pink. A substitute of poultry, pork or liver for a food that is not says so.
 */
const cookedThrough = /\b(frango|galinha|porco|suin[oa]|figado de frango)\b/;
/** Cured or rendered: cooked already, or not a meat that is served at a doneness. */
const alreadySafe = /\b(banha|peito de peru|calabresa|defumad\w*|cozid\w*|desfiad\w*|assad\w*|pronto|presunto)\b/;
/** What may be served pink or rare: beef, lamb, fish. */
const servedPink =
  /\b(carne|patinho|alcatra|acem|bife|contrafile|musculo|maminha|fraldinha|picanha|file mignon|boi|bovin\w*|cordeiro|peixe|tilapia|salmao|atum|figado)\b/;
const cookedThroughWords = /\b(nao ficar rosad\w*|bem passad\w*|cozid\w* por inteiro|sem partes rosadas)\b/;

export function checkSubstituteDoneness(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  return entry.ingredients.flatMap((ingredient) => {
    const original = plain(ingredient.name);
    if (cookedThrough.test(original) || !servedPink.test(original)) return [];
    return (ingredient.possibleSubstitutes ?? [])
      .map((substitute) => ({ substitute, folded: plain(substitute) }))
      .filter(({ folded }) => cookedThrough.test(folded) && !alreadySafe.test(folded) && !cookedThroughWords.test(folded))
      .map(({ substitute }) => ({
        file,
        slug,
        gate: "substitute-doneness" as const,
        message: `substituto "${substitute}" de "${ingredient.name}" precisa cozinhar por inteiro: escreva no substituto "(cozinhe até não ficar rosado)".`,
      }));
  });
}

/**
 * Swaps that cook in a different time: the substitute says how long, in parentheses
 * ("arroz integral (cozinhe por 40 minutos...)"), or the cook serves it raw or mush.
 */
export const timingSwaps: { from: RegExp; to: RegExp; what: string }[] = [
  { from: /^arroz\b(?!.*integral)/, to: /\barroz integral\b/, what: "arroz integral cozinha o dobro do tempo do branco" },
  {
    from: /\b(batata|batata doce|mandioquinha|cenoura)\b/,
    to: /\b(mandioca|macaxeira|aipim|inhame)\b/,
    what: "mandioca cozinha mais que batata",
  },
  { from: /\b(ervilha|grao de bico|feijao)\b/, to: /\blentilha\b/, what: "lentilha fica pronta bem antes" },
  {
    from: /\blentilha\b/,
    to: /\b(grao de bico|feijao)\b(?!.*(cozid|conserva|lata))/,
    what: "grão-de-bico e feijão secos pedem molho e muito mais tempo",
  },
];
const saysTime = /\([^)]*\b(minutos?|horas?|molho|mais tempo|menos tempo)\b[^)]*\)/;

export function checkSubstituteTiming(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  return entry.ingredients.flatMap((ingredient) =>
    (ingredient.possibleSubstitutes ?? []).flatMap((substitute) => {
      // Both cooked already ("grão-de-bico cozido" for "lentilha cozida"): nothing to time.
      if (/\b(cozid|conserva|lata)/.test(plain(ingredient.name))) return [];
      const swap = timingSwaps.find(({ from, to }) => from.test(plain(ingredient.name)) && to.test(plain(substitute)));
      if (!swap || saysTime.test(fold(substitute))) return [];
      return [
        {
          file,
          slug,
          gate: "substitute-timing" as const,
          message: `substituto "${substitute}" de "${ingredient.name}": ${swap.what}; diga o tempo entre parênteses no substituto.`,
        },
      ];
    }),
  );
}

// ---------------------------------------------------------------------------------------
// Set desserts: something must set them

const setDessert = /\b(mousse|pudim|gelatina|bavaroise|bavarois|manjar|panna cotta|flan)\b/;
const sets: { what: string; test: (ingredients: string, steps: string) => boolean }[] = [
  { what: "gelatina ou ágar", test: (ingredients) => /\b(gelatina|agar)\b/.test(ingredients) },
  { what: "chia", test: (ingredients) => /\bchia\b/.test(ingredients) },
  { what: "chocolate derretido", test: (ingredients) => /\bchocolate (meio amargo|amargo|ao leite|branco)\b/.test(ingredients) },
  { what: "abacate", test: (ingredients) => /\babacate\b/.test(ingredients) },
  {
    what: "amido ou ovos, cozidos",
    test: (ingredients, steps) =>
      /\b(amido|maisena|farinha|tapioca|sagu|fuba|pao|ovos?|gemas?)\b/.test(ingredients) &&
      /\b(forno|banho maria|micro ondas|fogo|cozinh\w*|ass[ae]\w*|pressao)\b/.test(steps),
  },
  {
    // Acid thickens condensed milk's proteins: the three-ingredient mousse de maracujá.
    what: "leite condensado com fruta ácida",
    test: (ingredients) => /\bleite condensado\b/.test(ingredients) && /\b(maracuja|limao|cupuacu)\b/.test(ingredients),
  },
];

export function settingAgentOf(entry: Pick<CatalogueEntry, "ingredients" | "steps">): string | null {
  const ingredients = plain(entry.ingredients.map((ingredient) => ingredient.name).join(" . "));
  const steps = plain(stepTexts(entry as CatalogueEntry).join(" . "));
  return sets.find((agent) => agent.test(ingredients, steps))?.what ?? null;
}

export function checkSetting(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!setDessert.test(plain(entry.title)) || settingAgentOf(entry) !== null) return [];
  return [
    {
      file,
      slug,
      gate: "setting",
      message: `"${entry.title}" não tem o que a faça firmar (gelatina ou ágar; amido ou ovos cozidos; chocolate; leite condensado com maracujá, limão ou cupuaçu): acrescente um e diga no passo como entra.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------
// A bake or a fry with the time to cook what it names

/**
 * The least cooking a cut needs to be safe and tender, by how it is cooked, as the
 * usual Brazilian recipe books give it (a whole chicken 1 h to 1 h 30 at 200 °C).
 * Compared with cookTime: a recipe's total cooking can only be longer than its bake.
 */
export const minimumCooking: { food: RegExp; how: RegExp; minutes: number; what: string }[] = [
  { food: /\b(frango inteiro|galeto|peru|chester)\b/, how: /\b(assad|forno)/, minutes: 50, what: "ave inteira assada" },
  { food: /\b(coxa|sobrecoxa)\b/, how: /\b(assad|forno)/, minutes: 35, what: "coxa ou sobrecoxa assada" },
  { food: /\b(pernil|lombo|leitao)\b/, how: /\b(assad|forno)/, minutes: 60, what: "pernil ou lombo assado" },
  { food: /\bcostela bovina\b/, how: /\b(assad|forno)/, minutes: 120, what: "costela bovina assada" },
  { food: /\b(peixe inteiro|tainha|tambaqui inteiro|pacu inteiro)\b/, how: /\b(assad|forno)/, minutes: 30, what: "peixe inteiro assado" },
  { food: /\b(coxa|sobrecoxa|frango em pedaco)\b/, how: /\bfrit/, minutes: 20, what: "frango com osso frito" },
];

export function checkCookingTime(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  const title = plain(entry.title);
  const heaviest = plain(entry.ingredients[0]?.name ?? "");
  if (/\bpressao\b/.test(title)) return [];
  return minimumCooking
    .filter(({ food, how }) => how.test(title) && (food.test(title) || food.test(heaviest)))
    .filter(({ minutes }) => entry.cookTime < minutes)
    .map(({ minutes, what }) => ({
      file,
      slug,
      gate: "cooking-time" as const,
      message: `${what} em ${entry.cookTime} minutos de cozimento: precisa de ao menos ${minutes}; corrija cookTime e o passo.`,
    }));
}

// ---------------------------------------------------------------------------------------
// A count of a food that is not counted

/** Foods bought by weight or by the can, never one by one: "½ ervilha em conserva" means nothing. */
const countless =
  /\b(ervilha|milho verde|milho em conserva|grao de bico|feijao|lentilha|arroz|aveia|quinoa|gergelim|chia|linhaca|uva passa|coco ralado|queijo ralado|acucar|farinha|sal)\b/;
/** The words that make it countable: the can, the cob, the pot. */
const container = /^(lata|latinha|espiga|pote|vidro|caixinha|caixa|pacote|sache|envelope|saquinho|tablete|cubo|fatia|xicara)\b/;

export function checkCountlessUnits(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  return entry.ingredients
    .filter(
      (ingredient) => ingredient.unit === "unidade" && countless.test(plain(ingredient.name)) && !container.test(plain(ingredient.name)),
    )
    .map((ingredient) => ({
      file,
      slug,
      gate: "countless-unit" as const,
      message: `"${ingredient.name}" em "unidade" se lê "${ingredient.quantity} ${ingredient.name}": diga a embalagem ("lata de ${ingredient.name.replace(/ em conserva$/, "")}") ou use g.`,
    }));
}

// ---------------------------------------------------------------------------------------
// Honey on a recipe for children

/**
 * No honey before the first birthday: its spores can cause infant botulism, and baking does
 * not reliably kill them (Ministério da Saúde, "Guia alimentar para crianças brasileiras
 * menores de 2 anos", 2019, cap. 3: "não ofereça mel para crianças menores de 1 ano").
 * A recipe tagged "Para Crianças" with honey says so in a tip.
 */
const honey = /\bmel\b(?! de (cana|engenho))/;
export const infantHoneyWarning = /\bmenores de 1 ano\b/;

export function checkHoneyForChildren(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!entry.tags.includes("Para Crianças")) return [];
  if (!entry.ingredients.some((ingredient) => honey.test(plain(ingredient.name)))) return [];
  if (tipTexts(entry).some((tip) => infantHoneyWarning.test(plain(tip)))) return [];
  return [
    {
      file,
      slug,
      gate: "honey-infant",
      message:
        '"Para Crianças" com mel: numa dica, avise que mel não é para "menores de 1 ano" (risco de botulismo) e diga como fazer sem.',
    },
  ];
}

// ---------------------------------------------------------------------------------------
// The pressure cooker is opened only when the pressure is out

/**
 * A pressure cooker forced open sprays boiling food: every cooker's manual and Inmetro's
 * consumer guidance on pressure cookers (certification compulsory in Brazil) say to turn the
 * heat off and let the pressure out before opening. A recipe that cooks under pressure says so.
 */
const underPressure = /\b(panela de pressao|na pressao|pegar pressao|pegue pressao)\b/;
export const pressureOut =
  /\b(pressao (sair|sai|baixar|cair|acabar)|sair (toda )?a pressao|saia (toda )?a pressao|a pressao sair|sem pressao|todo o vapor|vapor sair)\b/;

export function checkPressureRelease(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  const steps = plain(stepTexts(entry).join(" . "));
  if (!underPressure.test(steps) || pressureOut.test(steps)) return [];
  return [
    {
      file,
      slug,
      gate: "pressure-release",
      message:
        'cozinha na panela de pressão e não diz quando abrir: acrescente "desligue e espere a pressão sair por completo antes de abrir".',
    },
  ];
}

// ---------------------------------------------------------------------------------------
// The fish the title names is the fish the ingredients name

/**
 * "Costela de Pacu Frita" with "800 g de peixe": the shopping list says "peixe", the nutrition
 * counts a fillet of merluza and a cook with no pacu at hand is not told what else will do. A
 * title that names a fish names it in an ingredient line, or a name the same fish goes by at
 * the market; other fishes go in the substitutes. "Dourado" is left out: in a title it is
 * mostly the colour ("Frango Dourado").
 */
export const titleFishes: { fish: string; names: RegExp }[] = [
  { fish: "tucunaré", names: /\btucunare\b/ },
  { fish: "pacu", names: /\bpacu\b/ },
  { fish: "tambaqui", names: /\btambaqui\b/ },
  { fish: "pirarucu", names: /\b(pirarucu|paiche)\b/ },
  { fish: "filhote", names: /\b(filhote|piraiba)\b/ },
  { fish: "piranha", names: /\bpiranha\b/ },
  { fish: "jaraqui", names: /\bjaraqui\b/ },
  { fish: "tainha", names: /\btainha\b/ },
  { fish: "anchova", names: /\b(anchova|enchova)\b/ },
  { fish: "pintado", names: /\b(pintado|surubim)\b/ },
  { fish: "surubim", names: /\b(surubim|pintado)\b/ },
  { fish: "lambari", names: /\blambari\b/ },
  { fish: "robalo", names: /\brobalo\b/ },
  { fish: "tilápia", names: /\btilapia\b/ },
  { fish: "pescada", names: /\b(pescada|pescadinha)\b/ },
  { fish: "merluza", names: /\bmerluza\b/ },
  { fish: "corvina", names: /\bcorvina\b/ },
  { fish: "badejo", names: /\bbadejo\b/ },
  { fish: "linguado", names: /\blinguado\b/ },
  { fish: "garoupa", names: /\bgaroupa\b/ },
  { fish: "salmão", names: /\bsalmao\b/ },
  { fish: "truta", names: /\btruta\b/ },
  { fish: "sardinha", names: /\bsardinha\b/ },
  { fish: "atum", names: /\batum\b/ },
  { fish: "bacalhau", names: /\bbacalhau\b/ },
];

export function checkNamedFish(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  const title = plain(entry.title);
  const lines = entry.ingredients.map((ingredient) => plain(ingredient.name));
  return titleFishes
    .filter(({ fish }) => new RegExp(`\\b${plain(fish)}\\b`).test(title))
    .filter(({ names }) => !lines.some((name) => names.test(name)))
    .map(({ fish }) => ({
      file,
      slug,
      gate: "named-fish" as const,
      message: `o título diz "${fish}" e nenhum ingrediente o nomeia ("peixe" não basta para a lista de compras nem para a nutrição): escreva "${fish}" na linha do peixe e ponha os outros peixes nos substitutos.`,
    }));
}

export const editorRecipeGates = [
  checkSubstituteTiming,
  checkPressureRelease,
  checkHoneyForChildren,
  checkCountlessUnits,
  checkLowCarbFoods,
  checkOnePot,
  checkGlutenLabels,
  checkRawEggs,
  checkSubstituteDoneness,
  checkSetting,
  checkCookingTime,
  checkNamedFish,
];

// ---------------------------------------------------------------------------------------
// The same dish twice: the same foods by weight under a similar title

/** Foods both recipes share make at least this much of each one's weight (without water and optional lines). */
export const sharedWeightLimit = 0.97;
/** ...and the titles are at least this similar (trigram Jaccard): three "costelas assadas" with different regions. */
export const sameFoodsTitleLimit = 0.3;

/** Grams of each food of a recipe, by its folded name, without water and optional lines. */
export function weightByFood(
  entry: Pick<CatalogueEntry, "ingredients">,
  nutrition: Pick<RecipeNutrition, "breakdown">,
): Map<string, number> {
  const weights = new Map<string, number>();
  entry.ingredients.forEach((ingredient, index) => {
    const line = nutrition.breakdown[index];
    if (ingredient.isOptional || line?.status === "water") return;
    const food = ingredientKey(ingredient.name).food;
    weights.set(food, (weights.get(food) ?? 0) + (line?.grams ?? 0));
  });
  return weights;
}

/** The smaller of the two shares of weight the recipes' common foods make. */
export function sharedWeight(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let inA = 0;
  let inB = 0;
  for (const [food, grams] of a) {
    const other = b.get(food);
    if (other === undefined) continue;
    inA += grams;
    inB += other;
  }
  const total = (weights: ReadonlyMap<string, number>) => [...weights.values()].reduce((sum, grams) => sum + grams, 0);
  const totalA = total(a);
  const totalB = total(b);
  return totalA === 0 || totalB === 0 ? 0 : Math.min(inA / totalA, inB / totalB);
}

/**
 * Pairs whose foods are the same by weight and whose titles are alike, in any categories
 * (one toast was both a breakfast and a dinner): the ingredient-set gate (gates.ts) misses
 * them when one adds a pinch of this or a lemon.
 * Only pairs with one of `only` (a writer's files) when given; pairs on the allow-list pass.
 */
export function findSameFoods(
  recipes: readonly (Recipe & { nutrition: Pick<RecipeNutrition, "breakdown">; titleTrigrams: ReadonlySet<string> })[],
  allowed: readonly { slugs: [string, string] }[],
  only?: ReadonlySet<string>,
): EditorProblem[] {
  const allowSet = new Set(allowed.map(({ slugs }) => [...slugs].sort().join("|")));
  const prepared = recipes.map((recipe) => ({ recipe, weights: weightByFood(recipe.entry, recipe.nutrition) }));
  const problems: EditorProblem[] = [];
  for (let i = 0; i < prepared.length; i++) {
    const a = prepared[i]!;
    for (let j = i + 1; j < prepared.length; j++) {
      const b = prepared[j]!;
      if (a.weights.size < 3 || b.weights.size < 3) continue;
      if (only && !only.has(a.recipe.slug) && !only.has(b.recipe.slug)) continue;
      if (allowSet.has([a.recipe.slug, b.recipe.slug].sort().join("|"))) continue;
      const titles = jaccardOf(a.recipe.titleTrigrams, b.recipe.titleTrigrams);
      if (titles < sameFoodsTitleLimit) continue;
      const shared = sharedWeight(a.weights, b.weights);
      if (shared < sharedWeightLimit) continue;
      const reported = only && !only.has(b.recipe.slug) ? a.recipe : b.recipe;
      const other = reported === a.recipe ? b.recipe : a.recipe;
      problems.push({
        file: reported.file,
        slug: reported.slug,
        gate: "same-foods",
        message: `os mesmos alimentos, no peso, que "${other.slug}" (${other.file}): ${Math.round(shared * 100)} % do peso de cada uma, e título parecido (${titles.toFixed(2)}). Una as duas ou faça delas pratos diferentes; se for uma variação deliberada, registre o par em db/catalogue/variants/.`,
      });
    }
  }
  return problems;
}

function jaccardOf(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
