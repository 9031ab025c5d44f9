export const ads = {
  label: "Publicidade",
  close: "Fechar anúncio",
  consentTitle: "Cookies e publicidade",
  consentText:
    "Usamos cookies essenciais para o login funcionar. Com a sua permissão, a rede de anúncios que mantém o Chef IA gratuito também usa cookies para mostrar e medir anúncios. Você pode mudar de ideia quando quiser em “Preferências de cookies”, no rodapé.",
  privacy: "Política de Privacidade",
  current: (consent: "aceito" | "recusado") => (consent === "aceito" ? "Sua escolha atual: aceitos." : "Sua escolha atual: rejeitados."),
  accept: "Aceitar",
  reject: "Rejeitar",
  preferences: "Preferências de cookies",
} as const;
