import { Check, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/toast";
import { t } from "~/i18n/pt-br";

export const linkCopiedMs = 2_000;

/** Native share where the browser has it; otherwise copy the link and say so for 2 s. */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toast = useToast();
  useEffect(() => () => clearTimeout(timer.current), []);

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The cook closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), linkCopiedMs);
    } catch (error) {
      console.error("Falha ao copiar o link:", error);
      toast.show(t.detail.copyFailed, "error");
    }
  }

  return (
    <button type="button" onClick={share} className="action-button">
      {copied ? <Check aria-hidden="true" className="size-5 text-green-700" /> : <Share2 aria-hidden="true" className="size-5" />}
      <span aria-live="polite">{copied ? t.detail.linkCopied : t.detail.share}</span>
    </button>
  );
}
