import { Notice } from "~/components/ui/card";
import { Icon } from "~/components/icon";
import { useKeepOffline } from "~/components/use-keep-offline";
import { href, Link } from "react-router";
import { services } from "~/context";
import { requireUser } from "~/middleware/access.server";
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
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <Icon name="heart" className="mx-auto size-10 text-stone-400" />
          <p className="mt-3 text-xl font-semibold">{t.kitchen.favoritesEmpty}</p>
          <Link to={href("/receitas")} className="mt-4 inline-block font-semibold text-brand-800 underline">
            {t.home.exploreRecipes}
          </Link>
        </div>
      ) : (
        <div className="mt-8">
          <RecipeGrid recipes={recipes} eagerImages={4} />
        </div>
      )}
    </div>
  );
}
