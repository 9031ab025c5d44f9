/** The site's institutional pages: their addresses, in one list (routes, sitemap, footer, content). */
export const contentSlugs = ["sobre", "faq", "contato", "politica-de-privacidade", "termos-de-uso"] as const;

export type ContentSlug = (typeof contentSlugs)[number];

export function contentPath(slug: ContentSlug): string {
  return `/${slug}`;
}
