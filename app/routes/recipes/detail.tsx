import { buttonClass } from "~/components/ui/button";
import { data, href, isRouteErrorResponse, Link } from "react-router";
import { services } from "~/context";
import { versionCount } from "../../../db/own-recipes.server";
import { recipePageImageAlt } from "~/lib/illustration/plan";
import { recipeShareImage } from "~/lib/illustration/recipe-image";
import { offeredSubstitutes, recipeWarning } from "~/domain/recipe-warning";
import { avoidancesOf } from "~/domain/restrictions";
import { goalNotes } from "~/domain/nutrition/health-goals";
import { chatHistory } from "~/features/chef/chat.server";
import { stepParam } from "~/features/kitchen/cooking-step";
import { servingsParam } from "~/features/recipes/servings-param";
import { skipRevalidationFor } from "~/lib/url-state";
import { getRecipe, recipeTitle } from "~/features/recipes/queries.server";
import * as t from "~/i18n/pt-br";
import { RecipeDetailPage } from "~/layout/recipe-detail-page";
import { pageMeta } from "~/lib/seo";
import { currentUser } from "~/middleware/access.server";
import { reviewAction } from "~/features/reviews/review-action.server";
import type { ReviewAnswer } from "~/features/reviews/review-answer";
import { reviewsOf } from "~/features/reviews/reviews.server";
import { passServerAnswer, type ActionAnswer } from "~/lib/mutation";
import type { Route } from "./+types/detail";

/** Which page of reviews the URL asks for (?avaliacoes=2), 1 to 50. */
function reviewPage(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("avaliacoes"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 50) : 1;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, env } = services(context);
  const user = currentUser(context);
  const recipe = await getRecipe(db, params.id, user?.id ?? null);
  if (!recipe) throw data({ message: t.detail.notFound }, { status: 404 });
  const { authorId, ...shown } = recipe;
  const mine = user !== null && authorId === user.id;
  const page = reviewPage(request);
  const [chat, versions, parent, reviews] = await Promise.all([
    user ? chatHistory(db, user.id, recipe.id) : Promise.resolve([]),
    mine ? versionCount(db, recipe.id) : Promise.resolve(0),
    recipe.parentId ? recipeTitle(db, recipe.parentId) : Promise.resolve(null),
    // A cook's own recipe is theirs: only the catalogue's are reviewed.
    recipe.origin === "catalogue" ? reviewsOf(db, recipe.id, user?.id ?? null, page) : Promise.resolve(null),
  ]);
  // The restriction engine runs here: the page gets its verdict, not the engine.
  const avoid = user ? avoidancesOf(user) : [];
  return {
    // Who wrote it stays on the server: the page only needs to know whether it is mine.
    recipe: shown,
    // What its picture shows, written here: the ingredient table stays out of the browser.
    imageAlt: recipePageImageAlt(recipe),
    warning: recipeWarning(recipe, avoid),
    goals: user ? goalNotes(recipe.nutritionalInfo, user.healthGoals) : [],
    substitutes: avoid.length > 0 ? offeredSubstitutes(recipe, avoid) : null,
    baseUrl: env.publicUrl,
    chat,
    mine,
    versions,
    parent,
    reviews,
  };
}

/** Moving between cooking mode's steps (?passo=) or changing the servings shown (?porcoes=) changes nothing the loader reads. */
export const shouldRevalidate = skipRevalidationFor([stepParam, servingsParam]);

/** "Fiz essa receita": saving, deleting and reporting reviews, for a signed-in cook. */
export async function action({ params, request, context }: Route.ActionArgs): Promise<ActionAnswer<ReviewAnswer>> {
  const user = currentUser(context);
  if (!user) return data({ ok: false as const, message: t.reviews.signIn }, { status: 401 });
  const { db, env } = services(context);
  const { status, answer } = await reviewAction(db, user, params.id, request, { reportMinAccountDays: env.REPORT_MIN_ACCOUNT_DAYS });
  return data(answer, { status });
}

/** From the page (a fetcher): the answer, or a failure to show when the server was not reached. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return passServerAnswer({ serverAction });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `${t.detail.notFound} — Chef IA` }, { name: "robots", content: "noindex" }];
  const { recipe, baseUrl } = loaderData;
  return pageMeta({
    title: `${recipe.title} — Chef IA`,
    description: recipe.description,
    baseUrl,
    path: href("/receitas/:id", { id: recipe.id }),
    image: recipeShareImage(recipe),
    type: "article",
    // A cook's own recipe (generated, or a chat version) is theirs, not the catalogue's.
    noindex: recipe.origin !== "catalogue",
  });
}

export default function RecipeDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <RecipeDetailPage {...loaderData} answer={actionData?.message === undefined ? null : actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && typeof document !== "undefined") console.error(error);
  return (
    <section className="container-page py-20 text-center">
      {/* Spec's error state: "Ops! Algo deu errado" heads an error; a recipe that is not there is named as such (issue 22). */}
      <h1 className="text-3xl font-bold">{notFound ? t.detail.notFound : t.detail.errorTitle}</h1>
      <p className="mt-4 text-lg text-stone-700">{notFound ? t.detail.notFoundText : t.detail.loadError}</p>
      <Link to={href("/receitas")} className={buttonClass({ className: "mt-8" })}>
        {t.detail.otherRecipes}
      </Link>
    </section>
  );
}
