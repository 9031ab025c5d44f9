import { NativeAdSlot } from "~/features/ads/native-ad-slot";
import { withNativeAds } from "~/features/ads/rules";
import type { RecipeSummary } from "./model";
import { RecipeCard } from "./recipe-card";

/** Cards in 1 to 4 columns by width; with `ads`, a native ad slot after every fifth card. */
export function RecipeGrid({ recipes, ads = false }: { recipes: RecipeSummary[]; ads?: boolean }) {
  const entries = ads
    ? withNativeAds(recipes)
    : recipes.map((item, index) => ({ kind: "item" as const, item, index }));
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {entries.map((entry) =>
        entry.kind === "item" ? (
          <li key={entry.item.id}>
            <RecipeCard recipe={entry.item} />
          </li>
        ) : (
          <li key={`ad-${entry.afterIndex}`}>
            <NativeAdSlot />
          </li>
        ),
      )}
    </ul>
  );
}
