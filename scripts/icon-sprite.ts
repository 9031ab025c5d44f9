/**
 * The icon sprite (app/assets/icons.svg): one <symbol> per icon the app draws, from
 * lucide's own drawing data. Pages reference it (`<use href="…/icons-<hash>.svg#clock">`),
 * so no icon code or path data ships in the page's JavaScript or repeats in its HTML.
 * `npm run icons` writes it; a test fails when it is out of date.
 */
import { iconNames } from "../app/components/icon-names";

type Node = [tag: string, attributes: Record<string, string>];
type IconData = { node: Node[] };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export async function renderIconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of iconNames) {
    const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: IconData; default?: { __iconData?: IconData } };
    const __iconData = module.__iconData ?? module.default?.__iconData;
    if (!__iconData) throw new Error(`ícone desconhecido: ${name}`);
    const shapes = __iconData.node.map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    });
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
