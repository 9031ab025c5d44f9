/**
 * The values of a page's recipe, read as schema.org and publishers write them (the sources
 * are named in read-recipe-page.ts): text without markup, ISO 8601 durations, yields,
 * ingredient lines and instructions, image, author and the site's name. Shared by the
 * JSON-LD and microdata readers, which give the same shape. Pure.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import { isTag, isText, type AnyNode } from "domhandler";
import { parseIngredientLine } from "~/domain/ingredient-parse";
import type { RecipeDraft } from "~/domain/recipe";
import { readMinutes, readNumber, readSteps } from "~/lib/model/normalise-values";
import { fold } from "~/domain/text";

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

export const firstOf = (value: unknown): unknown => asList(value)[0];

/** Elements whose text is never the page's content. */
const hiddenElements = new Set(["script", "style", "noscript", "template", "svg", "iframe", "object", "select", "button", "form"]);
/** Elements that end a line of text. */
const blockElements = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "footer", "h1", "h2",
  "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table", "td", "th", "tr", "ul",
]); // prettier-ignore

/** Text of nodes with a line break at each block element; `skip` names more elements to leave out. */
export function textOf(nodes: AnyNode[], skip: ReadonlySet<string> = new Set()): string {
  const parts: string[] = [];
  const walk = (node: AnyNode): void => {
    if (isText(node)) {
      parts.push(node.data);
      return;
    }
    if (!isTag(node)) return;
    const name = node.name.toLowerCase();
    if (hiddenElements.has(name) || skip.has(name)) return;
    const block = blockElements.has(name);
    if (block) parts.push("\n");
    node.children.forEach(walk);
    if (block) parts.push("\n");
  };
  nodes.forEach(walk);
  return tidyLines(parts.join(""));
}

/** Spaces collapsed within each line, empty lines dropped. */
function tidyLines(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[\s\u00a0]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

const entityPattern = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/**
 * A value from structured data as plain text: tags stripped, entities decoded (twice
 * when a site encoded them twice, "&amp;#8211;"), one line per block unless `oneLine`.
 */
export function cleanText(value: unknown, options: { oneLine?: boolean } = {}): string {
  if (typeof value !== "string" && typeof value !== "number") return "";
  let text = String(value);
  if (/[<&]/.test(text)) text = decodeFragment(text);
  if (entityPattern.test(text)) text = decodeFragment(text);
  text = tidyLines(text);
  return options.oneLine ? text.replace(/\n/g, " ") : text;
}

function decodeFragment(html: string): string {
  return textOf(parseDocument(html.replace(/\r?\n/g, "<br>")).children);
}

/** The first value that reads as non-empty text. */
export function firstText(value: unknown): string {
  for (const entry of asList(value)) {
    const text = cleanText(isObject(entry) ? (entry.name ?? entry["@value"]) : entry, { oneLine: true });
    if (text) return text;
  }
  return "";
}

/** ISO 8601 durations as schema.org's Duration uses them: "PT1H30M", "P0DT45M", "PT90M", "PT1.5H", "P1DT2H". */
const isoDuration =
  /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/**
 * Minutes from a duration as sites write it: ISO 8601 ("PT1H30M" → 90, "P0DT45M" → 45),
 * a clock ("00:45", from old microdata), or words ("45 min", "1 hora e 30 minutos", read
 * by the model's reader). Null when there is no time in it; years and months (not a
 * cooking time, and "P1M" is ambiguous) are not read.
 */
export function readDuration(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  const text = typeof value === "string" ? value.trim().replace(/\s+/g, "") : "";
  if (!text) return null;
  const iso = isoDuration.exec(text);
  if (iso && /\d/.test(text)) {
    const [weeks, days, hours, minutes, seconds] = iso.slice(1).map((part) => (part ? Number(part.replace(",", ".")) : 0));
    return Math.round(weeks! * 7 * 24 * 60 + days! * 24 * 60 + hours! * 60 + minutes! + seconds! / 60);
  }
  if (/^P/i.test(text)) return null;
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const minutes = readMinutes(value);
  return minutes !== null && minutes >= 0 ? minutes : null;
}

/** What a yield may count that is not a number of servings: "1 forma", "1 bolo", "2 litros". */
const notServings =
  /^(?:formas?|assadeiras?|bolos?|tortas?|pudins?|travessas?|panelas?|potes?|refratarios?|tabuleiros?|litros?|l|ml|kg|g|gramas?|quilos?|xicaras?|copos?|receitas?|fornadas?|pao|paes)$/;

/**
 * Servings from `recipeYield`: 8, "8", "Rende 8 porções", "8 a 10 porções" (8, the
 * smaller, as decision 027 reads ranges), "Serve 6 pessoas", "2 dúzias" (24), or a list
 * of those (["8", "8 porções"]: the first that reads). Null for a yield that counts
 * something else ("1 forma", "1 bolo") or nothing: the preview then offers spec 4's default.
 */
export function readServings(value: unknown): number | null {
  for (const entry of asList(value)) {
    const read = servingsOf(isObject(entry) ? (entry.value ?? entry.name) : entry);
    if (read !== null) return read;
  }
  return null;
}

function servingsOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value > 0 && value <= 200 ? value : null;
  if (typeof value !== "string") return null;
  const text = fold(cleanText(value, { oneLine: true }));
  const match = /(\d+(?:[.,]\d+)?|\bmeia\b|\buma?\b|\bduas?\b|\btres\b)\s*(?:(?:a|-|–|ou)\s*\d+\s*)?([a-z]*)/.exec(text);
  if (!match) return null;
  const word = match[2] ?? "";
  if (notServings.test(word)) return null;
  const number = readNumber(match[1]!.replace(/^uma?$/, "1"));
  if (number === null) return null;
  const count = /^duzias?$/.test(word) ? number * 12 : number;
  return Number.isInteger(count) && count > 0 && count <= 200 ? count : null;
}

type DraftIngredient = RecipeDraft["ingredients"][number];

/** One line as the page wrote it, read by the app's parser; the line itself as the name when it cannot be read. */
function readIngredient(line: string): DraftIngredient {
  const parsed = parseIngredientLine(line);
  if (!parsed) return { name: line, line };
  return { name: parsed.name, quantity: parsed.quantity, unit: parsed.unit, isOptional: parsed.isOptional, line };
}

export function readIngredients(value: unknown): DraftIngredient[] {
  return (
    asList(value)
      .flatMap((entry) => cleanText(isObject(entry) ? (entry.text ?? entry.name) : entry).split("\n"))
      .map((line) => line.replace(/^\s*[-•*·–—]\s*/u, "").trim())
      // "Cobertura:" is a heading some sites put among the lines, not an ingredient.
      .filter((line) => line && !/:\s*$/.test(line))
      .map(readIngredient)
  );
}

export const typesOf = (value: Json): string[] =>
  asList(value["@type"]).flatMap((type) => (typeof type === "string" ? [type.replace(/^.*[/:#]/, "")] : []));

/**
 * Steps from `recipeInstructions` in all its shapes: one text (split on lines and
 * numbering), a list of texts, HowToStep (`text`, or `name` when that is all it has),
 * HowToSection (flattened; the section's name starts its first step, "Cobertura: …",
 * since our steps have no sections), ItemList and ListItem. HowToTip is left out: it is
 * advice, not a step.
 */
export function readInstructions(value: unknown, depth = 0): string[] {
  if (depth > 4) return [];
  const steps: string[] = [];
  for (const entry of asList(value)) {
    if (typeof entry === "string") {
      steps.push(...(readSteps(cleanText(entry)) ?? []).map((step) => step.description));
      continue;
    }
    if (!isObject(entry)) continue;
    const types = typesOf(entry);
    if (types.includes("HowToTip")) continue;
    const children = entry.itemListElement ?? entry.step ?? entry.steps;
    if (types.includes("HowToSection") || (children !== undefined && entry.text === undefined)) {
      const inner = readInstructions(children, depth + 1);
      const heading = cleanText(entry.name, { oneLine: true }).replace(/[:.\s]+$/, "");
      if (heading && inner.length > 0 && types.includes("HowToSection")) inner[0] = `${heading}: ${inner[0]}`;
      steps.push(...inner);
      continue;
    }
    const text = cleanText(entry.text ?? entry.item ?? entry.name, { oneLine: true });
    if (text) steps.push(...(readSteps([text]) ?? []).map((step) => step.description));
  }
  return steps;
}

export function absoluteUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A node by its `@id` when the graph refers to it ({"@id": "…#/schema/Person/1"}). */
function resolve(value: unknown, byId: ReadonlyMap<string, Json>): unknown {
  if (isObject(value) && typeof value["@id"] === "string" && Object.keys(value).length === 1) return byId.get(value["@id"]) ?? value;
  return value;
}

export function readImage(value: unknown, byId: ReadonlyMap<string, Json>, base: string): string | undefined {
  for (const entry of asList(value)) {
    const image = resolve(entry, byId);
    const url = absoluteUrl(isObject(image) ? (image.url ?? image.contentUrl) : image, base);
    if (url) return url;
  }
  return undefined;
}

export function readAuthor(value: unknown, byId: ReadonlyMap<string, Json>): string | undefined {
  const names = asList(value)
    .map((entry) => resolve(entry, byId))
    .map((entry) => cleanText(isObject(entry) ? entry.name : entry, { oneLine: true }))
    .filter(Boolean);
  return names.length > 0 ? [...new Set(names)].join(", ") : undefined;
}

export function siteName(nodes: AnyNode[], pageUrl: string): string {
  const meta = DomUtils.findOne(
    (element) => element.name === "meta" && (element.attribs.property ?? element.attribs.name) === "og:site_name",
    nodes,
  );
  const named = cleanText(meta?.attribs.content, { oneLine: true });
  if (named) return named;
  try {
    return new URL(pageUrl).hostname.replace(/^www\./, "");
  } catch {
    return pageUrl;
  }
}
