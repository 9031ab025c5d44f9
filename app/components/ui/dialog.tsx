/**
 * A modal dialog or sheet on the browser's own <dialog> (HTML's showModal): the page behind
 * is inert, so focus stays inside; Escape closes it; on closing, focus goes back to what
 * had it before (the button that opened it). The plan's sheet and the confirmations use it.
 * `sheet` rises from the bottom of a phone's screen and sits in the middle of a wide one.
 */
import { useEffect, useRef, type ReactNode } from "react";

export interface DialogProps {
  /** Shown while true; closed (and focus returned) when it becomes false or unmounts. */
  open: boolean;
  /** Once each time it closes: Escape, a method="dialog" form (a "Cancelar"), or `open` turned false. */
  onClose(): void;
  /** The id of the title that names it. */
  labelledBy: string;
  describedBy?: string;
  kind?: "dialog" | "sheet";
  className?: string;
  children: ReactNode;
}

const looks = {
  dialog: "m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-stone-900/50",
  sheet:
    "m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-stone-900/50 max-sm:mb-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none",
};

export function Dialog({ open, onClose, labelledBy, describedBy, kind = "dialog", className, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const closing = useRef(onClose);
  useEffect(() => {
    closing.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClosed = () => {
      const back = returnTo.current;
      returnTo.current = null;
      if (back?.isConnected) back.focus();
      closing.current();
    };
    element.addEventListener("close", onClosed);
    return () => {
      element.removeEventListener("close", onClosed);
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // The browser closes a modal dialog on Escape; said here too, so it holds wherever showModal is
      // partial. The key is the dialog's: nothing behind it (cooking mode's own Escape) hears it.
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        event.stopPropagation();
        event.currentTarget.close();
      }}
      className={`${looks[kind]}${className ? ` ${className}` : ""}`}
    >
      {children}
    </dialog>
  );
}
