/**
 * The page the service worker answers with when a page needs the network and there is
 * none, or was never opened on this device: what happened, in Portuguese, and what the
 * cook can do offline instead (never the browser's dinosaur). No script: plain links.
 */
import { layout } from "../app/i18n/pt-br/layout";
import { offline as t } from "../app/i18n/pt-br/offline";
import type { OnlineReason } from "../app/lib/offline-policy";

export interface KeptRecipe {
  href: string;
  /** As it was in the kept page's <title>: already HTML text, with no "<". */
  title: string;
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The pages that work offline once opened, in the order a cook reaches for them. */
const offlinePages = [
  { path: "/compras", label: t.links.compras },
  { path: "/cardapio", label: t.links.cardapio },
  { path: "/favoritos", label: t.links.favoritos },
  { path: "/minhas-receitas", label: t.links["minhas-receitas"] },
  { path: "/", label: t.links.inicio },
] as const;

export function offlinePage(input: {
  reason: OnlineReason;
  stylesheet: string | null;
  recipes: KeptRecipe[];
  pages: ReadonlySet<string>;
  retry: string;
}): string {
  const links = offlinePages.filter((page) => input.pages.has(page.path));
  const item = (href: string, text: string) =>
    `<li><a class="block rounded-lg px-3 py-3 font-semibold text-brand-800 underline-offset-2 hover:bg-stone-100 hover:underline" href="${escape(href)}">${text}</a></li>`;
  const list = (items: string[]) =>
    `<ul class="mt-2 divide-y divide-stone-100 rounded-xl bg-white ring-1 ring-stone-200">${items.join("")}</ul>`;
  const nothing = links.length === 0 && input.recipes.length === 0;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#c2410c">
<title>${layout.offlineTitle} — Chef IA</title>
${input.stylesheet ? `<link rel="stylesheet" href="${escape(input.stylesheet)}">` : ""}
</head>
<body class="min-h-screen bg-stone-50 text-stone-900">
<main class="container-page max-w-2xl py-10">
<p class="text-lg font-bold text-brand-800">Chef IA</p>
<h1 class="mt-4 text-3xl font-bold">${layout.offlineTitle}</h1>
<p class="mt-3 text-stone-800">${escape(input.reason === "outra" ? layout.offlineNotKept : t.reason[input.reason])}</p>
<p class="mt-4"><a class="action-button" href="${escape(input.retry)}">${t.tryAgain}</a></p>
${
  nothing
    ? `<p class="mt-8 rounded-xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">${escape(t.nothingKept)}</p>`
    : `${links.length > 0 ? `<h2 class="mt-8 text-lg font-bold">${t.whatWorks}</h2>${list(links.map((page) => item(page.path, escape(page.label))))}` : ""}
${input.recipes.length > 0 ? `<h2 class="mt-8 text-lg font-bold">${t.lastRecipes}</h2>${list(input.recipes.map((recipe) => item(recipe.href, recipe.title)))}` : ""}`
}
</main>
</body>
</html>`;
}
