/**
 * Ratings and reviews in a real browser, on a phone (390 × 844): rating and reviewing
 * with a photo ("Fiz essa receita"), the photo served re-encoded, editing, deleting,
 * reporting until hidden, and the refusals of a wrong file, an oversized one and a
 * corrupt one.
 */
import { expect, request as playwrightRequest, type Page } from "@playwright/test";
import { test } from "./fixtures";
import sharp from "sharp";
import { expectNoSeriousA11yViolations, signInByHttp, signInOnPhone } from "./support";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function signedIn(page: Page, name: string) {
  await signInOnPhone(page, name);
}

async function dishPhoto(): Promise<Buffer> {
  const upright = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 190, g: 90, b: 30 } } })
    .withExif({ IFD0: { Make: "Celular" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1" } })
    .jpeg()
    .toBuffer();
  return sharp(upright).withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

const section = (page: Page) => page.getByRole("region", { name: "Avaliações" });
/**
 * The reviews load their code after the page (decision 047): until it arrives the server's
 * form is plain HTML and posts without JavaScript (the answer then shows above the banner).
 * This test is about the hydrated form, so it waits for the form to say its code has taken over.
 */
const untilHydrated = (page: Page) => expect(section(page).locator("form[data-hydrated]")).toBeAttached({ timeout: 20_000 });
/** The stars are drawn: the cook taps the star (the radio's label). */
const tapStars = (page: Page, stars: string) =>
  section(page)
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: stars, exact: true }) })
    .click();

test("a cook rates a recipe with a comment and a photo, edits it and deletes it; wrong, oversized and corrupt photos are refused", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const recipe = "/receitas/bolo-de-fuba-cremoso";
  await signedIn(page, "Helena Prado");
  await page.goto(recipe);
  const reviews = section(page);
  await expect(reviews.getByRole("heading", { name: "Fiz essa receita" })).toBeVisible();
  await untilHydrated(page);

  // No stars: the browser asks first; the server says it too.
  const publish = reviews.getByRole("button", { name: "Publicar avaliação" });
  const comment = reviews.getByLabel("Comentário (opcional)");
  const photo = reviews.getByLabel("Foto do seu prato (opcional)");

  // Refusals, each with its message, and nothing saved.
  await tapStars(page, "4 estrelas");
  await photo.setInputFiles({ name: "bolo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("não sou uma foto, só tenho o nome") });
  await publish.click();
  await expect(reviews.getByRole("alert")).toHaveText("Envie uma foto JPG, PNG ou WebP.");
  await photo.setInputFiles({ name: "bolo.jpg", mimeType: "image/jpeg", buffer: (await dishPhoto()).subarray(0, 700) });
  await publish.click();
  await expect(reviews.getByRole("alert")).toHaveText("Não conseguimos abrir essa foto. Ela pode estar corrompida; tente outra.");
  const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 0xff);
  await photo.setInputFiles({ name: "enorme.jpg", mimeType: "image/jpeg", buffer: huge });
  await publish.click();
  await expect(reviews.getByRole("alert")).toHaveText("A foto pode ter até 10 MB.");
  await expect(reviews.getByRole("heading", { name: "Sua avaliação" })).toHaveCount(0);

  // The review with a photo.
  await comment.fill("Ficou cremoso como o da minha avó.\nUsei forma de 22 cm.");
  await photo.setInputFiles({ name: "bolo.jpg", mimeType: "image/jpeg", buffer: await dishPhoto() });
  await publish.click();
  await expect(page.getByText("Avaliação publicada. Obrigado!")).toBeVisible();
  const mine = reviews.getByRole("heading", { name: "Sua avaliação" }).locator("..");
  await expect(mine).toContainText("Helena P.");
  await expect(mine).toContainText("Ficou cremoso como o da minha avó.");
  await expect(reviews).toContainText("4 de 5");
  await expect(reviews).toContainText("1 avaliação");
  const image = mine.getByRole("img", { name: "Foto de Bolo de Fubá Cremoso feita por Helena P." });
  await expect(image).toBeVisible();
  // Served re-encoded: WebP, upright (taller than wide), no EXIF, cached for a year.
  const src = (await image.getAttribute("src"))!;
  const served = await page.request.get(src);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const meta = await sharp(await served.body()).metadata();
  expect(meta.height).toBeGreaterThan(meta.width);
  expect(meta.exif).toBeUndefined();
  expect((await served.body()).includes(Buffer.from("Celular"))).toBe(false);
  expect((await page.request.get(src, { headers: { "If-None-Match": served.headers().etag! } })).status()).toBe(304);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The schema.org data now carries the real rating.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4, ratingCount: 1, bestRating: 5, worstRating: 1 });

  // Edit: five stars, the photo removed.
  await mine.getByRole("button", { name: "Editar" }).click();
  await tapStars(page, "5 estrelas");
  await reviews.getByLabel("Remover a foto").check();
  await reviews.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Avaliação atualizada.")).toBeVisible();
  await expect(reviews).toContainText("5 de 5");
  await expect(mine.getByRole("img", { name: /^Foto de/ })).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);

  // Delete, confirmed.
  await mine.getByRole("button", { name: "Excluir" }).click();
  await expect(mine).toContainText("Excluir sua avaliação? Isso não pode ser desfeito.");
  await mine.getByRole("button", { name: "Sim, excluir" }).click();
  await expect(page.getByText("Avaliação excluída.")).toBeVisible();
  await expect(reviews).toContainText("Ainda não há avaliações.");
  await expect(reviews.getByRole("heading", { name: "Fiz essa receita" })).toBeVisible();
});

test("three different cooks' reports hide a review from everyone but its author", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const recipe = "/receitas/pudim-de-leite-condensado";
  // The author, through HTTP.
  const author = await playwrightRequest.newContext({ baseURL });
  await signInByHttp(author, { name: "Autor Spam" });
  const post = (context: typeof author, fields: Record<string, string>) => context.post(recipe, { multipart: fields });
  expect((await post(author, { intent: "salvar", nota: "1", comentario: "compre meu curso em spam.example" })).status()).toBe(200);

  // A first reporter in the browser.
  await signedIn(page, "Denunciante Um");
  await page.goto(recipe);
  const spam = section(page).getByRole("listitem").filter({ hasText: "compre meu curso" });
  await spam.getByRole("button", { name: "Denunciar" }).click();
  await expect(page.getByText("Denúncia registrada. Obrigado por avisar.")).toBeVisible();

  // Two more, through HTTP: the review's id is in the page's form.
  const id = await spam.locator('input[name="id"]').getAttribute("value");
  for (const name of ["Denunciante Dois", "Denunciante Três"]) {
    const reporter = await playwrightRequest.newContext({ baseURL });
    await signInByHttp(reporter, { name });
    expect((await post(reporter, { intent: "denunciar", id: id! })).status()).toBe(200);
    await reporter.dispose();
  }
  await page.reload();
  await expect(section(page).getByText("compre meu curso")).toHaveCount(0);

  // Its author still sees it, and is told why others do not.
  const authorPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await authorPage.context().addCookies((await author.storageState()).cookies);
  await authorPage.goto(recipe);
  await expect(section(authorPage)).toContainText("Sua avaliação foi escondida dos outros cozinheiros depois de denúncias.");
  await authorPage.close();
  await author.dispose();
});
