export const quota = {
  gerar: "Você atingiu o limite de receitas criadas com IA por hoje. Tente novamente amanhã.",
  conversar: "Você atingiu o limite de mensagens ao Chef Virtual por hoje. Tente novamente amanhã.",
  converter: "Você atingiu o limite de conversões feitas pelo Chef por hoje. Tente novamente amanhã.",
  importar: "Você atingiu o limite de receitas importadas por hoje. Tente novamente amanhã.",
  address: "Muitas solicitações vindas da sua rede. Aguarde um pouco e tente novamente.",
  /** Many cooks behind one address at the same moment: the turn did not come in time. */
  busy: "Muitas pessoas da sua rede estão usando o Chef IA agora. Aguarde alguns segundos e tente novamente.",
  bodyTooLarge: "Pedido grande demais.",
  badRequest: "Pedido inválido.",
  jsonRequired: "Envie o pedido em JSON (Content-Type: application/json).",
  signInRequired: "Faça login para usar o Chef IA.",
} as const;
