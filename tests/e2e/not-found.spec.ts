import { expect, test } from "@playwright/test";

test("an unknown address answers 404 with the page's own title, kept out of search engines", async ({ page }) => {
  const response = await page.goto("/nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Página não encontrada — Chef IA");
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("link", { name: "Ver receitas" }).click();
  await expect(page).toHaveURL(/\/receitas$/);
});
