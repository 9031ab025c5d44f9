import { services } from "~/context";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = services(context);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /perfil",
    "Disallow: /favoritos",
    "Disallow: /compras",
    "Disallow: /minhas-receitas",
    "Disallow: /geladeira",
    "Disallow: /entrar",
    `Sitemap: ${env.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
