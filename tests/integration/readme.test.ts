/**
 * The front door tells the truth (issue 26): README.md is one page, and what it and the docs
 * it links name (files, links, npm commands, environment variables, pages of the app) is
 * checked against the repository, so a renamed file, a removed script or a new variable
 * fails here instead of misleading the next newcomer.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const exists = (file: string) => fs.existsSync(path.join(root, file));

/** Markdown links that point into the repository: [text](target), without http(s) and mailto. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target));
}

/** Inline code spans, outside fenced blocks. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");

const anchorsIn = (markdown: string) => new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)));

const readme = read("README.md");

/** The README, and every Markdown file it links, and every one those link: the docs a newcomer can reach. */
function reachableDocs(): string[] {
  const seen = new Set<string>(["README.md"]);
  const queue = ["README.md"];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const link of relativeLinks(read(file))) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), link.split("#")[0]!));
      if (target.endsWith(".md") && exists(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen].sort();
}

const docs = reachableDocs();

/** Every relative link of every reachable doc, with the file it is in. */
const links = docs.flatMap((file) => relativeLinks(read(file)).map((link) => ({ file, link })));

/** Paths the README names that a fresh clone does not have yet: they are made by running it. */
const madeAtRunTime = ["build/", "data/", "./data", "node_modules/"];

/** Repository paths named in backticks: a relative path with a folder, or a known root file; no placeholders. */
function repositoryPaths(markdown: string): string[] {
  const rootFiles = /^(README\.md|package\.json|playwright\.config\.ts|vitest\.config\.ts|eslint\.config\.js|drizzle\.config\.ts)$/;
  return codeSpans(markdown)
    .filter((span) => !/[\s<>…*]|:\/\/|^\/|\bNNN?\b/.test(span))
    .filter((span) => /^[\w.-]+\/[\w./-]*$/.test(span) || rootFiles.test(span))
    .filter((span) => !madeAtRunTime.some((prefix) => span.startsWith(prefix)));
}

/** Records of their moment, never edited away: a decision record and the bench history may name a file since renamed. */
const historical = /^(docs\/decisions\/\d{3}-|bench\/HISTORY\.md$)/;

/** The folders a doc's backticked paths must start with to be read as repository paths (docs name module names loosely too). */
const repositoryRoots = /^(app|db|server|tests|scripts|bench|docs|service-worker|public|\.ci)\//;

const packageJson = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
/** npm's own commands the docs may name. */
const npmBuiltins = new Set(["install", "ci", "test", "start", "run", "exec"]);

/** `npm run x` and `npm x`, wherever they are written (prose, code spans, fenced blocks). */
function npmCommands(markdown: string): string[] {
  return [...markdown.matchAll(/\bnpm\s+(run\s+)?([a-z][\w:-]*)/g)].map((match) => (match[1] ? `run ${match[2]!}` : match[2]!));
}

/** The variables the app reads (its one env schema) and those the tests and their set-up read. */
function variablesRead(): Set<string> {
  const sources = [
    "app/config/env.server.ts",
    "playwright.config.ts",
    "vitest.config.ts",
    ...fs
      .readdirSync(path.join(root, "tests"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => path.join("tests", file)),
  ];
  const names = new Set<string>();
  for (const source of sources) {
    const text = read(source);
    for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9_]*):\s*(?:z\b|flag\b|optionalString\b)/gm)) names.add(match[1]!);
    for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[["']([A-Z][A-Z0-9_]*)["']\]/g))
      names.add((match[1] ?? match[2])!);
  }
  return names;
}

const variables = variablesRead();
const schemaVariables = [...read("app/config/env.server.ts").matchAll(/^\s+([A-Z][A-Z0-9_]*):\s*(?:z\b|flag\b|optionalString\b)/gm)].map(
  (match) => match[1],
);

/** Variables a doc names: UPPER_SNAKE in backticks (`NAME` or `NAME=value`), and every name in a table's "variable" column. */
function variablesNamed(markdown: string): string[] {
  const named = codeSpans(markdown)
    .map((span) => /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=\S*)?$/.exec(span)?.[1])
    .filter((name): name is string => name !== undefined);
  for (const table of markdown.matchAll(/^\| variable \|.*\n\|[-| ]+\|\n((?:\|.*\n?)*)/gm)) {
    for (const row of table[1]!.split("\n").filter(Boolean)) {
      const firstCell = row.split("|")[1] ?? "";
      named.push(...[...firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
    }
  }
  return [...new Set(named)];
}

/** The app's URL paths (app/routes.ts), for the pages the README names as `/importar`. */
const routePaths = new Set([...read("app/routes.ts").matchAll(/route\("([^"]+)"/g)].map((match) => `/${match[1]}`));

describe("the README is one page", () => {
  it("is at most 10 KB (10,240 bytes)", () => {
    expect(Buffer.byteLength(readme, "utf8")).toBeLessThanOrEqual(10_240);
  });

  it("links each moved part: architecture, operations, performance, adding a feature, the decisions", () => {
    for (const doc of [
      "docs/architecture.md",
      "docs/operations.md",
      "docs/performance.md",
      "docs/adding-a-feature.md",
      "docs/decisions/README.md",
    ])
      expect(docs).toContain(doc);
  });
});

describe("every link in the README and the docs it reaches resolves", () => {
  it.each(links)("$file → $link", ({ file, link }) => {
    const [target, anchor] = link.split("#");
    const resolved = target === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target!));
    expect(exists(resolved), `${resolved} does not exist`).toBe(true);
    if (anchor && resolved.endsWith(".md")) expect([...anchorsIn(read(resolved))]).toContain(anchor);
  });
});

describe("every repository path the README names exists", () => {
  it.each(repositoryPaths(readme))("%s", (named) => {
    expect(exists(named.replace(/^\.\//, ""))).toBe(true);
  });
});

describe("every folder and file on the README's map exists", () => {
  const map = /## Where things are\n+```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? "";
  const entries = map.split("\n").map((line) => line.split(/\s+/)[0]!);
  it("has a map", () => {
    expect(entries.length).toBeGreaterThan(5);
  });
  it.each(entries)("%s", (entry) => {
    expect(exists(entry)).toBe(true);
  });
});

describe("every repository path the docs name exists", () => {
  const named = docs
    .filter((file) => file !== "README.md" && !historical.test(file))
    .flatMap((file) => repositoryPaths(read(file)).map((named) => ({ file, named })))
    .filter(({ named }) => repositoryRoots.test(named));
  it.each(named)("$file names $named", ({ named }) => {
    expect(exists(named)).toBe(true);
  });
});

describe("every page of the app the README names is a route", () => {
  const pages = codeSpans(readme).filter((span) => /^\/[a-z][\w/-]*$/.test(span) && !/^\/(usr|etc|tmp|var)\//.test(span));
  it.each(pages)("%s", (page) => {
    expect(routePaths).toContain(page);
  });
});

describe("every npm command the README and the docs name exists", () => {
  const commands = [...new Set(docs.flatMap((file) => npmCommands(read(file))))];
  it.each(commands)("npm %s", (command) => {
    const script = command.startsWith("run ") ? command.slice(4) : command;
    expect(npmBuiltins.has(script) || script in packageJson.scripts, `no script "${script}" in package.json`).toBe(true);
  });

  it("says what npm test runs, in the order package.json runs it", () => {
    const steps = packageJson.scripts.test!.split("&&").map((step) => step.trim().replace(/^npm run /, ""));
    expect(steps).toEqual(["checks", "test:unit", "test:e2e"]);
    // `checks` runs the type check, lint and build at once (scripts/checks.mjs).
    const checks = read("scripts/checks.mjs");
    for (const step of ["typecheck", "lint", "build"]) expect(checks).toContain(`["${step}", `);
    expect(readme).toMatch(/npm test\s+# typecheck, lint, build, unit \+ integration \(PGlite and PostgreSQL\), browser tests/);
  });
});

describe("every environment variable the README and the docs name is read by the app or the tests", () => {
  const named = [...new Set(docs.flatMap((file) => variablesNamed(read(file))))];
  it.each(named)("%s", (name) => {
    expect(variables).toContain(name);
  });

  it.each(schemaVariables)("docs/operations.md's table lists %s, which app/config/env.server.ts reads", (name) => {
    expect(variablesNamed(read("docs/operations.md"))).toContain(name);
  });
});

describe("the decision records' index", () => {
  const index = read("docs/decisions/README.md");
  const records = fs.readdirSync(path.join(root, "docs/decisions")).filter((file) => /^\d{3}-.+\.md$/.test(file));

  it.each(records)("lists %s", (record) => {
    expect(relativeLinks(index)).toContain(record);
  });

  it("lists no record that is not there, and the template", () => {
    const listed = relativeLinks(index).filter((link) => /^\d{3}-/.test(link));
    expect(listed.sort()).toEqual([...records].sort());
    expect(exists("docs/decisions/TEMPLATE.md")).toBe(true);
  });
});
