/**
 * The last touches on a rendered page, as a stream transform over its HTML:
 *
 * - The page's JavaScript is fetched at low priority. React Router writes a
 *   `<link rel="modulepreload">` for every chunk a page needs, and Chrome fetches those
 *   at high priority, beside the page's image and ahead of what the first paint needs;
 *   the modules only run after the document is parsed anyway. `fetchpriority="low"` lets
 *   the content come first on a slow connection; the modules still arrive before
 *   hydration asks for them (the preload is what `import` then reuses).
 *
 * A tag can be split between two chunks, so the tail of each chunk that could be the
 * start of one is held back for the next.
 */
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

interface Rewrite {
  find: string;
  replace: string;
}

/** How much of `text`'s end could be the beginning of one of `tags` (0 if none). */
function partialTagAtEnd(text: string, tags: readonly string[]): number {
  const longest = Math.max(...tags.map((tag) => tag.length)) - 1;
  for (let length = Math.min(longest, text.length); length > 0; length--) {
    const tail = text.slice(-length);
    if (tags.some((tag) => tag.length > length && tag.startsWith(tail))) return length;
  }
  return 0;
}

function rewriter(rewrites: Rewrite[]): Transform {
  let held = "";
  // A character's bytes can be split between chunks too.
  const decoder = new StringDecoder("utf8");
  const finds = rewrites.map((rewrite) => rewrite.find);
  const apply = (text: string) => rewrites.reduce((result, rewrite) => result.replaceAll(rewrite.find, rewrite.replace), text);
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = held + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const keep = partialTagAtEnd(text, finds);
      held = text.slice(text.length - keep);
      callback(null, apply(text.slice(0, text.length - keep)));
    },
    flush(callback: TransformCallback) {
      callback(null, apply(held + decoder.end()));
    },
  });
}

export function finishPage(): Transform {
  return rewriter([{ find: '<link rel="modulepreload"', replace: '<link rel="modulepreload" fetchpriority="low"' }]);
}
