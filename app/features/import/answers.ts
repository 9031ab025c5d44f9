/**
 * What /importar's action answers, shared by the route and the page: the preview to
 * edit, the copy already saved, or a refusal with what the cook sent (nothing is lost).
 */
import type { ImportPreview } from "./import.server";

export type ImportMode = "link" | "texto";

export type ImportAnswer =
  | { kind: "preview"; preview: ImportPreview }
  | { kind: "saved"; recipe: { id: string; title: string }; link: string }
  | { kind: "refused"; mode: ImportMode; message: string; link?: string; text?: string }
  /** A save or re-check refused outright (an expired preview): the cook reads it again. */
  | { kind: "expired"; message: string };

/** The mode a URL asks for (?modo=texto); the link by default. */
export function modeOf(value: string | null): ImportMode {
  return value === "texto" ? "texto" : "link";
}
