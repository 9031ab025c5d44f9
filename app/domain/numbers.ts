/**
 * Numbers as a Brazilian reader writes them ("1,5", "1.000"). An Intl.NumberFormat is
 * costly to build (tens of microseconds) and a recipe page formats dozens of numbers
 * per render, so there is one formatter per precision, made once.
 */
const formats = new Map<number, Intl.NumberFormat>();

export function formatDecimal(value: number, maximumFractionDigits: number): string {
  let format = formats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat("pt-BR", { maximumFractionDigits });
    formats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}
