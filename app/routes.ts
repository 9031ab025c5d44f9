import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { contentSlugs } from "./config/content-pages";

export default [
  index("routes/home.tsx"),
  route("receitas", "routes/recipes/list.tsx"),
  route("receitas/categorias/:slug", "routes/recipes/collection.tsx", { id: "category" }),
  route("receitas/dietas/:slug", "routes/recipes/collection.tsx", { id: "diet" }),
  route("receitas/:id", "routes/recipes/detail.tsx"),
  route("entrar", "routes/sign-in.tsx"),
  route("auth/entrar", "routes/auth/start.ts"),
  route("auth/callback", "routes/auth/callback.ts"),
  route("auth/sair", "routes/auth/sign-out.ts"),
  route("perfil", "routes/profile.tsx"),
  route("perfil/dados.json", "routes/profile-export.ts"),
  route("favoritos", "routes/favorites.tsx"),
  route("compras", "routes/shopping.tsx"),
  route("api/favoritos", "routes/api/favorites.ts"),
  route("api/compras/receita", "routes/api/shopping-recipe.ts"),
  route("api/converter", "routes/api/convert.ts"),
  route("api/geladeira", "routes/api/fridge.ts"),
  route("api/chat", "routes/api/chat.ts"),
  route("api/receitas/desfazer", "routes/api/undo.ts"),
  route("geladeira", "routes/fridge.tsx"),
  ...contentSlugs.map((slug) => route(slug, "routes/content.tsx", { id: `content-${slug}` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
