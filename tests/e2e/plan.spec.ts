/**
 * The cook's week (issue 23) in a browser, on a 360 × 800 phone and a 1366 × 768 screen:
 * a recipe added from its page in one sheet, "Sugerir a semana" for a lactose-free
 * vegetarian with a low-sodium goal and quick weekdays, "Outra sugestão", a move in two
 * taps, servings, and the week's figures as text. Each test is a new cook.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInByHttp } from "./support";

/** On a phone the plan shows one day at a time: its tab first. */
async function showDay(page: Page, weekday: string) {
  const tab = page.getByRole("navigation", { name: "Dias da semana" }).getByRole("link", { name: new RegExp(`: ${weekday}`) });
  if (await tab.isVisible()) await tab.click();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${weekday}`) })).toBeVisible();
}

async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "rolagem lateral").toBe(0);
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1366, height: 768 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("plans a week: a recipe from its page, the week suggested, another suggestion, a move", async ({ page }) => {
      test.setTimeout(90_000);
      await signInByHttp(page.request, { name: `Cardápio ${viewport.width}` });
      // The profile: two at home, vegetarian without lactose, low sodium.
      await page.goto("/perfil");
      await page.getByLabel("Pessoas em casa").fill("2");
      await page.getByRole("group", { name: "Preferências" }).getByText("Vegetariano", { exact: true }).click();
      await page.getByRole("group", { name: "Restrições" }).getByText("Lactose", { exact: true }).click();
      await page.getByRole("group", { name: "Objetivos de saúde" }).getByText("Baixo Sódio", { exact: true }).click();
      await page.getByRole("button", { name: "Salvar Alterações" }).click();
      await expect(page.getByText("Perfil atualizado com sucesso!")).toBeVisible();

      // From a recipe page, one sheet: day and meal.
      await page.goto("/receitas/arroz-branco-soltinho");
      await page.getByRole("button", { name: "Adicionar ao cardápio" }).click();
      const sheet = page.getByRole("dialog", { name: "Adicionar ao cardápio" });
      await expect(sheet).toBeVisible();
      await sheet.getByLabel("Dia").selectOption({ index: 1 });
      await sheet.getByLabel("Jantar").check();
      await sheet.getByRole("button", { name: "Adicionar", exact: true }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByText(/^Adicionada ao cardápio: Jantar de /)).toBeVisible();
      await page.getByRole("link", { name: "Ver cardápio" }).click();
      await expect(page.getByRole("heading", { name: "Cardápio da semana", level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Arroz Branco Soltinho" })).toBeVisible();
      await fits(page);

      // The week suggested: every empty slot filled, each with its reason, quick on weekdays.
      await page.getByLabel("Dias úteis: até 30 min").check();
      await page.getByRole("button", { name: "Sugerir a semana" }).click();
      await expect(page.getByText("27 refeições sugeridas.")).toBeVisible();
      // Every slot filled, on a phone too where one day shows at a time (the others are there, hidden).
      const filled = page.getByRole("button", { name: /^Tirar .* do cardápio$/, includeHidden: true });
      await expect(filled).toHaveCount(28);
      await expect(
        page
          .getByText(/^(usa o resto|rápida para dia útil|leve em sódio|para variar)/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      // The day's figures and the chart's numbers are text.
      await expect(page.getByText("Por pessoa no dia:").filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByRole("figure").filter({ hasText: "Sódio por dia" })).toContainText("meta: até 2.000");
      await fits(page);
      await expectNoSeriousA11yViolations(page);

      // "Outra sugestão" changes that slot only.
      await showDay(page, "Quarta-feira");
      const section = page.getByRole("region").filter({ has: page.getByRole("heading", { level: 2, name: /^Quarta-feira/ }) });
      const lunch = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Almoço" }) });
      const before = await lunch.getByRole("link").first().textContent();
      await lunch.getByRole("button", { name: "Outra sugestão" }).click();
      await expect(lunch.getByRole("link").first()).not.toHaveText(before!);

      // A move in two taps: "Mover", then the day.
      const moved = (await lunch.getByRole("link").first().textContent())!;
      await lunch.getByText("Mover", { exact: true }).click();
      await lunch.getByRole("button", { name: "Sábado", exact: true }).click();
      await showDay(page, "Sábado");
      const saturday = page.getByRole("region").filter({ has: page.getByRole("heading", { level: 2, name: /^Sábado/ }) });
      const saturdayLunch = saturday.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Almoço" }) });
      await expect(saturdayLunch.getByRole("link", { name: moved })).toBeVisible();

      // Servings, one tap each.
      const slot = saturdayLunch;
      await expect(slot.locator("output")).toHaveText("2 porções");
      await slot.getByRole("button", { name: "Aumentar porções" }).click();
      await expect(slot.locator("output")).toHaveText("3 porções");
    });
  });
}

test("a visitor is sent to sign in, and back to the plan", async ({ page }) => {
  await page.goto("/cardapio?semana=2026-W49");
  await expect(page).toHaveURL(/\/entrar\?redirectTo=%2Fcardapio%3Fsemana%3D2026-W49$/);
});
