/** What a chat rewrite changed, one sentence a change (the chat panel's list). */
export const changes = {
  title: (from: string, to: string) => `Título: "${from}" → "${to}"`,
  description: "Descrição reescrita",
  servings: (from: number, to: number) => `Porções: ${from} → ${to}`,
  added: (ingredient: string) => `Adicionado: ${ingredient}`,
  removed: (ingredient: string) => `Removido: ${ingredient}`,
  quantity: (ingredient: string, from: string, to: string) => `${ingredient}: ${from} → ${to}`,
  steps: (from: number, to: number) =>
    `Modo de preparo reescrito (${from === to ? `${to}` : `${from} → ${to}`} ${to === 1 ? "passo" : "passos"})`,
} as const;
