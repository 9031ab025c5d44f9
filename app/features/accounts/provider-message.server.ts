/**
 * A provider's own error text ("Sua conta foi bloqueada…") after a full-page sign-in
 * (popups blocked). Spec 8 passes such a message on, but text in the URL could be
 * written by anyone (`/entrar?mensagem=…`), so the callback hands it over in a
 * short-lived HttpOnly cookie only it sets, and the URL carries just a code. The
 * /entrar page shows it once and clears it.
 */
import { parse, serialize } from "cookie";

/** The code in `/entrar?erro=` that says "the provider explained itself". */
export const providerMessageCode = "mensagem-do-provedor";
const cookieName = "chefia_login_erro";
const maxLength = 300;

export function providerMessageCookie(message: string, secure: boolean): string {
  return serialize(
    cookieName,
    message
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .trim()
      .slice(0, maxLength),
    {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/entrar",
      maxAge: 120,
    },
  );
}

export function readProviderMessage(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader)[cookieName]?.trim();
  return value ? value.slice(0, maxLength) : null;
}

export function clearProviderMessage(secure: boolean): string {
  return serialize(cookieName, "", { httpOnly: true, sameSite: "lax", secure, path: "/entrar", maxAge: 0 });
}
