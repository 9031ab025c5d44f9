import { HydrateInTurn } from "~/components/hydrate-in-turn";
import { NativeAd, useAdSlotsShown } from "~/features/ads/ads";
import { withNativeAds } from "~/features/ads/rules";
import type { RecipeSummary } from "~/domain/recipe";
import { AddToPlanButton } from "~/features/plan/plan-sheet-opener";
import { RecipeCard } from "../features/recipes/recipe-card";

/** Cards in 1 to 4 columns by width; with `ads`, a native ad slot after every fifth card. */
const columnClasses = {
  3: "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
};

export function RecipeGrid({
  recipes,
  ads = false,
  maxColumns = 4,
  eagerImages = 0,
}: {
  recipes: RecipeSummary[];
  ads?: boolean;
  /** 3 for the three-card slices (featured, popular, quick), so no column stays empty. */
  maxColumns?: 3 | 4;
  /** How many of the first cards are above the fold and load their image at once. */
  eagerImages?: number;
}) {
  // No empty cell where no ad is drawn.
  const adSlots = useAdSlotsShown();
  const entries = ads && adSlots ? withNativeAds(recipes) : recipes.map((item, index) => ({ kind: "item" as const, item, index }));
  // A grid of cards is most of a list page's hydration: it takes a turn of its own (decision 053).
  return (
    <HydrateInTurn>
      <ul className={columnClasses[maxColumns]}>
        {entries.map((entry) =>
          entry.kind === "item" ? (
            <li key={entry.item.id}>
              <RecipeCard
                recipe={entry.item}
                eager={entry.index < eagerImages}
                actions={<AddToPlanButton recipeId={entry.item.id} recipeTitle={entry.item.title} />}
              />
            </li>
          ) : (
            <li key={`ad-${entry.afterIndex}`}>
              <NativeAd />
            </li>
          ),
        )}
      </ul>
    </HydrateInTurn>
  );
}
