import { data, href, redirect } from "react-router";
import { z } from "zod";
import { clientAddressContext, services } from "~/context";
import { avoidancesOf } from "~/domain/restrictions";
import { modeOf, type ImportAnswer } from "~/features/import/answers";
import {
  pastedTextLimit,
  readFromLink,
  readFromText,
  readOrigin,
  recheck,
  saveImport,
  type ImportServices,
  type ReadAnswer,
} from "~/features/import/import.server";
import { ImportPage } from "~/features/import/import-page";
import { readImportForm } from "~/features/import/preview";
import { RestrictionWarning } from "~/features/recipes/restriction-warning";
import * as t from "~/i18n/pt-br";
import { BadForm, BodyTooLarge, readSmallForm, refuse } from "~/lib/forms.server";
import { requireUser } from "~/middleware/access.server";
import type { Route } from "./+types/import";

/** A pasted text of 12,000 characters, or a preview of 80 lines and 60 steps, percent-encoded. */
const maxFormBytes = 512 * 1024;

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return { mode: modeOf(new URL(request.url).searchParams.get("modo")), textLimit: pastedTextLimit };
}

const fromRead = (answer: ReadAnswer, mode: "link" | "texto", sent: { link?: string; text?: string }) =>
  answer.kind === "refused"
    ? data<ImportAnswer>(
        { kind: "refused", mode, message: answer.refusal.message, ...sent },
        {
          status: answer.refusal.status,
          headers: answer.refusal.retryAfterSeconds ? { "Retry-After": String(answer.refusal.retryAfterSeconds) } : undefined,
        },
      )
    : data<ImportAnswer>(answer);

// What the link and text readers accept (length, scheme, address) they check themselves.
const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("ler-link"), link: z.string().default(""), novamente: z.string().optional() }),
  z.object({ intent: z.literal("ler-texto"), texto: z.string().default("") }),
  z.object({ intent: z.literal("conferir"), origem: z.string().default("") }),
  z.object({ intent: z.literal("salvar"), origem: z.string().default("") }),
]);

/** Reading a link or a text, checking the preview again, or saving it. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  let form: FormData;
  try {
    form = await readSmallForm(request, maxFormBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw refuse(413, t.quota.bodyTooLarge);
    if (error instanceof BadForm) throw refuse(400, t.quota.badRequest);
    throw error;
  }
  const { db, env, model, demoModel, work, signer, quotaIdentity } = services(context);
  const importing: ImportServices = {
    db,
    env,
    model,
    demoModel,
    work,
    signer,
    cook: { id: user.id, quotaIdentity: quotaIdentity(user), avoid: avoidancesOf(user) },
    ip: context.get(clientAddressContext),
    signal: request.signal,
  };
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<ImportAnswer>({ kind: "expired", message: t.quota.badRequest }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "ler-link") {
    const { link } = input;
    return fromRead(await readFromLink(importing, link, { again: input.novamente === "1" }), "link", { link: link.slice(0, 2000) });
  }
  if (input.intent === "ler-texto") {
    const text = input.texto;
    return fromRead(await readFromText(importing, text), "texto", { text: text.slice(0, pastedTextLimit) });
  }
  // The preview's own fields (many lines of each) are read by readImportForm, which cuts each at its limit.
  const edited = readImportForm(form);
  const token = input.origem;
  if (input.intent === "conferir") {
    const origin = readOrigin(signer, user.id, token);
    if (!origin) return data<ImportAnswer>({ kind: "expired", message: t.recipeImport.previewExpired }, { status: 400 });
    return data<ImportAnswer>({ kind: "preview", preview: recheck(importing, edited, origin) });
  }
  const saved = await saveImport(importing, edited, token);
  if (saved.ok) return redirect(href("/receitas/:id", { id: saved.id }));
  if ("refusal" in saved) return data<ImportAnswer>({ kind: "expired", message: saved.refusal.message }, { status: saved.refusal.status });
  return data<ImportAnswer>({ kind: "preview", preview: saved.preview }, { status: 422 });
}

export function meta() {
  return [{ title: `${t.recipeImport.title} — Chef IA` }, { name: "robots", content: "noindex" }];
}

export default function Import({ loaderData, actionData }: Route.ComponentProps) {
  const mode = actionData?.kind === "refused" ? actionData.mode : loaderData.mode;
  return (
    <ImportPage
      mode={mode}
      answer={actionData}
      textLimit={loaderData.textLimit}
      renderWarning={(warning) => <RestrictionWarning warning={warning} />}
    />
  );
}
