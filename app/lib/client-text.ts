/**
 * What the app reads from a client, in one rule: no control characters but tab, line
 * feed and carriage return, and no lone surrogates (half of an emoji, which no UTF-8
 * encodes). NUL is the one PostgreSQL's text refuses outright ("invalid byte sequence
 * for encoding UTF8: 0x00"), so a search carrying it reached the database as an error;
 * the others are never typed, only pasted or forged. They are removed from every query
 * parameter (server/request-guards.ts) and every form field (lib/forms.server.ts)
 * before a route reads them: what a cook meant is kept, and nothing below sees them.
 */
const unreadable = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/gu;

export function withoutControlCharacters(text: string): string {
  return text.replace(unreadable, "");
}

/**
 * A request target with control characters removed from its query's names and values;
 * a pair that has none is kept byte for byte, and the path is left as it came (a path
 * with one names no page: 404).
 */
export function withCleanQuery(target: string): string {
  const at = target.indexOf("?");
  if (at === -1) return target;
  const pairs = target
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      // Read as the routes will read it (URLSearchParams: "+" is a space, bad escapes kept).
      const [entry] = new URLSearchParams(pair);
      if (!entry) return pair;
      const [name, value] = entry.map(withoutControlCharacters) as [string, string];
      if (name === entry[0] && value === entry[1]) return pair;
      return pair.includes("=") ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}` : encodeURIComponent(name);
    });
  return `${target.slice(0, at)}?${pairs.join("&")}`;
}
