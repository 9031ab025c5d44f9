/**
 * The session cookie's name, and the one answer to "does this request carry a
 * session?". The session store reads the token through here, and the page
 * micro-cache asks here before storing or serving a shared page, so the two can never
 * disagree about a spelling such as `chefia_sessao =…` (the parser trims the name).
 */
import { parse } from "cookie";

const plainName = "chefia_sessao";
/** Over HTTPS: bound to this exact origin. */
const hostBoundName = "__Host-chefia_sessao";

export function sessionCookieName(secure: boolean): string {
  return secure ? hostBoundName : plainName;
}

/** The cookie header's value for the session cookie of that name, whatever its spelling. */
export function sessionCookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  return cookieHeader ? parse(cookieHeader)[name] : undefined;
}

/** True when the header has a session cookie under either name, valid or not. */
export function carriesSession(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  const cookies = parse(cookieHeader);
  return cookies[plainName] !== undefined || cookies[hostBoundName] !== undefined;
}
