/**
 * The parts of a recipe page that are the recipe's own: its facts, the servings control,
 * the ingredients at the servings shown, nutrition, tags and the steps. The route
 * composes them with what other features add (the chef, cooking mode, the shopping list,
 * favourites, ads).
 */
import { Link } from "react-router";
import { Icon, type IconName } from "~/components/icon";
import { keepMeasuresTogether } from "~/domain/measure-spacing";
import { scaleQuantity } from "~/domain/quantities";
import { IngredientLineText } from "~/components/ingredient-line";
import { defaultServings, difficultyLevel, totalMinutes, type Recipe } from "~/domain/recipe";
import { quotesQuantity } from "~/domain/step-quantities";
import { substitutesFor } from "~/domain/substitutes";
import * as t from "~/i18n/pt-br";
import { approximateBelow, type UncountedReason } from "~/domain/nutrition/vocabulary";
import type { GoalNote } from "~/domain/nutrition/health-goals";
import { maxServings, minServings } from "./servings-param";

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

function Fact({ icon, label, className = "", children }: { icon: IconName; label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={`relative rounded-xl bg-white p-4 pl-12 shadow-sm ring-1 ring-stone-200 ${className}`}>
      <dt className="text-sm text-stone-600">
        <Icon name={icon} className="absolute left-4 top-4 size-6 text-brand-700" />
        {label}
      </dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * Above the title: "Feita por IA", "Minha versão", the demonstration mark and the recipe
 * this one is a version of, with what the chef adds there (undoing the last rewrite).
 */
export function RecipeBadges({
  recipe,
  mine,
  parent,
  undo,
}: {
  recipe: Recipe;
  mine: boolean;
  parent: { id: string; title: string } | null;
  undo?: React.ReactNode;
}) {
  return recipe.origin !== "catalogue" || recipe.demo || parent ? (
    <div className="mb-2 flex flex-wrap items-center gap-2">
      {recipe.origin === "ai" ? (
        <span className="inline-flex rounded-full bg-violet-100 px-3 py-1 text-sm font-semibold text-violet-900">{t.detail.aiMade}</span>
      ) : null}
      {recipe.origin === "imported" ? (
        <span className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
          {t.detail.imported}
        </span>
      ) : null}
      {mine && parent ? (
        <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">{t.detail.myVersion}</span>
      ) : null}
      {recipe.demo ? (
        <span className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950" title={t.detail.demoRecipe}>
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
      {undo}
    </div>
  ) : null;
}

/**
 * An imported recipe's origin, under its description: "Fonte: Panelinha" linked to the
 * page it was read from (never followed by search engines), and the author the page names.
 */
export function RecipeSourceLine({ recipe }: { recipe: Recipe }) {
  const { source } = recipe;
  if (recipe.origin !== "imported" || !source?.site) return null;
  return (
    <p className="mt-2 text-stone-700 [overflow-wrap:anywhere]">
      {t.detail.source}{" "}
      {source.url ? (
        <a href={source.url} rel="noopener noreferrer nofollow" className="font-semibold text-brand-800 underline">
          {source.site}
        </a>
      ) : (
        <span className="font-semibold">{source.site}</span>
      )}
      {source.author ? <> · {t.detail.sourceAuthor(source.author)}</> : null}
    </p>
  );
}

/**
 * Total time, servings and difficulty, at the top of the page. On a phone the time has a
 * row of its own, so "Preparo 40 min · Cozimento 3h" reads on one line.
 */
export function RecipeFacts({ recipe, servings = recipe.servings }: { recipe: Recipe; servings?: number }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Fact icon="clock" label={t.detail.totalTime} className="col-span-2 sm:col-span-1">
        {t.detail.minutes(totalMinutes(recipe))}
        <span className="block text-sm font-normal text-stone-600">
          {keepMeasuresTogether(`${t.detail.prep} ${t.detail.minutes(recipe.prepTime)}`)} ·{" "}
          {keepMeasuresTogether(`${t.detail.cook} ${t.detail.minutes(recipe.cookTime)}`)}
        </span>
      </Fact>
      {/* The servings the ingredients show (issue 22: never 16 here and "5 porções" below). */}
      <Fact icon="users" label={t.detail.servings}>
        {servings}
        {servings !== recipe.servings ? (
          <span className="block text-sm font-normal text-stone-600">{t.detail.originalServings(recipe.servings)}</span>
        ) : null}
      </Fact>
      <Fact icon="chef-hat" label={t.detail.difficulty}>
        <Stars difficulty={recipe.difficulty} />
        <span className="block text-sm font-normal capitalize text-stone-600">{recipe.difficulty}</span>
      </Fact>
    </dl>
  );
}

/** The servings shown, one more or one fewer per tap; `onChange` gets how to change the current value. */
export function ServingsControl({ servings, onChange }: { servings: number; onChange(update: (current: number) => number): void }) {
  const button = "rounded-full border border-stone-300 bg-white p-2 hover:bg-stone-100 disabled:opacity-40";
  return (
    <div className="flex items-center gap-2" role="group" aria-label={t.kitchen.servings}>
      <button
        type="button"
        className={button}
        aria-label={t.kitchen.fewerServings}
        disabled={servings <= minServings}
        onClick={() => onChange((current) => current - 1)}
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
        disabled={servings >= maxServings}
        onClick={() => onChange((current) => current + 1)}
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}

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
    <section aria-labelledby="nutricao" className="print:mt-6 print:break-inside-avoid">
      <h2 id="nutricao" className="text-xl font-bold">
        {t.detail.nutrition}
      </h2>
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
    </section>
  );
}

/** The recipe's tags, each a search of the catalogue. */
export function RecipeTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="tags" className="print:hidden">
      <h2 id="tags" className="text-xl font-bold">
        {t.detail.tags}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
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
  );
}

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
    <section aria-labelledby="modo-de-preparo" className="lg:col-span-2 print:mt-6">
      <h2 id="modo-de-preparo" className="text-xl font-bold">
        {t.detail.steps}
      </h2>
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
    </section>
  );
}
