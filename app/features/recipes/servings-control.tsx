/** The recipe page's servings: a number between a minus and a plus, kept in the URL by the caller (servings-param.ts). */
import { IconButton } from "~/components/ui/button";
import * as t from "~/i18n/pt-br";
import { maxServings, minServings } from "./servings-param";

/** The servings shown, one more or one fewer per tap; `onChange` gets how to change the current value. */
export function ServingsControl({ servings, onChange }: { servings: number; onChange(update: (current: number) => number): void }) {
  return (
    <div className="flex items-center gap-2" role="group" aria-label={t.kitchen.servings}>
      <IconButton
        icon="minus"
        aria-label={t.kitchen.fewerServings}
        disabled={servings <= minServings}
        onClick={() => onChange((current) => current - 1)}
      />
      <output aria-live="polite" className="min-w-20 text-center font-semibold">
        {t.card.servings(servings)}
      </output>
      <IconButton
        icon="plus"
        aria-label={t.kitchen.moreServings}
        disabled={servings >= maxServings}
        onClick={() => onChange((current) => current + 1)}
      />
    </div>
  );
}
