import { formatDecimal } from "~/domain/numbers";

export function formatNumber(value: number): string {
  return formatDecimal(value, 1);
}

const byteUnits = ["KB", "MB", "GB", "TB"] as const;

/**
 * What the device holds, as its settings say it: "1,2 MB", one decimal, in units of 1000
 * (as Android's and iOS's storage screens count).
 */
export function formatBytes(bytes: number): string {
  const whole = Math.max(0, Math.round(bytes));
  if (whole < 1000) return whole === 1 ? "1 byte" : `${formatDecimal(whole, 0)} bytes`;
  let value = whole / 1000;
  let unit = 0;
  // 999.96 KB would read "1.000 KB": it is 1 MB.
  while (Math.round(value * 10) / 10 >= 1000 && unit < byteUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${formatDecimal(value, 1)}\u00a0${byteUnits[unit]}`;
}
