import { avoidanceWords } from "./avoidance";
import { formatNumber } from "./number";

export const list = {
  canEat: "Só o que posso comer",
  canEatHint: (avoids: readonly string[]) => `Deixa de fora o que você evita: ${avoidanceWords(avoids)}.`,
  canEatNothing: "Seu perfil não tem restrições nem dietas que excluam alimentos.",
  canEatProfile: "Ajustar perfil",
  breadcrumb: "Trilha",
  metaTitle: "Receitas — Chef IA",
  metaDescription: "Busque receitas brasileiras por nome, ingrediente, dificuldade, tempo de preparo e categoria.",
  title: "Receitas",
  searchLabel: "Buscar receitas",
  searchPlaceholder: "Buscar receitas...",
  search: "Buscar",
  filters: "Filtros",
  showFilters: "Mostrar filtros",
  hideFilters: "Ocultar filtros",
  difficulty: "Dificuldade",
  allDifficulties: "Todas",
  time: "Tempo total",
  anyTime: "Qualquer tempo",
  /** Hours for long times: "Até 30 minutos", "Até 1 hora", "Até 2 horas". */
  upTo: (minutes: number) =>
    minutes < 60 || minutes % 60 !== 0 ? `Até ${minutes} minutos` : minutes === 60 ? "Até 1 hora" : `Até ${minutes / 60} horas`,
  tags: "Categorias",
  apply: "Aplicar filtros",
  clear: "Limpar Filtros",
  featured: "Em Destaque",
  popular: "Mais Populares",
  chefPicks: "Escolhas do Chef",
  all: "Todas as Receitas",
  results: "Resultados da Busca",
  resultCount: (n: number, capped = false) =>
    capped
      ? `Mais de ${formatNumber(n)} receitas encontradas`
      : n === 1
        ? "1 receita encontrada"
        : `${formatNumber(n)} receitas encontradas`,
  emptyTitle: "Nenhuma receita encontrada",
  emptyText: "Tente ajustar seus filtros de busca",
  createHint: (dish: string) => `Não temos “${dish}” no catálogo, mas o Chef IA pode criar essa receita para você.`,
  createWithChef: "Criar com o Chef IA",
  noExactMatch: (q: string) => `Nenhuma receita com “${q}”.`,
  didYouMean: "Você quis dizer",
  appliedFilters: "Filtros aplicados",
  otherTags: "Outros",
  removeFilter: (name: string) => `Remover o filtro ${name}`,
  activeFilters: (count: number) => (count === 1 ? "1 filtro ativo" : `${count} filtros ativos`),
  pagination: "Paginação",
  previous: "Anterior",
  next: "Próxima",
  page: (page: number, count: number) => `Página ${page} de ${count}`,
} as const;
