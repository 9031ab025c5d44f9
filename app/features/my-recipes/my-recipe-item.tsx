/**
 * One card of "Minhas receitas": how and when the recipe was made, a link to it, and its
 * two changes. Renaming opens a form in the card; deleting asks first, in the card. With
 * JavaScript both go through fetchers (`useMutation`); without it the toggles submit
 * the page's GET form (`?renomear=id`, `?excluir=id`) and the forms post to the page.
 */
import { useEffect, useId, useRef, useState } from "react";
import { href, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { useMutation } from "~/components/use-mutation";
import * as t from "~/i18n/pt-br";
import { listUrl, type Intent, type MyRecipesActionResult } from "./answers";
import type { MyRecipe } from "./my-recipes.server";
import { titleMax } from "./title";

/** The plain GET form the toggles submit without JavaScript. */
export const stateFormId = "minhas-receitas-estado";

const secondary = buttonClass({ variant: "secondary" });

/** A "Cancelar" that closes in place, or (without JavaScript) reloads the page closed. */
function CancelButton({ onClose, buttonRef }: { onClose: () => void; buttonRef?: React.Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={buttonRef}
      type="submit"
      form={stateFormId}
      className={secondary}
      onClick={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {t.myRecipes.cancel}
    </button>
  );
}

function KindLabel({ recipe }: { recipe: MyRecipe }) {
  const tone =
    recipe.kind === "copiada"
      ? "bg-brand-100 text-brand-900"
      : recipe.kind === "reescrita"
        ? "bg-sky-100 text-sky-900"
        : recipe.kind === "importada"
          ? "bg-emerald-100 text-emerald-900"
          : "bg-violet-100 text-violet-900";
  const text =
    recipe.kind === "copiada" && recipe.parent
      ? t.myRecipes.copiedFrom(recipe.parent.title)
      : recipe.kind === "reescrita"
        ? t.myRecipes.rewritten
        : recipe.kind === "importada"
          ? recipe.site
            ? t.myRecipes.importedFrom(recipe.site)
            : t.myRecipes.importedText
          : t.myRecipes.generated;
  return (
    <span className={`inline-flex max-w-full rounded-full px-3 py-1 text-sm font-semibold [overflow-wrap:anywhere] ${tone}`}>{text}</span>
  );
}

function RenameForm({
  recipe,
  query,
  serverError,
  onClose,
}: {
  recipe: MyRecipe;
  query: string;
  /** The refusal of a form sent without JavaScript. */
  serverError: string | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState(serverError);
  const { Form, pending } = useMutation<MyRecipesActionResult>(listUrl(query), (result) => {
    if (!result.ok) {
      setError(result.message ?? t.myRecipes.renameError);
      inputRef.current?.focus();
      return;
    }
    toast.show(t.myRecipes.renamed, "success");
    onClose();
  });

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  return (
    <Form
      method="post"
      action={listUrl(query)}
      className="mt-3 space-y-2"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <input type="hidden" name="intent" value="renomear" />
      <input type="hidden" name="id" value={recipe.id} />
      <label htmlFor={inputId} className="block font-semibold">
        {t.myRecipes.newTitle}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="title"
        defaultValue={recipe.title}
        maxLength={titleMax}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded-xl border border-stone-400 bg-white px-4 py-3 text-base"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t.myRecipes.saving : t.myRecipes.save}
        </Button>
        <CancelButton onClose={onClose} />
      </div>
    </Form>
  );
}

/** The page's one deletion: its form, whether it is on its way, and the refusal to show. */
export interface Deletion {
  Form: ReturnType<typeof useMutation>["Form"];
  pendingId: string | null;
  error: { id: string; message: string } | null;
  onSubmit: (id: string) => void;
}

function ConfirmDelete({
  recipe,
  query,
  deletion,
  serverError,
  onClose,
}: {
  recipe: MyRecipe;
  query: string;
  deletion: Deletion;
  serverError: string | null;
  onClose: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const hintId = useId();
  const error = deletion.error ? (deletion.error.id === recipe.id ? deletion.error.message : null) : serverError;
  const { Form } = deletion;

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  return (
    <div role="group" aria-labelledby={questionId} aria-describedby={hintId} className="mt-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
      <p id={questionId} className="font-semibold text-red-950">
        {t.myRecipes.confirmDelete}
      </p>
      <p id={hintId} className="mt-1 text-sm text-red-900">
        {t.myRecipes.confirmDeleteHint}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Form
        method="post"
        action={listUrl(query)}
        className="mt-3 flex flex-wrap gap-2"
        onSubmit={() => deletion.onSubmit(recipe.id)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
      >
        <input type="hidden" name="intent" value="excluir" />
        <input type="hidden" name="id" value={recipe.id} />
        <Button type="submit" variant="danger" icon="trash">
          {t.myRecipes.confirmDeleteYes}
        </Button>
        <CancelButton onClose={onClose} buttonRef={cancelRef} />
      </Form>
    </div>
  );
}

export function RecipeItem({
  recipe,
  query,
  opened,
  serverError,
  deletion,
  onOpen,
  onClose,
  actions,
}: {
  recipe: MyRecipe;
  query: string;
  opened: Intent | null;
  /** What the server refused for this card, after a form sent without JavaScript. */
  serverError: string | null;
  deletion: Deletion;
  onOpen: (intent: Intent) => void;
  onClose: (intent: Intent) => void;
  actions?: (recipe: MyRecipe, buttonClassName: string) => React.ReactNode;
}) {
  const titleId = useId();
  const toggle = (intent: Intent) => (event: React.MouseEvent) => {
    event.preventDefault();
    if (opened === intent) onClose(intent);
    else onOpen(intent);
  };
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
        <KindLabel recipe={recipe} />
        <h2 id={titleId} className="mt-2 text-xl font-bold [overflow-wrap:anywhere]">
          <Link
            to={href("/receitas/:id", { id: recipe.id })}
            className="inline-flex min-h-11 items-center text-stone-900 underline-offset-4 hover:underline"
          >
            {recipe.title}
          </Link>
        </h2>
        <p className="text-sm text-stone-700">
          <time dateTime={recipe.createdAt}>{t.myRecipes.createdOn(new Date(recipe.createdAt))}</time>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {(
            [
              { intent: "renomear", icon: "pencil", label: t.myRecipes.renameLabel(recipe.title), text: t.myRecipes.rename, tone: "" },
              {
                intent: "excluir",
                icon: "trash",
                label: t.myRecipes.deleteLabel(recipe.title),
                text: t.myRecipes.delete,
                tone: "text-red-800 hover:bg-red-50",
              },
            ] as const
          ).map((action) => (
            // Without JavaScript, a submit of the page's state form: the card opens on the reload.
            <Button
              key={action.intent}
              id={`${action.intent}-${recipe.id}`}
              type="submit"
              variant="secondary"
              icon={action.icon}
              form={stateFormId}
              name={action.intent}
              value={recipe.id}
              aria-expanded={opened === action.intent}
              aria-label={action.label}
              className={action.tone}
              onClick={toggle(action.intent)}
            >
              {action.text}
            </Button>
          ))}
          {actions?.(recipe, secondary)}
        </div>
        {opened === "renomear" ? (
          <RenameForm recipe={recipe} query={query} serverError={serverError} onClose={() => onClose("renomear")} />
        ) : opened === "excluir" ? (
          <ConfirmDelete recipe={recipe} query={query} deletion={deletion} serverError={serverError} onClose={() => onClose("excluir")} />
        ) : null}
      </article>
    </li>
  );
}
