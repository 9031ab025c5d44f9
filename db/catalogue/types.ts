/**
 * The shape of a catalogue recipe as written by hand in `recipes.json`.
 * The loader validates every entry against `catalogueRecipeSchema` in
 * `app/features/recipes/schema.ts` before anything is written to the database.
 */
export type CatalogueDifficulty = "fácil" | "médio" | "difícil";

export type CatalogueUnit = "g" | "kg" | "ml" | "l" | "xícara" | "colher de sopa" | "colher de chá" | "unidade" | "pitada";

export interface CatalogueIngredient {
  name: string;
  quantity: number;
  unit: CatalogueUnit;
  isOptional?: boolean;
  possibleSubstitutes?: string[];
}

export interface CatalogueStep {
  description: string;
  tips?: string[];
}

export interface CatalogueRecipe {
  /** kebab-case, ASCII, unique: the recipe's URL is /receitas/{slug} */
  slug: string;
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: CatalogueDifficulty;
  tags: string[];
  ingredients: CatalogueIngredient[];
  steps: CatalogueStep[];
  nutritionalInfo: {
    calories: number;
    protein: number;
    carbs: number;
    fat: number;
    fiber: number;
  };
}
