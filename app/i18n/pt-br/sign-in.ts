export const signIn = {
  metaTitle: "Entrar — Chef IA",
  title: "Entrar no Chef IA",
  text: "Com sua conta você pode:",
  benefits: [
    "criar receitas com os ingredientes da sua geladeira;",
    "conversar com o Chef Virtual sobre qualquer receita;",
    "guardar suas receitas favoritas;",
    "manter uma lista de compras em todos os seus aparelhos;",
    "salvar suas preferências, restrições e objetivos de saúde.",
  ],
  legal: "Ao entrar, você concorda com os",
  terms: "Termos de Uso",
  and: "e com a",
  privacy: "Política de Privacidade",
} as const;
