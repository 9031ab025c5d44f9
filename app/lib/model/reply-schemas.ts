/**
 * The JSON Schemas sent as `response_format` (issue 21, "Ask for structure where the server
 * can give it"), one per call. Written for OpenAI's strict mode, the strictest of the
 * servers we meet: every object lists all its properties in `required` and sets
 * `additionalProperties: false`, and a field the reply may leave out is nullable instead
 * ("type": ["string", "null"]), as the strict-mode rules say
 * (https://openrouter.ai/docs/structured-outputs shows the same `json_schema` shape with
 * `strict: true`; LM Studio, https://lmstudio.ai/docs/advanced/structured-output, and
 * vLLM, https://docs.vllm.ai/en/v0.8.4/_sources/getting_started/examples/openai_chat_completion_structured_outputs.md,
 * accept it as OpenAI's). Servers that ignore the schema still get our prompt, and the
 * reader (replies.ts) checks whatever comes back: the schema is help, never trust.
 */
import { difficulties, units } from "~/domain/recipe";

export interface ResponseSchema {
  /** `json_schema.name`: a-z, 0-9, underscores and dashes, at most 64 characters. */
  name: string;
  schema: Record<string, unknown>;
}

const string = { type: "string" } as const;
const number = { type: "number" } as const;
const integer = { type: "integer" } as const;
const nullable = (type: "string" | "number" | "integer" | "boolean") => ({ type: [type, "null"] });

function object(properties: Record<string, unknown>, nullableObject = false) {
  return {
    type: nullableObject ? ["object", "null"] : "object",
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

const ingredient = object({
  name: string,
  quantity: number,
  unit: { type: "string", enum: [...units] },
  isOptional: { type: "boolean" },
  possibleSubstitutes: { type: "array", items: string },
});

export const recipeSchema: ResponseSchema = {
  name: "receita",
  schema: object({
    title: string,
    description: string,
    prepTime: integer,
    cookTime: integer,
    servings: integer,
    difficulty: { type: "string", enum: [...difficulties] },
    ingredients: { type: "array", items: ingredient },
    steps: { type: "array", items: object({ description: string, tips: { type: ["array", "null"], items: string } }) },
    nutritionalInfo: object(
      { calories: number, protein: number, carbs: number, fat: number, fiber: nullable("number"), sodium: nullable("number") },
      true,
    ),
    tags: { type: "array", items: string },
  }),
};

export const chatSchema: ResponseSchema = {
  name: "resposta_do_chef",
  schema: object({
    message: string,
    recipeUpdated: { type: "boolean" },
    updatedRecipe: object(
      {
        title: nullable("string"),
        description: nullable("string"),
        servings: nullable("integer"),
        ingredients: {
          type: ["array", "null"],
          items: object({ name: string, quantity: number, unit: { type: "string", enum: [...units] } }),
        },
        steps: { type: ["array", "null"], items: object({ description: string }) },
      },
      true,
    ),
  }),
};

export const conversionSchema: ResponseSchema = {
  name: "conversao",
  schema: object({ quantity: number, unit: { type: "string", enum: [...units] } }),
};

/**
 * Import (issue 25, decision 041): the recipe's fields without nutrition (TACO counts it;
 * the text has none to transcribe), each nullable, and the flag `semReceita`: in strict
 * mode every property is required, so a text without a recipe is answered
 * {"semReceita": true, "title": null, …}; servers without the schema answer {"semReceita": true}.
 */
const nullableList = (items: unknown) => ({ type: ["array", "null"], items });

export const importSchema: ResponseSchema = {
  name: "receita_importada",
  schema: object({
    semReceita: { type: "boolean" },
    title: nullable("string"),
    description: nullable("string"),
    prepTime: nullable("integer"),
    cookTime: nullable("integer"),
    servings: nullable("integer"),
    difficulty: { type: ["string", "null"], enum: [...difficulties, null] },
    ingredients: nullableList(ingredient),
    steps: nullableList(object({ description: string, tips: { type: ["array", "null"], items: string } })),
    tags: nullableList(string),
  }),
};
