import { readForm } from "~/lib/forms.server";
import { data } from "react-router";
import { z } from "zod";
import { clientAddressContext, services } from "~/context";
import { takeQuota } from "~/lib/model/usage.server";
import { currentUser } from "~/middleware/access.server";
import { convertQuantity } from "~/domain/units";
import { ModelCallError } from "~/lib/model/gateway.server";
import { unitConversion } from "~/lib/model/prompts";
import { ModelReplyError, parseConversionReply, replyMessages } from "~/lib/model/replies";
import { formatKitchenAmount, scaleQuantity } from "~/domain/quantities";
import { units } from "~/domain/recipe";
import { getRecipe } from "~/features/recipes/queries.server";
import { t } from "~/i18n/pt-br";
import type { Route } from "./+types/convert";
import { log } from "~/lib/log.server";

const bodySchema = z.object({
  recipeId: z.string().min(1).max(120),
  ingredientId: z.string().min(1).max(64),
  servings: z.coerce.number().int().min(1).max(100),
  unit: z.enum(units),
});

/**
 * POST /api/converter: converts an ingredient of a stored recipe (the quantity comes
 * from the database, scaled to the servings shown, never from the browser). Computed
 * from the reference table; only what it cannot answer is asked of the model.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fail = (status: number) => data({ ok: false as const, message: t.detail.convertError }, { status });
  const user = currentUser(context);
  if (!user) return fail(401);
  const parsed = bodySchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return fail(400);
  const { recipeId, ingredientId, servings, unit } = parsed.data;
  const recipe = await getRecipe(services(context).db, recipeId);
  const ingredient = recipe?.ingredients.find((entry) => entry.id === ingredientId);
  if (!recipe || !ingredient) return fail(404);
  const quantity = scaleQuantity(ingredient.quantity, recipe.servings || 4, servings);
  const computed = convertQuantity(quantity, ingredient.unit, unit, ingredient.name);
  if (computed) {
    return {
      ok: true as const,
      quantity: computed.quantity,
      unit: computed.unit,
      text: formatKitchenAmount(computed.quantity, computed.unit),
      basis: computed.basis,
      demo: false,
    };
  }
  // Only what the reference table cannot answer goes to the model (temperature 0.3).
  const { db, env, model, demoModel } = services(context);
  const refusal = await takeQuota(db, env, { userId: user.id, ip: context.get(clientAddressContext), kind: "converter" });
  if (refusal) return data({ ok: false as const, message: refusal.message }, { status: refusal.status });
  const rounded = Math.round(quantity * 100) / 100;
  try {
    const text = await model.complete(unitConversion(ingredient.name, rounded, ingredient.unit, unit), { signal: request.signal });
    const reply = parseConversionReply(text);
    if (reply.unit !== unit) throw new ModelReplyError(replyMessages.invalidShape, text);
    return {
      ok: true as const,
      quantity: reply.quantity,
      unit: reply.unit,
      text: formatKitchenAmount(reply.quantity, reply.unit),
      basis: demoModel ? t.detail.demo : t.detail.estimatedByChef,
      demo: demoModel,
    };
  } catch (error) {
    if (error instanceof ModelReplyError) log.error({ received: error.received.slice(0, 2000) }, `[converter] ${error.message}`);
    else log.error({ err: error }, "[converter] falha ao consultar o modelo");
    return fail(error instanceof ModelCallError && error.failure === "rate-limited" ? 429 : 502);
  }
}
