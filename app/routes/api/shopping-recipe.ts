import { readForm } from "~/lib/forms.server";
import { data } from "react-router";
import { z } from "zod";
import { services } from "~/context";
import { currentUser } from "~/middleware/access.server";
import { UserFacingError } from "~/lib/user-facing-error";
import { addRecipeToShoppingList } from "~/features/kitchen/shopping.server";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/shopping-recipe";
import { log } from "~/config/log.server";
import { passServerAnswer, type ActionAnswer } from "~/lib/mutation";
import type { AddRecipeAnswer } from "~/features/kitchen/add-to-shopping-list";

const bodySchema = z.object({
  recipeId: z.string().min(1).max(120),
  servings: z.coerce.number().int().min(1).max(100),
});

/** POST /api/compras/receita {recipeId, servings}: every ingredient, for the servings shown. */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer<AddRecipeAnswer>> {
  const user = currentUser(context);
  if (!user) return data({ ok: false as const, message: t.kitchen.addRecipeError }, { status: 401 });
  const parsed = bodySchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ ok: false as const, message: t.kitchen.addRecipeError }, { status: 400 });
  try {
    await addRecipeToShoppingList(services(context).db, user.id, parsed.data.recipeId, parsed.data.servings);
    return { ok: true as const, message: t.kitchen.addRecipeDone };
  } catch (error) {
    if (!(error instanceof UserFacingError)) log.error({ err: error }, "[compras] falha ao adicionar receita");
    return data(
      { ok: false as const, message: t.kitchen.addRecipeError },
      { status: error instanceof UserFacingError ? error.status : 500 },
    );
  }
}

/** From the page (a fetcher): the answer, or a failure to show when the server was not reached. */
export const clientAction = passServerAnswer;
