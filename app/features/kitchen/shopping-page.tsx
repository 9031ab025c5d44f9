/**
 * "Lista de Compras", the page: lines typed, added from recipes or generated from the week's
 * plan, grouped by market section in the cook's order with "Confira se tem" last, ticked as
 * they are bought (optimistically, confirmed by the server), shared as text for WhatsApp and
 * printed on one A4 page.
 */
import { Form, useFetcher } from "react-router";
import { sectionLabel } from "~/domain/market/sections";
import { Icon } from "~/components/icon";
import { useToast } from "~/components/ui/toast";
import { useShare } from "~/components/use-share";
import * as t from "~/i18n/pt-br";
import type { SectionId } from "~/domain/market/sections";
import { groupShoppingLines, shoppingListText, type ShoppingGroup } from "./shopping-groups";
import type { ShoppingItem } from "./shopping.server";
import { maxItemLength } from "./shopping-limits";
import { newLineId, useOfflineList } from "./offline-list";
import type { ShownItem } from "./pending-changes";
import { useRootData } from "~/components/root-data";
import { useOnline } from "~/components/use-online";

type OfflineList = ReturnType<typeof useOfflineList>;

/** What the list's actions answer. */
export type ShoppingActionResult =
  | { ok: true; intent: "adicionar" | "marcar" | "remover" | "limpar-marcados" | "em-casa" | "ordem" }
  | { ok: false; message: string; detail?: string };

/** "Tenho em casa" on a plan line to buy, "Não tenho" on one in "Confira se tem": the line moves group. */
function AtHomeButton({ item }: { item: ShoppingItem }) {
  const fetcher = useFetcher<ShoppingActionResult>();
  if (item.foodKey === null) return null;
  const has = !item.atHome;
  return (
    <fetcher.Form method="post" className="print:hidden">
      <input type="hidden" name="intent" value="em-casa" />
      <input type="hidden" name="foodKey" value={item.foodKey} />
      <input type="hidden" name="name" value={item.text} />
      <input type="hidden" name="has" value={String(has)} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={has ? t.kitchen.haveAtHomeLabel(item.text) : t.kitchen.notAtHomeLabel(item.text)}
        className="inline-flex min-h-8 items-center gap-1 rounded-md text-sm font-semibold text-brand-800 underline-offset-2 hover:underline disabled:opacity-60"
      >
        <Icon name="house" className="size-4" />
        {has ? t.kitchen.haveAtHome : t.kitchen.notAtHome}
      </button>
    </fetcher.Form>
  );
}

/** One line: ticked, unticked and removed through the device's queue (offline-list.ts), so it works with no signal. */
function Item({ item, list, waiting }: { item: ShownItem; list: OfflineList; waiting: boolean }) {
  const checked = item.checked;
  const id = `item-${item.id}`;
  const details = item.recipes.length > 0;
  return (
    <li className="py-0.5 pl-3 pr-1 print:break-inside-avoid print:py-0 print:pl-0 print:leading-tight">
      <div className="flex items-center gap-2">
        <Form
          method="post"
          className="flex min-h-11 min-w-0 flex-1 items-center gap-3 print:min-h-0"
          onSubmit={(event) => event.preventDefault()}
        >
          <input type="hidden" name="intent" value="marcar" />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="checked" value={String(!checked)} />
          <input
            id={id}
            type="checkbox"
            checked={checked}
            onChange={() => void list.change({ id: item.id, op: "marcar", checked: !checked, at: Date.now() })}
            className="size-5 shrink-0 accent-brand-700 print:size-3.5"
          />
          <label htmlFor={id} className={`min-w-0 flex-1 wrap-anywhere ${checked ? "text-stone-500 line-through" : ""}`}>
            {item.text}
            {item.pending && waiting ? (
              <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900 no-underline print:hidden">
                {t.offline.pending}
              </span>
            ) : null}
          </label>
          <noscript>
            <button type="submit" className="text-sm underline">
              {checked ? "Desmarcar" : "Marcar"}
            </button>
          </noscript>
        </Form>
        <Form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            void list.change({ id: item.id, op: "remover", at: Date.now() });
          }}
        >
          <input type="hidden" name="intent" value="remover" />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            aria-label={t.kitchen.remove(item.text)}
            className="grid size-11 place-items-center rounded-md text-stone-600 hover:bg-red-50 hover:text-red-700 print:hidden"
          >
            <Icon name="trash" className="size-5" />
          </button>
        </Form>
      </div>
      {details ? (
        // Small print under the line, one row (a week is some 80 lines); a tap opens the recipes and "Tenho em casa".
        <details className="-mt-2 pb-1 pl-8 text-sm text-stone-600 print:hidden">
          <summary className="min-h-8 cursor-pointer py-1 marker:text-brand-800">
            {item.note ? `${item.note} · ` : null}
            <span className="font-semibold text-brand-800">{t.kitchen.forRecipes(item.recipes.length)}</span>
          </summary>
          <ul className="list-disc pl-5">
            {item.recipes.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
          <AtHomeButton item={item} />
        </details>
      ) : null}
    </li>
  );
}

function ShareList({ groups }: { groups: ShoppingGroup<ShoppingItem>[] }) {
  const toast = useToast();
  const { share: shareText, copied } = useShare(() => toast.show(t.kitchen.copyFailed, "error"));
  const text = shoppingListText(groups);
  const share = () => shareText({ title: t.kitchen.shareHeading, text }, text);
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
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
      <button type="button" className="action-button" onClick={() => window.print()}>
        <Icon name="printer" className="size-5" />
        {t.kitchen.print}
      </button>
    </div>
  );
}

/** The sections in the order the cook walks their market: a tap moves one up or down, and it is saved. */
function SectionOrder({ order }: { order: SectionId[] }) {
  const fetcher = useFetcher<ShoppingActionResult>({ key: "ordem-secoes" });
  // Shown at once, before the server's answer: the list below regroups as the cook taps.
  const pending = fetcher.formData?.get("order");
  const shown = typeof pending === "string" ? (pending.split(",") as SectionId[]) : order;
  const moved = (from: number, to: number) => {
    const next = [...shown];
    const [section] = next.splice(from, 1);
    next.splice(to, 0, section!);
    return next.join(",");
  };
  return (
    <details className="mt-8 rounded-xl bg-white p-4 ring-1 ring-stone-200 print:hidden">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{t.kitchen.sectionOrder}</summary>
      <p className="mt-2 text-sm text-stone-700">{t.kitchen.sectionOrderHint}</p>
      <ol className="mt-3 space-y-1">
        {shown.map((id, index) => {
          const label = sectionLabel(id);
          return (
            <li key={id} className="flex items-center justify-between gap-2 rounded-lg bg-stone-50 pl-3">
              <span>
                {index + 1}. {label}
              </span>
              <span className="flex">
                {[
                  { to: index - 1, icon: "chevron-up" as const, name: t.kitchen.sectionUp(label) },
                  { to: index + 1, icon: "chevron-down" as const, name: t.kitchen.sectionDown(label) },
                ].map((move) => (
                  <fetcher.Form key={move.icon} method="post">
                    <input type="hidden" name="intent" value="ordem" />
                    <input type="hidden" name="order" value={moved(index, move.to)} />
                    <button
                      type="submit"
                      aria-label={move.name}
                      disabled={move.to < 0 || move.to >= shown.length}
                      className="grid size-11 place-items-center rounded-md hover:bg-stone-200 disabled:opacity-30"
                    >
                      <Icon name={move.icon} className="size-5" />
                    </button>
                  </fetcher.Form>
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/** The shopping list: add a line, tick, remove, clear what was bought, share. */
export function ShoppingPage({
  items,
  loadedAt,
  order,
  generated,
  error,
  actionData,
}: {
  items: ShoppingItem[];
  /** When the server read the list (its clock): a newer copy kept on the device wins offline. */
  loadedAt: number;
  order: SectionId[];
  generated: string | null;
  error: string | null;
  actionData?: ShoppingActionResult;
}) {
  const toast = useToast();
  const list = useOfflineList(items, loadedAt, useRootData()?.account ?? null);
  const online = useOnline();
  // "aguardando conexão" when there is no signal, or the server did not answer the last try.
  const waiting = !online || list.stalled;
  // With JavaScript every change goes through the device's queue; without it the forms post
  // to the page's action, and a failure comes back with the page.
  const alert = error ?? (actionData && !actionData.ok ? actionData.message : null);
  const lines = list.lines;
  const open = lines.filter((item) => !item.checked).length;
  // While a new order is on its way, the list follows it.
  const orderFetcher = useFetcher<ShoppingActionResult>({ key: "ordem-secoes" });
  const pendingOrder = orderFetcher.formData?.get("order");
  const groups = groupShoppingLines(lines, typeof pendingOrder === "string" ? (pendingOrder.split(",") as SectionId[]) : order);

  return (
    <div className="container-page max-w-2xl py-10 lg:max-w-6xl print:max-w-none print:py-0">
      <h1 className="text-3xl font-bold print:text-[16pt]">{t.kitchen.shoppingTitle}</h1>
      {generated ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200 print:hidden">
          {generated}
        </p>
      ) : null}
      {alert ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          {alert}
        </p>
      ) : null}
      <Form
        method="post"
        className="mt-6 flex max-w-2xl gap-2 print:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get("text") ?? "");
          // Spec 5: a blank entry is ignored (the server ignores it too).
          if (!text.trim()) return;
          if (text.replace(/\s+/g, " ").trim().length > maxItemLength) {
            toast.show(t.kitchen.shoppingAddRefused(t.kitchen.itemTooLong(maxItemLength)), "error");
            return;
          }
          event.currentTarget.reset();
          void list.change({ id: newLineId(), op: "adicionar", text, at: Date.now() });
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
          className="inline-flex shrink-0 items-center gap-2 rounded-xl bg-brand-700 px-4 py-3 font-semibold sm:px-5 text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {/* On a phone the field needs the room more than the button needs its icon. */}
          <Icon name="plus" className="hidden size-5 sm:block" />
          {t.kitchen.add}
        </button>
      </Form>
      {lines.length === 0 && !error ? (
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold">{t.kitchen.shoppingEmpty}</p>
          <p className="mt-1 text-stone-700">{t.kitchen.shoppingEmptyHint}</p>
        </div>
      ) : (
        <>
          <p className="mt-6 text-stone-700 print:hidden" role="status">
            {t.kitchen.toBuy(open)}
          </p>
          <div className="mt-3 space-y-6 lg:columns-2 lg:gap-8 lg:space-y-0 print:columns-2 print:gap-8 print:space-y-0">
            {groups.map((group) => (
              <section
                key={group.id}
                aria-labelledby={`secao-${group.id}`}
                className="break-inside-avoid lg:mb-6 print:mb-2 print:break-inside-auto"
              >
                <h2 id={`secao-${group.id}`} className="text-lg font-bold print:text-[10pt] print:break-after-avoid">
                  {group.label}
                </h2>
                {group.id === "confira" ? <p className="text-sm text-stone-700 print:hidden">{t.kitchen.checkAtHomeHint}</p> : null}
                <ul className="mt-2 divide-y divide-stone-100 rounded-xl bg-white ring-1 ring-stone-200 print:mt-0 print:divide-y-0 print:ring-0">
                  {group.lines.map((item) => (
                    <Item key={item.id} item={item} list={list} waiting={waiting} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div className="mt-6 flex flex-wrap items-start justify-between gap-4 print:hidden">
            <ShareList groups={groups} />
            {lines.some((item) => item.checked) ? (
              <Form
                method="post"
                onSubmit={(event) => {
                  event.preventDefault();
                  // One removal per ticked line: it works offline and merges like any other.
                  const at = Date.now();
                  for (const item of lines) if (item.checked) void list.change({ id: item.id, op: "remover", at });
                }}
              >
                <input type="hidden" name="intent" value="limpar-marcados" />
                <button type="submit" className="action-button">
                  <Icon name="trash" className="size-5" />
                  {t.kitchen.clearChecked}
                </button>
              </Form>
            ) : null}
          </div>
          <SectionOrder order={order} />
        </>
      )}
    </div>
  );
}
