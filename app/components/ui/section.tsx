/**
 * A titled part of a page: a <section> named by its own <h2> (aria-labelledby), so a screen
 * reader's list of landmarks reads the title. The heading's look is the caller's.
 */
import type { ReactNode } from "react";

export function Section({
  id,
  title,
  className,
  titleClassName = "text-xl font-bold",
  children,
}: {
  /** The heading's id, unique on the page (it names the section). */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
