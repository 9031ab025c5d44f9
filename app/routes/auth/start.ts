import { serialize } from "cookie";
import { redirect } from "react-router";
import { cspNonceContext, services } from "~/context";
import { safeRedirect } from "~/features/accounts/oidc.server";
import { popupResultPage } from "~/features/accounts/popup-result.server";
import type { SignInErrorCode } from "~/features/accounts/sign-in-errors";
import type { Route } from "./+types/start";

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
      : redirect(`/entrar?erro=${code}&redirectTo=${encodeURIComponent(redirectTo)}`);

  // The provider only knows the redirect URI on PUBLIC_URL: from any other host the
  // sign-in could not come back, so say so before sending the cook away.
  if (url.host !== new URL(env.publicUrl).host) return fail("unauthorized-domain");

  const started = await oidc.start({ redirectTo, popup });
  if ("code" in started) return fail(started.code);
  return redirect(started.url, {
    headers: {
      "Set-Cookie": serialize(stateCookieName, started.state, {
        httpOnly: true,
        sameSite: "lax",
        secure: env.publicUrl.startsWith("https://"),
        path: "/auth",
        maxAge: 600,
      }),
      "Cache-Control": "no-store",
    },
  });
}
