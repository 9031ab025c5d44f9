/** The scripted model's reply to one request: a conversion, a chat reply, an imported or a written recipe, by the prompt's task. */
import { promptKindOf, readConversion, requestMessage } from "~/lib/model/prompts";
import { demoChat } from "./chat-rewriter";
import { demoImport } from "./import-reader";
import { demoRecipe } from "./recipe-writer";

/** The demo reply for one request: a conversion, a chat reply or a recipe, by the system prompt's task. */
export function demoReply(messages: { role: string; content: string }[]): string {
  // On the repair call (prompts.ts repairCall) the request is the turn before the repair's.
  const user = requestMessage(messages);
  const kind = promptKindOf(messages);
  if (kind === "converter-unidade") return demoConversion(user);
  if (kind === "conversar-receita") return demoChat(user);
  if (kind === "importar-receita") return demoImport(user);
  return demoRecipe(user);
}

/** A conversion by density 1 (water), a "unidade" being 100 g: a demonstration, marked as such. */
function demoConversion(user: string): string {
  const asked = readConversion(user);
  const to = asked?.toUnit ?? "g";
  const grams: Record<string, number> = {
    g: 1,
    kg: 1000,
    ml: 1,
    l: 1000,
    xícara: 240,
    "colher de sopa": 15,
    "colher de chá": 5,
    pitada: 0.5,
    unidade: 100,
  };
  const quantity = ((asked?.quantity ?? 1) * (grams[asked?.unit ?? "g"] ?? 1)) / (grams[to] ?? 1);
  return JSON.stringify({ quantity: Math.min(100_000, Math.max(0.01, Math.round(quantity * 100) / 100)), unit: to });
}
