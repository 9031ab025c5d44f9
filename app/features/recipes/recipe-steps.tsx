/** "Modo de preparo" on a recipe page: the numbered steps with their tips. */
import { Icon } from "~/components/icon";
import { Section } from "~/components/ui/section";
import { keepMeasuresTogether } from "~/domain/measure-spacing";
import type { Recipe } from "~/domain/recipe";
import { quotesQuantity } from "~/domain/step-quantities";
import * as t from "~/i18n/pt-br";

/** Beside a step that quotes amounts, when the servings shown are not the recipe's. */
function StepServingsNote({ recipeServings }: { recipeServings: number }) {
  return (
    <p className="mt-2 flex items-start gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
      <Icon name="users" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>{t.detail.stepServingsNote(recipeServings)}</span>
    </p>
  );
}

/**
 * "Modo de preparo": numbered steps, each with its chef's tip. A step that quotes amounts
 * ("4 litros de água") was written for the recipe's servings: at other servings it says so.
 */
export function RecipeSteps({
  steps,
  ingredients,
  recipeServings,
  servings,
}: {
  steps: Recipe["steps"];
  ingredients: Recipe["ingredients"];
  /** What the recipe is written for, and what the page shows. */
  recipeServings: number;
  servings: number;
}) {
  const names = ingredients.map((ingredient) => ingredient.name);
  return (
    <Section id="modo-de-preparo" title={t.detail.steps} className="lg:col-span-2 print:mt-6">
      <ol className="mt-3 space-y-4">
        {steps.map((step) => {
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
                <p className="leading-relaxed">{keepMeasuresTogether(step.description)}</p>
                {servings !== recipeServings && quotesQuantity(step.description, names) ? (
                  <StepServingsNote recipeServings={recipeServings} />
                ) : null}
                {tip ? (
                  <div className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
                    <Icon name="lightbulb" className="size-5 shrink-0 text-amber-700" />
                    <p>
                      <strong>{t.detail.chefTip}:</strong> {keepMeasuresTogether(tip)}
                    </p>
                  </div>
                ) : null}
                {step.imageUrl ? <img src={step.imageUrl} alt="" loading="lazy" className="mt-3 max-h-72 rounded-lg object-cover" /> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
