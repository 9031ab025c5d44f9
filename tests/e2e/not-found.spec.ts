import { expect } from "@playwright/test";
import { test } from "./fixtures";

test("not-found pages: an unknown address, a category or diet that does not exist, and one that does", async ({ page }) => {
  await test.step("an unknown address answers 404 with the page's own title, kept out of search engines", async () => {
    const response = await page.goto("/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Página não encontrada — Chef IA");
    await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Ver receitas" }).click();
    await expect(page).toHaveURL(/\/receitas$/);
  });

  for (const path of ["/receitas/categorias/xyz", "/receitas/dietas/xyz"]) {
    await test.step(`a category or diet that does not exist (${path}) answers 404 with the app's not-found page and its title`, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Página não encontrada — Chef IA");
      await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
      await expect(page.getByText("O endereço que você abriu não existe ou foi movido.")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await page.getByRole("link", { name: "Ver receitas" }).click();
      await expect(page).toHaveURL(/\/receitas$/);
    });
  }

  await test.step("a category that exists keeps its own page and title", async () => {
    const response = await page.goto("/receitas/dietas/vegano");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Receitas Veganas — Chef IA");
    await expect(page.getByRole("heading", { level: 1, name: "Receitas Veganas" })).toBeVisible();
  });
});
