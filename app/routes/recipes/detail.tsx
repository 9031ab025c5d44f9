import { Icon } from "~/components/icon";
import { lazy, Suspense, useState } from "react";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { useAuth } from "~/components/auth-context";
import { UnitConverter } from "~/features/chef/unit-converter";
import { services } from "~/context";
import { currentUser } from "~/middleware/access.server";
import { BannerAd } from "~/features/ads/ads";
import { UndoButton } from "~/features/chef/undo-button";
import { chatHistory } from "~/features/chef/chat.server";
import { versionCount } from "~/domain/own-recipes.server";
import { defaultServings } from "~/domain/recipe";
import { FavoriteButton } from "~/features/recipes/favorite-button";
import { IngredientList, NutritionFacts, RecipeFacts, RecipeSteps, RecipeTags, ServingsControl } from "~/features/recipes/recipe-page";
import { AddToShoppingList } from "~/features/kitchen/add-to-shopping-list";
import { getRecipe, recipeTitle } from "~/features/recipes/queries.server";
import { ShareButton } from "~/features/recipes/share-button";
import { recipeImage, recipeShareImage } from "~/domain/taxonomy";
import { jsonLd, pageMeta } from "~/lib/seo";
import { recipeJsonLd } from "~/features/seo/recipe-json-ld";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/detail";

// The chat panel and cooking mode are code the page needs only once the cook opens them;
// pointing at or focusing their button starts the download.
const loadChatPanel = () => import("~/features/chef/chat-panel");
const loadCookingMode = () => import("~/features/kitchen/cooking-mode");
const ChatPanel = lazy(loadChatPanel);
const CookingMode = lazy(loadCookingMode);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = services(context);
  const recipe = await getRecipe(db, params.id);
  if (!recipe) throw data({ message: t.detail.notFound }, { status: 404 });
  const user = currentUser(context);
  const { authorId, ...shown } = recipe;
  const mine = user !== null && authorId === user.id;
  const [chat, versions, parent] = await Promise.all([
    user ? chatHistory(db, user.id, recipe.id) : Promise.resolve([]),
    mine ? versionCount(db, recipe.id) : Promise.resolve(0),
    recipe.parentId ? recipeTitle(db, recipe.parentId) : Promise.resolve(null),
  ]);
  return {
    // Who wrote it stays on the server: the page only needs to know whether it is mine.
    recipe: shown,
    baseUrl: env.publicUrl,
    chat,
    mine,
    versions,
    parent,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `${t.detail.notFound} — Chef IA` }, { name: "robots", content: "noindex" }];
  const { recipe, baseUrl } = loaderData;
  return pageMeta({
    title: `${recipe.title} — Chef IA`,
    description: recipe.description,
    baseUrl,
    path: `/receitas/${recipe.id}`,
    image: recipeShareImage(recipe),
    type: "article",
    // A cook's own recipe (generated, or a chat version) is theirs, not the catalogue's.
    noindex: recipe.origin !== "catalogue",
  });
}

export default function RecipeDetail({ loaderData }: Route.ComponentProps) {
  const { recipe, baseUrl, chat, mine, versions, parent } = loaderData;
  const location = useLocation();
  const { user } = useAuth();
  const [servings, setServings] = useState(recipe.servings || defaultServings);
  const [cooking, setCooking] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  // Another recipe (or a rewrite that changed its servings) starts from its own servings.
  const servingsKey = `${recipe.id}:${recipe.servings}`;
  const [shownFor, setShownFor] = useState(servingsKey);
  if (shownFor !== servingsKey) {
    setShownFor(servingsKey);
    setServings(recipe.servings || defaultServings);
  }
  const url = `${baseUrl}/receitas/${recipe.id}`;
  const signInHref = `/entrar?redirectTo=${encodeURIComponent(location.pathname)}`;

  return (
    <article className="container-page py-8 print:max-w-none print:p-0">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(recipeJsonLd(recipe, { url, image: `${baseUrl}${recipeShareImage(recipe)}` })) }}
      />
      <header className="hidden border-b border-stone-300 pb-3 print:block">
        <p className="text-lg font-bold">{t.brand}</p>
      </header>

      <div className="grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-2 print:hidden">
          <img
            src={recipeImage(recipe)}
            alt=""
            width={800}
            height={600}
            fetchPriority="high"
            className="w-full rounded-3xl bg-brand-50 object-cover shadow-sm"
          />
        </div>
        <div className="lg:col-span-3">
          {recipe.origin === "ai" || recipe.demo || parent ? (
            <div className="mb-2 flex flex-wrap items-center gap-2">
              {recipe.origin === "ai" ? (
                <span className="inline-flex rounded-full bg-violet-100 px-3 py-1 text-sm font-semibold text-violet-900">
                  {t.detail.aiMade}
                </span>
              ) : null}
              {mine && parent ? (
                <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
                  {t.detail.myVersion}
                </span>
              ) : null}
              {recipe.demo ? (
                <span
                  className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950"
                  title={t.detail.demoRecipe}
                >
                  {t.detail.demoBadge}
                </span>
              ) : null}
              {parent ? (
                <span className="text-sm text-stone-700">
                  {t.detail.versionOf}{" "}
                  <Link to={`/receitas/${parent.id}`} className="font-semibold text-brand-800 underline">
                    {parent.title}
                  </Link>
                </span>
              ) : null}
              {mine && versions > 0 ? <UndoButton recipeId={recipe.id} /> : null}
            </div>
          ) : null}
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">{recipe.title}</h1>
            <FavoriteButton recipeId={recipe.id} recipeTitle={recipe.title} className="shrink-0 ring-1 ring-stone-200 print:hidden" />
          </div>
          <p className="mt-3 text-lg text-stone-700">{recipe.description}</p>

          <RecipeFacts recipe={recipe} />

          <div className="mt-6 flex flex-wrap gap-2 print:hidden">
            <ShareButton title={recipe.title} text={recipe.description} url={url} />
            <button type="button" className="action-button" onClick={() => window.print()}>
              <Icon name="printer" className="size-5" />
              {t.detail.print}
            </button>
          </div>
          {user ? (
            <div className="mt-3 flex flex-wrap gap-2 print:hidden">
              <button
                type="button"
                onClick={() => setCooking(true)}
                onPointerEnter={loadCookingMode}
                onFocus={loadCookingMode}
                className="action-button border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
              >
                <Icon name="chef-hat" className="size-5" />
                {t.detail.startCooking}
              </button>
              <button
                type="button"
                className="action-button"
                aria-expanded={chatOpen}
                aria-controls="chef-virtual"
                onClick={() => setChatOpen((open) => !open)}
                onPointerEnter={loadChatPanel}
                onFocus={loadChatPanel}
              >
                <Icon name="message-circle" className="size-5" />
                {chatOpen ? t.detail.closeChat : t.detail.chefHelp}
              </button>
              <AddToShoppingList recipeId={recipe.id} servings={servings} />
            </div>
          ) : (
            <>
              <div className="mt-3 flex flex-wrap gap-2 print:hidden">
                <Link to={signInHref} className="action-button border-brand-700 bg-brand-700 text-white hover:bg-brand-800">
                  <Icon name="chef-hat" className="size-5" />
                  {t.detail.startCooking}
                </Link>
                <Link to={signInHref} className="action-button">
                  <Icon name="message-circle" className="size-5" />
                  {t.detail.chefHelp}
                </Link>
                <button type="button" className="action-button" disabled aria-describedby="dica-entrar">
                  <Icon name="shopping-cart" className="size-5" />
                  {t.detail.shoppingList}
                </button>
              </div>
              <p id="dica-entrar" className="mt-2 text-sm text-stone-600 print:hidden">
                {t.detail.signInHint}{" "}
                <Link to={signInHref} className="font-semibold text-brand-800 underline">
                  {t.detail.signIn}
                </Link>
              </p>
            </>
          )}
        </div>
      </div>

      {user && chatOpen ? (
        <Suspense fallback={<p className="mt-6 text-stone-700">{t.chat.loading}</p>}>
          <ChatPanel key={recipe.id} id="chef-virtual" recipeId={recipe.id} history={chat} />
        </Suspense>
      ) : null}

      <div className="mt-10 grid gap-10 lg:grid-cols-3 print:block">
        <aside className="space-y-8 lg:col-span-1">
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
              extra={(ingredient) =>
                user ? (
                  <UnitConverter
                    recipeId={recipe.id}
                    ingredientId={ingredient.id}
                    ingredientName={ingredient.name}
                    unit={ingredient.unit}
                    servings={servings}
                  />
                ) : (
                  <Link
                    to={signInHref}
                    className="ml-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline print:hidden"
                    aria-label={`${t.detail.convertUnit}: ${ingredient.name}`}
                  >
                    {t.detail.convertUnit}
                  </Link>
                )
              }
            />
          </section>
          <NutritionFacts nutrition={recipe.nutritionalInfo} />
          <RecipeTags tags={recipe.tags} />
        </aside>

        <RecipeSteps steps={recipe.steps} />
      </div>

      <BannerAd className="mt-10" />

      {cooking ? (
        <Suspense fallback={null}>
          <CookingMode title={recipe.title} steps={recipe.steps} onClose={() => setCooking(false)} />
        </Suspense>
      ) : null}
      <footer className="mt-8 hidden border-t border-stone-300 pt-3 text-sm print:block">
        <p>{t.detail.printedFrom(url)}</p>
      </footer>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && typeof document !== "undefined") console.error(error);
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">{t.detail.errorTitle}</h1>
      <p className="mt-4 text-lg text-stone-700">{notFound ? t.detail.notFound : t.detail.loadError}</p>
      <Link to="/receitas" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        {t.detail.otherRecipes}
      </Link>
    </section>
  );
}
