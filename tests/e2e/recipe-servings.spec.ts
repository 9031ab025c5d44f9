/**
 * The servings a cook chooses on a phone: kept in the URL (a reload and cooking mode keep
 * them, changing them asks the server for nothing), and the steps that quote amounts say
 * they were written for the recipe's own servings.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

// Feijoada Completa serves 10; step 3 says "Cubra com cerca de 4 litros de água", step 6
// "Retire duas conchas de feijão". Step 1 has only times and counts ("por 24 horas", "4 vezes").
const feijoada = "/receitas/feijoada-completa";
const note = "Quantidades deste passo para 10 porções, como na receita original.";

test.use({ viewport: { width: 390, height: 844 } });

function servingsControl(page: Page) {
  const group = page.getByRole("group", { name: "Porções" });
  return {
    output: group.locator("output"),
    more: group.getByRole("button", { name: "Aumentar porções" }),
    fewer: group.getByRole("button", { name: "Diminuir porções" }),
  };
}

/** The page's data requests (a client navigation that runs a loader fetches `*.data`). */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) seen.push(request.url());
  });
  return seen;
}

test("steps quoting amounts say so at other servings, and the note goes back at the recipe's own", async ({ page }) => {
  await page.goto(feijoada);
  const steps = page.getByRole("region", { name: "Modo de Preparo" }).getByRole("listitem");
  const servings = servingsControl(page);
  await expect(servings.output).toHaveText("10 porções");
  await expect(page.getByText(note)).toHaveCount(0);

  const requests = dataRequests(page);
  // The facts at the top say what the ingredients say (issue 22), and the recipe's own servings.
  const fact = page.getByRole("term").filter({ hasText: "Porções" }).locator("xpath=following-sibling::dd[1]");
  await expect(fact).toHaveText("10");
  await servings.more.click();
  await expect(servings.output).toHaveText("11 porções");
  await expect(fact).toHaveText("11receita original: 10");
  await expect(page).toHaveURL(/\?porcoes=11$/);
  await expect(steps.nth(2).getByText(note)).toBeVisible();
  await expect(steps.nth(2)).toContainText("4 litros de água");
  await expect(steps.nth(5).getByText(note)).toBeVisible();
  await expect(steps.nth(0).getByText(note)).toHaveCount(0);
  await expect(page.getByText(note)).toHaveCount(2);

  await servings.fewer.click();
  await servings.fewer.click();
  await expect(servings.output).toHaveText("9 porções");
  await expect(page.getByText(note)).toHaveCount(2);

  await servings.more.click();
  await expect(servings.output).toHaveText("10 porções");
  await expect(page).toHaveURL(new RegExp(`${feijoada}$`));
  await expect(page.getByText(note)).toHaveCount(0);
  // The servings are the page's view, not its data: no request to the server for them.
  expect(requests).toEqual([]);
});

test("the servings chosen stay on reload and in cooking mode, whose step quoting amounts says so", async ({ page }) => {
  await page.goto(feijoada);
  const servings = servingsControl(page);
  await servings.more.click();
  await servings.more.click();
  await expect(page).toHaveURL(/\?porcoes=12$/);

  await page.reload();
  await expect(servings.output).toHaveText("12 porções");
  await expect(page.getByRole("columnheader", { name: "12 porções" })).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(2);

  await page.getByRole("button", { name: "Começar a Preparar" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Passo 1 de 8")).toBeVisible();
  await expect(page).toHaveURL(/\?porcoes=12&passo=1$/);
  await expect(dialog.getByText(note)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Próximo" }).click();
  await dialog.getByRole("button", { name: "Próximo" }).click();
  await expect(dialog.getByText("Passo 3 de 8")).toBeVisible();
  await expect(dialog.getByText(note)).toBeVisible();

  await page.reload();
  await expect(dialog.getByText("Passo 3 de 8")).toBeVisible();
  await expect(dialog.getByText(note)).toBeVisible();
  await dialog.getByRole("button", { name: "Fechar modo de preparo" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\?porcoes=12$/);
  await expect(servings.output).toHaveText("12 porções");
});

test("servings in the URL are kept within 1 to 100, and ignored when they are not a number", async ({ page }) => {
  const servings = servingsControl(page);
  for (const [query, shown] of [
    ["?porcoes=6", "6 porções"],
    ["?porcoes=500", "100 porções"],
    ["?porcoes=0", "1 porção"],
    ["?porcoes=seis", "10 porções"],
    ["?porcoes=2.5", "10 porções"],
  ] as const) {
    await page.goto(`${feijoada}${query}`);
    await expect(servings.output).toHaveText(shown);
  }
  await expect(page.getByText(note)).toHaveCount(0);
});
