/**
 * The catalogue's version moves with what the loader writes (decision 026): a change to a
 * batch, to showcase.json, or to what the loader derives from them (the restriction engine,
 * nutrition from TACO) must raise db/catalogue/version.json. Without it, processes of the
 * old and the new code carry the same version, and each would write its own rows at its start.
 */
import { describe, expect, it } from "vitest";
import { readCatalogueVersion } from "./files.server";
import { catalogueDigest, catalogueFromFiles, catalogueRows } from "./load.server";

describe("the catalogue's version", () => {
  it("records the rows the loader writes today (run `npm run catalogue:version` after changing them)", () => {
    const recorded = readCatalogueVersion();
    const digest = catalogueDigest(catalogueRows(catalogueFromFiles()));
    expect(
      digest,
      `O catálogo mudou (arquivos, showcase.json, o motor de restrições ou a TACO) e db/catalogue/version.json continua na versão ` +
        `${recorded.version}: rode \`npm run catalogue:version\` para subir a versão, senão os processos em produção não gravam a mudança.`,
    ).toBe(recorded.sha256);
  });
});
