/**
 * "Lista de Compras", the page: lines typed, added from recipes or generated from the week's
 * plan, grouped by market section in the cook's order with "Confira se tem" last, ticked as
 * they are bought (optimistically, confirmed by the server), shared as text for WhatsApp and
 * printed on one A4 page.
 */
import { Form, useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { useRootData } from "~/components/root-data";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/card";
import { useToast } from "~/components/ui/toast";
import { useOnline } from "~/components/use-online";
import { EmptyState } from "~/components/ui/empty-state";
import type { SectionId } from "~/domain/market/sections";
import * as t from "~/i18n/pt-br";
import type { ActionOf } from "~/lib/mutation";
import { newLineId, useOfflineList } from "./offline-list";
import { groupShoppingLines } from "./shopping-groups";
import { ShoppingLine } from "./shopping-line";
import { maxItemLength } from "./shopping-limits";
import { SectionOrder, ShareList } from "./shopping-tools";
import type { ShoppingItem } from "./shopping.server";
import type { ShoppingActionResult } from "./shopping-answer";

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
  const orderFetcher = useFetcher<ActionOf<ShoppingActionResult>>({ key: "ordem-secoes" });
  const pendingOrder = orderFetcher.formData?.get("order");
  const groups = groupShoppingLines(lines, typeof pendingOrder === "string" ? (pendingOrder.split(",") as SectionId[]) : order);

  return (
    <div className="container-page max-w-2xl py-10 lg:max-w-6xl print:max-w-none print:py-0">
      <h1 className="text-3xl font-bold print:text-[16pt]">{t.kitchen.shoppingTitle}</h1>
      {generated ? (
        <Notice tone="success" role="status" className="mt-4 print:hidden">
          {generated}
        </Notice>
      ) : null}
      {alert ? (
        <Notice tone="error" className="mt-6">
          {alert}
        </Notice>
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
        <Button type="submit" className="shrink-0">
          {/* On a phone the field needs the room more than the button needs its icon. */}
          <Icon name="plus" className="hidden size-5 sm:block" />
          {t.kitchen.add}
        </Button>
      </Form>
      {lines.length === 0 && !error ? (
        <EmptyState title={t.kitchen.shoppingEmpty} hint={t.kitchen.shoppingEmptyHint} />
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
                    <ShoppingLine key={item.id} item={item} waiting={waiting} onChange={(change) => void list.change(change)} />
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
                <Button type="submit" variant="secondary" icon="trash">
                  {t.kitchen.clearChecked}
                </Button>
              </Form>
            ) : null}
          </div>
          <SectionOrder order={order} />
        </>
      )}
    </div>
  );
}
