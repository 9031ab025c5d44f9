/**
 * One use of the model, as a cook pays for it (issue 21 item 3): a call, and at most one
 * more. The second call is made when the reply cannot be used (no JSON, a refusal, cut
 * off, invalid after the reader's normalising: `repairCall` tells the model exactly what
 * was wrong) or when the feature will not take what was read (`check`: the cook's
 * restrictions, an ingredient that is not food; `againFor` names it). Never a third: what
 * the second call brings is the answer, or the error the cook sees. The caller counts the
 * whole use as one against the quota and gives it back when this ends in an error.
 */
import { log } from "~/config/log.server";
import { ModelCallError, type GatewayReply, type ModelGateway } from "./gateway.server";
import { repairCall, type PromptCall } from "./prompts";
import { ModelReplyError, replyMessages, type ReplyProblem } from "./replies";

/** Why the second call is made: the reply could not be read, or `check` refused what was read. */
export type SecondCall = { reason: "repair"; problem: ReplyProblem } | { reason: "check"; problem: string };

export interface AskOptions<T> {
  signal?: AbortSignal;
  /** Where the answer's text goes as it grows: one sink per call (the second starts from nothing). */
  sink?: () => { push(text: string): void; flush(): void };
  /** A value the feature will not take: why (for `againFor`), or null to take it. */
  check?: (value: T) => string | null;
  /** The call that asks again for what `check` found. Without it, a checked problem is returned as is. */
  againFor?: (problem: string) => PromptCall;
  /** The second call is starting: the cook sees "Ajustando a receita…", not an error. */
  onSecondCall?: (second: SecondCall) => void;
  /** The log's tag: "[gerar]", "[chat]", "[converter]". */
  tag: string;
}

export interface Asked<T> {
  value: T;
  calls: 1 | 2;
  /** What `check` still found after the second call (the feature decides: refuse, or answer in words). */
  problem: string | null;
}

/** A stream that dropped before the model finished: read as a reply cut off, worth the repair. */
function droppedStream(error: unknown): ModelReplyError | null {
  if (!(error instanceof ModelCallError) || error.failure !== "truncated") return null;
  return new ModelReplyError(replyMessages.noJson, "", "truncated", "a conexão caiu antes do fim da resposta");
}

export async function askModel<T>(
  model: ModelGateway,
  call: PromptCall,
  read: (reply: GatewayReply) => T,
  options: AskOptions<T>,
): Promise<Asked<T>> {
  let current = call;
  for (let attempt = 1 as 1 | 2; ; attempt = 2) {
    const sink = options.sink?.();
    let failure: ModelReplyError | null = null;
    let value: T | undefined;
    try {
      const reply = await model.reply(current, { signal: options.signal, onText: sink ? (text) => sink.push(text) : undefined });
      sink?.flush();
      value = read(reply);
    } catch (error) {
      failure = error instanceof ModelReplyError ? error : droppedStream(error);
      if (!failure) throw error;
      log.warn(
        { attempt, problem: failure.problem, detail: failure.detail, received: failure.received.slice(0, 2000) },
        `${options.tag} resposta inutilizável: ${failure.message}`,
      );
      // The error as it came: a stream that dropped twice is the model's failure, not a reply's.
      if (attempt === 2) throw error;
    }
    if (failure) {
      options.onSecondCall?.({ reason: "repair", problem: failure.problem });
      current = repairCall(current, failure);
      continue;
    }
    const problem = options.check?.(value as T) ?? null;
    if (problem === null || attempt === 2 || !options.againFor) return { value: value as T, calls: attempt, problem };
    log.warn({ attempt }, `${options.tag} resposta recusada: ${problem}`);
    options.onSecondCall?.({ reason: "check", problem });
    current = options.againFor(problem);
  }
}
