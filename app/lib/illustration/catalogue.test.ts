/**
 * Every catalogue recipe's picture: its own (no two alike), small enough for a card, and
 * of a vessel a cook would expect. Reads the catalogue the loader reads.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseCatalogue } from "../../../db/catalogue/load.server";
import { readCatalogue } from "../../../db/catalogue/files.server";
import { dishKinds } from "~/domain/dish-kind";
import { drawIllustration } from "./draw";
import { illustrationAlt, illustrationPlan } from "./plan";

const catalogue = parseCatalogue(readCatalogue());
const drawn = catalogue.map((entry) => ({ entry, svg: drawIllustration(entry), plan: illustrationPlan(entry) }));

describe("the catalogue's pictures", () => {
  it("are each at most 10 KB", () => {
    const over = drawn.filter(({ svg }) => Buffer.byteLength(svg) > 10 * 1024).map(({ entry, svg }) => `${entry.slug}: ${svg.length}`);
    expect(over).toEqual([]);
  });

  it("are all different: no two recipes share a picture", () => {
    const bySvg = new Map<string, string[]>();
    for (const { entry, svg } of drawn) {
      const digest = createHash("sha256").update(svg).digest("hex");
      bySvg.set(digest, [...(bySvg.get(digest) ?? []), entry.slug]);
    }
    expect([...bySvg.values()].filter((slugs) => slugs.length > 1)).toEqual([]);
  });

  it("are drawn the same way every time (seeded by the slug)", () => {
    for (const { entry, svg } of drawn.slice(0, 10)) expect(drawIllustration(entry)).toBe(svg);
  });

  it("show something of the dish: a colour or pieces of its ingredients", () => {
    const bare = drawn.filter(({ plan }) => !plan.tint && plan.main.length + plan.sides.length + plan.garnish.length === 0);
    expect(bare.map(({ entry }) => entry.slug)).toEqual([]);
  });

  it("name their vessel in the alt text, and the card's alt never contradicts the page's", () => {
    for (const { entry } of drawn) {
      const page = illustrationAlt(entry);
      const card = illustrationAlt({ title: entry.title, tags: entry.tags });
      expect(page.startsWith(card), `${entry.slug}: "${card}" / "${page}"`).toBe(true);
    }
  });

  it("use several vessels, each a known kind", () => {
    const kinds = new Map<string, number>();
    for (const { plan } of drawn) kinds.set(plan.shape.kind, (kinds.get(plan.shape.kind) ?? 0) + 1);
    expect([...kinds.keys()].every((kind) => (dishKinds as readonly string[]).includes(kind))).toBe(true);
    expect(kinds.size).toBeGreaterThanOrEqual(8);
  });
});
