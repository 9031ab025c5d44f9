/** The scripted reply to a generation call (spec 7.1, 7.2): a recipe from the cook's ingredients or a dish name (../recipe-writer.ts). */
import { demoRecipe } from "../recipe-writer";
import type { ReplyModule } from "./reply-module";

export const generateRecipe = { task: "gerar-receita", reply: demoRecipe } satisfies ReplyModule;
