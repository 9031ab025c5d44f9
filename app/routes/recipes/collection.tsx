import { data, href, Link, useLocation } from "react-router";
import { services } from "~/context";
import { Pagination } from "~/features/recipes/pagination";
import { searchRecipes } from "~/features/recipes/queries.server";
import { chosenRecipes } from "~/features/recipes/showcase.server";
import { RecipeGrid } from "~/layout/recipe-grid";
import { EmptyResults, RecipeSection } from "~/layout/recipe-section";
import { NotFoundPage, notFoundMeta } from "~/layout/not-found-page";
import { emptyFilters, parseFilters, serializeFilters } from "~/features/recipes/search-params";
import { categories, diets, findCategory, findDiet } from "~/domain/taxonomy";
import { pageMeta } from "~/lib/seo";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/collection";

/** /receitas/categorias/{slug} and /receitas/dietas/{slug}: the recipes carrying one tag. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = services(context);
  const url = new URL(request.url);
  const isDiet = url.pathname.startsWith("/receitas/dietas/");
  const collection = isDiet ? findDiet(params.slug) : findCategory(params.slug);
  // Returned, not thrown: the app's 404 page with its own title (a thrown one has none).
  if (!collection) return data({ found: false as const }, { status: 404 });
  const { page: pageNumber } = parseFilters(url.searchParams);
  const [page, chosen] = await Promise.all([
    searchRecipes(db, { ...emptyFilters, tags: [collection.tag], page: pageNumber }),
    // The first page opens with the dishes chosen for it (db/catalogue/showcase.json).
    pageNumber === 1 ? chosenRecipes(db, isDiet ? "dietas" : "categorias", collection.slug) : [],
  ]);
  return { found: true as const, collection, isDiet, page, chosen, baseUrl: env.publicUrl };
}

/** A diet's page or a category's. */
function collectionPath(isDiet: boolean, slug: string): string {
  return isDiet ? href("/receitas/dietas/:slug", { slug }) : href("/receitas/categorias/:slug", { slug });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData?.found) return notFoundMeta();
  const { collection, page, baseUrl } = loaderData;
  return pageMeta({
    title: `${collection.title} — Chef IA`,
    description: collection.description,
    baseUrl,
    path: `${collectionPath(loaderData.isDiet, collection.slug)}${page.page > 1 ? `?pagina=${page.page}` : ""}`,
  });
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (!loaderData.found) return <NotFoundPage />;
  const { collection, isDiet, page, chosen } = loaderData;
  const siblings = isDiet ? diets : categories;
  return (
    <div className="container-page py-10">
      <nav aria-label={t.list.breadcrumb} className="text-sm text-stone-600">
        <Link to={href("/receitas")} className="hover:underline">
          {t.list.title}
        </Link>{" "}
        / <span>{collection.tag}</span>
      </nav>
      <h1 className="mt-2 text-3xl font-bold">{collection.title}</h1>
      <p className="mt-2 text-lg text-stone-700">{collection.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {siblings.map((sibling) => (
          <li key={sibling.slug}>
            <Link
              to={collectionPath(isDiet, sibling.slug)}
              aria-current={sibling.slug === collection.slug ? "page" : undefined}
              className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-medium hover:bg-stone-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-900"
            >
              {sibling.tag}
            </Link>
          </li>
        ))}
      </ul>
      <RecipeSection id="escolhas-do-chef" title={t.list.chefPicks} recipes={chosen} maxColumns={3} className="mt-8" eagerImages={3} />
      <h2 className="mt-10 text-2xl font-bold">{t.list.all}</h2>
      <p className="mt-2 text-stone-700" role="status">
        {t.list.resultCount(page.total, page.capped)}
      </p>
      {page.items.length > 0 ? (
        <div className="mt-4">
          <RecipeGrid recipes={page.items} ads eagerImages={chosen.length > 0 ? 0 : 4} />
          <Pagination
            page={page.page}
            pageCount={page.pageCount}
            href={(number) => `${location.pathname}${serializeFilters({ ...emptyFilters, page: number })}`}
          />
        </div>
      ) : (
        <EmptyResults />
      )}
    </div>
  );
}
