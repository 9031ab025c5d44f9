/**
 * Reading what the model wrote (spec 5 "AI replies", 8 "AI and recipes"): trim, find
 * the JSON object inside whatever surrounds it, validate it with a schema, and keep only
 * the fields the product allows (a reply cannot set ids, authors or anything else).
 * Every failure is a ModelReplyError carrying spec 8's message; the received text is
 * kept for the log.
 */
import { z } from "zod";
import * as t from "~/i18n/pt-br";
import { difficulties, units, type Unit } from "~/domain/recipe";
import type { RecipeContent } from "~/domain/recipe-schema";

export const replyMessages = t.modelReplies;

export class ModelReplyError extends Error {
  override name = "ModelReplyError";
  constructor(
    message: (typeof replyMessages)[keyof typeof replyMessages],
    readonly received: string,
  ) {
    super(message);
  }
}

/** The first balanced {...} in the text, strings and escapes respected; null if none closes. */
export function findJsonObject(text: string): string | null {
  const start = text.indexOf("{");
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return text.slice(start, index + 1);
  }
  return null;
}

export function extractJson(raw: string | null | undefined): unknown {
  const text = (raw ?? "").trim();
  if (!text) throw new ModelReplyError(replyMessages.empty, text);
  const candidate = findJsonObject(text);
  if (!candidate) throw new ModelReplyError(replyMessages.noJson, text);
  try {
    return JSON.parse(candidate);
  } catch {
    throw new ModelReplyError(replyMessages.unparsable, text);
  }
}

const unitAliases: Record<string, Unit> = {
  grama: "g",
  gramas: "g",
  gr: "g",
  quilo: "kg",
  quilos: "kg",
  quilograma: "kg",
  quilogramas: "kg",
  mililitro: "ml",
  mililitros: "ml",
  litro: "l",
  litros: "l",
  xícaras: "xícara",
  xicara: "xícara",
  xicaras: "xícara",
  "colheres de sopa": "colher de sopa",
  "colheres de chá": "colher de chá",
  "colher de cha": "colher de chá",
  unidades: "unidade",
  un: "unidade",
  pitadas: "pitada",
};

/** Models write "gramas", "xícaras", "unidades": read them as the spec's units. */
const unitSchema = z
  .string()
  .trim()
  .transform((value) => unitAliases[value.toLowerCase()] ?? value.toLowerCase())
  .pipe(z.enum(units));

const text = (max: number) => z.string().trim().min(1).max(max);
const quantity = z.coerce.number().finite().positive().max(100_000);

const modelIngredient = z.object({
  name: text(120),
  quantity,
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
    .optional(),
  tags: z.array(text(40)).max(8).optional().default([]),
});

/** A recipe written by the model (spec 7.1 and 7.2), with ids and order added by us. */
export function parseGeneratedRecipe(raw: string | null | undefined): RecipeContent {
  const json = extractJson(raw);
  const parsed = generatedRecipeSchema.safeParse(json);
  if (!parsed.success) throw new ModelReplyError(replyMessages.invalidRecipe, (raw ?? "").trim());
  const recipe = parsed.data;
  return {
    ...recipe,
    ingredients: recipe.ingredients.map((ingredient, index) => ({ ...ingredient, id: `ing-${index + 1}` })),
    steps: recipe.steps.map((step, index) => ({ ...step, order: index + 1 })),
  };
}

const updatedRecipeSchema = z.object({
  title: text(160),
  description: text(1000).optional(),
  servings: z.coerce.number().int().min(1).max(200).optional(),
  ingredients: z
    .array(modelIngredient.pick({ name: true, quantity: true, unit: true }))
    .min(1)
    .max(60),
  steps: z
    .array(z.object({ description: text(2000) }))
    .min(1)
    .max(40)
    .optional(),
});

export type UpdatedRecipe = z.infer<typeof updatedRecipeSchema>;

export interface ChatReply {
  message: string;
  recipeUpdated: boolean;
  updatedRecipe?: UpdatedRecipe;
}

/** The chat reply of spec 3: a text message and a boolean; a recipe when it says so. */
export function parseChatReply(raw: string | null | undefined): ChatReply {
  const json = extractJson(raw);
  const shape = z.object({ message: text(4000), recipeUpdated: z.boolean(), updatedRecipe: z.unknown().optional() }).safeParse(json);
  const received = (raw ?? "").trim();
  if (!shape.success) throw new ModelReplyError(replyMessages.invalidShape, received);
  if (!shape.data.recipeUpdated) return { message: shape.data.message, recipeUpdated: false };
  const recipe = updatedRecipeSchema.safeParse(shape.data.updatedRecipe);
  if (!recipe.success) throw new ModelReplyError(replyMessages.invalidUpdatedRecipe, received);
  return { message: shape.data.message, recipeUpdated: true, updatedRecipe: recipe.data };
}

/** The conversion reply of spec 3: {quantity, unit}. */
export function parseConversionReply(raw: string | null | undefined): { quantity: number; unit: Unit } {
  const parsed = z.object({ quantity, unit: unitSchema }).safeParse(extractJson(raw));
  if (!parsed.success) throw new ModelReplyError(replyMessages.invalidShape, (raw ?? "").trim());
  return parsed.data;
}
