/**
 * The scripted model's chef: reads the recipe and the cook's request from the chat
 * prompt (app/lib/model/prompts.ts). A question that asks for no change gets an answer
 * and no rewrite (chat-answers.ts). A change request ("para 4 porções", "serve 6",
 * "dobre a receita", "pela metade", "sem leite", "troque X por Y", "troque X por outra
 * coisa", "acrescente queijo", "mais sal", "mais saudável", "sem lactose") rewrites the
 * recipe; like a careful model it never adds what the cook avoids, swaps or removes what
 * the cook avoids whenever it rewrites, picks substitutes that fit the dish (sweet or
 * savoury), adds only foods (app/domain/known-foods.ts), and on the retry also rewrites
 * the title, description and steps the refusal pointed at. Asked to swap or remove what
 * the recipe does not have, it says so and changes nothing. The message says exactly
 * what changed, and nothing that did not.
 */
import { ingredientLine } from "~/domain/ingredient-line";
import { units, type Unit } from "~/domain/recipe";
import { formatDecimal } from "~/domain/numbers";
import { isKnownFood } from "~/domain/known-foods";
import { loadTaco } from "../../db/taco/taco.server";
import { isAvoidance, type Avoidance } from "~/domain/restrictions";
import { spokenNumbers } from "~/domain/spoken-numbers";
import { readRecipeChat, type RecipeChatRequest } from "~/lib/model/prompts";
import { fold } from "~/domain/text";
import {
  adaptedFor,
  avoidFor,
  because,
  isAvoided,
  reasonsIn,
  safeTitle,
  substituteAmount,
  substituteFor,
  withoutAvoided,
  type Avoid,
} from "./adapt";
import { boundedChat, boundedRequest } from "./bounds";
import { answerQuestion, dishKindOf, generalAnswer } from "./chat-answers";
import { recipeFromFoods, shapeForName } from "./fridge-recipe";
import { amountFor, capitalised, folded, kindOf, listed, listedWithArticles, roundQuantity, withArticle } from "./kitchen";

const demoPrefix = "Demonstração do Chef Virtual:";

type Line = RecipeChatRequest["ingredients"][number];
type Chat = RecipeChatRequest;

/** Folded words with plurals dropped ("Ovos" → "ovo"), for matching names. */
const words = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word));

/** Whether the words of `part` occur, in order and together, among the words of `whole`. */
function containsWords(whole: string[], part: string[]): boolean {
  if (part.length === 0 || part.length > whole.length) return false;
  for (let start = 0; start + part.length <= whole.length; start++) {
    if (part.every((word, offset) => whole[start + offset] === word)) return true;
  }
  return false;
}

/** Whether a name is a food a cook would recognise (TACO, our table beside it, the restriction lexicon). */
const isFood = (name: string) => isKnownFood(name, loadTaco());

/** A cake, a sweet, a pudding, a drink, a sweet bread: what goes in one is not what goes in a rice. */
function isSweetDish(chat: Chat): boolean {
  const kind = dishKindOf(chat);
  if (kind === "cake" || kind === "sweet" || kind === "chilled" || kind === "drink") return true;
  return kind === "bread" && chat.ingredients.some((line) => kindOf(line.name) === "sugar" || kindOf(line.name) === "condensed");
}

/**
 * The demo's substitutes, tried in order against the folded name (then the engine's safe
 * ones): [pattern, in a sweet dish, in a savoury one]. Eggs: mashed banana binds and
 * sweetens a cake, never a rice; in a savoury dish with flour (a batter, a dough, a
 * breading) hydrated linseed binds without a taste of its own; where the egg is eaten as
 * it is (a rice, an omelette, a farofa) tofu takes its place, crumbled or in cubes.
 * Butter: coconut oil in a cake, olive oil in a pan.
 */
export const substitutes: [RegExp, string, string | ((chat: Chat) => string)][] = [
  [/^leite condensado$/, "leite de coco condensado", "leite de coco condensado"],
  [/^creme de leite$/, "creme de coco", "creme de coco"],
  [/^leite( integral| desnatado| semidesnatado| de vaca)?$/, "leite de aveia", "leite de aveia"],
  [/^(manteiga|margarina)\b/, "óleo de coco", "azeite"],
  [/^acucar\b(?! de coco)/, "açúcar de coco", "açúcar de coco"],
  [/^ovos?\b/, "banana amassada", (chat) => (hasFlour(chat) ? "linhaça moída hidratada em água" : "tofu firme")],
  [/^farinha de trigo\b/, "farinha de arroz", "farinha de arroz"],
  [/^queijo\b/, "tofu firme", "tofu firme"],
];

/** A batter, a dough or a breading: eggs there bind. */
const hasFlour = (chat: Chat) =>
  chat.ingredients.some((line) => kindOf(line.name) === "flour" && !/\b(fermento|bicarbonato)\b/.test(folded(line.name)));

/** The demo's own substitute for an ingredient of this dish, if it has one. */
function ownSubstitute(name: string, chat: Chat): string | null {
  const found = substitutes.find(([pattern]) => pattern.test(name));
  if (!found) return null;
  const [, sweet, savoury] = found;
  if (isSweetDish(chat)) return sweet;
  return typeof savoury === "function" ? savoury(chat) : savoury;
}

/** Properties a request may ask for: "sem lactose", "uma versão vegana". */
const properties: [RegExp, Avoidance][] = [
  [/\b(sem|zero|livre de) lactose\b/, "lactose"],
  [/\b(sem|zero|livre de) gluten\b/, "glúten"],
  [/\bsem ovos?\b/, "ovos"],
  [/\bsem amendoim\b/, "amendoim"],
  [/\bsem soja\b/, "soja"],
  [/\bsem (nozes|castanhas?)\b/, "nozes"],
  [/\bsem frutos do mar\b/, "frutos do mar"],
  [/\b(vegan[oa]s?|vegetal|plant based)\b/, "vegano"],
  [/\bvegetarian[oa]s?\b/, "vegetariano"],
];
const propertiesIn = (text: string) => properties.filter(([pattern]) => pattern.test(text)).map(([, avoidance]) => avoidance);

/** What was done to the recipe, or what the chef answers instead. */
interface Rewrite {
  /** Phrases for what changed, in order: "adaptei a receita para 4 porções". */
  done: string[];
  /** Sentences about what was not done, and why. */
  notes: string[];
  servings?: number;
  ingredients?: Line[];
}

interface Answer {
  message: string;
}

const isAnswer = (value: Rewrite | Answer): value is Answer => "message" in value;

/** A count as a cook writes it: "4", "quatro", "duas". */
const count = `\\d{1,3}|${Object.keys(spokenNumbers)
  .filter((word) => word === fold(word))
  .join("|")}`;
const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (spokenNumbers[word] ?? NaN));

/** "para 4 porções", "2 pessoas", "serve 6", "rende oito", "para 3" at the end. */
const servingsAsked = [
  new RegExp(`(?<![\\d.,])(${count})\\s*(?:porcoes|porcao|pessoas|pessoa|pratos)\\b`),
  new RegExp(`\\b(?:serve|servir|sirva|rende|render|renda|rendimento de)\\s+(?:para\\s+)?(${count})\\b`),
  new RegExp(`\\bpara\\s+(${count})\\s*$`),
];
/** "dobre a receita", "o dobro", "faça pela metade", "meia receita", "o triplo". */
const scalings: [RegExp, number, string][] = [
  [/\b(dobr(e|ar|a|ando)|duplique|duplicar|o dobro|em dobro|duas vezes mais)\b/, 2, "dobrei a receita"],
  [/\b(triplique|triplicar|o triplo)\b/, 3, "tripliquei a receita"],
  [/\b(metade|meia receita|pela metade|dividida por dois)\b/, 0.5, "reduzi a receita pela metade"],
];

/**
 * The servings a request asks for, or null: a number ("para 4 pessoas", "serve 6") or a
 * scaling of the whole recipe ("dobre a receita", "pela metade"). A scaling that names an
 * ingredient ("o dobro de alho", "metade do açúcar") is about that ingredient, not the recipe.
 */
function servingsWanted(chat: Chat, text: string): { servings: number; said: string | null } | null {
  if (chat.servings === null) return null;
  for (const pattern of servingsAsked) {
    const match = pattern.exec(text);
    if (match) {
      const wanted = countOf(match[1]!);
      if (wanted >= 1 && wanted <= 100) return { servings: wanted, said: null };
    }
  }
  for (const [pattern, factor, said] of scalings) {
    if (!pattern.test(text)) continue;
    const wholeRecipe = /\b(receita|tudo|rendimento|porcoes|porcao|quantidades)\b/.test(text) || named(chat, text).length === 0;
    if (!wholeRecipe) return null;
    return { servings: Math.min(100, Math.max(1, Math.round(chat.servings * factor))), said };
  }
  return null;
}

/** Behaviour 1: "4 porções", "para 2 pessoas", "serve 6", "dobre a receita", "pela metade". */
function rewriteServings(chat: Chat, text: string): Rewrite | Answer | null {
  const wanted = servingsWanted(chat, text);
  if (!wanted || chat.servings === null) return null;
  const portions = `${wanted.servings} ${wanted.servings === 1 ? "porção" : "porções"}`;
  if (wanted.servings === chat.servings) {
    return {
      message: `${demoPrefix} a receita já rende ${portions}${wanted.said ? " e não dá para reduzir mais" : ""}; não precisei mudar nada.`,
    };
  }
  const factor = wanted.servings / chat.servings;
  return {
    done: [wanted.said ? `${wanted.said}: agora ela rende ${portions}` : `adaptei a receita para ${portions}`],
    notes: [],
    servings: wanted.servings,
    ingredients: chat.ingredients.map((ingredient) => ({ ...ingredient, quantity: roundQuantity(ingredient.quantity * factor) })),
  };
}

/** The ingredients a request names ("tire os ovos" → ovos), the ingredient's whole name first. */
function named(chat: Chat, target: string): Line[] {
  const targetWords = words(target.split(/[,.;:!?()]/)[0]!).filter(
    (word, index) => index > 0 || !/^(o|a|os|as|de|do|da|dos|das|um|uma)$/.test(word),
  );
  if (targetWords.length === 0) return [];
  const whole = chat.ingredients.filter((ingredient) => containsWords(targetWords, words(ingredient.name)));
  return whole.length > 0 ? whole : chat.ingredients.filter((ingredient) => containsWords(words(ingredient.name), targetWords));
}

/** A stand-in for an ingredient, with its amount: the demo's own for this dish, then the engine's safe ones; never something avoided. */
function standIn(chat: Chat, line: Line, a: Avoid, exclude: readonly string[] = []): Line | null {
  const original = { ...line, unit: line.unit as Unit };
  const own = ownSubstitute(fold(line.name).trim(), chat);
  if (own && !isAvoided(own, a) && !exclude.map(folded).includes(folded(own)))
    return { name: own, ...substituteAmount(original, { name: own }) };
  return substituteFor(original, a, exclude);
}

/** The cook's words for what to swap or remove: "o ovo" → "ovo", "os ovos da receita" → "ovos". */
function spokenTarget(target: string): string {
  return target
    .split(/[,.;:!?()]/)[0]!
    .replace(/\s+(da|na|desta|dessa|nesta|nessa) receita\b.*$/i, "")
    .replace(/^(o|a|os|as|um|uma)\s+/i, "")
    .trim()
    .slice(0, 60);
}

/** Behaviour 2: "sem leite", "troque a manteiga por azeite", "troque o ovo por outra coisa", "retire o sal". */
function rewriteIngredient(chat: Chat, request: string, a: Avoid): Rewrite | Answer | null {
  // The verbs are plain ASCII, so the cook's own spelling (accents kept) can be matched directly.
  const match =
    /(?:^|[^\p{L}\d])(sem|substitua|substituir|substitui|troque|trocar|troca|tire|tirar|retire|retirar|remova|remover)\s+(.+)$/iu.exec(
      request,
    );
  if (!match) return null;
  const verb = match[1]!.toLowerCase();
  const [target = "", replacement] = match[2]!.split(/\s+por\s+/i);
  const chosen = named(chat, target);
  if (chosen.length === 0) {
    // "troque o ovo por outra coisa" on a recipe without eggs: say so, change nothing. "sem
    // lactose" asks for a property (rewriteProperty); "sem pressa" names no food at all.
    const absent = spokenTarget(target);
    if (!absent || propertiesIn(fold(absent)).length > 0 || !isFood(absent)) return null;
    const swap = /^(substitu|troc|troq)/.test(verb);
    return {
      message: `${demoPrefix} esta receita não leva ${absent}, então não ${swap ? "troquei" : "tirei"} nada. Os ingredientes são: ${listed(chat.ingredients.map((line) => line.name))}.`,
    };
  }

  // "troque X por Y": the cook's own substitute, when one ingredient is named and Y is a food
  // ("por uma opção sem lactose" asks for a property instead, "por outra coisa" for the chef's choice).
  const wish = replacement ? spokenTarget(replacement) : "";
  const asked = fold(wish);
  const generic =
    /^(opcao|versao|alternativa|algo|alguma|outra|outro|coisa|qualquer|substituto|ingrediente)\b/.test(asked) ||
    propertiesIn(asked).length > 0;
  const extra = generic ? propertiesIn(asked) : [];
  const strict: Avoid = { avoid: [...new Set([...a.avoid, ...extra])], named: a.named };
  const own = verb !== "sem" && chosen.length === 1 && wish && !generic ? wish : "";
  // Like a careful model, it writes only foods: "troque o ovo por xyz" gets a question back.
  if (own && !isFood(own)) {
    return {
      message: `${demoPrefix} não conheço “${own}” como ingrediente, então não mudei nada. Diga qual alimento você quer usar no lugar ${withArticle(chosen[0]!.name, "de")}.`,
    };
  }
  const notes: string[] = [];
  const swapped: string[] = [];
  const removed: string[] = [];
  const ingredients: Line[] = [];
  for (const ingredient of chat.ingredients) {
    if (!chosen.includes(ingredient)) {
      ingredients.push(ingredient);
      continue;
    }
    let substitute: Line | null = null;
    if (own && fold(own) !== fold(ingredient.name)) {
      if (isAvoided(own, strict)) {
        const reasons = reasonsIn(own, strict);
        notes.push(`Não usei ${own}: ${because(reasons.length > 0 ? reasons : strict.avoid)}.`);
        substitute = standIn(chat, ingredient, strict, [own]);
      } else substitute = { ...ingredient, name: own };
    } else {
      substitute = standIn(chat, ingredient, strict);
    }
    if (substitute && fold(substitute.name) !== fold(ingredient.name)) {
      swapped.push(`${withArticle(ingredient.name)} por ${substitute.name}`);
      ingredients.push({ ...substitute, quantity: roundQuantity(substitute.quantity) });
    } else {
      removed.push(ingredient.name);
    }
  }
  if (ingredients.length === 0) {
    return { message: `${demoPrefix} não dá para retirar ${listed(removed)}: a receita ficaria sem ingredientes.` };
  }
  const done = [
    ...(swapped.length > 0 ? [`troquei ${listed(swapped)}`] : []),
    ...(removed.length > 0 ? [`retirei ${listedWithArticles(removed)}`] : []),
  ];
  return { done: [done.join(" e ")], notes, ingredients };
}

/** "sem lactose", "uma versão vegana": every ingredient with it swapped or removed. */
function rewriteProperty(chat: Chat, text: string, a: Avoid): Rewrite | Answer | null {
  const wanted = propertiesIn(text).filter(isAvoidance);
  if (
    wanted.length === 0 ||
    !/\b(sem|zero|livre|versao|vegan|vegetarian|vegetal|faca|faz|fazer|deixe|deixar|adapte|adaptar|transforme|quero|pode|da)\b/.test(text)
  )
    return null;
  const strict: Avoid = { avoid: [...new Set([...a.avoid, ...wanted])], named: a.named };
  const asked: Avoid = { avoid: wanted, named: [] };
  if (!chat.ingredients.some((ingredient) => isAvoided(ingredient.name, asked))) {
    return { message: `${demoPrefix} pelos ingredientes, esta receita já é ${adaptedFor(wanted)}; não precisei mudar nada.` };
  }
  const adapted = adaptLines(chat, chat.ingredients, asked, strict);
  if (adapted.lines.length === 0)
    return { message: `${demoPrefix} não consigo deixar esta receita ${adaptedFor(wanted)}: sobraria pouco dela.` };
  return { done: [`para deixar a receita ${adaptedFor(wanted)}, ${adapted.phrases.join(" e ")}`], notes: [], ingredients: adapted.lines };
}

/** Every line that names what `which` avoids swapped (never for something `strict` avoids) or removed. */
function adaptLines(
  chat: Chat,
  lines: readonly Line[],
  which: Avoid,
  strict: Avoid,
): { lines: Line[]; phrases: string[]; changed: boolean } {
  const swapped: string[] = [];
  const removed: string[] = [];
  const result: Line[] = [];
  for (const line of lines) {
    if (!isAvoided(line.name, which)) {
      result.push(line);
      continue;
    }
    const substitute = standIn(
      chat,
      line,
      strict,
      result.map((kept) => kept.name),
    );
    if (substitute) {
      swapped.push(`${withArticle(line.name)} por ${substitute.name}`);
      result.push({ ...substitute, quantity: roundQuantity(substitute.quantity) });
    } else removed.push(line.name);
  }
  const phrases = [
    ...(swapped.length > 0 ? [`troquei ${listed(swapped)}`] : []),
    ...(removed.length > 0 ? [`retirei ${listedWithArticles(removed)}`] : []),
  ];
  return { lines: result, phrases, changed: phrases.length > 0 };
}

const unitWords: [RegExp, Unit][] = [
  [/^kg|quilos?$/, "kg"],
  [/^g|gramas?$/, "g"],
  [/^ml|mililitros?$/, "ml"],
  [/^l|litros?$/, "l"],
  [/^xicaras?$/, "xícara"],
  [/^colher(es)? de sopa$/, "colher de sopa"],
  [/^colher(es)? de cha$/, "colher de chá"],
  [/^unidades?$/, "unidade"],
  [/^pitadas?$/, "pitada"],
];

/** Behaviour 4: "acrescente queijo ralado", "coloque mais alho", "menos sal", "o dobro de alho", "metade do açúcar". */
function rewriteAmount(chat: Chat, request: string, a: Avoid): Rewrite | Answer | null {
  const text = fold(request);
  const article = "(?:a quantidade d[eoa]s?\\s+|d[eoa]s?\\s+|o\\s+|a\\s+|os\\s+|as\\s+)?";
  const scaled: [RegExp, number, string][] = [
    [new RegExp(`\\b(?:o dobro|dobre|dobrar|duplique)\\b\\s+${article}(.+)$`), 2, "aumentei"],
    [new RegExp(`\\b(?:a metade|metade)\\b\\s+${article}(.+)$`), 0.5, "diminuí"],
    [/^(?:\S+\s+)?(.+?)\s+pela metade\b/, 0.5, "diminuí"],
    [new RegExp(`\\b(?:mais|aumente|aumentar|aumenta)\\b\\s+${article}(.+)$`), 1.5, "aumentei"],
    [new RegExp(`\\b(?:menos|diminua|diminuir|diminui|reduza|reduzir|reduz)\\b\\s+${article}(.+)$`), 0.5, "diminuí"],
  ];
  for (const [pattern, factor, word] of scaled) {
    const found = pattern.exec(text);
    if (!found) continue;
    const named_ = named(chat, found[1]!.replace(/\b(na|da|nessa|desta|dessa|nesta) receita\b.*$/, ""));
    if (named_.length === 0) continue;
    // A measure that reads the same after ("1 pitada" halved is still 1 pitada) is not a change.
    const lines = named_.filter((line) => format(line) !== format({ ...line, quantity: roundQuantity(line.quantity * factor) }));
    if (lines.length === 0) {
      return {
        message: `${demoPrefix} não dá para diminuir ${listedWithArticles(named_.map((line) => line.name))}: ${listed(named_.map(format))} já é a menor medida. Não mudei nada.`,
      };
    }
    const changed = lines.map(
      (line) => `${withArticle(line.name)} de ${format(line)} para ${format({ ...line, quantity: roundQuantity(line.quantity * factor) })}`,
    );
    return {
      done: [`${word} ${listed(changed)}`],
      notes: [],
      ingredients: chat.ingredients.map((line) =>
        lines.includes(line) ? { ...line, quantity: roundQuantity(line.quantity * factor) } : line,
      ),
    };
  }
  const add =
    /\b(acrescente|acrescentar|acrescenta|adicione|adicionar|adiciona|coloque|colocar|coloca|inclua|incluir|inclui|bote|botar|ponha|por)\s+(.+)$/.exec(
      text,
    );
  if (!add) return null;
  const rest = add[2]!
    .replace(/\s+(na|a|nessa|nesta|desta|dessa) receita\b.*$/, "")
    .replace(/[?!.]+$/, "")
    .trim();
  const amount = /^(\d+(?:[.,]\d+)?)\s*([a-z ]+?)\s+de\s+(.+)$/.exec(rest);
  let quantity: number | null = null;
  let unit: Unit | null = null;
  let foodText = rest;
  if (amount) {
    const wordUnit = unitWords.find(([pattern]) => pattern.test(amount[2]!.trim()))?.[1];
    if (wordUnit) {
      quantity = Number(amount[1]!.replace(",", "."));
      unit = wordUnit;
      foodText = amount[3]!;
    }
  }
  foodText = foodText
    .replace(/^(um|uma|o|a|os|as|um pouco de|pouco de|mais)\s+/, "")
    .replace(/\s+(por cima|a gosto|tambem)$/, "")
    .trim();
  if (!foodText || foodText.length > 60) return null;
  // The cook's own words, accents and all (folding keeps one letter per letter of the NFC text).
  const original = request.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleLowerCase("pt-BR");
  const at = fold(original).lastIndexOf(foodText);
  const written = at >= 0 && fold(original).length === original.length ? original.slice(at, at + foodText.length) : foodText;
  const already = named(chat, written);
  if (already.length > 0) return rewriteAmount(chat, `mais ${written}`, a);
  // Like a careful model, it adds only foods: "acrescente algo" gets a question back.
  if (!isFood(written)) {
    return {
      message: `${demoPrefix} não conheço “${written}” como ingrediente, então não acrescentei nada. Diga qual alimento você quer acrescentar.`,
    };
  }
  if (isAvoided(written, a)) {
    const reasons = reasonsIn(written, a);
    const alternative = substituteFor({ name: written, quantity: 1, unit: "g" }, a)?.name;
    return {
      message: `${demoPrefix} não acrescentei ${written}: ${because(reasons.length > 0 ? reasons : a.avoid)}.${alternative ? ` Se quiser, posso acrescentar ${alternative}: é só pedir.` : ""}`,
    };
  }
  const usual = amountFor(written);
  const scale = chat.servings ? chat.servings / 4 : 1;
  const line: Line = {
    name: written,
    quantity:
      quantity ??
      roundQuantity(
        usual.unit === "g" || usual.unit === "ml" ? Math.round(usual.quantity * scale) : Math.max(1, Math.round(usual.quantity * scale)),
      ),
    unit: unit ?? usual.unit,
  };
  return { done: [`acrescentei ${format(line)} de ${line.name}`], notes: [], ingredients: [...chat.ingredients, line] };
}

/** "1 ½ xícara", "2 colheres de sopa", "3": as the recipe page measures it (issue 22: no "0,5 xícara"). */
const format = (line: Line) =>
  (units as readonly string[]).includes(line.unit)
    ? ingredientLine(line.quantity, line.unit as Unit, line.name).amount || "a gosto"
    : `${formatDecimal(line.quantity, 2)} ${line.unit}`;

/** "mais saudável", "uma versão light": a change; "é saudável?" is a question. */
const healthier = /\b(mais saudave(l|is)|versao (mais )?saudavel|light|mais leve)\b/;

/** Behaviour 3: "mais saudável", "light": half the sugar, oil and butter. */
function rewriteHealthier(chat: Chat, text: string): Rewrite | Answer | null {
  if (!healthier.test(text)) return null;
  const heavy = (name: string) => /\b(acucar|oleo|azeite|manteiga|margarina)\b/.test(fold(name));
  const reduced = chat.ingredients.filter((ingredient) => heavy(ingredient.name));
  if (reduced.length === 0) {
    return {
      message: `${demoPrefix} esta receita já não leva açúcar, óleo nem manteiga; para deixá-la ainda mais leve, prefira assar em vez de fritar e capriche nos legumes.`,
    };
  }
  return {
    done: [`deixei a receita mais saudável reduzindo pela metade ${listedWithArticles(reduced.map((ingredient) => ingredient.name))}`],
    notes: [],
    ingredients: chat.ingredients.map((ingredient) => ({
      ...ingredient,
      quantity: roundQuantity(heavy(ingredient.name) ? ingredient.quantity / 2 : ingredient.quantity),
    })),
  };
}

// --- What kind of message this is ----------------------------------------------------------------

/** Starts of questions that ask about the recipe, not for a change. */
const asking =
  /^(como|por que|porque|pq|o que|oque|qual|quais|quando|onde|quanto|quanta|quantos|quantas|fica|ficaria|funciona|da certo|combina|vale|e normal|e verdade|tem problema|precisa|preciso|devo|e bom|serve)\b/;
const changeVerb =
  /\b(troc\w*|troq\w*|substitu\w*|tir[ae]\w*|retir\w*|remov\w*|adapt\w*|acrescent\w*|adicion\w*|coloqu\w*|coloca\w*|inclu\w*|bot[ae]\w*|ponha|aument\w*|diminu\w*|reduz\w*|dobr\w*|faca|fazer|faz|deix[ae]\w*|transform\w*|refa\w*|reescrev\w*|mais|menos|metade|dobro|triplo)\b/;

function isQuestion(text: string): boolean {
  return (
    /\?\s*$/.test(text) ||
    /^(como|quanto|quanta|quantos|quantas|qual|quais|posso|pode|podemos|poderia|o que|por que|porque|da pra|da para|e possivel|tem como|quando|onde|fica|serve|tem|leva|e)\b/.test(
      text,
    )
  );
}

// --- The reply ------------------------------------------------------------------------------------

function tipFor(request: string): string {
  return `${demoPrefix} sobre "${request.slice(0, 80)}", prove e ajuste o sal no final e respeite os tempos da receita.`;
}

/** The rewrite as the cook's recipe: what the cook avoids swapped, title, description and steps mended. */
function finished(chat: Chat, rewrite: Rewrite, a: Avoid) {
  const done = [...rewrite.done];
  const notes = [...rewrite.notes];
  let ingredients = rewrite.ingredients ?? chat.ingredients;
  // Whatever the cook avoids goes, even if the request did not name it.
  const adapted = adaptLines(chat, ingredients, a, a);
  if (adapted.changed) {
    const reasons = [...new Set(ingredients.flatMap((line) => reasonsIn(line.name, a)))];
    notes.push(`${capitalised(because(reasons))}: por isso também ${adapted.phrases.join(" e ")}.`);
    ingredients = adapted.lines;
  }
  if (ingredients.length === 0) ingredients = [{ name: "legumes da estação", quantity: 400, unit: "g" }];
  const swaps = chat.ingredients.map((line, index) => ({ from: line.name, to: ingredients[index]?.name ?? null }));
  let title = chat.title;
  if (isAvoided(title, a)) {
    title = safeTitle(title, swaps, a) ?? `Receita ${adaptedFor(a.avoid) || "adaptada"}`;
    notes.push(`Mudei o título para “${title}”.`);
  }
  let description: string | undefined = chat.description || undefined;
  if (description && isAvoided(description, a)) {
    description = withoutAvoided(description, a) || `Versão ${adaptedFor(a.avoid) || "adaptada"} da receita.`;
    notes.push("Ajustei a descrição.");
  }
  // On the retry: what the refusal named and no ingredient holds may be in the steps.
  let steps: { description: string }[] | undefined;
  // (It may be in the description too: the steps cannot be seen, so they are rewritten anyway.)
  const hidden = (a.refused ?? []).filter((food) => !ingredients.some((line) => folded(line.name) === food));
  if (chat.problem && hidden.length > 0) {
    const written = recipeFromFoods(
      ingredients.map((line) => ({ name: line.name, quantity: line.quantity, unit: line.unit as Unit })),
      { pantry: false, shape: shapeForName(chat.title), adapt: (food) => (isAvoided(food.name, a) ? null : food) },
    );
    const safe = written.steps.map((step) => withoutAvoided(step.description, a)).filter(Boolean);
    if (safe.length > 0) {
      steps = safe.map((text) => ({ description: text }));
      notes.push("Reescrevi o modo de preparo para combinar com os ingredientes novos.");
    }
  }
  return { done, notes, ingredients, title, description, steps };
}

function message(done: readonly string[], notes: readonly string[]): string {
  const first = done.length > 0 ? `${done.join(" e ")}.` : "";
  const rest = notes.join(" ");
  const text = [first, first ? rest : rest.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase())].filter(Boolean).join(" ");
  return `${demoPrefix} ${text}`;
}

/** Spec 7.4 in the demo: answers questions, rewrites the recipe on request, and keeps to what the cook avoids. */
export function demoChat(user: string): string {
  const read = readRecipeChat(user);
  const chat = read && boundedChat(read);
  const request = chat?.request ?? boundedRequest(/^Pedido do usuário: (.*)$/m.exec(user)?.[1]?.trim() ?? "");
  if (!chat || chat.ingredients.length === 0 || !chat.title) return JSON.stringify({ message: tipFor(request), recipeUpdated: false });
  const a = avoidFor(chat.avoids, chat.problem);
  const text = fold(request).replace(/\s+/g, " ").trim();
  const rescaled = servingsWanted(chat, text) !== null;
  const informational = asking.test(text) && !healthier.test(text) && !rescaled;
  const wantsChange = !informational && (changeVerb.test(text) || /\bsem\b/.test(text) || propertiesIn(text).length > 0 || rescaled);
  const outcome: Rewrite | Answer | null = informational
    ? null
    : (rewriteServings(chat, text) ??
      rewriteHealthier(chat, text) ??
      (wantsChange ? (rewriteIngredient(chat, request, a) ?? rewriteProperty(chat, text, a) ?? rewriteAmount(chat, request, a)) : null));
  if (outcome === null) {
    const answer = isQuestion(text) || informational ? (answerQuestion(chat, request, a) ?? generalAnswer(request)) : tipFor(request);
    return JSON.stringify({ message: answer, recipeUpdated: false });
  }
  if (isAnswer(outcome)) return JSON.stringify({ message: outcome.message, recipeUpdated: false });
  const result = finished(chat, outcome, a);
  const servings = outcome.servings ?? chat.servings;
  return JSON.stringify({
    message: message(result.done, result.notes),
    recipeUpdated: true,
    updatedRecipe: {
      title: result.title.slice(0, 160),
      ...(result.description ? { description: result.description.slice(0, 1000) } : {}),
      ...(servings !== null ? { servings } : {}),
      ingredients: result.ingredients
        .slice(0, 60)
        .map(({ name, quantity, unit }) => ({ name: name.slice(0, 120), quantity: roundQuantity(quantity), unit })),
      ...(result.steps ? { steps: result.steps.slice(0, 40) } : {}),
    },
  });
}
