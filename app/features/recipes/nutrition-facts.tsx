/**
 * "Informação nutricional" on a recipe page: per serving and for the servings shown, where
 * the values come from (TACO or the model's estimate), what was not counted, the cook's
 * health goals a serving goes over, and how each ingredient was counted.
 */
import { Icon } from "~/components/icon";
import { Section } from "~/components/ui/section";
import type { GoalNote } from "~/domain/nutrition/health-goals";
import { approximateBelow, type UncountedReason } from "~/domain/nutrition/vocabulary";
import type { Recipe } from "~/domain/recipe";
import * as t from "~/i18n/pt-br";

type Nutrition = NonNullable<Recipe["nutritionalInfo"]>;
type BreakdownLine = NonNullable<Nutrition["breakdown"]>[number];

/** "a gosto", or "uma pitada" when the recipe weighs it in pinches. */
function reasonLabel(item: { name: string; reason: UncountedReason }, ingredients: Recipe["ingredients"]): string {
  const pinch = ingredients.some((ingredient) => ingredient.name === item.name && ingredient.unit === "pitada");
  return item.reason === "to-taste" && pinch ? t.nutrition.reasons.pinch : t.nutrition.reasons[item.reason];
}

function UncountedList({ items, ingredients }: { items: Nutrition["uncounted"]; ingredients: Recipe["ingredients"] }) {
  if (!items || items.length === 0) return null;
  return (
    <p className="mt-1">
      {t.nutrition.notCounted}: {items.map((item) => `${item.name} (${reasonLabel(item, ingredients)})`).join(", ")}.
    </p>
  );
}

/** Where the values come from; below 90 % of the mass matched, that they are approximate and what was left out. */
function NutritionSource({ nutrition, ingredients }: { nutrition: Recipe["nutritionalInfo"]; ingredients: Recipe["ingredients"] }) {
  if (!nutrition?.source) return null;
  const coverage = nutrition.coverage ?? 0;
  if (nutrition.source === "modelo") {
    return (
      <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
        <p>{t.nutrition.modelSource(t.detail.estimatedByChef, coverage)}</p>
        <UncountedList items={nutrition.uncounted} ingredients={ingredients} />
      </div>
    );
  }
  return (
    <>
      <p className="mt-3 text-sm text-stone-700">{t.nutrition.tacoSource}</p>
      {coverage < approximateBelow ? (
        <div className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <p>{t.nutrition.approximate(coverage)}</p>
          <UncountedList items={nutrition.uncounted} ingredients={ingredients} />
        </div>
      ) : null}
    </>
  );
}

function BreakdownItem({ line, ingredients }: { line: BreakdownLine; ingredients: Recipe["ingredients"] }) {
  const adds = line.perServing;
  const reason = line.status !== "counted" && line.status !== "water" ? line.status : null;
  return (
    <li className="py-2">
      <p>
        <span className="font-semibold">{line.name}</span>
        {line.grams !== null ? <span className="text-stone-600"> · {t.nutrition.breakdownGrams(line.grams)}</span> : null}
      </p>
      {line.status === "water" ? <p className="text-stone-700">{t.nutrition.breakdownWater}</p> : null}
      {line.food && !reason ? <p className="text-stone-700">{t.nutrition.breakdownFood(line.food)}</p> : null}
      {line.status === "counted" && adds ? (
        <p className="text-stone-700">
          {t.nutrition.breakdownAdds}:{" "}
          {[
            t.nutrition.kcal(adds.calories),
            ...(["protein", "carbs", "fat", "fiber", "sodium"] as const)
              .filter((key) => adds[key] > 0)
              .map((key) => t.nutrition.adds[key](adds[key])),
          ].join(" · ")}
        </p>
      ) : null}
      {reason ? (
        <p className="text-stone-700">{t.nutrition.breakdownUncounted(reasonLabel({ name: line.name, reason }, ingredients))}</p>
      ) : null}
      {line.status === "counted" && line.unknown.length > 0 ? (
        <p className="text-stone-600">
          {t.nutrition.breakdownUnknown(line.unknown.map((key) => t.nutrition.nutrientNames[key]).join(", "))}
        </p>
      ) : null}
      {line.status === "counted" && line.note ? <p className="italic text-stone-600">{line.note}</p> : null}
    </li>
  );
}

/** "a partir de" over a figure that is a floor (salt the recipe does not weigh), small so the column stays narrow. */
function AtLeast({ shown }: { shown: boolean }) {
  return shown ? <span className="block text-xs font-normal text-stone-600">{t.nutrition.atLeast} </span> : null;
}

/** For a signed-in cook: the health goals one serving goes over, with our limits. */
function GoalWarnings({ goals }: { goals: readonly GoalNote[] }) {
  if (goals.length === 0) return null;
  return (
    <div role="note" aria-labelledby="objetivos-de-saude" className="mt-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
      <p id="objetivos-de-saude" className="flex items-center gap-2 font-semibold">
        <Icon name="triangle-exclamation-point" className="size-5 shrink-0 text-amber-700" />
        {t.nutrition.goalsTitle}
      </p>
      <ul className="mt-2 space-y-1 lg:text-sm">
        {goals.map((goal) => (
          <li key={goal.goal}>{t.nutrition.goal(goal)}</li>
        ))}
      </ul>
      {goals.some((goal) => goal.nutrient === "carbs") ? <p className="mt-2 text-sm">{t.nutrition.carbsBasis}</p> : null}
      <p className="mt-2 text-sm">{t.nutrition.goalsBasis}</p>
    </div>
  );
}

/**
 * Nutrition per serving as the row keeps it (computed from TACO when the recipe was
 * written, or the model's estimate where TACO covers too little), with the values for the
 * servings shown, where they come from, and how each ingredient was counted on demand.
 */
export function NutritionFacts({
  nutrition,
  servings,
  ingredients,
  goals = [],
}: {
  nutrition: Recipe["nutritionalInfo"];
  /** The servings shown: the second column is the values for all of them. */
  servings: number;
  ingredients: Recipe["ingredients"];
  /** For a signed-in cook, the health goals one serving goes over. */
  goals?: readonly GoalNote[];
}) {
  const sodium = nutrition?.sodium;
  const rows = [
    { label: t.detail.calories, value: nutrition?.calories ?? 0, format: t.nutrition.kcal },
    { label: t.detail.protein, value: nutrition?.protein ?? 0, format: t.nutrition.grams },
    { label: t.detail.carbs, value: nutrition?.carbs ?? 0, format: t.nutrition.grams },
    { label: t.detail.fat, value: nutrition?.fat ?? 0, format: t.nutrition.grams },
    { label: t.detail.fiber, value: nutrition?.fiber ?? 0, format: t.nutrition.grams },
    { label: t.nutrition.sodium, value: sodium ?? null, format: t.nutrition.milligrams, atLeast: nutrition?.sodiumAtLeast === true },
  ];
  const breakdown = nutrition?.source === "taco" ? nutrition.breakdown : undefined;
  const cell = "whitespace-nowrap px-2 py-2 text-right font-semibold tabular-nums sm:px-3 lg:px-2";
  return (
    <Section id="nutricao" title={t.detail.nutrition} className="print:mt-6 print:break-inside-avoid">
      <GoalWarnings goals={goals} />
      {/* On paper, one line per serving (issue 22: the table filled a quarter of page 1). */}
      <p className="hidden print:block">
        {rows
          .map(
            (row) =>
              `${row.label} ${row.value === null ? t.nutrition.unknown : `${row.atLeast === true ? `${t.nutrition.atLeast} ` : ""}${row.format(row.value)}`}`,
          )
          .join(" · ")}
      </p>
      {/* Beside the steps on a wide screen the column is narrow: the box scrolls rather than the page. */}
      <div className="mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200 print:hidden">
        <table className="w-full text-left text-sm sm:text-base lg:text-sm">
          <thead className="bg-stone-50 text-stone-600">
            <tr>
              <th scope="col" className="px-2 py-2 font-medium sm:px-3 lg:px-2">
                <span className="sr-only">{t.nutrition.nutrient}</span>
              </th>
              <th scope="col" className="whitespace-nowrap px-2 py-2 text-right font-medium sm:px-3 lg:px-2">
                {t.nutrition.perServing}
              </th>
              <th scope="col" className="whitespace-nowrap px-2 py-2 text-right font-medium sm:px-3 lg:px-2">
                {t.nutrition.forServings(servings)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-2 py-2 font-normal text-stone-700 sm:px-3 lg:px-2">
                  {row.label}
                </th>
                {/* "não informado" may wrap: on a 360 px phone two of them side by side did not fit (issue 22). */}
                <td className={row.value === null ? `${cell} whitespace-normal font-normal` : cell}>
                  <AtLeast shown={row.atLeast === true && row.value !== null} />
                  {row.value === null ? t.nutrition.unknown : row.format(row.value)}
                </td>
                <td className={row.value === null ? `${cell} whitespace-normal font-normal text-stone-700` : `${cell} text-stone-700`}>
                  <AtLeast shown={row.atLeast === true && row.value !== null} />
                  {row.value === null ? t.nutrition.unknown : row.format(row.value * servings)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {nutrition?.sodiumAtLeast && sodium !== undefined ? (
        <p className="mt-2 text-sm text-stone-700">{t.nutrition.sodiumAtLeastNote}</p>
      ) : null}
      <NutritionSource nutrition={nutrition} ingredients={ingredients} />
      {breakdown && breakdown.length > 0 ? (
        <details className="mt-3 rounded-xl bg-white px-4 py-2 text-sm ring-1 ring-stone-200 print:hidden">
          <summary className="cursor-pointer py-1 font-semibold text-brand-800">{t.nutrition.breakdownToggle}</summary>
          <p className="mt-1 text-stone-600">{t.nutrition.breakdownIntro}</p>
          <ul className="divide-y divide-stone-100">
            {breakdown.map((line, index) => (
              <BreakdownItem key={`${index}-${line.name}`} line={line} ingredients={ingredients} />
            ))}
          </ul>
        </details>
      ) : null}
    </Section>
  );
}
