export const profile = {
  title: "Meu Perfil",
  intro: "Conte ao Chef IA como você gosta de comer: as receitas criadas para você seguem estas escolhas.",
  name: "Nome",
  preferences: "Preferências",
  restrictions: "Restrições",
  goals: "Objetivos de saúde",
  householdSize: "Pessoas em casa",
  householdSizeHint: "O cardápio da semana começa com uma porção para cada pessoa.",
  save: "Salvar Alterações",
  saving: "Salvando...",
  saved: "Perfil atualizado com sucesso!",
  saveError: "Erro ao atualizar perfil. Tente novamente.",
  myData: "Meus dados",
  myDataText: "Pela LGPD, você pode baixar tudo o que guardamos sobre você e excluir sua conta quando quiser.",
  download: "Baixar meus dados (JSON)",
  deleteTitle: "Excluir minha conta",
  deleteText:
    "Apaga seu perfil, suas receitas, favoritos, lista de compras, conversas e buscas, e encerra todas as suas sessões. Não é possível desfazer.",
  deleteConfirm: "Entendo que a exclusão é definitiva.",
  deleteConfirmRequired: "Confirme que entende que a exclusão é definitiva.",
  delete: "Excluir minha conta",
} as const;

/**
 * What a cook avoids, in words that name the food (issue 22: "Você evita: vegetariano"
 * said nothing of what is left out): a diet says what it excludes.
 */
/** Each as the engine reads the diet (restrictions.ts, avoidedTags): every food it leaves out, named. */
const dietFoods: Record<string, string> = {
  vegetariano: "carne, aves, peixes, frutos do mar e gelatina animal (vegetariano)",
  pescetariano: "carne, aves e gelatina animal (pescetariano)",
  vegano: "alimentos de origem animal (vegano)",
};

export function avoidanceWords(avoids: readonly string[]): string {
  return avoids.map((avoid) => dietFoods[avoid] ?? avoid).join(", ");
}
