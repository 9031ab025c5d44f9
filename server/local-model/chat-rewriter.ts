/**
 * The scripted model's chef: reads the recipe and the cook's request from the chat
 * prompt (app/lib/model/prompts.ts). A question that asks for no change gets an answer
 * and no rewrite (chat-answers.ts). A change request ("para 4 porções", "sem leite",
 * "troque X por Y", "acrescente queijo", "mais sal", "mais saudável", "sem lactose")
 * rewrites the recipe; like a careful model it never adds what the cook avoids, swaps
 * or removes what the cook avoids whenever it rewrites, and on the retry also rewrites
 * the title, description and steps the refusal pointed at. The message says exactly
 * what changed, and nothing that did not.
 */
import type { Unit } from "~/domain/recipe";
import { isAvoidance, type Avoidance } from "~/domain/restrictions";
import { readRecipeChat, type RecipeChatRequest } from "~/lib/model/prompts";
import { fold } from "~/lib/text";
import { adaptedFor, avoidFor, because, isAvoided, reasonsIn, safeTitle, substituteFor, withoutAvoided, type Avoid } from "./adapt";
import { boundedChat, boundedRequest } from "./bounds";
import { answerQuestion, generalAnswer } from "./chat-answers";
import { recipeFromFoods, shapeForName } from "./fridge-recipe";
import { amountFor, capitalised, folded, listed, roundQuantity } from "./kitchen";

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

/** The demo's substitutes, tried in order against the folded name (then the engine's safe ones). */
const substitutes: [RegExp, string][] = [
  [/^leite condensado$/, "leite de coco condensado"],
  [/^creme de leite$/, "creme de coco"],
  [/^leite( integral| desnatado| semidesnatado| de vaca)?$/, "leite de aveia"],
  [/^(manteiga|margarina)\b/, "óleo de coco"],
  [/^acucar\b(?! de coco)/, "açúcar de coco"],
  [/^ovos?\b/, "banana amassada"],
  [/^farinha de trigo\b/, "farinha de arroz"],
  [/^queijo\b/, "tofu firme"],
];

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

/** Behaviour 1: "4 porções", "para 2 pessoas". */
function rewriteServings(chat: Chat, text: string): Rewrite | Answer | null {
  const match = /(?<![\d.,])(\d{1,3})\s*(?:porcoes|porcao|pessoas|pessoa)\b/.exec(text);
  if (!match) return null;
  const wanted = Number(match[1]);
  if (wanted < 1 || wanted > 100 || chat.servings === null) return null;
  const portions = `${wanted} ${wanted === 1 ? "porção" : "porções"}`;
  if (wanted === chat.servings) return { message: `${demoPrefix} a receita já rende ${portions}; não precisei mudar nada.` };
  const factor = wanted / chat.servings;
  return {
    done: [`adaptei a receita para ${portions}`],
    notes: [],
    servings: wanted,
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

/** A stand-in for an ingredient: the demo's own, then the engine's safe ones; never something avoided. */
function standIn(line: Line, a: Avoid, exclude: readonly string[] = []): string | null {
  const name = fold(line.name).trim();
  const own = substitutes.find(([pattern]) => pattern.test(name))?.[1];
  if (own && !isAvoided(own, a) && !exclude.map(folded).includes(folded(own))) return own;
  return substituteFor({ ...line, unit: line.unit as Unit }, a, exclude)?.name ?? null;
}

/** Behaviour 2: "sem leite", "troque a manteiga por azeite", "retire o sal". */
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
  if (chosen.length === 0) return null;

  // "troque X por Y": the cook's own substitute, when one ingredient is named and Y is a food
  // ("por uma opção sem lactose" asks for a property instead).
  const wish = replacement
    ? replacement
        .split(/[,.;:!?()]/)[0]!
        .replace(/^(um|uma|o|a|os|as)\s+/i, "")
        .trim()
        .slice(0, 60)
    : "";
  const asked = fold(wish);
  const generic =
    /^(opcao|versao|alternativa|algo|alguma|outra|outro|coisa|substituto|ingrediente)\b/.test(asked) || propertiesIn(asked).length > 0;
  const extra = generic ? propertiesIn(asked) : [];
  const strict: Avoid = { avoid: [...new Set([...a.avoid, ...extra])], named: a.named };
  const own = verb !== "sem" && chosen.length === 1 && wish && !generic ? wish : "";
  const notes: string[] = [];
  const swapped: string[] = [];
  const removed: string[] = [];
  const ingredients: Line[] = [];
  for (const ingredient of chat.ingredients) {
    if (!chosen.includes(ingredient)) {
      ingredients.push(ingredient);
      continue;
    }
    let substitute: string | null = null;
    if (own && fold(own) !== fold(ingredient.name)) {
      if (isAvoided(own, strict)) {
        const reasons = reasonsIn(own, strict);
        notes.push(`Não usei ${own}: ${because(reasons.length > 0 ? reasons : strict.avoid)}.`);
        substitute = standIn(ingredient, strict, [own]);
      } else substitute = own;
    } else {
      substitute = standIn(ingredient, strict);
    }
    if (substitute && fold(substitute) !== fold(ingredient.name)) {
      swapped.push(`${ingredient.name} por ${substitute}`);
      ingredients.push({ ...ingredient, name: substitute, quantity: roundQuantity(ingredient.quantity) });
    } else {
      removed.push(ingredient.name);
    }
  }
  if (ingredients.length === 0) {
    return { message: `${demoPrefix} não dá para retirar ${listed(removed)}: a receita ficaria sem ingredientes.` };
  }
  const done = [
    ...(swapped.length > 0 ? [`troquei ${listed(swapped)}`] : []),
    ...(removed.length > 0 ? [`retirei ${listed(removed)}`] : []),
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
  const adapted = adaptLines(chat.ingredients, asked, strict);
  if (adapted.lines.length === 0)
    return { message: `${demoPrefix} não consigo deixar esta receita ${adaptedFor(wanted)}: sobraria pouco dela.` };
  return { done: [`para deixar a receita ${adaptedFor(wanted)}, ${adapted.phrases.join(" e ")}`], notes: [], ingredients: adapted.lines };
}

/** Every line that names what `which` avoids swapped (never for something `strict` avoids) or removed. */
function adaptLines(lines: readonly Line[], which: Avoid, strict: Avoid): { lines: Line[]; phrases: string[]; changed: boolean } {
  const swapped: string[] = [];
  const removed: string[] = [];
  const result: Line[] = [];
  for (const line of lines) {
    if (!isAvoided(line.name, which)) {
      result.push(line);
      continue;
    }
    const substitute = standIn(
      line,
      strict,
      result.map((kept) => kept.name),
    );
    if (substitute) {
      swapped.push(`${line.name} por ${substitute}`);
      result.push({ ...line, name: substitute });
    } else removed.push(line.name);
  }
  const phrases = [
    ...(swapped.length > 0 ? [`troquei ${listed(swapped)}`] : []),
    ...(removed.length > 0 ? [`retirei ${listed(removed)}`] : []),
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

/** Behaviour 4: "acrescente queijo ralado", "coloque mais alho", "menos sal". */
function rewriteAmount(chat: Chat, request: string, a: Avoid): Rewrite | Answer | null {
  const text = fold(request);
  const more = /\b(mais|aumente|aumentar|aumenta|dobre|dobrar)\b\s+(?:a quantidade de\s+|o\s+|a\s+|os\s+|as\s+)?(.+)$/.exec(text);
  const less = /\b(menos|diminua|diminuir|diminui|reduza|reduzir|reduz)\b\s+(?:a quantidade de\s+|o\s+|a\s+|os\s+|as\s+)?(.+)$/.exec(text);
  for (const [found, factor, word] of [
    [more, /dobr/.test(more?.[1] ?? "") ? 2 : 1.5, "aumentei"],
    [less, 0.5, "diminuí"],
  ] as const) {
    if (!found) continue;
    const lines = named(chat, found[2]!.replace(/\b(na|da|nessa|desta|dessa|nesta) receita\b.*$/, ""));
    if (lines.length === 0) continue;
    const changed = lines.map(
      (line) => `${line.name} de ${format(line)} para ${format({ ...line, quantity: roundQuantity(line.quantity * factor) })}`,
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

const format = (line: Line) => `${String(line.quantity).replace(".", ",")} ${line.unit}`;

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
    done: [`deixei a receita mais saudável reduzindo pela metade ${listed(reduced.map((ingredient) => ingredient.name))}`],
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
  /\b(troc\w*|troq\w*|substitu\w*|tir[ae]\w*|retir\w*|remov\w*|adapt\w*|acrescent\w*|adicion\w*|coloqu\w*|coloca\w*|inclu\w*|bot[ae]\w*|ponha|aument\w*|diminu\w*|reduz\w*|dobr\w*|faca|fazer|faz|deix[ae]\w*|transform\w*|refa\w*|reescrev\w*|mais|menos)\b/;

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
  const adapted = adaptLines(ingredients, a, a);
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
  const informational = asking.test(text) && !healthier.test(text) && !/\d+\s*(porcoes|porcao|pessoas|pessoa)\b/.test(text);
  const wantsChange =
    !informational &&
    (changeVerb.test(text) ||
      /\bsem\b/.test(text) ||
      propertiesIn(text).length > 0 ||
      /\d+\s*(porcoes|porcao|pessoas|pessoa)\b/.test(text));
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
