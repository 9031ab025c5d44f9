import { data } from "react-router";
import { z } from "zod";
import { services } from "~/context";
import { currentUser } from "~/features/accounts/access.server";
import { convertQuantity } from "~/features/chef/convert";
import { formatKitchenAmount, scaleQuantity } from "~/features/kitchen/quantities";
import { units } from "~/features/recipes/model";
import { getRecipe } from "~/features/recipes/queries.server";
import { t } from "~/i18n/pt-br";
import type { Route } from "./+types/convert";

const bodySchema = z.object({
  recipeId: z.string().min(1).max(120),
  ingredientId: z.string().min(1).max(64),
  servings: z.coerce.number().int().min(1).max(100),
  unit: z.enum(units),
});

/**
 * POST /api/converter: converts an ingredient of a stored recipe (the quantity comes
 * from the database, scaled to the servings shown, never from the browser). Computed
 * from the reference table; what it cannot answer fails with the spec's message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fail = (status: number) => data({ ok: false as const, message: t.detail.convertError }, { status });
  if (!currentUser(context)) return fail(401);
  const parsed = bodySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return fail(400);
  const { recipeId, ingredientId, servings, unit } = parsed.data;
  const recipe = await getRecipe(services(context).db, recipeId);
  const ingredient = recipe?.ingredients.find((entry) => entry.id === ingredientId);
  if (!recipe || !ingredient) return fail(404);
  const quantity = scaleQuantity(ingredient.quantity, recipe.servings || 4, servings);
  const result = convertQuantity(quantity, ingredient.unit, unit, ingredient.name);
  if (!result) return fail(422);
  return {
    ok: true as const,
    quantity: result.quantity,
    unit: result.unit,
    text: formatKitchenAmount(result.quantity, result.unit),
    basis: result.basis,
  };
}
