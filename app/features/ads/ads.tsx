/**
 * Ads and consent in the browser (issue 6). The network's script loads only when ads
 * are configured and the visitor accepted, after the page is interactive; before that,
 * and after a rejection, nothing is requested from any ad host. With a network configured,
 * every slot reserves its size and is labelled "Publicidade", so the page never moves when
 * an ad fills or not. With none, visitors see no slot at all and no space is kept for one;
 * the empty placeholders show only in development, to see where ads would go.
 */
import { Icon } from "~/components/icon";
import { linkClass } from "~/components/ui/button";
import { contentPath } from "~/config/content-pages";
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import * as t from "~/i18n/pt-br";
import { slotsShown } from "./rules";
import { countAdRequest, interstitialStorageKey, interstitialVisibleMs, parseInterstitialState } from "./interstitial-rules";
import { adScriptUrl, consentCookie, type AdKind, type AdsSettings, type Consent } from "../../lib/ads-settings";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

interface AdsApi {
  settings: AdsSettings | null;
  consent: Consent | null;
  choose(consent: Consent): void;
  reopenConsent(): void;
  /** The spec's "ad-preparation helper": one ad request (the fridge search counts one). */
  requestAd(): void;
}

const AdsContext = createContext<AdsApi | null>(null);

export function useAds(): AdsApi {
  const api = useContext(AdsContext);
  if (!api) throw new Error("useAds fora do AdsProvider");
  return api;
}

/** For a page laying out slots (a results grid leaves no cell for an ad that is not drawn). */
export function useAdSlotsShown(): boolean {
  return slotsShown(useAds().settings !== null, import.meta.env.DEV);
}

function loadAdScript(client: string) {
  if (document.querySelector("script[data-chefia-ads]")) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = `${adScriptUrl}?client=${encodeURIComponent(client)}`;
  script.crossOrigin = "anonymous";
  script.dataset.chefiaAds = "";
  // Spec 8: ad errors are only logged.
  script.onerror = () => console.warn("[anúncios] o script da rede de anúncios não carregou");
  document.head.append(script);
}

/** After the page is interactive and idle: ads never compete with the first paint. */
function whenIdle(run: () => void): () => void {
  let cancelled = false;
  const start = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => !cancelled && run(), { timeout: 3_000 });
    else setTimeout(() => !cancelled && run(), 1_000);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", start);
  };
}

export function AdsProvider({
  settings,
  initialConsent,
  secure,
  children,
}: {
  settings: AdsSettings | null;
  initialConsent: Consent | null;
  secure: boolean;
  children: React.ReactNode;
}) {
  const [consent, setConsent] = useState<Consent | null>(initialConsent);
  const [bannerOpen, setBannerOpen] = useState(initialConsent === null);
  const [interstitial, setInterstitial] = useState(false);

  useEffect(() => {
    if (!settings || consent !== "aceito") return;
    return whenIdle(() => loadAdScript(settings.client));
  }, [settings, consent]);

  const choose = useCallback(
    (value: Consent) => {
      document.cookie = `${consentCookie}=${value}; Max-Age=${60 * 60 * 24 * 365}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
      setConsent(value);
      setBannerOpen(false);
    },
    [secure],
  );

  const requestAd = useCallback(() => {
    try {
      const state = parseInterstitialState(localStorage.getItem(interstitialStorageKey));
      const cooking = document.body.dataset.cozinhando === "1";
      const result = countAdRequest(state, Date.now(), { cooking });
      localStorage.setItem(interstitialStorageKey, JSON.stringify(result.state));
      if (result.show) setInterstitial(true);
    } catch (error) {
      console.warn("[anúncios] falha ao preparar o anúncio:", error);
    }
  }, []);

  const api = useMemo<AdsApi>(
    () => ({ settings, consent, choose, reopenConsent: () => setBannerOpen(true), requestAd }),
    [settings, consent, choose, requestAd],
  );
  return (
    <AdsContext.Provider value={api}>
      {/*
       * The banner comes first in the page, though it is drawn at the bottom of the screen: it
       * is the first thing a new visitor answers (after "Pular para o conteúdo", the next Tab
       * reaches it), and it is painted with the page's first frame instead of after the whole
       * page is read, so a first visit's largest text is on screen before the page's code runs.
       */}
      {bannerOpen ? <ConsentBanner current={consent} onChoose={choose} /> : null}
      {children}
      {interstitial && slotsShown(settings !== null, import.meta.env.DEV) ? <Interstitial onClose={() => setInterstitial(false)} /> : null}
    </AdsContext.Provider>
  );
}

/** Fills an <ins> once it is on the page; the network's queue waits for its script. */
function useAdUnit(live: boolean) {
  const ref = useRef<HTMLModElement>(null);
  useEffect(() => {
    if (!live || !ref.current || ref.current.dataset.adsbygoogleStatus) return;
    try {
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    } catch (error) {
      console.warn("[anúncios] falha ao pedir um anúncio:", error);
    }
  }, [live]);
  return ref;
}

function AdUnit({ kind }: { kind: AdKind }) {
  const { settings, consent } = useAds();
  const slot = settings?.slots[kind] ?? null;
  const live = Boolean(settings && slot && consent === "aceito");
  const ref = useAdUnit(live);
  // The unit is absolutely placed inside a box of fixed size: whatever the network puts
  // in it, nothing around it moves.
  return (
    <div className="relative min-h-0 flex-1">
      <div className="absolute inset-0 overflow-hidden">
        {live ? (
          <ins
            ref={ref}
            className="adsbygoogle"
            style={{ display: "block", width: "100%", height: "100%" }}
            data-ad-client={settings!.client}
            data-ad-slot={slot!}
            data-ad-format={kind === "native" ? "fluid" : "auto"}
            data-full-width-responsive="false"
          />
        ) : null}
      </div>
    </div>
  );
}

const slotFrame = "flex flex-col overflow-hidden rounded-2xl border border-dashed border-stone-300 bg-stone-100 print:hidden";

function Label() {
  return <p className="px-4 pt-2 text-xs font-medium uppercase tracking-wide text-stone-600">{t.ads.label}</p>;
}

/** A banner: full width, 120 px high, always. */
export function BannerAd({ className = "" }: { className?: string }) {
  if (!useAdSlotsShown()) return null;
  return (
    <aside aria-label={t.ads.label} data-ad-slot="banner" className={`${slotFrame} h-[120px] ${className}`}>
      <Label />
      <AdUnit kind="banner" />
    </aside>
  );
}

/** A native (fluid) ad in a results grid: the place of a card. */
export function NativeAd() {
  if (!useAdSlotsShown()) return null;
  return (
    <aside aria-label={t.ads.label} data-ad-slot="native" className={`${slotFrame} h-full min-h-[22rem]`}>
      <Label />
      <AdUnit kind="native" />
    </aside>
  );
}

function Interstitial({ onClose }: { onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  // The 5 s count from when the ad is drawn (a layout effect runs as it enters the page, a
  // passive one only after a frame), and a page drawn again under it (a new `onClose`) must
  // not start them over (https://react.dev/reference/react/useEffectEvent).
  const closeAd = useEffectEvent(() => onClose());
  useLayoutEffect(() => {
    close.current?.focus();
    const timer = setTimeout(() => closeAd(), interstitialVisibleMs);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeAd();
    window.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("keydown", onKey);
    };
  }, []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-950/70 p-4 print:hidden">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t.ads.label}
        data-ad-slot="interstitial"
        className="relative flex h-[480px] w-full max-w-[336px] flex-col overflow-hidden rounded-2xl bg-stone-100 shadow-xl"
      >
        <div className="flex items-center justify-between">
          <Label />
          <button
            ref={close}
            type="button"
            onClick={onClose}
            aria-label={t.ads.close}
            className="m-1 rounded-full p-2 text-stone-700 hover:bg-stone-200"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <AdUnit kind="interstitial" />
      </div>
    </div>
  );
}

function ConsentBanner({ current, onChoose }: { current: Consent | null; onChoose(consent: Consent): void }) {
  // No nudge (ANPD guidance): the two answers look the same.
  const button =
    "flex-1 rounded-lg border-2 border-brand-800 bg-white px-5 py-2 font-semibold text-brand-900 hover:bg-brand-50 sm:flex-none";
  return (
    <section
      aria-labelledby="consentimento-titulo"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-300 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] print:hidden"
    >
      <div className="container-page flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="consentimento-titulo" className="font-bold">
            {t.ads.consentTitle}
          </h2>
          <p className="text-sm text-stone-700">
            {t.ads.consentText}{" "}
            <Link to={contentPath("politica-de-privacidade")} className={linkClass()}>
              {t.ads.privacy}
            </Link>
            {current ? ` ${t.ads.current(current)}` : null}
          </p>
        </div>
        {/* Equally easy: same size, same weight, side by side. */}
        <div className="flex shrink-0 gap-3">
          <button type="button" onClick={() => onChoose("recusado")} className={button}>
            {t.ads.reject}
          </button>
          <button type="button" onClick={() => onChoose("aceito")} className={button}>
            {t.ads.accept}
          </button>
        </div>
      </div>
    </section>
  );
}

/** "Preferências de cookies", in the footer. */
export function ConsentPreferencesButton() {
  const { reopenConsent } = useAds();
  return (
    <button type="button" onClick={reopenConsent} className="text-stone-300 hover:text-white hover:underline">
      {t.ads.preferences}
    </button>
  );
}
