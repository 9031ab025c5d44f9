/** What a fridge search found: the catalogue cards' footers and the new recipe as it is written. */
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { formatAmount, totalMinutes, units, type Unit } from "~/domain/recipe";
import * as t from "~/i18n/pt-br";
import type { FridgeMatch } from "./events";
import type { SearchState } from "./use-fridge-search";

const isUnit = (value: string | undefined): value is Unit => (units as readonly string[]).includes(value ?? "");

function DraftAmount({ quantity, unit }: { quantity?: number; unit?: string }) {
  if (quantity === undefined) return null;
  return <strong className="font-semibold">{isUnit(unit) ? formatAmount(quantity, unit) : `${quantity} ${unit ?? ""}`} </strong>;
}

function DemoBadge() {
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950" title={t.detail.demoRecipe}>
      {t.detail.demoBadge}
    </span>
  );
}

export function NewRecipe({ state, demoModel }: { state: Extract<SearchState, { phase: "running" | "done" }>; demoModel: boolean }) {
  const { draft, saved, notice } = state;
  const writing = state.phase === "running" && !saved;
  if (!draft && !saved && !writing) return null;
  return (
    <section aria-labelledby="receita-nova" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-violet-200 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <Icon name="sparkles" className="size-5 text-violet-700" />
        <h2 id="receita-nova" className="text-xl font-bold">
          {t.fridge.newRecipe}
        </h2>
        {saved ? (
          <span className="inline-flex rounded-full bg-violet-100 px-3 py-1 text-sm font-semibold text-violet-900">{t.detail.aiMade}</span>
        ) : null}
        {saved?.demo || (!saved && demoModel) ? <DemoBadge /> : null}
      </div>
      {notice ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          {notice}
        </p>
      ) : null}
      {writing && !draft?.title ? <p className="mt-3 animate-pulse text-stone-700">{t.fridge.writing}</p> : null}
      {draft ? (
        <div className="mt-3" aria-busy={writing}>
          {draft.title ? <h3 className="text-2xl font-extrabold text-stone-900">{saved?.recipe.title ?? draft.title}</h3> : null}
          {draft.description ? <p className="mt-2 text-stone-700">{draft.description}</p> : null}
          {saved ? (
            <p className="mt-2 flex items-center gap-1 text-sm text-stone-700">
              <Icon name="clock" className="size-4" />
              {t.card.minutes(totalMinutes(saved.recipe))} · {t.card.servings(saved.recipe.servings)}
            </p>
          ) : null}
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            {draft.ingredients.length > 0 ? (
              <div>
                <h4 className="font-bold">{t.detail.ingredients}</h4>
                <ul className="mt-2 space-y-1">
                  {draft.ingredients.map((ingredient, index) => (
                    <li key={index}>
                      <DraftAmount quantity={ingredient.quantity} unit={ingredient.unit} />
                      {ingredient.name}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {draft.steps.length > 0 ? (
              <div>
                <h4 className="font-bold">{t.detail.steps}</h4>
                <ol className="mt-2 list-decimal space-y-1 pl-5">
                  {draft.steps.map((step, index) => (
                    <li key={index}>{step}</li>
                  ))}
                </ol>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
      {saved ? (
        <Link
          to={`/receitas/${saved.recipe.id}`}
          className="mt-5 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          <Icon name="chef-hat" className="size-5" />
          {t.fridge.openRecipe}
        </Link>
      ) : null}
    </section>
  );
}

export function MatchFooter({ match }: { match: FridgeMatch }) {
  if (match.total === 0) return null;
  return (
    <div className="mt-3 border-t border-stone-100 pt-3 text-sm">
      <p className="font-semibold text-green-800">{t.fridge.youHave(match.owned, match.total)}</p>
      <p className="text-stone-700">
        {match.missing.length === 0 ? t.fridge.nothingMissing : `${t.fridge.missing}: ${match.missing.join(", ")}`}
      </p>
    </div>
  );
}
