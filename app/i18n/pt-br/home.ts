import { formatDecimal } from "~/domain/numbers";

export const home = {
  metaTitle: "Chef IA — receitas com o que você tem em casa",
  metaDescription:
    "Descubra receitas brasileiras, crie pratos com os ingredientes da sua geladeira e cozinhe passo a passo com a ajuda de um chef virtual.",
  heroTitle: "Seu chef pessoal com inteligência artificial",
  heroText: "Diga o que tem na geladeira e receba uma receita feita para você, respeitando suas preferências e restrições.",
  createRecipe: "Criar Receita",
  exploreRecipes: "Explorar Receitas",
  // The spec's wording, with the real figures (app/domain/claims.ts).
  claims: {
    rating: (average: number) => `${formatDecimal(average, 1)}/5 de avaliação`,
    recipes: (count: number, atLeast: boolean) => (atLeast ? `${count}+ receitas` : `${count} ${count === 1 ? "receita" : "receitas"}`),
    reviews: (count: number) =>
      count >= 10_000
        ? `Mais de ${Math.floor(count / 1000)} mil avaliações`
        : count >= 100
          ? `Mais de ${formatDecimal(Math.floor(count / 100) * 100, 0)} avaliações`
          : `${count} avaliações`,
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
  /** The same invitation to a cook who already has an account. */
  ctaTextSignedIn: "Diga ao Chef IA o que tem na sua geladeira e ganhe uma receita nova, feita para você.",
  start: "Começar Agora",
  loginError: "Erro ao fazer login. Por favor, tente novamente.",
} as const;
