/** The recipe page's actions on a phone and on a computer: one primary action, four equal ones. */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { signInThroughPopup } from "./support";

const recipe = "/receitas/bolo-de-cenoura-com-cobertura-de-chocolate";

async function boxes(page: Page, names: string[]) {
  const found = [];
  for (const name of names) {
    const control = page
      .locator("main")
      .getByRole("button", { name, exact: true })
      .or(page.locator("main").getByRole("link", { name, exact: true }));
    found.push((await control.first().boundingBox())!);
  }
  return found;
}

async function expectTidy(page: Page) {
  const [primary, ...others] = await boxes(page, ["Começar a Preparar", "Ajuda do Chef", "Lista de Compras", "Compartilhar", "Imprimir"]);
  for (const box of [primary!, ...others]) expect(box.height).toBeGreaterThanOrEqual(44);
  // Two equal columns under the primary action, which spans both.
  const widths = others.map((box) => Math.round(box.width));
  expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
  expect(Math.abs(primary!.width - (others[1]!.x + others[1]!.width - others[0]!.x))).toBeLessThanOrEqual(1);
  expect(Math.abs(others[0]!.y - others[1]!.y)).toBeLessThan(1);
  expect(Math.abs(others[2]!.y - others[3]!.y)).toBeLessThan(1);
  expect(others[2]!.y).toBeGreaterThan(others[0]!.y + others[0]!.height - 1);
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1366, height: 900 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test("signed out: Começar a Preparar full width, the other four in two equal columns, 44 px tall", async ({ page }) => {
      await page.goto(recipe);
      await expectTidy(page);
    });

    test("signed in: the same layout, and every action still works", async ({ page }) => {
      await page.goto("/");
      if (viewport.width < 640) await page.getByRole("button", { name: "Abrir menu" }).click();
      await signInThroughPopup(page, {
        trigger: () =>
          (viewport.width < 640 ? page.locator("#menu-movel") : page.getByRole("banner"))
            .getByRole("button", { name: /^Entrar com/ })
            .first()
            .click(),
      });
      await page.goto(recipe);
      await expectTidy(page);
      await page.getByRole("button", { name: "Ajuda do Chef" }).click();
      await expect(page.getByRole("region", { name: "Chef Virtual" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Fechar Chat" })).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("button", { name: "Começar a Preparar" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  });
}
