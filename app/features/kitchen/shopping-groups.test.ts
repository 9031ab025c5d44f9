import { describe, expect, test } from "vitest";
import { sectionsInOrder, type SectionId } from "~/domain/market/sections";
import { groupShoppingLines, shoppingListText, type GroupedLine } from "./shopping-groups";

const line = (text: string, section: SectionId, extra: Partial<GroupedLine> = {}): GroupedLine => ({
  id: text,
  text,
  checked: false,
  section,
  atHome: false,
  ...extra,
});

const lines = [
  line("3 cebolas", "hortifruti"),
  line("1 kg de arroz", "mercearia", { checked: true }),
  line("sal (a gosto)", "temperos", { atHome: true }),
  line("1 maço de coentro", "hortifruti", { checked: true }),
  line("600 g de filé de tilápia", "acougue"),
];

describe("the list as the cook walks the market", () => {
  test.each<[string, SectionId[], string[]]>([
    ["the usual order, 'Confira se tem' last", sectionsInOrder(null), ["Hortifrúti", "Açougue e peixaria", "Mercearia", "Confira se tem"]],
    ["the cook's order", sectionsInOrder(["mercearia", "acougue"]), ["Mercearia", "Açougue e peixaria", "Hortifrúti", "Confira se tem"]],
  ])("%s", (_title, order, labels) => {
    expect(groupShoppingLines(lines, order).map((group) => group.label)).toEqual(labels);
  });

  test("lines keep their order in a group, and a line at home leaves its section", () => {
    const groups = groupShoppingLines(lines, sectionsInOrder(null));
    expect(groups[0]!.lines.map((item) => item.text)).toEqual(["3 cebolas", "1 maço de coentro"]);
    expect(groups.some((group) => group.id === "temperos")).toBe(false);
  });

  test("the WhatsApp text: bold heading and sections, a tick per line, a blank line between sections", () => {
    expect(shoppingListText(groupShoppingLines(lines, sectionsInOrder(null)))).toBe(
      [
        "*Lista de Compras — Chef IA*",
        "",
        "*Hortifrúti*",
        "⬜ 3 cebolas",
        "✅ 1 maço de coentro",
        "",
        "*Açougue e peixaria*",
        "⬜ 600 g de filé de tilápia",
        "",
        "*Mercearia*",
        "✅ 1 kg de arroz",
        "",
        "*Confira se tem*",
        "⬜ sal (a gosto)",
      ].join("\n"),
    );
  });
});
