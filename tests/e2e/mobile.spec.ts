import { expect } from "@playwright/test";
import { test } from "./fixtures";

test("on a phone: the menu opens and closes with its button; the recipe grid is one column", async ({ page }) => {
  await test.step("the mobile menu opens and closes with its button", async () => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Abrir menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const mobileNav = page.locator("#menu-movel");
    await expect(mobileNav).toBeHidden();
    await button.click();
    await expect(page.getByRole("button", { name: "Fechar menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(mobileNav.getByRole("link", { name: "Receitas", exact: true })).toBeVisible();
    await mobileNav.getByRole("link", { name: "Receitas", exact: true }).click();
    await expect(page).toHaveURL(/\/receitas$/);
    await expect(mobileNav).toBeHidden();
  });

  await test.step("the recipe grid is one column on a phone", async () => {
    await page.goto("/receitas?tags=Sobremesas");
    const cards = page.getByRole("article");
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(Math.abs(second!.x - first!.x)).toBeLessThan(2);
  });
});
