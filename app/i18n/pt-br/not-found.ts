export const notFound = {
  title: "Página não encontrada",
  text: "O endereço que você abriu não existe ou foi movido.",
  home: "Voltar para a página inicial",
  recipes: "Ver receitas",
} as const;
