/**
 * Chef IA's service worker (issue 24, decision 037): the shell precached by version,
 * the pages a cook opened kept for that cook, and a Portuguese page when the network is
 * needed and absent. Built by scripts/build-service-worker.ts after `react-router build`
 * (esbuild bundles it; the precache list is injected where `self.__WB_MANIFEST` is).
 *
 * Workbox (https://developer.chrome.com/docs/workbox) does the precaching, routing,
 * strategies and expiration; the rules of what goes where are app/lib/offline-policy.ts.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import {
  accountHeader,
  budget,
  cacheNames,
  policyFor,
  visitor,
  type OnlineReason,
  type PageCache,
  type Policy,
} from "../app/lib/offline-policy";
import { offlinePage, type KeptRecipe } from "./offline-page";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The build's version (a hash of the precache list), set by the build script. */
declare const BUILD_VERSION: string;

const manifest = self.__WB_MANIFEST;
const names = cacheNames(BUILD_VERSION);
const stylesheet = manifest
  .map((entry) => (typeof entry === "string" ? entry : entry.url))
  .find((url) => /^\/assets\/app-[^/]+\.css$/.test(url));

precacheAndRoute(manifest);
cleanupOutdatedCaches();

// No skipWaiting: a page opened on the old version keeps the old version's assets until
// every tab of it is closed; the next visit runs on the new one (never a mix). Claiming
// the clients on activation then only takes pages no worker served: the first visit's.
clientsClaim();
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set<string>(Object.values(names));
      for (const name of await caches.keys()) {
        if ((name.startsWith("chef-paginas-") || name.startsWith("chef-receitas-")) && !keep.has(name)) await caches.delete(name);
      }
    })(),
  );
});

// —— Whose pages these are ————————————————————————————————————————————————
// Every page the server renders says whose it is (X-Chef-Conta). When the answer changes
// (a sign-out, another cook signing in), everything kept for the previous one goes.

const accountKey = "/__conta";
let account: string | null = null;

async function currentAccount(): Promise<string> {
  if (account !== null) return account;
  const kept = await (await caches.open(names.conta)).match(accountKey);
  account = kept ? await kept.text() : visitor;
  return account;
}

async function forgetPages(): Promise<void> {
  for (const name of await caches.keys()) {
    if (name.startsWith("chef-paginas-") || name.startsWith("chef-receitas-")) await caches.delete(name);
  }
}

async function noteAccount(response: Response): Promise<void> {
  const owner = response.headers.get(accountHeader) ?? visitor;
  if (owner === (await currentAccount())) return;
  await forgetPages();
  account = owner;
  await (await caches.open(names.conta)).put(accountKey, new Response(owner));
}

/** Only a whole 200 page is kept, and only for the cook it was rendered for. */
const keptForTheCook: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 200) await noteAccount(response);
    return response;
  },
  // A redirected answer (to the sign-in, say) is not the page that was asked for.
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && (cachedResponse.headers.get(accountHeader) ?? visitor) === (await currentAccount()) ? cachedResponse : null,
};

/** Recipe pages are kept once, whatever servings or step the address carried. */
function keyedBy(policyOf: (url: URL) => Policy): WorkboxPlugin {
  return {
    cacheKeyWillBeUsed: async ({ request }) => {
      const policy = policyOf(new URL(request.url));
      return policy.kind === "page" ? policy.key : request;
    },
  };
}

const navigationPolicy = (url: URL) => policyFor(url, "GET", self.location.origin, true);
const dataPolicy = (url: URL) => policyFor(url, "GET", self.location.origin, false);

function pageStrategy(cache: PageCache, maxEntries: number): (navigation: boolean) => Strategy {
  const expiration = new ExpirationPlugin({ maxEntries, maxAgeSeconds: budget.maxAgeSeconds, purgeOnQuotaError: true });
  const make = (navigation: boolean) =>
    new NetworkFirst({
      cacheName: names[cache],
      // In a market with one bar of signal, the kept page after 6 s beats a blank screen.
      networkTimeoutSeconds: 6,
      plugins: [keyedBy(navigation ? navigationPolicy : dataPolicy), keptForTheCook, expiration],
    });
  const documents = make(true);
  const data = make(false);
  return (navigation) => (navigation ? documents : data);
}

const pages: Record<PageCache, (navigation: boolean) => Strategy> = {
  paginas: pageStrategy("paginas", budget.pageEntries),
  receitas: pageStrategy("receitas", budget.recipeEntries),
};

const images = new CacheFirst({
  cacheName: names.imagens,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
    new ExpirationPlugin({ maxEntries: budget.imageEntries, maxAgeSeconds: budget.maxAgeSeconds, purgeOnQuotaError: true }),
  ],
});
const onlineOnly = new NetworkOnly();

const policyOfRequest = (request: Request, url: URL) => policyFor(url, request.method, self.location.origin, request.mode === "navigate");

registerRoute(
  ({ request, url }) => policyOfRequest(request, url).kind !== "pass",
  (options) => {
    const { request, url } = options;
    const policy = policyOfRequest(request, url);
    if (policy.kind === "image") return images.handle(options);
    if (policy.kind === "page") return pages[policy.cache](request.mode === "navigate").handle(options);
    return onlineOnly.handle(options);
  },
);

// —— Offline and nothing kept ————————————————————————————————————————————————

const reasonOf = (url: URL): OnlineReason => {
  const policy = navigationPolicy(url);
  return policy.kind === "online-only" ? policy.reason : "outra";
};

/** The recipes kept for this cook, newest first, with their titles (read from the kept page). */
async function keptRecipes(): Promise<KeptRecipe[]> {
  const cache = await caches.open(names.receitas);
  const owner = await currentAccount();
  const found: KeptRecipe[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const url = new URL(request.url);
    if (url.pathname.endsWith(".data")) continue;
    const response = await cache.match(request);
    if (!response || (response.headers.get(accountHeader) ?? visitor) !== owner) continue;
    const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1]?.replace(/ — Chef IA$/, "");
    found.push({ href: url.pathname, title: title ?? url.pathname });
    if (found.length >= 30) break;
  }
  return found;
}

async function keptPages(): Promise<Set<string>> {
  const cache = await caches.open(names.paginas);
  const owner = await currentAccount();
  const kept = new Set<string>();
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response && (response.headers.get(accountHeader) ?? visitor) === owner) kept.add(new URL(request.url).pathname);
  }
  return kept;
}

setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") return Response.error();
  const url = new URL(request.url);
  const html = offlinePage({
    reason: reasonOf(url),
    stylesheet: stylesheet ?? null,
    recipes: await keptRecipes(),
    pages: await keptPages(),
    retry: url.pathname + url.search,
  });
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // Our own page, with no script at all.
      "Content-Security-Policy": "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'",
    },
  });
});

// —— Keeping pages before the market ————————————————————————————————————————
// The plan, favourites and "Minhas receitas" ask for their recipes to be kept
// (app/lib/keep-offline.ts); the first page a worker serves asks for itself, since it
// was loaded before the worker was there (app/lib/offline-client.ts).

async function keep(paths: string[], event: ExtendableEvent): Promise<void> {
  const queue = paths.slice(0, budget.keptPerRequest);
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const url = new URL(path, self.location.origin);
      const policy = navigationPolicy(url);
      if (policy.kind !== "page") continue;
      const cache = await caches.open(names[policy.cache]);
      const strategy = pages[policy.cache](true);
      if (await cache.match(policy.key)) continue;
      try {
        const request = new Request(policy.key, { credentials: "same-origin", headers: { Accept: "text/html" } });
        const response = await strategy.handle({ request, event });
        const html = await response.text();
        // The recipe's illustration, so the page opens whole.
        for (const match of html.matchAll(/(?:src|href)="(\/imagens\/receitas\/[^"?#]+)"/g)) {
          await images.handle({ request: new Request(match[1]!), event }).catch(() => undefined);
        }
      } catch {
        // Offline or refused: it will be kept the next time the page is opened.
      }
    }
  };
  await Promise.all([worker(), worker()]);
}

self.addEventListener("message", (event) => {
  const message = event.data as { type?: unknown; paths?: unknown } | null;
  if (message?.type !== "guardar" || !Array.isArray(message.paths)) return;
  const paths = message.paths.filter((path): path is string => typeof path === "string" && path.startsWith("/"));
  event.waitUntil(keep(paths, event));
});
