/**
 * The session store and the page micro-cache must agree on whether a request is a
 * cook's: every spelling the store reads as signed in is one the cache never shares.
 */
import { describe, expect, it } from "vitest";
import { cacheKey } from "~/lib/page-cache.server";
import { carriesSession } from "./session-cookie";
import { SessionStore } from "../features/accounts/sessions.server";

const token = "A".repeat(43);
const html = "text/html";

/** Cookie headers a browser, a client library or a proxy might send. */
const spellings: [string, string, { secure: boolean; signedIn: boolean }][] = [
  ["the usual", `chefia_sessao=${token}`, { secure: false, signedIn: true }],
  ["a space before =", `chefia_sessao =${token}`, { secure: false, signedIn: true }],
  ["spaces around =", `chefia_sessao = ${token}`, { secure: false, signedIn: true }],
  ["a tab before =", `chefia_sessao\t=${token}`, { secure: false, signedIn: true }],
  ["a leading space", ` chefia_sessao=${token}`, { secure: false, signedIn: true }],
  ["after another cookie, no space", `chefia_consentimento=aceito;chefia_sessao=${token}`, { secure: false, signedIn: true }],
  ["after another cookie, spaces before ;", `a=1 ;  chefia_sessao=${token}`, { secure: false, signedIn: true }],
  ["twice (the first counts)", `chefia_sessao=${token}; chefia_sessao=outro`, { secure: false, signedIn: true }],
  ["percent-encoded", `chefia_sessao=${"%41".repeat(43)}`, { secure: false, signedIn: true }],
  ["a trailing semicolon", `chefia_sessao=${token};`, { secure: false, signedIn: true }],
  ["the HTTPS name", `__Host-chefia_sessao=${token}`, { secure: true, signedIn: true }],
  ["the HTTPS name with a space", `__Host-chefia_sessao =${token}`, { secure: true, signedIn: true }],
  ["a malformed token", "chefia_sessao=curto", { secure: false, signedIn: false }],
  ["an empty value", "chefia_sessao=", { secure: false, signedIn: false }],
  ["quoted", `chefia_sessao="${token}"`, { secure: false, signedIn: false }],
  ["another name", `chefia_sessao2=${token}`, { secure: false, signedIn: false }],
  ["another case", `CHEFIA_SESSAO=${token}`, { secure: false, signedIn: false }],
];

describe("one answer to 'does this request carry a session?'", () => {
  it.each(spellings)("%s: the store and the cache agree", (_what, cookie, { secure, signedIn }) => {
    const store = new SessionStore(null as never, "segredo-de-teste-com-mais-de-32-caracteres", secure);
    const request = new Request("http://localhost/", { headers: { Cookie: cookie, Accept: html } });
    expect(store.tokenFrom(request) !== null).toBe(signedIn);
    if (signedIn) {
      expect(carriesSession(cookie)).toBe(true);
      expect(cacheKey("GET", "/", cookie, html)).toBeNull();
    }
  });

  it.each([
    ["no header", undefined],
    ["empty", ""],
    ["only other cookies", "chefia_consentimento=aceito; _ga=1"],
  ])("%s carries no session", (_what, cookie) => {
    expect(carriesSession(cookie)).toBe(false);
  });
});
