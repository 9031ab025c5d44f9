/**
 * A fridge search from the cook's request to the saved recipe: the catalogue recipes
 * the cook can make, then a new recipe written by the model (drafts while it writes),
 * checked against the cook's restrictions and saved as the cook's own. Plain values in,
 * events out: the route reads the form and streams what `run` sends.
 */
import type { Db } from "../../../db/client.server";
import type { UserRow } from "../../../db/schema";
import type { Env } from "~/config/env.server";
import { createOwnRecipe } from "~/domain/own-recipes.server";
import { summaryOfContent, type RecipeSummary } from "~/domain/recipe";
import * as t from "~/i18n/pt-br";
import { log } from "~/lib/log.server";
import { ModelCallError, type ModelGateway } from "~/lib/model/gateway.server";
import { recipeFromIngredients, recipeFromName } from "~/lib/model/prompts";
import { ModelReplyError } from "~/lib/model/replies";
import { takeQuota } from "~/lib/model/usage.server";
import type { FridgeEvent, FridgeMatch } from "./events";
import { catalogueMatches, recordSearch } from "./fridge.server";
import { generateRecipe, RestrictionRefusal } from "./generate.server";
import type { FridgeRequest } from "./request";
import { avoidancesOf } from "~/domain/restrictions";

export interface FridgeSearch {
  /** 429 when the quota refuses the model call; the catalogue answers all the same. */
  status: 200 | 429;
  run(send: (event: FridgeEvent) => void): Promise<void>;
}

export interface FridgeSearchInput {
  db: Db;
  env: Env;
  model: ModelGateway;
  /** The scripted local model answers: what it writes is marked "Demonstração". */
  demo: boolean;
  cook: Pick<UserRow, "id" | "preferences" | "restrictions" | "healthGoals">;
  /** The client's address, for the per-address quota. */
  ip: string;
  request: Extract<FridgeRequest, { ok: true }>;
  /** The catalogue's own search, for a dish name ("receita: …"). */
  findByName(name: string): Promise<RecipeSummary[]>;
  /** Aborted when the cook leaves: the model call stops. */
  signal: AbortSignal;
}

function failureMessage(error: unknown): string {
  if (error instanceof RestrictionRefusal) return t.fridge.refused(error.problem);
  if (error instanceof ModelReplyError) return error.message;
  return t.fridge.generationError;
}

export async function startFridgeSearch(input: FridgeSearchInput): Promise<FridgeSearch> {
  const { db, cook, request } = input;
  // The quota first: a refused search writes nothing (no search, no saved ingredient).
  const refusal = await takeQuota(db, input.env, { userId: cook.id, ip: input.ip, kind: "gerar" });
  const profile = { preferences: cook.preferences, restrictions: cook.restrictions, healthGoals: cook.healthGoals };
  const prompt = (problem?: string) =>
    request.mode === "ingredientes"
      ? recipeFromIngredients(request.terms, profile, problem)
      : recipeFromName(request.name, profile, problem);

  async function run(send: (event: FridgeEvent) => void): Promise<void> {
    const matches: FridgeMatch[] =
      request.mode === "ingredientes"
        ? await catalogueMatches(db, request.terms)
        : (await input.findByName(request.name)).map((recipe) => ({ recipe, owned: 0, total: 0, missing: [] }));
    send({ type: "matches", items: matches });
    if (refusal) return send({ type: "error", message: refusal.message });

    let recipeId: string | null = null;
    try {
      const recipe = await generateRecipe(input.model, prompt, avoidancesOf(cook), {
        signal: input.signal,
        onDraft: (draft) => send({ type: "draft", draft }),
        onRetry: (problem) => send({ type: "retry", message: t.fridge.retrying(problem) }),
      });
      recipeId = await createOwnRecipe(db, { userId: cook.id, content: recipe, demo: input.demo });
      send({ type: "saved", recipe: summaryOfContent(recipeId, recipe), demo: input.demo });
    } catch (error) {
      if (error instanceof ModelCallError && error.failure === "cancelled") return;
      if (!(error instanceof ModelReplyError) && !(error instanceof RestrictionRefusal))
        log.error({ err: error }, "[geladeira] falha ao gerar");
      send({ type: "error", message: failureMessage(error) });
    } finally {
      // Written once, when it is over: with the recipe it produced, if any.
      const terms = request.mode === "ingredientes" ? request.terms : [request.name];
      await recordSearch(db, cook.id, { mode: request.mode, terms, recipeId });
    }
  }

  return { status: refusal ? 429 : 200, run };
}
