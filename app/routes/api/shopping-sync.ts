import { services } from "~/context";
import { currentUser } from "~/middleware/access.server";
import { syncShoppingList } from "~/features/kitchen/shopping-sync.server";
import { listShoppingItems } from "~/features/kitchen/shopping.server";
import { maxSyncBytes, syncRequestSchema, type SyncAnswer } from "~/features/kitchen/shopping-sync";
import type { ActionAnswer } from "~/lib/mutation";
import { BadForm, BodyTooLarge, readJson, refuse, UnsupportedType } from "~/lib/forms.server";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/shopping-sync";
import { log } from "~/config/log.server";

/**
 * POST /api/compras/sincronizar {changes}: the changes a device made to the list offline
 * (issue 24), merged line by line (decision 036). JSON only; cross-site writes never get
 * here (server/same-origin.ts).
 */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer<SyncAnswer>> {
  const user = currentUser(context);
  if (!user) return refuse(401, t.kitchen.syncSignIn);
  let body: unknown;
  try {
    body = await readJson(request, maxSyncBytes);
  } catch (error) {
    if (error instanceof UnsupportedType) return refuse(415, t.quota.jsonRequired);
    if (error instanceof BodyTooLarge) return refuse(413, t.quota.bodyTooLarge);
    if (error instanceof BadForm) return refuse(400, t.kitchen.syncInvalid);
    throw error;
  }
  const parsed = syncRequestSchema.safeParse(body);
  if (!parsed.success) return refuse(400, t.kitchen.syncInvalid);
  try {
    const { db } = services(context);
    const result = await syncShoppingList(db, user.id, parsed.data.changes);
    // The list as it now is, so the device shows it without asking for the page again
    // (null if it cannot be read: the device then reloads the page's data).
    const items = await listShoppingItems(db, user.id).catch((error: unknown) => {
      log.error({ err: error }, "[compras] falha ao ler a lista depois de sincronizar");
      return null;
    });
    return { ok: true as const, ...result, items, loadedAt: Date.now() };
  } catch (error) {
    log.error({ err: error, changes: parsed.data.changes.length }, "[compras] falha ao sincronizar");
    return refuse(500, t.kitchen.syncError);
  }
}
