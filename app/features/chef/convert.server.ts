/**
 * "Converter unidade": an ingredient of a stored recipe, at the servings shown, in
 * another unit. Computed from the reference table (app/domain/units.ts); only what the
 * table cannot answer (an onion's "unidade" in grams) is asked of the model, under the
 * cook's quota. A visitor (no cook) gets the table's answers; what needs the model asks
 * them to sign in. The quantity comes from the database, never from the browser. A model
 * call is work the process owes the cook (decision 025): none starts while it stops
 * (503). An answer that cannot be read is asked once more; one that ends in an error
 * (or is cut at the end of the shutdown grace) gives the quota back.
 */
import type { Db } from "../../../db/client.server";
import type { Env } from "~/config/env.server";
import { formatKitchenAmount, scaleQuantity } from "~/domain/quantities";
import { formatIngredientLine } from "~/domain/ingredient-line";
import { defaultServings, type StoredRecipe, type Unit } from "~/domain/recipe";
import { convertQuantity } from "~/domain/units";
import * as t from "~/i18n/pt-br";
import { log } from "~/config/log.server";
import { stopping, type InFlightWork } from "~/lib/in-flight.server";
import { askModel } from "~/lib/model/ask.server";
import { ModelCallError, type ModelGateway } from "~/lib/model/gateway.server";
import { unitConversion } from "~/lib/model/prompts";
import { ModelReplyError, readConversionAnswer } from "~/lib/model/replies";
import { admitModelCall, giveBackQuota } from "~/lib/model/usage.server";

export type ConversionAnswer =
  | { ok: true; quantity: number; unit: Unit; text: string; basis: string | null; demo: boolean }
  | { ok: false; status: 401 | 404 | 429 | 502 | 503; message: string; retryAfterSeconds?: number };

export interface ConversionInput {
  db: Db;
  env: Env;
  model: ModelGateway;
  demo: boolean;
  /** Null for a visitor: the table answers, the model does not. `quotaIdentity` outlives a deleted account. */
  cook: { id: string; quotaIdentity: string } | null;
  ip: string;
  /** What this process owes before it exits: refuses new work while stopping. */
  work: InFlightWork;
  recipe: StoredRecipe;
  ingredientId: string;
  servings: number;
  unit: Unit;
  signal: AbortSignal;
}

export async function convertIngredient(input: ConversionInput): Promise<ConversionAnswer> {
  const failed = (
    status: 401 | 404 | 429 | 502 | 503,
    message: string = t.detail.convertError,
    retryAfterSeconds?: number,
  ): ConversionAnswer => ({ ok: false, status, message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });
  const ingredient = input.recipe.ingredients.find((entry) => entry.id === input.ingredientId);
  if (!ingredient) return failed(404);
  const quantity = scaleQuantity(ingredient.quantity, input.recipe.servings || defaultServings, input.servings);
  const computed = convertQuantity(quantity, ingredient.unit, input.unit, ingredient.name);
  if (computed) {
    const text = formatKitchenAmount(computed.quantity, computed.unit);
    return { ok: true, quantity: computed.quantity, unit: computed.unit, text, basis: computed.basis, demo: false };
  }
  if (input.cook === null) return failed(401, t.detail.convertSignIn);
  const admitted = await admitModelCall(input.db, input.env, input.work, {
    userId: input.cook.id,
    identity: input.cook.quotaIdentity,
    ip: input.ip,
    kind: "converter",
  });
  const { refusal } = admitted;
  if (refusal) return failed(refusal.status === 503 ? 503 : 429, refusal.message, refusal.retryAfterSeconds);
  const { ticket, usageId } = admitted;
  const rounded = Math.round(quantity * 100) / 100;
  try {
    // One more call when the answer cannot be read (issue 21), never a third.
    const { value: reply } = await askModel(
      input.model,
      unitConversion(ingredient.name, rounded, ingredient.unit, input.unit),
      (answer) => readConversionAnswer(answer, input.unit, ingredient.name),
      { tag: "[converter]", signal: AbortSignal.any([input.signal, ticket.cut]) },
    );
    return {
      ok: true,
      quantity: reply.quantity,
      unit: reply.unit,
      // Whole items by their name ("2 cebolas"), not "2 unidades".
      text:
        reply.unit === "unidade"
          ? formatIngredientLine(reply.quantity, reply.unit, ingredient.name)
          : formatKitchenAmount(reply.quantity, reply.unit),
      basis: input.demo ? t.detail.demo : t.detail.estimatedByChef,
      demo: input.demo,
    };
  } catch (error) {
    // No answer: the conversion does not count (issue 21).
    await giveBackQuota(input.db, usageId).catch((giving: unknown) => log.error({ err: giving }, "[converter] falha ao devolver a cota"));
    if (ticket.cut.aborted) {
      log.warn("[converter] conversão cortada pelo desligamento: cota devolvida");
      return failed(503, stopping.message, stopping.retryAfterSeconds);
    }
    // An unreadable answer was logged by askModel, with what was wrong.
    if (!(error instanceof ModelReplyError)) log.error({ err: error }, "[converter] falha ao consultar o modelo");
    return failed(error instanceof ModelCallError && error.failure === "rate-limited" ? 429 : 502);
  } finally {
    ticket.end();
  }
}
