/** Per-page <title>, description, canonical URL, Open Graph and Twitter tags. */
import type { MetaDescriptor } from "react-router";

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute base URL of the site, e.g. https://chefia.com.br */
  baseUrl: string;
  /** Path with canonical query, e.g. /receitas/feijoada */
  path: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const url = `${page.baseUrl}${page.path}`;
  const image = `${page.baseUrl}${page.image ?? "/images/og-chef-ia.png"}`;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: "Chef IA" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
