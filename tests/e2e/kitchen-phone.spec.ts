/**
 * In the kitchen and on paper: cooking mode and unit conversion on a phone, for a visitor
 * who has not signed in, and the recipe printed as a compact cookbook page.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";

const carrotCake = "/receitas/bolo-de-cenoura-com-cobertura-de-chocolate";
const nbsp = "\u00A0";

/** The element is wholly inside the viewport: on screen, not below the fold. */
async function expectWithinViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, "the element has a box").not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

async function startCooking(page: Page) {
  await page.getByRole("button", { name: "Começar a Preparar" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/^Passo 1 de \d+$/)).toBeVisible();
  return dialog;
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport });

    test("a visitor cooks: Anterior and Próximo stay in view with two timers running", async ({ page }) => {
      await page.goto(carrotCake);
      // Signed out: the shopping list asks to sign in; cooking does not.
      await expect(page.getByRole("button", { name: "Lista de Compras" })).toBeDisabled();
      const dialog = await startCooking(page);
      await expect(page).toHaveURL(/[?&]passo=1$/);
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await dialog.getByRole("button", { name: "Cronômetro: 3 minutos" }).click();
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await expect(dialog.getByText("Passo 5 de 6")).toBeVisible();
      await dialog.getByRole("button", { name: "Cronômetro: 3 a 5 minutos" }).click();
      const timers = dialog.getByRole("region", { name: "Cronômetros" });
      await expect(timers.getByRole("button", { name: "Pausar" })).toHaveCount(2);

      for (const name of ["Anterior", "Próximo"]) {
        const button = dialog.getByRole("button", { name });
        await expect(button).toBeVisible();
        await expectWithinViewport(page, button);
      }
      // Still reachable: a tap goes back a step, with the timers still running.
      await dialog.getByRole("button", { name: "Anterior" }).click();
      await expect(dialog.getByText("Passo 4 de 6")).toBeVisible();
      await expect(timers.getByRole("button", { name: "Pausar" })).toHaveCount(2);
      await expectWithinViewport(page, dialog.getByRole("button", { name: "Próximo" }));
    });

    test("each step lists the ingredients it uses, at the servings shown", async ({ page }) => {
      await page.goto(carrotCake);
      const servings = page.getByRole("group", { name: "Porções" });
      await expect(servings.locator("output")).toHaveText("16 porções");
      for (let i = 0; i < 16; i++) await servings.getByRole("button", { name: "Aumentar porções" }).click();
      await expect(servings.locator("output")).toHaveText("32 porções");
      const dialog = await startCooking(page);
      const used = dialog.getByRole("region", { name: "Ingredientes deste passo" });
      // Step 1 heats the oven and greases the tin: no ingredient, and "180 °C" stays together.
      await expect(used).toHaveCount(0);
      await expect(dialog.getByText(`180${nbsp}°C`)).toBeVisible();

      await dialog.getByRole("button", { name: "Próximo" }).click();
      await expect(used.getByRole("listitem")).toHaveText([`6 cenouras médias`, `8 ovos`, `2${nbsp}xícaras de óleo`]);
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await expect(used.getByRole("listitem")).toHaveText([
        // What this step uses (issue 22): "2 xícaras de açúcar" of the recipe's 3, at 32 servings.
        `4${nbsp}xícaras de açúcar`,
        `5${nbsp}xícaras de farinha de trigo`,
        `2${nbsp}colheres de sopa de fermento químico em pó`,
      ]);
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await expect(dialog.getByText("Passo 5 de 6")).toBeVisible();
      // "a xícara de açúcar restante": the rest, not the whole 6 cups again.
      await expect(used.getByRole("listitem").first()).toHaveText(`2${nbsp}xícaras de açúcar`);
    });

    test("a reload keeps the step, and back returns to the one before", async ({ page }) => {
      await page.goto(carrotCake);
      const dataRequests: string[] = [];
      page.on("request", (request) => void (request.url().includes(".data") && dataRequests.push(request.url())));
      const dialog = await startCooking(page);
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await expect(dialog.getByText("Passo 2 de 6")).toBeVisible();
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await expect(dialog.getByText("Passo 3 de 6")).toBeVisible();
      await expect(page).toHaveURL(/[?&]passo=3$/);
      // A step is a change of the URL only: the page's data is not asked for again.
      expect(dataRequests).toEqual([]);
      await page.reload();
      // The server draws step 3; once the page runs, the step's heading takes the focus.
      await expect(page.getByRole("dialog").getByRole("heading", { name: "Passo 3 de 6" })).toBeFocused();
      await page.goBack();
      await expect(page.getByRole("dialog").getByText("Passo 2 de 6")).toBeVisible();
      await page.getByRole("button", { name: "Fechar modo de preparo" }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page).not.toHaveURL(/passo=/);
    });

    test("a visitor converts by the table, and is asked to sign in for a conversion the model makes", async ({ page }) => {
      await page.goto(carrotCake);
      const flour = page.getByRole("listitem").filter({ hasText: "farinha de trigo" });
      await flour.getByRole("button", { name: /Converter unidade/ }).click();
      await flour.getByRole("radio", { name: "g", exact: true }).check();
      await flour.getByRole("button", { name: "Converter", exact: true }).click();
      await expect(flour.getByRole("status")).toContainText("= 300 g (farinha: 1 xícara = 120 g)");

      const carrot = page.getByRole("listitem").filter({ hasText: "cenoura" }).first();
      await carrot.getByRole("button", { name: /Converter unidade/ }).click();
      await carrot.getByRole("radio", { name: "g", exact: true }).check();
      await carrot.getByRole("button", { name: "Converter", exact: true }).click();
      const refusal = carrot.getByRole("status");
      await expect(refusal).toContainText("Esta conversão não está na nossa tabela de medidas: entre na sua conta");
      await expect(refusal.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", /^\/entrar\?redirectTo=/);
    });
  });
}

test.describe("on paper", () => {
  /** Pages in a PDF: one "/Type /Page" object each (the page tree is "/Type /Pages"). */
  const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

  test("a recipe of 15 ingredients and 8 steps prints on at most 2 A4 pages", async ({ page }, testInfo) => {
    await page.goto("/receitas/feijoada-completa");
    await expect(page.getByRole("region", { name: "Ingredientes" }).getByRole("listitem")).toHaveCount(15);
    await expect(page.getByRole("region", { name: "Modo de Preparo" }).getByRole("listitem")).toHaveCount(8);
    // On the page as in cooking mode, a number stays with its unit.
    await expect(page.getByRole("region", { name: "Modo de Preparo" })).toContainText(`por 10${nbsp}minutos`);
    await page.emulateMedia({ media: "print" });
    const pdf = await page.pdf({ format: "A4" });
    await testInfo.attach("feijoada.pdf", { body: pdf, contentType: "application/pdf" });
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
    expect(pageCount(pdf)).toBeLessThanOrEqual(2);
    // What a cook needs is on paper; what only works on a screen is not.
    await expect(page.getByRole("heading", { level: 1, name: "Feijoada Completa" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Começar a Preparar" })).toBeHidden();
    await expect(page.getByRole("button", { name: /Converter unidade/ }).first()).toBeHidden();
  });
});
