/**
 * The list as a cook walks the market (issue 23): lines grouped by section in the order the
 * cook chose, "Confira se tem" last (staples and what the cook keeps at home: check the
 * cupboard before buying), and the same groups as text for WhatsApp. Pure, and safe in the
 * browser: the page and the share button use it.
 */
import { sectionLabel, type SectionId } from "~/domain/market/sections";
import * as t from "~/i18n/pt-br";

export interface GroupedLine {
  id: string;
  text: string;
  checked: boolean;
  section: SectionId;
  atHome: boolean;
}

export interface ShoppingGroup<Line extends GroupedLine> {
  /** A section's id, or "confira" for the lines to check at home. */
  id: SectionId | "confira";
  label: string;
  lines: Line[];
}

/** Non-empty groups: the sections in `order`, then "Confira se tem". Lines keep their order within a group. */
export function groupShoppingLines<Line extends GroupedLine>(lines: readonly Line[], order: readonly SectionId[]): ShoppingGroup<Line>[] {
  const groups: ShoppingGroup<Line>[] = order.map((id) => ({ id, label: sectionLabel(id), lines: [] }));
  const confira: ShoppingGroup<Line> = { id: "confira", label: t.kitchen.checkAtHome, lines: [] };
  const byId = new Map(groups.map((group) => [group.id, group]));
  for (const line of lines) (line.atHome ? confira : (byId.get(line.section) ?? byId.get("outros")!)).lines.push(line);
  return [...groups, confira].filter((group) => group.lines.length > 0);
}

/**
 * The list for a WhatsApp message: a bold heading (WhatsApp's *asterisks*), each group
 * bold, each line with its tick (✅ bought, ⬜ to buy), a blank line between groups.
 */
export function shoppingListText(groups: readonly ShoppingGroup<GroupedLine>[]): string {
  const parts = [`*${t.kitchen.shareHeading}*`];
  for (const group of groups) {
    parts.push("", `*${group.label}*`, ...group.lines.map((line) => `${line.checked ? "✅" : "⬜"} ${line.text}`));
  }
  return parts.join("\n");
}
