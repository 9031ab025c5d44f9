/**
 * The import's preview as the cook edits it (issue 25): a recipe read from a page or a
 * text becomes a form of plain lines (title, servings, times, one input per ingredient
 * line, one per step), and the form, as posted, becomes a recipe again through the app's
 * one ingredient reader. The lines are what the cook sees and fixes: "1 lata de leite
 * condensado", "sal a gosto". Pure; Zod and the restriction engine run on the server.
 */
import { formatIngredientLine } from "~/domain/ingredient-line";
import { parseIngredientLine } from "~/domain/ingredient-parse";
import { defaultServings, difficulties, type Difficulty, type RecipeDraft } from "~/domain/recipe";
import { recipeContentLimits, type RecipeContent } from "~/domain/recipe-schema";
import * as t from "~/i18n/pt-br";

/** The preview's fields as the form posts them: text, read and checked by `contentFromForm`. */
export interface ImportForm {
  title: string;
  description: string;
  servings: string;
  prepTime: string;
  cookTime: string;
  difficulty: string;
  ingredients: string[];
  steps: string[];
}

export const importLimits = {
  title: recipeContentLimits.title,
  description: recipeContentLimits.description,
  ingredients: recipeContentLimits.ingredients,
  ingredientLine: 200,
  steps: 60,
  step: 2000,
  servings: 200,
  minutes: 7 * 24 * 60,
} as const;

/** What is wrong with the form, by field; `ingredients` and `steps` also by line (0-based). */
export interface FormProblems {
  fields: Partial<Record<"title" | "description" | "servings" | "prepTime" | "cookTime" | "ingredients" | "steps", string>>;
  lines: Record<number, string>;
}

/**
 * The form read: the recipe when nothing is wrong, and always what could be read of it
 * (the lines understood), so the preview still shows the cook's warnings and the TACO
 * count while a line waits to be fixed.
 */
export interface FormReading {
  content: RecipeContent | null;
  readable: Pick<RecipeContent, "title" | "description" | "ingredients" | "steps" | "servings">;
  problems: FormProblems | null;
}

/**
 * A guess the cook may change: few steps and little time is "fácil", many steps or a
 * long time "difícil". Neither a page's schema.org data nor a pasted text says it.
 */
export function guessDifficulty(steps: number, totalMinutes: number): Difficulty {
  if (steps > 10 || totalMinutes > 180) return "difícil";
  if (steps <= 5 && totalMinutes <= 60) return "fácil";
  return "médio";
}

const minutesText = (minutes: number | undefined) => (minutes === undefined ? "" : String(minutes));

/** A page's structured data as the preview's form: each line as the site wrote it; servings, when unsaid, spec 4's default. */
export function formFromDraft(draft: RecipeDraft, fallbackDescription: string): ImportForm {
  const ingredients = draft.ingredients.map((ingredient) =>
    ingredient.line?.trim()
      ? ingredient.line.trim()
      : ingredient.quantity !== undefined && ingredient.unit
        ? formatIngredientLine(ingredient.quantity, ingredient.unit as never, ingredient.name)
        : ingredient.name,
  );
  const total = (draft.prepTime ?? 0) + (draft.cookTime ?? 0);
  return {
    title: draft.title?.trim() ?? "",
    description: draft.description?.trim() || fallbackDescription,
    // Spec 4: a recipe that does not say how many it serves serves 4 (the cook may change it).
    servings: String(draft.servings ?? defaultServings),
    prepTime: minutesText(draft.prepTime),
    cookTime: minutesText(draft.cookTime),
    difficulty: guessDifficulty(draft.steps.length, total),
    ingredients,
    steps: draft.steps.map((step) => step.trim()).filter(Boolean),
  };
}

/** A recipe the model read (a pasted text, a page without structured data) as the preview's form. */
export function formFromContent(content: RecipeContent): ImportForm {
  return {
    title: content.title,
    description: content.description,
    servings: String(content.servings),
    prepTime: String(content.prepTime),
    cookTime: String(content.cookTime),
    difficulty: content.difficulty,
    ingredients: content.ingredients.map((ingredient) => {
      const line = formatIngredientLine(ingredient.quantity, ingredient.unit, ingredient.name);
      return ingredient.isOptional ? `${line} (opcional)` : line;
    }),
    steps: [...content.steps].sort((a, b) => a.order - b.order).map((step) => step.description),
  };
}

const field = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);

/** The preview as posted: every value a string, cut at its limit; empty lines dropped. */
export function readImportForm(form: FormData): ImportForm {
  const lines = (name: string, count: number, max: number) =>
    form
      .getAll(name)
      .map((value) => String(value).replace(/\s+/g, " ").trim().slice(0, max))
      .filter(Boolean)
      .slice(0, count + 1);
  return {
    title: field(form, "titulo", importLimits.title + 1),
    description: field(form, "descricao", importLimits.description + 1),
    servings: field(form, "porcoes", 10),
    prepTime: field(form, "preparo", 10),
    cookTime: field(form, "cozimento", 10),
    difficulty: field(form, "dificuldade", 20),
    ingredients: lines("ingrediente", importLimits.ingredients, importLimits.ingredientLine + 1),
    steps: lines("passo", importLimits.steps, importLimits.step + 1),
  };
}

/** A whole number in [min, max] written by a person ("8", " 8 "), or null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The form as a recipe, or what the cook must fix, in words, by field and by line. */
export function contentFromForm(form: ImportForm): FormReading {
  const words = t.recipeImport.form;
  const problems: FormProblems = { fields: {}, lines: {} };
  if (!form.title) problems.fields.title = words.titleMissing;
  else if (form.title.length > importLimits.title) problems.fields.title = words.titleTooLong(importLimits.title);
  if (form.description.length > importLimits.description) problems.fields.description = words.descriptionTooLong(importLimits.description);
  const servings = wholeNumber(form.servings, 1, importLimits.servings);
  if (servings === null) problems.fields.servings = words.servingsInvalid(importLimits.servings);
  const prepTime = form.prepTime === "" ? 0 : wholeNumber(form.prepTime, 0, importLimits.minutes);
  if (prepTime === null) problems.fields.prepTime = words.minutesInvalid;
  const cookTime = form.cookTime === "" ? 0 : wholeNumber(form.cookTime, 0, importLimits.minutes);
  if (cookTime === null) problems.fields.cookTime = words.minutesInvalid;

  if (form.ingredients.length === 0) problems.fields.ingredients = words.ingredientsMissing;
  else if (form.ingredients.length > importLimits.ingredients)
    problems.fields.ingredients = words.tooManyIngredients(importLimits.ingredients);
  const ingredients = form.ingredients.slice(0, importLimits.ingredients).map((line, index) => {
    if (line.length > importLimits.ingredientLine) {
      problems.lines[index] = words.lineTooLong(importLimits.ingredientLine);
      return null;
    }
    const read = parseIngredientLine(line);
    // A line must name a food: "3 xícaras" alone, or "?!", says nothing to cook with.
    if (!read || !/\p{L}{2}/u.test(read.name) || read.name.length > recipeContentLimits.ingredientName) {
      problems.lines[index] = words.lineUnreadable(line);
      return null;
    }
    return { id: `i${index + 1}`, ...read, possibleSubstitutes: [] };
  });

  if (form.steps.length === 0) problems.fields.steps = words.stepsMissing;
  else if (form.steps.length > importLimits.steps) problems.fields.steps = words.tooManySteps(importLimits.steps);
  else if (form.steps.some((step) => step.length > importLimits.step)) problems.fields.steps = words.stepTooLong(importLimits.step);

  const steps = form.steps.slice(0, importLimits.steps).map((description, index) => ({ order: index + 1, description }));
  const readable = {
    title: form.title,
    description: form.description || words.defaultDescription,
    servings: servings ?? 1,
    ingredients: ingredients.filter((ingredient) => ingredient !== null),
    steps,
  };
  if (Object.keys(problems.fields).length > 0 || Object.keys(problems.lines).length > 0) return { content: null, readable, problems };
  return {
    content: {
      ...readable,
      prepTime: prepTime!,
      cookTime: cookTime!,
      difficulty: (difficulties as readonly string[]).includes(form.difficulty)
        ? (form.difficulty as Difficulty)
        : guessDifficulty(steps.length, prepTime! + cookTime!),
      tags: [],
    },
    readable,
    problems: null,
  };
}
