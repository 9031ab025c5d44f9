export const error = {
  title: "Ops! Algo deu errado",
  text: "Tivemos um problema ao mostrar esta página. Tente novamente em instantes.",
  retry: "Tentar novamente",
  unavailable: "O Chef IA está temporariamente indisponível. Tente novamente em instantes.",
} as const;
