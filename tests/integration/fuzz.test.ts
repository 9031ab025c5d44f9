/**
 * Property-based fuzzing of every action and API input of the production server, over
 * HTTP, as a signed-in cook: arbitrary form bodies (unicode, control characters, 20 KB
 * strings, missing and repeated fields, numbers, `__proto__`, JSON-looking text) must
 * never get a 5xx (nor a stream's "internal error" event), and the server must keep
 * answering /healthz. Afterwards, with the server stopped, no stored row breaks the
 * schema. Besides the random properties, a deterministic sweep puts each value of a
 * hazard dictionary (NUL, prototype keys, 20 KB…) into each field. Runs the production
 * build; `npm test` builds first, alone this file builds itself.
 *
 * FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> overrides the number of runs per property;
 * FUZZ_WITHOUT_NUL=1 strips NUL characters from what is sent, to look past that bug class.
 */
import { readCatalogue } from "../../db/catalogue/files.server";
import { contentOf, toRecipe } from "../../db/recipe-rows";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthGoalOptions, maxNameLength, preferenceOptions, restrictionOptions } from "~/domain/profile";
import { units } from "~/domain/recipe";
import { addDays, daysOf, todayInBrazil, weekOf } from "~/domain/plan/week";
import * as t from "~/i18n/pt-br";

import { recipeContentSchema } from "~/domain/recipe-schema";
import { openDatabase } from "../../db/client.server";
import { chatMessages, fridgeSearches, recipes, recipeVersions, savedIngredients, shoppingItems, users } from "../../db/schema";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { ensureBuild, killServers, logProblems, spawnServer, type ServerProcess } from "../support/server-process";
import { catalogueDataDir } from "../support/databases";

// ---------------------------------------------------------------------------------------
// The server process
// ---------------------------------------------------------------------------------------

const catalogue = readCatalogue() as {
  slug: string;
  servings: number;
  ingredients: { name: string }[];
}[];
const slugs = catalogue.map((recipe) => recipe.slug);

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const withoutNul = process.env.FUZZ_WITHOUT_NUL === "1";
const clean = (text: string) => (withoutNul ? text.replace(/\u0000|%00/g, "") : text);
const runs = (n: number) => (process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : n);
/** Once a property fails, how long fast-check may keep shrinking the counterexample. */
const shrinkBudgetMs = 6_000;

// ---------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------

type Pairs = [string, string][];
type Encoding = "urlencoded" | "multipart";

interface Reply {
  status: number;
  contentType: string;
  text: string;
  /** What the server logged while answering (first lines of each entry). */
  log: string;
}

let server: ServerProcess;
const dataDir = catalogueDataDir("chef-ia-fuzz-");

/** The warnings and errors the server logged since `from`, one line each, for failure messages. */
function logSince(from: number): string {
  return logProblems(server.output().slice(from));
}

async function send(
  jar: CookieJar,
  method: "GET" | "POST",
  pathAndQuery: string,
  body?: { pairs: Pairs; encoding: Encoding } | { raw: string; contentType: string | null },
): Promise<Reply> {
  const from = server.output().length;
  pathAndQuery = clean(pathAndQuery);
  if (body && "pairs" in body) body = { ...body, pairs: body.pairs.map(([key, value]) => [clean(key), clean(value)]) };
  else if (body) body = { ...body, raw: clean(body.raw) };
  let init: RequestInit = { method };
  if (body && "pairs" in body) {
    if (body.encoding === "urlencoded") {
      init = { method, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(body.pairs).toString() };
    } else {
      const form = new FormData();
      for (const [key, value] of body.pairs) form.append(key, value);
      init = { method, body: form };
    }
  } else if (body) {
    // Bytes, not a string: fetch would add "text/plain" to a string body without a type.
    init = {
      method,
      headers: body.contentType === null ? {} : { "Content-Type": body.contentType },
      body: new TextEncoder().encode(body.raw),
    };
  }
  let response: Response;
  let text: string;
  try {
    response = await jar.fetch(new URL(pathAndQuery, server.base), init);
    text = await response.text(); // streams (NDJSON) are read to the end
  } catch (error) {
    // No answer at all (the server reset the connection): as bad as a 5xx for the client.
    const cause = (error as { cause?: unknown }).cause;
    throw new Error(`${method} ${short(pathAndQuery, 120)}: sem resposta (${String(cause ?? error)})\nservidor:\n${logSince(from)}`);
  }
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", text, log: logSince(from) };
}

const short = (value: unknown, max = 300) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} caracteres)` : text;
};

const internalErrorMessage = /Erro interno do servidor/;

/** No 5xx; a stream must be whole NDJSON and must not end in the internal-error event. */
function expectSound(what: string, reply: Reply): void {
  if (reply.status >= 500) {
    throw new Error(`${what} → ${reply.status}\nresposta: ${short(reply.text.replace(/\s+/g, " "), 200)}\nservidor:\n${reply.log}`);
  }
  if (reply.contentType.includes("application/x-ndjson")) {
    const lines = reply.text.split("\n").filter(Boolean);
    for (const line of lines) {
      let event: { type?: string; message?: string };
      try {
        event = JSON.parse(line) as typeof event;
      } catch {
        throw new Error(`${what} → linha NDJSON inválida: ${short(line)}`);
      }
      if (event.type === "error" && internalErrorMessage.test(event.message ?? "")) {
        throw new Error(`${what} → ${reply.status} com o evento de erro interno no fluxo\nservidor:\n${reply.log}`);
      }
    }
    const last = lines.length > 0 ? (JSON.parse(lines[lines.length - 1]!) as { type?: string }) : null;
    if (reply.status === 200 && !["saved", "twin", "done", "error"].includes(last?.type ?? "")) {
      throw new Error(`${what} → fluxo terminou sem evento final (último: ${short(last)})`);
    }
  }
}

/** The list page parses its query totally: whatever comes in, the canonical URL is made of real filters. */
function expectListSound(what: string, reply: Reply): void {
  expectSound(what, reply);
  if (reply.status !== 200) return;
  const canonical = decodeHtml(/<link rel="canonical" href="([^"]*)"/.exec(reply.text)?.[1] ?? "");
  const params = new URL(canonical || "http://x/").searchParams;
  const allowed: Record<string, (value: string) => boolean> = {
    dificuldade: (value) => ["facil", "medio", "dificil"].includes(value),
    tempo: (value) => ["30", "60", "120"].includes(value),
    pagina: (value) => /^[1-9]\d{0,3}$/.test(value),
  };
  for (const [key, valid] of Object.entries(allowed)) {
    const values = params.getAll(key);
    if (values.length > 1 || values.some((value) => !valid(value))) {
      throw new Error(`${what} → URL canônica com um filtro inexistente: ${canonical}`);
    }
  }
}

/**
 * One request written byte for byte on a socket (fetch refuses odd methods, targets and
 * hosts): its status code. Without a body, so the server never waits for one.
 */
function rawExchange(method: string, target: string, host: string | null, headers: [string, string][]): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${method} ${short(target, 120)}: sem resposta em 10 s`));
    }, 10_000);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status) {
        clearTimeout(timer);
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      if (!/^HTTP\/1\.1 \d{3}/.test(received)) reject(new Error(`${method} ${short(target, 120)}: conexão fechada sem resposta`));
    });
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: ${host ?? `127.0.0.1:${server.port}`}`,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      "Connection: close",
    ];
    socket.write(Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "utf8"));
  });
}

// ---------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------

const specialValues = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "true",
  "false",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e308",
  "1.5",
  "0x1F",
  "٣",
  "１２",
  "%00",
  "%",
  "%zz",
  "&",
  "=",
  "+",
  "\r\n",
  "\t",
  "<script>alert(1)</script>",
  "'; drop table recipes; --",
  "\\",
  "../../etc/passwd",
  "\u202e",
  "\ufeff",
  "\u200b",
  "\u00a0",
  "\u2028",
  "\ud83c\udf73",
  "\ud800",
  "\udfff",
  "ção",
  "Ａ",
  "a".repeat(61),
  "a".repeat(121),
  "a".repeat(201),
  "a".repeat(1001),
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  "[]",
  "{}",
] as const;

/** C0 controls (NUL, which PostgreSQL text cannot hold, often), DEL, C1 and line separators. */
const controlChar = fc.oneof(
  { weight: 2, arbitrary: fc.constant("\u0000") },
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constantFrom("\u007f", "\u0085", "\u009f", "\u2028", "\u2029") },
);
const controlChars = fc.string({ unit: controlChar, minLength: 1, maxLength: 6 });
/** Names every plain object answers to: a lookup table indexed with them gives a function or a prototype. */
const prototypeKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
  "isPrototypeOf",
] as const;
const prototypeKey = fc.constantFrom(...prototypeKeys);
const withControl = fc
  .tuple(fc.string({ maxLength: 10 }), controlChars, fc.string({ maxLength: 10 }))
  .map(([before, control, after]) => before + control + after);
const numberText = fc.oneof(fc.integer().map(String), fc.double().map(String), fc.bigInt().map(String), fc.nat(300).map(String));
const jsonText = fc.json({ maxDepth: 2 });
const anyUnicode = fc.string({ unit: "binary", maxLength: 60 });
const graphemes = fc.string({ unit: "grapheme", maxLength: 40 });
const huge = fc
  .tuple(fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }), fc.integer({ min: 1_000, max: 20_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** Any text a form field might carry. */
const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...specialValues) },
  { weight: 1, arbitrary: prototypeKey },
  { weight: 3, arbitrary: withControl },
  { weight: 2, arbitrary: numberText },
  { weight: 2, arbitrary: jsonText },
  { weight: 3, arbitrary: anyUnicode },
  { weight: 3, arbitrary: graphemes },
  { weight: 1, arbitrary: huge },
);
const junkKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "_data", "index"),
  fc.string({ maxLength: 20 }),
);

type Mutation =
  | { kind: "none" }
  | { kind: "taint"; index: number; hazard: string; at: "start" | "middle" | "end" }
  | { kind: "drop"; index: number }
  | { kind: "replace"; index: number; value: string }
  | { kind: "repeat"; index: number; value: string; before: boolean }
  | { kind: "extra"; key: string; value: string };

/**
 * What is put into an otherwise valid text field: NUL (PostgreSQL text cannot hold it)
 * and other controls first, then characters with a meaning somewhere (quotes, LIKE and
 * tsquery operators, HTML), lone surrogates, invisible and bidi marks, a 20 KB run.
 */
const hazard = fc.oneof(
  { weight: 4, arbitrary: fc.constant("\u0000") },
  { weight: 3, arbitrary: controlChars },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "'",
      '"',
      "%",
      "_",
      "\\",
      "<",
      ">",
      "&",
      ":*",
      "|",
      "!",
      "\ud800",
      "\udfff",
      "\ufeff",
      "\u202e",
      "\u200b",
      "\u00a0",
    ),
  },
  { weight: 1, arbitrary: prototypeKey.map((key) => ` ${key} `) },
  { weight: 1, arbitrary: huge },
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: "none" as const }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("taint" as const),
      index: fc.nat(),
      hazard,
      at: fc.constantFrom("start" as const, "middle" as const, "end" as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const), index: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("replace" as const), index: fc.nat(), value: anyText }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("repeat" as const), index: fc.nat(), value: anyText, before: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("extra" as const), key: junkKey, value: anyText }) },
);

/** Applies the mutations; a taint goes into one of the free-text fields (`textFields`) present. */
function mutate(pairs: Pairs, mutations: Mutation[], textFields: readonly string[]): Pairs {
  let result = pairs.map(([key, value]) => [key, value] as [string, string]);
  for (const change of mutations) {
    if (change.kind === "none") continue;
    if (change.kind === "extra") {
      result.push([change.key, change.value]);
      continue;
    }
    if (change.kind === "taint") {
      const candidates = result.flatMap(([key], i) => (textFields.includes(key) ? [i] : []));
      if (candidates.length === 0) continue;
      const index = candidates[change.index % candidates.length]!;
      const [key, value] = result[index]!;
      // Placeholders ("@item") keep whole: the hazard goes before or after them.
      const at = change.at === "middle" && !value.startsWith("@") ? Math.floor(value.length / 2) : change.at === "start" ? 0 : value.length;
      result[index] = [key, value.slice(0, at) + change.hazard + value.slice(at)];
      continue;
    }
    if (result.length === 0) continue;
    const index = change.index % result.length;
    const key = result[index]![0];
    if (change.kind === "drop") result = result.filter((_, i) => i !== index);
    else if (change.kind === "replace") result[index] = [key, change.value];
    else result.splice(change.before ? index : index + 1, 0, [key, change.value]);
  }
  return result;
}

/**
 * A body for an endpoint: mostly a well-formed one with one or two mutations (a hazard
 * in a free-text field most often, so the fuzzing reaches past validation), otherwise
 * each field missing, once or repeated, with plausible or arbitrary values, plus junk.
 */
function formFor(
  valid: fc.Arbitrary<Pairs>,
  fields: Record<string, fc.Arbitrary<string>>,
  textFields: readonly string[],
): fc.Arbitrary<Pairs> {
  const nearlyValid = fc
    .tuple(valid, mutation, fc.option(mutation, { freq: 3 }))
    .map(([pairs, first, second]) => mutate(pairs, second ? [first, second] : [first], textFields));
  const perField = Object.entries(fields).map(([name, plausible]) => {
    const value = fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: anyText });
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant([] as Pairs) },
      { weight: 4, arbitrary: value.map((v): Pairs => [[name, v]]) },
      { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 4 }).map((vs): Pairs => vs.map((v) => [name, v])) },
    );
  });
  const free = fc
    .tuple(fc.tuple(...perField), fc.array(fc.tuple(junkKey, anyText), { maxLength: 3 }))
    .map(([parts, extra]) => [...parts.flat(), ...extra]);
  return fc.oneof({ weight: 2, arbitrary: nearlyValid }, { weight: 1, arbitrary: free });
}

const encoding = fc.constantFrom<Encoding>("urlencoded", "urlencoded", "urlencoded", "multipart");
const recipeRef = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...slugs) }, { weight: 1, arbitrary: fc.constant("@own") });
const servingsText = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 100 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom("0", "101", "2.5", " 3 ", "1e1") },
);
const ingredientNames = [
  "frango",
  "tomate",
  "cebola",
  "ovo",
  "queijo",
  "arroz",
  "feijão",
  "leite",
  "farinha de trigo",
  "camarão",
  "tofu",
  "amendoim",
  "batata",
  "Cenoura",
];
const nonBlank = (max: number) =>
  fc.string({ unit: "grapheme", minLength: 1, maxLength: max }).filter((text) => text.trim().length > 0 && text.trim().length <= max);

// ---------------------------------------------------------------------------------------
// The cooks, and values resolved at request time
// ---------------------------------------------------------------------------------------

interface Cook {
  email: string;
  jar: CookieJar;
  /** Recipes this cook owns (generated from the fridge, or chat copies). */
  own: string[];
  /** Own recipes the chef rewrote: "Desfazer" has something to put back. */
  versioned: string[];
}

const cooks: Record<string, Cook> = {};
const anonymous = new CookieJar();
let turn = 0;

async function signIn(name: string): Promise<Cook> {
  const cook: Cook = { email: `fuzz-${name}@teste.dev`, jar: new CookieJar(), own: [], versioned: [] };
  const from = server.output().length;
  const { response } = await signInAtDevProvider(
    cook.jar,
    `${server.base}/auth/entrar?redirectTo=%2Fperfil`,
    { email: cook.email, name },
    (to) => to === "/perfil",
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}\nservidor:\n${server.output().slice(from, from + 3000)}`);
  });
  expect(response.status).toBe(302);
  expect(cook.jar.get("chefia_sessao")).toBeDefined();
  cooks[name] = cook;
  return cook;
}

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

async function hiddenValues(cook: Cook, page: string, name: string): Promise<string[]> {
  const html = await (await cook.jar.fetch(new URL(page, server.base))).text();
  return [...html.matchAll(new RegExp(`name="${name}" value="([^"]*)"`, "g"))].map((match) => decodeHtml(match[1]!));
}

/** "@own", "@versioned", "@item" and "@saved" stand for ids that exist only once the server made them. */
async function resolve(cook: Cook, pairs: Pairs): Promise<Pairs> {
  const out: Pairs = [];
  for (const [key, value] of pairs) {
    const placeholder = /@(own|versioned|item|saved)\b/.exec(value)?.[0];
    let id: string | undefined;
    if (placeholder === "@own") id = cook.own[turn++ % Math.max(1, cook.own.length)] ?? "feijoada-completa";
    else if (placeholder === "@versioned") id = cook.versioned[0] ?? cook.own[0] ?? "feijoada-completa";
    else if (placeholder === "@item") {
      const ids = await hiddenValues(cook, "/compras", "id");
      id = ids[turn++ % Math.max(1, ids.length)] ?? "00000000-0000-4000-8000-000000000000";
    } else if (placeholder === "@saved") {
      const keys = (await hiddenValues(cook, "/geladeira", "key")).filter(Boolean);
      id = keys[turn++ % Math.max(1, keys.length)] ?? "tomate";
    }
    out.push([key, placeholder && id !== undefined ? value.replace(placeholder, id) : value]);
  }
  return out;
}

/** Remembers the recipes a stream says were made for the cook. */
function rememberOwn(cook: Cook, reply: Reply): void {
  for (const line of reply.text.split("\n").filter(Boolean)) {
    try {
      const event = JSON.parse(line) as { type?: string; recipe?: { id?: string }; change?: { recipeId?: string | null } };
      const id = event.type === "saved" ? event.recipe?.id : event.type === "done" ? event.change?.recipeId : undefined;
      if (id && !cook.own.includes(id)) cook.own.push(id);
    } catch {
      // judged by expectSound
    }
  }
}

// ---------------------------------------------------------------------------------------
// Running a property
// ---------------------------------------------------------------------------------------

const findings: string[] = [];
const coverage: Record<string, Record<string, number>> = {};

function count(endpoint: string, status: number): void {
  const byStatus = (coverage[endpoint] ??= {});
  byStatus[status] = (byStatus[status] ?? 0) + 1;
}

/** fast-check with a bound on shrinking: after the budget, candidates pass, the smallest failure so far is reported. */
async function checkProperty<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  numRuns: number,
  predicate: (value: T) => Promise<void>,
  examples: T[] = [],
): Promise<void> {
  let failedAt: number | null = null;
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (value) => {
      if (failedAt !== null && Date.now() - failedAt > shrinkBudgetMs) return;
      try {
        await predicate(value);
      } catch (error) {
        failedAt ??= Date.now();
        throw error;
      }
    }),
    { numRuns: runs(numRuns), seed, examples: examples.map((example): [T] => [example]) },
  );
  // The server must still be up and answering from its database.
  const exitCode = server.child.exitCode;
  if (exitCode !== null) throw new Error(`o servidor caiu (código ${exitCode}) durante ${name}:\n${server.output().slice(-3000)}`);
  const health = await fetch(`${server.base}/healthz`);
  expect(health.status, `/healthz depois de ${name}`).toBe(200);
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    findings.push(`${name}: contraexemplo ${short(details.counterexample, 400)}\n    ${error.split("\n").join("\n    ")}`);
    throw new Error(
      `${name} (seed ${details.seed}, path ${details.counterexamplePath}):\ncontraexemplo: ${short(details.counterexample, 1500)}\n${error}`,
    );
  }
}

interface PostTarget {
  path: string;
  cook: () => Cook;
  valid: fc.Arbitrary<Pairs>;
  fields: Record<string, fc.Arbitrary<string>>;
  /** Fields whose text reaches queries and rows: where hazards are put. */
  textFields: readonly string[];
  numRuns: number;
  /** Keeps a generated body from doing what must not be fuzzed (deleting the account). */
  sanitize?: (pairs: Pairs) => Pairs;
  /** Makes the state the valid bodies need (a recipe version to undo). */
  prepare?: () => Promise<void>;
  /** Answers a visitor too (the converter's reference table), never with the model's work. */
  openToVisitors?: boolean;
}

async function fuzzPost(target: PostTarget): Promise<void> {
  const cook = target.cook();
  await target.prepare?.();
  await checkProperty(
    `POST ${target.path}`,
    fc.tuple(formFor(target.valid, target.fields, target.textFields), encoding),
    target.numRuns,
    async ([generated, how]) => {
      const pairs = await resolve(cook, target.sanitize ? target.sanitize(generated) : generated);
      const reply = await send(cook.jar, "POST", target.path, { pairs, encoding: how });
      count(`POST ${target.path}`, reply.status);
      rememberOwn(cook, reply);
      expectSound(`POST ${target.path} (${how}) ${short(pairs, 200)}`, reply);
    },
    wellFormed.filter(([path]) => path === target.path).map(([, pairs]): [Pairs, Encoding] => [pairs, "urlencoded"]),
  );
}

/** A recipe of the cook's own with versions to undo: generated, then rewritten by the chef. */
async function makeVersions(cook: Cook): Promise<void> {
  const post = async (target: string, pairs: Pairs) => {
    const reply = await send(cook.jar, "POST", target, { pairs, encoding: "urlencoded" });
    expectSound(`POST ${target}`, reply);
    expect(reply.status, `POST ${target} ${reply.text.slice(0, 300)}`).toBe(200);
    return reply.text
      .split("\n")
      .filter(Boolean)
      .map(
        (line) => JSON.parse(line) as { type: string; recipe?: { id: string }; change?: { kind: string; recipeId: string | null } | null },
      );
  };
  const saved = (
    await post("/api/geladeira", [
      ["items", "feijão"],
      ["items", "arroz"],
      ["items", "cebola"],
    ])
  ).find((event) => event.type === "saved");
  expect(saved?.recipe?.id).toBeTruthy();
  const id = saved!.recipe!.id;
  if (!cook.own.includes(id)) cook.own.unshift(id);
  const versions: string[] = [];
  for (const message of ["dobre a receita", "troque o feijão por lentilha", "adicione 200 g de queijo", "troque a cebola por alho-poró"]) {
    const done = (
      await post("/api/chat", [
        ["recipeId", id],
        ["message", message],
      ])
    ).find((event) => event.type === "done");
    if (done?.change?.kind === "version") versions.push(message);
  }
  expect(versions.length, "o chef não reescreveu a receita da cozinheira").toBeGreaterThan(0);
  cook.versioned.unshift(id);
}

const pairsOf = (record: Partial<Record<string, string | string[]>>): Pairs =>
  Object.entries(record).flatMap(([key, value]): Pairs =>
    value === undefined ? [] : Array.isArray(value) ? value.map((v): [string, string] => [key, v]) : [[key, value]],
  );

// ---------------------------------------------------------------------------------------
// The endpoints
// ---------------------------------------------------------------------------------------

const favoriteValid = fc.record({ recipeId: recipeRef, favorite: fc.constantFrom("true", "false") }).map(pairsOf);
const shoppingRecipeValid = fc.record({ recipeId: fc.constantFrom(...slugs), servings: servingsText }).map(pairsOf);
const converterValid = fc
  .constantFrom(...catalogue)
  .chain((recipe) =>
    fc.record({
      recipeId: fc.constant(recipe.slug),
      ingredientId: fc.integer({ min: 1, max: recipe.ingredients.length }).map((n) => `ing-${n}`),
      servings: servingsText,
      unit: fc.constantFrom(...units),
    }),
  )
  .map(pairsOf);
const fridgeItems = fc.oneof(
  { weight: 3, arbitrary: fc.uniqueArray(fc.constantFrom(...ingredientNames), { minLength: 1, maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("receita: bolo de cenoura", "receita: sopa de legumes", "RECEITA: feijoada", "receita:").map((x) => [x]),
  },
  { weight: 2, arbitrary: fc.array(nonBlank(60), { minLength: 1, maxLength: 15 }) },
);
const fridgeValid = fridgeItems.map((items) => pairsOf({ items }));
const chatMessagesPlausible = fc.oneof(
  fc.constantFrom(
    "troque o feijão por lentilha",
    "posso usar manteiga?",
    "dobre a receita",
    "sem glúten, por favor",
    "adicione 200 g de queijo",
    "quanto tempo no forno?",
  ),
  nonBlank(200),
);
const chatValid = fc.record({ recipeId: recipeRef, message: chatMessagesPlausible }).map(pairsOf);
const undoValid = fc
  .record({ recipeId: fc.oneof({ weight: 3, arbitrary: fc.constant("@versioned") }, { weight: 1, arbitrary: recipeRef }) })
  .map(pairsOf);
const profileValid = fc
  .record({
    intent: fc.constant("salvar"),
    name: fc.oneof(
      fc.constantFrom("Ana", "José da Silva", "  Zé  ", ""),
      nonBlank(80).filter((name) => !/[\u0000-\u001f<>]/.test(name)),
    ),
    preferences: fc.subarray([...preferenceOptions]),
    restrictions: fc.subarray([...restrictionOptions]),
    healthGoals: fc.subarray([...healthGoalOptions]),
  })
  .map(pairsOf);
const sectionIds = ["hortifruti", "acougue", "frios", "padaria", "mercearia", "temperos", "bebidas", "congelados", "outros"];
const shoppingValid = fc
  .oneof(
    fc.record({ intent: fc.constant("adicionar"), text: fc.oneof(fc.constantFrom("2 tomates", "azeite", "  pão  "), nonBlank(200)) }),
    fc.record({ intent: fc.constant("marcar"), id: fc.constant("@item"), checked: fc.constantFrom("true", "false") }),
    fc.record({ intent: fc.constant("remover"), id: fc.constant("@item") }),
    fc.record({ intent: fc.constant("limpar-marcados") }),
    fc.record({
      intent: fc.constant("em-casa"),
      foodKey: fc.oneof(fc.constantFrom("sal", "cebola", "leite"), nonBlank(200)),
      name: fc.oneof(fc.constantFrom("sal", "Cebola"), nonBlank(200)),
      has: fc.constantFrom("true", "false"),
    }),
    fc.record({ intent: fc.constant("ordem"), order: fc.shuffledSubarray(sectionIds).map((ids) => ids.join(",")) }),
  )
  .map(pairsOf);
/** The plan (issue 23): next week, so every day is a day the plan accepts. */
const planWeek = weekOf(addDays(todayInBrazil(), 7));
const planDays = daysOf(planWeek);
const planDay = fc.constantFrom(...planDays);
const planMeal = fc.constantFrom("cafe", "almoco", "lanche", "jantar");
const planValid = fc
  .oneof(
    fc.record({
      intent: fc.constant("sugerir"),
      week: fc.constant(planWeek),
      rapido: fc.option(fc.constant("sim"), { nil: undefined }),
      sobras: fc.option(fc.constant("sim"), { nil: undefined }),
    }),
    fc.record({
      intent: fc.constant("adicionar"),
      day: planDay,
      meal: planMeal,
      recipeId: fc.constantFrom(...slugs),
      servings: servingsText,
    }),
    fc.record({ intent: fc.constant("tirar"), day: planDay, meal: planMeal }),
    fc.record({ intent: fc.constant("porcoes"), day: planDay, meal: planMeal, servings: servingsText }),
    fc.record({ intent: fc.constant("fixar"), day: planDay, meal: planMeal, locked: fc.constantFrom("true", "false") }),
    fc.record({ intent: fc.constant("mover"), day: planDay, meal: planMeal, to: fc.tuple(planDay, planMeal).map(([d, m]) => `${d}|${m}`) }),
    fc.record({ intent: fc.constant("outra"), week: fc.constant(planWeek), day: planDay, meal: planMeal }),
    fc.record({ intent: fc.constant("limpar-sugestoes"), week: fc.constant(planWeek) }),
    fc.record({ intent: fc.constant("gerar-lista"), week: fc.constant(planWeek), dias: fc.subarray(planDays, { minLength: 1 }) }),
  )
  .map(pairsOf);
const forgetValid = fc
  .record({ intent: fc.constant("esquecer"), key: fc.oneof(fc.constant("@saved"), fc.constantFrom(...ingredientNames)) })
  .map(pairsOf);

/**
 * "Importar receita": texts the model reads, links the fetcher refuses without the network
 * (internal addresses, other schemes), and previews whose origin is not signed for the cook.
 */
const importText =
  "Bolo de caneca\n\nIngredientes:\n1 ovo\n4 colheres de sopa de leite\n4 colheres de sopa de farinha\n\nModo de preparo:\n1. Misture tudo.\n2. Leve ao micro-ondas por 3 minutos.";
const importLinks = fc.constantFrom("http://10.0.0.1/receita", "file:///etc/passwd", "http://[::1]/x", "gopher://a/b", "http://0x7f.1/");
const importValid = fc
  .oneof(
    fc.record({
      intent: fc.constant("ler-texto"),
      texto: fc.constantFrom(importText, "oi, tudo bem?"),
    }),
    fc.record({ intent: fc.constant("ler-link"), link: importLinks }),
    fc.record({
      intent: fc.constantFrom("conferir", "salvar"),
      origem: fc.constantFrom("", "eyJ2aWEiOiJqc29uLWxkIn0.assinatura"),
      titulo: fc.constantFrom("Bolo", ""),
      porcoes: fc.constantFrom("8", "zero"),
      ingrediente: fc.constantFrom("3 ovos", "3 xícaras"),
      passo: fc.constantFrom("Misture.", ""),
    }),
  )
  .map(pairsOf);

/** Account deletion is not fuzzed with a valid confirmation: that is its own test, last. */
const noConfirmedDeletion = (pairs: Pairs): Pairs =>
  pairs.map(([key, value]) => [key, key === "confirmar" && value === "sim" ? "sim?" : value]);

/** One well-formed body per endpoint and intent: tried first by each property, and the base of the sweep. */
const wellFormed: [string, Pairs][] = [
  [
    "/importar",
    [
      ["intent", "ler-texto"],
      ["texto", importText],
    ],
  ],
  [
    "/api/favoritos",
    [
      ["recipeId", "feijoada-completa"],
      ["favorite", "true"],
    ],
  ],
  [
    "/api/compras/receita",
    [
      ["recipeId", "feijoada-completa"],
      ["servings", "2"],
    ],
  ],
  [
    "/compras",
    [
      ["intent", "adicionar"],
      ["text", "azeite"],
    ],
  ],
  [
    "/compras",
    [
      ["intent", "marcar"],
      ["id", "@item"],
      ["checked", "true"],
    ],
  ],
  [
    "/api/converter",
    [
      ["recipeId", "feijoada-completa"],
      ["ingredientId", "ing-1"],
      ["servings", "4"],
      ["unit", "xícara"],
    ],
  ],
  [
    "/api/geladeira",
    [
      ["items", "frango"],
      ["items", "tomate"],
    ],
  ],
  ["/api/geladeira", [["items", "receita: bolo de cenoura"]]],
  [
    "/geladeira",
    [
      ["intent", "esquecer"],
      ["key", "tomate"],
    ],
  ],
  [
    "/api/chat",
    [
      ["recipeId", "feijoada-completa"],
      ["message", "dobre a receita"],
    ],
  ],
  ["/api/receitas/desfazer", [["recipeId", "@versioned"]]],
  [
    "/compras",
    [
      ["intent", "em-casa"],
      ["foodKey", "sal"],
      ["name", "sal"],
      ["has", "false"],
    ],
  ],
  [
    "/cardapio",
    [
      ["intent", "sugerir"],
      ["week", planWeek],
    ],
  ],
  [
    "/cardapio",
    [
      ["intent", "gerar-lista"],
      ["week", planWeek],
      ["dias", planDays[0]!],
      ["dias", planDays[1]!],
    ],
  ],
  [
    "/perfil",
    [
      ["intent", "salvar"],
      ["name", "Ana"],
      ["preferences", "vegano"],
      ["restrictions", "ovos"],
      ["healthGoals", "manutenção"],
    ],
  ],
];

/** Not in the reference table (grams of chicken to millilitres): the model answers. Swept, not an example. */
const modelConversion: [string, Pairs] = [
  "/api/converter",
  [
    ["recipeId", "frango-grelhado-com-legumes"],
    ["ingredientId", "ing-1"],
    ["servings", "100"],
    ["unit", "ml"],
  ],
];

const postTargets: PostTarget[] = [
  {
    path: "/api/favoritos",
    cook: () => cooks.favoritos!,
    valid: favoriteValid,
    fields: { recipeId: recipeRef, favorite: fc.constantFrom("true", "false") },
    textFields: ["recipeId"],
    numRuns: 40,
  },
  {
    path: "/api/compras/receita",
    cook: () => cooks.compras!,
    valid: shoppingRecipeValid,
    fields: { recipeId: fc.constantFrom(...slugs), servings: servingsText },
    textFields: ["recipeId", "servings"],
    numRuns: 40,
  },
  {
    path: "/compras",
    cook: () => cooks.compras!,
    valid: shoppingValid,
    fields: {
      intent: fc.constantFrom("adicionar", "marcar", "remover", "limpar-marcados", "em-casa", "ordem"),
      text: fc.constantFrom("azeite", "sal"),
      id: fc.constant("@item"),
      checked: fc.constantFrom("true", "false"),
      foodKey: fc.constantFrom("sal", "cebola"),
      name: fc.constantFrom("sal", "cebola"),
      has: fc.constantFrom("true", "false"),
      order: fc.constantFrom("mercearia,hortifruti", "x,,y"),
    },
    textFields: ["text", "id", "foodKey", "name", "order"],
    numRuns: 40,
  },
  {
    path: "/cardapio",
    cook: () => cooks.cardapio!,
    valid: planValid,
    fields: {
      intent: fc.constantFrom("sugerir", "adicionar", "tirar", "porcoes", "fixar", "mover", "outra", "limpar-sugestoes", "gerar-lista"),
      week: fc.constantFrom(planWeek, "2026-W99", "ontem"),
      day: planDay,
      meal: planMeal,
      recipeId: fc.constantFrom(...slugs),
      servings: servingsText,
      dias: planDay,
      to: fc.constantFrom(`${planDays[2]}|jantar`, "|", "x|y"),
    },
    textFields: ["week", "day", "meal", "recipeId", "to", "dias"],
    numRuns: 40,
  },
  {
    path: "/api/converter",
    cook: () => cooks.converter!,
    valid: converterValid,
    fields: {
      recipeId: fc.constantFrom(...slugs),
      ingredientId: fc.integer({ min: 1, max: 6 }).map((n) => `ing-${n}`),
      servings: servingsText,
      unit: fc.constantFrom(...units),
    },
    textFields: ["recipeId", "ingredientId", "unit"],
    numRuns: 40,
    openToVisitors: true,
  },
  {
    path: "/api/geladeira",
    cook: () => cooks.chef!,
    valid: fridgeValid,
    fields: { items: fc.constantFrom(...ingredientNames) },
    textFields: ["items"],
    numRuns: 25,
  },
  {
    path: "/geladeira",
    cook: () => cooks.chef!,
    valid: forgetValid,
    fields: { intent: fc.constantFrom("esquecer"), key: fc.oneof(fc.constant("@saved"), fc.constantFrom(...ingredientNames)) },
    textFields: ["key"],
    numRuns: 30,
  },
  {
    path: "/api/chat",
    cook: () => cooks.chef!,
    valid: chatValid,
    fields: { recipeId: recipeRef, message: chatMessagesPlausible },
    textFields: ["recipeId", "message"],
    numRuns: 25,
  },
  {
    path: "/api/receitas/desfazer",
    cook: () => cooks.chef!,
    valid: undoValid,
    fields: { recipeId: recipeRef },
    textFields: ["recipeId"],
    numRuns: 30,
    prepare: () => makeVersions(cooks.chef!),
  },
  {
    path: "/importar",
    cook: () => cooks.chef!,
    valid: importValid,
    fields: {
      intent: fc.constantFrom("ler-link", "ler-texto", "conferir", "salvar"),
      link: importLinks,
      texto: fc.constantFrom("3 ovos e 1 xícara de leite: bata e asse.", ""),
      titulo: fc.constantFrom("Bolo", ""),
      porcoes: fc.constantFrom("4", "-1"),
      ingrediente: fc.constantFrom("2 ovos", ""),
      passo: fc.constantFrom("Asse.", ""),
      origem: fc.constantFrom("", "a.b"),
    },
    textFields: ["texto", "titulo", "porcoes", "ingrediente", "passo", "origem"],
    numRuns: 30,
  },
  {
    path: "/perfil",
    cook: () => cooks.perfil!,
    valid: profileValid,
    fields: {
      intent: fc.constantFrom("salvar", "excluir-conta"),
      confirmar: fc.constantFrom("não", "on", "SIM"),
      name: fc.constantFrom("Ana", "Zé"),
      preferences: fc.constantFrom(...preferenceOptions),
      restrictions: fc.constantFrom(...restrictionOptions),
      healthGoals: fc.constantFrom(...healthGoalOptions),
    },
    textFields: ["name", "preferences", "restrictions", "healthGoals"],
    numRuns: 40,
    sanitize: noConfirmedDeletion,
  },
];

// ---------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------

beforeAll(async () => {
  ensureBuild();
  server = await spawnServer({
    DATA_DIR: dataDir,
    LOCAL_MODEL_CONTROLS: "1",
    AI_DAILY_GENERATIONS: "100000",
    AI_DAILY_CHAT_MESSAGES: "100000",
    AI_DAILY_CONVERSIONS: "100000",
    AI_DAILY_IMPORTS: "100000",
    AI_HOURLY_PER_IP: "100000",
  });
  await server.ready;
  // The scripted model at full speed: replies are the same, only the pauses between tokens go.
  const control = await fetch(`${server.base}/dev-llm/controle`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tokensPerSecond: 1_000_000 }),
  });
  expect(control.status).toBe(200);
  for (const name of ["favoritos", "compras", "cardapio", "converter", "chef", "perfil", "bruto", "excluida"]) await signIn(name);
  // The chef cook has restrictions, so generation and chat also take the refusal paths.
  const profile = await send(cooks.chef!.jar, "POST", "/perfil", {
    pairs: [
      ["intent", "salvar"],
      ["name", "Chef"],
      ["restrictions", "lactose"],
      ["restrictions", "amendoim"],
    ],
    encoding: "urlencoded",
  });
  expect(profile.status).toBe(200);
}, 120_000);

afterAll(async () => {
  killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`\n[fuzz] respostas por endpoint e status: ${JSON.stringify(coverage)}`);
  if (findings.length > 0) console.log(`[fuzz] ${findings.length} propriedade(s) falharam:\n  ${findings.join("\n  ")}`);
});

describe("fuzzing every action and API input (no 5xx, ever)", () => {
  for (const target of postTargets) {
    it(`POST ${target.path}`, async () => {
      await fuzzPost(target);
      const twoHundreds = Object.entries(coverage[`POST ${target.path}`] ?? {}).filter(([status]) => status.startsWith("2"));
      // A property that never got past validation would prove little.
      expect(twoHundreds.length, `nenhuma resposta 2xx de POST ${target.path}`).toBeGreaterThan(0);
    }, 90_000);
  }

  it("GET /receitas with arbitrary query strings", async () => {
    const plausible: Record<string, fc.Arbitrary<string>> = {
      q: fc.constantFrom("frango", "bolo", "feijoada", "sem glúten", '"arroz" -feijão', "or", "!", "a & b | c", "café:*"),
      dificuldade: fc.constantFrom("facil", "médio", "dificil", "FÁCIL", "impossível", ...prototypeKeys),
      tempo: fc.constantFrom("30", "60", "120", "15", ...prototypeKeys),
      tags: fc.constantFrom("Almoço", "Vegetariano", "Sem Glúten,Brasileira", ",,,"),
      pagina: fc.constantFrom("1", "2", "7", "1000", "0", "-1", "1.5", "99999999999999999999"),
    };
    const valid = fc.record(plausible, { requiredKeys: [] }).map(pairsOf);
    const query = fc.oneof(
      formFor(valid, plausible, ["q", "tags", "dificuldade"]).map((pairs) => new URLSearchParams(pairs).toString()),
      fc.string({
        unit: fc.constantFrom("%", "&", "=", "+", "a", "é", "0", "F", " ", ";", "[", "]", "q", "tags", "pagina", "\u0000"),
        maxLength: 40,
      }),
    );
    await checkProperty("GET /receitas", fc.tuple(query, fc.boolean()), 40, async ([search, signedIn]) => {
      const reply = await send(signedIn ? cooks.chef!.jar : anonymous, "GET", `/receitas?${search}`);
      count("GET /receitas", reply.status);
      expectListSound(`GET /receitas?${short(search, 200)}`, reply);
    });
  }, 90_000);

  it("GET /receitas/<arbitrary id>", async () => {
    const id = fc.oneof(
      anyText.map((text) => encodeURIComponent(text.toWellFormed())),
      fc.string({ unit: fc.constantFrom("%", "a", "0", "E", "F", "-", ".", "_", "~", "é"), minLength: 1, maxLength: 20 }),
      fc
        .tuple(fc.constantFrom(...slugs), fc.constantFrom("", "-", "-x", "%20", "%00", "/", ".data", "?x=1"))
        .map(([slug, suffix]) => slug + suffix),
      fc.constant("@own"),
    );
    await checkProperty("GET /receitas/<id>", fc.tuple(id, fc.boolean()), 40, async ([raw, signedIn]) => {
      const chef = cooks.chef!;
      const value = raw === "@own" ? (chef.own[0] ?? "feijoada-completa") : raw;
      const reply = await send(signedIn ? chef.jar : anonymous, "GET", `/receitas/${value}`);
      count("GET /receitas/<id>", reply.status);
      expectSound(`GET /receitas/${short(value, 200)}`, reply);
    });
  }, 90_000);

  it("POST /api/compras/sincronizar with arbitrary JSON changes", async () => {
    // The offline list's sync takes JSON, not a form: its own property, with the cook's real line ids.
    const cook = cooks.compras!;
    const known = await hiddenValues(cook, "/compras", "id");
    const now = Date.now();
    const lineId = fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...known, "00000000-0000-4000-8000-000000000000") },
      { weight: 8, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: anyText },
    );
    const at = fc.oneof(
      { weight: 16, arbitrary: fc.integer({ min: now - 90 * 86_400_000, max: now + 86_400_000 }) },
      { weight: 1, arbitrary: fc.double() },
      { weight: 1, arbitrary: fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER) },
      { weight: 1, arbitrary: anyText },
    );
    const change = fc.oneof(
      { weight: 4, arbitrary: fc.record({ id: lineId, op: fc.constant("marcar"), checked: fc.boolean(), at }) },
      { weight: 1, arbitrary: fc.record({ id: lineId, op: fc.constant("marcar"), checked: anyText, at }) },
      { weight: 4, arbitrary: fc.record({ id: lineId, op: fc.constant("remover"), at }) },
      { weight: 4, arbitrary: fc.record({ id: lineId, op: fc.constant("adicionar"), text: anyText, at }) },
      { weight: 1, arbitrary: fc.record({ id: lineId, op: anyText, at }) },
    );
    const body = fc.oneof(
      { weight: 6, arbitrary: fc.array(change, { minLength: 1, maxLength: 4 }).map((changes) => JSON.stringify({ changes })) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify({ changes: value })) },
      { weight: 1, arbitrary: jsonText },
      { weight: 1, arbitrary: anyText },
    );
    const valid = JSON.stringify({ changes: [{ id: known[0] ?? randomUUID(), op: "marcar", checked: true, at: now }] });
    await checkProperty(
      "POST /api/compras/sincronizar",
      body,
      60,
      async (raw) => {
        const reply = await send(cook.jar, "POST", "/api/compras/sincronizar", { raw, contentType: "application/json" });
        count("POST /api/compras/sincronizar", reply.status);
        expectSound(`POST /api/compras/sincronizar corpo ${short(raw, 200)}`, reply);
        expect([200, 400, 413]).toContain(reply.status);
      },
      [valid],
    );
    const twoHundreds = Object.keys(coverage["POST /api/compras/sincronizar"] ?? {}).filter((status) => status.startsWith("2"));
    expect(twoHundreds.length, "nenhuma resposta 2xx de POST /api/compras/sincronizar").toBeGreaterThan(0);
  }, 90_000);

  it("any POST endpoint with an arbitrary body and Content-Type", async () => {
    const paths = [...postTargets.map((target) => target.path), "/api/compras/sincronizar"];
    const contentType = fc.constantFrom(
      null,
      "application/json",
      "text/plain",
      "application/octet-stream",
      "multipart/form-data",
      "multipart/form-data; boundary=fronteira",
      "application/x-www-form-urlencoded; charset=utf-16",
      "application/x-www-form-urlencoded",
    );
    await checkProperty(
      "POST <qualquer> corpo bruto",
      fc.tuple(fc.constantFrom(...paths), contentType, anyText, fc.boolean()),
      40,
      async ([target, type, raw, signedIn]) => {
        const body =
          type?.startsWith("application/x-www-form-urlencoded") && raw.includes("confirmar=sim") ? raw.replace(/confirmar=sim/g, "") : raw;
        const reply = await send(signedIn ? cooks.bruto!.jar : anonymous, "POST", target, { raw: body, contentType: type });
        count(`POST ${target} (bruto)`, reply.status);
        expectSound(`POST ${target} Content-Type: ${String(type)} corpo ${short(body, 120)}`, reply);
      },
    );
  }, 90_000);

  it("every endpoint signed out: refused, never a 5xx", async () => {
    await checkProperty(
      "POST <qualquer> sem sessão",
      fc
        .constantFrom(...postTargets)
        .chain((target) => fc.tuple(fc.constant(target.path), formFor(target.valid, target.fields, target.textFields), encoding)),
      30,
      async ([target, pairs, how]) => {
        const reply = await send(new CookieJar(), "POST", target, {
          pairs: pairs.map(([key, value]) => [key, value.replace(/@(own|versioned|item|saved)\b/, "x")]),
          encoding: how,
        });
        count(`POST ${target} (sem sessão)`, reply.status);
        expectSound(`POST ${target} sem sessão`, reply);
        const open = postTargets.find((entry) => entry.path === target)?.openToVisitors === true;
        expect([400, 401, 302, 403, 404, 413, ...(open ? [200] : [])]).toContain(reply.status);
        // What a visitor is answered comes from the reference table: the model is for signed-in cooks.
        if (reply.status === 200) expect(reply.text).not.toContain(t.detail.estimatedByChef);
      },
    );
  }, 90_000);

  it("every field of every endpoint, with each value of a hazard dictionary", async () => {
    // Deterministic, besides the random properties: each field of a well-formed body gets
    // each hazard in turn, so a known-dangerous value is never left to chance.
    const dictionary = [
      "",
      " ",
      "\u0000",
      "a\u0000b",
      "\u007f",
      "__proto__",
      "constructor",
      "toString",
      "\ud800",
      "'",
      "%",
      "\\",
      ":*",
      "<script>",
      "\u202e",
      "1e308",
      "a".repeat(20_000),
      // Characters outside the BMP, two UTF-16 units each, past every length limit: a cut at
      // an odd or an even unit leaves half of one, which no URL can carry (a 500 once).
      "\u{10000}".repeat(3_000),
      "a" + "\u{1F370}".repeat(3_000),
    ];
    const choiceHazards = ["", "\u0000", "__proto__", "constructor", "a".repeat(20_000)];
    /** Also appended to a valid value, as a word of its own. */
    const suffixes = new Set(["\u0000", "__proto__", "constructor", "'", "%"]);
    const bases: [PostTarget, Pairs][] = [...wellFormed, modelConversion].map(([target, pairs]) => [
      postTargets.find((candidate) => candidate.path === target)!,
      pairs,
    ]);
    // Pages' actions through their data URL: the same action, without rendering the page each time.
    const actionUrl = (page: string) => (page.startsWith("/api/") ? page : `${page}.data`);
    const cases: (() => Promise<string | null>)[] = [];
    for (const [target, base] of bases) {
      // The well-formed body itself succeeds ("Desfazer" may have nothing left to undo).
      if (target.path !== "/api/receitas/desfazer") {
        cases.push(async () => {
          const cook = target.cook();
          const pairs = await resolve(cook, base);
          const reply = await send(cook.jar, "POST", actionUrl(target.path), { pairs, encoding: "urlencoded" });
          rememberOwn(cook, reply);
          // 202 is how single fetch answers an action that redirects ("Gerar lista da semana" → /compras).
          return reply.status === 200 || reply.status === 202
            ? null
            : `POST ${target.path} ${short(pairs, 160)} (válido) → ${reply.status}\n  servidor:\n  ${reply.log}`;
        });
      }
      for (const field of new Set(base.map(([key]) => key))) {
        // Choice fields (intent, unit, servings…) get the short list; free-text ones all of it.
        for (const hazardValue of target.textFields.includes(field) ? dictionary : choiceHazards) {
          for (const at of ["replace", "suffix"] as const) {
            if (at === "suffix" && !suffixes.has(hazardValue)) continue;
            cases.push(async () => {
              const cook = target.cook();
              const pairs = (await resolve(cook, base)).map(([key, value]): [string, string] =>
                key === field ? [key, at === "replace" ? hazardValue : `${value} ${hazardValue}`] : [key, value],
              );
              const reply = await send(cook.jar, "POST", actionUrl(target.path), { pairs, encoding: "urlencoded" });
              count(`varredura POST ${target.path}`, reply.status);
              rememberOwn(cook, reply);
              try {
                expectSound(`POST ${target.path} ${short(pairs, 160)}`, reply);
                return null;
              } catch (error) {
                return (error as Error).message
                  .split("\n")
                  .filter((line) => !line.startsWith("resposta:"))
                  .join("\n  ");
              }
            });
          }
        }
      }
    }
    for (const field of ["q", "dificuldade", "tempo", "tags", "pagina"]) {
      for (const hazardValue of dictionary) {
        cases.push(async () => {
          const search = new URLSearchParams([[field, hazardValue]]).toString();
          const reply = await send(anonymous, "GET", `/receitas?${search}`);
          count("varredura GET /receitas", reply.status);
          try {
            expectListSound(`GET /receitas?${short(search, 100)}`, reply);
            return null;
          } catch (error) {
            return (error as Error).message
              .split("\n")
              .filter((line) => !line.startsWith("resposta:"))
              .join("\n  ");
          }
        });
      }
    }
    for (const hazardValue of dictionary) {
      cases.push(async () => {
        const reply = await send(cooks.chef!.jar, "GET", `/receitas/${encodeURIComponent(hazardValue.toWellFormed())}`);
        count("varredura GET /receitas/<id>", reply.status);
        try {
          expectSound(`GET /receitas/${short(encodeURIComponent(hazardValue.toWellFormed()), 100)}`, reply);
          return null;
        } catch (error) {
          return (error as Error).message;
        }
      });
    }
    // Six at a time: the model calls mostly wait.
    const failures: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < cases.length) {
          const failure = await cases[next++]!().catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
          if (failure) failures.push(failure);
        }
      }),
    );
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    if (failures.length > 0)
      findings.push(`varredura: ${failures.length} de ${cases.length} casos falharam:\n    ${failures.join("\n    ")}`);
    expect(failures, `${failures.length} de ${cases.length} casos`).toEqual([]);
  }, 90_000);

  it("raw requests: any method, request target and headers a client or proxy might send", async () => {
    const token = cooks.bruto!.jar.get("chefia_sessao") ?? "x";
    const method = fc.constantFrom(
      "GET",
      "GET",
      "GET",
      "HEAD",
      "POST",
      "PUT",
      "PATCH",
      "DELETE",
      "OPTIONS",
      "TRACE",
      "TRACK",
      "PROPFIND",
      "MKCOL",
      "SEARCH",
      "QUERY",
      "PURGE",
      "M-SEARCH",
      "get",
      "CONNECT",
    );
    const routes = [
      "/",
      "/receitas",
      "/receitas/feijoada-completa",
      "/entrar",
      "/auth/entrar",
      "/auth/callback",
      "/perfil",
      "/perfil/dados.json",
      "/compras",
      "/geladeira",
      "/api/geladeira",
      "/api/chat",
      "/dev-llm/v1/chat/completions",
      "/dev-llm/requisicoes",
      "/sitemap.xml",
      "/assets/x.js",
      "/healthz",
      "/favicon.svg",
    ];
    const pathChar = fc.constantFrom(
      "/",
      "/",
      "a",
      "é",
      "%",
      "%2F",
      "%00",
      "%E0%A4%A",
      "%zz",
      "..",
      ".",
      "\\",
      "?",
      "#",
      "&",
      "=",
      ";",
      "@",
      ":",
      "*",
      "~",
      "[",
      "]",
      "|",
      "{",
      "}",
      "\u0001",
      "\t",
      ".data",
      "_routes=root",
    );
    const target = fc.oneof(
      fc.tuple(fc.constantFrom(...routes), fc.string({ unit: pathChar, maxLength: 12 })).map(([route, tail]) => route + tail),
      fc.string({ unit: pathChar, minLength: 1, maxLength: 30 }).map((path) => `/${path}`),
      fc.constantFrom(
        "*",
        "//",
        "///",
        "//evil.example/x",
        "http://evil.example/x",
        "http://127.0.0.1/receitas",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/receitas?q=%",
        `/${"a".repeat(8000)}`,
        "/?redirectTo=%2F%09%2Fevil.example",
      ),
    );
    const oddHost = fc.constantFrom(
      "",
      "evil.example",
      "[",
      "a b",
      "localhost:99999",
      "[::1]:x",
      "127.0.0.1:0",
      "xn--",
      "é.example",
      "localhost:3000, evil.example",
      "%00",
    );
    const header = fc.oneof(
      oddHost.map((value): [string, string] => ["X-Forwarded-Host", value]),
      fc.constantFrom("https", "javascript", "https,http", "", "ftp").map((value): [string, string] => ["X-Forwarded-Proto", value]),
      fc
        .constantFrom("203.0.113.9", "garbage", "::ffff:10.0.0.1, 1.2.3.4", "", "1.1.1.1, , ,")
        .map((value): [string, string] => ["X-Forwarded-For", value]),
      fc
        .constantFrom(
          `chefia_sessao =${token}`,
          `chefia_sessao=${token}; chefia_sessao=outro`,
          "chefia_sessao=",
          "chefia_sessao",
          "=;=;",
          "a=%E0%A4%A",
          "chefia_consentimento=aceito",
          `__Host-chefia_sessao=${token}`,
          "x".repeat(6000),
        )
        .map((value): [string, string] => ["Cookie", value]),
      fc
        .constantFrom("text/html", "*/*", "text/html;q=abc", "", "application/json, text/html")
        .map((value): [string, string] => ["Accept", value]),
      fc
        .constantFrom("gzip", "br;q=x", "*", "identity;q=0", "gzip, deflate, zstd")
        .map((value): [string, string] => ["Accept-Encoding", value]),
      fc.constantFrom("null", "http://", "https://evil.example", "ftp://x", "😀").map((value): [string, string] => ["Origin", value]),
      fc.constantFrom("cross-site", "same-origin", "???").map((value): [string, string] => ["Sec-Fetch-Site", value]),
      fc
        .constantFrom("text/plain", "multipart/form-data", "application/x-www-form-urlencoded; charset=nope", ";;;")
        .map((value): [string, string] => ["Content-Type", value]),
      fc.constantFrom("bytes=0-1", "bytes=x", "bytes=999999-").map((value): [string, string] => ["Range", value]),
      fc.constantFrom("x", "Wed, 99 Foo 2026", "").map((value): [string, string] => ["If-Modified-Since", value]),
      fc.constantFrom('"x"', "*", "W/").map((value): [string, string] => ["If-None-Match", value]),
      fc.constantFrom("<script>", "a".repeat(300), "ok-12345678").map((value): [string, string] => ["X-Request-Id", value]),
    );
    // Mostly well-formed requests with one odd part, so each odd part reaches the app.
    const host = fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: oddHost });
    const request = fc.record({
      method: fc.oneof({ weight: 3, arbitrary: fc.constant("GET") }, { weight: 2, arbitrary: method }),
      target,
      host,
      headers: fc.array(header, { maxLength: 4 }),
    });
    await checkProperty("pedido bruto", request, 300, async ({ method, target, host, headers }) => {
      const status = await rawExchange(method, target, host, headers);
      count("pedido bruto", status);
      if (status >= 500) {
        throw new Error(
          `${method} ${short(target, 120)} Host: ${String(host)} ${short(headers, 300)} → ${status}\nservidor:\n${logProblems(server.output().slice(-20_000))}`,
        );
      }
    });
  }, 120_000);

  it("every page of every fuzzed cook still renders", async () => {
    for (const [name, cook] of Object.entries(cooks)) {
      for (const page of [
        "/perfil",
        "/perfil/dados.json",
        "/favoritos",
        "/compras",
        "/geladeira",
        "/receitas",
        ...cook.own.slice(0, 5).map((id) => `/receitas/${id}`),
      ]) {
        const reply = await send(cook.jar, "GET", page);
        expect(reply.status, `${name}: GET ${page}\n${reply.log}`).toBe(200);
      }
    }
  }, 60_000);

  it("deletes an account with data when confirmed (last): nothing of the cook is left", async () => {
    const cook = cooks.excluida!;
    const posts: [string, Pairs][] = [
      [
        "/api/favoritos",
        [
          ["recipeId", "feijoada-completa"],
          ["favorite", "true"],
        ],
      ],
      [
        "/api/compras/receita",
        [
          ["recipeId", "feijoada-completa"],
          ["servings", "4"],
        ],
      ],
      [
        "/compras",
        [
          ["intent", "adicionar"],
          ["text", "azeite"],
        ],
      ],
      [
        "/api/geladeira",
        [
          ["items", "frango"],
          ["items", "tomate"],
        ],
      ],
      [
        "/api/chat",
        [
          ["recipeId", "feijoada-completa"],
          ["message", "troque o feijão por lentilha"],
        ],
      ],
    ];
    for (const [target, pairs] of posts) {
      const reply = await send(cook.jar, "POST", target, { pairs, encoding: "urlencoded" });
      expectSound(`POST ${target}`, reply);
      expect(reply.status, target).toBe(200);
    }
    const deleted = await send(cook.jar, "POST", "/perfil", {
      pairs: [
        ["intent", "excluir-conta"],
        ["confirmar", "sim"],
      ],
      encoding: "urlencoded",
    });
    expect(deleted.status).toBe(302);
    expect((await send(cook.jar, "GET", "/perfil")).status).toBe(302);
    delete cooks.excluida;
  }, 60_000);
});

describe("what the fuzzing left in the database", () => {
  it("the server stops cleanly, and no stored record breaks the schema", async () => {
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    const database = await openDatabase({ driver: "pglite", dataDir });
    try {
      const { db } = database;
      const problems: string[] = [];

      const recipeRows = await db.select().from(recipes);
      expect(recipeRows.length).toBeGreaterThan(slugs.length); // the fuzzing made recipes
      for (const row of recipeRows) {
        const parsed = recipeContentSchema.safeParse(contentOf(toRecipe(row)));
        if (!parsed.success)
          problems.push(`receita ${row.id}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
      }
      for (const row of await db.select().from(recipeVersions)) {
        const parsed = recipeContentSchema.safeParse(row.content);
        if (!parsed.success) problems.push(`versão ${row.id} de ${row.recipeId}: ${parsed.error.issues[0]?.message}`);
      }

      const userRows = await db.select().from(users);
      for (const user of userRows) {
        const outside = (values: string[], options: readonly string[]) => values.filter((value) => !options.includes(value));
        const bad = [
          ...outside(user.preferences, preferenceOptions),
          ...outside(user.restrictions, restrictionOptions),
          ...outside(user.healthGoals, healthGoalOptions),
        ];
        if (bad.length > 0) problems.push(`usuário ${user.email}: opções fora das listas ${short(bad)}`);
        for (const list of [user.preferences, user.restrictions, user.healthGoals]) {
          if (new Set(list).size !== list.length) problems.push(`usuário ${user.email}: opção repetida ${short(list)}`);
        }
        if (user.name.length > maxNameLength) problems.push(`usuário ${user.email}: nome com ${user.name.length} caracteres`);
      }
      expect(userRows.map((user) => user.email)).not.toContain("fuzz-excluida@teste.dev");

      for (const item of await db.select().from(shoppingItems)) {
        if (!item.text.trim()) problems.push(`item de compras ${item.id}: texto em branco`);
        if (item.text.length > 200) problems.push(`item de compras ${item.id}: ${item.text.length} caracteres`);
        if (item.quantity !== null && !(Number.isFinite(item.quantity) && item.quantity > 0))
          problems.push(`item de compras ${item.id}: quantidade ${item.quantity}`);
      }
      for (const message of await db.select().from(chatMessages)) {
        if (!message.content.trim()) problems.push(`mensagem ${message.id}: em branco`);
      }
      for (const saved of await db.select().from(savedIngredients)) {
        if (!saved.name.trim() || saved.name.length > 60)
          problems.push(`ingrediente salvo ${short(saved.name, 80)}: ${saved.name.length} caracteres`);
      }
      for (const search of await db.select().from(fridgeSearches)) {
        if (search.terms.length === 0 || search.terms.some((term) => !term.trim()))
          problems.push(`busca ${search.id}: termos ${short(search.terms)}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
