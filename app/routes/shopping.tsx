import { readForm } from "~/lib/forms.server";
import { data } from "react-router";
import { z } from "zod";
import { services } from "~/context";
import { requireUser } from "~/middleware/access.server";
import { UserFacingError } from "~/lib/user-facing-error";
import {
  addShoppingText,
  clearCheckedItems,
  listShoppingItems,
  marketOrderOf,
  removeShoppingItem,
  setAtHome,
  setMarketOrder,
  setShoppingItemChecked,
  type ShoppingItem,
} from "~/features/kitchen/shopping.server";
import type { ShoppingActionResult } from "~/features/kitchen/shopping-answer";
import { ShoppingPage } from "~/features/kitchen/shopping-page";
import * as t from "~/i18n/pt-br";
import { sectionsInOrder } from "~/domain/market/sections";
import type { Route } from "./+types/shopping";
import { log } from "~/config/log.server";
import type { ActionAnswer } from "~/lib/mutation";

export function meta() {
  return [{ title: `${t.kitchen.shoppingTitle} — Chef IA` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db } = services(context);
  // After "Gerar lista da semana" (the plan's action redirects here with how many lines it wrote).
  const made = new URL(request.url).searchParams.get("gerada");
  const generated = made !== null && /^\d{1,3}$/.test(made) ? t.kitchen.weekListDone(Number(made)) : null;
  try {
    const [items, order] = await Promise.all([listShoppingItems(db, user.id), marketOrderOf(db, user.id)]);
    return { items, loadedAt: Date.now(), order, generated, error: null };
  } catch (error) {
    log.error({ err: error }, "[compras] falha ao carregar");
    // loadedAt 0: a list kept on the device, if any, is newer than this empty one.
    return { items: [] as ShoppingItem[], loadedAt: 0, order: sectionsInOrder(null), generated, error: t.kitchen.shoppingLoadError };
  }
}

const itemId = z.string().uuid();
const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("adicionar"), text: z.string().max(1000) }),
  z.object({ intent: z.literal("marcar"), id: itemId, checked: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("remover"), id: itemId }),
  z.object({ intent: z.literal("limpar-marcados") }),
  z.object({
    intent: z.literal("em-casa"),
    foodKey: z.string().min(1).max(200),
    name: z.string().min(1).max(200),
    has: z.enum(["true", "false"]),
  }),
  z.object({ intent: z.literal("ordem"), order: z.string().max(200) }),
]);

export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer<ShoppingActionResult>> {
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
    "em-casa": t.kitchen.shoppingUpdateError,
    ordem: t.kitchen.shoppingUpdateError,
  }[input.intent];
  try {
    if (input.intent === "adicionar") await addShoppingText(db, user.id, input.text);
    else if (input.intent === "marcar") await setShoppingItemChecked(db, user.id, input.id, input.checked === "true");
    else if (input.intent === "remover") await removeShoppingItem(db, user.id, input.id);
    else if (input.intent === "em-casa") await setAtHome(db, user.id, input.foodKey, input.name, input.has === "true");
    else if (input.intent === "ordem") await setMarketOrder(db, user.id, input.order.split(","));
    else await clearCheckedItems(db, user.id);
    return { ok: true as const, intent: input.intent };
  } catch (error) {
    if (!(error instanceof UserFacingError)) log.error({ err: error, intent: input.intent }, "[compras] falha");
    const detail = error instanceof UserFacingError ? error.message : undefined;
    return data({ ok: false as const, message: failure, detail }, { status: error instanceof UserFacingError ? error.status : 500 });
  }
}

export default function Shopping({ loaderData, actionData }: Route.ComponentProps) {
  return <ShoppingPage {...loaderData} actionData={actionData} />;
}
