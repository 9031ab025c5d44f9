import { data } from "react-router";
import { z } from "zod";
import { clientAddressContext, services } from "~/context";
import { units } from "~/domain/recipe";
import { convertIngredient } from "~/features/chef/convert.server";
import { getRecipe } from "~/features/recipes/queries.server";
import * as t from "~/i18n/pt-br";
import { readForm } from "~/lib/forms.server";
import { currentUser } from "~/middleware/access.server";
import type { Route } from "./+types/convert";
import { passServerAnswer, type ActionAnswer } from "~/lib/mutation";
import type { ConvertAnswer } from "~/features/chef/unit-converter";

const bodySchema = z.object({
  recipeId: z.string().min(1).max(120),
  ingredientId: z.string().min(1).max(64),
  servings: z.coerce.number().int().min(1).max(100),
  unit: z.enum(units),
});

/** POST /api/converter: an ingredient of a stored recipe in another unit (features/chef/convert.server.ts). */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer<ConvertAnswer>> {
  const fail = (status: number, message: string = t.detail.convertError, retryAfterSeconds?: number) =>
    data(
      { ok: false as const, message, signIn: status === 401 },
      { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
    );
  // A visitor converts by the reference table too; only a conversion that needs the model asks them to sign in.
  const user = currentUser(context);
  const parsed = bodySchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return fail(400);
  const { db, env, model, demoModel, work, quotaIdentity } = services(context);
  const recipe = await getRecipe(db, parsed.data.recipeId, user?.id ?? null);
  if (!recipe) return fail(404);
  const answer = await convertIngredient({
    db,
    env,
    model,
    demo: demoModel,
    cook: user ? { id: user.id, quotaIdentity: quotaIdentity(user) } : null,
    ip: context.get(clientAddressContext),
    work,
    recipe,
    ...parsed.data,
    signal: request.signal,
  });
  return answer.ok ? answer : fail(answer.status, answer.message, answer.retryAfterSeconds);
}

/** From the page (a fetcher): the answer, or a failure to show when the server was not reached. */
export const clientAction = passServerAnswer;
