/** The durations the steps state fit in the recipe's prep and cook time. */
import { fold } from "~/domain/text";
import { spokenNumbers } from "~/domain/spoken-numbers";
import type { Problem, CheckedRecipe } from "./problem";

const numberWords = spokenNumbers;

/**
 * Sentences whose time is not the cook's: soaking the day before, work done meanwhile,
 * how often to stir, how long it keeps, an alternative way.
 */
const notCounted =
  /\b(vespera|noite anterior|antecedencia|de molho|enquanto|a cada|dura|conserva|guarde|mantem|validade|em ate|ou no micro|ou na airfryer)\b/;

const amount = `(\\d+(?:[.,]\\d+)?|${Object.keys(numberWords).join("|")})`;
const durationPattern = new RegExp(
  `\\b(?:${amount}(?:\\s*(?:a|ou|-|–)\\s*${amount})?\\s*(horas?|h|minutos?|min)(?![a-z])(?:(\\d{2})|(\\s*e\\s*meia)|\\s*e\\s*(\\d+)\\s*(?:minutos?|min)\\b)?|(meia hora))`,
  "g",
);

function numberOf(word: string): number {
  return numberWords[word] ?? Number(word.replace(",", "."));
}

export interface StatedDuration {
  minutes: number;
  /** The words that said it, folded: "por 25 a 30 minutos" → "25 a 30 minutos". */
  said: string;
}

/** The durations a text states ("25 a 30 minutos" is 25, "1 hora e meia" 90, "1h30" 90), skipping what is not the cook's time. */
export function statedDurations(text: string): StatedDuration[] {
  const found: StatedDuration[] = [];
  for (const sentence of fold(text).split(/[.;!?]+/)) {
    if (notCounted.test(sentence)) continue;
    for (const match of sentence.matchAll(durationPattern)) {
      if (match[7]) {
        found.push({ minutes: 30, said: match[0].trim() });
        continue;
      }
      const value = numberOf(match[1]!);
      const isHours = /^h/.test(match[3]!);
      const extraMinutes = isHours ? Number(match[4] ?? match[6] ?? 0) + (match[5] ? 30 : 0) : 0;
      found.push({ minutes: Math.round(isHours ? value * 60 + extraMinutes : value), said: match[0].trim() });
    }
  }
  return found;
}

/** Minutes the steps state, in total. */
export function statedMinutes(text: string): number {
  return statedDurations(text).reduce((sum, duration) => sum + duration.minutes, 0);
}

export function checkTime(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry } = recipe;
  const durations = statedDurations(entry.steps.map((step) => step.description).join(" "));
  const stated = durations.reduce((sum, duration) => sum + duration.minutes, 0);
  const total = entry.prepTime + entry.cookTime;
  if (stated <= total) return [];
  return [
    {
      file,
      slug,
      gate: "time",
      message: `os passos somam ${stated} minutos (${durations.map((duration) => `"${duration.said}"`).join(" + ")}), mas prepTime + cookTime = ${total}: aumente prepTime ou cookTime (descanso, esfriar, geladeira e fermentação contam; molho "na véspera" e frases com "enquanto" não).`,
    },
  ];
}
