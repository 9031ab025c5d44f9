/**
 * Where a sign-in may send the cook afterwards: a path on this site, never another one.
 * Every reader of `redirectTo` (the /entrar page, /auth/entrar, the callback, the
 * stored sign-in request) goes through here.
 *
 * Browsers forgive a lot in a Location header: they drop tabs and newlines, read `\` as
 * `/`, and follow `//host` to another site. So the value must be printable ASCII (what
 * `encodeURIComponent` of a real path gives), start with exactly one `/`, carry no
 * backslash, and still be a path on our origin once parsed and normalised (`/..//x`
 * normalises to `//x`). Anything else is `/`.
 */
const placeholderOrigin = "http://chef-ia.invalid";
const maxLength = 500;
/** Visible ASCII except the backslash: no controls, spaces, zero-width or other scripts. */
const printablePath = /^\/[\x21-\x5b\x5d-\x7e]*$/;

export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target || target.length > maxLength || !printablePath.test(target) || target.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(target, placeholderOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== placeholderOrigin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}
