/** Under the shopping list: sharing it (as text, on WhatsApp, copied, printed) and the order of the market's sections. */
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Button, buttonClass, IconButton } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { useShare } from "~/components/use-share";
import { sectionLabel, type SectionId } from "~/domain/market/sections";
import * as t from "~/i18n/pt-br";
import type { ActionOf } from "~/lib/mutation";
import { shoppingListText, type ShoppingGroup } from "./shopping-groups";
import type { ShoppingActionResult } from "./shopping-answer";
import type { ShoppingItem } from "./shopping.server";

export function ShareList({ groups }: { groups: ShoppingGroup<ShoppingItem>[] }) {
  const toast = useToast();
  const { share: shareText, copied } = useShare(() => toast.show(t.kitchen.copyFailed, "error"));
  const text = shoppingListText(groups);
  const share = () => shareText({ title: t.kitchen.shareHeading, text }, text);
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="secondary" onClick={share}>
        {copied ? <Icon name="check" className="size-5 text-green-700" /> : <Icon name="share-2" className="size-5" />}
        <span aria-live="polite">{copied ? t.kitchen.copied : t.kitchen.share}</span>
      </Button>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ variant: "secondary" })}
      >
        <Icon name="message-circle" className="size-5" />
        {t.kitchen.whatsapp}
      </a>
      <Button
        variant="secondary"
        icon="copy"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => toast.show(t.kitchen.copied, "success"),
            () => toast.show(t.kitchen.copyFailed, "error"),
          )
        }
      >
        Copiar
      </Button>
      <Button variant="secondary" icon="printer" onClick={() => window.print()}>
        {t.kitchen.print}
      </Button>
    </div>
  );
}

/** The sections in the order the cook walks their market: a tap moves one up or down, and it is saved. */
export function SectionOrder({ order }: { order: SectionId[] }) {
  const fetcher = useFetcher<ActionOf<ShoppingActionResult>>({ key: "ordem-secoes" });
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
                    <IconButton
                      type="submit"
                      icon={move.icon}
                      look="plain"
                      iconClassName="size-5"
                      aria-label={move.name}
                      disabled={move.to < 0 || move.to >= shown.length}
                      className="rounded-md"
                    />
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
