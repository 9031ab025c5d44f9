/**
 * What a visitor browses: the home page, the recipe list, a recipe, the other public pages.
 * Checks that only look at a page share its one load, each under its own test.step (issue 27:
 * a browser context costs more than a page load on a loaded 2-core machine); what changes the
 * page (a click that navigates, print media) comes after the looking.
 */
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";

test("home: the hero and its sections, the navbar and footer, every link of both, accessibility", async ({ page, request }) => {
  await page.goto("/");

  await test.step("shows the hero, how it works, featured and quick recipes", async () => {
    await expect(page).toHaveTitle(/Chef IA/);
    // Signed out it starts the popup sign-in; signed in it is a link to /geladeira.
    await expect(page.getByRole("button", { name: "Criar Receita" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explorar Receitas" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Como funciona" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Personalize seu perfil" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Adicione ingredientes" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Prepare com ajuda" })).toBeVisible();

    const featured = page.locator("section", { has: page.getByRole("heading", { name: "Em Destaque" }) });
    await expect(featured.getByRole("article")).toHaveCount(3);
    const quick = page.locator("section", { has: page.getByRole("heading", { name: "Receitas Rápidas" }) });
    const quickCards = quick.getByRole("article");
    await expect(quickCards).toHaveCount(3);
    for (const minutes of await quickCards.getByText(/^\d+ min$/).allTextContents()) {
      expect(Number.parseInt(minutes, 10)).toBeLessThanOrEqual(30);
    }
    await expect(page.getByRole("link", { name: "Começar Agora" })).toHaveAttribute("href", "/entrar");
    // Only what the data backs: the catalogue's real size, and no rating before 20 reviews.
    await expect(page.getByText(/^\d+0\+ receitas$/)).toBeVisible();
    await expect(page.getByText(/\/5 de avaliação/)).toHaveCount(0);
    await expect(page.getByText(/avaliações$/)).toHaveCount(0);
  });

  await test.step("has the navbar entries and a sign-in button, and a footer", async () => {
    const nav = page.getByRole("navigation", { name: "Navegação principal" }).first();
    for (const name of ["Principal", "Receitas", "Favoritos", "Minha Geladeira"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("button", { name: /^Entrar com/ })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(/© \d{4} Chef IA/);
  });

  await test.step("every link in menu and footer leads to a page that exists", async () => {
    const hrefs = new Set(
      await page
        .locator("header a[href^='/'], footer a[href^='/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!)),
    );
    expect(hrefs.size).toBeGreaterThan(15);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  await test.step("has no serious accessibility violation", async () => {
    await expectNoSeriousA11yViolations(page);
  });
});

test("recipe list: paginated, searched, filtered, empty, nonsense parameters, accessibility", async ({ page }) => {
  await test.step("without filters shows Em Destaque and the rest paginated ('Mais Populares' comes from what cooks chose: popular.server.test.ts)", async () => {
    await page.goto("/receitas");
    const featured = page.locator("section", { has: page.getByRole("heading", { name: "Em Destaque" }) });
    await expect(featured.getByRole("article")).toHaveCount(3);
    const all = page.locator("section", { has: page.getByRole("heading", { name: "Todas as Receitas" }) });
    await expect(all.getByRole("article")).toHaveCount(12);
    // No ad network here: no slot (tests/e2e/ads.spec.ts: one after every fifth card where there is one).
    await expect(all.getByRole("complementary", { name: "Publicidade" })).toHaveCount(0);
    await all.getByRole("link", { name: /Próxima/ }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(page.getByText(/Página 2 de/)).toBeVisible();
  });

  await test.step("a reload keeps the visitor's place in the list; a new visit starts at the top", async () => {
    await page.goto("/receitas");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("navigation", { name: "Paginação" }).scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(500);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    // Not the same address again: Chromium takes that for a reload.
    await page.goto("/receitas?pagina=1");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  await test.step("a history entry loaded again from the server goes back to its saved place before the page's code runs", async () => {
    // What React Router saved for an entry the visitor left (app/components/scroll-restoration.tsx),
    // where the browser has no place of its own to restore: only the page's inline script moves it.
    const again = await page.context().newPage();
    await again.addInitScript((storageKey) => {
      window.history.replaceState({ key: "entrada-salva", idx: 0 }, "");
      sessionStorage.setItem(storageKey, JSON.stringify({ "entrada-salva": 900 }));
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { scrolledAtLoad: number }).scrolledAtLoad = window.scrollY;
      });
    }, "react-router-scroll-positions");
    await again.goto("/receitas");
    expect(await again.evaluate(() => (window as unknown as { scrolledAtLoad: number }).scrolledAtLoad)).toBe(900);
    await again.close();
  });

  await test.step("searches accent- and case-insensitively, and the URL holds the search", async () => {
    await page.goto("/receitas");
    await page.getByRole("searchbox", { name: "Buscar receitas" }).fill("PAO DE QUEIJO");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/q=PAO\+DE\+QUEIJO/);
    await expect(page.getByRole("heading", { name: "Resultados da Busca" })).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText(/Pão de Queijo/i);
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Em Destaque" })).toBeVisible();
  });

  await test.step("filters by difficulty, time and tags, and clears them", async () => {
    await page.goto("/receitas");
    await page.getByText("Filtros", { exact: true }).click();
    await page.getByRole("radio", { name: "difícil" }).check();
    await expect(page).toHaveURL(/dificuldade=dificil/);
    await expect(page.getByRole("heading", { name: "Resultados da Busca" })).toBeVisible();
    const badges = page.getByRole("article").getByTitle(/Dificuldade/);
    await expect(badges.first()).toBeVisible();
    await expect(badges.filter({ hasNotText: "difícil" })).toHaveCount(0);
    await page.getByRole("radio", { name: "Até 2 horas" }).check();
    await expect(page).toHaveURL(/tempo=120/);
    await page.getByRole("link", { name: "Limpar Filtros" }).click();
    await expect(page).toHaveURL(/\/receitas$/);
    await expect(page.getByRole("heading", { name: "Em Destaque" })).toBeVisible();

    await page.goto("/receitas?tags=Vegano&tags=Bebidas");
    await expect(page.getByRole("checkbox", { name: "Vegano" })).toBeChecked();
    const count = await page
      .getByRole("status")
      .filter({ hasText: /receitas? encontradas?/ })
      .textContent();
    expect(Number.parseInt(count ?? "0", 10)).toBeGreaterThan(6);
  });

  await test.step("shows the empty state when nothing matches", async () => {
    await page.goto("/receitas?q=xyzzyinexistente");
    await expect(page.getByText("Nenhuma receita encontrada")).toBeVisible();
    await expect(page.getByText("Tente ajustar seus filtros de busca")).toBeVisible();
  });

  await test.step("survives nonsense parameters", async () => {
    const response = await page.goto("/receitas?dificuldade=%00&tempo=-9&pagina=abc&tags=" + "x".repeat(500));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Receitas", level: 1 })).toBeVisible();
  });

  await test.step("has no serious accessibility violation", async () => {
    await page.goto("/receitas?tags=Sobremesas");
    await expectNoSeriousA11yViolations(page);
  });
});

test("the recipe list works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/receitas");
  await page.getByRole("searchbox", { name: "Buscar receitas" }).fill("brigadeiro");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/q=brigadeiro/);
  await expect(page.getByRole("article").first()).toContainText(/Brigadeiro/);
  await context.close();
});

test("recipe detail: everything about a recipe, for search engines, low-priority scripts, a visitor's favourite, accessibility, print", async ({
  page,
}) => {
  await test.step("shows everything about the recipe", async () => {
    await page.goto("/receitas");
    const firstCard = page.getByRole("article").first();
    const title = (await firstCard.getByRole("heading").textContent())!;
    await firstCard.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Tempo total")).toBeVisible();
    // "Preparo 40 min · Cozimento 3h": minutes under an hour, hours as a cookbook writes them.
    await expect(page.getByText(/^Preparo (\d+\smin|\d+h(\d{2})?) · Cozimento (\d+\smin|\d+h(\d{2})?)$/)).toBeVisible();
    await expect(page.getByLabel(/Dificuldade: (fácil|médio|difícil)/)).toBeVisible();
    for (const label of ["Calorias", "Proteínas", "Carboidratos", "Gorduras", "Fibras", "Sódio"]) {
      await expect(page.getByRole("rowheader", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Ingredientes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Modo de Preparo" })).toBeVisible();
    await expect(page.getByText("Dica do Chef:").first()).toBeVisible();
    // Cooking mode is for visitors too; the chef and the shopping list ask them to sign in.
    await expect(page.getByRole("button", { name: "Começar a Preparar" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ajuda do Chef" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Lista de Compras" })).toBeDisabled();
  });

  const response = await page.goto("/receitas/feijoada-completa");

  await test.step("is described for search engines and link previews", async () => {
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data["@type"]).toBe("Recipe");
    expect(data.totalTime).toMatch(/^PT/);
    expect(data.recipeInstructions[0]["@type"]).toBe("HowToStep");
    expect(data.recipeIngredient.length).toBeGreaterThan(3);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Feijoada/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\.png$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/receitas\/feijoada-completa$/);
  });

  await test.step("has no serious accessibility violation", async () => {
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the page's JavaScript is asked for only after its first frame is painted, at low priority, and the page still hydrates", async () => {
    const html = await response!.text();
    // Nowhere in the HTML: a bootstrap the server could not rewrite gets them back before it.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("PerformanceObserver");
    const timing = await page.evaluate(() => {
      const painted = performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint")!.startTime;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"));
      return { painted, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length };
    });
    expect(timing.scripts).toBeGreaterThan(3);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.painted);
    // The bootstrap's own preloads, at low priority (React Router adds others later, for links the cook may follow).
    expect(await page.locator('head link[rel="modulepreload"][fetchpriority="low"]').count()).toBeGreaterThan(3);
    // Hydrated: the servings control answers.
    const servings = page.getByRole("group", { name: "Porções" });
    const shown = Number.parseInt((await servings.locator("output").textContent())!, 10);
    await servings.getByRole("button", { name: "Aumentar porções" }).click();
    await expect(servings.locator("output")).toHaveText(`${shown + 1} porções`);
  });

  await test.step("tells a visitor to sign in to favourite", async () => {
    await page.getByRole("button", { name: /Adicionar aos favoritos/ }).click();
    await expect(page.getByRole("alert")).toContainText("Faça login para favoritar receitas");
  });

  await test.step("prints only the recipe: header, nutrition, ingredients, steps and footer", async () => {
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo").filter({ hasText: "Todos os direitos" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
    await expect(page.getByText("Receita impressa de")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Informação nutricional por porção" })).toBeVisible();
    // Nutrition in one line on paper, not the screen's table (issue 22).
    await expect(page.getByRole("table")).toBeHidden();
    const line = page.getByText(
      /^Calorias \d[\d.]*\skcal · Proteínas [\d,]+\sg · Carboidratos [\d,]+\sg · Gorduras [\d,]+\sg · Fibras [\d,]+\sg · Sódio /,
    );
    await expect(line).toBeVisible();
    expect((await line.boundingBox())!.height).toBeLessThan(40);
    await expect(page.getByRole("heading", { name: "Ingredientes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Modo de Preparo" })).toBeVisible();
  });
});

test("sharing without a native share: the link is copied and says so for 2 s; a refused copy says so", async ({ page, context }) => {
  await test.step("copies the link when there is no native share, and says so for 2 s", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.goto("/receitas/feijoada-completa");
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await expect(page.getByRole("button", { name: "Link copiado!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/receitas\/feijoada-completa$/);
    await expect(page.getByRole("button", { name: "Compartilhar" })).toBeVisible({ timeout: 3_000 });
  });

  await test.step("tells the visitor when the link cannot be copied", async () => {
    // A second tab of the same context: its own init script, a clipboard that refuses.
    const refused = await context.newPage();
    await refused.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("negado")) },
      });
    });
    await refused.goto("/receitas/feijoada-completa");
    await refused.getByRole("button", { name: "Compartilhar" }).click();
    await expect(refused.getByRole("alert")).toContainText("Não foi possível copiar o link. Por favor, tente novamente.");
  });
});

test("other pages: 404s, category and diet pages, protected pages", async ({ page }) => {
  await test.step("answers 404 with the spec's message for an unknown recipe", async () => {
    const response = await page.goto("/receitas/receita-que-nao-existe");
    expect(response?.status()).toBe(404);
    // A missing recipe is named as such; "Ops! Algo deu errado" heads only a real error (issue 22).
    await expect(page.getByRole("heading", { level: 1, name: "Receita não encontrada" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ops! Algo deu errado" })).toHaveCount(0);
    await page.getByRole("link", { name: "Ver outras receitas" }).click();
    await expect(page).toHaveURL(/\/receitas$/);
  });

  await test.step("category and diet pages list their recipes", async () => {
    await page.goto("/receitas/categorias/sobremesas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Receitas de Sobremesas");
    // The page opens with the six chosen for it (db/catalogue/showcase.json), then the whole list.
    const chosen = page.locator("section", { has: page.getByRole("heading", { name: "Escolhas do Chef" }) });
    await expect(chosen.getByRole("article")).toHaveCount(6);
    await expect(chosen.getByRole("article").first()).toContainText("Brigadeiro");
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(6 + 12);
    await page.goto("/receitas/dietas/vegano");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Receitas Veganas");
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(6);
  });

  await test.step("an unknown address gets a Portuguese 404 page", async () => {
    const response = await page.goto("/nada-aqui");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    expect((await page.goto("/receitas/categorias/pizza"))?.status()).toBe(404);
  });

  await test.step("protected pages send visitors to /entrar and back", async () => {
    for (const path of ["/perfil", "/favoritos", "/compras", "/geladeira"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/entrar?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});

test("sitemap lists every recipe and robots points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/receitas/feijoada-completa</loc>");
  expect((sitemap.match(/<url>/g) ?? []).length).toBeGreaterThanOrEqual(60 + 15);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
