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
 * text times and numbers through the model's normaliser (lib/model/normalise-values.ts), so an
 * imported recipe is read exactly like one the model writes. See decision 039.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import type { AnyNode } from "domhandler";
import type { RecipeDraft } from "~/domain/recipe";
import {
  type Json,
  firstOf,
  textOf,
  cleanText,
  firstText,
  readDuration,
  readServings,
  readIngredients,
  readInstructions,
  readImage,
  readAuthor,
  siteName,
} from "./page-values";
import { jsonLdRecipe } from "./page-json-ld";
import { microdataRecipe } from "./page-microdata";

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
