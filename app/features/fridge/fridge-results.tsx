/**
 * What a fridge search found, as the cook reads it on a phone: what is happening first
 * ("Preparando suas receitas..."), then the new recipe, what they came for, as it is
 * written; then the catalogue recipes they can make, the best six first and the rest
 * behind "ver mais". Recipes that break the cook's restrictions are hidden, with a line
 * that says how many and why, and shown marked on request. On a wide screen the new
 * recipe and the catalogue sit side by side.
 */
import { useState } from "react";
import { href, Link } from "react-router";
import { Icon } from "~/components/icon";
import { Button, buttonClass } from "~/components/ui/button";
import { goalNotes } from "~/domain/nutrition/health-goals";
import { totalMinutes, units, type RecipeSummary, type Unit } from "~/domain/recipe";
import { IngredientLineText } from "~/components/ingredient-line";
import * as t from "~/i18n/pt-br";
import type { FridgeMatch } from "./events";
import type { ShownSearch } from "./use-fridge-search";

/** Catalogue recipes shown before "ver mais". */
export const firstMatches = 6;

const isUnit = (value: string | undefined): value is Unit => (units as readonly string[]).includes(value ?? "");

/** A streamed ingredient: the whole line once its quantity and unit have arrived, the name alone before. */
function DraftIngredient({ quantity, unit, name }: { quantity?: number; unit?: string; name?: string }) {
  if (quantity === undefined || !isUnit(unit) || !name) return <>{name}</>;
  return <IngredientLineText quantity={quantity} unit={unit} name={name} />;
}

/** The cook's health goals one serving goes over (nothing when none is). */
function GoalLines({ recipe, healthGoals }: { recipe: RecipeSummary; healthGoals: readonly string[] }) {
  const notes = goalNotes(recipe, healthGoals);
  if (notes.length === 0) return null;
  return (
    <ul className="space-y-1 text-amber-950">
      {notes.map((note) => (
        <li key={note.goal} className="flex gap-1">
          <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>{t.nutrition.goal(note)}</span>
        </li>
      ))}
    </ul>
  );
}

function DemoBadge() {
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950" title={t.detail.demoRecipe}>
      {t.detail.demoBadge}
    </span>
  );
}

export function NewRecipe({
  state,
  demoModel,
  healthGoals = [],
}: {
  state: ShownSearch;
  demoModel: boolean;
  healthGoals?: readonly string[];
}) {
  const { draft, saved, notice } = state;
  const writing = state.phase === "running" && !saved;
  if (!draft && !saved && !writing) return null;
  return (
    <section aria-labelledby="receita-nova" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-violet-200 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <Icon name="sparkles" className="size-5 text-violet-700" />
        <h3 id="receita-nova" className="text-xl font-bold">
          {t.fridge.newRecipe}
        </h3>
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
          {draft.title ? <h4 className="text-2xl font-extrabold text-stone-900">{saved?.recipe.title ?? draft.title}</h4> : null}
          {draft.description ? <p className="mt-2 text-stone-700">{draft.description}</p> : null}
          {saved ? (
            <p className="mt-2 flex items-center gap-1 text-sm text-stone-700">
              <Icon name="clock" className="size-4" />
              {t.card.minutes(totalMinutes(saved.recipe))} · {t.card.servings(saved.recipe.servings)}
            </p>
          ) : null}
          {saved ? (
            <div className="mt-2 text-sm">
              <GoalLines recipe={saved.recipe} healthGoals={healthGoals} />
            </div>
          ) : null}
          {saved ? <OpenRecipe id={saved.recipe.id} /> : null}
          <div className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {draft.ingredients.length > 0 ? (
              <div>
                <h5 className="font-bold">{t.detail.ingredients}</h5>
                <ul className="mt-2 space-y-1">
                  {draft.ingredients.map((ingredient, index) => (
                    <li key={index}>
                      <DraftIngredient quantity={ingredient.quantity} unit={ingredient.unit} name={ingredient.name} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {draft.steps.length > 0 ? (
              <div>
                <h5 className="font-bold">{t.detail.steps}</h5>
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
      {saved && !draft ? <OpenRecipe id={saved.recipe.id} /> : null}
    </section>
  );
}

function OpenRecipe({ id }: { id: string }) {
  return (
    <Link to={href("/receitas/:id", { id })} className={buttonClass({ className: "mt-4" })}>
      <Icon name="chef-hat" className="size-5" />
      {t.fridge.openRecipe}
    </Link>
  );
}

/** The same search today: the recipe already written, and a way to ask for another. */
export function TwinRecipe({ state, onAgain }: { state: ShownSearch; onAgain(): void }) {
  if (!state.twin) return null;
  return (
    <section aria-labelledby="receita-ja-criada" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-violet-200 sm:p-6">
      <h3 id="receita-ja-criada" className="flex items-center gap-2 text-xl font-bold">
        <Icon name="sparkles" className="size-5 text-violet-700" />
        {t.fridge.twinTitle}
      </h3>
      <p className="mt-2 text-stone-700">{t.fridge.twinText}</p>
      <p className="mt-3 text-2xl font-extrabold text-stone-900">{state.twin.title}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <OpenRecipe id={state.twin.id} />
        <Button variant="secondary" icon="rotate-ccw-clock" onClick={onAgain} className="mt-4">
          {t.fridge.another}
        </Button>
      </div>
    </section>
  );
}

export function MatchFooter({ match, healthGoals = [] }: { match: FridgeMatch; healthGoals?: readonly string[] }) {
  return (
    <div className="mt-3 space-y-1 border-t border-stone-100 pt-3 text-sm">
      <GoalLines recipe={match.recipe} healthGoals={healthGoals} />
      {match.conflict ? (
        <p className="flex gap-1 font-semibold text-red-800">
          <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          <span>{t.fridge.contains(match.conflict)}</span>
        </p>
      ) : null}
      {match.total > 0 ? (
        <>
          <p className="font-semibold text-green-800">{t.fridge.youHave(match.owned, match.total)}</p>
          <p className="text-stone-700">
            {match.missing.length === 0 ? t.fridge.nothingMissing : `${t.fridge.missing}: ${match.missing.join(", ")}`}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** A match is strong when the cook has at least half of what it needs (a dish found by name always is). */
const strong = (match: FridgeMatch) => match.total === 0 || match.owned * 2 >= match.total;

/** The catalogue's part: the best six, the rest behind "ver mais", the marked ones on request. */
export function CatalogueMatches({
  matches,
  avoids,
  healthGoals = [],
  renderMatch,
}: {
  matches: FridgeMatch[];
  avoids: readonly string[];
  healthGoals?: readonly string[];
  renderMatch(match: FridgeMatch, footer: React.ReactNode): React.ReactNode;
}) {
  const [more, setMore] = useState(false);
  const [marked, setMarked] = useState(false);
  const safe = matches.filter((match) => !match.conflict);
  const hidden = matches.filter((match) => match.conflict);
  const first = safe.filter(strong).slice(0, firstMatches);
  const rest = safe.filter((match) => !first.includes(match));
  if (matches.length === 0) return null;
  const list = (items: FridgeMatch[], id?: string) => (
    <ul id={id} className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2">
      {items.map((match) => (
        <li key={match.recipe.id}>{renderMatch(match, <MatchFooter match={match} healthGoals={healthGoals} />)}</li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="do-catalogo">
      <h3 id="do-catalogo" className="text-xl font-bold">
        {t.fridge.fromCatalogue}
      </h3>
      {safe.length > 0 ? <p className="text-sm text-stone-600">{t.fridge.staplesNote}</p> : null}
      {first.length > 0 ? list(first) : null}
      {rest.length > 0 ? (
        <>
          {more ? list(rest, "mais-do-catalogo") : null}
          <Button
            variant="secondary"
            icon={more ? "minus" : "plus"}
            aria-expanded={more}
            aria-controls="mais-do-catalogo"
            onClick={() => setMore((value) => !value)}
            className="mt-4"
          >
            {more ? t.fridge.seeLess : first.length > 0 ? t.fridge.seeMore(rest.length) : t.fridge.seeWeak(rest.length)}
          </Button>
        </>
      ) : null}
      {hidden.length > 0 ? (
        <div className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="text-amber-950">{t.fridge.hidden(hidden.length, avoids)}</p>
          <button
            type="button"
            aria-expanded={marked}
            aria-controls="receitas-marcadas"
            onClick={() => setMarked((value) => !value)}
            className="mt-2 font-semibold text-amber-950 underline underline-offset-2"
          >
            {marked ? t.fridge.hideMarked : t.fridge.showMarked}
          </button>
          {marked ? list(hidden, "receitas-marcadas") : null}
        </div>
      ) : null}
    </section>
  );
}
