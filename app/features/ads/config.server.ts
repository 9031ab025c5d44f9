/** The ad network settings (DESIGN: ADS_CLIENT, ADS_SLOT_*); none in development and tests. */
import type { Env } from "~/config/env.server";
import type { AdsSettings } from "../../lib/ads-settings";

export function adsConfigured(env: Pick<Env, "ADS_CLIENT">): boolean {
  return Boolean(env.ADS_CLIENT);
}

export function adsSettings(env: Env): AdsSettings | null {
  if (!env.ADS_CLIENT) return null;
  return {
    client: env.ADS_CLIENT,
    slots: {
      banner: env.ADS_SLOT_BANNER ?? null,
      interstitial: env.ADS_SLOT_INTERSTITIAL ?? null,
      native: env.ADS_SLOT_NATIVE ?? null,
    },
  };
}
