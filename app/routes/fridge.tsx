import { Icon } from "~/components/icon";
import { readForm } from "~/lib/forms.server";
import { useEffect, useRef, useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { requireUser } from "~/middleware/access.server";
import { useAds } from "~/features/ads/ads";
import { services } from "~/context";
import { postStream } from "~/lib/model/ndjson";
import type { FridgeEvent, FridgeMatch, RecipeDraft } from "~/features/fridge/events";
import {
  forgetSavedIngredient,
  recentSearches,
  sampleIngredients,
  sampleSearches,
  savedIngredientList,
  type RecentSearch,
} from "~/features/fridge/fridge.server";
import { maxIngredientLength, maxIngredients, maxRecipeNameLength, readFridgeRequest, recipeMarker } from "~/features/fridge/request";
import { formatAmount, totalMinutes, units, type RecipeSummary, type Unit } from "~/domain/recipe";
import { RecipeCard } from "~/features/recipes/recipe-card";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/fridge";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db, demoModel } = services(context);
  const [recent, saved] = await Promise.all([recentSearches(db, user.id), savedIngredientList(db, user.id)]);
  return {
    name: user.name,
    demoModel,
    recent: recent.length > 0 ? recent : sampleSearches,
    recentAreSamples: recent.length === 0,
    saved: saved.length > 0 ? saved : sampleIngredients.map((name) => ({ key: "", name })),
    savedAreSamples: saved.length === 0,
  };
}

/** Forgetting a saved ingredient. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await readForm(request);
  const key = String(form.get("key") ?? "").slice(0, 200);
  if (form.get("intent") !== "esquecer" || !key) return data({ ok: false }, { status: 400 });
  await forgetSavedIngredient(services(context).db, user.id, key);
  return { ok: true };
}

export function meta() {
  return [{ title: `${t.fridge.title} — Chef IA` }, { name: "robots", content: "noindex" }];
}

type Mode = "ingredientes" | "receita";

interface Row {
  key: number;
  value: string;
}

type SearchState =
  | { phase: "idle" }
  | {
      phase: "running" | "done";
      matches: FridgeMatch[] | null;
      draft: RecipeDraft | null;
      notice: string | null;
      saved: { recipe: RecipeSummary; demo: boolean } | null;
      error: string | null;
    };

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

function NewRecipe({ state, demoModel }: { state: Extract<SearchState, { phase: "running" | "done" }>; demoModel: boolean }) {
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

function MatchFooter({ match }: { match: FridgeMatch }) {
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

export default function Fridge({ loaderData }: Route.ComponentProps) {
  const { name, demoModel, recent, recentAreSamples, saved, savedAreSamples } = loaderData;
  const [mode, setMode] = useState<Mode>("ingredientes");
  // Row keys are per page (the same on the server and in the browser), for labels and focus.
  const rowKeys = useRef(1);
  const newRow = (value = ""): Row => ({ key: rowKeys.current++, value });
  const [rows, setRows] = useState<Row[]>([{ key: 0, value: "" }]);
  const [recipeName, setRecipeName] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<SearchState>({ phase: "idle" });
  const running = useRef<AbortController | null>(null);
  const focusRow = useRef<number | null>(null);
  const forget = useFetcher();
  const { requestAd } = useAds();

  // Leaving the page cancels the model call (the server stops it too).
  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`ingrediente-${focusRow.current}`)?.focus();
    focusRow.current = null;
  }, [rows]);

  function update(patch: Partial<Extract<SearchState, { phase: "running" | "done" }>>) {
    setState((current) => (current.phase === "idle" ? current : { ...current, ...patch }));
  }

  async function search(items: string[]) {
    const checked = readFridgeRequest(items);
    if (!checked.ok) {
      setFormError(checked.message);
      return;
    }
    setFormError(null);
    // Spec 7: the ad-preparation helper runs before each fridge search (one ad request).
    requestAd();
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: "running", matches: null, draft: null, notice: null, saved: null, error: null });
    const body = new URLSearchParams();
    for (const item of items) body.append("items", item.trim());
    try {
      const outcome = await postStream<FridgeEvent>(
        "/api/geladeira",
        body,
        (event) => {
          if (event.type === "matches") update({ matches: event.items });
          else if (event.type === "draft") update({ draft: event.draft });
          else if (event.type === "retry") update({ notice: event.message, draft: null });
          else if (event.type === "saved") update({ saved: { recipe: event.recipe, demo: event.demo } });
          else if (event.type === "error") update({ error: event.message });
        },
        controller.signal,
      );
      if (outcome.message) update({ error: outcome.message, matches: [] });
    } catch (error) {
      if (controller.signal.aborted) return;
      // Spec 8: fridge search failures are only logged; the page says what it can.
      console.error("Falha na busca da geladeira:", error);
      update({ error: t.fridge.connectionError });
    }
    if (running.current === controller) {
      setState((current) => (current.phase === "running" ? { ...current, phase: "done", matches: current.matches ?? [] } : current));
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (mode === "receita") void search([`${recipeMarker}${recipeName.trim()}`]);
    else {
      setRows((current) => current.map((row) => ({ ...row, value: row.value.trim() })));
      void search(rows.map((row) => row.value));
    }
  }

  function applyRecent(entry: RecentSearch) {
    if (entry.mode === "receita") {
      setMode("receita");
      setRecipeName(entry.terms[0] ?? "");
      void search([`${recipeMarker}${entry.terms[0] ?? ""}`]);
    } else {
      setMode("ingredientes");
      setRows(entry.terms.map((term) => newRow(term)));
      void search(entry.terms);
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

  const found = state.phase === "idle" ? 0 : (state.matches?.length ?? 0) + (state.saved ? 1 : 0);
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
      <header className="flex items-start gap-3">
        <Icon name="refrigerator" className="mt-1 size-8 text-brand-700" />
        <div>
          <h1 className="text-3xl font-extrabold">{t.fridge.title}</h1>
          <p className="mt-1 text-lg text-stone-700">{t.fridge.greeting(name)}</p>
          <p className="mt-1 text-stone-600">{t.fridge.intro}</p>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <form onSubmit={submit} noValidate className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 lg:col-span-2">
          <div className="flex gap-1 rounded-xl bg-stone-100 p-1" role="group" aria-label="Modo de busca">
            {tab("ingredientes", t.fridge.byIngredients)}
            {tab("receita", t.fridge.byRecipe)}
          </div>

          {mode === "ingredientes" ? (
            <fieldset className="mt-5">
              <legend className="sr-only">{t.fridge.byIngredients}</legend>
              <ul className="space-y-2">
                {rows.map((row, index) => (
                  <li key={row.key} className="flex items-center gap-2">
                    <label htmlFor={`ingrediente-${row.key}`} className="sr-only">
                      {t.fridge.ingredientLabel(index + 1)}
                    </label>
                    <input
                      id={`ingrediente-${row.key}`}
                      value={row.value}
                      maxLength={maxIngredientLength}
                      placeholder={t.fridge.ingredientPlaceholder}
                      aria-invalid={formError !== null && !row.value.trim()}
                      aria-describedby={formError ? "erro-geladeira" : undefined}
                      onChange={(event) => {
                        const value = event.target.value;
                        setRows((current) => current.map((entry) => (entry.key === row.key ? { ...entry, value } : entry)));
                      }}
                      className="field flex-1"
                    />
                    <button
                      type="button"
                      onClick={() =>
                        setRows((current) => (current.length > 1 ? current.filter((entry) => entry.key !== row.key) : current))
                      }
                      disabled={rows.length === 1}
                      aria-label={t.fridge.removeIngredient(index + 1)}
                      className="rounded-full border border-stone-300 p-2 hover:bg-stone-100 disabled:opacity-40"
                    >
                      <Icon name="minus" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                disabled={rows.length >= maxIngredients}
                onClick={() => {
                  const row = newRow();
                  focusRow.current = row.key;
                  setRows((current) => [...current, row]);
                }}
                className="mt-3 inline-flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold hover:bg-stone-100 disabled:opacity-40"
              >
                <Icon name="plus" className="size-4" />
                {t.fridge.addIngredient}
              </button>
            </fieldset>
          ) : (
            <div className="mt-5">
              <label htmlFor="nome-receita" className="font-semibold">
                {t.fridge.recipeLabel}
              </label>
              <input
                id="nome-receita"
                value={recipeName}
                maxLength={maxRecipeNameLength}
                placeholder={t.fridge.recipePlaceholder}
                aria-invalid={formError !== null}
                aria-describedby={formError ? "erro-geladeira" : undefined}
                onChange={(event) => setRecipeName(event.target.value)}
                className="field mt-1 w-full"
              />
            </div>
          )}

          {formError ? (
            <p id="erro-geladeira" role="alert" className="mt-3 font-medium text-red-800">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={state.phase === "running"}
            className="mt-5 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            <Icon name="search" className="size-5" />
            {t.fridge.search}
          </button>
        </form>

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
                    onClick={() => applyRecent(entry)}
                    disabled={state.phase === "running"}
                    className="w-full rounded-lg bg-white px-3 py-2 text-left text-sm ring-1 ring-stone-200 hover:bg-brand-50"
                  >
                    {entry.mode === "receita" ? `${t.fridge.recipeLabel}: ${entry.terms[0]}` : entry.terms.join(", ")}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="ingredientes-salvos">
            <h2 id="ingredientes-salvos" className="text-lg font-bold">
              {t.fridge.saved}
            </h2>
            {savedAreSamples ? <p className="text-sm text-stone-600">{t.fridge.samplesNote}</p> : null}
            <ul className="mt-2 flex flex-wrap gap-2">
              {saved.map((ingredient) => (
                <li key={ingredient.name} className="inline-flex items-center rounded-full bg-brand-100 text-sm text-brand-900">
                  <button
                    type="button"
                    onClick={() => addSaved(ingredient.name)}
                    aria-label={t.fridge.useSaved(ingredient.name)}
                    className="rounded-full px-3 py-1 font-medium hover:bg-brand-200"
                  >
                    {ingredient.name}
                  </button>
                  {ingredient.key ? (
                    <forget.Form method="post">
                      <input type="hidden" name="intent" value="esquecer" />
                      <input type="hidden" name="key" value={ingredient.key} />
                      <button
                        type="submit"
                        aria-label={t.fridge.forgetSaved(ingredient.name)}
                        className="rounded-full p-1 hover:bg-brand-200"
                      >
                        <Icon name="x" className="size-3.5" />
                      </button>
                    </forget.Form>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <section aria-labelledby="resultados" className="mt-10">
        <h2 id="resultados" className="sr-only">
          Resultados
        </h2>
        <div aria-live="polite">
          {state.phase === "idle" ? (
            <div className="rounded-2xl border-2 border-dashed border-stone-300 p-10 text-center">
              <p className="text-lg font-semibold">{t.fridge.noSearch}</p>
              <p className="mt-1 text-stone-600">{t.fridge.noSearchHint}</p>
            </div>
          ) : state.matches === null ? (
            <p className="animate-pulse text-lg font-semibold text-brand-900">{t.fridge.loading}</p>
          ) : (
            <p className="text-lg font-semibold">{found > 0 || state.phase === "running" ? t.list.resultCount(found) : null}</p>
          )}
          {state.phase !== "idle" && state.error ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-900 ring-1 ring-red-200">
              {state.error}
            </p>
          ) : null}
        </div>

        {state.phase !== "idle" && state.matches !== null ? (
          <div className="mt-6 space-y-10">
            {state.matches.length > 0 ? (
              <section aria-labelledby="do-catalogo">
                <h3 id="do-catalogo" className="text-xl font-bold">
                  {t.fridge.fromCatalogue}
                </h3>
                <p className="text-sm text-stone-600">{t.fridge.staplesNote}</p>
                <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                  {state.matches.map((match) => (
                    <li key={match.recipe.id}>
                      <RecipeCard recipe={match.recipe} headingLevel={3} footer={<MatchFooter match={match} />} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <NewRecipe state={state} demoModel={demoModel} />
            {state.phase === "done" && found === 0 ? (
              <div className="rounded-2xl border-2 border-dashed border-stone-300 p-10 text-center">
                <p className="text-lg font-semibold">{t.fridge.noResults}</p>
              </div>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
