/**
 * What the development conveniences say when they refuse: the development identity
 * provider and the scripted local model (decision 022). Plain text or a short page.
 */
export const devTools = {
  providerTitle: "Acesso recusado",
  providerStranger:
    "O provedor de identidade de desenvolvimento só atende este computador e a rede local. Para entrar de fora, o Chef IA precisa do login com Google.",
  providerHost: "Este endereço não é deste computador: o provedor de identidade de desenvolvimento não atende por ele.",
  modelLocalOnly: "Modelo local: só para este computador.",
};
