import { describe, expect, it } from "vitest";
import { categories, diets, otherTags, regions, tagGroups } from "./taxonomy";

describe("the filter panel's groups", () => {
  it("hold every tag a catalogue recipe may carry, each in exactly one group", () => {
    const tags = [...categories.map((c) => c.tag), ...diets.map((d) => d.tag), ...regions.map((r) => r.tag), ...otherTags];
    const grouped = tagGroups.flatMap((group) => group.tags);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual([...tags].sort());
  });

  it("have Portuguese labels, and no tag in English", () => {
    expect(tagGroups.map((group) => group.label)).toEqual(["Refeição", "Dieta", "Região", "Preparo", "Ocasião"]);
    expect(tagGroups.flatMap((group) => group.tags)).not.toEqual(expect.arrayContaining(["Comfort Food"]));
    expect(tagGroups.flatMap((group) => group.tags)).not.toContain("Airfryer");
  });
});
