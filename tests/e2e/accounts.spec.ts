import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { publicTestHost } from "../../playwright.config";
import { expectNoSeriousA11yViolations, signInByHttp, signInThroughPopup, uniqueEmail } from "./support";

const header = (page: Page) => page.getByRole("banner");

test.describe("sign-in through the popup", () => {
  test("signs in, changes the navbar without a reload, and signs out", async ({ page }) => {
    await page.goto("/receitas");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await signInThroughPopup(page, { name: "Ana Paula" });
    await expect(header(page).getByRole("link", { name: "Minha Geladeira" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Lista de Compras" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Ana Paula" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    // The footer offers the signed-in cook their profile, not a sign-in.
    const footer = page.getByRole("navigation", { name: "Institucional" });
    await expect(footer.getByRole("link", { name: "Meu Perfil" })).toHaveAttribute("href", "/perfil");
    await expect(footer.getByRole("link", { name: "Entrar" })).toHaveCount(0);

    // The server renders the signed-in navbar from the first byte.
    const html = await (await page.request.get("/receitas")).text();
    expect(html).toContain("Lista de Compras");

    await header(page).getByRole("button", { name: "Sair" }).click();
    await expect(header(page).getByRole("button", { name: /^Entrar com/ })).toBeVisible();
    // A visitor keeps "Minha Geladeira" (it asks them to sign in); a cook's own pages go.
    await expect(header(page).getByRole("link", { name: "Lista de Compras" })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/entrar");
    await page.goto("/perfil");
    await expect(page).toHaveURL(/\/entrar\?redirectTo=%2Fperfil/);
  });

  test("a protected page sends the visitor to /entrar and back after signing in", async ({ page }) => {
    await page.goto("/perfil");
    await expect(page).toHaveURL(/\/entrar\?redirectTo=%2Fperfil/);
    await expect(page.getByRole("link", { name: "Termos de Uso" }).first()).toBeVisible();
    await signInThroughPopup(page, {
      trigger: () =>
        page
          .getByRole("main")
          .getByRole("button", { name: /^Entrar com/ })
          .click(),
    });
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
  });

  test("Criar Receita signs in and goes to /geladeira", async ({ page }) => {
    await page.goto("/");
    await signInThroughPopup(page, { trigger: () => page.getByRole("button", { name: "Criar Receita" }).click() });
    await expect(page).toHaveURL(/\/geladeira$/);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Começar Agora" })).toHaveAttribute("href", "/geladeira");
    await page.getByRole("link", { name: "Criar Receita" }).click();
    await expect(page).toHaveURL(/\/geladeira$/);
  });

  test("a sign-in left open too long times out", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const popupPromise = page.waitForEvent("popup");
    await header(page)
      .getByRole("button", { name: /^Entrar com/ })
      .click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await page.clock.fastForward("05:01");
    await expect(page.getByRole("alert")).toContainText("Tempo limite excedido. Por favor, tente novamente.");
    await expect.poll(() => popup.isClosed()).toBe(true);
  });

  test("blocked popups fall back to a full-page sign-in that comes back", async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto("/receitas/feijoada-completa");
    await header(page)
      .getByRole("button", { name: /^Entrar com/ })
      .click();
    await page.getByLabel("Nome").fill("Sem Popup");
    await page.getByLabel("E-mail").fill(uniqueEmail("sempopup"));
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL(/\/receitas\/feijoada-completa$/);
    await expect(header(page).getByRole("link", { name: "Sem Popup" })).toBeVisible();
  });
});

test.describe("every sign-in message of spec 8, provoked for real", () => {
  // One load of the home page for every attempt that leaves the visitor signed out: each
  // message below is a new attempt from the same page, as a visitor who tries again.
  test("the development account's button, a second attempt refused, a closed popup, each provider answer, the hero's default", async ({
    page,
  }) => {
    await page.goto("/");

    await test.step("the sign-in button says it is a development account", async () => {
      await expect(header(page).getByRole("button", { name: "Entrar com conta de desenvolvimento" })).toBeVisible();
    });

    const popupPromise = page.waitForEvent("popup");
    await header(page)
      .getByRole("button", { name: /^Entrar com/ })
      .click();
    const popup = await popupPromise;

    await test.step("a second sign-in while the popup is open is refused", async () => {
      await header(page)
        .getByRole("button", { name: /^Entrar com/ })
        .click();
      await expect(page.getByRole("alert")).toContainText("Múltiplas tentativas de login. Aguarde um momento e tente novamente.");
    });

    await test.step("closing the popup says the sign-in was cancelled", async () => {
      await popup.waitForLoadState();
      await popup.close();
      await expect(page.getByRole("alert")).toContainText("Login cancelado. Por favor, tente novamente.");
    });

    for (const [simulate, message] of [
      ["login-desabilitado", "Login com Google não está habilitado. Entre em contato com o suporte."],
      ["erro-interno", "Erro interno do servidor. Por favor, tente novamente mais tarde."],
      ["erro-com-mensagem", "Sua conta foi bloqueada pelo administrador."],
      ["erro-sem-mensagem", "Erro ao fazer login. Verifique suas permissões e tente novamente."],
      ["sem-dados", "Não foi possível obter os dados do usuário."],
    ] as const) {
      await test.step(`provider answer "${simulate}" shows "${message}"`, async () => {
        await signInThroughPopup(page, { simulate });
        await expect(page.getByRole("alert")).toContainText(message);
        await expect(header(page).getByRole("button", { name: /^Entrar com/ })).toBeVisible();
      });
    }

    await test.step("the home hero shows its own default when there is no specific message", async () => {
      await signInThroughPopup(page, {
        simulate: "erro-sem-mensagem",
        trigger: () => page.getByRole("button", { name: "Criar Receita" }).click(),
      });
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Erro ao fazer login. Por favor, tente novamente.");
    });
  });

  test("signing in from a public domain that is not the configured one is refused", async ({ page, baseURL }) => {
    // The browser resolves this name to the test server (playwright.config.ts): a public host.
    const other = baseURL!.replace("127.0.0.1", publicTestHost);
    await page.goto(`${other}/entrar`);
    const popupPromise = page.waitForEvent("popup");
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Entrar com/ })
      .click();
    await popupPromise;
    await expect(page.getByRole("alert")).toContainText("Este domínio não está autorizado para login. Entre em contato com o suporte.");
  });

  test("signing in from another address of this machine (localhost, not PUBLIC_URL's 127.0.0.1) works, on that host", async ({
    page,
    baseURL,
  }) => {
    const other = baseURL!.replace("127.0.0.1", "localhost");
    await page.goto(`${other}/`);
    await signInThroughPopup(page, { name: "Lia Local" });
    await expect(header(page).getByRole("link", { name: "Lia Local" })).toBeVisible();
    await page.goto(`${other}/perfil`);
    await expect(page).toHaveURL(`${other}/perfil`);
    await expect(page.getByLabel("Nome")).toHaveValue("Lia Local");
  });

  test("without web storage the browser is told to enable cookies", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("bloqueado", "SecurityError");
        },
      });
    });
    await page.goto("/");
    await header(page)
      .getByRole("button", { name: /^Entrar com/ })
      .click();
    await expect(page.getByRole("alert")).toContainText(
      "Seu navegador não suporta armazenamento web. Ative os cookies ou use outro navegador.",
    );
  });

  test("offline, the sign-in says to check the connection", async ({ page, context }) => {
    await page.goto("/");
    await context.setOffline(true);
    await header(page)
      .getByRole("button", { name: /^Entrar com/ })
      .click();
    await expect(page.getByRole("alert")).toContainText("Erro de conexão. Verifique sua internet e tente novamente.");
    await context.setOffline(false);
  });

  test("a failed sign-out says so and keeps the cook signed in", async ({ page }) => {
    // Signed in by HTTP: the sign-out is the subject here, the popup is the tests' above.
    await signInByHttp(page.request, { name: "Bia" });
    await page.goto("/");
    await page.route("**/auth/sair*", (route) => route.abort("failed"));
    await header(page).getByRole("button", { name: "Sair" }).click();
    await expect(page.getByRole("alert")).toContainText("Erro ao fazer logout. Por favor, tente novamente.");
    await expect(header(page).getByRole("link", { name: "Bia" })).toBeVisible();
  });
});

// The profile's tests sign in by HTTP (the page shares the request's cookies): the popup is the tests' above.
test.describe("profile", () => {
  test("offers the spec's choice lists; saves name and choices, shows the message for 3 s, and keeps them after a reload", async ({
    page,
  }) => {
    await signInByHttp(page.request, { name: "Carla" });
    await page.goto("/perfil");

    await test.step("offers exactly the spec's choice lists", async () => {
      const group = (legend: string) => page.getByRole("group", { name: legend }).getByRole("checkbox");
      await expect(group("Preferências")).toHaveCount(10);
      await expect(group("Restrições")).toHaveCount(7);
      await expect(group("Objetivos de saúde")).toHaveCount(6);
    });

    await test.step("saves name and choices, shows the message for 3 s, and keeps them after a reload", async () => {
      await page.getByLabel("Nome").fill("Carla Souza");
      // The chips show the choices capitalised, like the recipes' tags.
      await page.getByRole("group", { name: "Preferências" }).getByText("Vegetariano", { exact: true }).click();
      await page.getByRole("group", { name: "Restrições" }).getByText("Amendoim", { exact: true }).click();
      await page.getByRole("group", { name: "Objetivos de saúde" }).getByText("Baixo Sódio", { exact: true }).click();
      await page.getByRole("button", { name: "Salvar Alterações" }).click();
      const status = page.getByRole("status").filter({ hasText: "Perfil atualizado com sucesso!" });
      await expect(status).toBeVisible();
      await expect(status).toBeHidden({ timeout: 4_500 });
      await expect(header(page).getByRole("link", { name: "Carla Souza" })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel("Nome")).toHaveValue("Carla Souza");
      await expect(page.getByRole("checkbox", { name: "Vegetariano", exact: true })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Amendoim", exact: true })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Baixo Sódio", exact: true })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Vegano", exact: true })).not.toBeChecked();
    });
  });

  test("downloads all my data as JSON and deletes the account", async ({ page }) => {
    const email = uniqueEmail("lgpd");
    await signInByHttp(page.request, { name: "Dora", email });
    await page.goto("/perfil");
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Baixar meus dados (JSON)" }).click();
    const download = await downloadPromise;
    const data = JSON.parse(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()));
    expect(data.profile).toMatchObject({ name: "Dora", email, preferences: [], restrictions: [], healthGoals: [] });
    expect(data.identities).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);

    await page.getByRole("button", { name: "Excluir minha conta" }).click();
    // The confirmation is required.
    await expect(page).toHaveURL(/\/perfil$/);
    await page.getByLabel("Entendo que a exclusão é definitiva.").check();
    await page.getByRole("button", { name: "Excluir minha conta" }).click();
    await expect(page).toHaveURL(/\/\?conta=excluida$/);
    await expect(header(page).getByRole("button", { name: /^Entrar com/ })).toBeVisible();
    expect((await page.request.get("/perfil/dados.json", { maxRedirects: 0 })).status()).toBe(302);

    // Signing in again with the same account starts from a new, empty profile.
    await signInThroughPopup(page, { name: "Dora de novo", email });
    await page.goto("/perfil");
    await expect(page.getByLabel("Nome")).toHaveValue("Dora de novo");
  });
});

test.describe("accessibility of the account pages", () => {
  test("/entrar and /perfil have no serious axe violation", async ({ page }) => {
    await page.goto("/entrar?erro=network");
    await expectNoSeriousA11yViolations(page);
    await signInByHttp(page.request);
    await page.goto("/perfil");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Perfil atualizado" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
