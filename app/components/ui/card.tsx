/**
 * A card (a white surface with a thin ring) and a notice (a coloured box that says
 * something about the page: an error, a warning, a success).
 */
import type { HTMLAttributes, ReactNode } from "react";

export function cardClass(className?: string): string {
  return `rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5${className ? ` ${className}` : ""}`;
}

export function Card({ as: Tag = "div", className, ...rest }: HTMLAttributes<HTMLElement> & { as?: "div" | "section" | "article" | "li" }) {
  return <Tag className={cardClass(className)} {...rest} />;
}

export type NoticeTone = "error" | "warning" | "success";

const tones: Record<NoticeTone, string> = {
  error: "bg-red-50 text-red-900 ring-red-200",
  warning: "bg-amber-50 text-amber-950 ring-amber-200",
  success: "bg-emerald-50 text-emerald-900 ring-emerald-200",
};

export function noticeClass(tone: NoticeTone, className?: string): string {
  return `rounded-xl p-4 ring-1 ${tones[tone]}${className ? ` ${className}` : ""}`;
}

/**
 * A notice; an error one is an alert (read out when it appears), the others are not unless
 * `role` says so.
 */
export function Notice({
  tone,
  className,
  role = tone === "error" ? "alert" : undefined,
  id,
  children,
}: {
  tone: NoticeTone;
  className?: string;
  role?: "alert" | "status" | "note";
  id?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} role={role} className={noticeClass(tone, className)}>
      {children}
    </p>
  );
}
