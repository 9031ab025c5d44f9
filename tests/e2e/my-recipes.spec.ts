/**
 * "Minhas Receitas" on a phone (390 × 844): a recipe generated in Minha Geladeira by the
 * scripted local model is found from the menu, searched, renamed and deleted after a
 * confirmation; and the same page without JavaScript. Each test is a new cook.
 */
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { consentCookie, expectNoSeriousA11yViolations, signInByHttp, signInThroughPopup } from "./support";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let counter = 0;
/** A word only this test's prompts contain: the local model's controls are scoped by it. */
const marker = () => `quiabo${process.pid}x${Date.now().toString(36)}x${++counter}`;

async function steerFast(request: APIRequestContext, quando: string) {
  await request.post("/dev-llm/controle", { data: { quando, tokensPerSecond: 5000 } });
}

/** The phone menu, opened (it stays open after signing in from it). */
async function openMenu(page: Page) {
  const toggle = page.locator("button[aria-controls=menu-movel]");
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return page.locator("#menu-movel");
}

/** Nothing scrolls sideways, and every control in the page's content is at least 44 × 44 px. */
async function expectPhoneFriendly(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "rolagem lateral").toBeLessThanOrEqual(0);
  const small = await page.locator("main").evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>("a, button, input:not([type=hidden])")]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ text: element.textContent?.trim() || element.getAttribute("aria-label"), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small, "alvos de toque menores que 44 px").toEqual([]);
}

test("a generated recipe is found from the menu, searched, renamed and deleted after confirming", async ({ page }) => {
  test.setTimeout(40_000);
  const word = marker();
  await steerFast(page.request, word);

  // Signed out, the page sends to sign in and back.
  await page.goto("/minhas-receitas");
  await expect(page).toHaveURL(/\/entrar\?redirectTo=%2Fminhas-receitas$/);
  await page.goto("/");
  await signInThroughPopup(page, {
    name: "Lia",
    trigger: async () => {
      const menu = await openMenu(page);
      await menu.getByRole("button", { name: /^Entrar com/ }).click();
    },
  });

  // No recipe yet: the empty state leads to the fridge.
  let menu = await openMenu(page);
  // The menu is read once the signed-in cook's links are in it (the sign-in reloads the page's data).
  await expect(menu.getByRole("link", { name: "Minhas Receitas" })).toBeVisible();
  const links = await menu.getByRole("link").allTextContents();
  expect(links.slice(links.indexOf("Lista de Compras"), links.indexOf("Lista de Compras") + 3)).toEqual([
    "Lista de Compras",
    "Cardápio",
    "Minhas Receitas",
  ]);
  await menu.getByRole("link", { name: "Minhas Receitas" }).click();
  await expect(page).toHaveURL(/\/minhas-receitas$/);
  await expect(page.getByRole("heading", { name: "Minhas Receitas", level: 1 })).toBeVisible();
  await expect(page.getByText("Você ainda não criou receitas.")).toBeVisible();
  await page.getByRole("link", { name: "Ir para a Minha Geladeira" }).click();

  // The local model writes a recipe from what is in the fridge.
  await expect(page.getByRole("heading", { name: "Minha Geladeira" })).toBeVisible();
  await page.getByLabel("Ingrediente 1", { exact: true }).fill("feijão");
  await page.getByRole("button", { name: "Adicionar ingrediente" }).click();
  await page.getByLabel("Ingrediente 2", { exact: true }).fill(word);
  await page.getByRole("button", { name: "Buscar Receitas" }).click();
  const fresh = page.getByRole("region", { name: "Receita nova do Chef IA" });
  await expect(fresh.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 15_000 });
  const title = `Feijão com ${word}`; // the local model cooks dry beans as beans (server/local-model/fridge-recipe.ts)

  menu = await openMenu(page);
  await menu.getByRole("link", { name: "Minhas Receitas" }).click();
  const list = page.getByRole("list", { name: "Minhas Receitas" });
  const card = list.getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  await expect(card.getByText("Gerada pelo Chef IA")).toBeVisible();
  await expect(card.getByText(/^Criada em \d{1,2} de [a-zç]+ de \d{4} às \d{2}:\d{2}$/)).toBeVisible();
  // Private: not for search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(await (await page.request.get("/robots.txt")).text()).toContain("Disallow: /minhas-receitas");
  const href = (await card.getByRole("link", { name: title }).getAttribute("href"))!;
  expect(href).toMatch(/^\/receitas\/feijao-com-/);
  await expectPhoneFriendly(page);
  await expectNoSeriousA11yViolations(page);

  // Search: accents and case do not matter, ingredients count, the URL keeps it.
  const search = page.getByRole("searchbox", { name: "Buscar nas minhas receitas" });
  await search.fill("FEIJAO");
  await search.press("Enter");
  await expect(page).toHaveURL(/\?q=FEIJAO$/);
  await expect(page.getByText("1 receita encontrada para “FEIJAO”")).toBeVisible();
  await search.fill("azeite");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByText("1 receita encontrada para “azeite”")).toBeVisible();
  await search.fill("lasanha");
  await search.press("Enter");
  await expect(page.getByText("Nenhuma das suas receitas corresponde a “lasanha”.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Nenhuma das suas receitas corresponde a “lasanha”.")).toBeVisible();
  await expect(search).toHaveValue("lasanha");
  await page.getByRole("link", { name: "Limpar busca" }).click();
  await expect(card).toHaveCount(1);

  // Rename: a short title is refused by the server and nothing changes; then it is renamed.
  const rename = card.getByRole("button", { name: `Renomear “${title}”` });
  await rename.click();
  await expect(rename).toHaveAttribute("aria-expanded", "true");
  const field = card.getByLabel("Novo título");
  await expect(field).toBeFocused();
  await field.fill("  ab ");
  await card.getByRole("button", { name: "Salvar" }).click();
  await expect(card.getByRole("alert")).toHaveText("O título precisa ter pelo menos 3 caracteres.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  await expectPhoneFriendly(page);
  await field.fill("  Feijão da Lia  ");
  await card.getByRole("button", { name: "Salvar" }).click();
  await expect(card.getByRole("heading", { name: "Feijão da Lia" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Receita renomeada." })).toBeVisible();
  await expect(field).toBeHidden();
  await expect(card.getByRole("button", { name: "Renomear “Feijão da Lia”" })).toBeFocused();

  // Delete: cancelled first (nothing happens), then confirmed.
  const remove = card.getByRole("button", { name: "Excluir “Feijão da Lia”" });
  await remove.click();
  const confirm = card.getByRole("group", { name: "Excluir esta receita?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeFocused();
  await expectPhoneFriendly(page);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole("button", { name: "Sim, excluir" }).click();
  await expect(page.getByText("Você ainda não criou receitas.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Receita excluída." })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Você ainda não criou receitas.")).toBeVisible();
  expect((await page.request.get(href)).status()).toBe(404);
});

test("works without JavaScript: search, a refused and an accepted rename, a confirmed delete", async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  const api = await playwrightRequest.newContext({ baseURL });
  await signInByHttp(api, { name: "Sem Script" });
  const word = marker();
  await steerFast(api, word);
  const stream = await api.post("/api/geladeira", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: `items=ovo&items=${word}`,
  });
  expect(await stream.text()).toContain('"type":"saved"');
  const title = `Omelete de ${word}`; // the local model makes an omelette of eggs and what goes with them

  // Another cook's recipe, or the catalogue's, cannot be renamed or deleted: 404, nothing changes.
  const attempts: Record<string, string>[] = [
    { intent: "renomear", id: "feijoada-completa", title: "Feijoada Minha" },
    { intent: "excluir", id: "feijoada-completa" },
  ];
  for (const form of attempts) {
    expect((await api.post("/minhas-receitas", { form })).status()).toBe(404);
  }
  expect(await (await api.get("/receitas/feijoada-completa")).text()).toContain("Feijoada Completa");

  const { cookies } = await api.storageState();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    storageState: {
      cookies: [...cookies, consentCookie("recusado")],
      origins: [],
    },
  });
  const page = await context.newPage();
  await page.goto("/minhas-receitas");
  const card = page.getByRole("article");
  await expect(card.getByRole("heading", { name: title })).toBeVisible();

  await page.getByRole("searchbox", { name: "Buscar nas minhas receitas" }).fill("OVO");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/\?q=OVO$/);
  await expect(page.getByText("1 receita encontrada para “OVO”")).toBeVisible();

  await card.getByRole("button", { name: `Renomear “${title}”` }).click();
  await expect(page).toHaveURL(/\?q=OVO&renomear=/);
  await card.getByLabel("Novo título").fill("x".repeat(2));
  await card.getByRole("button", { name: "Salvar" }).click();
  await expect(card.getByText("O título precisa ter pelo menos 3 caracteres.")).toBeVisible();
  await card.getByLabel("Novo título").fill("Ovos Mexidos");
  await card.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Receita renomeada." })).toBeVisible();
  await expect(card.getByRole("heading", { name: "Ovos Mexidos" })).toBeVisible();
  await expect(card.getByLabel("Novo título")).toBeHidden();

  await card.getByRole("button", { name: "Excluir “Ovos Mexidos”" }).click();
  await card.getByRole("group", { name: "Excluir esta receita?" }).getByRole("button", { name: "Cancelar" }).click();
  await expect(card.getByRole("group", { name: "Excluir esta receita?" })).toBeHidden();
  await card.getByRole("button", { name: "Excluir “Ovos Mexidos”" }).click();
  await card.getByRole("button", { name: "Sim, excluir" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Receita excluída." })).toBeVisible();
  await expect(page.getByText("Nenhuma das suas receitas corresponde a “OVO”.")).toBeVisible();
  await context.close();
  await api.dispose();
});

test.describe("the cook's menu on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false });

  test("from 1280 px the bar holds the seven links, a long name and Sair on one line; below, the menu button", async ({ page }) => {
    await signInByHttp(page.request, { name: "Maria Aparecida dos Santos Oliveira" });
    await page.goto("/minhas-receitas");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("navigation").first().getByRole("link", { name: "Minhas Receitas" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(banner.getByRole("button", { name: "Sair" })).toBeVisible();
    // One row: every link, the profile and "Sair" share the bar's middle line.
    const middles = await banner.evaluate((header) =>
      [...header.querySelectorAll<HTMLElement>("a, button")]
        .filter((element) => element.offsetParent !== null)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        }),
    );
    expect(middles.length).toBeGreaterThanOrEqual(9);
    for (const middle of middles) expect(Math.abs(middle - 32)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await page.setViewportSize({ width: 1024, height: 768 });
    const menu = await openMenu(page);
    await expect(menu.getByRole("link", { name: "Minhas Receitas" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});
