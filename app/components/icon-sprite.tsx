/**
 * Icons a page repeats many times (a results grid has 24 cards with five icons each) are
 * drawn once, as symbols, and used by reference: the list page's HTML is ~40 KB
 * smaller, which the server no longer has to write and compress on every request.
 */
import { ChefHat, Clock, Dumbbell, Flame, Heart, Users, type LucideIcon } from "lucide-react";

const sprite = {
  clock: Clock,
  users: Users,
  flame: Flame,
  dumbbell: Dumbbell,
  "chef-hat": ChefHat,
  heart: Heart,
} satisfies Record<string, LucideIcon>;

/** Drawn filled: a symbol's own fill="none" would win over a class on the <use>. */
const filled = { "heart-filled": Heart } satisfies Record<string, LucideIcon>;

export type SpriteIcon = keyof typeof sprite | keyof typeof filled;

/** Once per page, at the start of <body>. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
      {Object.entries(sprite).map(([name, Icon]) => (
        <symbol key={name} id={`icone-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
      {Object.entries(filled).map(([name, Icon]) => (
        <symbol key={name} id={`icone-${name}`} viewBox="0 0 24 24">
          <Icon fill="currentColor" />
        </symbol>
      ))}
    </svg>
  );
}

export function Icon({ name, className }: { name: SpriteIcon; className?: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 24 24">
      <use href={`#icone-${name}`} />
    </svg>
  );
}
