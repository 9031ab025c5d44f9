import { data } from "react-router";
import { clientAddressContext, services } from "~/context";
import { currentUser } from "~/features/accounts/access.server";
import { maxChatMessageLength, recordExchange, recordFailure } from "~/features/chef/chat.server";
import { readChatDraft, throttled } from "~/features/chef/drafts.server";
import { ModelCallError } from "~/features/chef/gateway.server";
import { recipeChat } from "~/features/chef/prompts";
import { ModelReplyError, parseChatReply } from "~/features/chef/replies";
import { BodyTooLarge, ndjsonResponse, readSmallForm } from "~/features/chef/stream.server";
import { takeQuota } from "~/features/chef/usage.server";
import { getRecipe } from "~/features/recipes/queries.server";
import { t } from "~/i18n/pt-br";
import type { Route } from "./+types/chat";

/**
 * POST /api/chat (recipeId, message): the chef's reply as a stream of events: the text
 * as it is written, then the saved messages (and the rewrite, if any), or the spec's
 * error with the apology saved in the history.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  if (!user) return data({ ok: false as const, message: t.quota.signInRequired }, { status: 401 });
  let form: FormData;
  try {
    form = await readSmallForm(request);
  } catch (error) {
    if (error instanceof BodyTooLarge) return data({ ok: false as const, message: t.quota.bodyTooLarge }, { status: 413 });
    throw error;
  }
  const recipeId = String(form.get("recipeId") ?? "");
  const message = String(form.get("message") ?? "").trim();
  if (!message) return data({ ok: false as const, message: t.chat.error }, { status: 400 });
  if (message.length > maxChatMessageLength) {
    return data({ ok: false as const, message: t.chat.messageTooLong(maxChatMessageLength) }, { status: 413 });
  }
  const { db, env, model, demoModel } = services(context);
  const recipe = await getRecipe(db, recipeId);
  if (!recipe) return data({ ok: false as const, message: t.detail.notFound }, { status: 404 });
  const refusal = await takeQuota(db, env, { userId: user.id, ip: context.get(clientAddressContext), kind: "conversar" });
  if (refusal) return data({ ok: false as const, message: refusal.message }, { status: refusal.status });

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
        if (error instanceof ModelReplyError) console.error(`[chat] ${error.message}; recebido:`, error.received);
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
      if (!(error instanceof ModelReplyError)) console.error("[chat] falha:", error);
      const messages = await recordFailure(db, { userId: user.id, recipeId: recipe.id, request: message });
      send({ type: "error", message: t.chat.error, messages });
    }
  });
}
