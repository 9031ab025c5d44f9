import { describe, expect, it } from "vitest";
import { drawIllustration, type IllustrationInput } from "./draw";

const line = (name: string, quantity = 1, unit = "unidade") => ({ name, quantity, unit });
const vitamina: IllustrationInput = {
  slug: "vitamina-de-banana",
  title: "Vitamina de Banana",
  tags: ["Bebidas"],
  ingredients: [line("banana-prata madura", 2), line("leite gelado", 400, "ml"), line("canela em pó", 1, "pitada")],
};

describe("drawIllustration", () => {
  it("draws a card picture of 800 × 600 and a share picture of 1200 × 630 from the same drawing", () => {
    const card = drawIllustration(vitamina);
    const share = drawIllustration(vitamina, "share");
    expect(card).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600" width="800" height="600">/);
    expect(share).toMatch(/width="1200" height="630"/);
    expect(share.slice(share.indexOf(">"))).toBe(card.slice(card.indexOf(">")));
  });

  it("gives two recipes with the same content different pictures, by their slugs", () => {
    expect(drawIllustration({ ...vitamina, slug: "vitamina-da-vo" })).not.toBe(drawIllustration(vitamina));
  });

  it("paints the background of the recipe's category", () => {
    expect(drawIllustration(vitamina)).toContain('fill="#ecf8f3"'); // Bebidas
    expect(drawIllustration({ ...vitamina, tags: ["Sobremesas"] })).toContain('fill="#fdf0f4"');
  });

  it("draws what the recipe holds: banana slices in a banana drink, beans in a feijoada", () => {
    expect(drawIllustration(vitamina)).toContain("#fde047"); // banana
    const feijoada = drawIllustration({
      slug: "feijoada",
      title: "Feijoada",
      tags: ["Almoço"],
      ingredients: [line("feijão-preto", 500, "g"), line("paio", 1)],
    });
    expect(feijoada).toContain("#120c0a"); // feijão-preto
    expect(feijoada).toContain("#9a3412"); // linguiça
  });

  it("bakes a pale cake golden on top, so it does not vanish on a white card", () => {
    const tapioca = drawIllustration({
      slug: "bolo-de-tapioca",
      title: "Bolo de Tapioca",
      tags: ["Café da Manhã"],
      ingredients: [line("tapioca granulada", 250, "g"), line("leite", 500, "ml"), line("açúcar", 1, "xícara")],
    });
    expect(tapioca).toContain('fill="#e2a33e"'); // baked top
    const chocolate = drawIllustration({
      slug: "bolo-de-chocolate",
      title: "Bolo de Chocolate",
      tags: ["Sobremesas"],
      ingredients: [line("chocolate em pó", 1, "xícara"), line("farinha de trigo", 2, "xícara")],
    });
    expect(chocolate).not.toContain('fill="#e2a33e"'); // a chocolate top
  });
});
