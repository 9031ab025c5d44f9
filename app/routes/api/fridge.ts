import { clientAddressContext, services } from "~/context";
import { generateRecipe, RestrictionRefusal } from "~/features/chef/generate.server";
import { ModelCallError } from "~/features/chef/gateway.server";
import { createOwnRecipe } from "~/features/chef/own-recipes.server";
import { recipeFromIngredients, recipeFromName } from "~/features/chef/prompts";
import { ModelReplyError } from "~/features/chef/replies";
import { ndjsonResponse, refuse, signedInForm, type StreamEvent } from "~/features/chef/stream.server";
import { takeQuota } from "~/features/chef/usage.server";
import { catalogueByName, catalogueMatches, linkSearchRecipe, recordSearch } from "~/features/fridge/fridge.server";
import { readFridgeRequest } from "~/features/fridge/request";
import type { RecipeSummary } from "~/features/recipes/model";
import type { RecipeContent } from "~/features/recipes/schema";
import { t } from "~/i18n/pt-br";
import type { Route } from "./+types/fridge";
import { log } from "~/lib/log.server";

function summaryOf(id: string, recipe: RecipeContent): RecipeSummary {
  return {
    id,
    title: recipe.title,
    description: recipe.description,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    tags: recipe.tags,
    imageUrl: null,
    calories: recipe.nutritionalInfo?.calories ?? null,
    protein: recipe.nutritionalInfo?.protein ?? null,
  };
}

function failureMessage(error: unknown): string {
  if (error instanceof RestrictionRefusal) return t.fridge.refused(error.problem);
  if (error instanceof ModelReplyError) return error.message;
  return t.fridge.generationError;
}

/**
 * POST /api/geladeira (items=…): a stream of events. First the catalogue recipes the cook
 * can make, then the new recipe as the model writes it (drafts), then the saved recipe,
 * or an error in Portuguese. Limits and quota are checked before any model call.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInForm(request, context);
  if (input.refusal) return input.refusal;
  const { user, form } = input;
  const parsed = readFridgeRequest(form.getAll("items"));
  if (!parsed.ok) return refuse(parsed.status, parsed.message);

  const { db, env, model, demoModel } = services(context);
  const terms = parsed.mode === "ingredientes" ? parsed.terms : [parsed.name];
  // The quota first: a refused search writes nothing (no search row, no saved ingredient).
  const refusal = await takeQuota(db, env, { userId: user.id, ip: context.get(clientAddressContext), kind: "gerar" });
  const searchId = refusal ? null : await recordSearch(db, user.id, { mode: parsed.mode, terms });
  const profile = { preferences: user.preferences, restrictions: user.restrictions, healthGoals: user.healthGoals };

  const response = ndjsonResponse(async (send: (event: StreamEvent) => void) => {
    const matches = parsed.mode === "ingredientes" ? await catalogueMatches(db, parsed.terms) : await catalogueByName(db, parsed.name);
    send({ type: "matches", items: matches });
    // Over the quota, the catalogue still answers; only the model call is refused.
    if (refusal) return send({ type: "error", message: refusal.message });
    try {
      const recipe = await generateRecipe(
        model,
        (problem) =>
          parsed.mode === "ingredientes" ? recipeFromIngredients(parsed.terms, profile, problem) : recipeFromName(parsed.name, profile, problem),
        user.restrictions,
        {
          signal: request.signal,
          onDraft: (draft) => send({ type: "draft", draft }),
          onRetry: (problem) => send({ type: "retry", message: t.fridge.retrying(problem) }),
        },
      );
      const id = await createOwnRecipe(db, { userId: user.id, content: recipe, demo: demoModel });
      if (searchId !== null) await linkSearchRecipe(db, searchId, id);
      send({ type: "saved", recipe: summaryOf(id, recipe), demo: demoModel });
    } catch (error) {
      if (error instanceof ModelCallError && error.failure === "cancelled") return;
      if (!(error instanceof ModelReplyError) && !(error instanceof RestrictionRefusal)) log.error({ err: error }, "[geladeira] falha ao gerar");
      send({ type: "error", message: failureMessage(error) });
    }
  });
  if (!refusal) return response;
  return new Response(response.body, { status: refusal.status, headers: response.headers });
}
