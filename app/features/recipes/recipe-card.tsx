import { Icon } from "~/components/icon";
import { href, Link } from "react-router";
import * as t from "~/i18n/pt-br";
import { difficultyLevel, totalMinutes, type RecipeSummary } from "../../domain/recipe";
import { FavoriteButton } from "./favorite-button";
import { recipeImage } from "~/lib/illustration/recipe-image";

export function DifficultyBadge({ difficulty }: { difficulty: RecipeSummary["difficulty"] }) {
  const level = difficultyLevel(difficulty);
  return (
    <span className="card-pill inline-flex items-center gap-0.5 bg-white/95 text-stone-800 shadow-sm" title={t.card.difficulty(difficulty)}>
      {Array.from({ length: level }, (_, index) => (
        <Icon key={index} name="chef-hat" />
      ))}
      {/* On a phone the card is narrow and the picture small: the chef hats say it, the word is read aloud. */}
      <span className="ml-1 max-sm:sr-only">{difficulty}</span>
    </span>
  );
}

export function RecipeCard({
  recipe,
  headingLevel = 3,
  eager = false,
  footer,
  actions,
}: {
  recipe: RecipeSummary;
  headingLevel?: 2 | 3;
  /** Above the fold: load the image at once (it is likely the largest paint). */
  eager?: boolean;
  /** Extra lines under the facts (the fridge says what is missing). */
  footer?: React.ReactNode;
  /** More buttons beside the heart, over the picture (the plan's "Adicionar ao cardápio"). */
  actions?: React.ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const firstTag = recipe.tags[0];
  return (
    <article className="recipe-card">
      <div className="card-media">
        <img src={recipeImage(recipe)} alt={recipe.imageAlt} width={800} height={600} loading={eager ? "eager" : "lazy"} decoding="async" />
        <div className="card-overlay">
          <div className="flex flex-col items-start gap-1 sm:flex-row sm:flex-wrap">
            {firstTag ? <span className="card-pill bg-brand-800 text-white">{firstTag}</span> : null}
            <DifficultyBadge difficulty={recipe.difficulty} />
          </div>
          {actions ? (
            <div className="flex items-center gap-2">
              <FavoriteButton recipeId={recipe.id} recipeTitle={recipe.title} />
              {actions}
            </div>
          ) : (
            <FavoriteButton recipeId={recipe.id} recipeTitle={recipe.title} />
          )}
        </div>
      </div>
      <div className="card-body">
        <Heading>
          <Link to={href("/receitas/:id", { id: recipe.id })}>{recipe.title}</Link>
        </Heading>
        <p>{recipe.description}</p>
        <ul className="card-facts">
          <li>
            <Icon name="clock" />
            {t.card.minutes(totalMinutes(recipe))}
          </li>
          <li>
            <Icon name="users" />
            {t.card.servings(recipe.servings)}
          </li>
          {recipe.calories !== null ? (
            <li>
              <Icon name="flame" />
              {t.card.calories(recipe.calories, recipe.nutritionApproximate)}
            </li>
          ) : null}
          {recipe.protein !== null ? (
            <li>
              <Icon name="dumbbell" />
              {t.card.protein(recipe.protein, recipe.nutritionApproximate)}
            </li>
          ) : null}
          {recipe.rating ? (
            <li>
              <Icon name="star" className="fill-amber-500 text-amber-500" />
              <span className="sr-only">{t.card.rating(recipe.rating.average, recipe.rating.count)}</span>
              <span aria-hidden="true">{t.card.ratingShort(recipe.rating.average, recipe.rating.count)}</span>
            </li>
          ) : null}
        </ul>
        {footer}
      </div>
    </article>
  );
}
