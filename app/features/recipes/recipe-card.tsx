import { Icon } from "~/components/icon-sprite";
import { Link } from "react-router";
import * as t from "~/i18n/pt-br";
import { difficultyLevel, totalMinutes, type RecipeSummary } from "../../domain/recipe";
import { FavoriteButton } from "./favorite-button";
import { recipeImage } from "../../domain/taxonomy";

export function DifficultyBadge({ difficulty }: { difficulty: RecipeSummary["difficulty"] }) {
  const level = difficultyLevel(difficulty);
  return (
    <span
      className="inline-flex items-center gap-0.5 rounded-full bg-white/95 px-2 py-1 text-xs font-semibold text-stone-800 shadow-sm"
      title={t.card.difficulty(difficulty)}
    >
      {Array.from({ length: level }, (_, index) => (
        <Icon key={index} name="chef-hat" className="size-3.5 text-brand-700" />
      ))}
      <span className="ml-1">{difficulty}</span>
    </span>
  );
}

export function RecipeCard({
  recipe,
  headingLevel = 3,
  eager = false,
  footer,
}: {
  recipe: RecipeSummary;
  headingLevel?: 2 | 3;
  /** Above the fold: load the image at once (it is likely the largest paint). */
  eager?: boolean;
  /** Extra lines under the facts (the fridge says what is missing). */
  footer?: React.ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const firstTag = recipe.tags[0];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-brand-50">
        <img
          src={recipeImage(recipe)}
          alt=""
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <div className="flex flex-wrap gap-1">
            {firstTag ? <span className="rounded-full bg-brand-800 px-2 py-1 text-xs font-semibold text-white">{firstTag}</span> : null}
            <DifficultyBadge difficulty={recipe.difficulty} />
          </div>
          <FavoriteButton recipeId={recipe.id} recipeTitle={recipe.title} className="relative z-10" />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="text-lg font-bold leading-snug text-stone-900">
          <Link to={`/receitas/${recipe.id}`} className="after:absolute after:inset-0 hover:text-brand-800">
            {recipe.title}
          </Link>
        </Heading>
        <p className="mt-1 line-clamp-2 text-sm text-stone-700">{recipe.description}</p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3 text-sm text-stone-700">
          <li className="flex items-center gap-1">
            <Icon name="clock" className="size-4" />
            {t.card.minutes(totalMinutes(recipe))}
          </li>
          <li className="flex items-center gap-1">
            <Icon name="users" className="size-4" />
            {t.card.servings(recipe.servings)}
          </li>
          {recipe.calories !== null ? (
            <li className="flex items-center gap-1">
              <Icon name="flame" className="size-4" />
              {t.card.calories(recipe.calories)}
            </li>
          ) : null}
          {recipe.protein !== null ? (
            <li className="flex items-center gap-1">
              <Icon name="dumbbell" className="size-4" />
              {t.card.protein(recipe.protein)}
            </li>
          ) : null}
        </ul>
        {footer}
      </div>
    </article>
  );
}
