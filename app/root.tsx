import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useNavigation } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { Footer } from "./layout/footer";
import { Navbar } from "./layout/navbar";
import { MessagePage } from "./layout/not-found-page";
import { afterTurns, HydrateInTurn } from "./components/hydrate-in-turn";
import { ScrollRestoration } from "./components/scroll-restoration";
import { ToastProvider } from "./components/ui/toast";
import * as t from "./i18n/pt-br";
import { services } from "./context";
import { currentUser, sessionMiddleware } from "./middleware/access.server";
import { AuthProvider } from "./components/auth-context";
import { databaseGuard } from "./middleware/database-guard.server";
import { anonymousPageCache } from "./middleware/page-cache.server";
import { accountHeaderMiddleware } from "./middleware/account-header.server";
import { offlineAccount } from "./lib/offline-account.server";
import { AdsProvider } from "./features/ads/ads";
import { PlanSheetProvider } from "./features/plan/plan-sheet-opener";
import { adsSettings } from "./features/ads/config.server";
import { readConsent } from "./lib/ads-settings";
import { useNonce } from "./components/nonce";
import { toProfile } from "./features/accounts/users.server";
import { stepParam } from "./features/kitchen/cooking-step";
import { servingsParam } from "./features/recipes/servings-param";
import { skipRevalidationFor } from "./lib/url-state";
import { favoriteIds } from "./features/kitchen/favorites.server";
import { useRootData, type RootData } from "./components/root-data";
import { OfflineBanner } from "./components/offline-banner";
import { log } from "~/config/log.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable (issue 24): public/manifest.webmanifest; iOS reads its own touch icon.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  // A hashed file, cached for a year: each page's HTML stays small (decision 008).
  { rel: "stylesheet", href: stylesheet },
];

export const middleware: Route.MiddlewareFunction[] = [databaseGuard, anonymousPageCache, sessionMiddleware, accountHeaderMiddleware];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { env, oidc, db } = services(context);
  const user = currentUser(context);
  let favorites: string[] = [];
  if (user) {
    try {
      favorites = await favoriteIds(db, user.id);
    } catch (error) {
      // Hearts show empty; the page itself still works (spec 4: only logged).
      log.error({ err: error }, "[favoritos] falha ao ler os favoritos");
    }
  }
  return {
    publicUrl: env.publicUrl,
    https: env.https,
    profile: user ? toProfile(user) : null,
    account: user ? offlineAccount(user.id) : null,
    signInLabel: oidc.provider.kind === "google" ? t.layout.signInGoogle : t.layout.signInDevelopment,
    favoriteIds: favorites,
    ads: adsSettings(env),
    consent: readConsent(request.headers.get("Cookie")),
  };
}

/** Cooking mode's step (?passo=) and the servings shown (?porcoes=) change nothing this loader reads: no request for them. */
export const shouldRevalidate = skipRevalidationFor([stepParam, servingsParam]);

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  // The page's code arrives after its first paint (app/lib/html-stream.server.ts): the page says
  // when it has taken over, for whatever must wait for that (the end-to-end tests do).
  useEffect(() => {
    void afterTurns().then(() => {
      document.documentElement.dataset.hydrated = "";
    });
  }, []);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <meta name="apple-mobile-web-app-title" content="Chef IA" />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        <Meta />
        <Links />
        {root?.ads && root.consent === "aceito" ? <meta name="google-adsense-account" content={root.ads.client} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t.layout.skipToContent}
        </a>
        <ToastProvider>
          <AuthProvider profile={root?.profile ?? null}>
            <AdsProvider settings={root?.ads ?? null} initialConsent={root?.consent ?? null} secure={root?.https ?? false}>
              <PlanSheetProvider>
                <HydrateInTurn>
                  <Navbar />
                </HydrateInTurn>
                <PendingBar />
                <OfflineBanner />
                <HydrateInTurn>
                  <main id="conteudo" className="flex-1" tabIndex={-1}>
                    {children}
                  </main>
                </HydrateInTurn>
                <HydrateInTurn>
                  <Footer />
                </HydrateInTurn>
              </PlanSheetProvider>
            </AdsProvider>
          </AuthProvider>
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** While the next page loads in the browser: a bar and a spoken "Carregando…". */
function PendingBar() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  const toRecipe = /^\/receitas\/[^/]+$/.test(navigation.location.pathname);
  return (
    <div role="status" className="sticky top-0 z-40 print:hidden">
      <div className="h-1 w-full animate-pulse bg-brand-600" />
      <span className="sr-only">{toRecipe ? t.layout.loadingRecipe : t.layout.loadingRecipes}</span>
    </div>
  );
}

export default function App() {
  useOfflineAfterInteractive(useRootData()?.account ?? null);
  return <Outlet />;
}

/**
 * The service worker and the offline store start once the page is interactive and the
 * browser is idle: a visitor's first load carries none of their code (issue 24). Not in
 * development, where Vite serves modules the worker must not keep.
 */
function useOfflineAfterInteractive(account: string | null) {
  useEffect(() => {
    if (import.meta.env.DEV) return;
    const start = () => void import("./lib/offline-client").then((offline) => offline.startOffline(account));
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(start, { timeout: 4000 });
      return () => cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 2000);
    return () => window.clearTimeout(id);
  }, [account]);
}

/** A page's data that did not arrive because there is no connection: the whole page is asked for once, and the service worker answers. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Errors the server explains to the cook carry their Portuguese message.
  const explained =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : null;
  const offline = isNetworkFailure(error);
  useEffect(() => {
    if (!offline || !navigator.serviceWorker?.controller) return;
    const key = `chef:recarregada:${location.pathname}${location.search}`;
    // Once: if the worker has no page either, its answer is the offline page, not this one again.
    if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 30_000) return;
    sessionStorage.setItem(key, String(Date.now()));
    location.reload();
  }, [offline]);
  // On the server the error was logged with its request (entry.server's handleError).
  if (!notFound && !explained && !offline && typeof document !== "undefined") console.error(error);
  if (offline) return <MessagePage title={t.layout.offlineTitle} text={t.layout.offlineNotKept} />;
  return (
    <MessagePage title={notFound ? t.notFound.title : t.error.title} text={explained ?? (notFound ? t.notFound.text : t.error.text)} />
  );
}
