import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { finishPage } from "./html-stream.server";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  let out = "";
  for await (const piece of Readable.from(chunks, { objectMode: false }).pipe(finishPage())) out += String(piece);
  return out;
}

const link = (href: string) => `<link rel="modulepreload" href="${href}"/>`;
const low = (href: string) => `<link rel="modulepreload" fetchpriority="low" href="${href}"/>`;

describe("finishPage", () => {
  const page = `<html><head><title>Pão de queijo</title>${link("/a.js")}<meta name="x" content="ção">${link("/b.js")}</head><body><p>ç ${link("/not-in-head.js")}</p></body></html>`;
  const expected = `<html><head><title>Pão de queijo</title>${low("/a.js")}<meta name="x" content="ção">${low("/b.js")}</head><body><p>ç ${link("/not-in-head.js")}</p></body></html>`;

  it.each([1, 2, 3, 7, 25, 26, 1000])(
    "marks every modulepreload in <head>, whatever the chunks (%i bytes each), and leaves the body as it is",
    async (size) => {
      const bytes = Buffer.from(page, "utf8");
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks)).toBe(expected);
    },
  );

  it.each([
    { name: "other links stay", input: '<link rel="stylesheet" href="/x.css"/>', output: '<link rel="stylesheet" href="/x.css"/>' },
    { name: "a partial tag at the very end is kept", input: "fim <link rel=", output: "fim <link rel=" },
    { name: "nothing to mark", input: "<p>Feijoada</p>", output: "<p>Feijoada</p>" },
  ])("$name", async ({ input, output }) => {
    expect(await through([input])).toBe(output);
  });
});
