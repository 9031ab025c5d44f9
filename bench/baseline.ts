/**
 * The baseline of a bench run: another commit's production build, measured in the same run
 * as this checkout's, because on a shared, noisy host a figure from another moment is no
 * comparison. A throwaway `git worktree` in the temporary directory, sharing this checkout's
 * node_modules, built with `npm run build`, removed at the end (also on failure or Ctrl-C).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { App } from "./sections/section";

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

export const shortOf = (commit: string) => commit.slice(0, 7);

/** This checkout, as the "agora" of a run (with a "+" when it has uncommitted changes). */
export function currentApp(): App {
  const commit = git("rev-parse", "HEAD");
  const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
  return { label: "agora", dir: process.cwd(), commit, short: `${shortOf(commit)}${dirty ? "+" : ""}` };
}

/**
 * The ref `--baseline` names, or by default main's tip when HEAD is not it (a branch measured
 * against what it would change), else HEAD's first parent (main measured against its last merge).
 */
export function baselineRef(option: string | undefined): string | null {
  if (option === "none") return null;
  if (option) return option;
  return git("rev-parse", "HEAD") === git("rev-parse", "main") ? "HEAD^1" : "main";
}

/** `npm run build` in `dir`; throws with the build's last lines when it fails. */
export function build(dir: string, log: (line: string) => void): void {
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build"], { cwd: dir, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  if (result.status !== 0)
    throw new Error(`o build em ${dir} falhou:\n${`${result.stdout}${result.stderr}`.split("\n").slice(-20).join("\n")}`);
  log(`   build em ${dir}: ${Math.round((Date.now() - started) / 1000)} s`);
}

export interface Baseline {
  app: App;
  remove(): void;
}

/** Checks `ref` out in a throwaway worktree and builds it. */
export function prepareBaseline(ref: string, log: (line: string) => void): Baseline {
  const commit = git("rev-parse", "--verify", `${ref}^{commit}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `chef-ia-bench-${shortOf(commit)}-`));
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    spawnSync("git", ["worktree", "remove", "--force", dir], { stdio: "ignore" });
    fs.rmSync(dir, { recursive: true, force: true });
    spawnSync("git", ["worktree", "prune"], { stdio: "ignore" });
  };
  // bench/index.ts turns Ctrl-C and SIGTERM into an exit, so this runs then too.
  process.once("exit", remove);
  try {
    log(`Baseline ${ref} (${shortOf(commit)}) numa worktree temporária: ${dir}`);
    git("worktree", "add", "--detach", dir, commit);
    fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
    build(dir, log);
  } catch (error) {
    remove();
    throw error;
  }
  return { app: { label: "antes", dir, commit, short: shortOf(commit) }, remove };
}
