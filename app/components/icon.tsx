/**
 * An icon from the sprite (app/assets/icons.svg, a hashed file cached for a year): a
 * reference, not a drawing, so icons cost the page's JavaScript nothing and its HTML a
 * few bytes each. Stroke and size come from the `icon` class (app/app.css); a size or
 * fill utility on `className` overrides them. Always decorative: the control around it
 * carries the words.
 */
import sprite from "~/assets/icons.svg?url";
import type { IconName } from "./icon-names";

export type { IconName };

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"} viewBox="0 0 24 24">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
