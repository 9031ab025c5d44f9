import { href } from "react-router";
import { contentPath, contentSlugs } from "~/config/content-pages";
import { services } from "~/context";
import { sitemapEntries } from "~/features/recipes/queries.server";
import { categories, diets } from "~/domain/taxonomy";
import type { Route } from "./+types/sitemap";

const staticPaths = [
  href("/"),
  href("/receitas"),
  ...categories.map((category) => href("/receitas/categorias/:slug", { slug: category.slug })),
  ...diets.map((diet) => href("/receitas/dietas/:slug", { slug: diet.slug })),
  ...contentSlugs.map(contentPath),
];

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = services(context);
  const recipes = await sitemapEntries(db);
  const urls = [
    ...staticPaths.map((path) => `<url><loc>${escapeXml(env.publicUrl + path)}</loc></url>`),
    ...recipes.map(
      (recipe) =>
        `<url><loc>${escapeXml(`${env.publicUrl}${href("/receitas/:id", { id: recipe.id })}`)}</loc><lastmod>${recipe.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
