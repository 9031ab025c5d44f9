/**
 * The catalogue's files: `db/catalogue/recipes/*.json`, one batch per file, read in the
 * order of their names (00-original.json first, so today's recipes keep their positions).
 * The one place that knows where the catalogue lives: the loader, the gates, the check
 * command and every test read it from here. The files are read at run time rather than
 * bundled, found from this module's own location as `tacoCsvPath()` finds the TACO table,
 * so a new batch is one new file and no import line to add.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface CatalogueFile {
  /** The file's name, e.g. "00-original.json": what the gates' messages name. */
  file: string;
  /** As parsed from JSON; the loader and the gates validate it. */
  recipes: unknown[];
}

export function catalogueDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    const candidate = path.join(dir, "db", "catalogue", "recipes");
    if (fs.existsSync(candidate)) return candidate;
    const sibling = path.join(dir, "recipes");
    if (path.basename(dir) === "catalogue" && fs.existsSync(sibling)) return sibling;
    dir = path.dirname(dir);
  }
  throw new Error("Pasta do catálogo db/catalogue/recipes não encontrada.");
}

/** One file, parsed; its name in the error when it is not an array of recipes. */
export function readCatalogueFile(filePath: string): CatalogueFile {
  const file = path.basename(filePath);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(filePath, "utf8"));
  } catch (error) {
    throw new Error(`${file}: não é um JSON válido (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  if (!Array.isArray(parsed)) throw new Error(`${file}: o arquivo deve ser uma lista de receitas ([ {...}, {...} ]).`);
  return { file, recipes: parsed };
}

/** Every file of the catalogue, in name order. */
export function readCatalogueFiles(dir: string = catalogueDir()): CatalogueFile[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => readCatalogueFile(path.join(dir, name)));
}

let cached: unknown[] | null = null;

/** Every recipe of every file, in file order: what the loader writes. Read once. */
export function readCatalogue(): unknown[] {
  cached ??= readCatalogueFiles().flatMap((file) => file.recipes);
  return cached;
}

/**
 * The recipes chosen by hand to open the site (`db/catalogue/showcase.json`): the home page's
 * three, and six for each category and diet page. Checked by showcase.test.ts.
 */
export interface Showcase {
  home: string[];
  categorias: Record<string, string[]>;
  dietas: Record<string, string[]>;
}

let showcase: Showcase | null = null;

export function readShowcase(): Showcase {
  showcase ??= JSON.parse(fs.readFileSync(path.join(path.dirname(catalogueDir()), "showcase.json"), "utf8")) as Showcase;
  return showcase;
}

/**
 * The catalogue's version (`db/catalogue/version.json`, decision 026): a number raised by every
 * change to what the loader writes, and the SHA-256 of those rows for that number. A process
 * never writes its catalogue over a database that holds a higher version; version.test.ts fails
 * while the rows and the recorded hash differ (`npm run catalogue:version` raises both).
 */
export interface CatalogueVersion {
  version: number;
  sha256: string;
}

export function catalogueVersionPath(): string {
  return path.join(path.dirname(catalogueDir()), "version.json");
}

let version: CatalogueVersion | null = null;

export function readCatalogueVersion(): CatalogueVersion {
  version ??= JSON.parse(fs.readFileSync(catalogueVersionPath(), "utf8")) as CatalogueVersion;
  if (!Number.isSafeInteger(version.version) || version.version < 1)
    throw new Error(`${catalogueVersionPath()}: "version" deve ser um inteiro ≥ 1.`);
  return version;
}

let filesDigest: string | null = null;

/**
 * SHA-256 of the bytes the catalogue is read from: version.json, showcase.json and every
 * recipes/*.json with its name, in `root` (db/catalogue by default). A start whose files hash
 * as the database's last load did has nothing to write (loadCatalogue's `skipWhenLoaded`);
 * any edit to a file, even without a new version, hashes differently. The catalogue's own is
 * read once per process, like the files.
 */
export function catalogueFilesDigest(root?: string): string {
  if (root === undefined && filesDigest) return filesDigest;
  const base = root ?? path.dirname(catalogueDir());
  const hash = createHash("sha256");
  const add = (name: string, file: string) => hash.update(`${name}\0`).update(fs.readFileSync(file)).update("\0");
  add("version.json", path.join(base, "version.json"));
  add("showcase.json", path.join(base, "showcase.json"));
  const recipesDir = path.join(base, "recipes");
  for (const name of fs
    .readdirSync(recipesDir)
    .filter((entry) => entry.endsWith(".json"))
    .sort())
    add(`recipes/${name}`, path.join(recipesDir, name));
  const digest = hash.digest("hex");
  if (root === undefined) filesDigest = digest;
  return digest;
}
