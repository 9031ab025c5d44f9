/**
 * Every page meets its JavaScript budget (issue 27, decisions 047 and 053): the files a page links
 * before it is interactive, weighed gzip from the production build's React Router manifest
 * (bench/page-scripts.ts, the same measure `npm run bench` prints).
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { budgetOf, jsBudgetKb, jsGoalKb, measurePageScripts, type PageScripts } from "../../bench/page-scripts";
import { ensureBuild } from "../support/server-process";

let pages: PageScripts[];
beforeAll(() => {
  ensureBuild();
  pages = measurePageScripts();
}, 120_000);

describe("the JavaScript each page loads before it is interactive", () => {
  it("is weighed for every page in app/routes.ts, each with the shell and its own module", () => {
    const routes = fs.readFileSync(path.resolve("app/routes.ts"), "utf8");
    const pageModules = new Set([...routes.matchAll(/"(routes\/[\w/-]+\.tsx)"/g)].map((match) => match[1]!));
    expect(pageModules.size).toBeGreaterThan(10);
    // The content pages share one module, one route each.
    expect(pages.length).toBeGreaterThanOrEqual(pageModules.size);
    for (const page of pages) {
      expect(
        page.files.some((file) => /\/shell-[\w-]+\.js$/.test(file)),
        page.path,
      ).toBe(true);
      expect(page.jsGzipKb, page.path).toBeGreaterThan(50);
    }
    for (const expected of ["/", "/receitas", "/receitas/:id", "/geladeira", "/cardapio", "/compras", "/entrar", "/*"]) {
      expect(pages.map((page) => page.path)).toContain(expected);
    }
  });

  it("stays within the page's budget", () => {
    const over = pages
      .filter((page) => page.jsGzipKb > budgetOf(page.route))
      .map((page) => `${page.path}: ${page.jsGzipKb.toFixed(1)} KB > ${budgetOf(page.route)} KB`);
    expect(over, "páginas acima do orçamento de JavaScript (gzip)").toEqual([]);
  });

  it("is within issue 27's goal on every page", () => {
    const over = pages.filter((page) => page.jsGzipKb > jsGoalKb).map((page) => `${page.path}: ${page.jsGzipKb.toFixed(1)} KB`);
    expect(over, `páginas acima de ${jsGoalKb} KB de JavaScript (gzip)`).toEqual([]);
  });

  it("names only pages that exist in its budget table", () => {
    const routes = new Set(pages.map((page) => page.route));
    expect(Object.keys(jsBudgetKb.pages).filter((route) => !routes.has(route))).toEqual([]);
  });
});
