/**
 * The chef a cook can trust (issue 13), on a phone (390 × 844): the fridge's results in
 * view with the new recipe first, recipes that break the cook's profile hidden with a
 * line that says why, the search kept in the URL (reload, back, leaving mid-way), twins
 * offered instead of written again; the chat's refused rewrite in one coherent answer;
 * the restriction warning on a recipe page.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { expectNoSeriousA11yViolations, saveProfileByHttp, signInByHttp } from "./support";

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

/**
 * A new cook with these profile choices, signed in and saved by HTTP: the popup on a phone is
 * nutrition.spec.ts's and reviews.spec.ts's, the profile's chips accounts.spec.ts's.
 */
async function cookWith(page: Page, name: string, choices: { preferences?: string[]; restrictions?: string[] }) {
  await signInByHttp(page.request, { name });
  if (choices.preferences?.length || choices.restrictions?.length) await saveProfileByHttp(page.request, { name, ...choices });
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
    // The model waits 5 s before its first word: long enough to see "Preparando" on a loaded machine.
    await steer(page.request, word, { delayMs: 5000, tokensPerSecond: 40, fixedReply: safeRecipe });
    await cookWith(page, "Lia", { preferences: ["vegetariano"], restrictions: ["lactose"] });
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
      "4 ovos",
      "150\u00a0g de tomate picado",
      "1\u00a0colher de sopa de azeite de oliva",
      "½\u00a0xícara de cheiro-verde picado",
      "1\u00a0pitada de sal",
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
    await cookWith(page, "Téo", {});
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
    await cookWith(page, "Nina", {});
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

    // The recipe already written must never show as the new one, not even for a frame while
    // the URL moves to the new search (it did, link and all): every change of the page is watched.
    const written = await twin.getByRole("link", { name: "Ver receita completa" }).getAttribute("href");
    await page.evaluate((old) => {
      const seen = window as unknown as { __staleNewRecipe: boolean };
      seen.__staleNewRecipe = false;
      new MutationObserver(() => {
        const section = document.getElementById("receita-nova")?.closest("section");
        if (section?.querySelector(`a[href="${old}"]`)) seen.__staleNewRecipe = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    }, written);
    await twin.getByRole("button", { name: "Quero uma receita diferente" }).click();
    await expect.poll(async () => (await asked(page.request, word)).length).toBe(2);
    await expect(
      page.getByRole("region", { name: "Receita nova do Chef IA" }).getByRole("link", { name: "Ver receita completa" }),
    ).toBeVisible({
      timeout: 30_000,
    });
    expect(await page.evaluate(() => (window as unknown as { __staleNewRecipe: boolean }).__staleNewRecipe)).toBe(false);
    const calls = await asked(page.request, word);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.messages[1]!.content).toContain(`quer outra, diferente: "${title}".`);
  });
});

test.describe("a cook's restrictions on recipe pages and in the list", () => {
  test("a recipe page warns a cook who avoids lactose, with safe substitutes; 'Só o que posso comer' leaves it out of the list, in the URL", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await cookWith(page, "Bia", { restrictions: ["lactose"] });
    await page.goto("/receitas/omelete-de-queijo-e-tomate");
    const warning = page.getByRole("region", { name: "Atenção: esta receita leva o que você evita" });
    await expect(warning).toContainText("Pelo seu perfil (lactose), confira antes de cozinhar:");
    await expect(warning.getByRole("listitem")).toHaveText([
      "queijo muçarela ralado (lactose): troque por queijo vegano ou levedura nutricional.",
      "manteiga (lactose): troque por azeite de oliva ou óleo de coco.",
    ]);
    // The ingredient line is marked and offers only safe substitutes (not "queijo prato").
    const cheese = page.getByRole("region", { name: "Ingredientes" }).getByRole("listitem").filter({ hasText: "queijo muçarela ralado" });
    await expect(cheese).toContainText("Você evita: lactose");
    await expect(cheese).toContainText("Pode trocar por: queijo vegano, levedura nutricional");
    await expect(cheese).not.toContainText("queijo prato");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole("button", { name: "Pedir ao Chef para adaptar" }).click();
    await expect(page.getByRole("region", { name: "Chef Virtual" })).toBeVisible();

    // A recipe without lactose: no warning.
    await page.goto("/receitas/moqueca-baiana-de-peixe");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: /Atenção/ })).toHaveCount(0);

    // The list: the omelete is there until the cook asks for only what they can eat.
    await page.goto("/receitas?q=tomate");
    const results = page.getByRole("region", { name: "Resultados" });
    await expect(results.getByRole("article").filter({ hasText: "Omelete de Queijo e Tomate" })).toHaveCount(1);
    await expect(page.getByText("Deixa de fora o que você evita: lactose.")).toBeVisible();
    await page.locator("label").filter({ hasText: "Só o que posso comer" }).click();
    await expect(page).toHaveURL(/posso-comer=1/);
    await expect(results.getByRole("article").filter({ hasText: "Omelete de Queijo e Tomate" })).toHaveCount(0);
    await expect(results.getByRole("article").first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Só o que posso comer" })).toBeChecked();
    await expect(results.getByRole("article").filter({ hasText: "Omelete de Queijo e Tomate" })).toHaveCount(0);

    // A visitor has no profile: no toggle, and the flag in a shared link filters nothing.
    const visitor = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto("/receitas?q=tomate&posso-comer=1");
    await expect(visitor.getByRole("checkbox", { name: "Só o que posso comer" })).toHaveCount(0);
    await expect(visitor.getByRole("article").filter({ hasText: "Omelete de Queijo e Tomate" })).toHaveCount(1);
    await expect(visitor.getByRole("region", { name: /Atenção/ })).toHaveCount(0);
    await visitor.close();
  });
});

test.describe("the chef says what it did", () => {
  test("a rewrite that would add what the cook avoids is refused in one coherent answer, and the recipe is unchanged", async ({ page }) => {
    test.setTimeout(60_000);
    const word = marker();
    await cookWith(page, "Caio", { restrictions: ["lactose"] });
    await page.goto("/receitas/moqueca-baiana-de-peixe");
    const ingredients = page.getByRole("region", { name: "Ingredientes" }).getByRole("listitem");
    const before = await ingredients.allTextContents();
    // Both attempts add cheese, as a careless model would.
    const withCheese = JSON.stringify({
      message: "Pronto, coloquei queijo por cima!",
      recipeUpdated: true,
      updatedRecipe: {
        title: "Moqueca Baiana de Peixe",
        servings: 6,
        ingredients: [
          { name: "robalo em postas", quantity: 1, unit: "kg" },
          { name: "queijo muçarela", quantity: 200, unit: "g" },
        ],
      },
    });
    await steer(page.request, word, { fixedReply: withCheese });
    await page.getByRole("button", { name: "Ajuda do Chef" }).click();
    const panel = page.getByRole("region", { name: "Chef Virtual" });
    await panel.getByPlaceholder("Digite sua mensagem...").fill(`Coloque queijo por cima ${word}`);
    await panel.getByRole("button", { name: "Enviar" }).click();
    const log = panel.getByRole("log");
    await expect(log).toContainText(
      `Você pediu: “Coloque queijo por cima ${word}”. Não fiz essa alteração: a receita ficaria com queijo muçarela (lactose), e isso está nas suas restrições. Uma alternativa segura: trocar queijo muçarela por queijo vegano ou levedura nutricional. Se quiser, é só pedir.`,
      { timeout: 20_000 },
    );
    await expect(log).not.toContainText("coloquei queijo");
    await expect(log).not.toContainText("O que mudou");
    expect(await asked(page.request, word)).toHaveLength(2); // one retry that named the problem
    expect((await asked(page.request, word))[1]!.messages.at(-1)!.content).toContain("queijo muçarela (lactose)");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.reload();
    await expect(ingredients).toHaveText(before);
    await expect(page.getByRole("link", { name: "Abrir minha versão" })).toHaveCount(0);
  });
});
