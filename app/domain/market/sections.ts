/**
 * The supermarket section of a food (issue 23): where a cook walking a Brazilian market
 * finds it. The sections and their default order follow a typical walk through a
 * Brazilian supermarket (produce at the entrance, the butcher's and the dairy counters
 * at the back, dry goods in the middle aisles); a cook can reorder them once for their
 * own market. Pure: no I/O.
 *
 * The food lexicon (food-lexicon.ts) says what a food contains, for the restriction
 * engine, and TACO's categories say what it is made of; neither says which aisle sells it
 * ("milho verde" fresh is produce, canned it is dry goods; "leite de coco" is not dairy),
 * so this table is its own. Names are read as the nutrition calculator reads them
 * (nutrition/ingredient-name.ts: folded, singular, hyphens as spaces) with one spelling
 * per food (spelling-variants.ts); the longest phrase of the table found in the name
 * wins ("leite de coco" over "leite", "pimenta do reino" over "pimenta").
 */
import { normaliseName } from "~/domain/nutrition/ingredient-name";
import { canonicalWords } from "~/domain/spelling-variants";
import { sectionPhrases } from "./section-phrases";

export const marketSections = [
  { id: "hortifruti", label: "Hortifrúti" },
  { id: "acougue", label: "Açougue e peixaria" },
  { id: "frios", label: "Frios e laticínios" },
  { id: "padaria", label: "Padaria" },
  { id: "mercearia", label: "Mercearia" },
  { id: "temperos", label: "Temperos" },
  { id: "bebidas", label: "Bebidas" },
  { id: "congelados", label: "Congelados" },
  { id: "outros", label: "Limpeza e outros" },
] as const;

export type SectionId = (typeof marketSections)[number]["id"];

/** Where a food with no phrase of the table goes: we do not know, and say so by the section's name. */
export const fallbackSection: SectionId = "outros";

/** The table, checked here to name every section and only those. */
const phrasesBySection: Record<SectionId, readonly string[]> = sectionPhrases;

/** Words that read the same food more broadly: "queijo muçarela", not "queijo mussarela". */
function wordsOf(name: string): string[] {
  return canonicalWords(normaliseName(name).split(" ").filter(Boolean));
}

const sectionOfPhrase = new Map<string, SectionId>();
for (const [section, phrases] of Object.entries(phrasesBySection) as [SectionId, readonly string[]][]) {
  for (const phrase of phrases) {
    const key = wordsOf(phrase).join(" ");
    const existing = sectionOfPhrase.get(key);
    if (existing && existing !== section) throw new Error(`market/sections.ts: "${phrase}" está em duas seções.`);
    sectionOfPhrase.set(key, section);
  }
}
const longestPhrase = Math.max(...[...sectionOfPhrase.keys()].map((key) => key.split(" ").length));

export interface SectionMatch {
  section: SectionId;
  /** The phrase of the table that placed it, folded; null when none did (the fallback). */
  phrase: string | null;
}

/** Sold in a can, jar or box: the dry-goods aisle, whatever the fresh food's section. */
const preserved = /\b(em conserva|enlatad[oa]s?|em lata|lata|latinha|vidro|sache|caixinha|caixa)\b/;
const frozen = /\bcongelad[oa]s?\b/;
/** Dried herbs hang with the spices. */
const dried = /\b(sec[oa]s?|desidratad[oa]s?|em po)\b/;

export function sectionOf(name: string): SectionMatch {
  return sectionOfWords(wordsOf(name));
}

/** The same, for a name already read into folded, singular words in one spelling (shopping-units.ts keys). */
export function sectionOfWords(words: readonly string[]): SectionMatch {
  const folded = words.join(" ");
  let best: { phrase: string; length: number; at: number } | null = null;
  for (let at = 0; at < words.length; at++) {
    for (let length = Math.min(longestPhrase, words.length - at); length >= 1; length--) {
      if (best && length <= best.length) break;
      const phrase = words.slice(at, at + length).join(" ");
      if (sectionOfPhrase.has(phrase)) {
        best = { phrase, length, at };
        break;
      }
    }
  }
  if (!best) return { section: frozen.test(folded) ? "congelados" : fallbackSection, phrase: null };
  let section = sectionOfPhrase.get(best.phrase)!;
  // A fruit "congelada" in a recipe is one the cook froze at home; anything else is bought frozen.
  if (frozen.test(folded) && section !== "hortifruti") section = "congelados";
  else if (section === "hortifruti" && preserved.test(folded)) section = "mercearia";
  else if (section === "hortifruti" && dried.test(folded) && !/^(ovo|gema|clara)\b/.test(folded)) section = "temperos";
  return { section, phrase: best.phrase };
}

export function sectionLabel(id: SectionId): string {
  return marketSections.find((section) => section.id === id)!.label;
}

/**
 * The sections in the cook's order: the ids the cook saved that still exist, then any
 * section the saved order lacks (a section added later) in the usual order.
 */
export function sectionsInOrder(saved: readonly string[] | null | undefined): SectionId[] {
  const known = new Set<string>(marketSections.map((section) => section.id));
  const chosen = [...new Set((saved ?? []).filter((id) => known.has(id)))] as SectionId[];
  return [...chosen, ...marketSections.map((section) => section.id).filter((id) => !chosen.includes(id))];
}
