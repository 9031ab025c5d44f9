/** What the server answers, as plain text, to a request it refuses before any page. */
export const http = {
  methodNotAllowed: "Método não permitido.",
  malformedTarget: "Requisição inválida: endereço malformado.",
  malformedHost: "Requisição inválida: cabeçalho Host malformado.",
  malformedForwardedProto: "Requisição inválida: X-Forwarded-Proto malformado.",
  tooLarge: "Requisição grande demais.",
  invalid: "Requisição inválida.",
  internalError: "Erro interno do servidor. Por favor, tente novamente mais tarde.",
  crossSite: "Requisição recusada: origem não permitida.",
  /** New model work on a process that is shutting down (a deploy): another one takes it. */
  stopping: "O servidor está sendo reiniciado. Tente novamente em alguns segundos.",
};
