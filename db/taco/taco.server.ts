/**
 * The TACO table for the server: `db/taco/alimentos.csv`, read once and kept. The file
 * is read at run time rather than bundled, so the table (about 100 KB) never reaches a
 * browser bundle and the CSV stays the one copy of the data. It is found from this
 * module's own location, as `migrationsFolder()` finds db/migrations, so the source tree
 * (dev, tests) and the production build (build/server/…) both reach it.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseTaco, type TacoTable } from "../../app/domain/nutrition/taco";

export function tacoCsvPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    const candidate = path.join(dir, "db", "taco", "alimentos.csv");
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("Tabela TACO db/taco/alimentos.csv não encontrada.");
}

let table: TacoTable | null = null;

export function loadTaco(): TacoTable {
  table ??= parseTaco(fs.readFileSync(tacoCsvPath(), "utf8"));
  return table;
}
