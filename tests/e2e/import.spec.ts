/**
 * "Importar receita" on a phone (360 × 800), issue 25: a cook who avoids lactose imports
 * a recipe from a link (a fixture page imitating Tudo Gostoso's structured data, served
 * on the one loopback port the server may fetch), sees the warning, edits a line, saves,
 * finds it in Minhas receitas and cooks it in cooking mode. Then a pasted text.
 */
import { expect } from "@playwright/test";
import { hydrating, test } from "./fixtures";
import { recipeSitesPort } from "../../playwright.config";
import { startRecipeSites, type RecipeSites } from "../support/recipe-sites";
import { expectNoSeriousA11yViolations, signInByHttp } from "./support";

test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
// One fixture server on a fixed port: the tests of this file take turns.
test.describe.configure({ mode: "serial" });

let sites: RecipeSites;
test.beforeAll(async () => {
  sites = await startRecipeSites(recipeSitesPort);
});
test.afterAll(async () => {
  await sites.close();
});

test("a link becomes the cook's recipe: warned, edited, saved, found and cooked", async ({ page }) => {
  test.setTimeout(60_000);
  await signInByHttp(page.request, { name: "Iara" });
  await page.goto("/perfil");
  await page.getByRole("group", { name: "Restrições" }).getByText("Lactose", { exact: true }).click();
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("Perfil atualizado com sucesso!")).toBeVisible();

  // From the menu.
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await page.locator("#menu-movel").getByRole("link", { name: "Importar receita" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Importar receita" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Link da receita").fill(sites.page("tudo-gostoso"));
  await page.getByRole("button", { name: "Ler receita" }).click();
  await expect(page.getByRole("heading", { name: "Confira antes de salvar" })).toBeVisible();
  await expect(page.getByText("Lida dos dados de receita que a página publica.")).toBeVisible();
  await expect(page.getByRole("link", { name: "TudoGostoso" })).toHaveAttribute("href", sites.page("tudo-gostoso"));
  await expect(page.getByText("por Marina Albuquerque")).toBeVisible();
  const warning = page.getByRole("region", { name: "Atenção: esta receita leva o que você evita" });
  await expect(warning.getByRole("listitem")).toHaveText([
    /^manteiga \(lactose\): troque por óleo de coco/,
    /^leite \(lactose\): troque por/,
  ]);
  await expect(page.getByText(/^Tabela TACO: reconhece \d+ % do peso dos ingredientes\.$/)).toBeVisible();
  await expect(page.getByLabel("Nome")).toHaveValue("Bolo de cenoura com cobertura de chocolate");
  await expect(page.getByLabel("Porções")).toHaveValue("12");
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "rolagem lateral").toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/import-preview-360.png", fullPage: true });

  // The cook swaps the milk, checks again: the butter is left to swap; then it goes too.
  const milk = page.getByLabel("Ingrediente 10", { exact: true });
  await expect(milk).toHaveValue("1 xícara (chá) de leite");
  await milk.fill("1 xícara (chá) de leite de aveia");
  await page.getByRole("button", { name: "Conferir de novo" }).click();
  await expect(page.getByLabel("Ingrediente 10", { exact: true })).toHaveValue("1 xícara (chá) de leite de aveia");
  await expect(warning.getByRole("listitem")).toHaveText([/^manteiga \(lactose\)/]);
  await page.getByLabel("Ingrediente 7", { exact: true }).fill("1 colher (sopa) de óleo de coco");
  await page.getByRole("button", { name: "Conferir de novo" }).click();
  // Every text is checked: the topping's step still names them.
  await expect(warning).toContainText("O preparo ou as dicas também falam de manteiga (lactose), leite (lactose).");
  const topping = page.getByLabel("Passo 5", { exact: true });
  await expect(topping).toHaveValue("Cobertura: Leve ao fogo a manteiga, o chocolate, o açúcar e o leite, mexendo até engrossar.");
  await topping.fill("Cobertura: Leve ao fogo o óleo de coco, o chocolate, o açúcar e o leite de aveia, mexendo até engrossar.");
  await page.getByRole("button", { name: "Conferir de novo" }).click();
  await expect(page.getByLabel("Ingrediente 7", { exact: true })).toHaveValue("1 colher (sopa) de óleo de coco");
  await expect(warning).toBeHidden();

  await page.getByRole("button", { name: "Salvar em Minhas receitas" }).click();
  await expect(page).toHaveURL(/\/receitas\/bolo-de-cenoura-com-cobertura-de-chocolate-[0-9a-f]{8}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bolo de cenoura com cobertura de chocolate" })).toBeVisible();
  await expect(page.getByText("Importada", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "TudoGostoso" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Converter unidade: leite de aveia" })).toBeVisible();
  // The page's photo, kept by us (never the site's address).
  await expect(page.locator("main img").first()).toHaveAttribute("src", /^\/fotos\/receitas\//);
  const recipeUrl = page.url();

  // In Minhas receitas, marked as imported from the site.
  await page.goto("/minhas-receitas");
  await expect(page.getByText("Importada de TudoGostoso")).toBeVisible();
  await page.getByRole("link", { name: "Bolo de cenoura com cobertura de chocolate" }).first().click();
  await expect(page).toHaveURL(recipeUrl);

  // Cooking mode, step by step.
  await page.getByRole("button", { name: "Começar a Preparar" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Passo 1 de 6")).toBeVisible();

  // Anyone else is told it does not exist; the same link again offers the saved copy.
  const stranger = hydrating(await page.context().browser()!.newContext());
  const visitor = await stranger.newPage();
  const response = await visitor.goto(recipeUrl);
  expect(response?.status()).toBe(404);
  await stranger.close();
  await page.goto("/importar");
  await page.getByLabel("Link da receita").fill(sites.page("tudo-gostoso"));
  await page.getByRole("button", { name: "Ler receita" }).click();
  await expect(page.getByRole("heading", { name: "Você já importou essa receita" })).toBeVisible();
  await page.getByRole("link", { name: "Abrir a receita salva" }).click();
  await expect(page).toHaveURL(recipeUrl);
});

test("a refused link says why and keeps what the cook typed; a pasted text is read by the Chef", async ({ page }) => {
  test.setTimeout(60_000);
  await signInByHttp(page.request, { name: "Téo" });
  await page.goto("/importar");
  await page.getByLabel("Link da receita").fill("http://192.168.0.1/receita");
  await page.getByRole("button", { name: "Ler receita" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Esse endereço aponta para uma rede interna e não pode ser aberto.");
  await expect(page.getByLabel("Link da receita")).toHaveValue("http://192.168.0.1/receita");

  await page.getByRole("link", { name: "Cole a receita" }).click();
  await page
    .getByLabel("Cole a receita")
    .fill(
      "Bolo de caneca\n\nIngredientes:\n1 ovo\n4 colheres de sopa de leite\n3 colheres de sopa de açúcar\n4 colheres de sopa de farinha de trigo\n\nModo de preparo:\n1. Misture tudo na caneca.\n2. Leve ao micro-ondas por 3 minutos.",
    );
  await page.getByRole("button", { name: "Ler receita" }).click();
  await expect(page.getByText("O Chef IA leu o texto que você colou. Confira cada linha.")).toBeVisible();
  await expect(page.getByLabel("Nome")).toHaveValue(/bolo de caneca/i);
  await page.getByRole("button", { name: "Salvar em Minhas receitas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /bolo de caneca/i })).toBeVisible();
  await expect(page.getByText("Demonstração", { exact: true })).toBeVisible();
});
