/**
 * "Lista de Compras", the page: lines typed or added from recipes, ticked as they are
 * bought (optimistically, confirmed by the server), shared as text.
 */
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { Icon } from "~/components/icon";
import { useToast } from "~/components/toast";
import { useShare } from "~/components/use-share";
import * as t from "~/i18n/pt-br";
import type { ShoppingItem } from "./shopping.server";

/** What the list's actions answer. */
export type ShoppingActionResult =
  { ok: true; intent: "adicionar" | "marcar" | "remover" | "limpar-marcados" } | { ok: false; message: string; detail?: string };

function Item({ item }: { item: ShoppingItem }) {
  const fetcher = useFetcher<ShoppingActionResult>();
  const toast = useToast();
  // The tick shows at once and stays until the server's answer and the reloaded list are in.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const busy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      busy.current = true;
      return;
    }
    if (!busy.current) return;
    busy.current = false;
    setOptimistic(null);
    if (fetcher.data && !fetcher.data.ok) toast.show(fetcher.data.message, "error");
  }, [fetcher.state, fetcher.data, toast]);
  const checked = optimistic ?? item.checked;
  const removing = fetcher.formData?.get("intent") === "remover";
  if (removing) return null;
  const id = `item-${item.id}`;
  return (
    <li className="flex items-center gap-2 rounded-xl bg-white py-2 pl-4 pr-1 ring-1 ring-stone-200">
      <fetcher.Form method="post" className="flex min-w-0 flex-1 items-center gap-3">
        <input type="hidden" name="intent" value="marcar" />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="checked" value={String(!checked)} />
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={() => {
            setOptimistic(!checked);
            void fetcher.submit({ intent: "marcar", id: item.id, checked: String(!checked) }, { method: "post" });
          }}
          className="size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className={`min-w-0 flex-1 wrap-anywhere ${checked ? "text-stone-500 line-through" : ""}`}>
          {item.text}
        </label>
        <noscript>
          <button type="submit" className="text-sm underline">
            {checked ? "Desmarcar" : "Marcar"}
          </button>
        </noscript>
      </fetcher.Form>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="remover" />
        <input type="hidden" name="id" value={item.id} />
        <button
          type="submit"
          aria-label={t.kitchen.remove(item.text)}
          className="grid size-11 place-items-center rounded-md text-stone-600 hover:bg-red-50 hover:text-red-700"
        >
          <Icon name="trash" className="size-5" />
        </button>
      </fetcher.Form>
    </li>
  );
}

function ShareList({ items }: { items: ShoppingItem[] }) {
  const toast = useToast();
  const { share: shareText, copied } = useShare(() => toast.show(t.kitchen.copyFailed, "error"));
  const text = [t.kitchen.shareHeading, ...items.filter((item) => !item.checked).map((item) => `- ${item.text}`)].join("\n");
  const share = () => shareText({ title: t.kitchen.shareHeading, text }, text);
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={share} className="action-button">
        {copied ? <Icon name="check" className="size-5 text-green-700" /> : <Icon name="share-2" className="size-5" />}
        <span aria-live="polite">{copied ? t.kitchen.copied : t.kitchen.share}</span>
      </button>
      <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer" className="action-button">
        <Icon name="message-circle" className="size-5" />
        {t.kitchen.whatsapp}
      </a>
      <button
        type="button"
        className="action-button"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => toast.show(t.kitchen.copied, "success"),
            () => toast.show(t.kitchen.copyFailed, "error"),
          )
        }
      >
        <Icon name="copy" className="size-5" />
        Copiar
      </button>
    </div>
  );
}

/** The shopping list: add a line, tick, remove, clear what was bought, share. */
export function ShoppingPage({
  items,
  error,
  actionData,
}: {
  items: ShoppingItem[];
  error: string | null;
  actionData?: ShoppingActionResult;
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "adicionar";
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    if (!actionData) return;
    // Clear only what was sent: the cook may already be typing the next item.
    const input = formRef.current?.elements.namedItem("text") as HTMLInputElement | null;
    if (actionData.ok && actionData.intent === "adicionar" && input && input.value === submitted.current) formRef.current?.reset();
    if (!actionData.ok) toast.show(actionData.message, "error");
  }, [actionData, toast]);
  const open = items.filter((item) => !item.checked).length;

  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-bold">{t.kitchen.shoppingTitle}</h1>
      {error ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <Form
        method="post"
        ref={formRef}
        className="mt-6 flex gap-2"
        onSubmit={(event) => {
          const text = String(new FormData(event.currentTarget).get("text") ?? "");
          // Spec 5: a blank entry is ignored (the server ignores it too).
          if (!text.trim()) event.preventDefault();
          submitted.current = text;
        }}
      >
        <input type="hidden" name="intent" value="adicionar" />
        <label htmlFor="novo-item" className="sr-only">
          {t.kitchen.newItem}
        </label>
        <input
          id="novo-item"
          name="text"
          maxLength={200}
          autoComplete="off"
          placeholder={t.kitchen.newItemPlaceholder}
          className="min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-4 py-3"
        />
        <button
          type="submit"
          disabled={adding}
          className="inline-flex shrink-0 items-center gap-2 rounded-xl bg-brand-700 px-4 py-3 font-semibold sm:px-5 text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {/* On a phone the field needs the room more than the button needs its icon. */}
          <Icon name="plus" className="hidden size-5 sm:block" />
          {t.kitchen.add}
        </button>
      </Form>
      {items.length === 0 && !error ? (
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold">{t.kitchen.shoppingEmpty}</p>
          <p className="mt-1 text-stone-700">{t.kitchen.shoppingEmptyHint}</p>
        </div>
      ) : (
        <>
          <p className="mt-6 text-stone-700" role="status">
            {t.kitchen.toBuy(open)}
          </p>
          <ul className="mt-3 space-y-2" aria-label={t.kitchen.shoppingTitle}>
            {items.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-start justify-between gap-4">
            <ShareList items={items} />
            {items.some((item) => item.checked) ? (
              <Form method="post">
                <input type="hidden" name="intent" value="limpar-marcados" />
                <button type="submit" className="action-button">
                  <Icon name="trash" className="size-5" />
                  {t.kitchen.clearChecked}
                </button>
              </Form>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
