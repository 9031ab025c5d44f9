import { serialize } from "cookie";
import { href, redirect } from "react-router";
import { cspNonceContext, services } from "~/context";
import { safeRedirect } from "~/features/accounts/safe-redirect";
import { popupResultPage } from "~/features/accounts/popup-result.server";
import type { SignInErrorCode } from "~/features/accounts/sign-in-errors";
import type { Route } from "./+types/start";
import { log } from "~/config/log.server";

export const stateCookieName = "chefia_login";

/** GET /auth/entrar?redirectTo=…&popup=1: starts the sign-in at the identity provider. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { oidc, env } = services(context);
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const popup = url.searchParams.get("popup") === "1";

  const fail = (code: SignInErrorCode) =>
    popup
      ? popupResultPage({ ok: false, code, redirectTo }, new Headers(), context.get(cspNonceContext))
      : redirect(`${href("/entrar")}?erro=${code}&redirectTo=${encodeURIComponent(redirectTo)}`);

  // The sign-in must come back to this host: say so before sending the cook away.
  if (!oidc.allowsOrigin(url.origin)) {
    log.warn(
      { host: url.origin, expected: new URL(env.publicUrl).origin },
      `[auth] login recusado no endereço ${url.origin}: esperado ${new URL(env.publicUrl).origin} (PUBLIC_URL)`,
    );
    return fail("unauthorized-domain");
  }

  const started = await oidc.start({ redirectTo, popup, origin: url.origin });
  if ("code" in started) return fail(started.code);
  return redirect(started.url, {
    headers: {
      "Set-Cookie": serialize(stateCookieName, started.state, {
        httpOnly: true,
        sameSite: "lax",
        secure: env.https,
        path: "/auth",
        maxAge: 600,
      }),
      "Cache-Control": "no-store",
    },
  });
}
