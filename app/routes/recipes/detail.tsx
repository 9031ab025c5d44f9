import { Icon, type IconName } from "~/components/icon";
import { lazy, Suspense, useState } from "react";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { useToast } from "~/components/toast";
import { useAuth } from "~/components/auth-context";
import { substitutesFor } from "~/features/chef/substitutes";
import { UnitConverter } from "~/features/chef/unit-converter";
import { CookingMode } from "~/features/kitchen/cooking-mode";
import { postForm } from "~/lib/post-form";
import { formatKitchenAmount, scaleQuantity } from "~/domain/quantities";
import { services } from "~/context";
import { currentUser } from "~/middleware/access.server";
import { BannerAd } from "~/features/ads/ads";
import { UndoButton } from "~/features/chef/undo-button";
import { chatHistory } from "~/features/chef/chat.server";
import { versionCount } from "~/domain/own-recipes.server";
import { defaultServings, difficultyLevel, totalMinutes, type Recipe } from "~/domain/recipe";
import { FavoriteButton } from "~/features/recipes/favorite-button";
import { getRecipe } from "~/features/recipes/queries.server";
import { ShareButton } from "~/features/recipes/share-button";
import { recipeImage, recipeShareImage } from "~/domain/taxonomy";
import { jsonLd, pageMeta } from "~/lib/seo";
import { recipeJsonLd } from "~/features/seo/recipe-json-ld";
import * as t from "~/i18n/pt-br";
import { formatNumber } from "~/i18n/pt-br";
import type { Route } from "./+types/detail";

// The chat panel is code the page needs only once the cook opens it.
const ChatPanel = lazy(() => import("~/features/chef/chat-panel"));

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
    recipe.parentId ? getRecipe(db, recipe.parentId) : Promise.resolve(null),
  ]);
  return {
    // Who wrote it stays on the server: the page only needs to know whether it is mine.
    recipe: shown,
    baseUrl: env.publicUrl,
    chat,
    mine,
    versions,
    parent: parent ? { id: parent.id, title: parent.title } : null,
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

function Stars({ difficulty }: { difficulty: Recipe["difficulty"] }) {
  const level = difficultyLevel(difficulty);
  return (
    <span role="img" className="inline-flex items-center gap-0.5" aria-label={`${t.detail.difficulty}: ${difficulty}`}>
      {[1, 2, 3].map((star) => (
        <Icon name="star" key={star} className={`size-5 ${star <= level ? "fill-amber-500 text-amber-500" : "text-stone-300"}`} />
      ))}
    </span>
  );
}

function Fact({ icon, label, children }: { icon: IconName; label: string; children: React.ReactNode }) {
  return (
    <div className="relative rounded-xl bg-white p-4 pl-12 shadow-sm ring-1 ring-stone-200">
      <dt className="text-sm text-stone-600">
        <Icon name={icon} className="absolute left-4 top-4 size-6 text-brand-700" />
        {label}
      </dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

function ServingsControl({ servings, onChange }: { servings: number; onChange(servings: number): void }) {
  const button = "rounded-full border border-stone-300 bg-white p-2 hover:bg-stone-100 disabled:opacity-40";
  return (
    <div className="flex items-center gap-2 print:hidden" role="group" aria-label={t.kitchen.servings}>
      <button
        type="button"
        className={button}
        aria-label={t.kitchen.fewerServings}
        disabled={servings <= 1}
        onClick={() => onChange(servings - 1)}
      >
        <Icon name="minus" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-20 text-center font-semibold">
        {t.card.servings(servings)}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t.kitchen.moreServings}
        disabled={servings >= 100}
        onClick={() => onChange(servings + 1)}
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}

function AddToShoppingList({ recipeId, servings }: { recipeId: string; servings: number }) {
  const [pending, setPending] = useState(false);
  const toast = useToast();
  async function add() {
    setPending(true);
    const result = await postForm("/api/compras/receita", { recipeId, servings: String(servings) });
    toast.show(result.ok ? t.kitchen.addRecipeDone : t.kitchen.addRecipeError, result.ok ? "success" : "error");
    setPending(false);
  }
  return (
    <button type="button" className="action-button" disabled={pending} onClick={() => void add()}>
      <Icon name="shopping-cart" className="size-5" />
      {t.detail.shoppingList}
    </button>
  );
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
  const nutrition = recipe.nutritionalInfo;
  const nutritionRows = [
    { label: t.detail.calories, value: `${Math.round(nutrition?.calories ?? 0)} kcal` },
    { label: t.detail.protein, value: `${formatNumber(nutrition?.protein ?? 0)} g` },
    { label: t.detail.carbs, value: `${formatNumber(nutrition?.carbs ?? 0)} g` },
    { label: t.detail.fat, value: `${formatNumber(nutrition?.fat ?? 0)} g` },
    { label: t.detail.fiber, value: `${formatNumber(nutrition?.fiber ?? 0)} g` },
  ];

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

          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Fact icon="clock" label={t.detail.totalTime}>
              {t.detail.minutes(totalMinutes(recipe))}
              <span className="block text-sm font-normal text-stone-600">
                {t.detail.prep} {t.detail.minutes(recipe.prepTime)} · {t.detail.cook} {t.detail.minutes(recipe.cookTime)}
              </span>
            </Fact>
            <Fact icon="users" label={t.detail.servings}>
              {recipe.servings}
            </Fact>
            <Fact icon="chef-hat" label={t.detail.difficulty}>
              <Stars difficulty={recipe.difficulty} />
              <span className="block text-sm font-normal capitalize text-stone-600">{recipe.difficulty}</span>
            </Fact>
          </dl>

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
            <ul className="mt-3 space-y-2">
              {recipe.ingredients.map((ingredient) => (
                <li key={ingredient.id} className="rounded-xl bg-white px-4 py-3 ring-1 ring-stone-200">
                  <span>
                    <strong className="font-semibold">
                      {formatKitchenAmount(
                        scaleQuantity(ingredient.quantity, recipe.servings || defaultServings, servings),
                        ingredient.unit,
                      )}
                    </strong>{" "}
                    {ingredient.name}
                    {ingredient.isOptional ? <span className="text-stone-600"> {t.detail.optional}</span> : null}
                  </span>
                  {substitutesFor(ingredient).length > 0 ? (
                    <span className="block text-sm text-stone-600">
                      {t.detail.substitutes}: {substitutesFor(ingredient).join(", ")}
                    </span>
                  ) : null}
                  {user ? (
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
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="nutricao" className="print:mt-6 print:break-inside-avoid">
            <h2 id="nutricao" className="text-xl font-bold">
              {t.detail.nutrition}
            </h2>
            <dl className="mt-3 divide-y divide-stone-200 rounded-xl bg-white ring-1 ring-stone-200">
              {nutritionRows.map((row) => (
                <div key={row.label} className="flex justify-between px-4 py-2">
                  <dt className="text-stone-700">{row.label}</dt>
                  <dd className="font-semibold">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {recipe.tags.length > 0 ? (
            <section aria-labelledby="tags" className="print:hidden">
              <h2 id="tags" className="text-xl font-bold">
                {t.detail.tags}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {recipe.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/receitas?tags=${encodeURIComponent(tag)}`}
                      className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900 hover:bg-brand-200"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>

        <section aria-labelledby="modo-de-preparo" className="lg:col-span-2 print:mt-6">
          <h2 id="modo-de-preparo" className="text-xl font-bold">
            {t.detail.steps}
          </h2>
          <ol className="mt-3 space-y-4">
            {recipe.steps.map((step) => {
              const tip = step.tips?.[0];
              return (
                <li key={step.order} className="flex gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 print:break-inside-avoid">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {step.order}
                  </span>
                  <div className="flex-1">
                    <p className="sr-only">{t.detail.stepLabel(step.order)}</p>
                    <p className="leading-relaxed">{step.description}</p>
                    {tip ? (
                      <div className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
                        <Icon name="lightbulb" className="size-5 shrink-0 text-amber-700" />
                        <p>
                          <strong>{t.detail.chefTip}:</strong> {tip}
                        </p>
                      </div>
                    ) : null}
                    {step.imageUrl ? (
                      <img src={step.imageUrl} alt="" loading="lazy" className="mt-3 max-h-72 rounded-lg object-cover" />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      </div>

      <BannerAd className="mt-10" />

      {cooking ? <CookingMode title={recipe.title} steps={recipe.steps} onClose={() => setCooking(false)} /> : null}
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
