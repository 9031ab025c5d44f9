import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { renderIconSprite } from "../../scripts/icon-sprite";
import { iconNames } from "./icon-names";

describe("the icon sprite", () => {
  it("is up to date with the list of icons (npm run icons writes it)", async () => {
    expect(fs.readFileSync("app/assets/icons.svg", "utf8")).toBe(await renderIconSprite());
  });

  it("holds one symbol per icon, drawn from lucide's data", () => {
    const sprite = fs.readFileSync("app/assets/icons.svg", "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((match) => match[1])).toEqual([...iconNames]);
    for (const [, , shapes] of ids) expect(shapes).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
  });
});
