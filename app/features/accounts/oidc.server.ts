/**
 * Sign-in with OpenID Connect (authorization code + PKCE, state and nonce) through
 * openid-client. Google when configured; otherwise our development identity provider
 * at /dev-oidc (server/dev-identity-provider.ts). Every failure becomes a code of
 * spec 8's sign-in table; nothing half-done creates a session.
 */
import { eq } from "drizzle-orm";
import * as client from "openid-client";
import { createHash } from "node:crypto";
import { isDevSignInHost } from "~/config/network.server";
import type { Db } from "../../../db/client.server";
import { authRequests } from "../../../db/schema";
import { safeRedirect } from "./safe-redirect";
import { codeForProviderError, type SignInErrorCode } from "./sign-in-errors";
import { findOrCreateUser } from "./users.server";
import { log } from "~/config/log.server";

export interface IdentityProviderConfig {
  kind: "google" | "development";
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Extra authorization parameters (Google: offline access). */
  extraParams: Record<string, string>;
  /**
   * The issuer a cook's identity is recorded under. The ID token's own, except for the
   * development provider: its URL follows PUBLIC_URL, and an e-mail must be the same
   * cook on every URL.
   */
  identityIssuer?: string;
  /** How the provider signs ID tokens, when not RS256 (OpenID Connect Registration's default). */
  idTokenAlg?: string;
}

/** Our development provider signs with Ed25519 (server/dev-identity-provider.ts: devSigningKey). */
export const devIdTokenAlg = "EdDSA";

export const devClientId = "chef-ia-desenvolvimento";

/** The one issuer of every identity the development provider vouched for, whatever PUBLIC_URL was (migration 0008). */
export const devIdentityIssuer = "urn:chef-ia:provedor-de-desenvolvimento";

/** The client secret shared with our own development provider, derived from the session secret. */
export function devClientSecret(sessionSecret: string): string {
  return createHash("sha256").update(`dev-oidc-client:${sessionSecret}`).digest("base64url");
}

export function identityProviderConfig(
  env: { GOOGLE_CLIENT_ID?: string | undefined; GOOGLE_CLIENT_SECRET?: string | undefined; publicUrl: string },
  sessionSecret: string,
): IdentityProviderConfig {
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    return {
      kind: "google",
      issuer: "https://accounts.google.com",
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      extraParams: { access_type: "offline" },
    };
  }
  return {
    kind: "development",
    issuer: `${env.publicUrl}/dev-oidc`,
    clientId: devClientId,
    clientSecret: devClientSecret(sessionSecret),
    extraParams: {},
    identityIssuer: devIdentityIssuer,
    idTokenAlg: devIdTokenAlg,
  };
}

export type SignInResult =
  | { ok: true; userId: string; redirectTo: string; popup: boolean }
  | { ok: false; code?: SignInErrorCode; message?: string; popup: boolean; redirectTo: string };

const requestTimeoutMs = 10_000;

export class OidcClient {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(
    private readonly db: Db,
    readonly provider: IdentityProviderConfig,
    private readonly publicUrl: string,
  ) {}

  /** Where the provider sends the cook back, on the origin the sign-in started from. */
  redirectUri(origin: string = this.publicOrigin): string {
    return `${origin}/auth/callback`;
  }

  private get publicOrigin(): string {
    return new URL(this.publicUrl).origin;
  }

  /**
   * Whether a sign-in may run on this origin (the host the request names, which a client
   * can make up). Google knows one redirect URI, on PUBLIC_URL. The development provider
   * also serves this machine by its other names (127.0.0.1, localhost, the Wi-Fi address
   * a phone opens), each signing in on its own host; never another machine.
   */
  allowsOrigin(origin: string): boolean {
    if (origin === this.publicOrigin) return true;
    return this.provider.kind === "development" && isDevSignInHost(new URL(origin).hostname, this.publicUrl);
  }

  /** Discovery, once; a failure is forgotten so the next sign-in tries again. */
  private config(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(
        new URL(this.provider.issuer),
        this.provider.clientId,
        {
          client_secret: this.provider.clientSecret,
          ...(this.provider.idTokenAlg ? { id_token_signed_response_alg: this.provider.idTokenAlg } : {}),
        },
        undefined,
        {
          execute: this.provider.issuer.startsWith("http://") ? [client.allowInsecureRequests] : [],
          timeout: requestTimeoutMs / 1000,
        },
      )
      .catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    return this.configuration;
  }

  /** The provider URL to send the cook to, with the request remembered for the callback. */
  async start(options: {
    redirectTo: string;
    popup: boolean;
    origin?: string;
  }): Promise<{ url: string; state: string } | { code: SignInErrorCode }> {
    const origin = options.origin ?? this.publicOrigin;
    let config: client.Configuration;
    try {
      config = await this.config();
    } catch (error) {
      log.error({ err: error }, "[auth] descoberta OIDC falhou");
      return { code: "not-initialized" };
    }
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await this.db.insert(authRequests).values({
      state,
      nonce,
      codeVerifier,
      redirectTo: safeRedirect(options.redirectTo),
      popup: options.popup,
    });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(origin),
      scope: "openid profile email",
      prompt: "select_account",
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      ...this.provider.extraParams,
    });
    // The development provider is ours, mounted on every origin: the browser stays on its own.
    if (this.provider.kind === "development" && origin !== this.publicOrigin) {
      const here = new URL(origin);
      url.protocol = here.protocol;
      url.host = here.host;
    }
    return { url: url.href, state };
  }

  /**
   * Completes the sign-in from the provider's redirect. `browserState` is the state
   * this browser started with (from its cookie): a callback without it is refused.
   */
  async finish(callbackSearch: string, browserState: string | null, origin: string = this.publicOrigin): Promise<SignInResult> {
    const params = new URLSearchParams(callbackSearch);
    const state = params.get("state");
    // The request this browser started is consumed whatever happens: one try per sign-in.
    const [request] = browserState ? await this.db.delete(authRequests).where(eq(authRequests.state, browserState)).returning() : [];
    if (!request || state !== browserState) {
      return { ok: false, popup: request?.popup ?? false, redirectTo: safeRedirect(request?.redirectTo) };
    }
    // Checked again: a row written before a stricter rule must not send the cook away.
    const base = { popup: request.popup, redirectTo: safeRedirect(request.redirectTo) };
    if (Date.now() - request.createdAt.getTime() > 10 * 60 * 1000) return { ok: false, code: "timeout", ...base };

    const providerError = params.get("error");
    if (providerError) {
      const description = params.get("error_description") ?? undefined;
      const code = codeForProviderError(providerError);
      return code ? { ok: false, code, ...base } : { ok: false, message: description, ...base };
    }

    let claims: client.IDToken | undefined;
    let profile: { name?: unknown; email?: unknown } = {};
    try {
      const config = await this.config();
      const tokens = await client.authorizationCodeGrant(config, new URL(`${this.redirectUri(origin)}?${params}`), {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      profile = { name: claims?.name, email: claims?.email };
      // Providers may keep name and e-mail out of the ID token: ask the UserInfo endpoint.
      if (claims?.sub && (!claims.name || !claims.email) && config.serverMetadata().userinfo_endpoint) {
        profile = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
      }
    } catch (error) {
      return { ok: false, code: classifyExchangeError(error), ...base };
    }

    const name = typeof profile.name === "string" ? profile.name.trim() : "";
    const email = typeof profile.email === "string" ? profile.email.trim() : "";
    if (!claims?.sub || (!name && !email)) return { ok: false, code: "no-user-data", ...base };

    try {
      const issuer = this.provider.identityIssuer ?? claims.iss;
      const { user } = await findOrCreateUser(this.db, { issuer, subject: claims.sub, name, email });
      return { ok: true, userId: user.id, ...base };
    } catch (error) {
      log.error({ err: error }, "[auth] falha ao criar o perfil");
      return { ok: false, code: "profile-creation", ...base };
    }
  }
}

function classifyExchangeError(error: unknown): SignInErrorCode | undefined {
  const name = (error as { name?: string })?.name;
  const cause = (error as { cause?: { code?: string; name?: string } })?.cause;
  if (name === "TimeoutError" || cause?.name === "TimeoutError") return "timeout";
  if (error instanceof TypeError || cause?.code === "ECONNREFUSED" || cause?.code === "ENOTFOUND") return "network";
  if (error instanceof client.ResponseBodyError) return codeForProviderError(error.error) ?? undefined;
  log.error({ err: error }, "[auth] troca do código falhou");
  return undefined;
}
