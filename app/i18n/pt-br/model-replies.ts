/** Spec 8, "AI and recipes": what a reply that cannot be read says, word for word. */
export const modelReplies = {
  empty: "Resposta vazia da IA",
  noJson: "Resposta não contém JSON válido",
  unparsable: "Erro ao processar resposta da IA",
  invalidShape: "Resposta da IA em formato inválido",
  invalidUpdatedRecipe: "Estrutura da receita atualizada inválida",
  invalidRecipe: "Erro ao processar a receita gerada",
} as const;

/** What the cook sees while the one repair call asks the model again (issue 21), instead of an error. */
export const model = {
  repairing: "Ajustando a receita…",
} as const;
