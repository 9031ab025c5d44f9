/**
 * How a recipe's picture is described in words: a card's alt text, the dish and its vessel
 * from the title and tags alone (cards carry no ingredients, decision 008). Written on the
 * server with the card (`RecipeSummary.imageAlt`), so the dish table never reaches the
 * browser; the recipe page's fuller alt comes from the illustration's plan
 * (`app/lib/illustration/plan.ts`).
 */
import { dishShape, type DishInput, type DishVerdict } from "~/domain/dish-kind";
import * as t from "./pt-br";

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

/** A card's picture in words: its photo, or our drawing of the dish. */
export function cardImageAlt(recipe: { title: string; tags: readonly string[]; imageUrl?: string | null | undefined }): string {
  return recipe.imageUrl ? t.illustration.photo(recipe.title) : cardIllustrationAlt(recipe);
}
