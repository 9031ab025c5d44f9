/** The import reply's fixture: a grandmother's recipe pasted as she wrote it, without a single measure. */
import { recipeFromText } from "~/lib/model/prompts";
import { parseImportedRecipe } from "~/lib/model/replies";
import { importRecipe } from "./import-recipe";
import type { ReplyFixture } from "./reply-module";

const pasted = [
  "Pão de queijo da vovó Lurdes",
  "",
  "Ingredientes:",
  "polvilho azedo",
  "leite",
  "ovos",
  "queijo minas curado ralado",
  "sal a gosto",
  "",
  "Modo de preparo:",
  "Ferva o leite com o sal e escalde o polvilho, mexendo bem. Espere amornar. Junte os ovos e o queijo e sove bem. Enrole as bolinhas e asse em forno quente até dourar.",
].join("\n");

export const fixture: ReplyFixture = {
  module: importRecipe,
  call: recipeFromText(pasted, "texto"),
  parse: (raw) => parseImportedRecipe(raw),
  expected: { title: "Pão de queijo da vovó Lurdes" },
};
