import { Notice } from "~/components/ui/card";
import { useKeepOffline } from "~/components/use-keep-offline";
import { href, Link } from "react-router";
import { services } from "~/context";
import { requireUser } from "~/middleware/access.server";
import { EmptyState } from "~/components/ui/empty-state";
import { linkClass } from "~/components/ui/button";
import { listFavorites } from "~/features/kitchen/favorites.server";
import { RecipeGrid } from "~/layout/recipe-grid";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/favorites";
import { log } from "~/config/log.server";

export function meta() {
  return [{ title: `${t.kitchen.favoritesTitle} — Chef IA` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  try {
    return { recipes: await listFavorites(services(context).db, user.id), error: null };
  } catch (error) {
    log.error({ err: error }, "[favoritos] falha ao carregar");
    return { recipes: [], error: t.kitchen.favoritesLoadError };
  }
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { recipes, error } = loaderData;
  // Favourites open offline too (issue 24): the first 40 are kept on the device.
  useKeepOffline(recipes.map((recipe) => recipe.id));
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold">{t.kitchen.favoritesTitle}</h1>
      {error ? (
        <Notice tone="error" className="mt-6">
          {error}
        </Notice>
      ) : recipes.length === 0 ? (
        <EmptyState icon="heart" title={t.kitchen.favoritesEmpty}>
          <Link to={href("/receitas")} className={linkClass("mt-4 inline-flex min-h-11 items-center")}>
            {t.home.exploreRecipes}
          </Link>
        </EmptyState>
      ) : (
        <div className="mt-8">
          <RecipeGrid recipes={recipes} eagerImages={4} />
        </div>
      )}
    </div>
  );
}
