/**
 * Streamed answers (fridge search, chef chat): newline-delimited JSON events, so the
 * page can show each part as soon as it exists. `no-transform` keeps the compression
 * middleware from holding chunks back; the stream ends when the work does, or when
 * the cook leaves (the request's signal aborts the model call).
 */
import { data } from "react-router";
import * as t from "~/i18n/pt-br";
import { withoutControlCharacters } from "~/lib/client-text";
import { log } from "~/config/log.server";

export type StreamEvent = { type: string } & Record<string, unknown>;

export function ndjsonResponse<Event extends { type: string } = StreamEvent>(
  run: (send: (event: Event) => void) => Promise<void>,
  status = 200,
  retryAfterSeconds?: number,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const write = (event: { type: string; [field: string]: unknown }) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          open = false; // the cook left: nothing more to say
        }
      };
      const send = (event: Event) => write(event);
      try {
        await run(send);
      } catch (error) {
        log.error({ err: error }, "[stream] falha inesperada");
        write({ type: "error", message: "Erro interno do servidor. Por favor, tente novamente mais tarde." });
      } finally {
        if (open) {
          open = false;
          try {
            controller.close();
          } catch {
            // already closed by a cancel
          }
        }
      }
    },
  });
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
      ...(retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {}),
    },
  });
}

export class BodyTooLarge extends Error {
  override name = "BodyTooLarge";
}

/** A refusal as JSON; with `retryAfterSeconds` (429, 503) the client is told when to try again. */
export function refuse(status: number, message: string, retryAfterSeconds?: number) {
  return data(
    { ok: false as const, message },
    { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
  );
}

export class BadForm extends Error {
  override name = "BadForm";
}

/** The body, read in chunks: past `maxBytes` reading stops (BodyTooLarge), the rest is drained later. */
async function readBody(request: Request, maxBytes: number): Promise<Buffer> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw new BodyTooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) throw new BodyTooLarge();
        chunks.push(value);
      }
    } finally {
      reader.releaseLock();
    }
  }
  return Buffer.concat(chunks);
}

/**
 * A urlencoded form body of at most `maxBytes` (whatever Content-Type says), read in
 * chunks so a large or chunked body is never held whole; past the limit reading stops
 * and the rest is drained after the 413 (server/unread-bodies.ts), so the client gets
 * the answer instead of a reset connection. Control characters (NUL, which PostgreSQL
 * text cannot hold, among them) leave every name and value (lib/client-text.ts).
 */
export async function readSmallForm(request: Request, maxBytes = 16_384): Promise<FormData> {
  const body = await readBody(request, maxBytes);
  const form = new FormData();
  for (const [key, value] of new URLSearchParams(body.toString("utf8"))) {
    form.append(withoutControlCharacters(key), withoutControlCharacters(value));
  }
  return form;
}

/**
 * A form that may carry a file (multipart/form-data, or urlencoded without one): at most
 * `maxBytes` read in chunks as `readSmallForm` does, then parsed by the platform's own
 * multipart parser. A body that is neither, or that does not parse, is BadForm. Text
 * fields lose their control characters as `readSmallForm`'s do.
 */
export async function readUploadForm(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(type) && !/^application\/x-www-form-urlencoded/i.test(type)) throw new BadForm();
  const body = await readBody(request, maxBytes);
  let form: FormData;
  try {
    form = await new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": type },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new BadForm();
  }
  const clean = new FormData();
  for (const [key, value] of form) {
    if (typeof value === "string") clean.append(withoutControlCharacters(key), withoutControlCharacters(value));
    else clean.append(withoutControlCharacters(key), value, value.name);
  }
  return clean;
}

export class UnsupportedType extends Error {
  override name = "UnsupportedType";
}

/**
 * A JSON body (Content-Type application/json, else UnsupportedType) of at most `maxBytes`,
 * read in chunks as `readSmallForm` does; a body that does not parse is BadForm. Control
 * characters leave every string value, as they leave every form field.
 */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) throw new UnsupportedType();
  const body = await readBody(request, maxBytes);
  try {
    return JSON.parse(body.toString("utf8"), (_key, value: unknown) =>
      typeof value === "string" ? withoutControlCharacters(value) : value,
    );
  } catch {
    throw new BadForm();
  }
}

/** For every other action: the form, or a thrown 400/413 (never a 500 for a bad body). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await readSmallForm(request);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw refuse(413, t.quota.bodyTooLarge);
    if (error instanceof BadForm) throw refuse(400, t.quota.badRequest);
    throw error;
  }
}
