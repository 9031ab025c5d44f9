/**
 * A fridge search from the cook's request to the saved recipe: the catalogue recipes
 * the cook can make (those that break the cook's restrictions marked), then a new recipe
 * written by the model (drafts while it writes), checked by the restriction engine and
 * saved as the cook's own. Plain values in, events out: the route reads the form and
 * streams what `run` sends.
 *
 * Nothing the cook asked for is lost. The search is written when it starts, so the page's
 * URL names it (/geladeira?busca=…) and a reload reads it back; the model call is not tied
 * to the page: a cook who closes the tab finds the recipe saved when they come back (the
 * quota was spent on it). The same search within a day offers the recipe already written
 * instead of a twin, unless the cook asks for another.
 *
 * A generation is work the process owes the cook (decision 025): once the process is
 * stopping, none starts (503, another process takes it); one that is running when the
 * shutdown grace runs out is cut and its search marked failed. A generation that ends
 * in an error, after at most one repair call, saves nothing and gives the quota back.
 */
import type { Db } from "../../../db/client.server";
import type { UserRow } from "../../../db/schema";
import type { Env } from "~/config/env.server";
import { countOwnRecipe } from "~/domain/own-recipe";
import { loadTaco } from "../../../db/taco/taco.server";
import { createOwnRecipe } from "../../../db/own-recipes.server";
import { summaryOfContent, type RecipeSummary } from "~/domain/recipe";
import { cardImageAlt } from "~/i18n/picture-alt";
import { avoidancesOf, type Avoidance } from "~/domain/restrictions";
import * as t from "~/i18n/pt-br";
import { log } from "~/config/log.server";
import type { InFlightWork, Refusal } from "~/lib/in-flight.server";
import { ModelCallError, type ModelGateway } from "~/lib/model/gateway.server";
import { recipeFromIngredients, recipeFromName } from "~/lib/model/prompts";
import { ModelReplyError } from "~/lib/model/replies";
import { admitModelCall, giveBackQuota } from "~/lib/model/usage.server";
import type { FridgeEvent, FridgeMatch } from "./events";
import { catalogueMatches, closeSearch, findTwin, markedByName, recordSearch, twinKeyOf } from "./fridge.server";
import { generateRecipe, RestrictionRefusal } from "./generate.server";
import type { FridgeRequest } from "./request";

export type FridgeSearch =
  /** The process is stopping: nothing was done, another process can take the search. */
  | { refusal: Refusal }
  | {
      refusal: null;
      /** 429 when the quota refuses the model call (with when to try again); the catalogue answers all the same. */
      status: 200 | 429;
      retryAfterSeconds?: number;
      run(send: (event: FridgeEvent) => void): Promise<void>;
    };

export interface FridgeSearchInput {
  db: Db;
  env: Env;
  model: ModelGateway;
  /** The scripted local model answers: what it writes is marked "Demonstração". */
  demo: boolean;
  cook: Pick<UserRow, "id" | "preferences" | "restrictions" | "healthGoals">;
  /** `quotaIdentity` of the cook: the daily limit outlives a deleted account. */
  quotaIdentity: string;
  /** The client's address, for the per-address quota. */
  ip: string;
  /** What this process owes before it exits: refuses new work while stopping. */
  work: InFlightWork;
  request: Extract<FridgeRequest, { ok: true }>;
  /** The cook saw the recipe already written for this search and asks for a different one. */
  again?: boolean;
  /** The catalogue's own search, for a dish name ("receita: …"). */
  findByName(name: string): Promise<RecipeSummary[]>;
}

function failureMessage(error: unknown): string {
  if (error instanceof RestrictionRefusal) return t.fridge.refused(error.problem);
  if (error instanceof ModelReplyError) return error.message;
  return t.fridge.generationError;
}

/** The catalogue's answer to a search, marked for what the cook avoids. */
export async function matchesFor(
  db: Db,
  search: { mode: "ingredientes" | "receita"; terms: readonly string[] },
  avoid: readonly Avoidance[],
  findByName: (name: string) => Promise<RecipeSummary[]>,
): Promise<FridgeMatch[]> {
  return search.mode === "ingredientes"
    ? catalogueMatches(db, search.terms, avoid)
    : markedByName(db, await findByName(search.terms[0] ?? ""), avoid);
}

export async function startFridgeSearch(input: FridgeSearchInput): Promise<FridgeSearch> {
  const { db, cook, request } = input;
  const terms = request.mode === "ingredientes" ? request.terms : [request.name];
  const profile = { preferences: cook.preferences, restrictions: cook.restrictions, healthGoals: cook.healthGoals };
  const avoid = avoidancesOf(cook);
  const matches = () => matchesFor(db, { mode: request.mode, terms }, avoid, input.findByName);
  const twinKey = twinKeyOf({ mode: request.mode, terms }, profile);
  const twin = await findTwin(db, cook.id, twinKey);

  // The same search within a day: the recipe already written, no model call, no quota.
  if (twin && !input.again) {
    return {
      refusal: null,
      status: 200,
      async run(send) {
        send({ type: "search", id: twin.searchId });
        send({ type: "matches", items: await matches() });
        send({ type: "twin", recipe: twin.recipe });
      },
    };
  }

  // The quota first: a refused search writes nothing (no search, no saved ingredient).
  const admitted = await admitModelCall(db, input.env, input.work, {
    userId: cook.id,
    identity: input.quotaIdentity,
    ip: input.ip,
    kind: "gerar",
  });
  const { refusal } = admitted;
  if (refusal?.status === 429) {
    return {
      refusal: null,
      status: 429,
      retryAfterSeconds: refusal.retryAfterSeconds,
      async run(send) {
        send({ type: "matches", items: await matches() });
        send({ type: "error", message: refusal.message });
      },
    };
  }
  if (admitted.refusal) return { refusal: admitted.refusal };
  const { ticket, usageId } = admitted;
  const searchId = await recordSearch(db, cook.id, { mode: request.mode, terms, status: "gerando", twinKey }).catch(
    async (error: unknown) => {
      await giveBackQuota(db, usageId).finally(() => ticket.end());
      throw error;
    },
  );
  const notes = (problem?: string) => ({ problem, unlike: twin?.recipe.title });
  const prompt = (problem?: string) =>
    request.mode === "ingredientes"
      ? recipeFromIngredients(request.terms, profile, notes(problem))
      : recipeFromName(request.name, profile, notes(problem));

  const generate = async (send: (event: FridgeEvent) => void): Promise<void> => {
    send({ type: "search", id: searchId });
    send({ type: "matches", items: await matches() });
    try {
      // No signal from the page: leaving it does not stop the recipe the quota paid for.
      // Only the end of the shutdown grace does.
      const recipe = await generateRecipe(input.model, prompt, avoid, {
        signal: ticket.cut,
        onDraft: (draft) => send({ type: "draft", draft }),
        onRepair: () => send({ type: "repair", message: t.model.repairing }),
        onRetry: (problem) => send({ type: "retry", message: t.fridge.retrying(problem) }),
      });
      const recipeId = await db.transaction(async (tx) => {
        const id = await createOwnRecipe(tx, { userId: cook.id, content: recipe, demo: input.demo });
        await closeSearch(tx, searchId, { recipeId: id });
        return id;
      });
      // The card shows what the row keeps: nutrition computed from TACO, not the model's figures.
      send({
        type: "saved",
        recipe: summaryOfContent(recipeId, { ...recipe, nutritionalInfo: countOwnRecipe(recipe, loadTaco()) }, cardImageAlt(recipe)),
        demo: input.demo,
      });
    } catch (error) {
      const cut = error instanceof ModelCallError && error.failure === "cancelled" && ticket.cut.aborted;
      if (cut) log.warn({ searchId }, "[geladeira] geração cortada pelo desligamento: cota devolvida");
      else if (!(error instanceof ModelReplyError) && !(error instanceof RestrictionRefusal))
        log.error({ err: error }, "[geladeira] falha ao gerar");
      const message = cut ? t.fridge.interrupted : failureMessage(error);
      await closeSearch(db, searchId, { message }).catch((closing: unknown) =>
        log.error({ err: closing }, "[geladeira] falha ao registrar o fim da busca"),
      );
      // Nothing saved: the cook's quota is given back, whatever went wrong (issue 21).
      await giveBackQuota(db, usageId).catch((giving: unknown) => log.error({ err: giving }, "[geladeira] falha ao devolver a cota"));
      send({ type: "error", message });
    }
  };

  return {
    refusal: null,
    status: 200,
    async run(send) {
      try {
        await generate(send);
      } finally {
        ticket.end();
      }
    },
  };
}
