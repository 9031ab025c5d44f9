/** Offline (issue 24); the offline page's title and its "not kept" text are in layout.ts (the error page uses them too): the banner, the page the service worker answers with, "Dados offline". */
export const offline = {
  pending: "aguardando conexão",
  signInAgain: "Entre de novo para enviar as alterações guardadas neste aparelho.",
  reason: {
    geladeira:
      "A Minha Geladeira precisa de internet: é o chef que procura as receitas com o que você tem. Quando a conexão voltar, é só abrir de novo.",
    busca: "A busca de receitas precisa de internet. As receitas que você já abriu neste aparelho continuam aqui.",
    entrar: "Para entrar na sua conta é preciso internet.",
    importar:
      "Importar uma receita precisa de internet: o Chef IA abre a página ou lê o texto. Quando a conexão voltar, é só tentar de novo.",
  },
  whatWorks: "Sem internet, você pode:",
  lastRecipes: "Receitas guardadas neste aparelho",
  nothingKept:
    "Nada foi guardado neste aparelho ainda. Abra a lista de compras, o cardápio ou uma receita com internet e eles ficam disponíveis offline.",
  tryAgain: "Tentar de novo",
  links: {
    compras: "Lista de Compras (marcar, adicionar e remover)",
    cardapio: "Cardápio da semana (só consulta)",
    favoritos: "Favoritos",
    "minhas-receitas": "Minhas receitas",
    inicio: "Início",
  },
  planReadOnly: "Sem conexão: o cardápio fica só para consulta até a internet voltar.",
  chatNeedsNetwork: "O chat com o chef precisa de internet. A receita, as porções e o modo de preparo continuam funcionando.",
  // The profile's "Dados offline".
  dataTitle: "Dados offline",
  dataIntro: (recipes: number) =>
    `Para funcionar sem internet no mercado e na cozinha, guardamos neste aparelho a lista de compras, o cardápio e as receitas que você abriu — até ${recipes} receitas; as mais antigas saem primeiro.`,
  dataUsage: (used: string, recipes: number) =>
    `Em uso: ${used}, com ${recipes === 1 ? "1 receita guardada" : `${recipes} receitas guardadas`}.`,
  dataPending: (n: number) => (n === 1 ? "1 alteração ainda não enviada." : `${n} alterações ainda não enviadas.`),
  dataClear: "Apagar dados offline",
  dataClearConfirm: (n: number) =>
    n === 1
      ? "1 alteração da lista ainda não foi enviada e será perdida. Apagar mesmo assim?"
      : `${n} alterações da lista ainda não foram enviadas e serão perdidas. Apagar mesmo assim?`,
  dataCleared: "Dados offline apagados deste aparelho.",
  dataClearError: "Não foi possível apagar os dados offline. Tente de novo.",
  dataUnavailable: "Este navegador não guarda páginas para usar sem internet.",
} as const;
