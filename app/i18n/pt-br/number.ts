import { formatDecimal } from "~/lib/numbers";

export function formatNumber(value: number): string {
  return formatDecimal(value, 1);
}
