/**
 * No screen wider than the phone: at 360 and 390 px, every page, open panel and dialog
 * fits the screen, signed out and signed in. A failure names the element that sticks out.
 * Each page is opened once, at the phone width the page before was left at, measured, then
 * resized to the other width and measured again: the layout is CSS alone at these widths (the
 * one script that reads the width, the list's filters, asks for 768 px or more), so a resized
 * page lays out as one opened at that width. One resize a page, not three (issue 27).
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { signInByHttp } from "./support";

const recipe = "/receitas/bolo-de-cenoura-com-cobertura-de-chocolate";

/** Every page a visitor can open (app/routes.ts), signed in or not. */
const publicPages = [
  "/",
  "/receitas",
  "/receitas?q=bolo",
  "/receitas/categorias/sobremesas",
  "/receitas/categorias/cafe-da-manha",
  "/receitas/dietas/vegetariano",
  "/receitas/dietas/sem-gluten",
  recipe,
  "/receitas/feijoada-completa",
  "/entrar",
  "/sobre",
  "/faq",
  "/contato",
  "/politica-de-privacidade",
  "/termos-de-uso",
  "/nao-existe",
  "/receitas/receita-que-nao-existe",
];

/** A cook's own pages; signed out, each sends the visitor to sign in. */
const cookPages = ["/perfil", "/favoritos", "/compras", "/minhas-receitas", "/geladeira"];

/**
 * What sticks out of the screen: the page's own width, and every visible element whose
 * right edge passes the screen's and is not clipped by a scrolling or clipping box inside
 * it. Only the outermost offenders are named (an offender's children follow it out).
 */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > window.innerWidth || scrollWidth > width) found.push(`page ${scrollWidth}px wide on a ${width}px screen`);
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== "visible" && parent.getBoundingClientRect().right <= width + 0.5) return true;
        if (style.position === "fixed") return false;
      }
      return false;
    };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) return false;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || (style.position === "fixed" && box.left >= width)) return false;
      return !clipped(element);
    };
    const describe = (element: Element) => {
      const id = element.getAttribute("id") ? `#${element.getAttribute("id")}` : "";
      const classes = (element.getAttribute("class") ?? "")
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 4)
        .map((name) => `.${name}`)
        .join("");
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const box = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}" right edge ${Math.round(box.right)}px`;
    };
    for (const element of document.body.querySelectorAll("*")) {
      if (!sticksOut(element)) continue;
      if (element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)) continue;
      found.push(describe(element));
      if (found.length > 6) break;
    }
    return found;
  });
}

const phones = [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
];

/** Measures the page at the phone width it has, then at the other, and leaves it there. */
async function expectFits(page: Page, where: string, problems: string[]) {
  // Images and fonts settle first: a late image may widen a box.
  await page.waitForLoadState("load");
  const now = page.viewportSize()!.width;
  expect(
    phones.map((phone) => phone.width),
    "the page is at one of the phones' widths",
  ).toContain(now);
  for (const viewport of now === phones[0]!.width ? phones : [...phones].reverse()) {
    if (viewport.width !== now) await page.setViewportSize(viewport);
    for (const problem of await overflow(page)) problems.push(`${viewport.width} px, ${where}: ${problem}`);
  }
}

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(page.locator("#menu-movel")).toBeVisible();
}

test.use({ viewport: phones[0], hasTouch: true });

test("at 360 and 390 px, signed out: every page, the menu and the list's filters fit the screen", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  // Signed out, every cook's page sends the visitor to the same /entrar (only its redirectTo
  // differs, which lays out nothing): the first of them stands for all.
  for (const path of [...publicPages, cookPages[0]!]) {
    await page.goto(path);
    await expectFits(page, path, problems);
  }
  await page.goto("/");
  await openMenu(page);
  await expectFits(page, "menu open", problems);

  await page.goto("/receitas");
  await page.getByText("Filtros", { exact: true }).click();
  await expect(page.locator("details[open]")).toHaveCount(1);
  await expectFits(page, "/receitas with the filters open", problems);
  expect(problems).toEqual([]);
});

test("at 360 and 390 px, signed in: every page, the chat, cooking mode, a long shopping item and the fridge's results fit the screen", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const problems: string[] = [];
  // Signed in by HTTP: signing in from a phone's menu is recipe-actions.spec.ts's, nutrition.spec.ts's and reviews.spec.ts's.
  await signInByHttp(page.request, { name: "Maria Aparecida dos Santos Cozinheira" });
  for (const path of [...publicPages, ...cookPages]) {
    await page.goto(path);
    await expectFits(page, path, problems);
  }
  await page.goto("/");
  await openMenu(page);
  await expectFits(page, "menu open, signed in", problems);

  await page.goto("/receitas");
  await page.getByText("Filtros", { exact: true }).click();
  await expectFits(page, "/receitas with the filters open, signed in", problems);

  await page.goto(recipe);
  await page.getByRole("button", { name: "Ajuda do Chef" }).click();
  const chat = page.getByRole("region", { name: "Chef Virtual" });
  await chat.getByPlaceholder("Digite sua mensagem...").fill("Posso trocar a farinha de trigo por farinha de arroz integral?");
  await chat.getByRole("button", { name: "Enviar" }).click();
  await expect(chat.getByRole("log")).toContainText("Demonstração do Chef Virtual");
  await expectFits(page, `${recipe} with the chat open`, problems);

  await page.goto(recipe);
  await page.getByRole("button", { name: "Começar a Preparar" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectFits(page, `${recipe} in cooking mode`, problems);
  await page.keyboard.press("Escape");

  await page.goto("/compras");
  const longItem = "2 pacotes de farinha de trigo integral orgânica moída na pedra sem fermento";
  await page.getByLabel("Novo item").fill(longItem);
  await page.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(page.getByText(longItem)).toBeVisible();
  await page.getByLabel("Novo item").fill("pãodequeijomineirotradicionalcomqueijocanastra");
  await page.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(page.getByText("pãodequeijomineirotradicionalcomqueijocanastra")).toBeVisible();
  await page.getByRole("checkbox").first().check();
  await expectFits(page, "/compras with long items", problems);

  await page.goto("/geladeira");
  await page.getByLabel("Ingrediente 1", { exact: true }).fill("tomate");
  await page.getByRole("button", { name: "Buscar Receitas" }).click();
  await expect(page.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 30_000 });
  await expectFits(page, "/geladeira with results", problems);

  // The recipe the model wrote, whose nutrition may say "não informado" (issue 22: 385 px once).
  await page.getByRole("region", { name: "Receita nova do Chef IA" }).getByRole("link", { name: "Ver receita completa" }).click();
  await expect(page.getByRole("heading", { name: "Informação nutricional por porção" })).toBeVisible();
  await expectFits(page, "a generated recipe", problems);

  // Cooking mode's last screen.
  await page.goto(`${recipe}?passo=6`);
  // Once the page runs, the step's heading takes the focus: the button then answers.
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Passo 6 de 6" })).toBeFocused();
  await page.getByRole("dialog").getByRole("button", { name: "Finalizar" }).click();
  await expect(page.getByRole("heading", { name: "Pronto! Bom apetite." })).toBeVisible();
  await expectFits(page, `${recipe}, cooking mode's end`, problems);
  expect(problems).toEqual([]);
});
