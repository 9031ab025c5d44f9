import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { signInByHttp } from "./support";

/** The card's title is inside the first screen: the cook sees a result without scrolling. */
async function expectOnFirstScreen(page: Page, card: Locator) {
  const heading = await card.getByRole("heading").first().boundingBox();
  const viewport = page.viewportSize()!;
  expect(heading).not.toBeNull();
  expect(heading!.y).toBeGreaterThanOrEqual(0);
  expect(heading!.y + heading!.height).toBeLessThanOrEqual(viewport.height);
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    test("a search, the filter panel, words that name a filter, filters chosen, a misspelling: each on the first screen", async ({
      page,
    }) => {
      await test.step("a search keeps the filter panel closed and shows the first result on the first screen", async () => {
        await page.goto("/receitas");
        await page.getByRole("searchbox", { name: "Buscar receitas" }).fill("frango");
        await page.getByRole("button", { name: "Buscar" }).click();
        await expect(page).toHaveURL(/q=frango/);
        await expect(page.getByRole("radio", { name: "difícil" })).toBeHidden();
        const first = page.getByRole("article").first();
        await expect(first).toContainText(/frango/i);
        await expectOnFirstScreen(page, first);
      });

      await test.step("the filter panel: tags in five collapsed groups with Portuguese labels, under 1.5 screens, no empty parameters", async () => {
        await page.goto("/receitas?q=frango&dificuldade=facil");
        await page.getByText("Filtros", { exact: true }).click();
        for (const label of ["Refeição", "Dieta", "Região", "Preparo", "Ocasião"])
          await expect(page.getByText(label, { exact: true })).toBeVisible();
        await expect(page.getByRole("checkbox", { name: "Vegano" })).toBeHidden();
        await expect(page.getByRole("radio", { name: "fácil", exact: true })).toBeChecked();
        const panel = await page.locator("details").first().boundingBox();
        expect(panel!.height).toBeLessThan(1.5 * viewport.height);
        await page.getByText("Dieta", { exact: true }).click();
        await page.getByRole("checkbox", { name: "Vegano" }).check();
        await expect(page).toHaveURL(/tags=Vegano/);
        await page.getByRole("radio", { name: "Todas" }).check();
        await expect(page).not.toHaveURL(/dificuldade/);
        expect(page.url()).not.toMatch(/=(&|$)/);
        // The group with a chosen tag stays open.
        await expect(page.getByRole("checkbox", { name: "Vegano" })).toBeChecked();
      });

      await test.step("words that name a filter become the filter, a chip to remove, and the rest is searched", async () => {
        // The Sem Glúten page's count: "sem gluten" typed in the box finds as many.
        await page.goto("/receitas?tags=Sem+Gl%C3%BAten");
        const glutenFree = await page.getByRole("status").textContent();
        await page.goto("/receitas");
        await page.getByRole("searchbox", { name: "Buscar receitas" }).fill("sem gluten");
        await page.getByRole("button", { name: "Buscar" }).click();
        await expect(page).toHaveURL(/\/receitas\?tags=Sem\+Gl%C3%BAten$/);
        await expect(page.getByRole("status")).toHaveText(glutenFree!);
        await expect(page.getByRole("searchbox", { name: "Buscar receitas" })).toHaveValue("");

        await page.getByRole("searchbox", { name: "Buscar receitas" }).fill("bolo vegano rápido");
        await page.getByRole("button", { name: "Buscar" }).click();
        await expect(page).toHaveURL(/q=bolo/);
        await expect(page.getByRole("searchbox", { name: "Buscar receitas" })).toHaveValue("bolo");
        const chips = page.getByRole("list", { name: "Filtros aplicados" });
        await expect(chips.getByRole("link")).toHaveText(["Até 30 minutos", "Sem Glúten", "Vegano"]);
        await expectOnFirstScreen(page, page.getByRole("article").first());
        await chips.getByRole("link", { name: "Remover o filtro Sem Glúten" }).click();
        await expect(page).not.toHaveURL(/Sem/);
        await expect(chips.getByRole("link")).toHaveText(["Até 30 minutos", "Vegano"]);
      });

      await test.step("with filters chosen, the closed panel names them and the results still start on the first screen", async () => {
        await page.goto("/receitas?q=frango&dificuldade=facil&tempo=60");
        await expect(page.getByText("2 filtros ativos")).toBeVisible();
        await expect(page.getByText("fácil · Até 1 hora", { exact: true })).toBeVisible();
        await expect(page.getByRole("radio", { name: "difícil" })).toBeHidden();
        await expectOnFirstScreen(page, page.getByRole("article").first());
        // Opened, the panel shows what is chosen.
        await page.getByText("Filtros", { exact: true }).click();
        await expect(page.getByRole("radio", { name: "fácil" })).toBeChecked();
      });

      await test.step("a misspelling shows the recipe, and its suggestion, on the first screen", async () => {
        await page.goto("/receitas?q=brigadero");
        await expect(page.getByRole("link", { name: "“Brigadeiro”" })).toBeVisible();
        const first = page.getByRole("article").first();
        await expect(first.getByRole("heading")).toHaveText("Brigadeiro");
        await expectOnFirstScreen(page, first);
      });
    });
  });
}

test.describe("search that forgives", () => {
  test("misspellings, an ingredient, every Brazilian name of a dish", async ({ page }) => {
    for (const [typed, title] of [
      ["moqeca", "Moqueca Baiana de Peixe"],
      ["bolo de cenora", "Bolo de Cenoura com Cobertura de Chocolate"],
      ["mouse de maracuja", "Mousse de Maracujá"],
    ] as const) {
      await test.step(`"${typed}" finds ${title} and asks "Você quis dizer"`, async () => {
        await page.goto(`/receitas?q=${encodeURIComponent(typed)}`);
        await expect(page.getByText(`Nenhuma receita com “${typed}”.`)).toBeVisible();
        await expect(page.getByText("Você quis dizer")).toBeVisible();
        await expect(page.getByRole("article").first()).toContainText(title);
        await page.getByRole("link", { name: `“${title}”` }).click();
        await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(title).replace(/%20/g, "\\+")}`));
        await expect(page.getByText("Você quis dizer")).toBeHidden();
        await expect(page.getByRole("article").first()).toContainText(title);
      });
    }

    await test.step("an ingredient finds the recipes that use it, after those that name it", async () => {
      // Colorau is in dozens of ingredient lists and in few titles or descriptions.
      await page.goto("/receitas?q=colorau");
      const cards = page.getByRole("article");
      await expect(cards.first()).toBeVisible();
      const names = (await cards.allTextContents()).map((text) => /colorau/i.test(text));
      expect(names).toContain(false); // found by its ingredients alone
      expect(names.indexOf(false)).toBeGreaterThan(names.lastIndexOf(true));
    });

    await test.step("every Brazilian name of a dish finds it: strogonoff and estrogonofe, aipim and macaxeira", async () => {
      const titles = async (q: string) => {
        await page.goto(`/receitas?q=${encodeURIComponent(q)}`);
        await expect(page.getByRole("article").first()).toBeVisible();
        return page.getByRole("article").getByRole("heading").allTextContents();
      };
      const strogonoff = await titles("strogonoff");
      expect(strogonoff).toEqual(expect.arrayContaining(["Strogonoff de Frango", "Estrogonofe de Carne"]));
      expect(await titles("estrogonofe de frango")).toContain("Strogonoff de Frango");
      const aipim = await titles("aipim");
      expect(aipim).toEqual(expect.arrayContaining(["Bolo de Aipim de Liquidificador", "Macaxeira Frita", "Mandioca Assada com Alecrim"]));
      // The name as typed comes first.
      expect(aipim[0]).toMatch(/aipim/i);
    });
  });

  test("an empty result offers to create the dish with the Chef, signing a visitor in first", async ({ page }) => {
    await page.goto("/receitas?q=Ceviche");
    await expect(page.getByText("Nenhuma receita encontrada")).toBeVisible();
    const create = page.getByRole("link", { name: "Criar com o Chef IA" });
    await expect(create).toHaveAttribute("href", `/entrar?redirectTo=${encodeURIComponent("/geladeira?receita=Ceviche")}`);

    await signInByHttp(page.request);
    await page.reload();
    await expect(create).toHaveAttribute("href", "/geladeira?receita=Ceviche");
    await create.click();
    await expect(page).toHaveURL(/\/geladeira\?receita=/);
    await expect(page.getByRole("button", { name: "Buscar por Receita" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Nome da receita")).toHaveValue("Ceviche");
  });
});
