/**
 * `npm run catalogue:version`: after a change to what the catalogue loader writes (a batch
 * file, showcase.json, or what it derives: the restriction engine's verdicts, nutrition from
 * TACO), raises the version in db/catalogue/version.json by one and records the new rows'
 * SHA-256 (decision 026). When nothing changed it says so and leaves the file alone.
 */
import fs from "node:fs";
import { catalogueVersionPath, type CatalogueVersion } from "../db/catalogue/files.server";
import { catalogueDigest, catalogueFromFiles, catalogueRows } from "../db/catalogue/load.server";

const file = catalogueVersionPath();
const current = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as CatalogueVersion) : null;
const sha256 = catalogueDigest(catalogueRows(catalogueFromFiles()));
if (current?.sha256 === sha256) {
  console.log(`O catálogo não mudou: continua na versão ${current.version}.`);
} else {
  const next: CatalogueVersion = { version: (current?.version ?? 0) + 1, sha256 };
  fs.writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`Catálogo na versão ${next.version} (${file}).`);
}
