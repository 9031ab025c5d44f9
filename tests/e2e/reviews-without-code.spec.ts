/**
 * The review form before its code arrives (it loads with the reviews, decision 047), played
 * with JavaScript off, where it stays as the server drew it: the chosen stars light from the
 * radios alone (CSS), a refused save opens at the reviews with the message in the form and
 * the stars and comment given back, and a good save is published.
 */
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { signInByHttp } from "./support";

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

test("without the page's code, the stars light as chosen, a refused save comes back with them and the comment, and a good one is published", async ({
  page,
}) => {
  await signInByHttp(page.request, { name: "Rosa Sem Sinal" });
  await page.goto("/receitas/cuscuz-nordestino");
  const reviews = page.getByRole("region", { name: "Avaliações" });
  const comment = reviews.getByLabel("Comentário (opcional)");
  const lit = () =>
    reviews.locator(".star-choice .icon").evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).fill !== "none"));

  await expect.poll(lit).toEqual([false, false, false, false, false]);
  await reviews
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "3 estrelas", exact: true }) })
    .click();
  await expect.poll(lit).toEqual([true, true, true, false, false]);

  await comment.fill("Fiz no cuscuzeiro da minha mãe.");
  await reviews.getByLabel("Foto do seu prato (opcional)").setInputFiles({
    name: "cuscuz.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from("JFIF só o começo")]),
  });
  await reviews.getByRole("button", { name: "Publicar avaliação" }).click();

  await expect(page).toHaveURL(/\/receitas\/cuscuz-nordestino#avaliacoes$/);
  const alert = reviews.getByRole("alert");
  await expect(alert).toHaveText(/^(Não conseguimos abrir essa foto|Envie uma foto JPG, PNG ou WebP)/);
  await expect(alert).toBeInViewport();
  await expect(reviews.getByRole("radio", { name: "3 estrelas", exact: true })).toBeChecked();
  await expect.poll(lit).toEqual([true, true, true, false, false]);
  await expect(comment).toHaveValue("Fiz no cuscuzeiro da minha mãe.");
  // The refusal is said once, in the form, not again at the page's foot.
  await expect(page.getByRole("status").filter({ hasText: "foto" })).toHaveCount(0);

  await reviews.getByRole("button", { name: "Publicar avaliação" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Avaliação publicada. Obrigado!" })).toBeVisible();
  await expect(reviews.getByRole("heading", { name: "Sua avaliação" })).toBeVisible();
  await expect(reviews.getByText("Fiz no cuscuzeiro da minha mãe.")).toBeVisible();
});
