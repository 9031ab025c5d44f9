/**
 * A card's alt text: the dish and its vessel, from the title and tags alone (cards carry
 * no ingredients, decision 008). Kept apart from the ingredient table, which the browser
 * never needs: the recipe page's fuller alt is written on the server (`plan.ts`).
 */
import * as t from "~/i18n/pt-br";
import { dishShape, type DishInput, type DishVerdict } from "./dish-kind";

/** "na panela de barro"; nothing when the title names the vessel already ("Açaí na Tigela"). */
export function vesselPhrase(shape: DishVerdict, dish: string): string {
  const vessel = shape.clay ? t.illustration.vessels.clay : t.illustration.vessels[shape.kind];
  return dish.includes(t.illustration.vessels[shape.kind].split(" ")[1]!) ? "" : vessel;
}

/** "moqueca baiana de peixe": a title as it reads inside a sentence. */
export function dishInSentence(title: string): string {
  return title.toLocaleLowerCase("pt-BR");
}

/** "Ilustração: moqueca baiana de peixe na panela de barro"; no vessel the ingredients could change. */
export function cardIllustrationAlt(recipe: Pick<DishInput, "title" | "tags">): string {
  const dish = dishInSentence(recipe.title);
  const shape = dishShape(recipe);
  return t.illustration.alt(dish, shape.decidedBy === "fallback" ? "" : vesselPhrase(shape, dish), []);
}
