/** The recipe's ingredients at the servings shown, each with its substitutes and what the cook avoids in it. */
import { Icon } from "~/components/icon";
import { IngredientLineText } from "~/components/ingredient-line";
import { scaleQuantity } from "~/domain/quantities";
import { defaultServings, type Recipe } from "~/domain/recipe";
import { substitutesFor } from "~/domain/substitutes";
import * as t from "~/i18n/pt-br";

/** The ingredients at the servings shown, with substitutes; `extra` adds a line's own controls. */
export function IngredientList({
  recipe,
  servings,
  extra,
  substitutes = null,
  avoided = null,
}: {
  recipe: Recipe;
  servings: number;
  extra(ingredient: Recipe["ingredients"][number]): React.ReactNode;
  /** The substitutes to offer per ingredient id (a cook's safe ones); the usual ones when null. */
  substitutes?: Record<string, string[]> | null;
  /** Ingredients the cook avoids, by id, with what they break. */
  avoided?: Record<string, string[]> | null;
}) {
  return (
    <ul className="mt-3 divide-y divide-stone-200 overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
      {recipe.ingredients.map((ingredient) => {
        const offered = substitutes?.[ingredient.id] ?? substitutesFor(ingredient);
        const avoids = avoided?.[ingredient.id];
        return (
          <li key={ingredient.id} className={`px-4 py-2.5 ${avoids ? "border-l-4 border-l-red-400 bg-red-50" : ""}`}>
            {avoids ? (
              <span className="mb-1 flex items-center gap-1 text-sm font-semibold text-red-800">
                <Icon name="triangle-exclamation-point" className="size-4" />
                {t.detail.avoidLabel(avoids)}
              </span>
            ) : null}
            <span>
              <IngredientLineText
                quantity={scaleQuantity(ingredient.quantity, recipe.servings || defaultServings, servings)}
                unit={ingredient.unit}
                name={ingredient.name}
              />
              {ingredient.isOptional ? <span className="text-stone-600"> {t.detail.optional}</span> : null}
            </span>
            {offered.length > 0 ? (
              <span className="block text-sm text-stone-600">
                {t.detail.substitutes}: {offered.join(", ")}
              </span>
            ) : null}
            {extra(ingredient)}
          </li>
        );
      })}
    </ul>
  );
}
