/**
 * What the recipe page's review form sends (multipart, to the page's data URL, as its
 * fetcher does), and the listed recipes a test can review, for the suites that drive
 * reviews over HTTP (tests/integration, tests/fleet).
 */
export function reviewForm(fields: Record<string, string>, photo?: { bytes: Buffer; type: string }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (photo) form.set("foto", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), "prato");
  return form;
}

/** The catalogue's listed recipes, in the sitemap's order. */
export async function listedSlugs(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/\/receitas\/([a-z0-9-]+)</g)].map((match) => match[1]!);
}
