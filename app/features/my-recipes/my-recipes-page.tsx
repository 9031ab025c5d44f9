/**
 * "Minhas receitas", the page: the cook's own recipes as cards, newest first, a search
 * box (a GET form: the URL is the state), and per card a rename form and a delete
 * confirmed in place (my-recipe-item.tsx). With JavaScript the forms go through fetchers
 * and the list reloads after a success; without it every control is a plain form.
 */
import { linkClass, Button, buttonClass } from "~/components/ui/button";
import { useEffect, useRef, useState } from "react";
import { Form, href, Link } from "react-router";
import { Notice } from "~/components/ui/card";
import { Icon } from "~/components/icon";
import { useToast } from "~/components/ui/toast";
import { useKeepOffline } from "~/components/use-keep-offline";
import { useMutation } from "~/components/use-mutation";
import { EmptyState } from "~/components/ui/empty-state";
import { SearchInput } from "~/components/ui/search-input";
import * as t from "~/i18n/pt-br";
import { listUrl, type Intent, type MyRecipesActionResult, type Opened } from "./answers";
import { RecipeItem, stateFormId, type Deletion } from "./my-recipe-item";
import type { MyRecipe } from "./my-recipes.server";

function SearchBox({ query }: { query: string }) {
  return (
    <Form method="get" action={href("/minhas-receitas")} role="search" className="mt-6 flex flex-wrap gap-2">
      <SearchInput
        id="busca-minhas-receitas"
        label={t.myRecipes.searchLabel}
        defaultValue={query}
        key={query}
        placeholder={t.myRecipes.searchPlaceholder}
      />
      <Button type="submit">{t.myRecipes.search}</Button>
    </Form>
  );
}

function NoRecipes({ query }: { query: string }) {
  return query ? (
    <EmptyState icon="search" title={t.myRecipes.noResults(query)} hint={t.myRecipes.noResultsHint}>
      <Link to={href("/minhas-receitas")} className={linkClass("mt-4 inline-flex min-h-11 items-center")}>
        {t.myRecipes.clearSearch}
      </Link>
    </EmptyState>
  ) : (
    <EmptyState icon="refrigerator" title={t.myRecipes.empty} hint={t.myRecipes.emptyHint}>
      <Link to={href("/geladeira")} className={buttonClass({ className: "mt-4" })}>
        <Icon name="refrigerator" className="size-5" />
        {t.myRecipes.goToFridge}
      </Link>
    </EmptyState>
  );
}

/** What a form sent without JavaScript came back with: which card to open, and the message. */
function fromAnswer(answer: MyRecipesActionResult | undefined, opened: Opened): { opened: Opened; error: string | null } {
  if (!answer || answer.ok || !answer.intent || !answer.id) return { opened, error: null };
  return { opened: { id: answer.id, intent: answer.intent }, error: answer.message ?? null };
}

/**
 * The page's one deletion. It outlives the card it removes (hidden while the server
 * deletes it), so the page hears the answer: the focus goes to the heading and a toast
 * says it is done, or the card comes back with the refusal.
 */
function useDeletion(query: string, onDeleted: () => void): Deletion {
  const toast = useToast();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<Deletion["error"]>(null);
  const { Form: DeleteForm } = useMutation<MyRecipesActionResult>(listUrl(query), (result) => {
    if (result.ok) {
      toast.show(t.myRecipes.deleted, "success");
      onDeleted();
    } else if (pendingId) {
      setError({ id: pendingId, message: result.message ?? t.myRecipes.deleteError });
    }
    setPendingId(null);
  });
  return {
    Form: DeleteForm,
    pendingId,
    error,
    onSubmit: (id) => {
      setError(null);
      setPendingId(id);
    },
  };
}

export function MyRecipesPage({
  recipes,
  capped,
  query,
  error,
  opened: openedByUrl,
  actionData,
  actions,
}: {
  recipes: MyRecipe[];
  capped: boolean;
  query: string;
  error: string | null;
  /** Opened by a toggle submitted without JavaScript. */
  opened: Opened;
  /** The answer to a form sent without JavaScript (fetchers keep their own). */
  actionData?: MyRecipesActionResult;
  /** More buttons in each card's row (the plan's "Adicionar ao cardápio"), styled like the row's. */
  actions?: (recipe: MyRecipe, buttonClassName: string) => React.ReactNode;
}) {
  // The cook's own recipes open offline too (issue 24): the first 40 listed are kept on the device.
  useKeepOffline(recipes.map((recipe) => recipe.id));
  const initial = fromAnswer(actionData, openedByUrl);
  const [opened, setOpened] = useState<Opened>(initial.opened);
  // A new search (a new URL) closes what was open.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setOpened(null);
  }
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<string | null>(null);

  // Closing an editor gives the focus back to the button that opened it.
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [opened]);

  const deletion = useDeletion(query, () => {
    // The card is gone: the focus goes to the page's heading.
    setOpened(null);
    headingRef.current?.focus();
  });

  // A card on its way out is not counted any more.
  const shown = deletion.pendingId ? recipes.filter((recipe) => recipe.id !== deletion.pendingId) : recipes;

  const close = (id: string, intent: Intent) => {
    focusNext.current = `${intent}-${id}`;
    setOpened(null);
  };

  return (
    <div className="container-page max-w-3xl py-10">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
        {t.myRecipes.title}
      </h1>
      <p className="mt-2 text-stone-700">{t.myRecipes.intro}</p>
      <Link to={href("/importar")} className={buttonClass({ variant: "secondary", className: "mt-4" })}>
        <Icon name="download" className="size-5" />
        {t.recipeImport.myRecipesLink}
      </Link>
      {/* Without JavaScript, the card toggles are submits of this form. */}
      <form id={stateFormId} method="get" action={href("/minhas-receitas")} hidden>
        {query ? <input type="hidden" name="q" value={query} /> : null}
      </form>
      {error ? (
        <Notice tone="error" className="mt-6">
          {error}
        </Notice>
      ) : null}
      {actionData?.ok ? (
        <p role="status" className="mt-6 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
          {actionData.intent === "renomear" ? t.myRecipes.renamed : t.myRecipes.deleted}
        </p>
      ) : actionData && !actionData.ok && !initial.opened ? (
        <Notice tone="error" className="mt-6">
          {actionData.message ?? t.myRecipes.badRequest}
        </Notice>
      ) : null}
      {recipes.length > 0 || query ? <SearchBox query={query} /> : null}
      {error ? null : shown.length === 0 ? (
        <NoRecipes query={query} />
      ) : (
        <>
          <p className="mt-6 text-stone-700" role="status">
            {query ? t.myRecipes.found(shown.length, query) : t.myRecipes.count(shown.length)}
            {capped ? ` ${t.myRecipes.capped(recipes.length)}` : null}
          </p>
          <ul className="mt-3 space-y-3" aria-label={t.myRecipes.title}>
            {shown.map((recipe) => (
              <RecipeItem
                key={recipe.id}
                recipe={recipe}
                query={query}
                opened={opened?.id === recipe.id ? opened.intent : null}
                serverError={initial.opened?.id === recipe.id ? initial.error : null}
                deletion={deletion}
                onOpen={(intent) => setOpened({ id: recipe.id, intent })}
                onClose={(intent) => close(recipe.id, intent)}
                actions={actions}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
