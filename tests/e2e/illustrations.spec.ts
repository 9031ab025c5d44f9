import { expect } from "@playwright/test";
import { test } from "./fixtures";

test("recipe pictures: a recipe's own drawing shared as a PNG, a picture of its own on every card of a category", async ({
  page,
  request,
}) => {
  await test.step("a recipe page shows the recipe's own drawing, described, and shares it as a PNG", async () => {
    await page.goto("/receitas/moqueca-baiana-de-peixe");
    const picture = page.getByRole("img", { name: /^Ilustração: moqueca baiana de peixe na panela de barro, com .*coentro/ });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("src", "/imagens/receitas/v1/moqueca-baiana-de-peixe.svg");
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(800);

    const share = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(share).toMatch(/\/imagens\/receitas\/v1\/moqueca-baiana-de-peixe\.png$/);
    const png = await request.get(share!);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(png.headers()["etag"]).toMatch(/^"png-/);
  });

  await test.step("every card of a category shows a picture of its own, each described", async () => {
    await page.goto("/receitas/categorias/bebidas");
    const images = page.getByRole("article").getByRole("img", { name: /^Ilustração: / });
    await expect(images.first()).toBeVisible();
    // A chosen recipe shows twice (Escolhas do Chef, then the list): one picture per recipe, none shared.
    const cards = await page
      .getByRole("article")
      .evaluateAll((all) =>
        all.map((card) => [
          card.querySelector("h2 a, h3 a")?.getAttribute("href") ?? "",
          card.querySelector("img")?.getAttribute("src") ?? "",
        ]),
      );
    const pictureOf = new Map(cards.map(([href, src]) => [href!, src!]));
    expect(pictureOf.size).toBeGreaterThan(5);
    expect(new Set(pictureOf.values()).size).toBe(pictureOf.size);
    for (const [href, src] of cards) expect(pictureOf.get(href!)).toBe(src);
    await expect(page.getByRole("img", { name: "Ilustração: café coado na xícara" }).first()).toBeVisible();
    await expect(page.getByRole("img", { name: "Ilustração: vitamina de banana no copo" }).first()).toBeAttached();
  });
});
