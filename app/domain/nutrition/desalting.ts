/**
 * Whether a recipe desalts a salted food (bacalhau, carne seca, charque, jabá, carne de sol),
 * so that its sodium is counted as what soaking leaves (foods.ts `desalted`, decision 030):
 * - bacalhau always: TACO's is the salted, dried fish, which no cooked dish serves unsoaked;
 * - the others when the line says so ("carne-seca dessalgada") or a step soaks, boils off or
 *   desalts it ("deixe a carne de sol de molho", "dessalgue o charque", "ferva a carne seca
 *   e descarte a água"): carne de sol, lightly salted, is often cooked as bought.
 * Pure: no I/O.
 */
import { fold } from "~/domain/text";
import type { FoodEntry } from "./foods";
import { ingredientKey, normaliseName } from "./ingredient-name";

const desaltedWords = /\bdessalgad[oa]s?\b/;
const desaltingStep =
  /\b(dessalg\w*|demolh\w*|de molho|troque a agua|trocando a agua|troca de agua|trocas de agua|descart\w* a agua|escorr\w* a agua)/;

/** Words of the food that a step would name it by: "carne seca" → carne, seca. */
function foodWords(name: string): string[] {
  return ingredientKey(name)
    .food.split(" ")
    .filter((word) => word.length >= 4 && word !== "dessalgado" && word !== "dessalgada");
}

export function isDesalted(name: string, entry: FoodEntry, steps: readonly { description: string }[]): boolean {
  if (!entry.desalted) return false;
  if (entry.desalted.always || desaltedWords.test(fold(name))) return true;
  const words = foodWords(name);
  return steps.some((step) => {
    const text = fold(step.description);
    if (!desaltingStep.test(text)) return false;
    const stepWords = new Set(normaliseName(step.description).split(" "));
    return words.some((word) => stepWords.has(word));
  });
}

/** What the breakdown says of a desalted food's sodium, or of one the recipe does not desalt. */
export function desaltingNote(entry: FoodEntry, desalted: boolean): string | null {
  if (!entry.desalted) return null;
  if (!desalted) return "A receita não o põe de molho: conta-se todo o sódio do alimento salgado.";
  const kept = Math.round(entry.desalted.sodiumKept * 100);
  return `Dessalgado na receita: conta-se ${kept} % do sódio do alimento salgado, o que fica depois do molho.`;
}
