/** The scripted reply to the chef's chat (spec 7.4): an answer, or the recipe rewritten on request (../chat-rewriter.ts). */
import { demoChat } from "../chat-rewriter";
import type { ReplyModule } from "./reply-module";

export const chatAboutRecipe = { task: "conversar-receita", reply: demoChat } satisfies ReplyModule;
