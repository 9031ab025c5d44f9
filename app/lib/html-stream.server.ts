/**
 * The last touches on a rendered page, as a stream transform over its HTML:
 *
 * - The page's JavaScript is fetched at low priority. React Router writes a
 *   `<link rel="modulepreload">` for every chunk a page needs, and Chrome fetches those
 *   at high priority, beside the page's image and ahead of what the first paint needs;
 *   the modules only run after the document is parsed anyway. `fetchpriority="low"` lets
 *   the content come first on a slow connection; the modules still arrive before
 *   hydration asks for them (the preload is what `import` then reuses).
 * - Our stylesheet goes inline before `</head>` (one round trip less before the first
 *   paint). It is added here, not rendered by React, so its text is not also shipped
 *   inside the page's JavaScript; React 19 skips tags in <head> it did not render.
 *
 * A tag can be split between two chunks, so the tail of each chunk that could be the
 * start of one is held back for the next.
 */
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

interface Rewrite {
  find: string;
  replace: string;
  /** Only the first occurrence in the page. */
  once?: boolean;
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
  const done = new Set<Rewrite>();
  // A character's bytes can be split between chunks too.
  const decoder = new StringDecoder("utf8");
  const apply = (text: string) => {
    for (const rewrite of rewrites) {
      if (done.has(rewrite)) continue;
      if (rewrite.once) {
        const at = text.indexOf(rewrite.find);
        if (at === -1) continue;
        text = text.slice(0, at) + rewrite.replace + text.slice(at + rewrite.find.length);
        done.add(rewrite);
      } else {
        text = text.replaceAll(rewrite.find, rewrite.replace);
      }
    }
    return text;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = held + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const pending = rewrites.filter((rewrite) => !done.has(rewrite)).map((rewrite) => rewrite.find);
      const keep = pending.length > 0 ? partialTagAtEnd(text, pending) : 0;
      held = text.slice(text.length - keep);
      callback(null, apply(text.slice(0, text.length - keep)));
    },
    flush(callback: TransformCallback) {
      callback(null, apply(held + decoder.end()));
    },
  });
}

export function finishPage(options: { inlineStyles: string }): Transform {
  return rewriter([
    { find: '<link rel="modulepreload"', replace: '<link rel="modulepreload" fetchpriority="low"' },
    { find: "</head>", replace: `<style>${options.inlineStyles}</style></head>`, once: true },
  ]);
}
