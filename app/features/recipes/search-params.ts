/**
 * The recipe list's state lives in the URL: /receitas?q=…&dificuldade=…&tempo=…&tags=…&posso-comer=1&pagina=…
 * Parsing is total: nonsense values fall back to defaults, never to an error.
 */
import type { Difficulty } from "../../domain/recipe";
import { fold } from "~/domain/text";

export const timeLimits = [30, 60, 120] as const;
export type TimeLimit = (typeof timeLimits)[number];

export const maxQueryLength = 100;
export const maxTags = 20;
export const maxPage = 1000;

export interface RecipeFilters {
  q: string;
  difficulty: Difficulty | null;
  maxTime: TimeLimit | null;
  tags: string[];
  /** "Só o que posso comer": a signed-in cook's restrictions and diets leave out what breaks them. */
  canEat: boolean;
  page: number;
}

export const emptyFilters: RecipeFilters = { q: "", difficulty: null, maxTime: null, tags: [], canEat: false, page: 1 };

/** The URL's name for "Só o que posso comer". */
export const canEatParam = "posso-comer";

const difficultyBySlug: Record<string, Difficulty> = {
  facil: "fácil",
  medio: "médio",
  dificil: "difícil",
};
const slugByDifficulty: Record<Difficulty, string> = { fácil: "facil", médio: "medio", difícil: "dificil" };

/** Accepts "facil" and "fácil" alike, so a hand-typed URL works too. */
export function parseDifficulty(value: string | null): Difficulty | null {
  if (!value) return null;
  const slug = fold(value.trim());
  return Object.hasOwn(difficultyBySlug, slug) ? difficultyBySlug[slug]! : null;
}

export function difficultySlug(difficulty: Difficulty): string {
  return slugByDifficulty[difficulty];
}

export function parseFilters(params: URLSearchParams): RecipeFilters {
  const q = (params.get("q") ?? "")
    .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
    .trim()
    .slice(0, maxQueryLength)
    // A cut between the halves of a character outside the BMP (𐀀, an emoji) leaves a lone
    // surrogate, which no URL can carry: encodeURI throws, and the page was a 500 (the fuzzer's
    // "q=%F0%90%80%80+…"). The half goes.
    .replace(/[\uD800-\uDBFF]$/, "")
    .trimEnd();

  const time = Number(params.get("tempo"));
  const maxTime = (timeLimits as readonly number[]).includes(time) ? (time as TimeLimit) : null;

  const tags = [
    ...new Set(
      params
        .getAll("tags")
        .flatMap((value) => value.split(","))
        .map((tag) => tag.replace(/[\u0000-\u001f\u007f]/g, "").trim())
        .filter((tag) => tag.length > 0 && tag.length <= 40),
    ),
  ].slice(0, maxTags);

  const pageNumber = Number(params.get("pagina"));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, maxPage) : 1;

  const canEat = params.get(canEatParam) === "1";
  return { q, difficulty: parseDifficulty(params.get("dificuldade")), maxTime, tags, canEat, page };
}

export function hasActiveFilters(filters: RecipeFilters): boolean {
  return filters.q !== "" || filters.difficulty !== null || filters.maxTime !== null || filters.tags.length > 0 || filters.canEat;
}

/** The canonical query string for a set of filters (defaults omitted, stable order). */
export function serializeFilters(filters: RecipeFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.difficulty) params.set("dificuldade", difficultySlug(filters.difficulty));
  if (filters.maxTime) params.set("tempo", String(filters.maxTime));
  for (const tag of filters.tags) params.append("tags", tag);
  if (filters.canEat) params.set(canEatParam, "1");
  if (filters.page > 1) params.set("pagina", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function withPage(filters: RecipeFilters, page: number): RecipeFilters {
  return { ...filters, page };
}
