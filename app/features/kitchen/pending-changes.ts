/**
 * The list's changes made on this device and not yet confirmed by the server (issue 24,
 * decision 036): kept in IndexedDB (offline-list.ts), shown at once over the last list
 * the server sent, and sent as one batch to POST /api/compras/sincronizar, where the last
 * write per line wins.
 */
import { fallbackSection } from "~/domain/market/sections";
import type { ShoppingItem } from "./shopping.server";
import type { ListChange } from "./shopping-sync";

/** One change to one line, with the device's time when the cook made it (the sync's contract). */
export type { ListChange };

/** A line as the page shows it: pending while a change of it waits for the server. */
export type ShownItem = ShoppingItem & { pending: boolean };

/**
 * The queue after one more change: a line keeps at most its add, and then either its
 * latest tick or its removal. A line added and removed here never reaches the server.
 */
export function queueChange(queue: readonly ListChange[], change: ListChange): ListChange[] {
  const others = queue.filter((queued) => queued.id !== change.id);
  const mine = queue.filter((queued) => queued.id === change.id);
  const added = mine.find((queued) => queued.op === "adicionar");
  if (change.op === "adicionar") return added ? [...queue] : [...queue, change];
  if (change.op === "remover" && added) return others;
  return [...others, ...(added ? [added] : []), change];
}

/** The changes the server has now taken: removed from the queue, newer ones kept. */
export function withoutSent(queue: readonly ListChange[], sent: readonly ListChange[]): ListChange[] {
  return queue.filter((change) => !sent.some((done) => done.id === change.id && done.op === change.op && done.at === change.at));
}

/** The list the cook sees: the server's lines with this device's pending changes over them. */
export function applyChanges(items: readonly ShoppingItem[], queue: readonly ListChange[]): ShownItem[] {
  const shown: ShownItem[] = items.map((item) => ({ ...item, pending: false }));
  for (const change of queue) {
    const index = shown.findIndex((item) => item.id === change.id);
    if (change.op === "adicionar") {
      if (index === -1) shown.push(newLine(change.id, change.text));
    } else if (index !== -1) {
      if (change.op === "remover") shown.splice(index, 1);
      else shown[index] = { ...shown[index]!, checked: change.checked, pending: true };
    }
  }
  return shown;
}

/** A line typed offline: the server files it in its market section when it gets it. */
function newLine(id: string, text: string): ShownItem {
  return {
    id,
    text: text.replace(/\s+/g, " ").trim(),
    checked: false,
    source: "manual",
    section: fallbackSection,
    note: null,
    recipes: [],
    foodKey: null,
    atHome: false,
    pending: true,
  };
}
