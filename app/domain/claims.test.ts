import { describe, expect, it } from "vitest";
import * as t from "~/i18n/pt-br";
import { claimsOf, minReviewsForClaims, type SiteFigures } from "./claims";

/** The three lines as the home page writes them (null: not shown). */
function shown(figures: SiteFigures) {
  const claims = claimsOf(figures);
  return {
    rating: claims.rating === null ? null : t.home.claims.rating(claims.rating),
    recipes: claims.recipes === null ? null : t.home.claims.recipes(claims.recipes.count, claims.recipes.atLeast),
    reviews: claims.reviews === null ? null : t.home.claims.reviews(claims.reviews),
  };
}

describe("the home page's claims", () => {
  it.each([
    [
      { listedRecipes: 74, reviewCount: 0, ratingSum: 0 },
      { rating: null, recipes: "70+ receitas", reviews: null },
    ],
    [
      { listedRecipes: 1000, reviewCount: 0, ratingSum: 0 },
      { rating: null, recipes: "1000+ receitas", reviews: null },
    ],
    [
      { listedRecipes: 1234, reviewCount: 0, ratingSum: 0 },
      { rating: null, recipes: "1000+ receitas", reviews: null },
    ],
    [
      { listedRecipes: 999, reviewCount: 0, ratingSum: 0 },
      { rating: null, recipes: "990+ receitas", reviews: null },
    ],
    [
      { listedRecipes: 7, reviewCount: 0, ratingSum: 0 },
      { rating: null, recipes: "7 receitas", reviews: null },
    ],
    [
      { listedRecipes: 1, reviewCount: 0, ratingSum: 0 },
      { rating: null, recipes: "1 receita", reviews: null },
    ],
    [
      { listedRecipes: 0, reviewCount: 0, ratingSum: 0 },
      { rating: null, recipes: null, reviews: null },
    ],
    // Too few reviews: neither the average nor the count.
    [
      { listedRecipes: 74, reviewCount: minReviewsForClaims - 1, ratingSum: 95 },
      { rating: null, recipes: "70+ receitas", reviews: null },
    ],
    [
      { listedRecipes: 74, reviewCount: 20, ratingSum: 97 },
      { rating: "4,8/5 de avaliação", recipes: "70+ receitas", reviews: "20 avaliações" },
    ],
    [
      { listedRecipes: 74, reviewCount: 21, ratingSum: 102 },
      { rating: "4,8/5 de avaliação", recipes: "70+ receitas", reviews: "21 avaliações" },
    ],
    [
      { listedRecipes: 74, reviewCount: 100, ratingSum: 300 },
      { rating: "3/5 de avaliação", recipes: "70+ receitas", reviews: "Mais de 100 avaliações" },
    ],
    [
      { listedRecipes: 1000, reviewCount: 1999, ratingSum: 8500 },
      { rating: "4,2/5 de avaliação", recipes: "1000+ receitas", reviews: "Mais de 1.900 avaliações" },
    ],
    [
      { listedRecipes: 1000, reviewCount: 10_250, ratingSum: 49_200 },
      { rating: "4,8/5 de avaliação", recipes: "1000+ receitas", reviews: "Mais de 10 mil avaliações" },
    ],
  ])("%o → %o", (figures, expected) => {
    expect(shown(figures)).toEqual(expected);
  });
});
