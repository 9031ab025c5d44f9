/**
 * The one normalising layer between a model's JSON and our schemas, shared by the three
 * calls (generation, chat rewrite, unit conversion). Real models answer a "JSON only"
 * prompt in Portuguese with our shape in their own words: keys in Portuguese or
 * snake_case (`titulo`, `modoDePreparo`, `prep_time`), the recipe wrapped in
 * `{"receita": …}`, ingredients as plain lines ("2 xícaras (chá) de arroz") or grouped by
 * part of the dish, steps as strings or `{"step", "instruction"}`, numbers as text
 * ("15 minutos", "6 porções", "1/2"), difficulty as "Fácil" or "easy", booleans as
 * "sim". Each of those is mapped here to the one shape replies.ts validates; ingredient
 * lines and amounts go through the app's one reader (domain/ingredient-parse.ts). Nothing
 * is invented: what the reply does not say stays missing, and the schema decides whether
 * that is allowed. Nutrition figures are read when they are numbers ("350 kcal" too) and
 * otherwise dropped: TACO computes them (decision 016). Pure: no I/O.
 */
import { measuredIngredient, parseIngredientLine, readMeasure, readQuantity } from "~/domain/ingredient-parse";
import type { Difficulty, Unit } from "~/domain/recipe";
import { fold } from "~/domain/text";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** "modoDePreparo", "modo_de_preparo", "Modo de preparo" → "mododepreparo". */
export function keyOf(key: string): string {
  return fold(key).replace(/[^a-z0-9]/g, "");
}

/** Our key for each spelling a model uses, per kind of object. */
const synonyms = {
  recipe: {
    title: ["title", "titulo", "nome", "name", "nomedareceita", "recipename", "recipetitle", "tituloreceita"],
    description: ["description", "descricao", "resumo", "summary", "introducao", "intro", "descricaocurta"],
    prepTime: [
      "preptime",
      "tempodepreparo",
      "tempopreparo",
      "preparationtime",
      "preptimeminutes",
      "tempodepreparominutos",
      "tempodepreparacao",
    ],
    cookTime: [
      "cooktime",
      "tempodecozimento",
      "tempocozimento",
      "cookingtime",
      "cooktimeminutes",
      "tempodecoccao",
      "tempodeforno",
      "tempodecozimentominutos",
    ],
    totalTime: ["totaltime", "tempototal", "tempo", "time", "duracao"],
    servings: [
      "servings",
      "porcoes",
      "porcao",
      "rendimento",
      "rende",
      "serves",
      "yield",
      "portions",
      "numerodeporcoes",
      "quantidadedeporcoes",
    ],
    difficulty: ["difficulty", "dificuldade", "nivel", "niveldedificuldade", "level"],
    ingredients: ["ingredients", "ingredientes", "listadeingredientes", "ingredientlist"],
    steps: [
      "steps",
      "passos",
      "mododepreparo",
      "modopreparo",
      "preparo",
      "instrucoes",
      "instructions",
      "directions",
      "etapas",
      "method",
      "metodo",
      "passoapasso",
    ],
    tags: ["tags", "categorias", "categories", "etiquetas", "palavraschave", "keywords", "categoria"],
    nutritionalInfo: [
      "nutritionalinfo",
      "nutrition",
      "nutricao",
      "informacaonutricional",
      "informacoesnutricionais",
      "valornutricional",
      "valoresnutricionais",
      "tabelanutricional",
      "nutritionfacts",
      "nutritionalinformation",
    ],
  },
  ingredient: {
    name: ["name", "nome", "ingrediente", "ingredient", "item", "alimento", "produto", "descricao"],
    quantity: ["quantity", "quantidade", "qtd", "qty", "amount", "quant", "qtde"],
    unit: ["unit", "unidade", "medida", "unidadedemedida", "unitofmeasure", "measure", "un"],
    isOptional: ["isoptional", "optional", "opcional", "eopcional"],
    possibleSubstitutes: [
      "possiblesubstitutes",
      "substitutes",
      "substitutos",
      "substituicoes",
      "alternativas",
      "substituicao",
      "substitutospossiveis",
    ],
  },
  step: {
    description: [
      "description",
      "descricao",
      "instruction",
      "instrucao",
      "text",
      "texto",
      "passo",
      "step",
      "etapa",
      "acao",
      "action",
      "content",
    ],
    tips: ["tips", "dicas", "dica", "tip", "note", "notes", "observacao", "observacoes"],
  },
  chat: {
    message: ["message", "mensagem", "resposta", "reply", "response", "answer", "texto", "text", "content", "msg"],
    recipeUpdated: [
      "recipeupdated",
      "receitaatualizada",
      "atualizada",
      "updated",
      "changed",
      "alterada",
      "modificada",
      "receitaalterada",
      "houvealteracao",
    ],
    updatedRecipe: [
      "updatedrecipe",
      "receitaatualizada",
      "recipe",
      "receita",
      "novareceita",
      "newrecipe",
      "receitanova",
      "modifiedrecipe",
      "receitamodificada",
    ],
  },
  conversion: {
    quantity: ["quantity", "quantidade", "valor", "value", "amount", "convertedquantity", "quantidadeconvertida", "resultado", "result"],
    unit: ["unit", "unidade", "medida", "convertedunit", "unidadeconvertida", "tounit", "paraunidade"],
  },
  nutrition: {
    calories: ["calories", "calorias", "kcal", "energia", "energy", "valorenergetico"],
    protein: ["protein", "proteina", "proteinas"],
    carbs: ["carbs", "carboidratos", "carboidrato", "carbohydrates", "carbohidratos"],
    fat: ["fat", "gordura", "gorduras", "gordurastotais", "lipidios", "totalfat"],
    fiber: ["fiber", "fibra", "fibras", "fibraalimentar", "fibre"],
    sodium: ["sodium", "sodio"],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

type Kind = keyof typeof synonyms;

/** The object's values under our keys (the first spelling found wins); other keys are dropped. */
function renamed<K extends Kind>(value: Json, kind: K): Partial<Record<keyof (typeof synonyms)[K], unknown>> {
  const byKey = new Map(Object.entries(value).map(([key, entry]) => [keyOf(key), entry] as const));
  const out: Record<string, unknown> = {};
  for (const [ours, spellings] of Object.entries(synonyms[kind] as Record<string, readonly string[]>)) {
    for (const spelling of spellings) {
      const found = byKey.get(spelling);
      if (found !== undefined && found !== null && found !== "") {
        out[ours] = found;
        break;
      }
    }
  }
  return out as Partial<Record<keyof (typeof synonyms)[K], unknown>>;
}

/** How many of our keys for `kind` the object carries (to find a recipe inside a wrapper). */
function keysOf(value: Json, kind: Kind): number {
  return Object.keys(renamed(value, kind)).length;
}

// --- Values -----------------------------------------------------------------------------

/** 12, "12", "1/2", "2-3", "350 kcal", "15 minutos" → the first number; null otherwise. */
export function readNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  const direct = readQuantity(text);
  if (direct !== null) return direct;
  // "cerca de 2", "aprox. 350 kcal", "serve 4 pessoas": the first number in the text.
  const inside = /\d+(?:[.,]\d+)?(?:\s*(?:\/\s*\d+|-\s*\d+|a\s+\d+))?/.exec(text);
  return inside ? readQuantity(inside[0]) : null;
}

/** Minutes from 25, "25", "15 minutos", "1 hora", "1h30", "1 hora e 30 minutos", "30-40 min". */
export function readMinutes(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const text = fold(value);
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:horas?|hours?|hrs?|hs|h)(?![a-z])/.exec(text);
  if (hours) {
    const rest = text.slice(hours.index + hours[0].length);
    const minutes = /(\d+)\s*(?:min|m\b|minuto)?/.exec(rest);
    return Math.round(readNumber(hours[1])! * 60 + (minutes ? Number(minutes[1]) : 0));
  }
  if (/\b(?:meia hora)\b/.test(text)) return 30;
  const number = readNumber(text);
  return number === null ? null : Math.round(number);
}

const difficultyWords: [RegExp, Difficulty][] = [
  [/^(?:facil|easy|simples|iniciante|baixa?|basico|basica|1)$/, "fácil"],
  [/^(?:medio|media|medium|intermediario|intermediaria|moderado|moderada|normal|2)$/, "médio"],
  [/^(?:dificil|hard|difficult|avancado|avancada|alta?|complexo|complexa|3)$/, "difícil"],
];

/** "Fácil", "FACIL", "medio", "easy", "Média", 2 → ours; null for anything else. */
export function readDifficulty(value: unknown): Difficulty | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const word =
    fold(String(value))
      .trim()
      .split(/[\s(/,-]/)[0] ?? "";
  return difficultyWords.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

/** true, "true", "sim", "yes", 1 → true; false, "false", "não", "no", 0 → false; else null. */
export function readBoolean(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== "string") return null;
  const word = fold(value).trim();
  if (["true", "sim", "yes", "verdadeiro", "s", "y"].includes(word)) return true;
  if (["false", "nao", "no", "falso", "n"].includes(word)) return false;
  return null;
}

/** A list of texts from an array or a comma-separated string ("a, b ou c"); empties dropped. */
function readTextList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(/,|;|\s+ou\s+/) : [value];
  return items.flatMap((item) => (typeof item === "string" || typeof item === "number" ? [String(item).trim()] : [])).filter(Boolean);
}

/** "1. Lave o arroz", "Passo 2: Refogue", "- Sirva" → the instruction alone. */
function stepText(text: string): string {
  return text
    .replace(/^\s*(?:passo|etapa|step)?\s*\d+\s*[.:)\-–]\s*/i, "")
    .replace(/^\s*(?:passo|etapa|step)\s+\d+\s*/i, "")
    .replace(/^\s*[-•*]\s*/, "")
    .trim();
}

/** Lines of a multi-line or numbered string ("1. … 2. …"). */
function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n+/).map((line) => line.trim());
  if (lines.filter(Boolean).length > 1) return lines.filter(Boolean);
  // "1. Lave. 2. Cozinhe." on one line.
  const numbered = text.split(/\s+(?=\d+[.)]\s)/);
  return numbered.length > 1 ? numbered : [text];
}

// --- Ingredients and steps --------------------------------------------------------------

export interface NormalisedIngredient {
  name: string;
  quantity: number;
  unit: Unit;
  isOptional?: boolean;
  possibleSubstitutes?: string[];
}

/** Words that say "to taste" in a quantity or unit field. */
const toTaste = /\b(?:a gosto|q\.?\s*b\.?|quanto baste|to taste)\b/i;

/** One ingredient as a model writes it: a line, or an object in any of the spellings above. Null when unreadable. */
function readIngredient(entry: unknown): NormalisedIngredient | null {
  if (typeof entry === "string") return parseIngredientLine(entry);
  if (!isObject(entry)) return null;
  const fields = renamed(entry, "ingredient");
  const name = typeof fields.name === "string" ? fields.name.trim() : "";
  const quantityText = typeof fields.quantity === "string" ? fields.quantity.trim() : "";
  const unitText = typeof fields.unit === "string" ? fields.unit.trim() : "";
  const optional = readBoolean(fields.isOptional) ?? undefined;
  const substitutes = readTextList(fields.possibleSubstitutes);
  const extras = {
    ...(optional !== undefined ? { isOptional: optional } : {}),
    ...(substitutes ? { possibleSubstitutes: substitutes } : {}),
  };
  if (!name) return null;
  let read: Omit<NormalisedIngredient, "isOptional" | "possibleSubstitutes"> | null;
  if (toTaste.test(quantityText) || toTaste.test(unitText) || (fields.quantity === undefined && toTaste.test(name))) {
    read = measuredIngredient(null, "", name.replace(toTaste, " "), { toTaste: true });
  } else if (fields.quantity === undefined && fields.unit === undefined) {
    // {"name": "2 xícaras de farinha"}: the whole line in the name.
    read = parseIngredientLine(name);
  } else if (
    quantityText &&
    !unitText &&
    readQuantity(quantityText) !== null &&
    /\p{L}/u.test(quantityText.replace(/^[^\p{L}]*/u, "").slice(0, 1))
  ) {
    // {"quantity": "2 xícaras", "name": "farinha"}: the unit inside the quantity.
    read = parseIngredientLine(`${quantityText} de ${name}`);
  } else {
    const quantity = fields.quantity === undefined ? null : readNumber(fields.quantity);
    if (fields.quantity !== undefined && quantity === null) return null;
    read = measuredIngredient(quantity, unitText, name);
  }
  return read ? { ...read, ...extras } : null;
}

/** Keys that name a group's list in `[{"grupo": "Massa", "itens": [...]}]`. */
const groupItems = ["itens", "items", "ingredientes", "ingredients", "lista", "list"];

/** Ingredients from a list, a list of groups, an object of groups, or a multi-line string. Null when any entry is unreadable. */
export function readIngredients(value: unknown): NormalisedIngredient[] | null {
  const entries: unknown[] = [];
  const collect = (item: unknown, depth: number): void => {
    if (depth > 3) return;
    if (typeof item === "string") {
      for (const line of splitLines(item)) if (!/:\s*$/.test(line)) entries.push(line);
      return;
    }
    if (Array.isArray(item)) {
      for (const entry of item) collect(entry, depth + 1);
      return;
    }
    if (!isObject(item)) return;
    const list = Object.entries(item).find(([key, entry]) => groupItems.includes(keyOf(key)) && Array.isArray(entry));
    if (list) return collect(list[1], depth + 1);
    if (keysOf(item, "ingredient") > 0 && renamed(item, "ingredient").name !== undefined) {
      entries.push(item);
      return;
    }
    // {"Massa": [...], "Cobertura": [...]}: a group per key.
    for (const entry of Object.values(item)) collect(entry, depth + 1);
  };
  collect(value, 0);
  const read = entries.map(readIngredient);
  return read.some((entry) => entry === null) ? null : (read as NormalisedIngredient[]);
}

export interface NormalisedStep {
  description: string;
  tips?: string[];
}

/** Steps from strings, objects ({"step": 1, "instruction": "…"}), a numbered object, or one multi-line string. */
export function readSteps(value: unknown): NormalisedStep[] | null {
  const items: unknown[] =
    typeof value === "string" ? splitLines(value) : Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  const steps: NormalisedStep[] = [];
  for (const item of items) {
    if (typeof item === "string") {
      const description = stepText(item);
      if (description) steps.push({ description });
      continue;
    }
    if (!isObject(item)) return null;
    const fields = renamed(item, "step");
    // {"step": 1, "instruction": "…"}: the number is not the text.
    const text = [fields.description, item.instruction, item.instrucao, item.texto, item.text, item.descricao].find(
      (entry) => typeof entry === "string",
    );
    if (typeof text !== "string" || !stepText(text)) return null;
    const tips = readTextList(fields.tips);
    steps.push({ description: stepText(text), ...(tips && tips.length > 0 ? { tips } : {}) });
  }
  return steps;
}

// --- The three calls --------------------------------------------------------------------

/** The recipe inside a wrapper ({"receita": {...}}, {"data": {"recipe": {...}}}), or the object itself. */
function unwrapRecipe(value: Json, depth = 0): Json {
  if (keysOf(value, "recipe") >= 3 || depth > 2) return value;
  const inner = Object.values(value)
    .filter(isObject)
    .map((entry) => unwrapRecipe(entry, depth + 1))
    .sort((a, b) => keysOf(b, "recipe") - keysOf(a, "recipe"))[0];
  return inner && keysOf(inner, "recipe") > keysOf(value, "recipe") ? inner : value;
}

function readNutrition(value: unknown): Record<string, number> | undefined {
  if (!isObject(value)) return undefined;
  const fields = renamed(value, "nutrition");
  const out: Record<string, number> = {};
  for (const [key, entry] of Object.entries(fields)) {
    const number = readNumber(entry);
    if (number !== null && number >= 0) out[key] = number;
  }
  const complete = ["calories", "protein", "carbs", "fat"].every((key) => key in out);
  return complete ? out : undefined;
}

/** A generated recipe in our shape (still to be validated), or the object as it was when it is not one. */
export function normaliseRecipe(value: unknown): unknown {
  if (!isObject(value)) return value;
  const fields = renamed(unwrapRecipe(value), "recipe");
  const total = readMinutes(fields.totalTime);
  const prep = readMinutes(fields.prepTime);
  const cook = readMinutes(fields.cookTime);
  const ingredients = fields.ingredients === undefined ? undefined : readIngredients(fields.ingredients);
  const steps = fields.steps === undefined ? undefined : readSteps(fields.steps);
  const tags = readTextList(fields.tags);
  const nutrition = readNutrition(fields.nutritionalInfo);
  return {
    title: typeof fields.title === "string" ? fields.title.trim() : fields.title,
    description: fields.description,
    // Only the total: it is all preparation. No cooking time: a dish that is not cooked.
    prepTime:
      prep ?? (total !== null && cook === null ? total : cook !== null && total !== null ? Math.max(0, total - cook) : fields.prepTime),
    cookTime: cook ?? (fields.cookTime === undefined ? 0 : fields.cookTime),
    servings: readNumber(fields.servings) ?? fields.servings,
    difficulty: readDifficulty(fields.difficulty) ?? fields.difficulty,
    ingredients: ingredients ?? fields.ingredients,
    steps: steps ?? fields.steps,
    ...(tags ? { tags: tags.slice(0, 8).map((tag) => tag.slice(0, 40)) } : {}),
    ...(nutrition ? { nutritionalInfo: nutrition } : {}),
  };
}

/** A rewrite in our shape: only what the reply carries (a rewrite may leave the title out). */
function normaliseRewrite(value: unknown): unknown {
  if (!isObject(value)) return value;
  const fields = renamed(unwrapRecipe(value), "recipe");
  const ingredients = fields.ingredients === undefined ? undefined : readIngredients(fields.ingredients);
  const steps = fields.steps === undefined ? undefined : readSteps(fields.steps);
  const out: Json = {};
  if (typeof fields.title === "string" && fields.title.trim()) out.title = fields.title.trim();
  if (fields.description !== undefined) out.description = fields.description;
  if (fields.servings !== undefined) out.servings = readNumber(fields.servings) ?? fields.servings;
  if (fields.ingredients !== undefined) out.ingredients = ingredients ?? fields.ingredients;
  if (fields.steps !== undefined) out.steps = steps ?? fields.steps;
  return out;
}

/** A chat reply in our shape: {message, recipeUpdated, updatedRecipe?}. */
export function normaliseChat(value: unknown): unknown {
  if (!isObject(value)) return value;
  const fields = renamed(value, "chat");
  // "receitaAtualizada" is a flag in some replies and the recipe in others: the recipe is the first object.
  const flag = readBoolean(fields.recipeUpdated);
  const recipeValue = Object.entries(value).find(
    ([key, entry]) => (synonyms.chat.updatedRecipe as readonly string[]).includes(keyOf(key)) && isObject(entry),
  )?.[1];
  // A rewrite under "recipe" with no flag is a rewrite; an explicit false keeps the recipe as it is.
  const recipeUpdated = flag ?? (recipeValue !== undefined ? true : fields.recipeUpdated === undefined ? false : fields.recipeUpdated);
  return {
    message: typeof fields.message === "string" ? fields.message.trim() : fields.message,
    recipeUpdated,
    ...(recipeValue ? { updatedRecipe: normaliseRewrite(recipeValue) } : {}),
  };
}

/** Does the object carry any of a recipe's fields (a rewrite sent on its own)? */
export function looksLikeRecipe(value: unknown): boolean {
  return isObject(value) && keysOf(unwrapRecipe(value), "recipe") > 0;
}

/** Does the object look like a chat reply (rather than a recipe on its own)? */
export function looksLikeChat(value: unknown): boolean {
  return isObject(value) && keysOf(value, "chat") > 0 && renamed(value, "chat").message !== undefined;
}

/** A conversion in our shape, {quantity, unit}, from an object or a sentence ("Cerca de 2 xícaras", "480 ml"). */
export function normaliseConversion(value: unknown, expected?: Unit): { quantity: unknown; unit: unknown } | null {
  if (typeof value === "string" || typeof value === "number") return conversionFromText(String(value), expected);
  if (!isObject(value)) return null;
  const fields = renamed(value, "conversion");
  if (typeof fields.quantity === "string" && fields.unit === undefined) return conversionFromText(fields.quantity, expected);
  const unitText = typeof fields.unit === "string" ? fields.unit : "";
  const measure = unitText ? readMeasure(unitText) : null;
  const quantity = readNumber(fields.quantity);
  if (measure && "unit" in measure && quantity !== null) return { quantity: quantity * measure.factor, unit: measure.unit };
  // "2 cebolas" for a count: the noun is the ingredient's, the unit is "unidade".
  if (expected === "unidade" && quantity !== null && (!measure || "noun" in measure)) return { quantity, unit: "unidade" };
  return { quantity: fields.quantity, unit: fields.unit };
}

/** "Cerca de 2 xícaras.", "Aproximadamente 480 ml", "2,5": the first amount and the measure after it. */
function conversionFromText(text: string, expected?: Unit): { quantity: unknown; unit: unknown } | null {
  const match = /(\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\s*[½⅓⅔¼¾])?|\d+\/\d+|[½⅓⅔¼¾])\s*([^\d.,;!?]*)/u.exec(text);
  if (!match) return null;
  const quantity = readQuantity(match[1]!);
  if (quantity === null) return null;
  const words = match[2]!.trim();
  // The longest run of words that names a measure: "colheres de sopa de farinha" → "colheres de sopa".
  const parts = words.split(/\s+/);
  for (let length = Math.min(4, parts.length); length >= 1; length--) {
    const measure = readMeasure(parts.slice(0, length).join(" "));
    if (measure && "unit" in measure) return { quantity: quantity * measure.factor, unit: measure.unit };
  }
  if (expected === "unidade" || (!words && expected)) return { quantity, unit: expected };
  return null;
}

/**
 * A recipe written in Markdown instead of JSON ("# Título", "**Tempo de preparo:** 20
 * minutos", "## Ingredientes" with a list, "## Modo de preparo" with numbered steps), as
 * the object the JSON would have been; null when it has no title or no lists.
 */
export function markdownRecipe(text: string): Json | null {
  const out: Json = {};
  let section: "ingredients" | "steps" | null = null;
  const lists: { ingredients: string[]; steps: string[] } = { ingredients: [], steps: [] };
  const sectionOf = (heading: string): "ingredients" | "steps" | null => {
    const key = keyOf(heading);
    if ((synonyms.recipe.ingredients as readonly string[]).includes(key)) return "ingredients";
    if ((synonyms.recipe.steps as readonly string[]).includes(key)) return "steps";
    return null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^#{1,6}\s+(.+)$/.exec(line) ?? /^\*\*([^*]+?):?\*\*:?$/.exec(line);
    if (heading) {
      const title = heading[1]!.replace(/[*:]/g, "").trim();
      const kind = sectionOf(title);
      if (kind) section = kind;
      else if (out.title === undefined) out.title = title;
      else section = null;
      continue;
    }
    const item = /^(?:[-*•]|\d+[.)])\s+(.+)$/.exec(line);
    if (item && section) {
      lists[section].push(item[1]!.replace(/\*\*/g, ""));
      continue;
    }
    const field = /^\**([^:*]{2,40}?):\**\s*(.+)$/.exec(line);
    if (field) {
      out[field[1]!.trim()] = field[2]!.replace(/\*\*/g, "").trim();
      continue;
    }
    if (out.title !== undefined && out.descricao === undefined && !section) out.descricao = line.replace(/\*\*/g, "");
  }
  if (out.title === undefined || lists.ingredients.length === 0 || lists.steps.length === 0) return null;
  return { ...out, ingredientes: lists.ingredients, passos: lists.steps };
}
