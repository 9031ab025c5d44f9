/**
 * The TACO table (db/taco/alimentos.csv) read into numbers: one food a row, per 100 g
 * of edible part. Pure: the text comes in, the table goes out; `db/taco/taco.server.ts` finds and
 * reads the file. Only the columns the nutrition calculator uses are read, and each of
 * those is read strictly: a cell that is not a number or one of the book's marks stops
 * the load with its row and column, so a damaged file cannot turn into wrong numbers.
 *
 * The marks, as the book's abbreviations explain them:
 *   "Tr" (traço): present below the quantification limit → 0.
 *   "NA" (the book: "não aplicável"; db/taco/README.md: not analysed), "*" ("as
 *   análises estão sendo reavaliadas") and an empty cell ("análises não solicitadas")
 *   → null: not a number we know. The calculator counts it as 0 and says so.
 */

export const nutrientKeys = ["calories", "protein", "carbs", "fat", "fiber", "sodium"] as const;
export type NutrientKey = (typeof nutrientKeys)[number];

/** Per 100 g of edible part; null where the table gives no number (NA, *, empty). */
export type Per100g = Record<NutrientKey, number | null>;

export interface TacoFood {
  /** "Número do Alimento": stable across the 4th edition, what aliases point to. */
  id: number;
  category: string;
  /** "Descrição dos alimentos", e.g. "Frango, peito, sem pele, cru". */
  description: string;
  per100g: Per100g;
  /** "Umidade (%)": water per 100 g; null where the table gives none. Frying rates need it. */
  moisture: number | null;
}

export type TacoTable = ReadonlyMap<number, TacoFood>;

/** Header cells of the columns read, and the nutrient each holds. */
const columns: Record<"id" | "category" | "description" | "moisture" | NutrientKey, string> = {
  id: "Número do Alimento",
  category: "Categoria do alimento",
  description: "Descrição dos alimentos",
  moisture: "Umidade (%)",
  calories: "Energia (kcal)",
  protein: "Proteína (g)",
  fat: "Lipídeos (g)",
  carbs: "Carboidrato (g)",
  fiber: "Fibra Alimentar (g)",
  sodium: "Sódio (mg)",
};

export class TacoFormatError extends Error {
  override name = "TacoFormatError";
}

/** A cell of a numeric column: "12,5" → 12.5, "Tr" → 0, "NA" / "*" / "" → null. */
export function parseTacoCell(cell: string): number | null | undefined {
  const value = cell.trim();
  if (value === "" || value === "NA" || value === "*") return null;
  if (value === "Tr") return 0;
  if (!/^\d+(,\d+)?$/.test(value)) return undefined;
  return Number(value.replace(",", "."));
}

export function parseTaco(csv: string): Map<number, TacoFood> {
  const lines = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = (lines[0] ?? "").split(";").map((cell) => cell.trim());
  const index = {} as Record<keyof typeof columns, number>;
  for (const [key, title] of Object.entries(columns) as [keyof typeof columns, string][]) {
    const at = header.indexOf(title);
    if (at < 0) throw new TacoFormatError(`TACO: coluna "${title}" não encontrada no cabeçalho.`);
    index[key] = at;
  }

  const foods = new Map<number, TacoFood>();
  lines.slice(1).forEach((line, offset) => {
    if (line.trim() === "") return;
    const row = offset + 2;
    const cells = line.split(";");
    if (cells.length !== header.length) {
      throw new TacoFormatError(`TACO, linha ${row}: ${cells.length} colunas, esperadas ${header.length}.`);
    }
    const id = Number(cells[index.id]);
    if (!Number.isInteger(id) || id <= 0) throw new TacoFormatError(`TACO, linha ${row}: número do alimento inválido.`);
    if (foods.has(id)) throw new TacoFormatError(`TACO, linha ${row}: alimento ${id} repetido.`);
    const per100g = {} as Per100g;
    for (const key of nutrientKeys) {
      const cell = cells[index[key]] ?? "";
      const value = parseTacoCell(cell);
      if (value === undefined) {
        throw new TacoFormatError(`TACO, linha ${row}, coluna "${columns[key]}": valor "${cell}" não reconhecido.`);
      }
      per100g[key] = value;
    }
    const moistureCell = cells[index.moisture] ?? "";
    const moisture = parseTacoCell(moistureCell);
    if (moisture === undefined) {
      throw new TacoFormatError(`TACO, linha ${row}, coluna "${columns.moisture}": valor "${moistureCell}" não reconhecido.`);
    }
    foods.set(id, {
      id,
      category: (cells[index.category] ?? "").trim(),
      description: (cells[index.description] ?? "").trim().replace(/\s+/g, " "),
      per100g,
      moisture,
    });
  });
  return foods;
}
