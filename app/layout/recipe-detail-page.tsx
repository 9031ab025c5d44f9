/**
 * The recipe page: what the recipes feature shows of a recipe, with what the other features
 * add to it (the virtual chef and unit conversion, cooking mode and the shopping list,
 * favourites, sharing, ads). The route loads the data; this composes the page.
 */
import { Suspense, useState } from "react";
import { HydrateInTurn } from "~/components/hydrate-in-turn";
import { href, useLocation } from "react-router";
import { useAuth } from "~/components/auth-context";
import { lazyPart } from "~/components/lazy-part";
import { defaultServings, type Recipe } from "~/domain/recipe";
import { recipeShareImage } from "~/lib/illustration/recipe-image";
import { BannerAd } from "~/features/ads/ads";
import type { ChatEntry } from "~/features/chef/chat-types";
import { UndoButton } from "~/features/chef/undo-button";
import { UnitConverter } from "~/features/chef/unit-converter";
import { useCookingStep } from "~/features/kitchen/cooking-step";
import { usePlanSheet } from "~/features/plan/plan-sheet-opener";
import { FavoriteButton } from "~/features/recipes/favorite-button";
import { RecipeHeroImage } from "~/features/recipes/recipe-hero-image";
import { useServings } from "~/features/recipes/servings-param";
import { RestrictionWarning } from "~/features/recipes/restriction-warning";
import { refusedSave, type ReviewAnswer } from "~/features/reviews/review-answer";
import type { ReviewsData } from "~/features/reviews/reviews-section";
import type { RecipeWarning } from "~/domain/recipe-warning";
import type { GoalNote } from "~/domain/nutrition/health-goals";
import { IngredientList } from "~/features/recipes/ingredient-list";
import { RecipeBadges, RecipeFacts, RecipeSourceLine, RecipeTags } from "~/features/recipes/recipe-page";
import { RecipeSteps } from "~/features/recipes/recipe-steps";
import { ServingsControl } from "~/features/recipes/servings-control";
import { recipeJsonLd } from "~/features/seo/recipe-json-ld";
import * as t from "~/i18n/pt-br";
import { jsonLd } from "~/lib/seo";
import { LazyChatPanel, LazyCookingMode, RecipeActions } from "./recipe-actions";

/**
 * The nutrition table and the reviews are drawn by the server like the rest of the page, but
 * their code is not among the files the page needs to become interactive (issue 27): React
 * hydrates the rest first and keeps their server HTML as it is until their file arrives,
 * which the browser asks for as soon as hydration reaches them. Neither responds to a tap
 * before then: the table has no control (its details open natively), and the review forms
 * post to the page without JavaScript.
 */
const LazyNutritionFacts = lazyPart(() => import("~/features/recipes/nutrition-facts").then((module) => module.NutritionFacts));
const LazyReviewsSection = lazyPart(() => import("~/features/reviews/reviews-section").then((module) => module.ReviewsSection));

export function RecipeDetailPage({
  recipe,
  imageAlt,
  baseUrl,
  chat,
  mine,
  versions,
  parent,
  warning = null,
  goals = [],
  substitutes = null,
  reviews = null,
  answer = null,
}: {
  /** The reviews of a catalogue recipe (a cook's own recipe has none). */
  reviews?: ReviewsData | null;
  /** What the server answered a form sent without JavaScript. */
  answer?: ReviewAnswer | null;
  recipe: Recipe;
  /** What the recipe's picture shows (written by the loader). */
  imageAlt: string;
  /** For a signed-in cook, what in the recipe breaks their restrictions or diet. */
  warning?: RecipeWarning | null;
  /** For a signed-in cook, the health goals one serving of it goes over. */
  goals?: GoalNote[];
  /** For a cook who avoids foods, the substitutes each line may offer (none that conflicts). */
  substitutes?: Record<string, string[]> | null;
  baseUrl: string;
  chat: ChatEntry[];
  mine: boolean;
  versions: number;
  parent: { id: string; title: string } | null;
}) {
  const location = useLocation();
  const { user } = useAuth();
  const openPlanSheet = usePlanSheet();
  const recipeServings = recipe.servings || defaultServings;
  // In the URL (?porcoes=): a reload and cooking mode keep them; another recipe starts from its own.
  const [servings, setServings] = useServings(recipeServings);
  const cooking = useCookingStep(recipe.steps.length);
  const [chatOpen, setChatOpen] = useState(false);
  const url = `${baseUrl}/receitas/${recipe.id}`;
  const signInHref = `${href("/entrar")}?redirectTo=${encodeURIComponent(location.pathname)}`;

  return (
    <article className="recipe-print container-page py-8 print:max-w-none print:p-0">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd(recipeJsonLd(recipe, { url, image: `${baseUrl}${recipeShareImage(recipe)}`, reviews: reviews ?? undefined })),
        }}
      />
      <header className="hidden border-b border-stone-300 pb-3 print:block">
        <p className="text-lg font-bold">{t.brand}</p>
      </header>

      <HydrateInTurn>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2 print:hidden">
            <RecipeHeroImage recipe={recipe} imageAlt={imageAlt} />
          </div>
          <div className="lg:col-span-3">
            <RecipeBadges
              recipe={recipe}
              mine={mine}
              parent={parent}
              undo={mine && versions > 0 ? <UndoButton recipeId={recipe.id} /> : null}
            />
            <div className="flex items-start justify-between gap-4">
              <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">{recipe.title}</h1>
              <FavoriteButton recipeId={recipe.id} recipeTitle={recipe.title} className="shrink-0 ring-1 ring-stone-200 print:hidden" />
            </div>
            <p className="mt-3 text-lg text-stone-700">{recipe.description}</p>
            <RecipeSourceLine recipe={recipe} />
            {warning ? <RestrictionWarning warning={warning} onAskChef={user ? () => setChatOpen(true) : undefined} /> : null}

            <RecipeFacts recipe={recipe} servings={servings} />

            <RecipeActions
              recipe={recipe}
              url={url}
              servings={servings}
              signedIn={user !== null}
              signInHref={signInHref}
              chatOpen={chatOpen}
              onStartCooking={() => cooking.show(1)}
              onToggleChat={() => setChatOpen((open) => !open)}
            />
          </div>
        </div>
      </HydrateInTurn>

      {user && chatOpen ? (
        <Suspense fallback={<p className="mt-6 text-stone-700">{t.detail.chatLoading}</p>}>
          <LazyChatPanel key={recipe.id} id="chef-virtual" recipeId={recipe.id} history={chat} />
        </Suspense>
      ) : null}

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-3 print:block">
        <HydrateInTurn>
          <aside className="min-w-0 space-y-8 lg:col-span-1">
            <section aria-labelledby="ingredientes" className="print:break-inside-avoid">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="ingredientes" className="text-xl font-bold">
                  {t.detail.ingredients}
                </h2>
                <ServingsControl servings={servings} onChange={setServings} />
              </div>
              <IngredientList
                recipe={recipe}
                servings={servings}
                substitutes={substitutes}
                avoided={
                  warning ? Object.fromEntries(warning.ingredients.map((ingredient) => [ingredient.id, ingredient.avoidances])) : null
                }
                // A pinch is a pinch, and "a gosto" has no amount: nothing to convert (issue 22).
                extra={(ingredient) =>
                  ingredient.unit === "pitada" || ingredient.quantity === 0 ? null : (
                    <UnitConverter
                      recipeId={recipe.id}
                      ingredientId={ingredient.id}
                      ingredientName={ingredient.name}
                      unit={ingredient.unit}
                      servings={servings}
                      signInHref={user ? null : signInHref}
                    />
                  )
                }
              />
            </section>
            <Suspense fallback={null}>
              <LazyNutritionFacts nutrition={recipe.nutritionalInfo} servings={servings} ingredients={recipe.ingredients} goals={goals} />
            </Suspense>
            <RecipeTags tags={recipe.tags} />
          </aside>
        </HydrateInTurn>

        <HydrateInTurn>
          <RecipeSteps steps={recipe.steps} ingredients={recipe.ingredients} recipeServings={recipeServings} servings={servings} />
        </HydrateInTurn>
      </div>

      {reviews ? (
        <Suspense fallback={null}>
          <LazyReviewsSection
            recipeId={recipe.id}
            recipeTitle={recipe.title}
            reviews={reviews}
            signedIn={user !== null}
            signInHref={signInHref}
            posted={answer}
          />
        </Suspense>
      ) : null}
      {answer && !(reviews && refusedSave(answer)) ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 font-medium ring-1 ring-brand-200">
          {answer.message}
        </p>
      ) : null}

      <BannerAd className="mt-10" />

      {cooking.step !== null ? (
        <Suspense fallback={null}>
          <LazyCookingMode
            title={recipe.title}
            steps={recipe.steps}
            ingredients={recipe.ingredients}
            recipeServings={recipeServings}
            servings={servings}
            step={cooking.step}
            onStep={cooking.show}
            onClose={() => cooking.show(null)}
            onRate={
              reviews
                ? () => {
                    cooking.show(null);
                    // Once the dialog is gone: the reviews, with the form to rate.
                    setTimeout(() => {
                      const section = document.getElementById("avaliacoes");
                      section?.scrollIntoView({ block: "start" });
                      section?.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
                    }, 50);
                  }
                : undefined
            }
            onAddToPlan={user ? () => openPlanSheet({ recipeId: recipe.id, recipeTitle: recipe.title, servings }) : undefined}
          />
        </Suspense>
      ) : null}
      <footer className="mt-8 hidden border-t border-stone-300 pt-3 text-sm print:block">
        <p>{t.detail.printedFrom(url)}</p>
      </footer>
    </article>
  );
}
