/** The chef chat as the page sees it (shared by the server and the panel). */

export const maxChatMessageLength = 1000;
export interface ChatEntry {
  id: number;
  role: "user" | "assistant";
  content: string;
  failed: boolean;
  demo: boolean;
  /** The recipe a rewrite produced: this one (a new version) or the cook's copy. */
  changedRecipeId: string | null;
  /** What the rewrite changed, or why it was not applied. */
  changes: string[];
  createdAt: string;
}

export interface RecipeChange {
  kind: "version" | "copy" | "refused";
  recipeId: string | null;
  changes: string[];
}

export type ChatEvent =
  | { type: "text"; text: string }
  | { type: "done"; messages: ChatEntry[]; change: RecipeChange | null }
  | { type: "error"; message: string; messages: ChatEntry[] };
