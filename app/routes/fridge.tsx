import { readForm } from "~/lib/forms.server";
import { data } from "react-router";
import { z } from "zod";
import { requireUser } from "~/middleware/access.server";
import { useAds } from "~/features/ads/ads";
import { services } from "~/context";
import { avoidancesOf } from "~/domain/restrictions";
import { matchesFor } from "~/features/fridge/search.server";
import { recipesNamed } from "~/features/recipes/queries.server";
import {
  readSearch,
  readSearchId,
  forgetSavedIngredient,
  recentSearches,
  sampleIngredients,
  sampleSearches,
  savedIngredientList,
} from "~/features/fridge/fridge.server";
import { FridgePage } from "~/features/fridge/fridge-page";
import { maxRecipeNameLength } from "~/features/fridge/request";
import { RecipeCard } from "~/features/recipes/recipe-card";
import { AddToPlanButton } from "~/features/plan/plan-sheet-opener";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/fridge";
import type { ForgetAnswer } from "~/features/fridge/fridge-aside";
import type { ActionAnswer } from "~/lib/mutation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db, demoModel } = services(context);
  const params = new URL(request.url).searchParams;
  const searchId = readSearchId(params.get("busca"));
  const [recent, saved, stored] = await Promise.all([
    recentSearches(db, user.id),
    savedIngredientList(db, user.id),
    searchId === null ? null : readSearch(db, user.id, searchId),
  ]);
  const avoids = avoidancesOf(user);
  const search = stored && {
    ...stored,
    matches: await matchesFor(db, stored, avoids, (name) => recipesNamed(db, name)),
  };
  return {
    search,
    searchMissing: searchId !== null && !search,
    // ?receita=… (an empty recipe search's "Criar com o Chef IA"): the dish name, pre-filled.
    initialRecipeName: (params.get("receita") ?? "").trim().slice(0, maxRecipeNameLength),
    avoids,
    healthGoals: user.healthGoals,
    name: user.name,
    demoModel,
    recent: recent.length > 0 ? recent : sampleSearches,
    recentAreSamples: recent.length === 0,
    saved: saved.length > 0 ? saved : sampleIngredients.map((name) => ({ key: "", name })),
    savedAreSamples: saved.length === 0,
  };
}

const forgetSchema = z.object({ intent: z.literal("esquecer"), key: z.string().min(1).max(200) });

/** Forgetting a saved ingredient. */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer<ForgetAnswer>> {
  const user = requireUser(request, context);
  const parsed = forgetSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  await forgetSavedIngredient(services(context).db, user.id, parsed.data.key);
  return { ok: true };
}

export function meta() {
  return [{ title: `${t.fridge.title} — Chef IA` }, { name: "robots", content: "noindex" }];
}

export default function Fridge({ loaderData }: Route.ComponentProps) {
  const { requestAd } = useAds();
  return (
    <FridgePage
      {...loaderData}
      beforeSearch={requestAd}
      renderMatch={(match, footer) => (
        <RecipeCard
          recipe={match.recipe}
          headingLevel={3}
          footer={footer}
          actions={<AddToPlanButton recipeId={match.recipe.id} recipeTitle={match.recipe.title} />}
        />
      )}
    />
  );
}
