import { data } from "react-router";
import { services } from "~/context";
import type { ContentPage } from "~/config/content-pages";
import { ContentPageView } from "~/features/content/content-page";
import { contentPages } from "~/i18n/pt-br/content";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/content";

/** Sobre, FAQ, Contato, Política de Privacidade and Termos de Uso: one template. */
export function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "") as ContentPage["slug"];
  const page = contentPages[slug];
  if (!page) throw data(null, { status: 404 });
  return { page, baseUrl: services(context).env.publicUrl };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, baseUrl } = loaderData;
  return pageMeta({ title: `${page.title} — Chef IA`, description: page.description, baseUrl, path: `/${page.slug}` });
}

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
