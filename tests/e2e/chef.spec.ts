/**
 * The AI chef in a real browser against the scripted local model (issue 4): the fridge
 * (catalogue matches, a streamed recipe saved for the cook, restrictions, failures),
 * the chef chat (streamed reply, rewrites without losing anything, privacy, failures)
 * and the input limits. Each test steers only its own model calls: the local model's
 * controls are scoped by a unique word the test puts in its prompt ("quando").
 */
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { hydrating, test } from "./fixtures";
import { expectNoSeriousA11yViolations, saveProfileByHttp, signInByHttp } from "./support";

let counter = 0;
/** A word only this test's prompts contain. */
const marker = () => `jilo${process.pid}x${Date.now().toString(36)}x${++counter}`;

/** Alerts with something in them (the toast region is an empty alert until it speaks). */
const shown = (scope: Page | Locator) => scope.getByRole("alert").filter({ hasText: /\S/ });

/** Signed in by HTTP: the popup is accounts.spec.ts's subject; the page shares the request's cookies. */
async function signedIn(page: Page, name = "Rosa Cozinheira") {
  await signInByHttp(page.request, { name });
}

async function steer(request: APIRequestContext, quando: string, settings: Record<string, unknown>) {
  await request.post("/dev-llm/controle", { data: { quando, ...settings } });
}

/**
 * A test that waits for the recipe's end, not for its words, has its model write at full
 * speed: the scripted model's 400 tokens/s cost 2–3 s a recipe on a loaded machine.
 */
const fullSpeed = { tokensPerSecond: 5000 };

async function asked(request: APIRequestContext, text: string) {
  return (await (await request.get(`/dev-llm/requisicoes?contendo=${encodeURIComponent(text)}`)).json()) as {
    model: string;
    temperature: number;
    max_tokens?: number;
    messages: { role: string; content: string }[];
  }[];
}

async function ownRecipes(page: Page): Promise<{ id: string; title: string }[]> {
  return (await (await page.request.get("/perfil/dados.json")).json()).recipes;
}

async function fillIngredients(page: Page, values: string[]) {
  for (let index = 0; index < values.length; index++) {
    if (index > 0) await page.getByRole("button", { name: "Adicionar ingrediente" }).click();
    await page.getByLabel(`Ingrediente ${index + 1}`, { exact: true }).fill(values[index]!);
  }
}

test.describe("fridge", () => {
  test("greets the cook, validates the rows, finds catalogue recipes with what is missing, and streams a new recipe that is saved", async ({
    page,
  }) => {
    test.setTimeout(90_000); // a long flow on a shared 2-core machine
    const word = marker();
    await steer(page.request, word, { tokensPerSecond: 150 });
    await signedIn(page, "Rosa");
    await page.goto("/geladeira");
    await expect(page.getByRole("heading", { name: "Minha Geladeira" })).toBeVisible();
    await expect(page.getByText("Olá, Rosa!")).toBeVisible();
    await expect(page.getByText("Nenhuma busca realizada ainda")).toBeVisible();
    // A new cook sees the spec's samples: three searches, five ingredients.
    await expect(page.getByRole("region", { name: "Buscas Recentes" }).getByRole("button")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Ingredientes Salvos" }).getByRole("button")).toHaveCount(5);

    // The last row cannot be removed; a blank row is refused.
    await expect(page.getByRole("button", { name: "Remover ingrediente 1" })).toBeDisabled();
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(shown(page)).toHaveText("Todos os ingredientes devem ser preenchidos");
    await fillIngredients(page, ["  frango ", "tomate", word]);
    await page.getByRole("button", { name: "Adicionar ingrediente" }).click();
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(shown(page)).toHaveText("Todos os ingredientes devem ser preenchidos");
    await page.getByRole("button", { name: "Remover ingrediente 4" }).click();
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(page.getByLabel("Ingrediente 1", { exact: true })).toHaveValue("frango");

    // The new recipe appears while it is being written (150 tokens/s: about 4 s), then is saved.
    const fresh = page.getByRole("region", { name: "Receita nova do Chef IA" });
    await expect(fresh.getByRole("heading", { level: 4 })).toContainText("frango", { ignoreCase: true });
    await expect(fresh.getByRole("link", { name: "Ver receita completa" })).toBeHidden();
    await expect(fresh.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 20_000 });
    await expect(fresh.getByText("Criada com IA")).toBeVisible();
    await expect(fresh.getByText("Demonstração", { exact: true })).toBeVisible();
    // The best six first; the others behind "ver mais". Together with the new recipe, the count.
    const catalogue = page.getByRole("region", { name: "Do nosso catálogo" });
    const first = await catalogue.getByRole("article").count();
    expect(first).toBeLessThanOrEqual(6);
    await catalogue.getByRole("button", { name: /^Ver (mais )?\d+ receitas?/ }).click();
    const count = await catalogue.getByRole("article").count();
    expect(count).toBeGreaterThan(first);
    await expect(page.getByText(`${count + 1} receitas encontradas`)).toBeVisible();
    // Catalogue matches, each saying what is missing (staples never are).
    // (Which ones depends on the catalogue; any that lacks something says what, and never a staple.)
    const lacking = catalogue.getByRole("article").filter({ hasText: "Falta: " }).first();
    await expect(lacking).toContainText(/Você tem \d+ de \d+ ingredientes/);
    await expect(lacking).not.toContainText(/Falta:.*\bsal\b/);
    await expectNoSeriousA11yViolations(page);

    // The model was asked as the spec says: temperature 0.7, grams, the cook's profile.
    const calls = await asked(page.request, word);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ model: "gpt-3.5-turbo", temperature: 0.7 });
    expect(calls[0]!.messages[0]!.content).toContain("JSON");
    expect(calls[0]!.messages[1]!.content).toContain(`Ingredientes disponíveis: frango, tomate, ${word}.`);
    expect(calls[0]!.messages[1]!.content).toContain("gramas");

    // Saved for the cook, marked, and linked.
    await fresh.getByRole("link", { name: "Ver receita completa" }).click();
    await expect(page).toHaveURL(/\/receitas\/refogado-de-frango/);
    await expect(page.getByText("Criada com IA")).toBeVisible();
    await expect(page.getByText("Demonstração", { exact: true })).toBeVisible();
    expect((await ownRecipes(page)).map((recipe) => recipe.id)).toContain(page.url().split("/").pop());

    // The cook's own history replaces the samples.
    await page.goto("/geladeira");
    const recent = page.getByRole("region", { name: "Buscas Recentes" });
    await expect(recent.getByRole("button")).toHaveCount(1);
    await expect(recent.getByRole("button")).toHaveText(`frango, tomate, ${word}`);
    const saved = page.getByRole("region", { name: "Ingredientes Salvos" });
    await expect(saved.getByRole("button", { name: "Adicionar frango à busca" })).toBeVisible();
    await saved.getByRole("button", { name: `Esquecer ${word}` }).click();
    await expect(saved.getByRole("button", { name: `Adicionar ${word} à busca` })).toBeHidden();
  });

  test("the recipe-name mode needs a name and sends it with the marker", async ({ page }) => {
    const word = marker();
    await steer(page.request, word, fullSpeed);
    await signedIn(page);
    await page.goto("/geladeira");
    await page.getByRole("button", { name: "Buscar por Receita" }).click();
    await page.getByLabel("Nome da receita").fill("   ");
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(shown(page)).toHaveText("Digite o nome da receita");
    await page.getByLabel("Nome da receita").fill(`Escondidinho ${word}`);
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(page.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 20_000 });
    const calls = await asked(page.request, word);
    expect(calls[0]!.messages[1]!.content).toContain(`Nome da receita: Escondidinho ${word}.`);
  });

  test("restrictions: a recipe with a restricted ingredient gets one retry, then a clear refusal; never saved", async ({ page }) => {
    test.setTimeout(90_000); // a long flow on a shared 2-core machine
    await signedIn(page);
    await saveProfileByHttp(page.request, { name: "Rosa Cozinheira", restrictions: ["ovos"] });
    const withEggs = JSON.stringify({
      title: "Omelete",
      description: "Com ovos.",
      prepTime: 5,
      cookTime: 5,
      servings: 1,
      difficulty: "fácil",
      ingredients: [{ name: "ovos", quantity: 3, unit: "unidade" }],
      steps: [{ description: "Bata e frite." }],
    });

    // First attempt has eggs, the retry (told why) does not: saved.
    const once = marker();
    await steer(page.request, once, { fixedReply: withEggs, fixedReplyTimes: 1, ...fullSpeed });
    await page.goto("/geladeira");
    await fillIngredients(page, ["espinafre", once]);
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(page.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("A receita usava ovos, que está nas suas restrições. Pedindo outra ao Chef IA...")).toBeVisible();
    const calls = await asked(page.request, once);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.messages[1]!.content).toContain("Restrições (NUNCA use estes ingredientes): ovos.");
    expect(calls[1]!.messages[1]!.content).toContain("A receita anterior foi recusada: ovos. Escreva outra sem esses ingredientes.");
    const before = (await ownRecipes(page)).length;
    expect((await ownRecipes(page)).some((recipe) => recipe.title === "Omelete")).toBe(false);

    // Both attempts have eggs: the cook is told, nothing is saved.
    const always = marker();
    await steer(page.request, always, { fixedReply: withEggs, ...fullSpeed });
    await page.goto("/geladeira");
    await fillIngredients(page, ["queijo", always]);
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(shown(page)).toHaveText("Não conseguimos uma receita sem ovos, que está nas suas restrições. Tente outros ingredientes.");
    await expect(page.getByRole("link", { name: "Ver receita completa" })).toBeHidden();
    // The refused recipe does not stay on screen as if it were one.
    await expect(page.getByRole("region", { name: "Receita nova do Chef IA" })).toHaveCount(0);
    await expect(page.getByText("Omelete", { exact: true })).toHaveCount(0);
    expect(await ownRecipes(page)).toHaveLength(before);
  });

  const failures = [
    { failure: "500", message: "Erro ao gerar receita. Tente novamente." },
    { failure: "429", message: "Erro ao gerar receita. Tente novamente." },
    { failure: "sem-json", message: "Resposta não contém JSON válido" },
    { failure: "formato-errado", message: "Erro ao processar a receita gerada" },
    { failure: "truncada", message: "Erro ao gerar receita. Tente novamente." },
  ];
  test("model failures show the Portuguese message, keep the catalogue matches, and save nothing", async ({ page }) => {
    test.setTimeout(90_000); // a long flow on a shared 2-core machine
    await signedIn(page);
    for (const { failure, message } of failures) {
      const word = marker();
      await steer(page.request, word, { failure, ...fullSpeed });
      await page.goto("/geladeira");
      await fillIngredients(page, ["frango", word]);
      await page.getByRole("button", { name: "Buscar Receitas" }).click();
      await expect(shown(page), failure).toHaveText(message, { timeout: 20_000 });
      await expect(page.getByRole("region", { name: "Do nosso catálogo" })).toBeVisible();
    }
    expect(await ownRecipes(page)).toEqual([]);
  });

  test("a list typed in one field on a phone is that list: four rows, the catalogue matches them, four saved chips", async ({ page }) => {
    await signedIn(page);
    await page.setViewportSize({ width: 360, height: 800 });
    const word = marker();
    await steer(page.request, word, fullSpeed);
    await page.goto("/geladeira");
    await expect(page.getByText("Pode digitar vários de uma vez, separados por vírgula: arroz, feijão, ovo.")).toBeVisible();
    await page.getByLabel("Ingrediente 1", { exact: true }).fill(`arroz, feijão, ovo e ${word}`);
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    for (const [index, value] of ["arroz", "feijão", "ovo", word].entries()) {
      await expect(page.getByLabel(`Ingrediente ${index + 1}`, { exact: true })).toHaveValue(value);
    }
    await expect(page.getByRole("region", { name: "Do nosso catálogo" }).getByRole("link").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 20_000 });
    const calls = await asked(page.request, word);
    expect(calls[0]!.messages[1]!.content).toContain(`Ingredientes disponíveis: arroz, feijão, ovo, ${word}.`);
    await page.reload();
    for (const name of ["arroz", "feijão", "ovo", word]) {
      await expect(page.getByRole("button", { name: `Adicionar ${name} à busca` })).toBeVisible();
    }
  });

  test('a reply the app cannot read is asked once more: "Ajustando a receita…", then the recipe, and no error', async ({ page }) => {
    await signedIn(page);
    const word = marker();
    // The model answers the first call with a sentence and no JSON, and a stream slowed down
    // so the cook can see what is happening during the second.
    await steer(page.request, word, { failure: "sem-json", failureTimes: 1, tokensPerSecond: 150 });
    await page.goto("/geladeira");
    await fillIngredients(page, ["frango", word]);
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(page.getByText("Ajustando a receita…")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Ajustando a receita…")).toHaveCount(0);
    await expect(page.getByText("Resposta não contém JSON válido")).toHaveCount(0);
    expect(await asked(page.request, word)).toHaveLength(2);
  });

  test("limits are checked before any model call, with 413 and a Portuguese message", async ({ page, request }) => {
    await signedIn(page);
    const post = (items: string[]) => {
      const form = new URLSearchParams();
      for (const item of items) form.append("items", item);
      return page.request.post("/api/geladeira", {
        data: form.toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
    };
    const word = marker();
    const cases = [
      { items: Array.from({ length: 16 }, (_, index) => `${word}${index}`), status: 413, message: "Use no máximo 15 ingredientes." },
      { items: [`${word}${"x".repeat(80)}`], status: 413, message: "Cada ingrediente pode ter até 60 caracteres." },
      { items: [`receita:${word}${"x".repeat(150)}`], status: 413, message: "O nome da receita pode ter até 120 caracteres." },
      { items: [word, "  "], status: 400, message: "Todos os ingredientes devem ser preenchidos" },
      { items: ["receita:  "], status: 400, message: "Digite o nome da receita" },
      { items: [word.repeat(2000)], status: 413, message: "Pedido grande demais." },
    ];
    for (const { items, status, message } of cases) {
      const response = await post(items);
      expect(response.status(), message).toBe(status);
      expect((await response.json()).message).toBe(message);
    }
    expect(await asked(page.request, word)).toEqual([]);
    // Without a session: refused, nothing asked.
    const outsider = await request.post("/api/geladeira", { form: { items: word } });
    expect(outsider.status()).toBe(401);
    expect((await outsider.json()).message).toBe("Faça login para usar o Chef IA.");
  });
});

test.describe("chef chat", () => {
  const cake = "/receitas/bolo-de-cenoura-com-cobertura-de-chocolate";

  test("the panel as specified: toggle, 400 px history, examples, placeholder, Enviar only with text", async ({ page }) => {
    await signedIn(page);
    await page.goto(cake);
    const toggle = page.getByRole("button", { name: "Ajuda do Chef" });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Fechar Chat" })).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("region", { name: "Chef Virtual" });
    const history = panel.getByRole("log", { name: "Conversa com o Chef Virtual" });
    expect((await history.boundingBox())?.height).toBe(400);
    const input = panel.getByPlaceholder("Digite sua mensagem...");
    const send = panel.getByRole("button", { name: "Enviar" });
    await expect(send).toBeDisabled();
    await input.fill("    ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(history.getByRole("listitem")).toHaveCount(0);
    await panel.getByRole("button", { name: "Quanto tempo dura na geladeira?" }).click();
    await expect(input).toHaveValue("Quanto tempo dura na geladeira?");
    await expect(send).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Fechar Chat" }).click();
    await expect(panel).toBeHidden();
  });

  test("a rewrite of a catalogue recipe becomes the cook's own version; the original never changes; history is private", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000); // a long flow on a shared 2-core machine
    await signedIn(page, "Dona Benta");
    await page.goto(cake);
    const servings = page.getByRole("definition").filter({ hasText: /^\d+$/ }).first();
    await expect(servings).toHaveText("16");
    await page.getByRole("button", { name: "Ajuda do Chef" }).click();
    const panel = page.getByRole("region", { name: "Chef Virtual" });
    await panel.getByPlaceholder("Digite sua mensagem...").fill("Adapte para 4 porções");
    await panel.getByRole("button", { name: "Enviar" }).click();
    const log = panel.getByRole("log");
    await expect(log).toContainText("Demonstração do Chef Virtual: adaptei a receita para 4 porções.");
    await expect(log).toContainText("O que mudou");
    await expect(log).toContainText("Porções: 16 → 4");
    await expect(log.getByText("Demonstração", { exact: true })).toBeVisible();

    // The catalogue recipe is unchanged, even after a reload.
    await page.reload();
    await expect(servings).toHaveText("16");
    await page.getByRole("button", { name: "Ajuda do Chef" }).click();
    await expect(page.getByRole("log")).toContainText("Adapte para 4 porções");

    // The cook's version, linked to the original.
    await page.getByRole("link", { name: "Abrir minha versão" }).click();
    await expect(page.getByText("Minha versão", { exact: true })).toBeVisible();
    await expect(page.getByText("Sua versão de")).toBeVisible();
    await expect(page.getByRole("link", { name: "Bolo de Cenoura com Cobertura de Chocolate" })).toBeVisible();
    await expect(servings).toHaveText("4");

    // The chat stays open on the cook's version, with its own (empty) history. There a
    // rewrite is a new version of the same recipe, and "Desfazer" puts it back.
    await expect(page.getByRole("button", { name: "Fechar Chat" })).toBeVisible();
    await expect(page.getByRole("log")).toContainText("Nenhuma mensagem ainda");
    const own = page.getByRole("region", { name: "Chef Virtual" });
    await own.getByPlaceholder("Digite sua mensagem...").fill("Adapte para 2 porções");
    await own.getByRole("button", { name: "Enviar" }).click();
    await expect(own.getByRole("log")).toContainText("Porções: 4 → 2");
    await expect(servings).toHaveText("2");
    await own.getByRole("button", { name: "Desfazer" }).click();
    await expect(page.getByText("Alteração desfeita.")).toBeVisible();
    await expect(servings).toHaveText("4");

    // Another cook sees none of this conversation.
    const other = hydrating(await browser.newContext());
    const otherPage = await other.newPage();
    await signedIn(otherPage, "Outra Pessoa");
    await otherPage.goto(cake);
    await otherPage.getByRole("button", { name: "Ajuda do Chef" }).click();
    await expect(otherPage.getByRole("log")).toContainText("Nenhuma mensagem ainda");
    await other.close();
  });

  test("chat parameters, a failure with the apology, and model HTML shown as text", async ({ page }) => {
    await signedIn(page);
    await page.goto(cake);
    await page.getByRole("button", { name: "Ajuda do Chef" }).click();
    const panel = page.getByRole("region", { name: "Chef Virtual" });
    const input = panel.getByPlaceholder("Digite sua mensagem...");

    const failing = marker();
    await steer(page.request, failing, { failure: "500" });
    await input.fill(`Posso congelar? ${failing}`);
    await panel.getByRole("button", { name: "Enviar" }).click();
    await expect(shown(panel)).toHaveText("Erro ao processar sua solicitação. Por favor, tente novamente.");
    await expect(panel.getByRole("log")).toContainText(
      "Desculpe, ocorreu um erro ao processar sua solicitação. Por favor, tente novamente mais tarde.",
    );

    const html = marker();
    await steer(page.request, html, {
      fixedReply: JSON.stringify({ message: '<img src=x onerror="window.__xss=1"><b>negrito</b>', recipeUpdated: false }),
    });
    await input.fill(`Uma dica? ${html}`);
    await panel.getByRole("button", { name: "Enviar" }).click();
    await expect(panel.getByRole("log")).toContainText('<img src=x onerror="window.__xss=1"><b>negrito</b>');
    expect(await panel.getByRole("log").locator("img, b").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    const calls = await asked(page.request, html);
    expect(calls[0]).toMatchObject({ model: "gpt-3.5-turbo", temperature: 0.5, max_tokens: 2000 });
    expect(calls[0]!.messages[1]!.content).toContain("Receita: Bolo de Cenoura com Cobertura de Chocolate");
    expect(calls[0]!.messages[1]!.content).toContain(`Pedido do usuário: Uma dica? ${html}`);

    // After a reload the history holds both exchanges, in order, apology included.
    await page.reload();
    await page.getByRole("button", { name: "Ajuda do Chef" }).click();
    const items = page.getByRole("log").getByRole("listitem");
    await expect(items).toHaveCount(4);
    await expect(items.nth(1)).toContainText("Desculpe, ocorreu um erro");
  });

  test("a message over the limit is refused with 413 before any model call", async ({ page }) => {
    await signedIn(page);
    const word = marker();
    const response = await page.request.post("/api/chat", {
      form: { recipeId: "bolo-de-cenoura-com-cobertura-de-chocolate", message: `${word} ${"a".repeat(1000)}` },
    });
    expect(response.status()).toBe(413);
    expect((await response.json()).message).toBe("A mensagem pode ter até 1000 caracteres.");
    expect(await asked(page.request, word)).toEqual([]);
  });
});
