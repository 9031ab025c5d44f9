export const chat = {
  title: "Chef Virtual",
  intro: "Pergunte sobre esta receita ou peça uma mudança: o Chef Virtual responde e pode reescrevê-la.",
  examples: "Experimente:",
  exampleCommands: [
    "Adapte para 2 porções",
    "Como deixar esta receita mais saudável?",
    "Substitua o leite por uma opção sem lactose",
    "Quanto tempo dura na geladeira?",
  ],
  historyLabel: "Conversa com o Chef Virtual",
  empty: "Nenhuma mensagem ainda. Envie uma pergunta ao Chef.",
  messageLabel: "Mensagem para o Chef Virtual",
  placeholder: "Digite sua mensagem...",
  send: "Enviar",
  sending: "Enviando...",
  you: "Você",
  chef: "Chef Virtual",
  error: "Erro ao processar sua solicitação. Por favor, tente novamente.",
  /** A reply cut by a restart past the shutdown grace: the message was not counted. */
  interrupted: "O servidor foi reiniciado antes da resposta do Chef. Esta mensagem não conta no seu limite de hoje: envie de novo.",
  apology: "Desculpe, ocorreu um erro ao processar sua solicitação. Por favor, tente novamente mais tarde.",
  messageTooLong: (max: number) => `A mensagem pode ter até ${max} caracteres.`,
  updatedOwn: "Receita atualizada. A versão anterior foi guardada.",
  updatedCopy: "Criamos a sua versão desta receita; a original não muda.",
  openCopy: "Abrir minha versão",
  refused: (request: string, problem: string, swaps: string[]) =>
    `Você pediu: “${request}”. Não fiz essa alteração: a receita ficaria com ${problem}, e isso está nas suas restrições. ` +
    (swaps.length > 0
      ? `Uma alternativa segura: ${swaps.join("; ")}. Se quiser, é só pedir.`
      : "Posso tentar outra versão sem esses ingredientes: é só pedir."),
  swap: (ingredient: string, substitutes: string[]) => `trocar ${ingredient} por ${substitutes.join(" ou ")}`,
  /** A rewrite that adds what is not a food (issue 21): refused, nothing saved. */
  unknownFoods: (request: string, names: string[], replaced: string | null) =>
    `Você pediu: “${request}”. Não salvei a mudança: ${names.map((name) => `“${name}”`).join(" e ")} ` +
    `${names.length === 1 ? "não é um ingrediente que eu reconheça" : "não são ingredientes que eu reconheça"}. ` +
    `Diga qual ingrediente você quer usar${replaced ? ` no lugar de ${replaced}` : ""}.`,
  /** A rewrite the model sent with no words of its own. */
  rewriteWithoutMessage: "Pronto! Atualizei a receita.",
  retrying: "Ajustando a resposta às suas restrições...",
  changes: "O que mudou",
} as const;
