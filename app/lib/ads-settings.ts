/** What the browser knows of the ad network: the account and the slot ids (public by nature). */
export type AdKind = "banner" | "interstitial" | "native";

export interface AdsSettings {
  client: string;
  slots: Record<AdKind, string | null>;
}

/** The AdSense-compatible network's script (spec 7 "Advertising"). */
export const adScriptUrl = "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js";

export type Consent = "aceito" | "recusado";
export const consentCookie = "chefia_consentimento";

/** The cookie's value, or null when the visitor has not chosen yet. */
export function readConsent(cookieHeader: string | null): Consent | null {
  const match = /(?:^|;\s*)chefia_consentimento=(aceito|recusado)(?:;|$)/.exec(cookieHeader ?? "");
  return (match?.[1] as Consent | undefined) ?? null;
}
