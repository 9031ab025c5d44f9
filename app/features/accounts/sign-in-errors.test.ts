import { describe, expect, it } from "vitest";
import { codeForProviderError, defaultSignInMessage, signInErrorMessage } from "./sign-in-errors";

describe("signInErrorMessage (spec 8, sign-in table)", () => {
  it.each([
    ["popup-closed", "Login cancelado. Por favor, tente novamente."],
    ["popup-cancelled", "Múltiplas tentativas de login. Aguarde um momento e tente novamente."],
    ["unauthorized-domain", "Este domínio não está autorizado para login. Entre em contato com o suporte."],
    ["operation-not-allowed", "Login com Google não está habilitado. Entre em contato com o suporte."],
    ["internal-error", "Erro interno do servidor. Por favor, tente novamente mais tarde."],
    ["network", "Erro de conexão. Verifique sua internet e tente novamente."],
    ["timeout", "Tempo limite excedido. Por favor, tente novamente."],
    ["web-storage", "Seu navegador não suporta armazenamento web. Ative os cookies ou use outro navegador."],
    ["not-initialized", "Sistema de autenticação não inicializado."],
    ["no-user-data", "Não foi possível obter os dados do usuário."],
    ["profile-creation", "Não foi possível criar seu perfil. Por favor, tente novamente."],
  ])("%s → %s", (code, message) => {
    expect(signInErrorMessage({ code, message: "ignorada" })).toBe(message);
  });

  it("passes on the message of any other error", () => {
    expect(signInErrorMessage({ code: "access_denied", message: "O acesso foi negado pela sua organização." })).toBe(
      "O acesso foi negado pela sua organização.",
    );
  });

  it.each([[{}], [{ code: "algo" }], [{ message: "   " }], [{ code: null, message: null }]])(
    "falls back to the default without a message: %o",
    (failure) => {
      expect(signInErrorMessage(failure)).toBe(defaultSignInMessage);
    },
  );

  it("uses the caller's default when there is no message (the home hero's)", () => {
    expect(signInErrorMessage({}, "Erro ao fazer login. Por favor, tente novamente.")).toBe(
      "Erro ao fazer login. Por favor, tente novamente.",
    );
  });

  it("does not treat inherited object keys as codes", () => {
    expect(signInErrorMessage({ code: "toString" })).toBe(defaultSignInMessage);
  });
});

describe("codeForProviderError", () => {
  it.each([
    ["unauthorized_client", "operation-not-allowed"],
    ["unsupported_response_type", "operation-not-allowed"],
    ["server_error", "internal-error"],
    ["temporarily_unavailable", "internal-error"],
    ["access_denied", null],
    ["invalid_request", null],
  ])("%s → %s", (error, code) => {
    expect(codeForProviderError(error)).toBe(code);
  });
});
