/** The first gate: a recipe parses as the catalogue's schema, or each wrong field is named. */
import { catalogueRecipeSchema, type CatalogueEntry } from "../load.server";
import type { Problem, Located } from "./problem";

function slugOf(raw: unknown, index: number): string {
  const slug = (raw as { slug?: unknown } | null)?.slug;
  return typeof slug === "string" && slug ? slug : `#${index + 1}`;
}

/** The recipe parsed, or what is wrong with its shape (path and message for each field). */
export function checkSchema({ file, index, raw }: Located): { entry: CatalogueEntry } | { problems: Problem[] } {
  const result = catalogueRecipeSchema.safeParse(raw);
  if (result.success) return { entry: result.data };
  const slug = slugOf(raw, index);
  return {
    problems: result.error.issues.map((issue) => ({
      file,
      slug,
      gate: "schema",
      message: `${issue.path.join(".") || "(receita)"}: ${issue.message}`,
    })),
  };
}
