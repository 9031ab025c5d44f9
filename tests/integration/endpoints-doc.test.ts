/**
 * docs/endpoints.md lists every address of the app (issue 26): who may call it, what it
 * answers, what it may be cached as. A route added to app/routes.ts without its row, or a
 * row left behind by a route removed or renamed, fails here.
 */
import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";

const root = path.resolve(import.meta.dirname, "../..");
const doc = fs.readFileSync(path.join(root, "docs/endpoints.md"), "utf8");

/** Every URL path of the route config, nested routes joined to their parents' paths. */
function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const children = entry.children ? routePaths(entry.children, own === "/" ? "" : own) : [];
    return entry.path === undefined && !entry.index ? children : [own, ...children];
  });
}

/** The paths named in the first cell of each row of the table (`/a`, `/b` in one cell: two paths). */
function documentedPaths(markdown: string): string[] {
  const table = /^\| Path \|.*\n\|[-| ]+\|\n((?:\|.*\n?)*)/m.exec(markdown)?.[1] ?? "";
  return table
    .split("\n")
    .filter(Boolean)
    .flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

const inConfig = routePaths(routes);
const inDoc = documentedPaths(doc);

describe("docs/endpoints.md lists the routes of app/routes.ts", () => {
  it("reads both lists", () => {
    // The content pages alone are five routes: a parse that finds a handful has gone wrong.
    expect(inConfig.length).toBeGreaterThan(30);
    expect(inDoc.length).toBeGreaterThan(30);
  });

  it.each(inConfig)("the route %s has a row", (route) => {
    expect(inDoc).toContain(route);
  });

  it.each(inDoc)("the row %s names a route", (row) => {
    expect(inConfig).toContain(row);
  });

  it("names each route once", () => {
    expect(inDoc.filter((row, index) => inDoc.indexOf(row) !== index)).toEqual([]);
  });
});
