/**
 * One line of the shopping list: a checkbox and its words, ticked, unticked and removed
 * through the device's queue (offline-list.ts), so it works with no signal; a line from the
 * plan says for which recipes, and "Tenho em casa" moves it to "Confira se tem".
 */
import { Form, useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { IconButton } from "~/components/ui/button";
import * as t from "~/i18n/pt-br";
import type { ActionOf } from "~/lib/mutation";
import type { ListChange, ShownItem } from "./pending-changes";
import type { ShoppingActionResult } from "./shopping-answer";
import type { ShoppingItem } from "./shopping.server";

/** "Tenho em casa" on a plan line to buy, "Não tenho" on one in "Confira se tem": the line moves group. */
function AtHomeButton({ item }: { item: ShoppingItem }) {
  const fetcher = useFetcher<ActionOf<ShoppingActionResult>>();
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

export function ShoppingLine({
  item,
  waiting,
  onChange,
}: {
  item: ShownItem;
  /** No signal, or the server did not answer: a line whose change waits says so. */
  waiting: boolean;
  /** Queues a change of the line (offline-list.ts). */
  onChange(change: ListChange): void;
}) {
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
            onChange={() => onChange({ id: item.id, op: "marcar", checked: !checked, at: Date.now() })}
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
            onChange({ id: item.id, op: "remover", at: Date.now() });
          }}
        >
          <input type="hidden" name="intent" value="remover" />
          <input type="hidden" name="id" value={item.id} />
          <IconButton
            type="submit"
            icon="trash"
            look="plain"
            iconClassName="size-5"
            aria-label={t.kitchen.remove(item.text)}
            className="rounded-md text-stone-600 hover:bg-red-50 hover:text-red-700 print:hidden"
          />
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
