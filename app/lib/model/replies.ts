/**
 * Reading what the model wrote (spec 5 "AI replies", 8 "AI and recipes"; issue 21): the
 * reasoning cut, every JSON object in the text found and repaired (reply-json.ts), each
 * mapped to our shape by the one normalising layer (normalise.ts) and validated; the
 * first that fits the call's schema is the answer, so an echoed format, a second object
 * or a `<think>` block with braces cannot win over the real one. Only the fields the
 * product allows are kept (a reply cannot set ids, authors or anything else). What
 * cannot be read is a ModelReplyError carrying spec 8's message, what was wrong (for the
 * log, and for the one repair call to come) and the received text: never a half-read
 * recipe.
 */
import { z } from "zod";
import * as t from "~/i18n/pt-br";
import { difficulties, units, type Unit } from "~/domain/recipe";
import type { RecipeContent } from "~/domain/recipe-schema";
import { convertQuantity } from "~/domain/units";
import { findJsonObjects, stripReasoning } from "./reply-json";
import { keyOf } from "./normalise-keys";
import { looksLikeChat, looksLikeRecipe, normaliseChat, normaliseRecipe } from "./normalise";
import { markdownRecipe, normaliseConversion } from "./normalise-text";
import { readBoolean } from "./normalise-values";

export { findJsonObject } from "./reply-json";

export const replyMessages = t.modelReplies;

/** What was wrong with a reply, in words the log (and a repair prompt) can use. */
export type ReplyProblem = "empty" | "no-json" | "unparsable" | "truncated" | "invalid";

export class ModelReplyError extends Error {
  override name = "ModelReplyError";
  constructor(
    message: (typeof replyMessages)[keyof typeof replyMessages],
    readonly received: string,
    readonly problem: ReplyProblem = "invalid",
    /** Which fields failed, for the log: "ingredients.2.unit: …". */
    readonly detail: string = "",
  ) {
    super(message);
  }
}

/** A reply as the gateway hands it over: the answer's text and why the model stopped. */
export interface ModelReply {
  text: string;
  /** "stop", "length" (cut off at max_tokens), or null when the server did not say. */
  finishReason: string | null;
}

type Raw = string | ModelReply | null | undefined;

function textOf(raw: Raw): { text: string; cutOff: boolean } {
  if (raw === null || raw === undefined) return { text: "", cutOff: false };
  if (typeof raw === "string") return { text: raw.trim(), cutOff: false };
  return { text: raw.text.trim(), cutOff: raw.finishReason === "length" };
}

/** The first JSON object in the reply, parsed or repaired (the older, simpler reading). */
export function extractJson(raw: Raw): unknown {
  const { text } = textOf(raw);
  if (!text) throw new ModelReplyError(replyMessages.empty, text, "empty");
  const search = findJsonObjects(stripReasoning(text));
  const first = search.candidates[0];
  if (first) return first.value;
  if (search.unreadable) throw new ModelReplyError(replyMessages.unparsable, text, "unparsable");
  throw new ModelReplyError(replyMessages.noJson, text, search.unclosed ? "truncated" : "no-json");
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "(raiz)"}: ${issue.message}`)
    .join("; ");
}

type Attempt<T> = { ok: true; value: T } | { ok: false; detail: string };

/**
 * Each object in the reply (and each object of a top-level list) through `read`, in
 * order; the first that reads is the answer. `fallback` reads a reply without JSON.
 */
function readReply<T>(
  raw: Raw,
  read: (value: unknown) => Attempt<T>,
  invalid: (typeof replyMessages)[keyof typeof replyMessages],
  fallback?: (answer: string) => Attempt<T> | null,
): T {
  const { text, cutOff } = textOf(raw);
  if (!text) throw new ModelReplyError(replyMessages.empty, text, "empty");
  const answer = stripReasoning(text);
  const search = findJsonObjects(answer);
  let detail = "";
  for (const candidate of search.candidates) {
    for (const value of Array.isArray(candidate.value) ? candidate.value : [candidate.value]) {
      const attempt = read(value);
      if (attempt.ok) return attempt.value;
      detail ||= attempt.detail;
    }
  }
  if (search.candidates.length === 0 && !search.unclosed && !search.unreadable && !cutOff && fallback) {
    const attempt = fallback(answer);
    if (attempt?.ok) return attempt.value;
    if (attempt) detail = attempt.detail;
  }
  if (cutOff || (search.unclosed && !detail)) {
    throw new ModelReplyError(replyMessages.noJson, text, "truncated", "a resposta foi cortada antes do fim");
  }
  if (search.candidates.length === 0 && !detail) {
    if (search.unreadable) throw new ModelReplyError(replyMessages.unparsable, text, "unparsable");
    throw new ModelReplyError(replyMessages.noJson, text, "no-json", answer ? "a resposta não tem um objeto JSON" : "só havia raciocínio");
  }
  throw new ModelReplyError(invalid, text, "invalid", detail);
}

const unitAliases: Record<string, Unit> = {
  grama: "g",
  gramas: "g",
  gr: "g",
  quilo: "kg",
  quilos: "kg",
  mililitro: "ml",
  mililitros: "ml",
  litro: "l",
  litros: "l",
  xícaras: "xícara",
  xicara: "xícara",
  unidades: "unidade",
  pitadas: "pitada",
};

/** The normaliser has already mapped measures to the nine; aliases kept for direct callers. */
const unitSchema = z
  .string()
  .trim()
  .transform((value) => unitAliases[value.toLowerCase()] ?? value.toLowerCase())
  .pipe(z.enum(units));

const text = (max: number) => z.string().trim().min(1).max(max);
/** 0 is "a gosto" (domain/ingredient-parse.ts). */
const ingredientQuantity = z.coerce.number().finite().nonnegative().max(100_000);
const conversionQuantity = z.coerce.number().finite().positive().max(100_000);

const modelIngredient = z.object({
  name: text(120),
  quantity: ingredientQuantity,
  unit: unitSchema,
  isOptional: z.boolean().optional().default(false),
  possibleSubstitutes: z.array(text(120)).max(10).optional().default([]),
});

const modelStep = z.object({ description: text(2000), tips: z.array(text(500)).max(5).optional() });

const generatedRecipeSchema = z.object({
  title: text(160),
  description: text(1000),
  prepTime: z.coerce.number().int().min(0).max(10_080),
  cookTime: z.coerce.number().int().min(0).max(10_080),
  servings: z.coerce.number().int().min(1).max(200),
  difficulty: z.enum(difficulties),
  ingredients: z.array(modelIngredient).min(1).max(60),
  steps: z.array(modelStep).min(1).max(40),
  nutritionalInfo: z
    .object({
      calories: z.coerce.number().min(0).max(20_000),
      protein: z.coerce.number().min(0).max(2_000),
      carbs: z.coerce.number().min(0).max(2_000),
      fat: z.coerce.number().min(0).max(2_000),
      fiber: z.coerce.number().min(0).max(2_000).optional(),
      sodium: z.coerce.number().min(0).max(100_000).optional(),
    })
    .optional()
    // An estimate out of range is not a reason to lose the recipe: TACO computes it anyway.
    .catch(undefined),
  tags: z.array(text(40)).max(8).optional().default([]),
});

function readRecipe(value: unknown, normalise = true): Attempt<RecipeContent> {
  const parsed = generatedRecipeSchema.safeParse(normalise ? normaliseRecipe(value) : value);
  if (!parsed.success) return { ok: false, detail: describe(parsed.error) };
  const recipe = parsed.data;
  const { nutritionalInfo, ...rest } = recipe;
  return {
    ok: true,
    value: {
      ...rest,
      ...(nutritionalInfo ? { nutritionalInfo } : {}),
      ingredients: recipe.ingredients.map((ingredient, index) => ({ ...ingredient, id: `ing-${index + 1}` })),
      steps: recipe.steps.map((step, index) => ({ ...step, order: index + 1 })),
    },
  };
}

/** A recipe written by the model (spec 7.1 and 7.2), with ids and order added by us. */
export function parseGeneratedRecipe(raw: Raw): RecipeContent {
  // A recipe written in Markdown instead of JSON says the same things.
  const fromMarkdown = (answer: string) => {
    const recipe = markdownRecipe(answer);
    return recipe ? readRecipe(recipe) : null;
  };
  return readReply(raw, readRecipe, replyMessages.invalidRecipe, fromMarkdown);
}

/** The answer for a text without a recipe (prompts.ts `noRecipeReply`). */
export const noRecipe = Symbol("sem receita");

/** {"semReceita": true}, in the spellings a model may give it. */
function saysNoRecipe(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const flag = Object.entries(value).find(([key]) => ["semreceita", "norecipe", "naoereceita"].includes(keyOf(key)))?.[1];
  return readBoolean(flag) === true;
}

/**
 * What an imported recipe may leave unsaid (decision 041): the text's times, servings, a
 * description, a difficulty. The prompt asks for estimates; a reply without them is not
 * worth a second call, so they become "not said" (0 minutes), spec 4's default of 4
 * servings (as decision 039 reads a page's yield it cannot count) and plain defaults the
 * cook sees and edits in the preview. Ingredients and steps have no default.
 */
const importDefaults = {
  description: t.recipeImport.fromText.description,
  prepTime: 0,
  cookTime: 0,
  servings: 4,
  difficulty: "médio",
} as const;

function readImported(value: unknown): Attempt<RecipeContent | typeof noRecipe> {
  if (saysNoRecipe(value)) return { ok: true, value: noRecipe };
  const normalised = normaliseRecipe(value);
  if (typeof normalised !== "object" || normalised === null) return readRecipe(value);
  // No nutrition from a transcription: TACO counts it (decision 016).
  const { nutritionalInfo: _estimate, ...read } = normalised as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(importDefaults)) {
    const said = read[key];
    if (said === undefined || said === null || (typeof said === "string" && !said.trim())) read[key] = fallback;
  }
  return readRecipe(read, false);
}

/**
 * A recipe read out of someone else's text (issue 25), or `noRecipe` when the model says
 * the text has none. Read like a generated one (the same normaliser and limits), with
 * the defaults above for what a text leaves unsaid.
 */
export function parseImportedRecipe(raw: Raw): RecipeContent | typeof noRecipe {
  const fromMarkdown = (answer: string) => {
    const recipe = markdownRecipe(answer);
    return recipe ? readImported(recipe) : null;
  };
  return readReply(raw, readImported, replyMessages.invalidRecipe, fromMarkdown);
}

const updatedRecipeSchema = z
  .object({
    /** Missing: the recipe keeps its title (a rewrite carrying only what changed). */
    title: text(160).optional(),
    description: text(1000).optional(),
    servings: z.coerce.number().int().min(1).max(200).optional(),
    ingredients: z
      .array(modelIngredient.pick({ name: true, quantity: true, unit: true }))
      .min(1)
      .max(60)
      .optional(),
    steps: z
      .array(z.object({ description: text(2000) }))
      .min(1)
      .max(40)
      .optional(),
  })
  .refine((recipe) => Object.values(recipe).some((value) => value !== undefined), "a reescrita não traz nada da receita");

export type UpdatedRecipe = z.infer<typeof updatedRecipeSchema>;

export interface ChatReply {
  message: string;
  recipeUpdated: boolean;
  updatedRecipe?: UpdatedRecipe;
}

const chatShape = z.object({ message: text(4000), recipeUpdated: z.boolean(), updatedRecipe: z.unknown().optional() });

type ChatAttempt = Attempt<ChatReply> & { rewriteInvalid?: boolean };

function readChat(value: unknown, prose = ""): ChatAttempt {
  if (!looksLikeChat(value) && !looksLikeRecipe(value)) return { ok: false, detail: "nem mensagem nem receita" };
  // A rewritten recipe on its own, with the chef's words (if any) around it.
  const normalised = looksLikeChat(value)
    ? normaliseChat(value)
    : normaliseChat({ message: prose || t.chat.rewriteWithoutMessage, recipe: value });
  const shape = chatShape.safeParse(normalised);
  if (!shape.success) return { ok: false, detail: describe(shape.error) };
  if (!shape.data.recipeUpdated) return { ok: true, value: { message: shape.data.message, recipeUpdated: false } };
  const recipe = updatedRecipeSchema.safeParse(shape.data.updatedRecipe);
  if (!recipe.success) return { ok: false, detail: describe(recipe.error), rewriteInvalid: true };
  return { ok: true, value: { message: shape.data.message, recipeUpdated: true, updatedRecipe: recipe.data } };
}

/** Text around a JSON object, without fences and "json" labels: the chef's words. */
function proseAround(answer: string): string {
  return answer
    .replace(/```[a-z]*\s*[\s\S]*?```/gi, " ")
    .replace(/\{[\s\S]*\}/g, " ")
    .replace(/\bjson\b:?/gi, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 4000);
}

/**
 * The chat reply of spec 3: a message and a flag; a recipe when it says so. A reply with
 * no JSON at all is the chef's message, with no rewrite (issue 21).
 */
export function parseChatReply(raw: Raw): ChatReply {
  const answer = stripReasoning(textOf(raw).text);
  let rewriteInvalid = false;
  const reply = (() => {
    try {
      return readReply(
        raw,
        (value) => {
          const attempt = readChat(value, proseAround(answer));
          if (!attempt.ok && attempt.rewriteInvalid) rewriteInvalid = true;
          return attempt;
        },
        replyMessages.invalidShape,
        (plain) => ({ ok: true, value: { message: plain.slice(0, 4000), recipeUpdated: false } }),
      );
    } catch (error) {
      if (error instanceof ModelReplyError && error.problem === "invalid" && rewriteInvalid) {
        throw new ModelReplyError(replyMessages.invalidUpdatedRecipe, error.received, "invalid", error.detail);
      }
      throw error;
    }
  })();
  return reply;
}

/**
 * The conversion reply of spec 3: {quantity, unit}, or a sentence ("Cerca de 2 xícaras").
 * The unit may be another than asked ("480 ml" for cups): the caller converts it with
 * our table. `asked` lets a bare count ("2 cebolas") answer a question in "unidade".
 */
export function parseConversionReply(raw: Raw, asked?: Unit): { quantity: number; unit: Unit } {
  const schema = z.object({ quantity: conversionQuantity, unit: unitSchema });
  const read = (value: unknown): Attempt<{ quantity: number; unit: Unit }> => {
    const parsed = schema.safeParse(normaliseConversion(value, asked));
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, detail: describe(parsed.error) };
  };
  return readReply(raw, read, replyMessages.invalidShape, (answer) => read(answer));
}

/**
 * A conversion answer in the unit asked: read as above, and when the model answered in
 * another unit ("480 ml" for cups) converted by our table (spec 9), or refused.
 */
export function readConversionAnswer(raw: Raw, asked: Unit, ingredient: string): { quantity: number; unit: Unit } {
  const answered = parseConversionReply(raw, asked);
  if (answered.unit === asked) return answered;
  const converted = convertQuantity(answered.quantity, answered.unit, asked, ingredient);
  if (!converted) {
    throw new ModelReplyError(replyMessages.invalidShape, textOf(raw).text, "invalid", `respondeu em ${answered.unit}, pedido em ${asked}`);
  }
  return { quantity: converted.quantity, unit: asked };
}
