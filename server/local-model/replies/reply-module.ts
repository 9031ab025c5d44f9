/**
 * The contract of one reply of the scripted local model: the task it answers and the
 * reply it writes. A new AI feature adds one module here (its task is the one its prompt
 * in app/lib/model/prompts.ts opens with), one line in ./registry.ts, and its fixture
 * beside it (`<name>.fixture.ts`, checked by ./registry.test.ts). The guide:
 * docs/adding-a-feature.md, "A reply from the scripted model".
 */
import type { PromptCall, PromptKind } from "~/lib/model/prompts";

export interface ReplyModule {
  /** The task the call's system message opens with ("importar-receita" for "Tarefa: importar receita."). */
  task: PromptKind;
  /**
   * The reply's text for the request: the user message the call asks about (on the repair
   * call, the one before the repair's; prompts.ts requestMessage). Pure and deterministic:
   * the same request gets the same reply, so tests can name what a cook sees.
   */
  reply(request: string): string;
}

/**
 * A reply module's fixture (`<name>.fixture.ts` beside it): one call of its task, built
 * by prompts.ts as the app builds it, the app's own parser of the reply, and what the
 * parsed reply holds (in part: ./registry.test.ts matches it as toMatchObject does).
 */
export interface ReplyFixture {
  module: ReplyModule;
  call: PromptCall;
  parse(raw: string): unknown;
  expected: Record<string, unknown>;
}
