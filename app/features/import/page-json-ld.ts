/** A page's schema.org Recipe as JSON-LD (https://schema.org/Recipe, Google's recipe documentation): the blocks found, repaired and searched. */
import { DomUtils } from "htmlparser2";
import type { AnyNode } from "domhandler";
import { jsonrepair } from "jsonrepair";
import { type Json, isObject, typesOf } from "./page-values";

/** Every object in the JSON-LD blocks, through arrays, `@graph` and `mainEntity`, with the nodes that have an `@id`. */
export function jsonLdRecipe(nodes: AnyNode[]): { recipe: Json; byId: Map<string, Json> } | null {
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
