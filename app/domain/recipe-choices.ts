/**
 * The recipe's choice lists (spec section 3, "Choice lists"), below both the recipe's types
 * (recipe.ts) and the schemas that guard it (recipe-schema.ts), so neither imports the other
 * in a circle.
 */

export const difficulties = ["fácil", "médio", "difícil"] as const;
export type Difficulty = (typeof difficulties)[number];

/** The ingredient units offered (spec 3, "Choice lists"), in that order. */
export const units = ["g", "kg", "ml", "l", "xícara", "colher de sopa", "colher de chá", "unidade", "pitada"] as const;
export type Unit = (typeof units)[number];
