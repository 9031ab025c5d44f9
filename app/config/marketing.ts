/** The marketing claims shown on pages (spec 1 and 9), in one configurable place. */
export const marketing = {
  rating: "4,8/5",
  recipes: "1000+",
  reviews: "10 mil",
} as const;
