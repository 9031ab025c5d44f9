import { clientAddressContext, services } from "~/context";
import type { FridgeEvent } from "~/features/fridge/events";
import { readFridgeRequest } from "~/features/fridge/request";
import { startFridgeSearch } from "~/features/fridge/search.server";
import { recipesNamed } from "~/features/recipes/queries.server";
import { ndjsonResponse, refuse } from "~/lib/forms.server";
import { signedInForm } from "~/middleware/access.server";
import type { Route } from "./+types/fridge";

/**
 * POST /api/geladeira (items=…): a stream of events. First the catalogue recipes the cook
 * can make, then the new recipe as the model writes it (drafts), then the saved recipe,
 * or an error in Portuguese. Limits and quota are checked before any model call; the
 * model call goes on when the cook leaves (the search and its recipe are saved).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInForm(request, context);
  if (input.refusal) return input.refusal;
  const parsed = readFridgeRequest(input.form.getAll("items"));
  if (!parsed.ok) return refuse(parsed.status, parsed.message);

  const { db, env, model, demoModel, work, quotaIdentity } = services(context);
  const search = await startFridgeSearch({
    db,
    env,
    model,
    demo: demoModel,
    cook: input.user,
    quotaIdentity: quotaIdentity(input.user),
    ip: context.get(clientAddressContext),
    work,
    request: parsed,
    again: input.form.get("novamente") === "1",
    findByName: (name) => recipesNamed(db, name),
  });
  if (search.refusal) return refuse(search.refusal.status, search.refusal.message, search.refusal.retryAfterSeconds);
  return ndjsonResponse<FridgeEvent>(search.run, search.status, search.retryAfterSeconds);
}
