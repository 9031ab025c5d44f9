/**
 * The page's JavaScript is fetched at low priority. React Router writes a
 * `<link rel="modulepreload">` for every chunk a page needs, and Chrome fetches those at
 * high priority, beside the page's image and ahead of what the first paint needs; the
 * modules only run after the document is parsed anyway. `fetchpriority="low"` lets the
 * content come first on a slow connection; the modules still arrive before hydration
 * asks for them (the preload is what `import` then reuses).
 *
 * A stream transform over the rendered HTML: the tag can be split between two chunks,
 * so the tail of each chunk that could be the start of one is held back for the next.
 */
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const tag = '<link rel="modulepreload"';
const replacement = '<link rel="modulepreload" fetchpriority="low"';

/** How much of `text`'s end could be the beginning of `tag` (0 if none). */
function partialTagAtEnd(text: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length--) {
    if (tag.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

export function lowPriorityModules(): Transform {
  let held = "";
  // A character's bytes can be split between chunks too.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = held + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const keep = partialTagAtEnd(text);
      held = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(tag, replacement));
    },
    flush(callback: TransformCallback) {
      callback(null, (held + decoder.end()).replaceAll(tag, replacement));
    },
  });
}
