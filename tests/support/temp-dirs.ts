/**
 * Directories a test file makes for its servers and databases, removed after the file's tests
 * (tests/support/remove-temp-dirs.ts, a setup file, runs `removeTempDirs` last). A server's
 * PGlite data directory is 70 MB: left behind, each run of the suite kept about 1 GB in /tmp.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const made = new Set<string>();

/** A new empty directory under the system's temporary directory, removed after this file's tests. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  made.clear();
}
