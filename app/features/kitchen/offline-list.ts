/**
 * The shopping list on this device (issue 24, decision 036): every tick, add and removal
 * is written to IndexedDB first, shown at once, and sent to POST /api/compras/sincronizar
 * when there is a connection; what the server last sent is kept too, so the list opens
 * whole with no signal. One database per cook (named by RootData.account); a device's
 * other cooks' databases are deleted when the app starts (app/lib/offline-client.ts).
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { useCallback, useEffect, useRef, useState } from "react";
import { href, useRevalidator } from "react-router";
import * as t from "~/i18n/pt-br";
import { useToast } from "~/components/ui/toast";
import { offlineDatabasePrefix } from "~/lib/offline-policy";
import { sentEvent } from "~/lib/sync-event";
import { applyChanges, queueChange, withoutSent, type ListChange, type ShownItem } from "./pending-changes";
import type { ShoppingItem } from "./shopping.server";
import type { SyncAnswer } from "./shopping-sync";

interface ListDatabase extends DBSchema {
  /** The changes not yet taken by the server, in the order the cook made them (one record). */
  alteracoes: { key: "fila"; value: ListChange[] };
  /** The list as the server last sent it, and when (the server's clock). */
  lista: { key: "compras"; value: { items: ShoppingItem[]; loadedAt: number } };
}

const databases = new Map<string, Promise<IDBPDatabase<ListDatabase>>>();

function database(account: string): Promise<IDBPDatabase<ListDatabase>> {
  let opened = databases.get(account);
  if (!opened) {
    opened = openDB<ListDatabase>(offlineDatabasePrefix + account, 1, {
      upgrade(db) {
        db.createObjectStore("alteracoes");
        db.createObjectStore("lista");
      },
      // A sign-out deletes this database (app/lib/offline-client.ts): let it.
      blocking() {
        databases.delete(account);
        void opened?.then((db) => db.close());
      },
    });
    databases.set(account, opened);
  }
  return opened;
}

/** The changes waiting on this device (for the profile's "Dados offline"). */
export async function pendingCount(account: string): Promise<number> {
  return (await readQueue(account)).length;
}

/** "Apagar dados offline": this cook's list copy and queue go. */
export async function forgetList(account: string): Promise<void> {
  const opened = databases.get(account);
  databases.delete(account);
  if (opened) (await opened).close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(offlineDatabasePrefix + account);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Where the queue lives when IndexedDB cannot be opened (an old private window, storage
 * refused): in memory, so the list still works online and while the page stays open.
 */
const inMemory = new Map<string, ListChange[]>();

/** Reads and rewrites the queue in one transaction (two tabs never lose each other's changes). */
async function updateQueue(account: string, update: (queue: ListChange[]) => ListChange[]): Promise<ListChange[]> {
  try {
    const tx = (await database(account)).transaction("alteracoes", "readwrite");
    const next = update((await tx.store.get("fila")) ?? []);
    await tx.store.put(next, "fila");
    await tx.done;
    return next;
  } catch {
    const next = update(inMemory.get(account) ?? []);
    inMemory.set(account, next);
    return next;
  }
}

async function readQueue(account: string): Promise<ListChange[]> {
  try {
    return (await (await database(account)).get("alteracoes", "fila")) ?? [];
  } catch {
    return inMemory.get(account) ?? [];
  }
}

async function readKeptList(account: string): Promise<{ items: ShoppingItem[]; loadedAt: number } | null> {
  try {
    return (await (await database(account)).get("lista", "compras")) ?? null;
  } catch {
    return null;
  }
}

const enqueue = (account: string, change: ListChange) => updateQueue(account, (queue) => queueChange(queue, change));
const dequeue = (account: string, sent: readonly ListChange[]) => updateQueue(account, (queue) => withoutSent(queue, sent));

/** The list as the server sent it, and when (the server's clock). */
type KeptList = { items: ShoppingItem[]; loadedAt: number };

/** What the sync answered (app/routes/api/shopping-sync.ts): with the list as it now is. */
type Sent =
  | { kind: "sent"; changes: ListChange[]; rejected: string[]; list: KeptList | null }
  | { kind: "kept" }
  | { kind: "refused"; message: string };

/** Keeps a list the server sent, unless a newer one is kept already. */
async function keepList(account: string, list: KeptList): Promise<void> {
  try {
    const tx = (await database(account)).transaction("lista", "readwrite");
    const current = await tx.store.get("compras");
    if (!current || current.loadedAt < list.loadedAt) await tx.store.put(list, "compras");
    await tx.done;
  } catch {
    // No IndexedDB: the list works online, and is not kept.
  }
}

async function send(changes: ListChange[]): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch(href("/api/compras/sincronizar"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ changes }),
    });
  } catch {
    return { kind: "kept" }; // No connection: they stay queued.
  }
  const answer = (await response.json().catch(() => null)) as SyncAnswer | null;
  if (response.ok && answer?.ok) {
    const list = answer.items ? { items: answer.items, loadedAt: answer.loadedAt } : null;
    return { kind: "sent", changes, rejected: answer.rejected.map((item) => item.message), list };
  }
  // Signed out meanwhile: kept until the cook signs in again. A server failure: kept, tried again.
  if (response.status === 401) return { kind: "refused", message: t.offline.signInAgain };
  if (response.status >= 500 || !answer) return { kind: "kept" };
  // Refused as a whole (400): sending it again would be refused again.
  return { kind: "sent", changes, rejected: [answer.ok ? t.kitchen.shoppingUpdateError : answer.message], list: null };
}

/** A new line's id, made here so the same add sent twice is one line (crypto.randomUUID needs HTTPS). */
export function newLineId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Retried while changes wait and the browser thinks it is online. */
const retryMs = 20_000;

/**
 * The list the page shows and the way to change it. `items` and `loadedAt` are the
 * loader's; without an account (never: the page is for signed-in cooks) it does nothing.
 */
export function useOfflineList(items: ShoppingItem[], loadedAt: number, account: string | null) {
  const [queue, setQueue] = useState<ListChange[]>([]);
  const [kept, setKept] = useState<KeptList | null>(null);
  const revalidator = useRevalidator();
  // The latest revalidate, without making `flush` (and the effects that use it) change each time its state does.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const toast = useToast();
  const sending = useRef(false);
  const again = useRef(false);
  // A change that waited because the server did not answer: the lines say "aguardando conexão".
  const [stalled, setStalled] = useState(false);

  const flush = useCallback(async (): Promise<void> => {
    if (!account) return;
    if (sending.current) {
      again.current = true; // Made while a batch was on its way: sent right after it.
      return;
    }
    const waiting = await readQueue(account);
    if (waiting.length === 0) return;
    sending.current = true;
    try {
      const result = await send(waiting);
      setStalled(result.kind !== "sent");
      if (result.kind === "refused") toast.show(result.message, "error");
      if (result.kind !== "sent") return;
      for (const message of new Set(result.rejected)) toast.show(message, "error");
      // The list as the server now has it and the queue without what it took, in one render:
      // no line flickers back. (Without the list in the answer, the page's data is read again.)
      if (result.list) await keepList(account, result.list);
      else await revalidate.current();
      await dequeue(account, result.changes);
      if (result.list) setKept(result.list);
      // Functional: a change made while the batch was away stays.
      setQueue((current) => withoutSent(current, result.changes));
      window.dispatchEvent(new CustomEvent(sentEvent, { detail: { sent: result.changes.length } }));
    } finally {
      sending.current = false;
      if (again.current) {
        again.current = false;
        void flush();
      }
    }
  }, [account, toast]);

  // What this device kept: the queue, and the list as last sent (newer than a kept page's).
  useEffect(() => {
    if (!account) return;
    let live = true;
    void (async () => {
      const [saved, copy] = await Promise.all([readQueue(account), readKeptList(account)]);
      if (!live) return;
      setQueue((current) => current.reduce(queueChange, saved));
      setKept((current) => (current && copy && current.loadedAt >= copy.loadedAt ? current : (copy ?? current)));
      if (navigator.onLine && saved.length > 0) void flush();
    })();
    return () => {
      live = false;
    };
  }, [account, flush]);

  // Each list the server sends is kept for the next time there is no signal.
  useEffect(() => {
    if (!account) return;
    void keepList(account, { items, loadedAt });
  }, [account, items, loadedAt]);

  // Sent when the connection returns, and tried again while anything waits.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener("online", online);
    const timer = queue.length > 0 ? window.setInterval(() => navigator.onLine && void flush(), retryMs) : undefined;
    return () => {
      window.removeEventListener("online", online);
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [flush, queue.length]);

  const change = useCallback(
    async (next: ListChange) => {
      if (!account) return;
      // Shown at once; IndexedDB keeps it for a reload with no signal.
      setQueue((current) => queueChange(current, next));
      await enqueue(account, next);
      if (navigator.onLine) await flush();
    },
    [account, flush],
  );

  const base = kept && kept.loadedAt > loadedAt ? kept.items : items;
  const lines: ShownItem[] = applyChanges(base, queue);
  return { lines, change, stalled };
}
