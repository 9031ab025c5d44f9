/**
 * The last touch on a rendered page, as a stream transform over its HTML: the page's
 * JavaScript is fetched at low priority. React Router writes a
 * `<link rel="modulepreload">` for every chunk a page needs, and Chrome fetches those at
 * high priority, beside the page's image and ahead of what the first paint needs; the
 * modules only run after the document is parsed anyway. `fetchpriority="low"` lets the
 * content come first on a slow connection; the modules still arrive before hydration
 * asks for them (the preload is what `import` then reuses).
 *
 * It works on bytes (the tag is ASCII, and no byte of a multi-byte UTF-8 character is),
 * holds back a chunk's tail that could be the start of the tag, and once `</head>` has
 * gone by, passes the rest of the page through untouched.
 */
import { Transform, type TransformCallback } from "node:stream";

const tag = Buffer.from('<link rel="modulepreload"');
const replacement = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const headEnd = Buffer.from("</head>");

/** How many bytes at `bytes`' end could be the beginning of `marker` (0 if none). */
function partialAtEnd(bytes: Buffer, marker: Buffer): number {
  for (let length = Math.min(marker.length - 1, bytes.length); length > 0; length--) {
    if (bytes.subarray(bytes.length - length).equals(marker.subarray(0, length))) return length;
  }
  return 0;
}

function markModules(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(tag); at !== -1; at = bytes.indexOf(tag, from)) {
    parts.push(bytes.subarray(from, at), replacement);
    from = at + tag.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

export function finishPage(): Transform {
  let held: Buffer = Buffer.alloc(0);
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const incoming = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      if (headDone) return callback(null, incoming);
      const bytes = held.length > 0 ? Buffer.concat([held, incoming]) : incoming;
      const end = bytes.indexOf(headEnd);
      if (end !== -1) {
        headDone = true;
        held = Buffer.alloc(0);
        return callback(null, Buffer.concat([...markModules(bytes.subarray(0, end)), bytes.subarray(end)]));
      }
      const keep = Math.max(partialAtEnd(bytes, tag), partialAtEnd(bytes, headEnd));
      held = Buffer.from(bytes.subarray(bytes.length - keep));
      callback(null, Buffer.concat(markModules(bytes.subarray(0, bytes.length - keep))));
    },
    flush(callback: TransformCallback) {
      callback(null, held.length > 0 ? Buffer.concat(markModules(held)) : undefined);
    },
  });
}
