/**
 * Share something: the browser's native share where it exists, else copy to the
 * clipboard and say "copied" for 2 s. One place for the recipe page and the list.
 */
import { useEffect, useRef, useState } from "react";

export const copiedMs = 2_000;

export function useShare(onCopyFailed: () => void) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function share(data: { title: string; text: string; url?: string }, copy: string) {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The cook closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(copy);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), copiedMs);
    } catch (error) {
      console.error("Falha ao copiar:", error);
      onCopyFailed();
    }
  }

  return { share, copied };
}
