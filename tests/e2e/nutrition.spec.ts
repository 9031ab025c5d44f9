/**
 * Nutrition on a phone (390 × 844): a recipe page shows what the calculator computed
 * from TACO when the recipe was written (sodium too), where the values come from, the
 * values for the servings shown, and how each ingredient was counted on demand; a cook
 * with health goals sees which goals a serving goes over, on the recipe page and on the
 * fridge's catalogue cards.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { expectNoSeriousA11yViolations, signInOnPhone } from "./support";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const nutrition = (page: Page) => page.getByRole("region", { name: "Informação nutricional por porção" });

/** The cells of a row of the nutrition table: per serving, then for the servings shown. */
const cells = (page: Page, label: string) =>
  nutrition(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell");

async function signedIn(page: Page, name: string) {
  await signInOnPhone(page, name);
}

test("a recipe page shows the computed values with sodium, their source, the servings shown and the breakdown on demand", async ({
  page,
}) => {
  // Arroz branco soltinho, worked by hand in app/domain/nutrition/nutrition.test.ts (4 servings).
  await page.goto("/receitas/arroz-branco-soltinho");
  const section = nutrition(page);
  for (const [label, perServing, forAll] of [
    ["Calorias", "391 kcal", "1.564 kcal"],
    ["Proteínas", "7,3 g", "29,2 g"],
    ["Carboidratos", "79,3 g", "317,2 g"],
    ["Gorduras", "3,8 g", "15,2 g"],
    ["Fibras", "1,7 g", "6,8 g"],
    ["Sódio", "604 mg", "2.416 mg"],
  ]) {
    await expect(cells(page, label!)).toHaveText([perServing!, forAll!]);
  }
  await expect(section.getByRole("columnheader", { name: "4 porções" })).toBeVisible();
  await expect(section.getByText("Calculado com a Tabela Brasileira de Composição de Alimentos (TACO — NEPA/UNICAMP)")).toBeVisible();
  // Fully matched: nothing says the values are approximate.
  await expect(section.getByText(/Valores aproximados/)).toHaveCount(0);

  // More servings: a serving stays a serving, the second column follows.
  await page.getByRole("button", { name: "Aumentar porções" }).click();
  await expect(section.getByRole("columnheader", { name: "5 porções" })).toBeVisible();
  await expect(cells(page, "Calorias")).toHaveText(["391 kcal", "1.955 kcal"]);
  await expect(cells(page, "Sódio")).toHaveText(["604 mg", "3.020 mg"]);

  // How each ingredient was counted, on demand.
  const rice = section.getByText("TACO: Arroz, tipo 1, cru");
  await expect(rice).toBeHidden();
  await section.getByText("Ver o cálculo por ingrediente").click();
  await expect(rice).toBeVisible();
  await expect(section.getByText("400 g na receita")).toBeVisible();
  await expect(section.getByText("Não contado: opcional")).toBeVisible();
  await expect(section.getByText("Água: entra no peso, sem nutrientes")).toBeVisible();

  // Search engines read the same values, sodium included.
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data.nutrition).toMatchObject({ calories: "391 kcal", proteinContent: "7.3 g", sodiumContent: "604 mg" });

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});

test("a recipe with salt to taste shows its sodium as a floor, and says why", async ({ page }) => {
  // Caldo verde: "sal a gosto", which nobody weighs (decision 030).
  await page.goto("/receitas/caldo-verde");
  const [perServing, forAll] = await cells(page, "Sódio").all();
  await expect(perServing!).toHaveText(/^a partir de [\d.]+\smg$/);
  await expect(forAll!).toHaveText(/^a partir de [\d.]+\smg$/);
  await expect(nutrition(page).getByText("Sódio: a partir desse valor, mais o sal a gosto ou em pitada")).toBeVisible();
  // Beside it, a recipe whose salt is weighed says nothing of the kind.
  await page.goto("/receitas/arroz-branco-soltinho");
  await expect(nutrition(page).getByText("a partir de")).toHaveCount(0);
});

test("a cook's health goals mark what one serving goes over, on the recipe page and on the fridge's cards", async ({ page }) => {
  test.setTimeout(90_000); // a long flow on a shared 2-core machine
  await signedIn(page, "Rita Nunes");
  await page.goto("/perfil");
  const goalsGroup = page.getByRole("group", { name: "Objetivos de saúde" });
  await goalsGroup.getByText("Baixo Sódio", { exact: true }).click();
  await goalsGroup.getByText("Emagrecimento", { exact: true }).click();
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Perfil atualizado com sucesso!" })).toBeVisible();

  await page.goto("/receitas/feijoada-completa");
  const goals = nutrition(page).getByRole("note", { name: "Para os seus objetivos de saúde" });
  await expect(goals.getByRole("listitem")).toHaveText([
    // The carne-seca soaked 24 hours counts 43 % of its sodium (decision 030).
    "Baixo sódio: 1.715 mg de sódio por porção, acima de 600 mg.",
    "Emagrecimento: 885 kcal por porção, acima de 600 kcal.",
  ]);
  // A brigadeiro goes over neither.
  await page.goto("/receitas/brigadeiro");
  await expect(nutrition(page).getByRole("note")).toHaveCount(0);

  await page.goto("/geladeira");
  await page.getByLabel("Ingrediente 1", { exact: true }).fill("arroz");
  await page.getByRole("button", { name: "Buscar Receitas" }).click();
  const catalogue = page.getByRole("region", { name: "Do nosso catálogo" });
  // Arroz branco soltinho is one the cook can make with rice alone (the rest are staples): 604 mg a serving.
  const card = catalogue.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Arroz Branco Soltinho" }) });
  await expect(card.getByText("Baixo sódio: 604 mg de sódio por porção, acima de 600 mg.")).toBeVisible({ timeout: 20_000 });
});
