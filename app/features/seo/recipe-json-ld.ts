/** schema.org Recipe data for search engines (https://schema.org/Recipe). */
import { formatDecimal } from "~/domain/numbers";
import type { Recipe } from "~/domain/recipe";
import { categories } from "~/domain/taxonomy";

/** Minutes as an ISO 8601 duration: 90 → "PT1H30M", 0 → "PT0M". */
export function isoDuration(minutes: number): string {
  const safe = Math.max(0, Math.round(minutes));
  const hours = Math.floor(safe / 60);
  const rest = safe % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

export function formatIngredient(ingredient: Recipe["ingredients"][number]): string {
  const quantity = formatDecimal(ingredient.quantity, 2);
  return `${quantity} ${ingredient.unit} de ${ingredient.name}`;
}

/** What the page shows of its real reviews: the average and count, and the newest few. */
interface ShownReviews {
  summary: { count: number; average: number | null };
  items: { rating: number; comment: string; author: string; createdAt: string }[];
}

export function recipeJsonLd(recipe: Recipe, options: { url: string; image: string; reviews?: ShownReviews }) {
  const category = categories.find((entry) => recipe.tags.includes(entry.tag));
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    description: recipe.description,
    image: [options.image],
    url: options.url,
    inLanguage: "pt-BR",
    author: { "@type": "Organization", name: "Chef IA" },
    prepTime: isoDuration(recipe.prepTime),
    cookTime: isoDuration(recipe.cookTime),
    totalTime: isoDuration(recipe.prepTime + recipe.cookTime),
    recipeYield: `${recipe.servings} porções`,
    recipeCategory: category?.tag,
    recipeCuisine: "Brasileira",
    keywords: recipe.tags.join(", "),
    recipeIngredient: recipe.ingredients.map(formatIngredient),
    recipeInstructions: recipe.steps.map((step) => ({
      "@type": "HowToStep",
      position: step.order,
      text: step.description,
    })),
    ...(recipe.nutritionalInfo
      ? {
          nutrition: {
            "@type": "NutritionInformation",
            servingSize: "1 porção",
            calories: `${Math.round(recipe.nutritionalInfo.calories)} kcal`,
            proteinContent: `${recipe.nutritionalInfo.protein} g`,
            carbohydrateContent: `${recipe.nutritionalInfo.carbs} g`,
            fatContent: `${recipe.nutritionalInfo.fat} g`,
            fiberContent: `${recipe.nutritionalInfo.fiber ?? 0} g`,
            ...(recipe.nutritionalInfo.sodium === undefined ? {} : { sodiumContent: `${Math.round(recipe.nutritionalInfo.sodium)} mg` }),
          },
        }
      : {}),
    // From real reviews only: nothing until a cook has rated it.
    ...(options.reviews && options.reviews.summary.count > 0 && options.reviews.summary.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(options.reviews.summary.average * 10) / 10,
            ratingCount: options.reviews.summary.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: options.reviews.items.map((review) => ({
            "@type": "Review",
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            author: { "@type": "Person", name: review.author || "Cozinheiro(a)" },
            datePublished: review.createdAt.slice(0, 10),
            ...(review.comment ? { reviewBody: review.comment } : {}),
          })),
        }
      : {}),
  };
}
