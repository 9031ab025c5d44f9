import { readForm } from "~/lib/forms.server";
import { data, href, redirect } from "react-router";
import { z } from "zod";
import { services } from "~/context";
import { requireUser } from "~/middleware/access.server";
import { clearSlot, cookGoals, moveSlot, setSlot, setSlotLocked, setSlotServings, weekSlots } from "~/features/plan/plan.server";
import { clearSuggestions, suggest } from "~/features/plan/suggest.server";
import { PlanPage, type PlanActionResult } from "~/features/plan/plan-page";
import { daysOf, mondayOf, todayInBrazil, weekOf } from "~/domain/plan/week";
import { generateWeekList } from "~/features/kitchen/week-list.server";
import { UserFacingError } from "~/lib/user-facing-error";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/plan";
import { log } from "~/config/log.server";
import type { ActionAnswer } from "~/lib/mutation";

export function meta() {
  return [{ title: `${t.plan.title} — Chef IA` }, { name: "robots", content: "noindex" }];
}

/** ?semana=2026-W49, or this week in Brasília. */
function weekParam(request: Request): string {
  const asked = new URL(request.url).searchParams.get("semana");
  return asked && mondayOf(asked) ? asked : weekOf(todayInBrazil());
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db } = services(context);
  const week = weekParam(request);
  try {
    const [slots, goals] = await Promise.all([weekSlots(db, user.id, week), cookGoals(db, user.id)]);
    return { week, thisWeek: weekOf(todayInBrazil()), slots, goals, error: null };
  } catch (error) {
    log.error({ err: error }, "[cardapio] falha ao carregar");
    return { week, thisWeek: weekOf(todayInBrazil()), slots: [], goals: [] as string[], error: t.plan.loadError };
  }
}

const day = z.string().max(10);
const meal = z.string().max(10);
const slot = { day, meal };
const intentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("sugerir"),
    week: z.string().max(8),
    rapido: z.enum(["sim"]).optional(),
    sobras: z.enum(["sim"]).optional(),
  }),
  z.object({ intent: z.literal("outra"), week: z.string().max(8), ...slot, rapido: z.enum(["sim"]).optional() }),
  z.object({ intent: z.literal("limpar-sugestoes"), week: z.string().max(8) }),
  z.object({ intent: z.literal("adicionar"), ...slot, recipeId: z.string().min(1).max(120), servings: z.coerce.number().optional() }),
  z.object({ intent: z.literal("tirar"), ...slot }),
  z.object({ intent: z.literal("porcoes"), ...slot, servings: z.coerce.number() }),
  z.object({ intent: z.literal("fixar"), ...slot, locked: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("mover"), ...slot, to: z.string().max(22) }),
  z.object({ intent: z.literal("gerar-lista"), week: z.string().max(8) }),
]);

export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer<PlanActionResult> | Response> {
  const user = requireUser(request, context);
  const { db } = services(context);
  const form = await readForm(request);
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false as const, message: t.plan.updateError }, { status: 400 });
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "gerar-lista": {
        // Only days of the week shown: a day typed into the form from elsewhere is not the plan's.
        const week = daysOf(input.week);
        const days = form.getAll("dias").filter((day): day is string => typeof day === "string" && week.includes(day));
        if (days.length === 0) return data({ ok: false as const, message: t.plan.listNoDays }, { status: 400 });
        const { lines } = await generateWeekList(db, user.id, days);
        return redirect(`${href("/compras")}?gerada=${lines}`);
      }
      case "sugerir": {
        const filled = await suggest(db, user.id, input.week, {
          quickMinutes: input.rapido ? 30 : null,
          leftovers: input.sobras === "sim",
        });
        return { ok: true as const, intent: input.intent, message: t.plan.suggested(filled) };
      }
      case "outra":
        await suggest(db, user.id, input.week, { quickMinutes: input.rapido ? 30 : null, only: { day: input.day, meal: input.meal } });
        return { ok: true as const, intent: input.intent };
      case "limpar-sugestoes":
        await clearSuggestions(db, user.id, input.week);
        return { ok: true as const, intent: input.intent, message: t.plan.cleared };
      case "adicionar":
        await setSlot(db, user.id, { day: input.day, meal: input.meal, recipeId: input.recipeId, servings: input.servings });
        return { ok: true as const, intent: input.intent };
      case "tirar":
        await clearSlot(db, user.id, input);
        return { ok: true as const, intent: input.intent };
      case "porcoes":
        await setSlotServings(db, user.id, input, input.servings);
        return { ok: true as const, intent: input.intent };
      case "fixar":
        await setSlotLocked(db, user.id, input, input.locked === "true");
        return { ok: true as const, intent: input.intent };
      case "mover": {
        const [toDay = "", toMeal = ""] = input.to.split("|");
        await moveSlot(db, user.id, input, { day: toDay, meal: toMeal });
        return { ok: true as const, intent: input.intent };
      }
    }
  } catch (error) {
    if (error instanceof UserFacingError) return data({ ok: false as const, message: error.message }, { status: error.status });
    log.error({ err: error }, "[cardapio] falha ao atualizar");
    return data({ ok: false as const, message: t.plan.updateError }, { status: 500 });
  }
}

export default function Plan({ loaderData, actionData }: Route.ComponentProps) {
  return <PlanPage {...loaderData} actionData={actionData} />;
}
