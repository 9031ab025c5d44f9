import { parse, serialize } from "cookie";
import { href, redirect } from "react-router";
import { cspNonceContext, services } from "~/context";
import { popupResultPage } from "~/features/accounts/popup-result.server";
import { providerMessageCode, providerMessageCookie } from "~/features/accounts/provider-message.server";
import type { Route } from "./+types/callback";
import { stateCookieName } from "./start";

/** GET /auth/callback: the provider's redirect. Checks state, PKCE and nonce, then signs in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { oidc, sessions, env } = services(context);
  const url = new URL(request.url);
  const browserState = parse(request.headers.get("Cookie") ?? "")[stateCookieName] ?? null;
  const result = await oidc.finish(url.search, browserState, url.origin);

  const secure = env.https;
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", serialize(stateCookieName, "", { path: "/auth", maxAge: 0, httpOnly: true, sameSite: "lax", secure }));
  if (result.ok) {
    // A new session id at every sign-in; the one this browser had (if any) ends.
    await sessions.destroy(request);
    headers.append("Set-Cookie", await sessions.create(result.userId));
  }
  if (result.popup) {
    return popupResultPage(
      result.ok
        ? { ok: true, redirectTo: result.redirectTo }
        : { ok: false, code: result.code, message: result.message, redirectTo: result.redirectTo },
      headers,
      context.get(cspNonceContext),
    );
  }
  if (result.ok) return redirect(result.redirectTo, { headers });
  // Only a code travels in the URL; the provider's own words go in a cookie we set.
  let code: string = result.code ?? "desconhecido";
  if (!result.code && result.message) {
    code = providerMessageCode;
    headers.append("Set-Cookie", providerMessageCookie(result.message, secure));
  }
  return redirect(`${href("/entrar")}?erro=${code}&redirectTo=${encodeURIComponent(result.redirectTo)}`, { headers });
}
