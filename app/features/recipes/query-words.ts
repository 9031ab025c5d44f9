/**
 * Words in the search box that name a filter (issue 22): "sem gluten", "vegetariano",
 * "sobremesa", "comida mineira", "rápido", "até 40 minutos", "fácil". Typed into the box
 * they used to be searched as text (6 recipes for "sem gluten" against 813 on the Sem
 * Glúten page); read here, they become the filter (a chip the cook can remove) and the
 * rest of the words are searched. Pure: the caller passes the tags the catalogue has, and
 * only those are applied.
 *
 * A region's adjective after a dish word is part of the dish's name ("moqueca baiana",
 * "tutu à mineira", "virado à paulista"), not a filter; it is one after "comida",
 * "culinária", "receitas" or another filter word ("comida mineira", "vegetariana mineira").
 */
import type { Difficulty } from "../../domain/recipe";
import { fold } from "~/domain/text";
import { timeLimits, type RecipeFilters, type TimeLimit } from "./search-params";

type Meaning = { tags: string[] } | { difficulty: Difficulty } | { minutes: number };

interface Phrase {
  /** Folded words, each a set of spellings. */
  words: readonly (readonly string[])[];
  meaning: Meaning;
  /** A region's adjective: a filter only when it follows no dish word ("comida mineira", not "moqueca baiana"). */
  adjective?: boolean;
}

const forms = (stem: string) => [`${stem}o`, `${stem}a`, `${stem}os`, `${stem}as`];
const tag = (...tags: string[]): Meaning => ({ tags });

const phrases: Phrase[] = [
  { words: [["sem", "zero", "livre"], ["gluten"]], meaning: tag("Sem Glúten") },
  { words: [["sem", "zero"], ["lactose"]], meaning: tag("Sem Lactose") },
  { words: [forms("vegetarian")], meaning: tag("Vegetariano") },
  { words: [forms("vegan")], meaning: tag("Vegano") },
  { words: [["low"], ["carb"]], meaning: tag("Low Carb") },
  { words: [["lowcarb"]], meaning: tag("Low Carb") },
  { words: [["saudavel", "saudaveis"]], meaning: tag("Saudável") },
  { words: [["sobremesa", "sobremesas"]], meaning: tag("Sobremesas") },
  { words: [["cafe"], ["da"], ["manha"]], meaning: tag("Café da Manhã") },
  { words: [["almoco", "almocos"]], meaning: tag("Almoço") },
  { words: [["jantar", "jantares"]], meaning: tag("Jantar") },
  { words: [["lanche", "lanches"]], meaning: tag("Lanche") },
  { words: [["bebida", "bebidas", "drinque", "drinques", "drinks"]], meaning: tag("Bebidas") },
  { words: [["petisco", "petiscos"]], meaning: tag("Petisco") },
  { words: [["tira"], ["gosto", "gostos"]], meaning: tag("Petisco") },
  { words: [["marmita", "marmitas"]], meaning: tag("Marmita") },
  { words: [["airfryer"]], meaning: tag("Fritadeira sem Óleo") },
  { words: [["air"], ["fryer"]], meaning: tag("Fritadeira sem Óleo") },
  { words: [["fritadeira"], ["sem"], ["oleo"]], meaning: tag("Fritadeira sem Óleo") },
  { words: [["comfort"], ["food"]], meaning: tag("Comida Afetiva") },
  { words: [["comida"], ["afetiva"]], meaning: tag("Comida Afetiva") },
  { words: [["panela"], ["de"], ["pressao"]], meaning: tag("Panela de Pressão") },
  { words: [["festa"], ["junina"]], meaning: tag("Festa Junina") },
  { words: [["para"], ["criancas"]], meaning: tag("Para Crianças") },
  { words: [["infantil", "infantis"]], meaning: tag("Para Crianças") },
  { words: [["nordeste"]], meaning: tag("Nordeste") },
  { words: [forms("nordestin")], meaning: tag("Nordeste"), adjective: true },
  { words: [["norte"]], meaning: tag("Norte") },
  { words: [["sul"]], meaning: tag("Sul") },
  { words: [["sudeste"]], meaning: tag("Sudeste") },
  { words: [["centro"], ["oeste"]], meaning: tag("Centro-Oeste") },
  { words: [forms("mineir")], meaning: tag("Mineira"), adjective: true },
  { words: [forms("baian")], meaning: tag("Baiana"), adjective: true },
  { words: [["gaucha", "gaucho", "gauchas", "gauchos"]], meaning: tag("Gaúcha"), adjective: true },
  { words: [forms("goian")], meaning: tag("Goiana"), adjective: true },
  { words: [forms("pantaneir")], meaning: tag("Pantaneira"), adjective: true },
  { words: [["amazonica", "amazonico", "amazonicas", "amazonicos"]], meaning: tag("Amazônica"), adjective: true },
  { words: [["paraense", "paraenses"]], meaning: tag("Paraense"), adjective: true },
  { words: [["paulista", "paulistas"]], meaning: tag("Paulista"), adjective: true },
  { words: [["carioca", "cariocas"]], meaning: tag("Carioca"), adjective: true },
  { words: [["catarinense", "catarinenses"]], meaning: tag("Catarinense"), adjective: true },
  { words: [["paranaense", "paranaenses"]], meaning: tag("Paranaense"), adjective: true },
  { words: [["capixaba", "capixabas"]], meaning: tag("Capixaba"), adjective: true },
  { words: [["rapido", "rapida", "rapidos", "rapidas", "rapidinho", "rapidinha", "rapidinhos", "rapidinhas"]], meaning: { minutes: 30 } },
  { words: [["facil", "faceis", "facinho", "facinha"]], meaning: { difficulty: "fácil" } },
  { words: [["dificil", "dificeis"]], meaning: { difficulty: "difícil" } },
];

/** What may come before a region's adjective that names a filter: nothing, or these words. */
const beforeRegion = new Set([
  "comida",
  "comidas",
  "culinaria",
  "cozinha",
  "receita",
  "receitas",
  "prato",
  "pratos",
  "tipica",
  "tipicas",
  "tipico",
  "tipicos",
]);
const minuteWords = new Set(["min", "mins", "minuto", "minutos"]);
const hourWords = new Set(["h", "hora", "horas"]);
const timeOpeners = new Set(["ate", "em", "menos"]);

/** "até 40 minutos", "em 1 hora", "menos de 30 min", "30min": the minutes and how many words it took. */
function timeAt(words: readonly string[], start: number): { minutes: number; length: number } | null {
  let index = start;
  if (!timeOpeners.has(words[index] ?? "")) return null;
  index++;
  if (words[start] === "menos" && words[index] === "de") index++;
  if (words[index] === "ate") index++;
  const joined = /^(\d{1,3})(min|h)$/.exec(words[index] ?? "");
  if (joined) return { minutes: Number(joined[1]) * (joined[2] === "h" ? 60 : 1), length: index + 1 - start };
  if (!/^\d{1,3}$/.test(words[index] ?? "")) return null;
  const amount = Number(words[index]);
  const unit = words[index + 1] ?? "";
  if (minuteWords.has(unit)) return { minutes: amount, length: index + 2 - start };
  if (hourWords.has(unit)) return { minutes: amount * 60, length: index + 2 - start };
  return null;
}

/** The smallest of the list's limits that holds `minutes`; null beyond the largest. */
function limitFor(minutes: number): TimeLimit | null {
  return timeLimits.find((limit) => minutes <= limit) ?? null;
}

export interface ReadQuery {
  /** The words left to search as text. */
  q: string;
  tags: string[];
  difficulty: Difficulty | null;
  maxTime: TimeLimit | null;
  /** Whether any word was read as a filter. */
  changed: boolean;
}

/** Splits what a cook typed into the filters it names and the words left to search. */
export function readQueryWords(q: string, knownTags: readonly string[]): ReadQuery {
  const original = q.split(/[\s-]+/).filter(Boolean);
  // One folded word per original word (punctuation dropped), so what is left keeps its spelling.
  const words = original.map((word) => fold(word).replace(/[^a-z0-9]/g, ""));
  const known = new Set(knownTags);
  const kept: string[] = [];
  const read: ReadQuery = { q: "", tags: [], difficulty: null, maxTime: null, changed: false };
  /** Whether the word before `index` leaves a region's adjective free to be a filter. */
  let afterFilter = false;
  const regionMayStart = (index: number) => index === 0 || afterFilter || beforeRegion.has(words[index - 1] ?? "");
  for (let index = 0; index < words.length;) {
    const time = timeAt(words, index);
    if (time) {
      read.maxTime = limitFor(time.minutes);
      read.changed = true;
      afterFilter = true;
      index += time.length;
      continue;
    }
    const phrase = phrases.find(
      ({ words: parts, meaning, adjective }) =>
        parts.every((spellings, offset) => spellings.includes(words[index + offset] ?? "")) &&
        !(adjective && !regionMayStart(index)) &&
        (!("tags" in meaning) || meaning.tags.some((name) => known.has(name))),
    );
    if (!phrase) {
      kept.push(original[index]!);
      afterFilter = false;
      index++;
      continue;
    }
    afterFilter = true;
    const { meaning } = phrase;
    if ("tags" in meaning) read.tags.push(...meaning.tags.filter((name) => known.has(name) && !read.tags.includes(name)));
    else if ("difficulty" in meaning) read.difficulty = meaning.difficulty;
    else read.maxTime = limitFor(meaning.minutes);
    read.changed = true;
    index += phrase.words.length;
  }
  // Words that only joined the filters to the dish ("receitas", "de", "com") are not a search.
  const joining = (word: string) =>
    /^(receitas?|pratos?|comidas?|culinaria|cozinha|tipic[oa]s?|de|da|do|das|dos|e|com|para|pra|no|na|em)$/.test(fold(word));
  while (kept.length > 0 && joining(kept.at(-1)!)) kept.pop();
  while (kept.length > 0 && joining(kept[0]!)) kept.shift();
  read.q = kept.join(" ");
  return read;
}

/** The filters with what the query's words name applied, and the rest as the query. */
export function applyQueryWords(filters: RecipeFilters, knownTags: readonly string[]): RecipeFilters | null {
  if (!filters.q) return null;
  const read = readQueryWords(filters.q, knownTags);
  if (!read.changed) return null;
  return {
    ...filters,
    q: read.q,
    tags: [...new Set([...filters.tags, ...read.tags])],
    difficulty: read.difficulty ?? filters.difficulty,
    maxTime: read.maxTime ?? filters.maxTime,
    page: 1,
  };
}
