/**
 * How much a cook may paste for an import (issue 25). A plain constant with no imports,
 * so the form can use it in the browser (`maxLength`) as well as on the server; a page's
 * main text has its own limit, `mainTextLimit` of read-recipe-page.ts.
 */
export const pastedTextLimit = 12_000;
