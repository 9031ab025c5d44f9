/**
 * Ads, consent and the security headers (issue 6), in a real browser. A second server
 * (port + 1) has an ad network configured; its script is answered by a local fake that
 * fills slots late and at different sizes, so layout shift can be measured offline.
 */
import { createHash } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { consentCookie, signInByHttp, signInThroughPopup } from "./support";
import { adsURL } from "../../playwright.config";

const adScript = "https://pagead2.googlesyndication.com/**";

/**
 * A stand-in for the network's script, answering every unit at a different size (up to
 * 600 px tall). With `auto` it fills them 0.3–1.5 s after the page asks; without, the
 * test fills unit i when it chooses (window.__fakeAds.fill(i)), with the unit on screen.
 */
const fakeAdScript = (auto: boolean) => `(function () {
  var sizes = [[728, 600], [320, 50], [300, 250], [336, 280]], units = [];
  function fill(i) {
    var ins = units[i], size = sizes[i % sizes.length];
    if (!ins || ins.getAttribute("data-ad-status") === "filled") return;
    var ad = document.createElement("div");
    ad.style.width = size[0] + "px"; ad.style.height = size[1] + "px"; ad.style.background = "#fde68a";
    ad.textContent = "Anúncio de teste";
    ins.style.height = size[1] + "px";
    ins.appendChild(ad);
    ins.setAttribute("data-ad-status", "filled");
  }
  function take() {
    document.querySelectorAll("ins.adsbygoogle:not([data-adsbygoogle-status])").forEach(function (ins) {
      ins.setAttribute("data-adsbygoogle-status", "done");
      var i = units.push(ins) - 1;
      if (${auto}) setTimeout(function () { fill(i); }, 300 + 200 * i);
    });
  }
  var queued = window.adsbygoogle || [];
  window.adsbygoogle = { push: take, loaded: true };
  window.__fakeAds = { fill: fill, count: function () { return units.length; } };
  if (queued.length) take();
})();`;

/** Every request the page makes to a host other than ours. */
function outsideRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== "127.0.0.1" && host !== "localhost") seen.push(request.url());
  });
  return seen;
}

test.describe("consent (LGPD)", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("nothing from the ad network before a choice or after Rejeitar; the network only after Aceitar; the choice can change", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000); // a long flow on a shared 2-core machine
    await page.route(adScript, (route) => route.fulfill({ contentType: "text/javascript", body: fakeAdScript(true) }));
    const outside = outsideRequests(page);
    await page.goto(`${adsURL}/receitas`);
    const banner = page.getByRole("region", { name: "Cookies e publicidade" });
    await expect(banner).toBeVisible();
    const accept = banner.getByRole("button", { name: "Aceitar" });
    const reject = banner.getByRole("button", { name: "Rejeitar" });
    // Equally easy: the same size, side by side.
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs(acceptBox!.height - rejectBox!.height)).toBeLessThan(1);
    expect(Math.abs(acceptBox!.width - rejectBox!.width)).toBeLessThan(40);
    // Placeholders reserve the space even now.
    await expect(page.getByRole("complementary", { name: "Publicidade" }).first()).toBeVisible();
    await page.waitForLoadState("load");
    await page.waitForTimeout(1_500);
    expect(outside).toEqual([]);
    await expect(page.locator('meta[name="google-adsense-account"]')).toHaveCount(0);

    await reject.click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForLoadState("load");
    await page.waitForTimeout(1_500);
    await expect(banner).toBeHidden();
    expect(outside).toEqual([]);
    expect((await context.cookies()).every((cookie) => cookie.domain === "127.0.0.1")).toBe(true);

    // Changeable from the footer.
    await page.getByRole("button", { name: "Preferências de cookies" }).click();
    await expect(banner).toContainText("Sua escolha atual: rejeitados.");
    const scriptRequested = page.waitForRequest((request) => request.url().startsWith("https://pagead2.googlesyndication.com/"));
    await banner.getByRole("button", { name: "Aceitar" }).click();
    expect((await scriptRequested).url()).toContain("client=ca-pub-0000000000000000");
    await expect(page.locator("ins.adsbygoogle[data-ad-status=filled]").first()).toBeAttached();
    await page.reload();
    await expect(page.locator('meta[name="google-adsense-account"]')).toHaveAttribute("content", "ca-pub-0000000000000000");
    await expect(banner).toBeHidden();
  });
});

test.describe("ad slots", () => {
  test.use({
    storageState: {
      cookies: [consentCookie("aceito")],
      origins: [],
    },
  });

  test("ads fill late at other sizes and nothing moves (CLS ≤ 0.05) on the home, list and recipe pages", async ({ page }) => {
    await page.route(adScript, (route) => route.fulfill({ contentType: "text/javascript", body: fakeAdScript(false) }));
    // Run by every document the page loads: each path below counts its own shifts from zero.
    await page.addInitScript(() => {
      const state = window as unknown as { __cls: number };
      state.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of ["/", "/receitas", "/receitas/bolo-de-cenoura-com-cobertura-de-chocolate"]) {
      await test.step(`ads fill late at other sizes and nothing moves on ${path} (CLS ≤ 0.05)`, async () => {
        await page.goto(`${adsURL}${path}`);
        const units = page.locator("ins.adsbygoogle");
        const count = await units.count();
        expect(count).toBeGreaterThan(0);
        // The script arrives after the page is interactive and takes every unit.
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { __fakeAds?: { count(): number } }).__fakeAds?.count() ?? 0))
          .toBe(count);
        // Each ad fills late, while it is on screen: a shift there would count in full.
        for (let index = 0; index < count; index++) {
          // At the top of the viewport: what follows it is on screen too.
          await units.nth(index).evaluate((unit) => unit.closest("aside")!.scrollIntoView({ block: "start" }));
          await page.evaluate((i) => (window as unknown as { __fakeAds: { fill(i: number): void } }).__fakeAds.fill(i), index);
          await expect(units.nth(index)).toHaveAttribute("data-ad-status", "filled");
          await page.waitForTimeout(300);
        }
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        console.log(`CLS ${path}: ${cls.toFixed(4)} (${count} anúncios preenchidos)`);
        expect(cls).toBeLessThanOrEqual(0.05);
        for (const slot of await page.getByRole("complementary", { name: "Publicidade" }).all()) {
          await expect(slot).toContainText("Publicidade");
        }
      });
    }
  });
});

test("with a network configured: a native slot after every fifth card of the results", async ({ page }) => {
  await page.goto(`${adsURL}/receitas`);
  const all = page.locator("section", { has: page.getByRole("heading", { name: "Todas as Receitas" }) });
  await expect(all.getByRole("article")).toHaveCount(12);
  await expect(all.getByRole("complementary", { name: "Publicidade" })).toHaveCount(2);
  const cells = all.locator("ul").first().locator(":scope > li");
  await expect(cells.nth(5).getByRole("complementary", { name: "Publicidade" })).toBeVisible();
  await expect(cells.nth(11).getByRole("complementary", { name: "Publicidade" })).toBeVisible();
});

test.describe("no ad network configured", () => {
  test.use({ storageState: { cookies: [consentCookie("aceito")], origins: [] } });

  test('no empty "Publicidade" box, no space kept for one, no cell of the results grid left for an ad', async ({ page }) => {
    for (const path of ["/", "/receitas/bolo-de-cenoura-com-cobertura-de-chocolate", "/receitas"]) {
      await test.step(`${path}: no empty "Publicidade" box and no space kept for one`, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("complementary", { name: "Publicidade" })).toHaveCount(0);
        await expect(page.locator("[data-ad-slot]")).toHaveCount(0);
        await expect(page.getByText("Publicidade", { exact: true })).toHaveCount(0);
      });
    }

    await test.step("the results grid has a card in every cell: no cell left for an ad", async () => {
      // The /receitas page the last step loaded.
      const grid = page.locator('section[aria-labelledby="todas"] ul').first();
      await expect(grid.locator(":scope > li").first()).toBeVisible();
      await expect(grid.locator(":scope > li")).toHaveCount(await grid.locator(":scope > li article").count());
    });
  });
});

test.describe("security headers", () => {
  const pages = [
    { name: "home", path: "/" },
    { name: "list", path: "/receitas?q=bolo" },
    { name: "recipe", path: "/receitas/bolo-de-cenoura-com-cobertura-de-chocolate" },
    { name: "category", path: "/receitas/categorias/sobremesas" },
    { name: "content", path: "/sobre" },
    { name: "sign-in", path: "/entrar" },
    { name: "not found", path: "/nao-existe" },
    { name: "protected (redirect)", path: "/geladeira" },
    { name: "sitemap", path: "/sitemap.xml" },
  ];
  for (const { name, path } of pages) {
    test(`${name}: an enforced nonce policy, nosniff, referrer policy; inline scripts carry the nonce`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const policy = headers["content-security-policy"]!;
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      for (const directive of ["'strict-dynamic'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "frame-src 'none'"]) {
        expect(policy).toContain(directive);
      }
      expect(policy).not.toContain("googlesyndication");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["strict-transport-security"]).toBeUndefined(); // plain HTTP here
      if ((headers["content-type"] ?? "").includes("text/html")) {
        const html = await response.text();
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter((match) => !match[1]!.includes("application/ld+json"));
        expect(inline.length).toBeGreaterThan(0);
        for (const match of inline) expect(match[1]).toContain(`nonce="${nonce}"`);
      }
      // A fresh nonce every time.
      const again = (await request.get(path, { maxRedirects: 0 })).headers()["content-security-policy"];
      expect(/'nonce-([^']+)'/.exec(again!)?.[1]).not.toBe(nonce);
    });
  }

  test("a page sent again from the micro-cache: a hash for each inline script instead of a nonce", async ({ request }) => {
    const path = "/receitas?q=feijao";
    const ask = () => request.get(path, { headers: { Accept: "text/html" } });
    await ask(); // rendered (and stored) for the first anonymous visitor
    await expect.poll(async () => (await ask()).headers()["content-security-policy"], { timeout: 5_000 }).toContain("'sha256-");
    const response = await ask();
    const policy = response.headers()["content-security-policy"]!;
    expect(policy).not.toContain("'nonce-");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!.split(" ");
    expect(scriptSrc).toContain("'strict-dynamic'");
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (match) => !match[1]!.includes("application/ld+json"),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , content] of inline) {
      const digest = createHash("sha256").update(content!, "utf8").digest("base64");
      expect(scriptSrc).toContain(`'sha256-${digest}'`);
    }
  });

  test("a cached page runs under its hash policy: it hydrates and nothing is blocked", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await page.goto("/receitas?q=bolo+de+cenoura");
    await expect.poll(async () => (await page.reload())!.headers()["content-security-policy"], { timeout: 5_000 }).toContain("'sha256-");
    // Only a hydrated page answers this button.
    await page.getByRole("button", { name: "Preferências de cookies" }).click();
    await expect(page.getByRole("region", { name: "Cookies e publicidade" })).toBeVisible();
    await page.getByRole("link", { name: "Bolo de Cenoura com Cobertura de Chocolate" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Bolo de Cenoura com Cobertura de Chocolate" })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the ad network is admitted only where ads are configured", async ({ request }) => {
    const policy = (await request.get(`${adsURL}/`)).headers()["content-security-policy"]!;
    expect(policy).toContain("frame-src https://googleads.g.doubleclick.net");
    expect(policy).toContain("connect-src 'self' https://pagead2.googlesyndication.com");
  });

  test("the whole app works under the policy: no violation while browsing, signing in, searching the fridge and chatting", async ({
    page,
  }) => {
    test.setTimeout(90_000); // a long flow on a shared 2-core machine
    await page.addInitScript(() => {
      const state = window as unknown as { __violations: string[] };
      state.__violations = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        state.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = async () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    const consoleViolations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) consoleViolations.push(message.text());
    });
    await page.goto("/");
    await signInThroughPopup(page);
    expect(await violations()).toEqual([]);
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Receitas" }).first().click();
    await page.getByRole("link", { name: "Bolo de Cenoura com Cobertura de Chocolate" }).first().click();
    await page.getByRole("button", { name: "Ajuda do Chef" }).click();
    await page.getByPlaceholder("Digite sua mensagem...").fill("Posso congelar?");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByRole("log")).toContainText("Demonstração do Chef Virtual");
    expect(await violations()).toEqual([]);
    await page.goto("/geladeira");
    await page.getByLabel("Ingrediente 1", { exact: true }).fill("tomate");
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(page.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 20_000 });
    expect(await violations()).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });
});

test.describe("interstitial", () => {
  test("every third fridge search at most once a minute, with a close button; it removes itself after 5 s", async ({ page }) => {
    test.setTimeout(90_000); // a long flow on a shared 2-core machine
    // On the server with an ad network: without one, no interstitial is ever drawn. Signed in by
    // HTTP there (the popup under this policy is the test's above), its model writing at full speed:
    // the searches are counted, not watched (only this test searches that server's fridge).
    await signInByHttp(page.request, { origin: adsURL });
    await page.request.post(`${adsURL}/dev-llm/controle`, { data: { quando: "abobrinha", tokensPerSecond: 5000 } });
    // The page's clock is Playwright's: it flows like the real one until the test pauses it
    // (https://playwright.dev/docs/clock), so the 5 s below are counted exactly, on any host.
    await page.clock.install();
    await page.goto(`${adsURL}/geladeira`);
    const dialog = page.getByRole("dialog", { name: "Publicidade" });
    const search = async () => {
      await page.getByLabel("Ingrediente 1", { exact: true }).fill("abobrinha");
      await page.getByRole("button", { name: "Buscar Receitas" }).click();
      await expect(page.getByRole("link", { name: "Ver receita completa" })).toBeVisible({ timeout: 20_000 });
    };
    await search();
    await search();
    await expect(dialog).toBeHidden();
    await page.getByLabel("Ingrediente 1", { exact: true }).fill("abobrinha");
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Fechar anúncio" })).toBeFocused();
    await dialog.getByRole("button", { name: "Fechar anúncio" }).click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("chefia_anuncio_intersticial") ?? "null"));
    expect(stored.requests).toBe(0);
    expect(Date.now() - stored.lastShownAt).toBeLessThan(60_000);

    // Three more within the minute: none.
    for (let index = 0; index < 3; index++) await search();
    await expect(dialog).toBeHidden();

    // A minute later (stored time moved back), the next request shows it; gone after 5 s.
    await page.evaluate(() =>
      localStorage.setItem("chefia_anuncio_intersticial", JSON.stringify({ requests: 2, lastShownAt: Date.now() - 61_000 })),
    );
    // From here the clock moves only when the test says: the ad stays 4,999 ms and is gone at 5 s.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole("button", { name: "Buscar Receitas" }).click();
    await expect(dialog).toBeVisible();
    await page.clock.runFor(4_999);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog).toBeHidden();
  });
});
