/**
 * Guessing what a misspelt search meant ("estrogonofe" → "strogonoff"): each word of the
 * query that is not a word of any title is replaced by the title word with the most
 * trigrams in common (pg_trgm's similarity, computed here over the title words the
 * caller found near the query's, through the kept table's trigram index). Pure: the
 * words come from the caller.
 */
import { fold } from "~/domain/text";

/** Words in nearly every title: never corrected, never a correction. */
const connectingWords = new Set(["a", "o", "e", "de", "da", "do", "das", "dos", "com", "sem", "na", "no", "em", "ao"]);

/**
 * How alike two words must be (shared trigrams over all trigrams): "estrogonofe" and
 * "strogonoff" are 0.44, "cenora" and "cenoura" 0.5; "tacaca" and "tapioca" 0.27.
 */
export const guessThreshold = 0.4;

/** A word's trigrams as pg_trgm makes them: two spaces before, one after ("  c", " ce", …, "ra "). */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

export interface Vocabulary {
  words: ReadonlySet<string>;
  grams: readonly { word: string; grams: ReadonlySet<string> }[];
}

/** The words a guess may use (folded title words), with their trigrams computed once. */
export function vocabulary(words: Iterable<string>): Vocabulary {
  const kept = new Set([...words].filter(correctable));
  return { words: kept, grams: [...kept].map((word) => ({ word, grams: trigrams(word) })) };
}

export function queryWords(q: string): string[] {
  return fold(q)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** A query word a guess may replace: three letters or more, not a connecting word. */
function correctable(word: string): boolean {
  return word.length >= 3 && !connectingWords.has(word);
}

/** The query's words a guess may replace, each once. */
export function correctableWords(q: string): string[] {
  return [...new Set(queryWords(q).filter(correctable))];
}

/** The query with its unknown words replaced by the closest title words; null when no word changed. */
export function correctQuery(q: string, known: Vocabulary, threshold = guessThreshold): string | null {
  let changed = false;
  const words = queryWords(q).map((word) => {
    if (!correctable(word) || known.words.has(word)) return word;
    const grams = trigrams(word);
    let best: { word: string; score: number } | null = null;
    for (const candidate of known.grams) {
      const score = similarity(grams, candidate.grams);
      if (score >= threshold && (!best || score > best.score)) best = { word: candidate.word, score };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? words.join(" ") : null;
}
