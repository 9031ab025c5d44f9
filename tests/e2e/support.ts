/**
 * Shared steps for the browser tests: signing in through the real popup and provider, and the
 * same sign-in (and the profile form's post) by HTTP. The popup stays in the tests about
 * signing in (accounts.spec.ts, ads.spec.ts under the policy) and once per viewport (the
 * phone's menu: recipe-actions.spec.ts at 360 px; my-recipes, nutrition and reviews specs at
 * 390 px; the banner: recipe-actions.spec.ts at 1366 px); elsewhere a test signs in by HTTP,
 * seconds cheaper on a loaded 2-core machine (issue 27).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures";

let counter = 0;
export function uniqueEmail(prefix = "cozinheira"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@teste.chefia.dev`;
}

/** Clicks a sign-in control, fills the development provider's page in the popup. */
export async function signInThroughPopup(
  page: Page,
  options: { name?: string; email?: string; simulate?: string; trigger?: () => Promise<void> } = {},
) {
  const popupPromise = page.waitForEvent("popup");
  await (options.trigger
    ? options.trigger()
    : page
        .getByRole("banner")
        .getByRole("button", { name: /^Entrar com/ })
        .first()
        .click());
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await expect(popup.getByRole("heading", { name: "Conta de desenvolvimento" })).toBeVisible();
  await popup.getByLabel("Nome").fill(options.name ?? "Maria Cozinheira");
  await popup.getByLabel("E-mail").fill(options.email ?? uniqueEmail());
  if (options.simulate) {
    await popup.getByText("Simular resposta do provedor").click();
    await popup.getByLabel("Resposta").selectOption(options.simulate);
  }
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Entrar", exact: true }).click();
  await closed;
}

/**
 * The same sign-in without a browser: Playwright's request context keeps the cookies (a page's
 * `page.request` shares them with the page). `origin` signs in at another test server.
 */
export async function signInByHttp(
  request: APIRequestContext,
  options: { name?: string; email?: string; redirectTo?: string; origin?: string } = {},
) {
  const at = (path: string) => (options.origin ? new URL(path, options.origin).toString() : path);
  const start = await request.get(at(`/auth/entrar?redirectTo=${encodeURIComponent(options.redirectTo ?? "/perfil")}`));
  const html = await start.text();
  const action = /<form method="post" action="([^"]+\/entrar)"/.exec(html)?.[1];
  if (!action) throw new Error(`página de login inesperada: ${html.slice(0, 300)}`);
  return request.post(at(action), { form: { nome: options.name ?? "Cozinheira HTTP", email: options.email ?? uniqueEmail("http") } });
}

/** A cook's profile as the profile form posts it (the form itself is tested in tests/e2e/accounts.spec.ts). */
export interface ProfileChoices {
  name: string;
  preferences?: string[];
  restrictions?: string[];
  healthGoals?: string[];
  householdSize?: number;
}

/**
 * Saves a signed-in cook's profile without the page: the same POST the form sends, with the
 * Origin a browser adds. For tests whose subject is what the profile changes, not the form.
 */
export async function saveProfileByHttp(request: APIRequestContext, profile: ProfileChoices) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const form = new URLSearchParams({ intent: "salvar", name: profile.name });
  for (const key of ["preferences", "restrictions", "healthGoals"] as const)
    for (const value of profile[key] ?? []) form.append(key, value);
  if (profile.householdSize !== undefined) form.set("householdSize", String(profile.householdSize));
  const response = await request.post("/perfil", {
    data: form.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
  });
  expect(response.status(), "o perfil foi salvo").toBe(200);
}

export function sessionCookie(setCookies: string[]): string | undefined {
  return setCookies.find((cookie) => /^(__Host-)?chefia_sessao=[^;]+/.test(cookie) && !/Max-Age=0/.test(cookie));
}

/** Signs in at the provider without following our callback; returns the callback path. */
export async function walkToCallback(request: APIRequestContext, email: string): Promise<string> {
  const start = await request.get("/auth/entrar?redirectTo=%2Fperfil");
  const action = /<form method="post" action="([^"]+\/entrar)"/.exec(await start.text())![1]!;
  let response = await request.post(action, { form: { nome: "Fluxo", email }, maxRedirects: 0 });
  let location = response.headers().location!;
  while (!location.includes("/auth/callback")) {
    response = await request.get(location, { maxRedirects: 0 });
    location = response.headers().location!;
  }
  return location;
}

/**
 * axe-core on the page as it is, failing on a serious or critical violation. Two settings make
 * it 2–4 times faster (1.2–4.2 s → 0.3–0.7 s a page here) and report the same violations:
 * - `resultTypes: ["violations"]`: every violating node is still reported; passes, incomplete and
 *   inapplicable results keep one node each, so axe no longer builds a selector for every node
 *   that passed (https://github.com/dequelabs/axe-core/blob/develop/doc/API.md#options-parameter,
 *   "resultTypes").
 * - legacy mode: axe runs in the page itself (`axe.run`) instead of opening a blank page to
 *   combine the frames' results; it then skips cross-origin frames
 *   (https://github.com/dequelabs/axe-core-npm/blob/develop/packages/playwright/error-handling.md),
 *   and the app's pages have none (`frame-src 'none'` on the server these tests check). The
 *   option is marked for removal in @axe-core/playwright 5: drop it then.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The cookie that remembers a visitor's answer to the consent banner ("aceito" or "recusado"). */
export function consentCookie(value: "aceito" | "recusado") {
  return {
    name: "chefia_consentimento",
    value,
    domain: "127.0.0.1",
    path: "/",
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const,
  };
}

/** On a phone the sign-in button is in the menu: opens it from the home page and signs in there. */
export async function signInOnPhone(page: Page, name: string) {
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
}
