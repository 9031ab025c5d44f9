/**
 * The home page's three claims (spec: "4,8/5 de avaliação · 1000+ receitas · Mais de 10
 * mil avaliações") keep their wording as the form (app/i18n/pt-br/home.ts) and say only
 * what the data backs: the listed catalogue's count rounded down, the real average
 * (rounded down to one decimal) and count of reviews, each hidden until there are enough
 * reviews for it to mean something. Pure: the figures come from the database.
 */

/** Below this many reviews, neither the average nor the count is claimed. */
export const minReviewsForClaims = 20;

export interface SiteFigures {
  listedRecipes: number;
  reviewCount: number;
  ratingSum: number;
}

export interface Claims {
  /** The average, rounded down to one decimal (4,86 is claimed as 4,8). */
  rating: number | null;
  /** The recipe count rounded down ("1000+" from 1,000, tens below), and whether it is rounded. */
  recipes: { count: number; atLeast: boolean } | null;
  reviews: number | null;
}

function roundedRecipes(listed: number): Claims["recipes"] {
  if (listed >= 1000) return { count: Math.floor(listed / 1000) * 1000, atLeast: true };
  if (listed >= 10) return { count: Math.floor(listed / 10) * 10, atLeast: true };
  return listed > 0 ? { count: listed, atLeast: false } : null;
}

export function claimsOf(figures: SiteFigures): Claims {
  const enough = figures.reviewCount >= minReviewsForClaims;
  return {
    rating: enough ? Math.floor((figures.ratingSum / figures.reviewCount) * 10) / 10 : null,
    recipes: roundedRecipes(figures.listedRecipes),
    reviews: enough ? figures.reviewCount : null,
  };
}
