/**
 * The cook's week (issue 23) in a browser, on a 360 × 800 phone and a 1366 × 768 screen:
 * a recipe added from its page in one sheet, "Sugerir a semana" for a lactose-free
 * vegetarian with a low-sodium goal and quick weekdays, "Outra sugestão", a move in two
 * taps, servings, and the week's figures as text; the same sheet from a recipe card and from
 * cooking mode's end screen. Each test is a new cook.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { weekdayName, weekOf } from "../../app/domain/plan/week";
import { expectNoSeriousA11yViolations, saveProfileByHttp, signInByHttp } from "./support";

/** On a phone the plan shows one day at a time: its tab first. */
async function showDay(page: Page, weekday: string) {
  const tab = page.getByRole("navigation", { name: "Dias da semana" }).getByRole("link", { name: new RegExp(`: ${weekday}`) });
  if (await tab.isVisible()) await tab.click();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${weekday}`) })).toBeVisible();
}

async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "rolagem lateral").toBe(0);
}

/** The meal of a day on /cardapio (that day's tab first, on a phone). */
async function planSlot(page: Page, day: string, meal: string): Promise<Locator> {
  await page.goto(`/cardapio?semana=${weekOf(day)}&dia=${day}`);
  const weekday = weekdayName(day).replace(/^./, (first) => first.toUpperCase());
  await showDay(page, weekday);
  const section = page.getByRole("region").filter({ has: page.getByRole("heading", { level: 2, name: new RegExp(`^${weekday}`) }) });
  return section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: meal }) });
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1366, height: 768 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("plans a week: a recipe from its page, the week suggested, another suggestion, a move", async ({ page }) => {
      test.setTimeout(90_000);
      const name = `Cardápio ${viewport.width}`;
      await signInByHttp(page.request, { name });
      // The profile (saved as its form posts it): two at home, vegetarian without lactose, low sodium.
      await saveProfileByHttp(page.request, {
        name,
        householdSize: 2,
        preferences: ["vegetariano"],
        restrictions: ["lactose"],
        healthGoals: ["baixo sódio"],
      });

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

    test("adds from a recipe card and from cooking mode's end screen, in the page's one sheet", async ({ page }) => {
      test.setTimeout(90_000);
      const name = `Cartões ${viewport.width}`;
      await signInByHttp(page.request, { name });
      await saveProfileByHttp(page.request, { name, householdSize: 3 });

      // Every card has its button, named with its recipe, a 44 px target, outside the card's link.
      await page.goto("/receitas");
      const cards = page.getByRole("main").getByRole("article");
      const buttons = page.getByRole("button", { name: /^Adicionar ao cardápio: / });
      await expect(buttons).toHaveCount(await cards.count());
      const button = buttons.first();
      const title = (await cards.first().getByRole("heading").textContent())!;
      await expect(button).toHaveAccessibleName(`Adicionar ao cardápio: ${title}`);
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await button.evaluate((element) => element.closest("a"))).toBeNull();
      await fits(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath("receitas.png") });

      // One sheet for the page, opened by any card: tomorrow's dinner, for the household.
      await button.click();
      const sheet = page.getByRole("dialog", { name: "Adicionar ao cardápio" });
      await expect(sheet).toBeVisible();
      await expect(sheet).toHaveAccessibleDescription(title);
      await expect(page.locator("dialog")).toHaveCount(1);
      await expect(sheet.getByLabel("Porções")).toHaveValue("3");
      const days = sheet.getByLabel("Dia");
      await days.selectOption({ index: 1 });
      await expect(days.locator("option:checked")).toHaveText(/^Amanhã, /);
      const tomorrow = await days.inputValue();
      await sheet.getByLabel("Jantar").check();
      await fits(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath("receitas-folha.png") });
      await sheet.getByRole("button", { name: "Adicionar", exact: true }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByText(`Adicionada ao cardápio: Jantar de ${weekdayName(tomorrow)}.`)).toBeVisible();
      // The focus is back on the card's button, and a second card opens the same sheet afresh.
      await expect(button).toBeFocused();
      await buttons.nth(1).click();
      await expect(sheet).toBeVisible();
      await expect(sheet).toHaveAccessibleDescription((await cards.nth(1).getByRole("heading").textContent())!);
      await expect(sheet.getByLabel("Almoço")).toBeChecked();
      await sheet.getByRole("button", { name: "Cancelar" }).click();
      await expect(sheet).toBeHidden();
      await expect(page.locator("dialog")).toHaveCount(1);

      const dinner = await planSlot(page, tomorrow, "Jantar");
      await expect(dinner.getByRole("link", { name: title })).toBeVisible();
      await expect(dinner.locator("output")).toHaveText("3 porções");

      // Cooking mode's end screen: the same sheet over it; Esc closes the sheet, not cooking mode.
      await page.goto("/receitas/brigadeiro?passo=99");
      const cooking = page.getByRole("dialog", { name: "Brigadeiro" });
      await expect(cooking.getByRole("heading", { name: /^Passo (\d+) de \1$/ })).toBeFocused();
      await cooking.getByRole("button", { name: "Finalizar" }).click();
      await expect(cooking.getByRole("heading", { name: "Pronto! Bom apetite." })).toBeFocused();
      const fromEnd = cooking.getByRole("button", { name: "Adicionar ao cardápio" });
      await fromEnd.click();
      await expect(sheet).toBeVisible();
      await expect(sheet).toHaveAccessibleDescription("Brigadeiro");
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(cooking.getByRole("heading", { name: "Pronto! Bom apetite." })).toBeVisible();
      await expect(fromEnd).toBeFocused();
      await fromEnd.click();
      const inTwoDays = await sheet.getByLabel("Dia").selectOption({ index: 2 });
      await sheet.getByLabel("Lanche").check();
      await fits(page);
      await page.screenshot({ path: test.info().outputPath("fim-do-preparo-folha.png") });
      await sheet.getByRole("button", { name: "Adicionar", exact: true }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByText(`Adicionada ao cardápio: Lanche de ${weekdayName(inTwoDays[0]!)}.`)).toBeVisible();
      await expect(cooking.getByRole("heading", { name: "Pronto! Bom apetite." })).toBeVisible();
      const snack = await planSlot(page, inTwoDays[0]!, "Lanche");
      await expect(snack.getByRole("link", { name: "Brigadeiro" })).toBeVisible();
    });
  });
}

test("a visitor is sent to sign in, and back to the plan; their cards have no plan button", async ({ page }) => {
  await page.goto("/cardapio?semana=2026-W49");
  await expect(page).toHaveURL(/\/entrar\?redirectTo=%2Fcardapio%3Fsemana%3D2026-W49$/);
  await page.goto("/receitas");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Adicionar ao cardápio/ })).toHaveCount(0);
});
