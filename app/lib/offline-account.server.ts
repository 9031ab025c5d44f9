import { createHash } from "node:crypto";

/**
 * The name a cook's offline data goes by on the device (the service worker's caches, the
 * list's IndexedDB): derived from the account, not the account id itself, and the same on
 * every request, so the device can tell one cook's pages from another's.
 */
export function offlineAccount(userId: string): string {
  return createHash("sha256").update(`chef-ia-offline:${userId}`).digest("base64url").slice(0, 22);
}
