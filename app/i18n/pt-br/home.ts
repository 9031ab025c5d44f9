import { marketing } from "~/config/marketing";

export const home = {
  metaTitle: "Chef IA — receitas com o que você tem em casa",
  metaDescription:
    "Descubra receitas brasileiras, crie pratos com os ingredientes da sua geladeira e cozinhe passo a passo com a ajuda de um chef virtual.",
  heroTitle: "Seu chef pessoal com inteligência artificial",
  heroText: "Diga o que tem na geladeira e receba uma receita feita para você, respeitando suas preferências e restrições.",
  createRecipe: "Criar Receita",
  exploreRecipes: "Explorar Receitas",
  claims: {
    rating: `${marketing.rating} de avaliação`,
    recipes: `${marketing.recipes} receitas`,
    reviews: `Mais de ${marketing.reviews} avaliações`,
  },
  howItWorks: "Como funciona",
  steps: [
    { title: "Personalize seu perfil", text: "Conte suas preferências, restrições e objetivos de saúde." },
    { title: "Adicione ingredientes", text: "Liste o que você tem em casa ou o nome do prato que deseja." },
    { title: "Prepare com ajuda", text: "Siga o modo passo a passo e tire dúvidas com o Chef Virtual." },
  ],
  featured: "Em Destaque",
  quick: "Receitas Rápidas",
  quickText: "Prontas em até 30 minutos.",
  seeAll: "Ver todas as receitas",
  ctaTitle: "Pronto para cozinhar algo novo hoje?",
  ctaText: "Crie sua conta gratuita e transforme os ingredientes da sua geladeira em receitas.",
  start: "Começar Agora",
  loading: "Carregando receitas...",
  loginError: "Erro ao fazer login. Por favor, tente novamente.",
} as const;
