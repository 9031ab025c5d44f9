/**
 * What a page shows when its list is empty: a dashed frame, an icon, one sentence, a hint, and
 * the way on (a link or a button, the caller's).
 */
import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/icon";

export function EmptyState({
  icon,
  title,
  hint,
  className = "mt-8",
  children,
}: {
  icon?: IconName;
  title: ReactNode;
  hint?: ReactNode;
  /** Its place on the page (margins, grid columns). */
  className?: string;
  /** The way on, under the words. */
  children?: ReactNode;
}) {
  return (
    <div className={`rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-8 text-center sm:p-10 ${className}`}>
      {icon ? <Icon name={icon} className="mx-auto mb-3 size-10 text-stone-400" /> : null}
      <p className="text-xl font-semibold [overflow-wrap:anywhere]">{title}</p>
      {hint ? <p className="mt-2 text-stone-700">{hint}</p> : null}
      {children}
    </div>
  );
}
