/**
 * Every reply of the scripted local model, one module a task: the one list a new AI
 * feature adds its reply module to. It compiles only while every task of
 * app/lib/model/prompts.ts has a module here (./registry.test.ts checks none has two).
 */
import type { PromptKind } from "~/lib/model/prompts";
import { chatAboutRecipe } from "./chat-about-recipe";
import { convertUnit } from "./convert-unit";
import { generateRecipe } from "./generate-recipe";
import { importRecipe } from "./import-recipe";
import type { ReplyModule } from "./reply-module";

type Unanswered<Modules extends readonly ReplyModule[]> = Exclude<PromptKind, Modules[number]["task"]>;

/** The modules as given, or a type error naming the tasks left without a reply. */
function everyTask<const Modules extends readonly ReplyModule[]>(
  modules: Modules & ([Unanswered<Modules>] extends [never] ? unknown : { unanswered: Unanswered<Modules> }),
): Modules {
  return modules;
}

export const replyModules = everyTask([generateRecipe, convertUnit, chatAboutRecipe, importRecipe]);

/**
 * The module for a call's task. A prompt without a task line (as calls were written
 * before tasks were named, and as a hand-written `curl` sends) gets a recipe.
 */
export function replyFor(task: PromptKind | null): ReplyModule {
  return replyModules.find((module) => module.task === task) ?? generateRecipe;
}
