/** The scripted reply to an import (decision 041): the recipe read out of a pasted text or a page, or {"semReceita": true} (../import-reader.ts). */
import { demoImport } from "../import-reader";
import type { ReplyModule } from "./reply-module";

export const importRecipe = { task: "importar-receita", reply: demoImport } satisfies ReplyModule;
