/**
 * Setup file: after every test file, the directories it made with tests/support/temp-dirs.ts go.
 * A setup file runs again before each test file (a module would register its hook only for the
 * first file of its worker, `isolate: false`), and Vitest runs a file's after-hooks in the reverse
 * of their order (`sequence.hooks: "stack"`), so this one runs after the file's own: once its
 * servers have stopped.
 */
import { afterAll } from "vitest";
import { removeTempDirs } from "./temp-dirs";

afterAll(removeTempDirs);
