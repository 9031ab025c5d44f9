/**
 * A length of time as a Brazilian cookbook prints it: "45 min" under an hour, then hours
 * with the minutes in two digits and no space ("1h", "1h05", "3h40", "12h"). Used where
 * the spec does not fix minutes (recipe facts, cards); cooking timers keep their mm:ss.
 */
export function formatDuration(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, "0")}`;
}
