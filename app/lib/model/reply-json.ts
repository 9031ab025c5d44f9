/**
 * Finding the JSON in what a model wrote (issue 21, "Read what real models write"). Real
 * replies wrap the object in a `<think>` block with braces of its own, Markdown fences,
 * "json" or "Claro! Aqui está:", prose or a second object after it, or echo the format
 * before answering; inside, they leave trailing commas, comments, single quotes, Python's
 * True/False and raw line breaks. So: reasoning blocks are cut, every balanced object in
 * the text is a candidate, each is parsed as JSON and, failing that, repaired by
 * `jsonrepair` (a maintained library: https://github.com/josdejong/jsonrepair, whose README
 * lists exactly these repairs), and the caller picks the candidate that fits its schema
 * (replies.ts), not the first brace. An object that never closes (a reply cut off) is not
 * repaired into a shorter one: that would be a half-read recipe. Pure: no I/O.
 */
import { jsonrepair } from "jsonrepair";

/** `<think>…</think>` and its cousins, as reasoning models write them inline (DeepSeek R1, Qwen3, QwQ). */
const reasoningBlock = /<(think|thinking|reasoning|reflection)>[\s\S]*?<\/\1>/gi;
/** R1-style templates open the block in the prompt, so the reply has only its end. */
const reasoningEnd = /^[\s\S]*?<\/(?:think|thinking|reasoning)>/i;
const reasoningUnclosed = /<(?:think|thinking|reasoning)>[\s\S]*$/i;

/** The reply without what the model thought before answering. */
export function stripReasoning(text: string): string {
  let answer = text.replace(reasoningBlock, " ");
  if (reasoningEnd.test(answer)) answer = answer.replace(reasoningEnd, " ");
  // A block that never closed is all thinking: the answer never came.
  return answer.replace(reasoningUnclosed, " ").trim();
}

export interface JsonCandidate {
  /** The text of the object as found. */
  source: string;
  value: unknown;
  /** It parsed only after jsonrepair. */
  repaired: boolean;
}

export interface JsonSearch {
  candidates: JsonCandidate[];
  /** An object started and never closed: the reply was cut off. */
  unclosed: boolean;
  /** A balanced object was found that neither JSON nor jsonrepair could read. */
  unreadable: boolean;
}

/** Where the balanced object starting at `start` ends (inclusive), or -1 when it never closes. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return index;
  }
  return -1;
}

function parse(source: string): JsonCandidate | null {
  try {
    return { source, value: JSON.parse(source), repaired: false };
  } catch {
    try {
      return { source, value: JSON.parse(jsonrepair(source)), repaired: true };
    } catch {
      return null;
    }
  }
}

/** Every top-level balanced {...} in the text, in order, parsed or repaired. */
export function findJsonObjects(text: string): JsonSearch {
  const candidates: JsonCandidate[] = [];
  let unclosed = false;
  let unreadable = false;
  let index = text.indexOf("{");
  while (index >= 0) {
    const end = closingBrace(text, index);
    if (end < 0) {
      unclosed = true;
      break;
    }
    const candidate = parse(text.slice(index, end + 1));
    if (candidate) candidates.push(candidate);
    else unreadable = true;
    index = text.indexOf("{", end + 1);
  }
  return { candidates, unclosed, unreadable };
}

/** The first balanced {...} in the text, strings and escapes respected; null if none closes. */
export function findJsonObject(text: string): string | null {
  const start = text.indexOf("{");
  if (start < 0) return null;
  const end = closingBrace(text, start);
  return end < 0 ? null : text.slice(start, end + 1);
}
