/**
 * Reading a recipe out of someone else's page (issue 25): the schema.org `Recipe` a page
 * publishes for search engines, as JSON-LD or, failing that, as microdata, becomes our
 * recipe draft (the shape a recipe has before the cook saves it). A page with neither
 * gives its main readable text instead, for the model to read. Pure: the page arrives as
 * a string (the safe fetcher brings it), nothing here touches the network.
 *
 * The outside rules, and where they come from:
 * - The vocabulary: https://schema.org/Recipe (`recipeIngredient`, with `ingredients` its
 *   superseded name; `recipeYield`; `prepTime`, `cookTime`, `totalTime` as
 *   https://schema.org/Duration, which is ISO 8601), https://schema.org/recipeInstructions
 *   ("a single item … or an ordered list with HowToStep and/or HowToSection items"),
 *   https://schema.org/HowToSection (its steps in `itemListElement`).
 * - What publishers actually write, per Google's recipe documentation
 *   (https://developers.google.com/search/docs/appearance/structured-data/recipe): `image`
 *   as a URL, an ImageObject or a list; `author` as a Person or Organization; JSON-LD
 *   with `@graph` (Yoast, WP Recipe Maker).
 * - Microdata values: the HTML standard's rules for an `itemprop`'s value
 *   (https://html.spec.whatwg.org/multipage/microdata.html#values): `content` of a meta,
 *   `src` of an img, `href` of a link, `datetime` of a time, otherwise the text.
 *
 * Ingredient lines go through the app's one reader (domain/ingredient-parse.ts); steps,
 * text times and numbers through the model's normaliser (lib/model/normalise.ts), so an
 * imported recipe is read exactly like one the model writes. See decision 039.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import { isTag, isText, type AnyNode, type Element } from "domhandler";
import { jsonrepair } from "jsonrepair";
import { parseIngredientLine } from "~/domain/ingredient-parse";
import type { RecipeDraft } from "~/domain/recipe";
import { readMinutes, readNumber, readSteps } from "~/lib/model/normalise-values";
import { fold } from "~/domain/text";

export interface RecipeSource {
  /** The page the recipe was read from. */
  url: string;
  /** The site's own name (og:site_name), or its host without "www.". */
  site: string;
  author?: string;
  /** An absolute http(s) URL: to fetch safely, never to hot-link. */
  image?: string;
}

export type PageRecipe =
  { found: true; draft: RecipeDraft; source: RecipeSource; via: "json-ld" | "microdata" } | { found: false; mainText: string };

/** The most of a page's text handed to the model when it has no structured data. */
export const mainTextLimit = 12_000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

export function readRecipePage(html: string, pageUrl: string): PageRecipe {
  const document = parseDocument(html);
  const page = { url: pageUrl, site: siteName(document.children, pageUrl) };
  const fromJsonLd = jsonLdRecipe(document.children);
  if (fromJsonLd) {
    const read = readRecipeObject(fromJsonLd.recipe, fromJsonLd.byId, page);
    if (read) return { found: true, ...read, via: "json-ld" };
  }
  const fromMicrodata = microdataRecipe(document.children, pageUrl);
  if (fromMicrodata) {
    const read = readRecipeObject(fromMicrodata, new Map(), page);
    if (read) return { found: true, ...read, via: "microdata" };
  }
  return { found: false, mainText: mainText(document.children) };
}

// --- Text -------------------------------------------------------------------------------

/** Elements whose text is never the page's content. */
const hiddenElements = new Set(["script", "style", "noscript", "template", "svg", "iframe", "object", "select", "button", "form"]);
/** Elements that end a line of text. */
const blockElements = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "footer", "h1", "h2",
  "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table", "td", "th", "tr", "ul",
]); // prettier-ignore

/** Text of nodes with a line break at each block element; `skip` names more elements to leave out. */
function textOf(nodes: AnyNode[], skip: ReadonlySet<string> = new Set()): string {
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
function cleanText(value: unknown, options: { oneLine?: boolean } = {}): string {
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
function firstText(value: unknown): string {
  for (const entry of asList(value)) {
    const text = cleanText(isObject(entry) ? (entry.name ?? entry["@value"]) : entry, { oneLine: true });
    if (text) return text;
  }
  return "";
}

// --- Times and yield --------------------------------------------------------------------

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

// --- Ingredients and steps --------------------------------------------------------------

type DraftIngredient = RecipeDraft["ingredients"][number];

/** One line as the page wrote it, read by the app's parser; the line itself as the name when it cannot be read. */
function readIngredient(line: string): DraftIngredient {
  const parsed = parseIngredientLine(line);
  if (!parsed) return { name: line, line };
  return { name: parsed.name, quantity: parsed.quantity, unit: parsed.unit, isOptional: parsed.isOptional, line };
}

function readIngredients(value: unknown): DraftIngredient[] {
  return (
    asList(value)
      .flatMap((entry) => cleanText(isObject(entry) ? (entry.text ?? entry.name) : entry).split("\n"))
      .map((line) => line.replace(/^\s*[-•*·–—]\s*/u, "").trim())
      // "Cobertura:" is a heading some sites put among the lines, not an ingredient.
      .filter((line) => line && !/:\s*$/.test(line))
      .map(readIngredient)
  );
}

const typesOf = (value: Json): string[] =>
  asList(value["@type"]).flatMap((type) => (typeof type === "string" ? [type.replace(/^.*[/:#]/, "")] : []));

/**
 * Steps from `recipeInstructions` in all its shapes: one text (split on lines and
 * numbering), a list of texts, HowToStep (`text`, or `name` when that is all it has),
 * HowToSection (flattened; the section's name starts its first step, "Cobertura: …",
 * since our steps have no sections), ItemList and ListItem. HowToTip is left out: it is
 * advice, not a step.
 */
function readInstructions(value: unknown, depth = 0): string[] {
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

// --- Image, author, site ----------------------------------------------------------------

function absoluteUrl(value: unknown, base: string): string | undefined {
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

function readImage(value: unknown, byId: ReadonlyMap<string, Json>, base: string): string | undefined {
  for (const entry of asList(value)) {
    const image = resolve(entry, byId);
    const url = absoluteUrl(isObject(image) ? (image.url ?? image.contentUrl) : image, base);
    if (url) return url;
  }
  return undefined;
}

function readAuthor(value: unknown, byId: ReadonlyMap<string, Json>): string | undefined {
  const names = asList(value)
    .map((entry) => resolve(entry, byId))
    .map((entry) => cleanText(isObject(entry) ? entry.name : entry, { oneLine: true }))
    .filter(Boolean);
  return names.length > 0 ? [...new Set(names)].join(", ") : undefined;
}

function siteName(nodes: AnyNode[], pageUrl: string): string {
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

// --- The recipe -------------------------------------------------------------------------

/** Our draft and its source from a schema.org Recipe (JSON-LD, or microdata read into the same shape); null when it has no recipe in it. */
function readRecipeObject(
  recipe: Json,
  byId: ReadonlyMap<string, Json>,
  page: { url: string; site: string },
): { draft: RecipeDraft; source: RecipeSource } | null {
  const title = firstText(recipe.name ?? recipe.headline);
  const ingredients = readIngredients(recipe.recipeIngredient ?? recipe.ingredients);
  const steps = readInstructions(recipe.recipeInstructions);
  if (!title || (ingredients.length === 0 && steps.length === 0)) return null;
  const description = firstText(recipe.description);
  const prep = readDuration(firstOf(recipe.prepTime));
  const cook = readDuration(firstOf(recipe.cookTime));
  const total = readDuration(firstOf(recipe.totalTime));
  // As the model's normaliser reads times: a total alone is all preparation.
  const prepTime = prep ?? (total !== null ? Math.max(0, total - (cook ?? 0)) : null);
  const cookTime = cook ?? (total !== null ? Math.max(0, total - (prep ?? total)) : null);
  const servings = readServings(recipe.recipeYield ?? recipe.yield);
  const author = readAuthor(recipe.author ?? recipe.creator, byId);
  const image = readImage(recipe.image ?? recipe.thumbnailUrl, byId, page.url);
  return {
    draft: {
      title,
      ...(description ? { description } : {}),
      ...(prepTime !== null ? { prepTime } : {}),
      ...(cookTime !== null ? { cookTime } : {}),
      ...(servings !== null ? { servings } : {}),
      ingredients,
      steps,
    },
    source: { ...page, ...(author ? { author } : {}), ...(image ? { image } : {}) },
  };
}

const firstOf = (value: unknown): unknown => asList(value)[0];

/** Every object in the JSON-LD blocks, through arrays, `@graph` and `mainEntity`, with the nodes that have an `@id`. */
function jsonLdRecipe(nodes: AnyNode[]): { recipe: Json; byId: Map<string, Json> } | null {
  const scripts = DomUtils.findAll(
    (element) => element.name === "script" && /^application\/ld\+json$/i.test((element.attribs.type ?? "").trim()),
    nodes,
  );
  const found: Json[] = [];
  const byId = new Map<string, Json>();
  const collect = (value: unknown, depth: number): void => {
    if (depth > 6) return;
    if (Array.isArray(value)) return value.forEach((entry) => collect(entry, depth + 1));
    if (!isObject(value)) return;
    if (typeof value["@id"] === "string" && Object.keys(value).length > 1) byId.set(value["@id"], value);
    found.push(value);
    for (const key of ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item"]) {
      if (key in value) collect(value[key], depth + 1);
    }
  };
  for (const script of scripts) collect(parseJsonLd(DomUtils.textContent(script)), 0);
  const recipes = found.filter((node) => typesOf(node).includes("Recipe"));
  // A page may carry several (a recipe and its "see also"): the one with ingredients first.
  const recipe = recipes.find((node) => (node.recipeIngredient ?? node.ingredients) !== undefined) ?? recipes[0];
  return recipe ? { recipe, byId } : null;
}

/** A JSON-LD block as sites ship it: sometimes in an HTML comment or CDATA, with raw line breaks or trailing commas (repaired). */
function parseJsonLd(text: string): unknown {
  const body = text
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>\s*$/g, "")
    .trim();
  if (!body) return null;
  try {
    return JSON.parse(body);
  } catch {
    try {
      return JSON.parse(jsonrepair(body));
    } catch {
      // An unreadable block is one of many a page may have: the others are still read.
      return null;
    }
  }
}

// --- Microdata --------------------------------------------------------------------------

const itemTypes = (element: Element): string[] => (element.attribs.itemtype ?? "").split(/\s+/).map((type) => type.replace(/^.*[/:#]/, ""));

/** The first microdata item typed Recipe, as a JSON-LD-like object. */
function microdataRecipe(nodes: AnyNode[], pageUrl: string): Json | null {
  const item = DomUtils.findOne((element) => "itemscope" in element.attribs && itemTypes(element).includes("Recipe"), nodes);
  return item ? microdataItem(item, pageUrl) : null;
}

/** An item's properties: each `itemprop` below it that no nested item claims; nested items read as objects. */
function microdataItem(item: Element, pageUrl: string): Json {
  const properties: Record<string, unknown[]> = {};
  const walk = (node: AnyNode): void => {
    if (!isTag(node)) return;
    const names = (node.attribs.itemprop ?? "").split(/\s+/).filter(Boolean);
    const nested = "itemscope" in node.attribs;
    if (names.length > 0) {
      const value = nested ? { "@type": itemTypes(node), ...microdataItem(node, pageUrl) } : microdataValue(node, pageUrl);
      for (const name of names) (properties[name] ??= []).push(value);
    }
    if (!nested) node.children.forEach(walk);
  };
  item.children.forEach(walk);
  return Object.fromEntries(Object.entries(properties).map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
}

/** A property's value by the HTML standard's rules (microdata, "Values"). */
function microdataValue(element: Element, pageUrl: string): string {
  const attribute = (name: string) => element.attribs[name] ?? "";
  switch (element.name.toLowerCase()) {
    case "meta":
      return attribute("content");
    case "img":
    case "audio":
    case "video":
    case "source":
    case "embed":
    case "iframe":
    case "track":
      return absoluteUrl(attribute("src"), pageUrl) ?? "";
    case "a":
    case "area":
    case "link":
      return absoluteUrl(attribute("href"), pageUrl) ?? "";
    case "object":
      return absoluteUrl(attribute("data"), pageUrl) ?? "";
    case "data":
    case "meter":
      return attribute("value");
    case "time":
      return element.attribs.datetime ?? textOf(element.children);
    default:
      return textOf(element.children);
  }
}

// --- Main text --------------------------------------------------------------------------

/** The page's chrome: menus, side bars, the site's own header and footer. */
const chrome = new Set(["nav", "aside", "footer", "header"]);

/**
 * The page's readable text for the model: the longest <article> or <main> (else the
 * body), without scripts, styles, menus, side bars, header and footer (an article's own
 * header, with its title, is kept), cut at a line or word boundary near 12,000 characters.
 */
function mainText(nodes: AnyNode[]): string {
  const candidates = DomUtils.findAll((element) => element.name === "article" || element.name === "main", nodes);
  const scored = candidates.map((element) => ({ element, text: textOf([element], new Set(["nav", "aside", "footer"])) }));
  const best = scored.sort((a, b) => b.text.length - a.text.length)[0];
  let text = best && best.text.length > 0 ? best.text : "";
  if (!text) {
    const body = DomUtils.findOne((element) => element.name === "body", nodes);
    text = textOf(body ? body.children : nodes, chrome);
  }
  const title = cleanText(DomUtils.textContent(DomUtils.findOne((element) => element.name === "title", nodes) ?? []), {
    oneLine: true,
  });
  if (title && !text.includes(title)) text = `${title}\n${text}`;
  if (text.length <= mainTextLimit) return text;
  const cut = text.slice(0, mainTextLimit);
  const boundary = Math.max(cut.lastIndexOf("\n"), cut.lastIndexOf(" "));
  return (boundary > mainTextLimit * 0.8 ? cut.slice(0, boundary) : cut).trim();
}
