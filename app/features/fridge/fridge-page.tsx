/**
 * Minha Geladeira, the page: ingredient rows or a dish name, the cook's recent searches
 * and saved ingredients, and the results as they stream (the new recipe written by the
 * model, then catalogue recipes). The URL names the search (?busca=…): a reload, a back
 * or another tab reads it from the database. The route gives it the cook's lists and
 * the stored search, draws the catalogue cards and counts the ad request.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Field, fieldClass } from "~/components/ui/field";
import { EmptyState } from "~/components/ui/empty-state";
import * as t from "~/i18n/pt-br";
import type { FridgeMatch } from "./events";
import type { RecentSearch } from "./fridge.server";
import { FridgeAside } from "./fridge-aside";
import { CatalogueMatches, NewRecipe, TwinRecipe } from "./fridge-results";
import { fridgeErrorId, IngredientRows, type IngredientRow } from "./ingredient-rows";
import { maxIngredients, maxRecipeNameLength, readFridgeRequest, recipeMarker, splitIngredients } from "./request";
import { SearchStatus } from "./search-status";
import { storedState, useFridgeSearch, type SearchState, type StoredSearchView } from "./use-fridge-search";

/** How often a search still being written elsewhere is read again. */
const pollMs = 2000;

type Mode = "ingredientes" | "receita";

type Row = IngredientRow;

export interface FridgePageProps {
  name: string;
  demoModel: boolean;
  recent: RecentSearch[];
  recentAreSamples: boolean;
  saved: { key: string; name: string }[];
  savedAreSamples: boolean;
  /** The search the URL names, read from the database. */
  search: StoredSearchView | null;
  /** The URL names a search this cook does not have. */
  searchMissing: boolean;
  /** A dish name to start "Buscar por Receita" with (?receita=…, from an empty recipe search). */
  initialRecipeName?: string;
  /** What the cook avoids (restrictions and diets), to say why recipes are hidden. */
  avoids: string[];
  /** The cook's health goals: cards say when a serving goes over one (app/domain/nutrition/health-goals.ts). */
  healthGoals?: string[];
  /** Runs before each search (the route counts it as an ad request). */
  beforeSearch?(): void;
  /** A catalogue recipe the cook can make (the route draws it as a recipe card). */
  renderMatch(match: FridgeMatch, footer: React.ReactNode): React.ReactNode;
}

/** Minha Geladeira: the form, the cook's recent searches and saved ingredients, the results. */
export function FridgePage({
  name,
  demoModel,
  recent,
  recentAreSamples,
  saved,
  savedAreSamples,
  search: stored,
  searchMissing,
  initialRecipeName = "",
  avoids,
  healthGoals = [],
  beforeSearch,
  renderMatch,
}: FridgePageProps) {
  const [mode, setMode] = useState<Mode>(stored?.mode ?? (initialRecipeName ? "receita" : "ingredientes"));
  // Row keys are per page (the same on the server and in the browser), for labels and focus.
  const rowKeys = useRef(1);
  const newRow = (value = ""): Row => ({ key: rowKeys.current++, value });
  const [rows, setRows] = useState<Row[]>(() =>
    stored?.mode === "ingredientes" ? stored.terms.map((value, index) => ({ key: -1 - index, value })) : [{ key: 0, value: "" }],
  );
  const [recipeName, setRecipeName] = useState(stored ? (stored.mode === "receita" ? (stored.terms[0] ?? "") : "") : initialRecipeName);
  const [formError, setFormError] = useState<string | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const results = useRef<HTMLElement>(null);
  // The search's number goes to the URL as soon as the server has written it.
  const [announced, setAnnounced] = useState<number | null>(null);
  const {
    state: live,
    start,
    reset,
  } = useFridgeSearch((id) => {
    setAnnounced(id);
    navigate(`?busca=${id}`, { preventScrollReset: true, replace: stored?.id === id });
  });

  // What the page shows: the search streaming here, or the one the URL names. The search
  // streaming here is shown from the moment its number comes (`announced`, set with it):
  // until the URL and the page's data catch up they name the one before, and "Quero uma
  // receita diferente" showed that one's recipe, link and all, under "Receita nova do Chef IA".
  const liveHere =
    live.phase !== "idle" && (live.searchId === null || live.searchId === stored?.id || !stored || live.searchId === announced);
  const state: SearchState = liveHere ? live : stored ? storedState(stored) : { phase: "idle" };

  // The URL moved to another search (back, forward) or to none: the one streaming here is not it.
  const storedId = stored?.id ?? null;
  useEffect(() => {
    if (live.phase !== "idle" && live.searchId !== null && live.searchId !== storedId) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the URL's search changes
  }, [storedId]);

  // The URL now names the search streaming here, and the page's data was read again with it:
  // the recent searches and saved ingredients above the results changed (a new cook's three
  // sample searches become their one real search), often while the smooth scroll to the
  // results was still going to where they used to be. Scrolling again aims at where they are.
  useEffect(() => {
    if (live.phase !== "idle" && storedId !== null && live.searchId === storedId) showResults();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the URL's search changes
  }, [storedId]);

  // A search still being written elsewhere (a reload, another tab): read it again until it is done.
  const polling = !liveHere && stored?.status === "gerando";
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => void revalidator.revalidate(), pollMs);
    return () => clearTimeout(timer);
  }, [polling, stored, revalidator]);

  function search(items: string[]) {
    const checked = readFridgeRequest(items);
    if (!checked.ok) {
      setFormError(checked.message);
      return;
    }
    setFormError(null);
    // Spec 7: the ad-preparation helper runs before each fridge search (one ad request).
    beforeSearch?.();
    void start(items);
    showResults();
  }

  /** The results come into view, where "Preparando suas receitas..." says what is happening. */
  function showResults() {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    requestAnimationFrame(() => results.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" }));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (mode === "receita") search([`${recipeMarker}${recipeName.trim()}`]);
    else {
      // A row holding a list becomes one row per ingredient, as the search reads it.
      const split = rows.flatMap((row) => {
        const parts = splitIngredients(row.value);
        return parts.length <= 1 ? [{ ...row, value: parts[0] ?? row.value.trim() }] : parts.map((value) => ({ ...newRow(), value }));
      });
      setRows(split);
      search(split.map((row) => row.value));
    }
  }

  function applyRecent(entry: RecentSearch) {
    if (entry.mode === "receita") {
      setMode("receita");
      setRecipeName(entry.terms[0] ?? "");
      search([`${recipeMarker}${entry.terms[0] ?? ""}`]);
    } else {
      setMode("ingredientes");
      setRows(entry.terms.map((term) => newRow(term)));
      search(entry.terms);
    }
  }

  function addSaved(ingredient: string) {
    setMode("ingredientes");
    setRows((current) => {
      if (current.some((row) => row.value.trim().toLowerCase() === ingredient.toLowerCase())) return current;
      const blank = current.findIndex((row) => !row.value.trim());
      if (blank >= 0) return current.map((row, index) => (index === blank ? { ...row, value: ingredient } : row));
      return current.length >= maxIngredients ? current : [...current, newRow(ingredient)];
    });
  }

  const found =
    state.phase === "idle" ? 0 : (state.matches?.filter((match) => !match.conflict).length ?? 0) + (state.saved || state.twin ? 1 : 0);
  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => {
        setMode(value);
        setFormError(null);
      }}
      className={`flex-1 rounded-lg px-4 py-2 font-semibold ${mode === value ? "bg-white text-brand-900 shadow-sm" : "text-stone-700 hover:bg-white/60"}`}
    >
      {label}
    </button>
  );

  return (
    <div className="container-page py-8">
      <header>
        <div className="flex items-center gap-2 sm:gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 sm:size-12 sm:rounded-2xl">
            <Icon name="refrigerator" className="size-6 sm:size-7" />
          </span>
          <h1 className="text-3xl font-extrabold">{t.fridge.title}</h1>
        </div>
        <p className="mt-3 text-lg text-stone-700">{t.fridge.greeting(name)}</p>
        <p className="mt-1 text-stone-600">{t.fridge.intro}</p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <form onSubmit={submit} noValidate className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 lg:col-span-2">
          <div className="flex gap-1 rounded-xl bg-stone-100 p-1" role="group" aria-label={t.fridge.searchMode}>
            {tab("ingredientes", t.fridge.byIngredients)}
            {tab("receita", t.fridge.byRecipe)}
          </div>

          {mode === "ingredientes" ? (
            <IngredientRows rows={rows} setRows={setRows} newRow={newRow} error={formError} />
          ) : (
            <Field id="nome-receita" label={t.fridge.recipeLabel} describedBy={formError ? fridgeErrorId : undefined} className="mt-5">
              {(control) => (
                <input
                  {...control}
                  value={recipeName}
                  maxLength={maxRecipeNameLength}
                  placeholder={t.fridge.recipePlaceholder}
                  aria-invalid={formError !== null}
                  onChange={(event) => setRecipeName(event.target.value)}
                  className={`${fieldClass} mt-1 w-full`}
                />
              )}
            </Field>
          )}

          {formError ? (
            <p id={fridgeErrorId} role="alert" className="mt-3 font-medium text-red-800">
              {formError}
            </p>
          ) : null}
          <Button type="submit" icon="search" disabled={state.phase === "running"} className="mt-5">
            {t.fridge.search}
          </Button>
        </form>

        <FridgeAside
          recent={recent}
          recentAreSamples={recentAreSamples}
          saved={saved}
          savedAreSamples={savedAreSamples}
          searching={state.phase === "running"}
          onRecent={applyRecent}
          onSaved={addSaved}
        />
      </div>

      <section ref={results} aria-labelledby="resultados" className="mt-10 scroll-mt-20">
        <h2 id="resultados" className="sr-only">
          {t.fridge.results}
        </h2>
        <SearchStatus state={state} found={found} searchMissing={searchMissing} />

        {state.phase !== "idle" && state.matches !== null ? (
          <div className="mt-6 grid items-start gap-10 lg:grid-cols-2">
            {state.twin || state.draft || state.saved || state.phase === "running" ? (
              <div className="space-y-6">
                <TwinRecipe
                  state={state}
                  onAgain={() => {
                    beforeSearch?.();
                    void start(state.items, { again: true });
                    showResults();
                  }}
                />
                <NewRecipe state={state} demoModel={demoModel} healthGoals={healthGoals} />
              </div>
            ) : null}
            <CatalogueMatches matches={state.matches} avoids={avoids} healthGoals={healthGoals} renderMatch={renderMatch} />
            {state.phase === "done" && found === 0 && !state.matches.some((match) => match.conflict) ? (
              <EmptyState title={t.fridge.noResults} className="lg:col-span-2" />
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
