import { href } from "react-router";

/** What the page's action answers and the page's URL state, shared by the route and the page. */
export type Intent = "renomear" | "excluir";

/** What the page's action answers (`{ ok: false }` alone: the server was not reached); the route's action returns this type (lib/mutation.ts). */
export type MyRecipesActionResult =
  | { ok: true; intent: "renomear"; id: string; title: string }
  | { ok: true; intent: "excluir"; id: string }
  | { ok: false; intent?: Intent; id?: string; message?: string };

/** Which card shows its rename form or its delete confirmation. */
export type Opened = { id: string; intent: Intent } | null;

/** The page, keeping the search: where every form of the page posts. */
export function listUrl(query: string): string {
  return query ? `${href("/minhas-receitas")}?${new URLSearchParams({ q: query })}` : href("/minhas-receitas");
}
