/**
 * What the service worker does with each request (issue 24, decision 037). Pure, so it
 * is tested as a table (offline-policy.test.ts); service-worker/sw.ts applies it.
 *
 * - Writes are never touched: only GET is ever cached.
 * - The shell (hashed assets, icons, the manifest) is precached by version.
 * - Pages and their data (`/x.data`, React Router's single fetch) are the network's first,
 *   kept for the cook who opened them (the response's X-Chef-Conta says whose), and
 *   shown from the device only when the network does not answer.
 * - The pages that are only useful online (the fridge, search, sign-in) are never kept:
 *   offline they answer with a page that says so in Portuguese.
 */

/** Where a kept page lives: recipes have their own bounded cache (oldest out first). */
export type PageCache = "paginas" | "receitas";

/** Why a page needs the network: the offline page says it in the cook's words. */
export type OnlineReason = "geladeira" | "busca" | "entrar" | "importar" | "outra";

export type Policy =
  { kind: "pass" } | { kind: "image" } | { kind: "page"; cache: PageCache; key: string } | { kind: "online-only"; reason: OnlineReason };

/** A recipe's page: /receitas/:id, not the catalogue's collections. */
const recipePath = /^\/receitas\/(?!categorias\/|dietas\/)[^/]+$/;

/** The page a single-fetch data URL belongs to: /compras.data → /compras, /_root.data → /. */
export function pageOfData(pathname: string): string | null {
  if (!pathname.endsWith(".data")) return null;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * The policy for one request. `navigation` is true for a document the browser is
 * opening (request.mode === "navigate").
 */
export function policyFor(url: URL, method: string, origin: string, navigation: boolean): Policy {
  if (method !== "GET" || url.origin !== origin) return { kind: "pass" };
  const { pathname } = url;
  if (pathname.startsWith("/imagens/receitas/") || pathname.startsWith("/fotos/avaliacoes/")) return { kind: "image" };
  // An imported recipe's own photo is its author's only: the image cache outlives a sign-out
  // (only pages are forgotten), so it is left to the browser's HTTP cache (`private`, a year).
  if (pathname.startsWith("/fotos/receitas/")) return { kind: "pass" };
  if (pathname === "/__manifest") return { kind: "page", cache: "paginas", key: url.href };
  const dataOf = pageOfData(pathname);
  const page = dataOf ?? pathname;
  if (!navigation && dataOf === null) return { kind: "pass" };
  if (page === "/geladeira") return { kind: "online-only", reason: "geladeira" };
  if (page === "/receitas") return { kind: "online-only", reason: "busca" };
  // Importing fetches another site's page and asks the model: a kept form could only fail.
  if (page === "/importar") return { kind: "online-only", reason: "importar" };
  if (page === "/entrar" || page.startsWith("/auth/")) return { kind: "online-only", reason: "entrar" };
  if (page.startsWith("/api/") || page === "/perfil/dados.json" || page === "/sitemap.xml" || page === "/robots.txt") {
    return navigation ? { kind: "online-only", reason: "outra" } : { kind: "pass" };
  }
  if (recipePath.test(page)) {
    // The servings (?porcoes=) and the cooking step (?passo=) are read in the browser: one copy per recipe.
    return { kind: "page", cache: "receitas", key: dataOf === null ? url.origin + pathname : url.href };
  }
  return { kind: "page", cache: "paginas", key: url.href };
}

/** The bounds of what is kept on the device (said in the profile's "Dados offline"). */
export const budget = {
  /** Recipe pages and their data: about 60 recipes, the oldest out first. */
  recipeEntries: 120,
  /** Other pages (the list, the plan, favourites, the home page…). */
  pageEntries: 40,
  /** Recipe illustrations and review photos. */
  imageEntries: 120,
  /** Recipes a page (the plan, favourites, "Minhas receitas") asks the worker to keep at once. */
  keptPerRequest: 40,
  /** Nothing is kept longer than a month. */
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

/** The caches the service worker writes, by build version (a deploy never mixes old and new pages). */
export function cacheNames(version: string) {
  return {
    paginas: `chef-paginas-${version}`,
    receitas: `chef-receitas-${version}`,
    imagens: "chef-imagens",
    conta: "chef-conta",
  } as const;
}

/** Every cache this app writes at run time (precache excepted): what "Apagar dados offline" clears. */
export const runtimeCachePrefixes = ["chef-paginas-", "chef-receitas-", "chef-imagens", "chef-conta"] as const;

/** The header that says whose page a response is (app/middleware/account-header.server.ts). */
export const accountHeader = "X-Chef-Conta";
export const visitor = "visitante";

/** The list's IndexedDB database on the device is this prefix and the cook's offline account. */
export const offlineDatabasePrefix = "chef-ia-";
