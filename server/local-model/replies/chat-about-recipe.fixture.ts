/** The chat reply's fixture: "dobre a receita" on the carrot cake, every quantity doubled. */
import { recipeChat } from "~/lib/model/prompts";
import { parseChatReply } from "~/lib/model/replies";
import { bolo } from "../cake.fixture";
import { chatAboutRecipe } from "./chat-about-recipe";
import type { ReplyFixture } from "./reply-module";

export const fixture: ReplyFixture = {
  module: chatAboutRecipe,
  call: recipeChat({ title: "Bolo de cenoura", description: "Fofinho e úmido", servings: 8, ingredients: bolo }, "dobre a receita"),
  parse: (raw) => parseChatReply(raw),
  expected: {
    message: "Demonstração do Chef Virtual: dobrei a receita: agora ela rende 16 porções.",
    recipeUpdated: true,
    updatedRecipe: { servings: 16 },
  },
};
