/**
 * Numbers as a Brazilian reader writes them ("1,5", "1.000"), the same text as
 * `Intl.NumberFormat("pt-BR", { maximumFractionDigits })` (the test compares the two), written
 * out because the first pt-BR formatter a page builds loads the locale's data: 15–20 ms of one
 * task on a phone while the recipe page hydrates (decision 053).
 *
 * Like Intl (ICU), it rounds the number's shortest decimal form (`String(1.005)` is "1.005")
 * half away from zero ("halfExpand"), not its binary value; pt-BR groups thousands with "."
 * from 1.000 up and writes "," before the decimals; trailing zeros are dropped.
 */
export function formatDecimal(value: number, maximumFractionDigits: number): string {
  const shortest = String(Math.abs(value));
  // Infinity, NaN and exponent forms (below 1e-6, from 1e21): not numbers a recipe shows.
  if (!/^\d+(\.\d+)?$/.test(shortest)) return new Intl.NumberFormat("pt-BR", { maximumFractionDigits }).format(value);
  const [whole, fraction = ""] = shortest.split(".") as [string, string?];
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, "0");
  if ((fraction[maximumFractionDigits] ?? "0") >= "5") digits = (BigInt(digits) + 1n).toString().padStart(digits.length, "0");
  const integer = digits.slice(0, digits.length - maximumFractionDigits) || "0";
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, "");
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? "-" : ""}${integer.replace(/\B(?=(\d{3})+$)/g, ".")}${decimals ? `,${decimals}` : ""}`;
}
