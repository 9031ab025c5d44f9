/**
 * `npm start`: builds the app when the build is missing or older than the sources,
 * then runs the production server (migrations and catalogue load happen at its start).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtEntry = path.join(root, "build/server/index.js");
const sources = [
  "app",
  "db",
  "server",
  "public",
  "service-worker",
  "vite.config.ts",
  "vite.chunks.ts",
  "react-router.config.ts",
  "package.json",
];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.statSync(builtEntry, { throwIfNoEntry: false });
const sourceTime = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (!built || built.mtimeMs < sourceTime) {
  console.log(built ? "Código mudou desde o último build: recompilando..." : "Primeiro início: compilando o app...");
  // The same two steps as `npm run build`: the app, then the offline service worker (build/client/sw.js).
  for (const [command, args] of [
    ["react-router", ["build"]],
    ["tsx", ["scripts/build-service-worker.ts"]],
  ]) {
    const result = spawnSync(path.join(root, "node_modules/.bin", command), args, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= "production";
// Someone reading a terminal gets readable lines; a process manager or a container, JSON.
if (!process.env.LOG_FORMAT && process.stdout.isTTY) process.env.LOG_FORMAT = "pretty";
process.chdir(root);
await import("../server/index.ts");
