import { readForm } from "~/lib/forms.server";
import { data } from "react-router";
import { z } from "zod";
import { services } from "~/context";
import { requireUser } from "~/middleware/access.server";
import { KitchenError } from "~/features/kitchen/favorites.server";
import {
  addShoppingText,
  clearCheckedItems,
  listShoppingItems,
  removeShoppingItem,
  setShoppingItemChecked,
  type ShoppingItem,
} from "~/features/kitchen/shopping.server";
import { ShoppingPage } from "~/features/kitchen/shopping-page";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/shopping";
import { log } from "~/lib/log.server";

export function meta() {
  return [{ title: `${t.kitchen.shoppingTitle} — Chef IA` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  try {
    return { items: await listShoppingItems(services(context).db, user.id), error: null };
  } catch (error) {
    log.error({ err: error }, "[compras] falha ao carregar");
    return { items: [] as ShoppingItem[], error: t.kitchen.shoppingLoadError };
  }
}

const itemId = z.string().uuid();
const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("adicionar"), text: z.string().max(1000) }),
  z.object({ intent: z.literal("marcar"), id: itemId, checked: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("remover"), id: itemId }),
  z.object({ intent: z.literal("limpar-marcados") }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const { db } = services(context);
  const parsed = intentSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ ok: false as const, message: t.kitchen.shoppingUpdateError }, { status: 400 });
  const input = parsed.data;
  const failure = {
    adicionar: t.kitchen.shoppingAddError,
    marcar: t.kitchen.shoppingUpdateError,
    remover: t.kitchen.shoppingRemoveError,
    "limpar-marcados": t.kitchen.shoppingRemoveError,
  }[input.intent];
  try {
    if (input.intent === "adicionar") await addShoppingText(db, user.id, input.text);
    else if (input.intent === "marcar") await setShoppingItemChecked(db, user.id, input.id, input.checked === "true");
    else if (input.intent === "remover") await removeShoppingItem(db, user.id, input.id);
    else await clearCheckedItems(db, user.id);
    return { ok: true as const, intent: input.intent };
  } catch (error) {
    if (!(error instanceof KitchenError)) log.error({ err: error, intent: input.intent }, "[compras] falha");
    const detail = error instanceof KitchenError ? error.message : undefined;
    return data({ ok: false as const, message: failure, detail }, { status: error instanceof KitchenError ? error.status : 500 });
  }
}

export default function Shopping({ loaderData, actionData }: Route.ComponentProps) {
  return <ShoppingPage items={loaderData.items} error={loaderData.error} actionData={actionData} />;
}
