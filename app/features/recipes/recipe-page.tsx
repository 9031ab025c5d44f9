/**
 * The parts of a recipe page that are the recipe's own: its badges, source and facts, and
 * its tags here; the servings control, the ingredients, nutrition and the steps beside it
 * (servings-control.tsx, ingredient-list.tsx, nutrition-facts.tsx, recipe-steps.tsx). The
 * layout composes them with what other features add (the chef, cooking mode, the shopping
 * list, favourites, ads).
 */
import { href, Link } from "react-router";
import { Icon, type IconName } from "~/components/icon";
import { linkClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { keepMeasuresTogether } from "~/domain/measure-spacing";
import { difficultyLevel, totalMinutes, type Recipe } from "~/domain/recipe";
import * as t from "~/i18n/pt-br";

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
          <Link to={href("/receitas/:id", { id: parent.id })} className={linkClass()}>
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
        <a href={source.url} rel="noopener noreferrer nofollow" className={linkClass()}>
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

/** The recipe's tags, each a search of the catalogue. */
export function RecipeTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Section id="tags" title={t.detail.tags} className="print:hidden">
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`${href("/receitas")}?tags=${encodeURIComponent(tag)}`}
              className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900 hover:bg-brand-200"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
