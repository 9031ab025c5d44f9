/** What the list's actions answer (the route's action returns this type: lib/mutation.ts). */
export type ShoppingActionResult =
  | { ok: true; intent: "adicionar" | "marcar" | "remover" | "limpar-marcados" | "em-casa" | "ordem" }
  | { ok: false; message: string; detail?: string };
