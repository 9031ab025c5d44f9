import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/icon";
import { useEffect, useRef } from "react";
import { Form, href, Link, useSubmit } from "react-router";
import { SearchInput } from "~/components/ui/search-input";
import * as t from "~/i18n/pt-br";
import { difficulties } from "../../domain/recipe";
import { tagGroups } from "../../domain/taxonomy";
import { canEatParam, difficultySlug, serializeFilters, timeLimits, type RecipeFilters } from "./search-params";

/**
 * The search box and the collapsible filters: a plain GET form (works without
 * JavaScript; the URL is the state), submitted on every change once hydrated.
 */
export function SearchForm({
  filters,
  tagOptions,
  avoids = null,
}: {
  filters: RecipeFilters;
  tagOptions: string[];
  /** A signed-in cook's restrictions and diets, for "Só o que posso comer"; null for a visitor. */
  avoids?: readonly string[] | null;
}) {
  const submit = useSubmit();
  const chosen = chosenFilters(filters);
  const panel = useRef<HTMLDetailsElement>(null);
  const anyChosen = chosen.length > 0;
  useEffect(() => {
    // A wide screen has room for the open panel above the results; a phone keeps the summary.
    if (anyChosen && panel.current && window.matchMedia(wideScreen).matches) panel.current.open = true;
  }, [anyChosen]);
  // No empty parameters in the URL: "Todas", "Qualquer tempo" and an empty box are no parameter at all.
  // (Without JavaScript the plain form sends them, and the page reads them as the defaults.)
  const send = (form: HTMLFormElement) => {
    const data = new FormData(form);
    for (const [name, value] of [...data.entries()]) if (value === "") data.delete(name);
    submit(data, { method: "get", action: href("/receitas"), preventScrollReset: true });
  };
  const onChange = (event: React.ChangeEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "search") return;
    send(event.currentTarget);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget);
  };

  return (
    <Form method="get" action={href("/receitas")} role="search" onChange={onChange} onSubmit={onSubmit} className="space-y-4">
      <div className="flex gap-2">
        <SearchInput
          id="busca"
          label={t.list.searchLabel}
          defaultValue={filters.q}
          // A new search (words read as filters leave the box with fewer) shows what is searched.
          key={serializeFilters(filters)}
          placeholder={t.list.searchPlaceholder}
        />
        <Button type="submit">{t.list.search}</Button>
      </div>

      {avoids ? <CanEatToggle checked={filters.canEat} avoids={avoids} /> : null}

      {/*
        The panel is served closed, whatever is chosen: on a phone an open panel would push
        the results below the first screen. Its summary names what is chosen instead; on a
        wide screen it opens once hydrated. Once open it stays open while the cook changes
        filters (the same element across navigations).
      */}
      <details ref={panel} className="group rounded-2xl border border-stone-200 bg-white">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
          <Icon name="sliders-horizontal" className="size-5" />
          <span>{t.list.filters}</span>
          {chosen.length > 0 ? (
            <span className="rounded-full bg-brand-100 px-2 text-sm text-brand-900">{t.list.activeFilters(chosen.length)}</span>
          ) : null}
          <span className="ml-auto text-sm font-normal text-stone-600 group-open:hidden">{t.list.showFilters}</span>
          <span className="ml-auto hidden text-sm font-normal text-stone-600 group-open:inline">{t.list.hideFilters}</span>
          {chosen.length > 0 ? (
            <span className="basis-full truncate text-sm font-normal text-stone-700 group-open:hidden">{chosen.join(" · ")}</span>
          ) : null}
        </summary>
        <div className="grid gap-6 border-t border-stone-200 p-4 md:grid-cols-2">
          <ChoiceGroup legend={t.list.difficulty}>
            <Choice type="radio" name="dificuldade" value="" checked={!filters.difficulty}>
              {t.list.allDifficulties}
            </Choice>
            {difficulties.map((difficulty) => (
              <Choice
                key={difficulty}
                type="radio"
                name="dificuldade"
                value={difficultySlug(difficulty)}
                checked={filters.difficulty === difficulty}
              >
                {difficulty}
              </Choice>
            ))}
          </ChoiceGroup>
          <ChoiceGroup legend={t.list.time}>
            <Choice type="radio" name="tempo" value="" checked={!filters.maxTime}>
              {t.list.anyTime}
            </Choice>
            {timeLimits.map((minutes) => (
              <Choice key={minutes} type="radio" name="tempo" value={String(minutes)} checked={filters.maxTime === minutes}>
                {t.list.upTo(minutes)}
              </Choice>
            ))}
          </ChoiceGroup>
          <fieldset className="md:col-span-2">
            <legend className="mb-2 font-semibold">{t.list.tags}</legend>
            <div className="space-y-2">
              {groupedTags(tagOptions).map((group) => (
                <TagGroup key={group.label} label={group.label} tags={group.tags} chosen={filters.tags} />
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center gap-3 md:col-span-2">
            {/* Without JavaScript the filters apply with this button. */}
            <noscript>
              <Button type="submit">{t.list.apply}</Button>
            </noscript>
            <Link to={href("/receitas")} className={buttonClass({ variant: "secondary" })}>
              {t.list.clear}
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}

const wideScreen = "(min-width: 768px)";

/** The catalogue's tags in the panel's groups, in the groups' order; what no group holds goes last. */
function groupedTags(options: readonly string[]): { label: string; tags: string[] }[] {
  const offered = new Set(options);
  const groups = tagGroups.map((group) => ({ label: group.label, tags: group.tags.filter((tag) => offered.has(tag)) }));
  const grouped = new Set(tagGroups.flatMap((group) => group.tags));
  const rest = options.filter((tag) => !grouped.has(tag));
  return [...groups, { label: t.list.otherTags, tags: rest }].filter((group) => group.tags.length > 0);
}

/**
 * One group of tags, collapsed on a phone unless it holds a chosen tag (its summary counts
 * them); open on a wide screen once hydrated.
 */
function TagGroup({ label, tags, chosen }: { label: string; tags: string[]; chosen: readonly string[] }) {
  const count = tags.filter((tag) => chosen.includes(tag)).length;
  const group = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (group.current && window.matchMedia(wideScreen).matches) group.current.open = true;
  }, []);
  return (
    <details ref={group} open={count > 0 || undefined} className="group/tags rounded-xl border border-stone-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 font-medium [&::-webkit-details-marker]:hidden">
        <Icon name="chevron-right" className="size-4 transition-transform group-open/tags:rotate-90" />
        <span>{label}</span>
        {count > 0 ? <span className="rounded-full bg-brand-100 px-2 text-sm text-brand-900">{count}</span> : null}
      </summary>
      <div className="flex flex-wrap gap-2 px-3 pb-3">
        {tags.map((tag) => (
          <Choice key={tag} type="checkbox" name="tags" value={tag} checked={chosen.includes(tag)}>
            {tag}
          </Choice>
        ))}
      </div>
    </details>
  );
}

/** The filters chosen in the panel, as the summary names them ("difícil · Até 30 minutos · Vegano"). */
function chosenFilters(filters: RecipeFilters): string[] {
  return [...(filters.difficulty ? [filters.difficulty] : []), ...(filters.maxTime ? [t.list.upTo(filters.maxTime)] : []), ...filters.tags];
}

/** "Só o que posso comer": in view, outside the filter panel, for a signed-in cook. */
function CanEatToggle({ checked, avoids }: { checked: boolean; avoids: readonly string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label className="filter-chip font-semibold">
        <input
          type="checkbox"
          name={canEatParam}
          value="1"
          key={String(checked)}
          defaultChecked={checked}
          aria-describedby="posso-comer-ajuda"
          className="accent-brand-700"
        />
        {t.list.canEat}
      </label>
      <p id="posso-comer-ajuda" className="text-sm text-stone-700">
        {avoids.length > 0 ? (
          t.list.canEatHint(avoids)
        ) : (
          <>
            {t.list.canEatNothing}{" "}
            <Link to={href("/perfil")} className="font-medium text-brand-800 underline underline-offset-2">
              {t.list.canEatProfile}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

function ChoiceGroup({ legend, className, children }: { legend: string; className?: string; children: React.ReactNode }) {
  return (
    <fieldset className={className}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function Choice({
  type,
  name,
  value,
  checked,
  children,
}: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className="filter-chip">
      {/* Keyed on the state: a filter changed by a link (a chip removed, words read as filters) shows here too. */}
      <input key={String(checked)} type={type} name={name} value={value} defaultChecked={checked} className="accent-brand-700" />
      {children}
    </label>
  );
}
