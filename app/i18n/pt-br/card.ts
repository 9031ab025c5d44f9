import { formatNumber } from "./number";
import { formatDuration } from "./duration";

export const card = {
  minutes: formatDuration,
  servings: (n: number) => `${n} ${n === 1 ? "porção" : "porções"}`,
  calories: (n: number, approximate = false) => `${approximate ? "cerca de " : ""}${Math.round(n)} kcal`,
  protein: (n: number, approximate = false) => `${approximate ? "cerca de " : ""}${Math.round(n)} g de proteína`,
  difficulty: (d: string) => `Dificuldade: ${d}`,
  favorite: "Adicionar aos favoritos",
  unfavorite: "Remover dos favoritos",
  /** On cards, the recipe page and cooking mode's end screen (issue 23). */
  addToPlan: "Adicionar ao cardápio",
  // After a recipe page's "Adicionar ao cardápio": here, so that page loads no plan strings.
  seePlan: "Ver cardápio",
  signInToFavorite: "Faça login para favoritar receitas",
  // The heart's failure, here with the heart: the kitchen group stays off the pages with cards.
  favoriteError: "Erro ao atualizar favoritos. Tente novamente.",
  rating: (average: number, count: number) =>
    `Nota ${formatNumber(average)} de 5, ${formatNumber(count)} ${count === 1 ? "avaliação" : "avaliações"}`,
  ratingShort: (average: number, count: number) => `${formatNumber(average)} (${formatNumber(count)})`,
} as const;
