import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import fs from "node:fs";
const rss = (l) => { const s = fs.readFileSync("/proc/self/status","utf8"); console.log(l, s.match(/VmRSS:\s+(\d+)/)[1]/1024|0, "hwm", s.match(/VmHWM:\s+(\d+)/)[1]/1024|0, "threads", s.match(/Threads:\s+(\d+)/)[1], JSON.stringify(Object.fromEntries(Object.entries(process.memoryUsage()).map(([k,v])=>[k,v/1048576|0])))); };
const t0 = Date.now();
const extra = (process.env.SP ?? "").split(" ").filter(Boolean).flatMap((x) => ["-c", x]); const db = new PGlite({ dataDir: process.argv[2], extensions: { unaccent, pg_trgm }, startParams: [...PGlite.defaultStartParams, ...extra] });
await db.waitReady;
rss("ready " + (Date.now() - t0));
for (let i = 0; i < 8; i++) { await new Promise((r) => setTimeout(r, 1000)); rss("t+" + (i + 1)); }
process.exit(0);
