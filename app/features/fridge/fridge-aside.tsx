/**
 * Beside the fridge form: the cook's recent searches (a tap searches again) and saved
 * ingredients (a tap adds one to the rows; the cross forgets it).
 */
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Section } from "~/components/ui/section";
import * as t from "~/i18n/pt-br";
import type { ActionOf } from "~/lib/mutation";
import type { RecentSearch } from "./fridge.server";

/** What the page's action answers to "esquecer" (the route's action returns this type: lib/mutation.ts). */
export type ForgetAnswer = { ok: boolean };

export function FridgeAside({
  recent,
  recentAreSamples,
  saved,
  savedAreSamples,
  searching,
  onRecent,
  onSaved,
}: {
  recent: RecentSearch[];
  recentAreSamples: boolean;
  saved: { key: string; name: string }[];
  savedAreSamples: boolean;
  /** A search is running: a recent one waits. */
  searching: boolean;
  onRecent(entry: RecentSearch): void;
  onSaved(ingredient: string): void;
}) {
  const forget = useFetcher<ActionOf<ForgetAnswer>>();
  return (
    <aside className="space-y-6">
      <section aria-labelledby="buscas-recentes">
        <h2 id="buscas-recentes" className="flex items-center gap-2 text-lg font-bold">
          <Icon name="rotate-ccw-clock" className="size-5 text-brand-700" />
          {t.fridge.recent}
        </h2>
        {recentAreSamples ? <p className="text-sm text-stone-600">{t.fridge.samplesNote}</p> : null}
        <ul className="mt-2 space-y-2">
          {recent.map((entry, index) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => onRecent(entry)}
                disabled={searching}
                className="min-h-11 w-full rounded-lg bg-white px-3 py-2 text-left text-sm ring-1 ring-stone-200 hover:bg-brand-50"
              >
                {entry.mode === "receita" ? `${t.fridge.recipeLabel}: ${entry.terms[0]}` : entry.terms.join(", ")}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <Section id="ingredientes-salvos" title={t.fridge.saved} titleClassName="text-lg font-bold">
        {savedAreSamples ? <p className="text-sm text-stone-600">{t.fridge.samplesNote}</p> : null}
        <ul className="mt-2 flex flex-wrap gap-2">
          {saved.map((ingredient) => (
            <li key={ingredient.name} className="inline-flex items-center rounded-full bg-brand-100 text-sm text-brand-900">
              <button
                type="button"
                onClick={() => onSaved(ingredient.name)}
                aria-label={t.fridge.useSaved(ingredient.name)}
                className="rounded-full px-3 py-1 font-medium hover:bg-brand-200"
              >
                {ingredient.name}
              </button>
              {ingredient.key ? (
                <forget.Form method="post">
                  <input type="hidden" name="intent" value="esquecer" />
                  <input type="hidden" name="key" value={ingredient.key} />
                  <button type="submit" aria-label={t.fridge.forgetSaved(ingredient.name)} className="rounded-full p-1 hover:bg-brand-200">
                    <Icon name="x" className="size-3.5" />
                  </button>
                </forget.Form>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
    </aside>
  );
}
