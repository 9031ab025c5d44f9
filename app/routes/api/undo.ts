import { z } from "zod";
import { services } from "~/context";
import { undoLastRevision } from "../../../db/own-recipes.server";
import { refuse } from "~/lib/forms.server";
import { signedInForm } from "~/middleware/access.server";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/undo";
import { passServerAnswer, type ActionAnswer } from "~/lib/mutation";
import type { UndoAnswer } from "~/features/chef/undo-button";

const bodySchema = z.object({ recipeId: z.string().min(1).max(140) });

/** POST /api/receitas/desfazer (recipeId): the cook's recipe goes back one version. */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer<UndoAnswer>> {
  const input = await signedInForm(request, context);
  if (input.refusal) return input.refusal;
  const parsed = bodySchema.safeParse(Object.fromEntries(input.form));
  if (!parsed.success) return refuse(400, t.detail.undoError);
  const undone = await undoLastRevision(services(context).db, input.user.id, parsed.data.recipeId);
  if (!undone) return refuse(404, t.detail.undoError);
  return { ok: true as const };
}

/** From the page (a fetcher): the answer, or a failure to show when the server was not reached. */
export const clientAction = passServerAnswer;
