/**
 * POST /api/compras/sincronizar as React Router calls it, on both engines: what a client
 * may send gets a Portuguese answer with its status and never a 500; a refusal writes nothing.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { shoppingItems, type UserRow } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { takeLoggedErrors } from "../../../tests/support/fail-on-console-error";
import { currentUserContext, servicesContext, type AppServices } from "~/context";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { addShoppingText } from "~/features/kitchen/shopping.server";
import { maxSyncChanges } from "~/features/kitchen/shopping-sync";
import * as t from "~/i18n/pt-br";
import { action } from "./shopping-sync";

type ActionArgs = Parameters<typeof action>[0];

describe.each(engines())("POST /api/compras/sincronizar on $name", (engine) => {
  let database: Database;
  let cook: UserRow;
  let line: string;
  let n = 0;

  beforeAll(async () => {
    database = await engine.open();
    cook = (await findOrCreateUser(database.db, { issuer: "https://idp.test", subject: "sync-route", name: "Rota", email: "" })).user;
    line = (await addShoppingText(database.db, cook.id, "café"))!.id;
  });
  afterAll(() => database.close());

  function post(body: string, { user = cook as UserRow | null, type = "application/json", db = database.db as Db } = {}): ActionArgs {
    const context = new RouterContextProvider();
    context.set(servicesContext, { db } as AppServices);
    context.set(currentUserContext, user);
    const request = new Request("http://127.0.0.1/api/compras/sincronizar", {
      method: "POST",
      headers: { "Content-Type": type },
      body,
    });
    return { request, context, params: {} } as unknown as ActionArgs;
  }

  /** The status and body the action answered, plain or through `data()`. */
  async function answer(args: ActionArgs): Promise<{ status: number; body: Record<string, unknown> }> {
    const result: unknown = await action(args);
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const wrapped = result as { data: Record<string, unknown>; init: { status?: number } | null };
      return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    }
    return { status: 200, body: result as Record<string, unknown> };
  }

  const rows = async () =>
    (await database.db.select().from(shoppingItems).where(eq(shoppingItems.userId, cook.id))).map((row) => [
      row.text,
      row.checked,
      row.checkedAt,
    ]);
  const tick = (id = line) => ({ id, op: "marcar", checked: true, at: Date.now() - ++n });
  const add = (text: string) => ({ id: randomUUID(), op: "adicionar", text, at: Date.now() });

  const refusals = [
    {
      name: "a visitor",
      body: () => JSON.stringify({ changes: [tick()] }),
      options: { user: null },
      status: 401,
      message: t.kitchen.syncSignIn,
    },
    {
      name: "a form instead of JSON",
      body: () => "changes=1",
      options: { type: "application/x-www-form-urlencoded" },
      status: 415,
      message: t.quota.jsonRequired,
    },
    {
      name: "JSON as text/plain",
      body: () => JSON.stringify({ changes: [tick()] }),
      options: { type: "text/plain" },
      status: 415,
      message: t.quota.jsonRequired,
    },
    { name: "a body that is not JSON", body: () => '{"changes": [', options: {}, status: 400, message: t.kitchen.syncInvalid },
    { name: "an empty body", body: () => "", options: {}, status: 400, message: t.kitchen.syncInvalid },
    { name: "no changes", body: () => JSON.stringify({ changes: [] }), options: {}, status: 400, message: t.kitchen.syncInvalid },
    {
      name: `${maxSyncChanges + 1} changes`,
      body: () => JSON.stringify({ changes: Array.from({ length: maxSyncChanges + 1 }, () => tick()) }),
      options: {},
      status: 400,
      message: t.kitchen.syncInvalid,
    },
    {
      name: "one change of a good batch with an unknown operation",
      body: () => JSON.stringify({ changes: [tick(), { id: line, op: "apagar", at: Date.now() }] }),
      options: {},
      status: 400,
      message: t.kitchen.syncInvalid,
    },
    {
      name: "a line id that is not a UUID",
      body: () => JSON.stringify({ changes: [{ id: "1 or 1=1", op: "remover", at: Date.now() }] }),
      options: {},
      status: 400,
      message: t.kitchen.syncInvalid,
    },
    {
      name: "a body over 64 KB",
      body: () => JSON.stringify({ changes: [tick()], padding: "x".repeat(65 * 1024) }),
      options: {},
      status: 413,
      message: t.quota.bodyTooLarge,
    },
  ];

  it.each(refusals)("refuses $name with $status and a Portuguese message, writing nothing", async ({ body, options, status, message }) => {
    const before = await rows();
    expect(await answer(post(body(), options))).toEqual({ status, body: { ok: false, message } });
    expect(await rows()).toEqual(before);
  });

  it("applies a batch and says what was applied, skipped and rejected", async () => {
    const tooLong = add("x".repeat(201));
    const reply = await answer(post(JSON.stringify({ changes: [tick(), add("pão\u0000 francês"), tooLong, tick(randomUUID())] })));
    expect(reply).toMatchObject({
      status: 200,
      body: {
        ok: true,
        applied: 2,
        skipped: 1,
        rejected: [{ id: tooLong.id, message: "Erro ao adicionar item à lista. Cada item pode ter no máximo 200 caracteres." }],
      },
    });
    // With the list as it now is, so the device needs no second request.
    const body = reply.body as { items: { text: string; checked: boolean }[]; loadedAt: number };
    expect(body.items.map((item) => [item.text, item.checked])).toEqual(
      expect.arrayContaining([
        ["café", true],
        ["pão francês", false],
      ]),
    );
    expect(body.loadedAt).toBeGreaterThan(Date.now() - 60_000);
    // Control characters leave the text, as they leave a form's.
    expect((await rows()).map(([text, checked]) => [text, checked])).toEqual(
      expect.arrayContaining([
        ["café", true],
        ["pão francês", false],
      ]),
    );
  });

  it("answers a database failure with a Portuguese 500 and logs the cause", async () => {
    const broken = {
      transaction: () => Promise.reject(new Error("conexão perdida")),
    } as unknown as Db;
    expect(await answer(post(JSON.stringify({ changes: [tick()] }), { db: broken }))).toEqual({
      status: 500,
      body: { ok: false, message: t.kitchen.syncError },
    });
    expect(takeLoggedErrors().join("\n")).toContain("conexão perdida");
  });
});
