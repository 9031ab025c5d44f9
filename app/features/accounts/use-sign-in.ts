/**
 * The popup sign-in (spec 2 and 6): opens a small window on /auth/entrar, waits for the
 * result page to report (postMessage or BroadcastChannel), then reloads the page data
 * without a full reload. A blocked popup falls back to a full-page redirect that comes
 * back to where the cook was. Each failure becomes a message of spec 8.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { href, useRevalidator } from "react-router";
import { safeRedirect } from "./safe-redirect";
import { signInErrorMessage, type SignInFailure } from "./sign-in-errors";

const channelName = "chef-ia-auth";
/** A sign-in left open longer than this is abandoned with "Tempo limite excedido". */
export const signInTimeoutMs = 5 * 60 * 1000;
/** After the popup reports closed, wait this long for a late result before "cancelado". */
const closedGraceMs = 1_000;

interface AuthMessage {
  type: "chef-ia:auth";
  ok: boolean;
  code?: string;
  message?: string;
  redirectTo: string;
}

function isAuthMessage(data: unknown): data is AuthMessage {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === "chef-ia:auth";
}

function webStorageAvailable(): boolean {
  try {
    if (!navigator.cookieEnabled) return false;
    const key = "__chef_ia_teste__";
    window.localStorage.setItem(key, "1");
    window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

export interface UseSignIn {
  signIn(options?: { redirectTo?: string }): void;
  pending: boolean;
  error: string | null;
  clearError(): void;
}

export function useSignIn(onSuccess?: (redirectTo: string) => void, fallbackMessage?: string): UseSignIn {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const popupRef = useRef<Window | null>(null);
  const cleanupRef = useRef<(() => void) | null>(null);
  const revalidator = useRevalidator();
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => () => cleanupRef.current?.(), []);

  const signIn = useCallback(
    (options: { redirectTo?: string } = {}) => {
      const fail = (failure: SignInFailure) => {
        setPending(false);
        setError(signInErrorMessage(failure, fallbackMessage));
      };
      if (popupRef.current && !popupRef.current.closed) {
        popupRef.current.focus();
        fail({ code: "popup-cancelled" });
        return;
      }
      if (!webStorageAvailable()) return fail({ code: "web-storage" });
      if (!navigator.onLine) return fail({ code: "network" });

      const here = window.location.pathname + window.location.search;
      const redirectTo = options.redirectTo ?? here;
      const query = `redirectTo=${encodeURIComponent(redirectTo)}`;
      const width = 480;
      const height = 640;
      const left = window.screenX + Math.max(0, (window.outerWidth - width) / 2);
      const top = window.screenY + Math.max(0, (window.outerHeight - height) / 2);
      const popup = window.open(
        `${href("/auth/entrar")}?${query}&popup=1`,
        "chef-ia-login",
        `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
      );
      if (!popup) {
        // Popups blocked: the same sign-in in this tab, coming back to `redirectTo`.
        window.location.assign(`${href("/auth/entrar")}?${query}`);
        return;
      }
      popupRef.current = popup;
      setError(null);
      setPending(true);

      let settled = false;
      const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(channelName) : null;
      const finish = (result: AuthMessage | SignInFailure) => {
        if (settled) return;
        settled = true;
        cleanupRef.current?.();
        popupRef.current = null;
        if ("type" in result && result.ok) {
          setPending(false);
          void revalidator.revalidate();
          onSuccessRef.current?.(safeRedirect(result.redirectTo));
        } else {
          fail(result);
        }
      };
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== window.location.origin && event.origin !== "") return;
        if (isAuthMessage(event.data)) finish(event.data);
      };
      window.addEventListener("message", onMessage);
      channel?.addEventListener("message", onMessage);
      let closedAt: number | null = null;
      const poll = setInterval(() => {
        if (!popup.closed) return;
        closedAt ??= Date.now();
        if (Date.now() - closedAt >= closedGraceMs) finish({ code: "popup-closed" });
      }, 250);
      const timeout = setTimeout(() => {
        popup.close();
        finish({ code: "timeout" });
      }, signInTimeoutMs);
      cleanupRef.current = () => {
        clearInterval(poll);
        clearTimeout(timeout);
        window.removeEventListener("message", onMessage);
        channel?.close();
        cleanupRef.current = null;
      };
    },
    [revalidator, fallbackMessage],
  );

  return { signIn, pending, error, clearError: () => setError(null) };
}
