/**
 * "Sem conexão — suas alterações serão enviadas quando voltar" while the device is
 * offline; when the list's changes are sent, how many, for a few seconds (issue 24).
 */
import { useEffect, useState } from "react";
import * as t from "~/i18n/pt-br";
import { Icon } from "./icon";
import { useOnline } from "./use-online";
import { sentEvent } from "~/lib/sync-event";

const shownMs = 5000;

export function OfflineBanner() {
  const online = useOnline();
  const [sent, setSent] = useState<number | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const onSent = (event: Event) => {
      setSent((event as CustomEvent<{ sent: number }>).detail.sent);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSent(null), shownMs);
    };
    window.addEventListener(sentEvent, onSent);
    return () => {
      window.removeEventListener(sentEvent, onSent);
      window.clearTimeout(timer);
    };
  }, []);
  const text = !online ? t.layout.offline : sent !== null ? t.layout.changesSent(sent) : null;
  if (!text) return null;
  return (
    <div role="status" className="sticky top-0 z-40 print:hidden">
      <p
        className={`flex items-center justify-center gap-2 px-4 py-2 text-center text-sm font-semibold ${
          online ? "bg-emerald-100 text-emerald-900" : "bg-stone-800 text-white"
        }`}
      >
        <Icon name={online ? "check" : "wifi-off"} className="size-4 shrink-0" />
        {text}
      </p>
    </div>
  );
}
