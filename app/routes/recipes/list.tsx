import { href, Link, redirect, useLocation } from "react-router";
import { services } from "~/context";
import { linkClass } from "~/components/ui/button";
import { pageSize, catalogueSlice, searchRecipes, tagOptions } from "~/features/recipes/queries.server";
import { popularRecipes } from "~/features/recipes/popular.server";
import { Pagination } from "~/features/recipes/pagination";
import { RecipeGrid } from "~/layout/recipe-grid";
import { BannerAd } from "~/features/ads/ads";
import { EmptyResults, RecipeSection } from "~/layout/recipe-section";
import { SearchForm } from "~/features/recipes/search-form";
import { applyQueryWords } from "~/features/recipes/query-words";
import { hasActiveFilters, parseFilters, serializeFilters, withPage, type RecipeFilters } from "~/features/recipes/search-params";
import { pageMeta } from "~/lib/seo";
import { avoidancesOf } from "~/domain/restrictions";
import { currentUser } from "~/middleware/access.server";
import * as t from "~/i18n/pt-br";
import { Icon } from "~/components/icon";
import type { Route } from "./+types/list";

/** With no filter, recipes 1–3 and 4–6 are shown as slices; the paginated list starts at 7. */
/** "Em Destaque" shows recipes 1 to 3 (spec); the full list goes on from the 4th. */
const slicesShown = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = services(context);
  const user = currentUser(context);
  const url = new URL(request.url);
  const parsed = parseFilters(url.searchParams);
  // "Só o que posso comer" is a signed-in cook's: for a visitor the flag means nothing.
  const filters = user ? parsed : { ...parsed, canEat: false };
  const tags = await tagOptions(db);
  // Words that name a filter ("sem glúten", "rápido") become the filter, shown as a chip to remove.
  // Only when the filters find something: a dish's name that holds such a word stays a search.
  const applied = applyQueryWords(filters, tags);
  if (applied && (await searchRecipes(db, applied, { size: 1 })).total > 0)
    throw redirect(`${href("/receitas")}${serializeFilters(applied)}`);
  const avoid = user ? avoidancesOf(user) : [];
  const active = hasActiveFilters(filters);
  const [page, featured, popular] = await Promise.all([
    searchRecipes(db, filters, { skip: active ? 0 : slicesShown, size: pageSize, avoid: filters.canEat ? avoid : [] }),
    active || filters.page > 1 ? [] : catalogueSlice(db, 1, 3),
    // What cooks chose most (favourites and reviews), or no section: never file order called "popular".
    active || filters.page > 1 ? [] : popularRecipes(db, 3),
  ]);
  return {
    filters,
    active,
    tags,
    page,
    featured,
    popular,
    baseUrl: env.publicUrl,
    avoids: user ? avoid : null,
    create: filters.q ? { dish: filters.q, href: createHref(filters.q, Boolean(user)) } : null,
  };
}

/** "Criar com o Chef IA": the fridge's "Buscar por Receita" with the dish; sign-in first for a visitor. */
function createHref(dish: string, signedIn: boolean): string {
  const fridge = `${href("/geladeira")}?receita=${encodeURIComponent(dish)}`;
  return signedIn ? fridge : `${href("/entrar")}?redirectTo=${encodeURIComponent(fridge)}`;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { filters, active, baseUrl } = loaderData;
  return pageMeta({
    title: filters.q ? `${filters.q} — ${t.list.metaTitle}` : t.list.metaTitle,
    description: t.list.metaDescription,
    baseUrl,
    path: `${href("/receitas")}${serializeFilters(filters)}`,
    // Search results are endless combinations: let engines index the catalogue pages only.
    noindex: active,
  });
}

export default function RecipeList({ loaderData }: Route.ComponentProps) {
  const { filters, active, tags, page, featured, popular, avoids, create } = loaderData;
  const location = useLocation();
  const pageHref = (number: number) => `${location.pathname}${serializeFilters(withPage(filters, number))}`;

  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="text-3xl font-bold">{t.list.title}</h1>
      <div className="mt-4 sm:mt-6">
        <SearchForm filters={filters} tagOptions={tags} avoids={avoids} />
      </div>

      {active ? (
        <section aria-labelledby="resultados" className="mt-6 sm:mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="resultados" className="text-2xl font-bold">
              {t.list.results}
            </h2>
            <p className="text-stone-700" role="status">
              {page.approximate ? t.list.noExactMatch(filters.q) : t.list.resultCount(page.total, page.capped)}
            </p>
          </div>
          <FilterChips filters={filters} />
          {page.suggestion ? (
            <p className="mt-2 text-lg">
              {t.list.didYouMean}{" "}
              <Link to={`${location.pathname}${serializeFilters({ ...filters, q: page.suggestion, page: 1 })}`} className={linkClass()}>
                “{page.suggestion}”
              </Link>
              ?
            </p>
          ) : null}
          {page.items.length > 0 ? (
            <div className="mt-4 sm:mt-6">
              <RecipeGrid recipes={page.items} ads eagerImages={4} />
              <Pagination page={page.page} pageCount={page.pageCount} href={pageHref} />
            </div>
          ) : (
            <EmptyResults create={create} />
          )}
        </section>
      ) : (
        <>
          <RecipeSection id="destaque" title={t.list.featured} recipes={featured} maxColumns={3} className="mt-10" eagerImages={3} />
          <RecipeSection id="populares" title={t.list.popular} recipes={popular} maxColumns={3} />
          <BannerAd className="mt-10" />
          <RecipeSection id="todas" title={t.list.all} recipes={page.items} ads>
            <Pagination page={page.page} pageCount={page.pageCount} href={pageHref} />
          </RecipeSection>
        </>
      )}
    </div>
  );
}

/** The filters applied, each a chip that removes it (the words the search box read as filters land here). */
function FilterChips({ filters }: { filters: RecipeFilters }) {
  const without = (change: Partial<RecipeFilters>) => `${href("/receitas")}${serializeFilters({ ...filters, ...change, page: 1 })}`;
  const chips = [
    ...(filters.difficulty ? [{ label: filters.difficulty, href: without({ difficulty: null }) }] : []),
    ...(filters.maxTime ? [{ label: t.list.upTo(filters.maxTime), href: without({ maxTime: null }) }] : []),
    ...filters.tags.map((tag) => ({ label: tag, href: without({ tags: filters.tags.filter((other) => other !== tag) }) })),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t.list.appliedFilters}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            to={chip.href}
            preventScrollReset
            aria-label={t.list.removeFilter(chip.label)}
            className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-100 px-3 text-sm font-medium text-brand-900 hover:bg-brand-200"
          >
            {chip.label}
            <Icon name="x" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
