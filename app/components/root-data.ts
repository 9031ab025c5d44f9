/** The root loader's data, for components anywhere in the tree. */
import { useRouteLoaderData } from "react-router";
import type { Profile } from "../domain/profile";
import type { AdsSettings, Consent } from "../lib/ads-settings";

export interface RootData {
  publicUrl: string;
  /** PUBLIC_URL is HTTPS: the consent cookie is Secure too. */
  https: boolean;
  profile: Profile | null;
  /** The signed-in cook's name for offline data on this device (app/lib/offline-account.server.ts). */
  account: string | null;
  signInLabel: string;
  /** The signed-in cook's favourite recipe ids (empty when signed out). */
  favoriteIds: string[];
  /** The ad network, when configured; and the visitor's cookie choice (null: not yet). */
  ads: AdsSettings | null;
  consent: Consent | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
