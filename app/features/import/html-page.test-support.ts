/** Builds the small HTML pages the read-recipe-page tests feed the reader. */
export const page = (head: string, body = "") => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
export const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
