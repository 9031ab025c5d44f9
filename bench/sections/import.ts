/** "Importar receita" (issue 25): from a link to the preview, in process on PGlite, fixture sites on loopback. */
import { benchImport, type ImportFigures } from "../import";
import { defineSection } from "./section";

export const importSection = defineSection<ImportFigures>({
  name: "import",
  aliases: ["only-import"],
  title: "Importar receita: do link à prévia (p50/p95 em ms); modelo = página sem dados e texto colado, lidos pelo modelo local",
  needs: "database",
  options: { "import-repeats": { type: "string", default: "20" } },
  run: async (context) => ({ now: await benchImport(context.number("import-repeats"), context.log), before: null }),
  print({ now: figures }) {
    console.table([
      {
        páginas: figures.pages,
        "link p50": figures.link.p50.toFixed(1),
        "link p95": figures.link.p95.toFixed(1),
        "modelo p50": figures.model.p50.toFixed(1),
        "modelo p95": figures.model.p95.toFixed(1),
      },
    ]);
  },
  summary: ({ now: figures }) => [
    { figure: "importar: link à prévia p95", before: null, now: figures.link.p95, unit: " ms" },
    { figure: "importar: lido pelo modelo p95", before: null, now: figures.model.p95, digits: 0, unit: " ms" },
  ],
});
