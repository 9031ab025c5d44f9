/**
 * The development identity provider (DESIGN.md): a real OpenID Connect provider (the
 * `oidc-provider` package) serving local accounts, so the real popup sign-in works
 * offline and in tests. Mounted at /dev-oidc only when Google is not configured.
 *
 * Its Portuguese page asks "Nome" and "E-mail" and has "Entrar"; our own client gets
 * no consent screen. For development and tests it can also answer the way a provider
 * fails (a real OAuth error redirect), so every sign-in message can be provoked.
 *
 * Anyone it serves can enter as anyone, so it serves only clients on this machine or
 * its private network (unless the operator opened a demo with DEV_SIGN_IN=1), and only
 * on hosts that are ours; its state is in the database, so any process of a fleet
 * answers any step (decision 022).
 */
import express from "express";
import { createHash, createHmac, createPrivateKey, type JsonWebKey } from "node:crypto";
import Provider, { interactionPolicy, type InteractionResults } from "oidc-provider";
import { clientReach, isDevSignInHost } from "~/config/network.server";
import { DevProviderStore } from "~/features/accounts/dev-provider-store.server";
import { devClientId, devClientSecret, devIdTokenAlg } from "~/features/accounts/oidc.server";
import * as t from "~/i18n/pt-br";
import { log } from "~/config/log.server";
import type { Db } from "../db/client.server";

/** What the dev page can make the provider answer, besides a normal sign-in. */
const simulations: Record<string, { label: string; result?: InteractionResults }> = {
  "": { label: "Nenhuma (entrar normalmente)" },
  "login-desabilitado": {
    label: "Login desabilitado para o aplicativo",
    result: { error: "unauthorized_client", error_description: "O cliente não pode usar este provedor." },
  },
  "erro-interno": { label: "Erro interno do provedor", result: { error: "server_error" } },
  "erro-com-mensagem": {
    label: "Acesso negado com mensagem",
    result: { error: "access_denied", error_description: "Sua conta foi bloqueada pelo administrador." },
  },
  "erro-sem-mensagem": { label: "Acesso negado sem mensagem", result: { error: "access_denied" } },
  "sem-dados": { label: "Conta sem nome nem e-mail" },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function subjectFor(email: string): string {
  return `dev-${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 24)}`;
}

/** Our callback on another of this machine's hosts (127.0.0.1, its Wi-Fi address for a phone). */
function isLocalCallback(value: string, publicUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.pathname === "/auth/callback" &&
    url.search === "" &&
    url.hash === "" &&
    url.username === "" &&
    url.password === "" &&
    isDevSignInHost(url.hostname, publicUrl)
  );
}

const openNotice =
  '<p class="warning" role="note"><strong>Atenção:</strong> aqui qualquer pessoa pode entrar como qualquer conta, só informando o e-mail. É o provedor de desenvolvimento do Chef IA: não guarde nada importante nesta conta.</p>';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#fff7ed;color:#1c1917;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:16px;box-shadow:0 1px 4px #0002;padding:28px;width:min(92vw,380px)}
h1{font-size:1.3rem;margin:0 0 4px}p{color:#57534e;margin:0 0 16px;font-size:.9rem}
label{display:block;font-weight:600;margin:12px 0 4px}input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #a8a29e;border-radius:8px;font-size:1rem}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:10px;background:#c2410c;color:#fff;font-weight:700;font-size:1rem;cursor:pointer}
button.secondary{background:#fff;color:#1c1917;border:1px solid #a8a29e;margin-top:8px}details{margin-top:14px;font-size:.9rem}
.warning{background:#fef3c7;color:#451a03;border-radius:8px;padding:10px;font-size:.85rem}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * prompt=select_account (the account chooser, always asked for): a requestable prompt
 * before login. Our sign-in page is the chooser; finishing it resolves the prompt.
 */
function policyWithAccountChooser() {
  const policy = interactionPolicy.base();
  const selectAccount = new interactionPolicy.Prompt(
    { name: "select_account", requestable: true },
    new interactionPolicy.Check("select_account_requested", "o usuário deve escolher a conta", (ctx) =>
      ctx.oidc.prompts.has("select_account") && ctx.oidc.promptPending("select_account")
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT,
    ),
  );
  policy.add(selectAccount, 0);
  return policy;
}

export interface DevIdentityProviderOptions {
  publicUrl: string;
  sessionSecret: string;
  /** Where its state is kept: the app's database, shared by every process. */
  db: Db;
  /** DEV_SIGN_IN=1 on a public PUBLIC_URL: an open demo, serving clients from anywhere. */
  openToEveryone?: boolean;
}

/** The DER prefix of a PKCS #8 Ed25519 private key before its 32-byte seed (RFC 8410, section 7). */
const ed25519Pkcs8Prefix = Buffer.from("302e020100300506032b657004220420", "hex");

/**
 * The provider's signing key: Ed25519 from a seed derived from the session secret, so every
 * process of a fleet signs and publishes the same key, and none uses the library's quick-start
 * keys, which are public (oidc-provider warns about them at every start).
 */
export function devSigningKey(sessionSecret: string): JsonWebKey & { kid: string; alg: "EdDSA"; use: "sig" } {
  const seed = createHmac("sha256", sessionSecret).update("dev-oidc:chave-de-assinatura").digest();
  const jwk = createPrivateKey({ key: Buffer.concat([ed25519Pkcs8Prefix, seed]), format: "der", type: "pkcs8" }).export({ format: "jwk" });
  const kid = createHash("sha256")
    .update(jwk.x ?? "")
    .digest("base64url")
    .slice(0, 16);
  return { ...jwk, kid, alg: "EdDSA", use: "sig" };
}

/**
 * How long each artifact of a sign-in lives (oidc-provider's defaults, said here so it does not
 * warn that they are defaults): a sign-in is done in minutes, and our client keeps no token.
 */
const lifetimes = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 10 * 60,
  Interaction: 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
};

export function createDevIdentityProvider(options: DevIdentityProviderOptions): express.Router {
  const issuer = `${options.publicUrl}/dev-oidc`;
  const store = new DevProviderStore(options.db);

  const provider = new Provider(issuer, {
    adapter: store.adapterFor,
    clients: [
      {
        client_id: devClientId,
        client_secret: devClientSecret(options.sessionSecret),
        redirect_uris: [`${options.publicUrl}/auth/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        id_token_signed_response_alg: devIdTokenAlg,
      },
    ],
    jwks: { keys: [devSigningKey(options.sessionSecret)] },
    ttl: lifetimes,
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: [createHash("sha256").update(`dev-oidc-cookies:${options.sessionSecret}`).digest("base64url")] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy: policyWithAccountChooser(),
      url: (_ctx, interaction) => `/dev-oidc/interacao/${interaction.uid}`,
    },
    async findAccount(_ctx, sub) {
      const account = await store.account(sub);
      return {
        accountId: sub,
        claims: () => (account ? { sub, name: account.name, email: account.email, email_verified: true } : { sub }),
      };
    },
    // Our own client needs no consent screen: grant what it asked for.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope("openid profile email");
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = page("Erro no login", `<h1>Erro no login</h1><p>${escapeHtml(out.error_description ?? out.error)}</p>`);
    },
  });
  provider.proxy = true;
  // The registered redirect URI is on PUBLIC_URL; the same app opened at 127.0.0.1 or at
  // this machine's Wi-Fi address signs in there too (never on a public host).
  const clientModel = provider.Client.prototype as unknown as { redirectUriAllowed(value: string): boolean };
  const registeredOnly = clientModel.redirectUriAllowed;
  clientModel.redirectUriAllowed = function (this: unknown, value: string) {
    return registeredOnly.call(this, value) || isLocalCallback(value, options.publicUrl);
  };

  const router = express.Router();
  // Before anything of the provider: what a client says about itself in headers can only
  // make it a stranger, never a neighbour (clientReach); the host must be ours, or the
  // browser would be sent to a machine the client named.
  router.use((req, res, next) => {
    const refuse = (message: string, why: string) => {
      log.info({ host: req.hostname ?? null }, `[dev-oidc] pedido recusado: ${why}`);
      res
        .status(403)
        .set("Cache-Control", "no-store")
        .type("html")
        .send(page(t.devTools.providerTitle, `<h1>${escapeHtml(t.devTools.providerTitle)}</h1><p>${escapeHtml(message)}</p>`));
    };
    if (!isDevSignInHost(req.hostname ?? "", options.publicUrl))
      return refuse(t.devTools.providerHost, "endereço que não é deste computador");
    if (!options.openToEveryone && clientReach(req.socket.remoteAddress, req.ip) === "public") {
      return refuse(t.devTools.providerStranger, "cliente fora desta máquina e da rede local");
    }
    next();
  });
  const form = express.urlencoded({ extended: false, limit: "10kb" });

  router.get("/interacao/:uid", async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const options = Object.entries(simulations)
        .map(([value, { label }]) => `<option value="${value}">${escapeHtml(label)}</option>`)
        .join("");
      res.type("html").send(
        page(
          "Entrar — conta de desenvolvimento",
          `<h1>Conta de desenvolvimento</h1><p>Provedor de identidade local do Chef IA, só para desenvolvimento e testes.</p>${openNotice}
<form method="post" action="/dev-oidc/interacao/${escapeHtml(details.uid)}/entrar">
<label for="nome">Nome</label><input id="nome" name="nome" autocomplete="name" maxlength="80">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="200">
<details><summary>Simular resposta do provedor</summary><label for="simular">Resposta</label><select id="simular" name="simular">${options}</select></details>
<button type="submit">Entrar</button></form>
<form method="post" action="/dev-oidc/interacao/${escapeHtml(details.uid)}/cancelar"><button class="secondary" type="submit">Cancelar</button></form>`,
        ),
      );
    } catch (error) {
      next(error);
    }
  });

  router.post("/interacao/:uid/entrar", form, async (req, res, next) => {
    try {
      const email = String(req.body.email ?? "")
        .trim()
        .slice(0, 200);
      const name = String(req.body.nome ?? "")
        .trim()
        .slice(0, 80);
      const simulation = simulations[String(req.body.simular ?? "")] ?? simulations[""]!;
      if (simulation.result) {
        await provider.interactionFinished(req, res, simulation.result, { mergeWithLastSubmission: false });
        return;
      }
      if (req.body.simular === "sem-dados") {
        await provider.interactionFinished(req, res, { select_account: {}, login: { accountId: `dev-anonimo-${Date.now()}` } });
        return;
      }
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        res.status(400).type("html").send(page("E-mail inválido", "<h1>E-mail inválido</h1><p>Volte e informe um e-mail válido.</p>"));
        return;
      }
      const accountId = subjectFor(email);
      await store.rememberAccount(accountId, { name, email });
      await provider.interactionFinished(req, res, { select_account: {}, login: { accountId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      next(error);
    }
  });

  router.post("/interacao/:uid/cancelar", async (req, res, next) => {
    try {
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "Login cancelado pelo usuário." },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });

  router.use(provider.callback());
  return router;
}
