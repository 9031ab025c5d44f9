import { z } from "zod";
import { clientAddressContext, services } from "~/context";
import { startChefAnswer } from "~/features/chef/answer.server";
import { maxChatMessageLength, type ChatEvent } from "~/features/chef/chat-types";
import { getRecipe } from "~/features/recipes/queries.server";
import * as t from "~/i18n/pt-br";
import { ndjsonResponse, refuse } from "~/lib/forms.server";
import { signedInForm } from "~/middleware/access.server";
import type { Route } from "./+types/chat";

// A missing recipe id is a recipe not found (404), as an unknown one is.
const bodySchema = z.object({ recipeId: z.string().max(200).default(""), message: z.string().trim().min(1).max(maxChatMessageLength) });

/**
 * POST /api/chat (recipeId, message): the chef's reply as a stream of events: the text
 * as it is written, then the saved messages (and the rewrite, if any), or the spec's
 * error with the apology saved in the history.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInForm(request, context);
  if (input.refusal) return input.refusal;
  const parsed = bodySchema.safeParse(Object.fromEntries(input.form));
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.path[0] === "message" && issue.code === "too_big");
    return tooLong ? refuse(413, t.chat.messageTooLong(maxChatMessageLength)) : refuse(400, t.chat.error);
  }
  const { recipeId, message } = parsed.data;

  const { db, env, model, demoModel, work, quotaIdentity } = services(context);
  const recipe = await getRecipe(db, recipeId, input.user.id);
  if (!recipe) return refuse(404, t.detail.notFound);
  const answer = await startChefAnswer({
    db,
    env,
    model,
    demo: demoModel,
    cook: input.user,
    quotaIdentity: quotaIdentity(input.user),
    ip: context.get(clientAddressContext),
    work,
    recipe,
    message,
    signal: request.signal,
  });
  if (answer.refusal) return refuse(answer.refusal.status, answer.refusal.message, answer.refusal.retryAfterSeconds);
  return ndjsonResponse<ChatEvent>(answer.run);
}
