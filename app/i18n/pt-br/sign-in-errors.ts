/**
 * Spec 8, "Sign-in": every condition and its Portuguese message, word for word (the
 * codes are ours: the server and the popup speak them to each other).
 */
export const signInMessages = {
  "popup-closed": "Login cancelado. Por favor, tente novamente.",
  "popup-cancelled": "Múltiplas tentativas de login. Aguarde um momento e tente novamente.",
  "unauthorized-domain": "Este domínio não está autorizado para login. Entre em contato com o suporte.",
  "operation-not-allowed": "Login com Google não está habilitado. Entre em contato com o suporte.",
  "internal-error": "Erro interno do servidor. Por favor, tente novamente mais tarde.",
  network: "Erro de conexão. Verifique sua internet e tente novamente.",
  timeout: "Tempo limite excedido. Por favor, tente novamente.",
  "web-storage": "Seu navegador não suporta armazenamento web. Ative os cookies ou use outro navegador.",
  "not-initialized": "Sistema de autenticação não inicializado.",
  "no-user-data": "Não foi possível obter os dados do usuário.",
  "profile-creation": "Não foi possível criar seu perfil. Por favor, tente novamente.",
} as const;

export const defaultSignInMessage = "Erro ao fazer login. Verifique suas permissões e tente novamente.";
/** The home hero's own default (spec 2, "Home"). */
export const heroSignInMessage = "Erro ao fazer login. Por favor, tente novamente.";
export const signOutFailedMessage = "Erro ao fazer logout. Por favor, tente novamente.";
export const profileReadFailedMessage = "Erro ao buscar perfil. Por favor, tente novamente.";
