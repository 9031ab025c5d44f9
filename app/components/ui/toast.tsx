/**
 * Page messages and alerts (spec 8 "Alerts and page messages"), announced to screen
 * readers through a live region instead of blocking the page with window.alert.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";

type Tone = "info" | "success" | "error";
interface Toast {
  id: number;
  message: string;
  tone: Tone;
}

interface ToastApi {
  show(message: string, tone?: Tone): void;
}

const ToastContext = createContext<ToastApi | null>(null);
const toastMs = 4_000;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback((message: string, tone: Tone = "info") => {
    const id = nextId.current++;
    setToasts((current) => [...current.filter((toast) => toast.message !== message), { id, message, tone }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), toastMs);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext value={api}>
      {children}
      <div
        role="alert"
        aria-live="assertive"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 print:hidden"
      >
        {toasts.map((toast) => (
          <p
            key={toast.id}
            className={`pointer-events-auto max-w-md rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${
              toast.tone === "error"
                ? "bg-red-700 text-white"
                : toast.tone === "success"
                  ? "bg-green-700 text-white"
                  : "bg-stone-900 text-white"
            }`}
          >
            {toast.message}
          </p>
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast deve ser usado dentro de <ToastProvider>.");
  return api;
}
