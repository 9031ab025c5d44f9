/**
 * An ingredient's name reduced to what identifies the food, for matching against the
 * alias table (foods.ts) and the TACO descriptions: folded (accents, case), hyphens and
 * punctuation as spaces, "do/da/dos/das" as "de", each word in the singular; then the
 * words that say how it is cut or served ("picado", "em cubos", "a gosto", "maduro",
 * "gelada"...) removed, and the size ("pequeno", "médio", "grande") kept apart as a
 * factor on the weight of one unit. What changes the food is kept: its state ("cozido",
 * "torrado"), "em conserva", "sem sal", "sem pele", "em pó", "em postas" (with bone).
 * Pure: no I/O.
 */
import { fold } from "~/domain/text";

const invariable = new Set(["brocolis", "gas", "mais", "menos", "simples", "tres", "pires", "ananas", "cuscuz"]);

/** The singular of one folded word, good enough to compare names with names. */
export function singular(word: string): string {
  if (word.length <= 3 || invariable.has(word)) return word;
  if (/[oa]es$/.test(word)) return word.replace(/[oa]es$/, "ao"); // limões, pães
  if (word.endsWith("ns")) return `${word.slice(0, -2)}m`; // amendoins
  if (/[ae]is$/.test(word)) return word.replace(/is$/, "l"); // vegetais, pastéis
  if (/[rz]es$/.test(word)) return word.slice(0, -2); // colheres, nozes
  if (word.endsWith("eses")) return word.slice(0, -2); // franceses, japoneses
  if (/[aeiou]s$/.test(word)) return word.slice(0, -1); // ovos, tomates
  return word;
}

const connectors: Record<string, string> = { do: "de", da: "de", dos: "de", das: "de", d: "de" };

/** Folded, singular words joined by single spaces: "Dentes-de-Alho" → "dente de alho". */
export function normaliseName(name: string): string {
  return fold(name)
    .replace(/[^a-z0-9%]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .map((word) => connectors[word] ?? singular(word))
    .join(" ");
}

/** Said of the cut, the temperature, the ripeness or the use: not of the food. */
const preparation = [
  /\ba gosto\b/g,
  /\b(em )?temperatura ambiente\b/g,
  /\bpara (fritar|fritura|untar|polvilhar|decorar|servir|finalizar|pincelar)\b/g,
  /\bem (cubo|cubinho|rodela|rodelinha|tira|tirinha|fatia|fatiazinha|pedaco|pedacinho|lasca|meia lua|gomo|floco|flor|florete|julienne|bastao|bastonete)\b/g,
  /\b(com caldo|com palha|sem semente|sem caroco|sem casca|sem talo|extra virgem)\b/g,
  // Lactose-free milk, butter and cheese are the same food with their lactose split (ANVISA
  // RDC 136/2017 labels "zero lactose" at most 100 mg per 100 g): the same TACO values.
  /\b(sem|zero|0%?) lactose\b/g,
  /\b(bem )?(picad|picadinh|ralad|fatiad|laminad|descascad|amassad|desfiad|triturad|cortad|lavad|escorrid|drenad|peneirad|derretid|batid|higienizad|congelad|gelad|resfriad|maduro|madura|fresc|frio|fria|limp|firme|filtrad|inteir)(o|a)?\b/g,
  /\b(morno|morna|quente|fervente|grosso|grossa|grosseiramente|fino|fina|finamente|bem)\b/g,
];

const sizes: [RegExp, number][] = [
  [/\b(pequeno|pequena|pequenino|pequenina)\b/g, 0.6],
  [/\b(medio|media)\b/g, 1],
  [/\b(grande|graudo|grauda)\b/g, 1.5],
];

export interface IngredientKey {
  /** The name normalised, before anything is removed. */
  full: string;
  /** Without preparation and size words: what the food is. */
  food: string;
  /** Weight of one unit against a medium one (pequeno ≈ 0.6, grande ≈ 1.5). */
  sizeFactor: number;
  /** The name says it goes in "a gosto". */
  toTaste: boolean;
}

export function ingredientKey(name: string): IngredientKey {
  const full = normaliseName(name);
  let food = ` ${full} `;
  const toTaste = /\ba gosto\b/.test(food);
  let sizeFactor = 1;
  for (const [pattern, factor] of sizes) {
    if (food.search(pattern) >= 0) sizeFactor = factor;
    food = food.replace(pattern, " ");
  }
  for (const pattern of preparation) food = food.replace(pattern, " ");
  const words = food.trim().split(/\s+/).filter(Boolean);
  // "cozido e desfiado" leaves a dangling "e"; "em cubos de 2 cm" a dangling "de".
  while (words.length > 1 && ["e", "de", "com", "em", "ou"].includes(words.at(-1)!)) words.pop();
  return { full, food: words.join(" ") || full, sizeFactor, toTaste };
}
