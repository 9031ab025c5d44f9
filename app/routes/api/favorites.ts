import { readForm } from "~/lib/forms.server";
import { data } from "react-router";
import { z } from "zod";
import { services } from "~/context";
import { currentUser } from "~/middleware/access.server";
import { setFavorite } from "~/features/kitchen/favorites.server";
import { UserFacingError } from "~/lib/user-facing-error";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/favorites";
import { log } from "~/config/log.server";
import { passServerAnswer, type ActionAnswer } from "~/lib/mutation";
import type { FavoriteAnswer } from "~/features/recipes/favorite-button";

const bodySchema = z.object({ recipeId: z.string().min(1).max(120), favorite: z.enum(["true", "false"]) });

/** POST /api/favoritos {recipeId, favorite}: sets (not toggles) a favourite. */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer<FavoriteAnswer>> {
  const user = currentUser(context);
  if (!user) return data({ ok: false as const, message: t.card.signInToFavorite }, { status: 401 });
  const parsed = bodySchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ ok: false as const, message: t.card.favoriteError }, { status: 400 });
  try {
    await setFavorite(services(context).db, user.id, parsed.data.recipeId, parsed.data.favorite === "true");
    return { ok: true as const, favorite: parsed.data.favorite === "true" };
  } catch (error) {
    if (!(error instanceof UserFacingError)) log.error({ err: error }, "[favoritos] falha");
    const cause = error instanceof UserFacingError ? error.message : undefined;
    return data(
      { ok: false as const, message: t.card.favoriteError, cause },
      { status: error instanceof UserFacingError ? error.status : 500 },
    );
  }
}

/** From the page (a fetcher): the answer, or a failure to show when the server was not reached. */
export const clientAction = passServerAnswer;
