/**
 * `npm test`'s first step: React Router's route types, then the type check, lint and build at
 * once, each in its own process (the build writes build/, which the checks ignore; the route
 * types, which ESLint's resolver and tsc read, are written before they start). On the 2-core
 * machine that is faster than one after the other (issue 27). Each one's output is printed
 * whole when it ends, under its name; the step fails if any fails.
 */
import { spawn, spawnSync } from "node:child_process";

const typegen = spawnSync("npx", ["react-router", "typegen"], { stdio: "inherit" });
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

/** `npm run typecheck` without its typegen, which ran above. */
const steps = [
  ["typecheck", "npx tsc && npx tsc -p service-worker"],
  ["lint", "npm run --silent lint"],
  ["build", "npm run --silent build"],
];

const results = await Promise.all(
  steps.map(
    ([step, command]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`\n── ${step}: ${code === 0 ? "ok" : `falhou (${code})`} em ${seconds} s`);
          if (output.trim()) console.log(output.trimEnd());
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
