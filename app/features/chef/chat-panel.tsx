import { Button } from "~/components/ui/button";
import { Icon } from "~/components/icon";
import { useOnline } from "~/components/use-online";
import { useEffect, useRef, useState } from "react";
import { href, Link, useRevalidator } from "react-router";
import * as t from "~/i18n/pt-br";
import { maxChatMessageLength, type ChatEntry, type ChatEvent } from "./chat-types";
import { UndoButton } from "./undo-button";
import { postStream } from "../../lib/model/ndjson";

function Message({ entry, recipeId, canUndo, onUndone }: { entry: ChatEntry; recipeId: string; canUndo: boolean; onUndone(): void }) {
  const mine = entry.role === "user";
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 ${
          mine ? "bg-brand-700 text-white" : entry.failed ? "bg-red-50 text-red-950 ring-1 ring-red-200" : "bg-stone-100 text-stone-900"
        }`}
      >
        <p className="sr-only">{mine ? t.chat.you : t.chat.chef}:</p>
        {/* Model output is text: React escapes it, nothing in it can run. */}
        <p className="whitespace-pre-wrap break-words">{entry.content}</p>
        {entry.demo ? (
          <p className="mt-1 text-xs font-semibold text-amber-900">
            <span className="rounded-full bg-amber-100 px-2 py-0.5">{t.detail.demoBadge}</span>
          </p>
        ) : null}
        {entry.changes.length > 0 ? (
          <div className="mt-2 rounded-lg bg-white p-2 text-sm text-stone-800 ring-1 ring-stone-200">
            {entry.changedRecipeId ? <p className="font-semibold">{t.chat.changes}</p> : null}
            <ul className="list-disc pl-5">
              {entry.changes.map((change, index) => (
                <li key={index}>{change}</li>
              ))}
            </ul>
            {entry.changedRecipeId && entry.changedRecipeId !== recipeId ? (
              <Link
                to={href("/receitas/:id", { id: entry.changedRecipeId })}
                className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-800 underline"
              >
                <Icon name="external-link" className="size-4" />
                {t.chat.openCopy}
              </Link>
            ) : null}
            {canUndo ? (
              <div className="mt-2">
                <UndoButton recipeId={recipeId} onDone={onUndone} />
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The "Chef Virtual" chat panel (spec 2, 4, 5): history 400 px high, example commands,
 * "Digite sua mensagem...", "Enviar" disabled while sending or empty; blank or busy
 * sends ignored. The reply streams in; a rewrite shows what changed. Offline (issue 24)
 * the history stays and the form gives way to a note: the chef answers only online.
 */
export function ChatPanel({ id, recipeId, history }: { id: string; recipeId: string; history: ChatEntry[] }) {
  const [messages, setMessages] = useState<ChatEntry[]>(history);
  const [input, setInput] = useState("");
  const [sending, setSending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [undoable, setUndoable] = useState<number | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const leaving = useRef<AbortController | null>(null);
  const online = useOnline();

  useEffect(() => () => leaving.current?.abort(), []);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, streaming]);

  const localApology = (text: string): ChatEntry[] => {
    const at = new Date().toISOString();
    const base = { failed: false, demo: false, changedRecipeId: null, changes: [], createdAt: at };
    return [
      { ...base, id: -Date.now(), role: "user", content: text },
      { ...base, id: -Date.now() - 1, role: "assistant", content: t.chat.apology, failed: true },
    ];
  };

  async function send(text: string) {
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    setError(null);
    setInput("");
    setStreaming("");
    const pending: ChatEntry = {
      id: -Date.now(),
      role: "user",
      content: message,
      failed: false,
      demo: false,
      changedRecipeId: null,
      changes: [],
      createdAt: new Date().toISOString(),
    };
    setMessages((current) => [...current, pending]);
    const controller = new AbortController();
    leaving.current = controller;
    const settle = (entries: ChatEntry[]) => setMessages((current) => [...current.filter((entry) => entry !== pending), ...entries]);
    try {
      const outcome = await postStream<ChatEvent>(
        href("/api/chat"),
        new URLSearchParams({ recipeId, message }),
        (event) => {
          if (event.type === "text") setStreaming(event.text);
          else if (event.type === "done") {
            settle(event.messages);
            if (event.change?.kind === "version") {
              setUndoable(event.messages.at(-1)?.id ?? null);
              void revalidator.revalidate();
            }
          } else if (event.type === "error") {
            settle(event.messages);
            setError(event.message);
          }
        },
        controller.signal,
      );
      if (outcome.message !== undefined || outcome.status >= 400) {
        settle(localApology(message));
        setError(outcome.message ?? t.chat.error);
      }
    } catch (failure) {
      if (controller.signal.aborted) return;
      console.error("Falha ao conversar com o Chef:", failure);
      settle(localApology(message));
      setError(t.chat.error);
    } finally {
      setStreaming(null);
      setSending(false);
    }
    inputRef.current?.focus();
  }

  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6 print:hidden"
    >
      <h2 id={`${id}-titulo`} className="text-xl font-bold">
        {t.chat.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.chat.intro}</p>
      {/* A scrolling region must take focus so the keyboard can scroll it (axe: scrollable-region-focusable). */}
      <div
        ref={log}
        role="log"
        aria-label={t.chat.historyLabel}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-4 h-[400px] overflow-y-auto rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
      >
        {messages.length === 0 && streaming === null ? <p className="p-4 text-center text-stone-600">{t.chat.empty}</p> : null}
        <ul className="space-y-3">
          {messages.map((entry) => (
            <Message key={entry.id} entry={entry} recipeId={recipeId} canUndo={entry.id === undoable} onUndone={() => setUndoable(null)} />
          ))}
          {streaming !== null ? (
            <li className="flex justify-start">
              <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl bg-stone-100 px-4 py-2 text-stone-900" aria-busy="true">
                {streaming || <span className="animate-pulse">{t.chat.sending}</span>}
              </p>
            </li>
          ) : null}
        </ul>
      </div>
      {error ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {online ? null : (
        <p
          role="status"
          className="mt-3 flex items-start gap-2 rounded-xl bg-stone-100 p-3 font-medium text-stone-900 ring-1 ring-stone-300"
        >
          <Icon name="wifi-off" className="mt-0.5 size-5 shrink-0" />
          {t.offline.chatNeedsNetwork}
        </p>
      )}
      <div className="mt-3" hidden={!online}>
        <p className="text-sm font-semibold text-stone-700">{t.chat.examples}</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {t.chat.exampleCommands.map((command) => (
            <li key={command}>
              <button
                type="button"
                onClick={() => {
                  setInput(command);
                  inputRef.current?.focus();
                }}
                className="rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900 hover:bg-brand-200"
              >
                {command}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <form
        hidden={!online}
        className="mt-3 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send(input);
        }}
      >
        <label htmlFor={`${id}-mensagem`} className="sr-only">
          {t.chat.messageLabel}
        </label>
        <input
          ref={inputRef}
          id={`${id}-mensagem`}
          value={input}
          maxLength={maxChatMessageLength}
          onChange={(event) => setInput(event.target.value)}
          placeholder={t.chat.placeholder}
          autoComplete="off"
          className="field min-w-0 flex-1"
        />
        <Button type="submit" icon="send" disabled={sending || !input.trim()} className="shrink-0">
          {t.chat.send}
        </Button>
      </form>
    </section>
  );
}

/** For React.lazy: the panel loads only when the cook opens it. */
export default ChatPanel;
