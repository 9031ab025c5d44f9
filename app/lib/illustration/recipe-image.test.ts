import { describe, expect, it } from "vitest";
import { cardImageAlt } from "~/i18n/picture-alt";
import { recipeImage, recipeShareImage } from "./recipe-image";

describe("a recipe's picture", () => {
  it.each([
    [{ id: "bolo", imageUrl: "/x.png" }, "/x.png", "/x.png"],
    [{ id: "brigadeiro", imageUrl: null }, "/imagens/receitas/v1/brigadeiro.svg", "/imagens/receitas/v1/brigadeiro.png"],
    [
      { id: "arroz-de-forno-a1b2", imageUrl: undefined },
      "/imagens/receitas/v1/arroz-de-forno-a1b2.svg",
      "/imagens/receitas/v1/arroz-de-forno-a1b2.png",
    ],
  ])("a recipe %o is pictured by %s, and by %s in link previews (WhatsApp ignores SVG)", (recipe, image, share) => {
    expect(recipeImage(recipe)).toBe(image);
    expect(recipeShareImage(recipe)).toBe(share);
  });

  it.each([
    [{ title: "Vitamina de Banana", tags: ["Bebidas"] }, "Ilustração: vitamina de banana no copo"],
    [{ title: "Moqueca Baiana de Peixe", tags: ["Almoço"] }, "Ilustração: moqueca baiana de peixe na panela de barro"],
    [{ title: "Açaí na Tigela", tags: ["Café da Manhã"] }, "Ilustração: açaí na tigela"],
    [{ title: "Bolo", tags: ["Sobremesas"], imageUrl: "/foto.jpg" }, "Foto: Bolo"],
  ])("the picture of %o is described as %s", (recipe, alt) => {
    expect(cardImageAlt(recipe)).toBe(alt);
  });
});
