/**
 * Importing a recipe from someone else's page (issue 25). Each refusal of the safe
 * fetcher names what was wrong with the link, so the cook can fix it or try another.
 */
import { formatNumber } from "./number";

export const recipeImport = {
  fetchRefused: {
    badUrl: "Esse endereço não é um link válido.",
    scheme: "Só aceitamos endereços http ou https.",
    credentials: "Não abrimos endereços com usuário ou senha.",
    internalAddress: "Esse endereço aponta para uma rede interna e não pode ser aberto.",
    notFound: "Não encontramos esse site.",
    timeout: "A página demorou demais para responder.",
    tooLarge: (megabytes: number) => `A página é grande demais (mais de ${formatNumber(megabytes)} MB).`,
    notHtml: "Esse endereço não é uma página de receita (HTML).",
    notImage: "Esse endereço não é uma imagem (JPEG, PNG, WebP, GIF ou AVIF).",
    tooManyRedirects: "Redirecionamentos demais.",
    badRedirect: "A página redirecionou para um endereço inválido.",
    unreachable: "Não conseguimos abrir esse site.",
    httpStatus: (status: number) => `O site respondeu com um erro (HTTP ${status}).`,
  },
  /** A recipe read by the model from a pasted text or a page without structured data (decision 041). */
  fromText: {
    notARecipe: "Não encontramos uma receita nesse texto. Confira se ele tem os ingredientes e o modo de preparo.",
    /** The description of an imported recipe whose text has none (the cook may edit it in the preview). */
    description: "Receita importada.",
  },
} as const;
