/**
 * A page's schema.org Recipe as microdata, read into the shape JSON-LD gives, by the HTML
 * standard's rules for an item's properties and values
 * (https://html.spec.whatwg.org/multipage/microdata.html).
 */
import { DomUtils } from "htmlparser2";
import { isTag, type AnyNode, type Element } from "domhandler";
import { type Json, textOf, absoluteUrl } from "./page-values";

const itemTypes = (element: Element): string[] => (element.attribs.itemtype ?? "").split(/\s+/).map((type) => type.replace(/^.*[/:#]/, ""));

/** The first microdata item typed Recipe, as a JSON-LD-like object. */
export function microdataRecipe(nodes: AnyNode[], pageUrl: string): Json | null {
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
