import { clientAddressContext, services } from "~/context";
import { maxChatMessageLength, recordExchange, recordFailure } from "~/features/chef/chat.server";
import { readChatDraft, throttled } from "~/lib/model/drafts.server";
import { ModelCallError } from "~/lib/model/gateway.server";
import { recipeChat } from "~/lib/model/prompts";
import { ModelReplyError, parseChatReply } from "~/lib/model/replies";
import { ndjsonResponse, refuse } from "~/lib/forms.server";
import { signedInForm } from "~/middleware/access.server";
import { takeQuota } from "~/lib/model/usage.server";
import { getRecipe } from "~/features/recipes/queries.server";
import { t } from "~/i18n/pt-br";
import type { Route } from "./+types/chat";
import { log } from "~/lib/log.server";

/**
 * POST /api/chat (recipeId, message): the chef's reply as a stream of events: the text
 * as it is written, then the saved messages (and the rewrite, if any), or the spec's
 * error with the apology saved in the history.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInForm(request, context);
  if (input.refusal) return input.refusal;
  const { user, form } = input;
  const recipeId = String(form.get("recipeId") ?? "");
  const message = String(form.get("message") ?? "").trim();
  if (!message) return refuse(400, t.chat.error);
  if (message.length > maxChatMessageLength) {
    return refuse(413, t.chat.messageTooLong(maxChatMessageLength));
  }
  const { db, env, model, demoModel } = services(context);
  const recipe = await getRecipe(db, recipeId);
  if (!recipe) return refuse(404, t.detail.notFound);
  const refusal = await takeQuota(db, env, { userId: user.id, ip: context.get(clientAddressContext), kind: "conversar" });
  if (refusal) return refuse(refusal.status, refusal.message);

  return ndjsonResponse(async (send) => {
    const drafts = throttled<string>((text) => send({ type: "text", text }), 60);
    try {
      const text = await model.complete(recipeChat(recipe, message), {
        signal: request.signal,
        onText: (soFar) => drafts.push(readChatDraft(soFar)),
      });
      drafts.flush();
      let reply;
      try {
        reply = parseChatReply(text);
      } catch (error) {
        if (error instanceof ModelReplyError) log.error({ received: error.received.slice(0, 2000) }, `[chat] ${error.message}`);
        throw error;
      }
      const exchange = await recordExchange(db, {
        userId: user.id,
        restrictions: user.restrictions,
        recipe,
        request: message,
        reply,
        demo: demoModel,
      });
      send({ type: "done", messages: exchange.messages, change: exchange.change });
    } catch (error) {
      if (error instanceof ModelCallError && error.failure === "cancelled") return;
      if (!(error instanceof ModelReplyError)) log.error({ err: error }, "[chat] falha");
      const messages = await recordFailure(db, { userId: user.id, recipeId: recipe.id, request: message });
      send({ type: "error", message: t.chat.error, messages });
    }
  });
}
