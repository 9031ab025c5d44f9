/**
 * The week's shopping list (issue 23) in a browser, on a 360 × 800 phone and a 1366 × 768
 * screen: next week suggested for a lactose-free vegetarian with a low-sodium goal, "Gerar
 * lista da semana" (no meat, fish or milk on it), the list in the market's sections
 * with "Confira se tem" last, a line ticked in the market (kept after a reload and after
 * generating again), "Tenho em casa", the sections reordered, the recipes behind a line,
 * the WhatsApp text, and the list on one A4 page. Each test is a new cook.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { addDays, todayInBrazil, weekOf } from "../../app/domain/plan/week";
import { expectNoSeriousA11yViolations, saveProfileByHttp, signInByHttp } from "./support";

async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "rolagem lateral").toBe(0);
}

/** The h2 headings of the list's sections, in order. */
const sectionHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1366, height: 768 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("generates the week's list, ticks in the market, keeps it when generated again, shares and prints it", async ({ page }) => {
      test.setTimeout(90_000);
      const name = `Lista ${viewport.width}`;
      await signInByHttp(page.request, { name });
      // The cook (saved as the profile form posts it): vegetarian without lactose, low sodium.
      await saveProfileByHttp(page.request, {
        name,
        preferences: ["vegetariano"],
        restrictions: ["lactose"],
        healthGoals: ["baixo sódio"],
      });
      // Next week: every day is still ahead, so every day is on the list.
      const week = weekOf(addDays(todayInBrazil(), 7));
      await page.goto(`/cardapio?semana=${week}`);
      await page.getByRole("button", { name: "Sugerir a semana" }).click();
      await expect(page.getByText("28 refeições sugeridas.")).toBeVisible();

      await page.getByRole("button", { name: "Gerar lista da semana" }).click();
      await expect(page).toHaveURL(/\/compras\?gerada=\d+$/);
      // Generating and opening the list: allowed longer than one click on a loaded machine.
      await expect(page.getByRole("status").filter({ hasText: /itens do cardápio na lista\./ })).toBeVisible({ timeout: 20_000 });
      const headings = await sectionHeadings(page);
      expect(headings[0]).toBe("Hortifrúti");
      expect(headings.at(-1)).toBe("Confira se tem");
      // Market amounts, not recipe measures.
      const boxes = page.getByRole("checkbox");
      const lines = await boxes.evaluateAll((found) => found.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ""));
      expect(lines.length).toBeGreaterThan(20);
      expect(lines.filter((line) => /xícara|colher/.test(line))).toEqual([]);
      // A vegetarian's list has no butcher's counter.
      await expect(page.getByRole("region", { name: "Açougue e peixaria" })).toHaveCount(0);
      await fits(page);
      await expectNoSeriousA11yViolations(page);

      // Each line knows its recipes: one tap shows them.
      const produce = page.getByRole("region", { name: "Hortifrúti" });
      const first = produce.getByRole("listitem").first();
      const firstText = (await first.getByRole("checkbox").evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent))!;
      await first.getByText(/^Para \d+ receitas?$/).click();
      await expect(first.getByRole("button", { name: `Tenho em casa: ${firstText}` })).toBeVisible();
      await expect(first.getByRole("list").getByRole("listitem").first()).toBeVisible();

      // Ticked in the market: kept after a reload, and after generating the list again.
      await first.getByRole("checkbox").check();
      await expect(page.getByRole("checkbox", { name: firstText })).toBeChecked();
      await page.reload();
      await expect(page.getByRole("checkbox", { name: firstText })).toBeChecked();
      await page.goto(`/cardapio?semana=${week}`);
      await page.getByRole("button", { name: "Gerar lista da semana" }).click();
      await expect(page).toHaveURL(/\/compras\?gerada=\d+$/);
      await expect(page.getByRole("checkbox", { name: firstText })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: firstText })).toHaveCount(1);

      // "Tenho em casa": the line moves to "Confira se tem".
      const second = produce.getByRole("listitem").nth(1);
      const secondText = (await second.getByRole("checkbox").evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent))!;
      await second.getByText(/^Para \d+ receitas?$/).click();
      await second.getByRole("button", { name: `Tenho em casa: ${secondText}` }).click();
      const atHome = page.getByRole("region", { name: "Confira se tem" });
      await expect(atHome.getByRole("checkbox", { name: secondText })).toBeVisible();
      await expect(produce.getByRole("checkbox", { name: secondText })).toHaveCount(0);

      // The market's order, once: Mercearia from fifth to first, one tap a place (a tap past a
      // section the list does not use moves no heading, so the order list itself is read).
      await page.getByText("Ordem das seções do seu mercado").click();
      const groceries = page.getByRole("listitem").filter({ hasText: /^\d\. Mercearia$/ });
      await expect(groceries).toHaveText("5. Mercearia");
      for (const place of [4, 3, 2, 1]) {
        await page.getByRole("button", { name: "Subir Mercearia" }).click();
        await expect(groceries).toHaveText(`${place}. Mercearia`);
      }
      await expect(page.getByRole("button", { name: "Subir Mercearia" })).toBeDisabled();
      expect((await sectionHeadings(page))[0]).toBe("Mercearia");
      await page.reload();
      expect((await sectionHeadings(page))[0]).toBe("Mercearia");

      // Shared for WhatsApp: grouped, with the ticks.
      const whatsapp = decodeURIComponent(
        (await page.getByRole("link", { name: "Enviar pelo WhatsApp" }).getAttribute("href"))!.replace("https://wa.me/?text=", ""),
      );
      expect(whatsapp).toMatch(/^\*Lista de Compras — Chef IA\*\n\n\*Mercearia\*\n/);
      expect(whatsapp).toContain(`✅ ${firstText}`);
      expect(whatsapp).toContain("*Confira se tem*");
      await fits(page);

      // On paper: one A4 page.
      const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
      expect(pdf.match(/\/Type\s*\/Page\b/g) ?? []).toHaveLength(1);
    });
  });
}

test("the list's day choice refuses a day outside the week, and a week without recipes says so", async ({ page }) => {
  await signInByHttp(page.request, { name: "Lista vazia" });
  const week = weekOf(addDays(todayInBrazil(), 14));
  await page.goto(`/cardapio?semana=${week}`);
  await expect(page.getByRole("button", { name: "Gerar lista da semana" })).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post("/cardapio", {
    form: { intent: "gerar-lista", week, dias: "2020-01-01" },
    headers: { Origin: origin },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Escolha pelo menos um dia da semana.");
});
