import { data } from "react-router";
import { services } from "~/context";
import { currentUser } from "~/features/accounts/access.server";
import { undoLastRevision } from "~/features/chef/own-recipes.server";
import { t } from "~/i18n/pt-br";
import type { Route } from "./+types/undo";

/** POST /api/receitas/desfazer (recipeId): the cook's recipe goes back one version. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  if (!user) return data({ ok: false as const, message: t.quota.signInRequired }, { status: 401 });
  const form = await request.formData();
  const recipeId = String(form.get("recipeId") ?? "").slice(0, 140);
  const undone = await undoLastRevision(services(context).db, user.id, recipeId);
  if (!undone) return data({ ok: false as const, message: t.detail.undoError }, { status: 404 });
  return { ok: true as const };
}
