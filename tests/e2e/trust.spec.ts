/**
 * The chef a cook can trust (issue 13), on a phone (390 × 844): the fridge's results in
 * view with the new recipe first, recipes that break the cook's profile hidden with a
 * line that says why, the search kept in the URL (reload, back, leaving mid-way), twins
 * offered instead of written again; the chat's refused rewrite in one coherent answer;
 * the restriction warning on a recipe page.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInThroughPopup } from "./support";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

let counter = 0;
/** A word only this test's prompts contain (the local model's controls are scoped by it). */
const marker = () => `jilo${process.pid}x${Date.now().toString(36)}x${++counter}`;

async function steer(request: APIRequestContext, quando: string, settings: Record<string, unknown>) {
  await request.post("/dev-llm/controle", { data: { quando, ...settings } });
}

async function asked(request: APIRequestContext, text: string) {
  return (await (await request.get(`/dev-llm/requisicoes?contendo=${encodeURIComponent(text)}`)).json()) as {
    messages: { role: string; content: string }[];
  }[];
}

/** Signs in and sets the profile's choices (labels as the profile page shows them). */
async function cookWith(page: Page, name: string, choices: string[]) {
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await signInThroughPopup(page, {
    name,
    trigger: () =>
      page
        .locator("#menu-movel")
        .getByRole("button", { name: /^Entrar com/ })
        .click(),
  });
  if (choices.length === 0) return;
  await page.goto("/perfil");
  // The checkboxes are drawn as chips: the cook taps the label.
  for (const choice of choices) {
    await page
      .locator("label")
      .filter({ has: page.getByRole("checkbox", { name: choice, exact: true }) })
      .click();
    await expect(page.getByRole("checkbox", { name: choice, exact: true })).toBeChecked();
  }
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Perfil atualizado com sucesso!" })).toBeVisible();
}

async function fillIngredients(page: Page, values: string[]) {
  for (let index = 0; index < values.length; index++) {
    if (index > 0) await page.getByRole("button", { name: "Adicionar ingrediente" }).click();
    await page.getByLabel(`Ingrediente ${index + 1}`, { exact: true }).fill(values[index]!);
  }
}

/** Whether an element's top is within the screen now. */
async function inView(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y < height;
}

/** What a careful model writes for a vegetarian who avoids lactose, from queijo, ovo and tomate. */
const safeRecipe = JSON.stringify({
  title: "Omelete de Tomate com Ervas",
  description: "Omelete macia sem queijo, com tomate e cheiro-verde.",
  prepTime: 10,
  cookTime: 8,
  servings: 2,
  difficulty: "fácil",
  ingredients: [
    { name: "ovos", quantity: 4, unit: "unidade" },
    { name: "tomate picado", quantity: 150, unit: "g" },
    { name: "azeite de oliva", quantity: 1, unit: "colher de sopa" },
    { name: "cheiro-verde picado", quantity: 0.5, unit: "xícara" },
    { name: "sal", quantity: 1, unit: "pitada" },
  ],
  steps: [
    { description: "Bata os ovos com o sal." },
    { description: "Aqueça o azeite, junte o tomate e refogue por 2 minutos." },
    { description: "Despeje os ovos, tampe e cozinhe em fogo baixo por 5 minutos. Finalize com cheiro-verde." },
  ],
  tags: ["Café da Manhã", "Vegetariano"],
});

test.describe("the fridge on a phone", () => {
  test("results come into view with the new recipe first; what breaks the profile is hidden, then shown marked; reload and back keep it all", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const word = marker();
    // A careful model's reply, streamed slowly enough to watch it being written.
    await steer(page.request, word, { delayMs: 2000, tokensPerSecond: 40, fixedReply: safeRecipe });
    await cookWith(page, "Lia", ["vegetariano", "lactose"]);
    await page.goto("/geladeira");
    await fillIngredients(page, ["queijo", "ovo", "tomate", word]);
    await page.getByRole("button", { name: "Buscar Receitas" }).click();

    // Where the cook is looking: what is happening, then the recipe being written.
    const preparing = page.getByText("Preparando suas receitas...");
    await expect(preparing).toBeVisible();
    await expect.poll(() => inView(page, preparing)).toBe(true);
    await expect(page).toHaveURL(/\/geladeira\?busca=\d+$/);
    const fresh = page.getByRole("region", { name: "Receita nova do Chef IA" });
    const catalogue = page.getByRole("region", { name: "Do nosso catálogo" });
    await expect(fresh.getByRole("heading", { level: 4 })).toBeVisible();
    await expect.poll(() => inView(page, fresh)).toBe(true);
    const freshBox = (await fresh.boundingBox())!;
    const catalogueBox = (await catalogue.boundingBox())!;
    expect(catalogueBox.y).toBeGreaterThan(freshBox.y); // the new recipe first

    const open = fresh.getByRole("link", { name: "Ver receita completa" });
    await expect(open).toBeVisible({ timeout: 30_000 });
    const title = (await fresh.getByRole("heading", { level: 4 }).textContent())!;
    expect(title).toBe("Omelete de Tomate com Ervas");
    const ingredients = fresh.getByRole("list").first().getByRole("listitem");
    await expect(ingredients).toHaveText([
      "4 unidades ovos",
      "150 g tomate picado",
      "1 colher de sopa azeite de oliva",
      "½ xícara cheiro-verde picado",
      "1 pitada sal",
    ]);

    // The catalogue: at most six at first, none with cheese or meat; the rest hidden with why.
    const shown = catalogue.getByRole("article");
    expect(await shown.count()).toBeLessThanOrEqual(6);
    await expect(catalogue.getByText(/receitas? do catálogo (ficou escondida|ficaram escondidas) porque leva/)).toContainText(
      "(lactose, vegetariano)",
    );
    for (const text of await shown.allTextContents()) expect(text).not.toContain("Contém");
    await catalogue.getByRole("button", { name: "Mostrar assim mesmo, marcadas" }).click();
    const omelete = catalogue.getByRole("article").filter({ hasText: "Omelete de Queijo" });
    await expect(omelete).toContainText("Contém queijo muçarela ralado (lactose), manteiga (lactose)");
    await expectNoSeriousA11yViolations(page);

    // Reload: the same search, read from the database.
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(fresh.getByRole("heading", { level: 4 })).toHaveText(title);
    await expect(open).toBeVisible();
    await expect(page.getByLabel("Ingrediente 4", { exact: true })).toHaveValue(word);

    // Open the recipe, come back: still there.
    await open.click();
    await expect(page).toHaveURL(/\/receitas\//);
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(fresh.getByRole("heading", { level: 4 })).toHaveText(title);
  });

  test("a cook who leaves while the recipe is written finds it saved when they come back", async ({ page }) => {
    test.setTimeout(90_000);
    const word = marker();
    await steer(page.request, word, { delayMs: 2500 });
    await cookWith(page, "Téo", []);
    await page.goto("/geladeira");
    await fillIngredients(page, ["abóbora", word]);
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(page).toHaveURL(/\/geladeira\?busca=\d+$/);
    const url = page.url();
    await page.goto("/"); // the stream is dropped; the server goes on
    await page.goto(url);
    await expect(page.getByText("Preparando suas receitas...")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 30_000 });
    expect(await asked(page.request, word)).toHaveLength(1);
  });

  test("the same search the same day offers the recipe already written; 'Quero uma receita diferente' writes another", async ({ page }) => {
    test.setTimeout(90_000);
    const word = marker();
    await cookWith(page, "Nina", []);
    await page.goto("/geladeira");
    await fillIngredients(page, ["batata", word]);
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    const first = page.getByRole("region", { name: "Receita nova do Chef IA" });
    await expect(first.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 30_000 });
    const title = (await first.getByRole("heading", { level: 4 }).textContent())!;

    await page.goto("/geladeira");
    await page.getByRole("region", { name: "Buscas Recentes" }).getByRole("button").first().click();
    const twin = page.getByRole("region", { name: "Você já criou esta receita" });
    await expect(twin).toContainText(title);
    await expect(twin.getByRole("link", { name: "Ver receita completa" })).toBeVisible();
    expect(await asked(page.request, word)).toHaveLength(1); // no model call

    await twin.getByRole("button", { name: "Quero uma receita diferente" }).click();
    await expect(
      page.getByRole("region", { name: "Receita nova do Chef IA" }).getByRole("link", { name: "Ver receita completa" }),
    ).toBeVisible({
      timeout: 30_000,
    });
    const calls = await asked(page.request, word);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.messages[1]!.content).toContain(`quer outra, diferente: "${title}".`);
  });
});
