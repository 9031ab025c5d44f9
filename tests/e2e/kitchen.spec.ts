import { expect, request as playwrightRequest, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { signInByHttp, uniqueEmail } from "./support";

/** Signed in by HTTP: the popup is accounts.spec.ts's subject; the page shares the request's cookies. */
async function signedIn(page: Page, name = "Cozinheira") {
  await signInByHttp(page.request, { name });
}

test.describe("favourites", () => {
  test("the heart flips after the server confirms, and /favoritos lists and unlists", async ({ page }) => {
    await signedIn(page);
    await page.goto("/favoritos");
    await expect(page.getByText("Você ainda não tem receitas favoritas")).toBeVisible();

    await page.goto("/receitas/brigadeiro");
    const heart = page.getByRole("button", { name: /favoritos: Brigadeiro/ });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toHaveAccessibleName(/Remover dos favoritos/);

    await page.goto("/favoritos");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Brigadeiro" })).toBeVisible();
    await page.getByRole("button", { name: /Remover dos favoritos: Brigadeiro/ }).click();
    await expect(page.getByText("Você ainda não tem receitas favoritas")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Você ainda não tem receitas favoritas")).toBeVisible();
  });

  // One cook and one load of the recipe; each failure is provoked on a fresh load (a reload),
  // so each message is a new one.
  test("a failed update, a refusal from the server and a failed add each say so", async ({ page }) => {
    await signedIn(page);
    await test.step("a failed update says so and the heart does not flip", async () => {
      await page.goto("/receitas/brigadeiro");
      // The connection drops as the cook taps the heart.
      await page.route("**/api/favoritos*", (route) => route.abort("internetdisconnected"));
      const heart = page.getByRole("button", { name: /favoritos: Brigadeiro/ });
      await heart.click();
      await expect(page.getByRole("alert")).toContainText("Erro ao atualizar favoritos. Tente novamente.");
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByRole("heading", { name: "Brigadeiro", level: 1 })).toBeVisible();
    });

    await test.step("a refusal from the server says so and the heart does not flip", async () => {
      await page.unrouteAll();
      await page.reload();
      // The request reaches the server, which refuses it (a recipe that does not exist).
      await page.route("**/api/favoritos*", (route) => route.continue({ postData: "recipeId=nao-existe&favorite=true" }));
      const heart = page.getByRole("button", { name: /favoritos: Brigadeiro/ });
      const answer = page.waitForResponse((response) => response.url().includes("/api/favoritos"));
      await heart.click();
      expect((await answer).status()).toBe(404);
      await expect(page.getByRole("alert")).toContainText("Erro ao atualizar favoritos. Tente novamente.");
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByRole("heading", { name: "Brigadeiro", level: 1 })).toBeVisible();
    });

    await test.step("a failed add of a recipe says so", async () => {
      await page.unrouteAll();
      await page.reload();
      await page.route("**/api/compras/receita*", (route) => route.abort("internetdisconnected"));
      await page.getByRole("button", { name: "Lista de Compras" }).click();
      await expect(page.getByRole("alert")).toContainText("Erro ao adicionar à lista de compras");
    });
  });
});

test.describe("servings and the shopping list", () => {
  test("scales quantities and adds the recipe for the servings shown, merging repeated lines", async ({ page }) => {
    await signedIn(page);
    await page.goto("/receitas/brigadeiro");
    const servings = page.getByRole("group", { name: "Porções" });
    const shown = Number.parseInt((await servings.locator("output").textContent())!, 10);
    const firstQuantity = page.getByRole("region", { name: "Ingredientes" }).locator("li strong").first();
    const before = (await firstQuantity.textContent())!;
    for (let i = 0; i < shown; i++) await servings.getByRole("button", { name: "Aumentar porções" }).click();
    await expect(servings.locator("output")).toHaveText(`${shown * 2} porções`);
    await expect(firstQuantity).not.toHaveText(before);

    await page.getByRole("button", { name: "Lista de Compras" }).click();
    await expect(page.getByRole("alert")).toContainText("Ingredientes adicionados à lista de compras!");
    await page.goto("/compras");
    // Each line is a checkbox named by its text, in the sections of the market.
    const boxes = page.getByRole("checkbox");
    const lines = await boxes.evaluateAll((found) => found.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ""));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line).toMatch(/^\S+( \S+)? .+ de .+/);

    await page.goto("/receitas/brigadeiro");
    await page.getByRole("button", { name: "Lista de Compras" }).click();
    await expect(page.getByRole("alert")).toContainText("Ingredientes adicionados à lista de compras!");
    await page.goto("/compras");
    await expect(boxes).toHaveCount(lines.length);
  });

  test("an item too long is refused; adds, ticks (kept after a reload), removes and clears items", async ({ page }) => {
    await signedIn(page);
    await test.step("an item too long says so and adds nothing", async () => {
      await page.goto("/compras");
      const input = page.getByRole("textbox", { name: "Novo item" });
      // The field stops at 200 characters; without that limit the page says why before sending
      // (the server refuses it too: app/routes/api/shopping-sync.test.ts).
      await input.evaluate((element) => element.removeAttribute("maxlength"));
      await input.fill("x".repeat(201));
      await page.getByRole("button", { name: "Adicionar" }).click();
      await expect(page.getByRole("alert")).toContainText("Erro ao adicionar item à lista. Cada item pode ter no máximo 200 caracteres.");
      await expect(page.getByText("Sua lista de compras está vazia.")).toBeVisible();
    });

    await test.step("adds, ticks (kept after a reload), removes and clears items", async () => {
      await expect(page.getByText("Sua lista de compras está vazia.")).toBeVisible();
      const input = page.getByRole("textbox", { name: "Novo item" });
      await input.fill("   ");
      await page.getByRole("button", { name: "Adicionar" }).click();
      await expect(page.getByText("Sua lista de compras está vazia.")).toBeVisible();
      await input.fill("  pão francês  ");
      await page.getByRole("button", { name: "Adicionar" }).click();
      await expect(page.getByRole("checkbox", { name: "pão francês" })).toBeVisible();
      await expect(input).toHaveValue("");
      await input.fill("café");
      await page.getByRole("button", { name: "Adicionar" }).click();
      await page.getByRole("checkbox", { name: "pão francês" }).check();
      await expect(page.getByText("1 item para comprar")).toBeVisible();
      await page.reload();
      await expect(page.getByRole("checkbox", { name: "pão francês" })).toBeChecked();
      await page.getByRole("button", { name: "Limpar itens marcados" }).click();
      await expect(page.getByRole("checkbox", { name: "pão francês" })).toHaveCount(0);
      await page.getByRole("button", { name: "Remover café" }).click();
      await expect(page.getByText("Sua lista de compras está vazia.")).toBeVisible();
    });
  });

  test("signed out, the list button is disabled and /compras asks to sign in", async ({ page }) => {
    await page.goto("/receitas/brigadeiro");
    await expect(page.getByRole("button", { name: "Lista de Compras" })).toBeDisabled();
    await page.goto("/compras");
    await expect(page).toHaveURL(/\/entrar\?redirectTo=%2Fcompras/);
  });

  test("one cook cannot change another's list", async ({ baseURL }) => {
    const ana = await playwrightRequest.newContext({ baseURL });
    const bia = await playwrightRequest.newContext({ baseURL });
    await signInByHttp(ana, { email: uniqueEmail("ana") });
    await signInByHttp(bia, { email: uniqueEmail("bia") });
    await ana.post("/compras", { form: { intent: "adicionar", text: "azeite" }, headers: { Origin: baseURL! } });
    const html = await (await ana.get("/compras")).text();
    const id = /name="id" value="([0-9a-f-]{36})"/.exec(html)![1]!;
    const attack = await bia.post("/compras", { form: { intent: "remover", id }, headers: { Origin: baseURL! } });
    expect(attack.status()).toBe(404);
    const tick = await bia.post("/compras", { form: { intent: "marcar", id, checked: "true" }, headers: { Origin: baseURL! } });
    expect(tick.status()).toBe(404);
    expect(await (await ana.get("/compras")).text()).toContain("azeite");
    expect(await (await bia.get("/compras")).text()).not.toContain("azeite");
    await ana.dispose();
    await bia.dispose();
  });
});

test.describe("cooking mode", () => {
  test("keeps the screen awake while open; one step at a time with progress, keyboard and Finalizar", async ({ page }) => {
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { wakeLog: string[] }).wakeLog = log;
      Object.defineProperty(navigator, "wakeLock", {
        value: {
          request: async (type: string) => {
            log.push(`request:${type}`);
            return { release: async () => void log.push("release") };
          },
        },
      });
    });
    await signedIn(page);
    await page.goto("/receitas/brigadeiro");
    await test.step("keeps the screen awake while open and lets it sleep after", async () => {
      const log = () => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog);
      await page.getByRole("button", { name: "Começar a Preparar" }).click();
      await expect.poll(log).toEqual(["request:screen"]);
      await page.getByRole("button", { name: "Fechar modo de preparo" }).click();
      await expect.poll(log).toEqual(["request:screen", "release"]);
    });

    await test.step("one step at a time with progress, keyboard and Finalizar", async () => {
      await page.getByRole("button", { name: "Começar a Preparar" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText(/^Passo 1 de \d+$/)).toBeVisible();
      const total = Number(/de (\d+)/.exec((await dialog.getByText(/^Passo 1 de/).textContent())!)![1]);
      await expect(dialog.getByRole("button", { name: "Anterior" })).toBeDisabled();
      await expect(dialog.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await expect(dialog.getByText(`Passo 2 de ${total}`)).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(dialog.getByText(`Passo 1 de ${total}`)).toBeVisible();
      for (let step = 1; step < total; step++) await page.keyboard.press("ArrowRight");
      await expect(dialog.getByText(`Passo ${total} de ${total}`)).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Próximo" })).toHaveCount(0);
      await dialog.getByRole("button", { name: "Finalizar" }).click();
      // An end screen (issue 22): done, rate it, or back to the recipe; "Anterior" returns to the last step.
      await expect(dialog.getByRole("heading", { name: "Pronto! Bom apetite." })).toBeFocused();
      await dialog.getByRole("button", { name: "Anterior" }).click();
      await expect(dialog.getByText(`Passo ${total} de ${total}`)).toBeVisible();
      await dialog.getByRole("button", { name: "Finalizar" }).click();
      await dialog.getByRole("button", { name: "Avaliar a receita" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { name: "Avaliações", exact: true })).toBeFocused();
      await expect(page).not.toHaveURL(/passo=/);

      await page.getByRole("button", { name: "Começar a Preparar" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    });
  });

  test("a time in a step becomes a timer that can pause and ends with an alert", async ({ page }) => {
    await page.clock.install();
    await signedIn(page);
    await page.goto("/receitas/feijoada-completa");
    await page.getByRole("button", { name: "Começar a Preparar" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Próximo" }).click();
    await expect(dialog.getByText(/^Passo 2 de/)).toBeVisible();
    await dialog.getByRole("button", { name: "Cronômetro: 10 minutos" }).click();
    const clock = dialog.getByLabel("Tempo restante de 10 minutos");
    await expect(clock).toHaveText("10:00");
    await page.clock.runFor(60_000);
    await expect(clock).toHaveText("9:00");
    await dialog.getByRole("button", { name: "Pausar" }).click();
    await page.clock.runFor(120_000);
    await expect(clock).toHaveText("9:00");
    await dialog.getByRole("button", { name: "Continuar" }).click();
    // Jumps (each due timer fires once) rather than running 2,160 ticks of 250 ms, which a loaded
    // machine could not render within the test's time (Playwright's Clock: fastForward).
    await page.clock.fastForward(9 * 60_000 + 500);
    await expect(dialog.getByRole("alert")).toContainText("Tempo esgotado: 10 minutos (passo 2)");
  });
});

test.describe("unit conversion", () => {
  // These tests steer the one scripted model of the test server: one at a time.
  test.describe.configure({ mode: "serial" });

  test("converts from the reference table in place, never asking the model; asks the model what the table cannot answer", async ({
    page,
    request,
  }) => {
    const asked = async (text: string) => (await request.get(`/dev-llm/requisicoes?contendo=${encodeURIComponent(text)}`)).json();
    const carrotCallsBefore = (await asked("de cenoura média para g")).length;
    await signedIn(page);
    await page.goto("/receitas/bolo-de-cenoura-com-cobertura-de-chocolate");
    await test.step("converts from the reference table in place; Converter is disabled on the current unit", async () => {
      const flour = page.getByRole("listitem").filter({ hasText: "farinha de trigo" });
      await expect(flour).toContainText("xícara");
      await flour.getByRole("button", { name: /Converter unidade/ }).click();
      const convert = flour.getByRole("button", { name: "Converter", exact: true });
      await expect(convert).toBeDisabled();
      // The spec's units but the pinch: nothing converts usefully into pinches.
      await expect(flour.getByRole("radio")).toHaveCount(8);
      await expect(flour.getByRole("radio", { name: "pitada" })).toHaveCount(0);
      await flour.getByRole("radio", { name: "g", exact: true }).check();
      await expect(convert).toBeEnabled();
      await convert.click();
      await expect(flour.getByRole("status")).toContainText(/= \d+ g \(farinha: 1 xícara = 120 g\)/);
      // Answered by the table: the model was never asked.
      expect(await asked("de farinha de trigo para g")).toEqual([]);
    });

    await test.step("what the table cannot answer is asked of the model; what it can answer never is", async () => {
      const carrot = page.getByRole("listitem").filter({ hasText: "cenoura" }).first();
      await carrot.getByRole("button", { name: /Converter unidade/ }).click();
      await carrot.getByRole("radio", { name: "g", exact: true }).check();
      await carrot.getByRole("button", { name: "Converter", exact: true }).click();
      await expect(carrot.getByRole("status")).toContainText(/= \d+ g \(Demonstração: estimativa do modelo local\)/);
      const log = (await asked("de cenoura média para g")).slice(carrotCallsBefore);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ model: "gpt-3.5-turbo", temperature: 0.3 });
      expect(log[0].messages[0].content).toContain("farinha 120 g");
      expect(log[0].messages[1].content).toBe("Converta 3 unidade de cenoura média para g.");
    });
  });

  test("a model failure while converting says so", async ({ page, request }) => {
    await request.post("/dev-llm/controle", { data: { quando: "de cenoura média para", failure: "sem-json" } });
    await signedIn(page);
    await page.goto("/receitas/bolo-de-cenoura-com-cobertura-de-chocolate");
    const carrot = page.getByRole("listitem").filter({ hasText: "cenoura" }).first();
    await carrot.getByRole("button", { name: /Converter unidade/ }).click();
    await carrot.getByRole("radio", { name: "g", exact: true }).check();
    await carrot.getByRole("button", { name: "Converter", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Erro ao converter unidade. Tente novamente.");
    await request.post("/dev-llm/controle", { data: { quando: "de cenoura média para" } });
  });
});

test("substitutes show per ingredient: the recipe's own, else the built-in list", async ({ page }) => {
  await page.goto("/receitas/bolo-de-cenoura-com-cobertura-de-chocolate");
  const ingredients = page.getByRole("region", { name: "Ingredientes" });
  await expect(ingredients.getByRole("listitem").filter({ hasText: "açúcar" })).toContainText(
    "Pode trocar por: mel, xilitol, açúcar de coco",
  );
  await expect(ingredients.getByRole("listitem").filter({ hasText: "chocolate em pó" })).toContainText("Pode trocar por: cacau em pó");
  await expect(ingredients.getByRole("listitem").filter({ hasText: "fermento" })).not.toContainText("Pode trocar por");
});
