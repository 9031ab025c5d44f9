/**
 * "Importar receita" (issue 25): a link or a pasted text becomes an editable preview,
 * and the preview, as the cook leaves it, becomes their own recipe.
 *
 * - A link: the page is fetched by the SSRF-safe fetcher (lib/safe-fetch.server.ts,
 *   decision 038) and read from its schema.org `Recipe` (read-recipe-page.ts, decision
 *   039); a page without one is read by the model from its main text. A text: read by the
 *   model (read-text.server.ts). Either costs one "importar" of the cook's day and the
 *   address's hour, like every model call (lib/model/usage.server.ts), given back when it
 *   brought the cook nothing.
 * - The preview is checked as every cook's recipe is (domain/own-recipe.ts): the
 *   restriction engine's warnings and the TACO count are shown, not refused, because the
 *   cook brought the recipe and edits it before saving.
 * - Where it came from (the page, its site, its author, its image, how it was read)
 *   travels with the preview's form, signed for this cook, so a form cannot claim a
 *   source it was not read from, nor make us fetch an image no page named.
 * - The same link imported twice offers the copy already saved.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { recipes } from "../../../db/schema";
import type { Env } from "~/config/env.server";
import { createOwnRecipe, ownedBy } from "../../../db/own-recipes.server";
import { checkOwnRecipe, countOwnRecipe } from "~/domain/own-recipe";
import { loadTaco } from "../../../db/taco/taco.server";
import { recipeWarning, type RecipeWarning } from "~/domain/recipe-warning";
import type { Avoidance } from "~/domain/restrictions";
import type { RecipeContent, RecipeDraft } from "~/domain/recipe";
import * as t from "~/i18n/pt-br";
import { stopping, type InFlightWork } from "~/lib/in-flight.server";
import { log } from "~/config/log.server";
import { ModelCallError, type ModelGateway } from "~/lib/model/gateway.server";
import { ModelReplyError } from "~/lib/model/replies";
import { admitModelCall, giveBackQuota } from "~/lib/model/usage.server";
import { fetchPage, isPublicAddress, SafeFetchError, type SafeFetchOptions } from "~/lib/safe-fetch.server";
import type { Signer } from "~/lib/signing.server";
import { keepImportedPhoto } from "./photo.server";
import { contentFromForm, formFromContent, formFromDraft, type FormProblems, type ImportForm } from "./preview";
import { readRecipePage, type RecipeSource } from "./read-recipe-page";
import { NotARecipe, pastedTextLimit, readRecipeText } from "./read-text.server";

/** How the recipe was read, which the cook is told. */
export type ImportVia = "json-ld" | "microdata" | "modelo-pagina" | "modelo-texto";

/** Where a preview came from, as signed into its form. */
export interface ImportOrigin {
  via: ImportVia;
  /** Read by the scripted local model: saved marked "Demonstração". */
  demo: boolean;
  /** The page (absent for a pasted text). */
  source: RecipeSource | null;
}

export interface ImportCheck {
  /** What the cook avoids in it, as the recipe page will say it. */
  warning: RecipeWarning | null;
  /** Share of the recipe's weighed mass TACO matched, 0..1. */
  coverage: number;
  /** Ingredients TACO could not count, by name. */
  uncounted: string[];
}

export interface ImportPreview {
  form: ImportForm;
  problems: FormProblems | null;
  origin: ImportOrigin;
  /** The signed origin: posted back with the form. */
  originToken: string;
  check: ImportCheck;
}

export type ImportRefusal = { status: 400 | 404 | 422 | 429 | 502 | 503; message: string; retryAfterSeconds?: number };

export type ReadAnswer =
  | { kind: "preview"; preview: ImportPreview }
  /** The same link, already saved by this cook. */
  | { kind: "saved"; recipe: { id: string; title: string }; link: string }
  | { kind: "refused"; refusal: ImportRefusal };

export interface ImportCook {
  id: string;
  quotaIdentity: string;
  avoid: readonly Avoidance[];
}

export interface ImportServices {
  db: Db;
  env: Env;
  model: ModelGateway;
  /** The scripted local model answers. */
  demoModel: boolean;
  work: InFlightWork;
  signer: Signer;
  cook: ImportCook;
  ip: string;
  signal: AbortSignal;
}

/** The most of a link a cook may paste. */
export const maxLinkLength = 2000;
export { pastedTextLimit };

/**
 * How the fetcher may connect: public internet addresses only, and in the browser tests
 * (IMPORT_TEST_PORT, refused unless PUBLIC_URL is this machine) the fixture sites' one
 * loopback port.
 */
export function fetchOptionsFor(env: Env): SafeFetchOptions {
  const testPort = env.IMPORT_TEST_PORT;
  return {
    publicUrl: env.publicUrl,
    ...(testPort === undefined
      ? {}
      : {
          allowAddressForTests: (address: string, port: number) =>
            isPublicAddress(address) || (address === "127.0.0.1" && port === testPort),
        }),
  };
}

/**
 * The link as the cook meant it: "tudogostoso.com.br/receita/…" is https; the fragment
 * and the usual tracking parameters are not part of the page. Anything that is not a
 * web address is left for the fetcher to refuse, naming what is wrong.
 */
export function normaliseLink(raw: string): string {
  const trimmed = raw.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^[\w.-]+:\d/.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return trimmed;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return trimmed;
  url.hash = "";
  for (const key of [...url.searchParams.keys()]) {
    if (/^(utm_\w+|fbclid|gclid|igshid|mc_cid|mc_eid)$/i.test(key)) url.searchParams.delete(key);
  }
  return url.href;
}

/** The cook's recipe already imported from this page, newest first. */
export async function savedFromLink(db: Db, userId: string, link: string): Promise<{ id: string; title: string } | null> {
  const [row] = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(and(ownedBy(userId), eq(recipes.origin, "imported"), eq(recipes.sourceUrl, link)))
    .orderBy(desc(recipes.createdAt))
    .limit(1);
  return row ?? null;
}

/** What the cook sees beside the preview: their warnings and the TACO count. */
export function checkPreview(form: ImportForm, avoid: readonly Avoidance[]): { problems: FormProblems | null; check: ImportCheck } {
  const reading = contentFromForm(form);
  const table = loadTaco();
  const readable: RecipeContent = {
    ...reading.readable,
    prepTime: 0,
    cookTime: 0,
    difficulty: "fácil",
    tags: [],
  };
  const nutrition = countOwnRecipe(readable, table);
  return {
    problems: reading.problems,
    check: {
      warning: recipeWarning(readable, avoid),
      coverage: nutrition.coverage ?? 0,
      uncounted: (nutrition.uncounted ?? []).map((entry) => entry.name),
    },
  };
}

function previewOf(form: ImportForm, origin: ImportOrigin, services: Pick<ImportServices, "signer" | "cook">): ImportPreview {
  const { problems, check } = checkPreview(form, services.cook.avoid);
  return { form, problems, origin, originToken: signOrigin(services.signer, services.cook.id, origin), check };
}

const originPurpose = "importar-origem";

export function signOrigin(signer: Signer, userId: string, origin: ImportOrigin): string {
  const payload = Buffer.from(JSON.stringify(origin)).toString("base64url");
  return `${payload}.${signer.sign(originPurpose, `${userId}.${payload}`)}`;
}

/** The origin a form carries, when it was signed for this cook; null otherwise. */
export function readOrigin(signer: Signer, userId: string, token: string): ImportOrigin | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0 || payload.length > 8000) return null;
  if (!signer.verify(originPurpose, `${userId}.${payload}`, signature)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as ImportOrigin;
  } catch {
    return null;
  }
}

const refused = (status: ImportRefusal["status"], message: string, retryAfterSeconds?: number): ReadAnswer => ({
  kind: "refused",
  refusal: { status, message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) },
});

/**
 * One import's use of the network and the model, under the cook's and the address's
 * quota: given back when it brought nothing (a refused link, an unreadable reply, a
 * text with no recipe), so a cook's day is never spent on nothing.
 */
async function withQuota(services: ImportServices, tag: string, work: (signal: AbortSignal) => Promise<ReadAnswer>): Promise<ReadAnswer> {
  const { db, env, cook, ip } = services;
  const admitted = await admitModelCall(db, env, services.work, { userId: cook.id, identity: cook.quotaIdentity, ip, kind: "importar" });
  if (admitted.refusal) {
    const { refusal } = admitted;
    return refused(refusal.status === 503 ? 503 : 429, refusal.message, refusal.retryAfterSeconds);
  }
  const { ticket, usageId } = admitted;
  const giveBack = () => giveBackQuota(db, usageId).catch((error: unknown) => log.error({ err: error }, `${tag} falha ao devolver a cota`));
  try {
    const answer = await work(AbortSignal.any([services.signal, ticket.cut]));
    if (answer.kind !== "preview") await giveBack();
    return answer;
  } catch (error) {
    await giveBack();
    if (ticket.cut.aborted) return refused(503, stopping.message, stopping.retryAfterSeconds);
    if (error instanceof SafeFetchError) {
      log.info({ reason: error.reason }, `${tag} link recusado`);
      return refused(422, error.message);
    }
    if (error instanceof NotARecipe) return refused(422, error.message);
    if (error instanceof ModelCallError && error.failure === "rate-limited") return refused(429, t.recipeImport.modelBusy);
    // An unreadable reply was logged by askModel, with what was wrong.
    if (!(error instanceof ModelReplyError)) log.error({ err: error }, `${tag} falha ao ler a receita`);
    return refused(502, t.recipeImport.readFailed);
  } finally {
    ticket.end();
  }
}

/** A link: the copy already saved, or the page read into a preview. */
export async function readFromLink(services: ImportServices, rawLink: string, options: { again?: boolean } = {}): Promise<ReadAnswer> {
  const link = normaliseLink(rawLink);
  if (!link) return refused(400, t.recipeImport.linkMissing);
  if (link.length > maxLinkLength) return refused(400, t.recipeImport.linkTooLong);
  if (!options.again) {
    const saved = await savedFromLink(services.db, services.cook.id, link);
    if (saved) return { kind: "saved", recipe: saved, link };
  }
  return withQuota(services, "[importar]", async (signal) => {
    const page = await fetchPage(link, { ...fetchOptionsFor(services.env) });
    if (signal.aborted) throw signal.reason;
    const read = readRecipePage(page.body, page.finalUrl);
    // The page as the cook named it: the same link finds this copy again.
    if (read.found) {
      const source = { ...read.source, url: link };
      const form = formFromDraft(read.draft as RecipeDraft, t.recipeImport.fromSite(source.site));
      return { kind: "preview", preview: previewOf(form, { via: read.via, demo: false, source }, services) };
    }
    const content = await readRecipeText(services.model, { text: read.mainText, from: "pagina", signal });
    const source = { url: link, site: siteOf(page.finalUrl) };
    return {
      kind: "preview",
      preview: previewOf(formFromContent(content), { via: "modelo-pagina", demo: services.demoModel, source }, services),
    };
  });
}

/** A pasted text, read by the model. */
export async function readFromText(services: ImportServices, text: string): Promise<ReadAnswer> {
  const trimmed = text.trim();
  if (!trimmed) return refused(400, t.recipeImport.textMissing);
  if (trimmed.length > pastedTextLimit) return refused(400, t.recipeImport.textTooLong(pastedTextLimit));
  return withQuota(services, "[importar]", async (signal) => {
    const content = await readRecipeText(services.model, { text: trimmed, from: "texto", signal });
    return {
      kind: "preview",
      preview: previewOf(formFromContent(content), { via: "modelo-texto", demo: services.demoModel, source: null }, services),
    };
  });
}

/** The preview again, as the cook edited it ("Conferir de novo"). */
export function recheck(services: Pick<ImportServices, "signer" | "cook">, form: ImportForm, origin: ImportOrigin): ImportPreview {
  return previewOf(form, origin, services);
}

export type SaveAnswer = { ok: true; id: string } | { ok: false; preview: ImportPreview } | { ok: false; refusal: ImportRefusal };

/**
 * "Salvar em Minhas receitas": the form as the cook left it, with the origin signed for
 * them. A form with something to fix comes back as a preview saying what; otherwise the
 * recipe is saved (private, `noindex`), then its page's image is fetched and kept (the
 * illustration stays when it cannot be).
 */
export async function saveImport(
  services: Pick<ImportServices, "db" | "env" | "signer" | "cook">,
  form: ImportForm,
  originToken: string,
): Promise<SaveAnswer> {
  const origin = readOrigin(services.signer, services.cook.id, originToken);
  if (!origin) return { ok: false, refusal: { status: 400, message: t.recipeImport.previewExpired } };
  const reading = contentFromForm(form);
  if (!reading.content) return { ok: false, preview: previewOf(form, origin, services) };
  const table = loadTaco();
  const { content } = checkOwnRecipe(reading.content, { avoid: services.cook.avoid }, table);
  const source = origin.source;
  const id = await createOwnRecipe(services.db, {
    userId: services.cook.id,
    content,
    demo: origin.demo,
    imported: source ? { url: source.url, site: source.site, ...(source.author ? { author: source.author } : {}) } : {},
  });
  if (source?.image) {
    // False keeps the illustration; it never throws for a bad image (photo.server.ts).
    const fetchOptions = fetchOptionsFor(services.env);
    await keepImportedPhoto(services.db, { recipeId: id, imageUrl: source.image, publicUrl: fetchOptions.publicUrl, fetchOptions });
  }
  return { ok: true, id };
}

/** A site's name from its address, when the page names none: "panelinha.com.br". */
function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}
