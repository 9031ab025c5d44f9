import { expect, test } from "@playwright/test";

test("the mobile menu opens and closes with its button", async ({ page }) => {
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

test("the recipe grid is one column on a phone", async ({ page }) => {
  await page.goto("/receitas?tags=Sobremesas");
  const cards = page.getByRole("article");
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(Math.abs(second!.x - first!.x)).toBeLessThan(2);
});
