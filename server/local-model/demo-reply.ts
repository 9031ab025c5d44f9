/** The scripted model's reply to one request: the reply module of the prompt's task (replies/registry.ts). */
import { promptKindOf, requestMessage } from "~/lib/model/prompt-reading";
import { replyFor } from "./replies/registry";

/** The demo reply for one request, by the system prompt's task. */
export function demoReply(messages: { role: string; content: string }[]): string {
  // On the repair call (prompts.ts repairCall) the request is the turn before the repair's.
  return replyFor(promptKindOf(messages)).reply(requestMessage(messages));
}
