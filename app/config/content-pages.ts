/** The site's institutional pages: their addresses, in one list (routes, sitemap, footer, content). */
export const contentSlugs = ["sobre", "faq", "contato", "politica-de-privacidade", "termos-de-uso"] as const;

export type ContentSlug = (typeof contentSlugs)[number];

export function contentPath(slug: ContentSlug): string {
  return `/${slug}`;
}

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface ContentPage {
  slug: ContentSlug;
  /** <h1> and <title> */
  title: string;
  /** meta description, 120 to 160 characters */
  description: string;
  /** ISO date of the last revision, on the legal pages */
  updatedAt?: string;
  sections: ContentSection[];
}
