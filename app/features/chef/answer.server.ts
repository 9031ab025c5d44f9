/**
 * The chef's answer to a cook's message about a recipe: the reply streamed as the model
 * writes it, then the saved exchange (and the rewrite, if any: a version of the cook's
 * own recipe, or the cook's copy of anyone else's), or the apology saved in the history.
 * Plain values in, events out; the quota is taken before anything else, and given back
 * when the message ends in an error (issue 21: after at most one repair call). A reply is
 * work the process owes the cook (decision 025): none starts while it stops, and one cut
 * at the end of the shutdown grace is recorded as failed.
 */
import type { Db } from "../../../db/client.server";
import type { UserRow } from "../../../db/schema";
import type { Env } from "~/config/env.server";
import type { StoredRecipe } from "~/domain/recipe";
import * as t from "~/i18n/pt-br";
import { log } from "~/config/log.server";
import { askModel } from "~/lib/model/ask.server";
import { readChatDraft, streamedDrafts } from "~/lib/model/drafts.server";
import type { InFlightWork, Refusal } from "~/lib/in-flight.server";
import { ModelCallError, type ModelGateway } from "~/lib/model/gateway.server";
import { recipeChat } from "~/lib/model/prompts";
import { ModelReplyError, parseChatReply, type ChatReply } from "~/lib/model/replies";
import { admitModelCall, giveBackQuota } from "~/lib/model/usage.server";
import type { ChatEvent } from "./chat-types";
import { checkRewrite, recordExchange, recordFailure, rewriteProblem } from "./chat.server";
import { avoidancesOf } from "~/domain/restrictions";

export interface ChefAnswerInput {
  db: Db;
  env: Env;
  model: ModelGateway;
  demo: boolean;
  cook: Pick<UserRow, "id" | "restrictions" | "preferences">;
  /** `quotaIdentity` of the cook: the daily limit outlives a deleted account. */
  quotaIdentity: string;
  ip: string;
  /** What this process owes before it exits: refuses new work while stopping. */
  work: InFlightWork;
  recipe: StoredRecipe;
  /** The cook's message, trimmed and within the limit. */
  message: string;
  signal: AbortSignal;
}

/** The refusal (429 from the quota, 503 while the process stops); otherwise the answer to stream. */
export async function startChefAnswer(
  input: ChefAnswerInput,
): Promise<{ refusal: Refusal } | { refusal: null; run(send: (event: ChatEvent) => void): Promise<void> }> {
  const { db, cook, recipe, message } = input;
  const admitted = await admitModelCall(db, input.env, input.work, {
    userId: cook.id,
    identity: input.quotaIdentity,
    ip: input.ip,
    kind: "conversar",
  });
  if (admitted.refusal) return { refusal: admitted.refusal };
  const { usageId, ticket } = admitted;
  const { cut, end } = ticket;
  // The cook leaving cancels the reply; so does the end of the shutdown grace.
  const signal = AbortSignal.any([input.signal, cut]);

  const avoid = avoidancesOf(cook);

  /**
   * One use of the model (ask.server.ts): one more call when the reply cannot be read
   * (the repair: "Ajustando a receita…") or its rewrite has something the cook avoids
   * or something that is not a food (the retry names it). What `check` still finds after it, `recordExchange` refuses.
   */
  async function ask(send: (event: ChatEvent) => void): Promise<ChatReply> {
    let avoidedFound = false;
    const asked = await askModel(input.model, recipeChat(recipe, message, { avoids: avoid }), parseChatReply, {
      tag: "[chat]",
      signal,
      sink: () => streamedDrafts(readChatDraft, (text: string) => send({ type: "text", text }), { intervalMs: 60 }),
      // The retry names what the cook avoids and what is not a food (issue 21 item 5).
      check: (reply) => {
        const checked = checkRewrite(recipe, reply, avoid);
        avoidedFound = (checked?.conflicts.length ?? 0) > 0;
        return rewriteProblem(checked);
      },
      againFor: (problem) => recipeChat(recipe, message, { avoids: avoid, problem }),
      // "Ajustando a resposta às suas restrições" only when it is about them.
      onSecondCall: (second) =>
        send({ type: "text", text: second.reason === "check" && avoidedFound ? t.chat.retrying : t.model.repairing }),
    });
    return asked.value;
  }

  async function run(send: (event: ChatEvent) => void): Promise<void> {
    try {
      await answer(send);
    } finally {
      end();
    }
  }

  async function answer(send: (event: ChatEvent) => void): Promise<void> {
    try {
      const reply = await ask(send);
      const exchange = await recordExchange(db, {
        userId: cook.id,
        avoid,
        recipe,
        request: message,
        reply,
        demo: input.demo,
      });
      send({ type: "done", messages: exchange.messages, change: exchange.change });
    } catch (error) {
      const cancelled = error instanceof ModelCallError && error.failure === "cancelled";
      // The message gave the cook nothing: it does not count (issue 21), whatever ended it.
      await giveBackQuota(db, usageId).catch((giving: unknown) => log.error({ err: giving }, "[chat] falha ao devolver a cota"));
      if (cancelled && !cut.aborted) return;
      if (cancelled) log.warn("[chat] resposta cortada pelo desligamento: cota devolvida");
      else if (!(error instanceof ModelReplyError)) log.error({ err: error }, "[chat] falha");
      const messages = await recordFailure(db, { userId: cook.id, recipeId: recipe.id, request: message });
      send({ type: "error", message: cancelled ? t.chat.interrupted : t.chat.error, messages });
    }
  }
  return { refusal: null, run };
}
