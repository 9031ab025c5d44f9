/**
 * The institutional pages' text, a module per page. Each is rendered with `title` as
 * <h1> and <title>, `description` as the meta description and `sections` in order;
 * the legal pages carry `updatedAt` (ISO date of the last revision). Read only by the
 * content route's loader: none of it ships in the browser's JavaScript.
 */
import type { ContentPage, ContentSlug } from "~/config/content-pages";
import { sobre } from "./sobre";
import { faq } from "./faq";
import { contato } from "./contato";
import { politicaDePrivacidade } from "./politica-de-privacidade";
import { termosDeUso } from "./termos-de-uso";

export const contentPages: Record<ContentSlug, ContentPage> = {
  sobre,
  faq,
  contato,
  "politica-de-privacidade": politicaDePrivacidade,
  "termos-de-uso": termosDeUso,
};
