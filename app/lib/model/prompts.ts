/**
 * The four model calls of spec 7 with their parameters: generation from ingredients or
 * a dish name (temperature 0.7, quantities in grams), conversion (0.3, with the
 * reference data), chat about a recipe (0.5, max_tokens 2000). Pure: builds messages.
 */
import { conversionReference } from "~/domain/units";

export type PromptKind = "gerar-receita" | "converter-unidade" | "conversar-receita";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface PromptCall {
  kind: PromptKind;
  messages: ChatMessage[];
  temperature: number;
  maxTokens?: number;
}

const jsonOnly =
  "Responda SOMENTE com um objeto JSON estritamente válido: aspas duplas em todas as chaves e textos, " +
  "sem quebras de linha nem caracteres especiais dentro dos textos, sem nenhum texto antes ou depois do JSON.";

const recipeShape =
  '{"title": string, "description": string, "prepTime": minutos, "cookTime": minutos, "servings": número, ' +
  '"difficulty": "fácil"|"médio"|"difícil", "ingredients": [{"name": string, "quantity": número, ' +
  '"unit": "g"|"kg"|"ml"|"l"|"xícara"|"colher de sopa"|"colher de chá"|"unidade"|"pitada", "isOptional": boolean, ' +
  '"possibleSubstitutes": [string]}], "steps": [{"description": string, "tips": [string]}], ' +
  '"nutritionalInfo": {"calories": número, "protein": número, "carbs": número, "fat": número, "fiber": número}, "tags": [string]}';

export interface DietProfile {
  preferences: readonly string[];
  restrictions: readonly string[];
  healthGoals: readonly string[];
}

function profileLines(profile: DietProfile): string {
  const list = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : "nenhuma");
  return [
    `Preferências: ${list(profile.preferences)}.`,
    `Restrições (NUNCA use estes ingredientes): ${list(profile.restrictions)}.`,
    `Objetivos de saúde: ${list(profile.healthGoals)}.`,
  ].join("\n");
}

/** Both generation calls (spec 7.1, 7.2): temperature 0.7, grams, the cook's profile, the retry's problem. */
function generation(request: string, task: string, profile: DietProfile, problem?: string): PromptCall {
  return {
    kind: "gerar-receita",
    temperature: 0.7,
    messages: [
      {
        role: "system",
        content: `Tarefa: gerar receita. Você é um chef brasileiro que escreve receitas caseiras em português do Brasil. ${jsonOnly} Formato: ${recipeShape}`,
      },
      {
        role: "user",
        content: [
          request,
          `${task} Todas as quantidades em gramas (unidade "g") sempre que possível.`,
          profileLines(profile),
          ...(problem ? [`A receita anterior foi recusada: ${problem}. Escreva outra sem esses ingredientes.`] : []),
        ].join("\n"),
      },
    ],
  };
}

/** Spec 7.1: several terms produce one recipe; all quantities in grams. */
export function recipeFromIngredients(ingredients: readonly string[], profile: DietProfile, problem?: string): PromptCall {
  return generation(
    `Ingredientes disponíveis: ${ingredients.join(", ")}.`,
    "Crie UMA receita que use esses ingredientes.",
    profile,
    problem,
  );
}

/** Spec 7.2: a recipe from a dish name. */
export function recipeFromName(name: string, profile: DietProfile, problem?: string): PromptCall {
  return generation(`Nome da receita: ${name}.`, "Escreva essa receita completa.", profile, problem);
}

/** Spec 7.3: only for what the reference table cannot answer. */
export function unitConversion(ingredient: string, quantity: number, unit: string, toUnit: string): PromptCall {
  return {
    kind: "converter-unidade",
    temperature: 0.3,
    messages: [
      {
        role: "system",
        content: `Tarefa: converter unidade. Você converte medidas culinárias. ${jsonOnly} Formato: {"quantity": número, "unit": string}.\nDados de referência:\n${conversionReference}`,
      },
      { role: "user", content: `Converta ${quantity} ${unit} de ${ingredient} para ${toUnit}.` },
    ],
  };
}

/** Spec 7.4: title, description, servings, ingredient lines and the cook's request. */
export function recipeChat(
  recipe: {
    title: string;
    description: string;
    servings: number;
    ingredients: readonly { quantity: number; unit: string; name: string }[];
  },
  request: string,
): PromptCall {
  return {
    kind: "conversar-receita",
    temperature: 0.5,
    maxTokens: 2000,
    messages: [
      {
        role: "system",
        content:
          `Tarefa: conversar sobre receita. Você é o Chef Virtual, um chef brasileiro simpático. ${jsonOnly} ` +
          'Formato: {"message": string, "recipeUpdated": boolean, "updatedRecipe": {"title": string, "description": string, ' +
          '"servings": número, "ingredients": [{"name": string, "quantity": número, "unit": string}], "steps": [{"description": string}]}}. ' +
          "Inclua updatedRecipe somente se recipeUpdated for true.",
      },
      {
        role: "user",
        content: [
          `Receita: ${recipe.title}`,
          `Descrição: ${recipe.description}`,
          `Porções: ${recipe.servings}`,
          "Ingredientes:",
          ...recipe.ingredients.map((ingredient) => `- ${ingredient.quantity} ${ingredient.unit} ${ingredient.name}`),
          `Pedido do usuário: ${request}`,
        ].join("\n"),
      },
    ],
  };
}
