/**
 * The weeks of the cook's plan (issue 23): ISO 8601 weeks, Monday to Sunday, named in the
 * URL as "2026-W49" (the ISO week-date format). Dates are "YYYY-MM-DD" strings, computed
 * in UTC arithmetic so no server or browser time zone moves a day; "today" is taken in
 * Brasília time (America/Sao_Paulo), where the cooks are. Pure: no I/O.
 */

export const mealKinds = [
  { id: "cafe", label: "Café da manhã", tags: ["Café da Manhã"] },
  { id: "almoco", label: "Almoço", tags: ["Almoço"] },
  { id: "lanche", label: "Lanche", tags: ["Lanche", "Petisco", "Café da Manhã"] },
  { id: "jantar", label: "Jantar", tags: ["Jantar", "Almoço"] },
] as const;

export type MealKind = (typeof mealKinds)[number]["id"];

export const mealLabel = (meal: MealKind) => mealKinds.find((kind) => kind.id === meal)!.label;

export function isMealKind(value: string): value is MealKind {
  return mealKinds.some((kind) => kind.id === value);
}

const dayMs = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * dayMs));
}

/** The ISO week of a date: "2026-W48". */
export function weekOf(day: string): string {
  const date = toDate(day);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * dayMs);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * dayMs;
  const week = Math.floor((thursday.getTime() - firstMonday) / (7 * dayMs)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday of an ISO week, or null for anything else ("2026-W54", "semana 3"). */
export function mondayOf(week: string): string | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (year < 2000 || year > 2100 || number < 1) return null;
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = toDay(new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * dayMs + (number - 1) * 7 * dayMs));
  // Week 53 exists only in some years: the round trip says whether this one does.
  return weekOf(monday) === week ? monday : null;
}

/** The seven days of a week, Monday first. */
export function daysOf(week: string): string[] {
  const monday = mondayOf(week);
  if (!monday) return [];
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Today in Brasília, "YYYY-MM-DD". */
export function todayInBrazil(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Monday 0 … Sunday 6. */
export const weekdayIndex = (day: string) => (toDate(day).getUTCDay() + 6) % 7;

const weekdayNames = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"];
const shortWeekdays = ["segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo"];
const months = ["jan.", "fev.", "mar.", "abr.", "maio", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."];

/** "segunda-feira", "sábado". */
export const weekdayName = (day: string) => weekdayNames[weekdayIndex(day)]!;
/** "terça", as a reason says it: "como o almoço de terça". */
export const shortWeekday = (day: string) => shortWeekdays[weekdayIndex(day)]!;
/** "30 de nov.". */
export function shortDate(day: string): string {
  const date = toDate(day);
  return `${date.getUTCDate()} de ${months[date.getUTCMonth()]}`;
}
/** "30 de nov. a 6 de dez.". */
export function weekRange(week: string): string {
  const days = daysOf(week);
  return days.length === 0 ? "" : `${shortDate(days[0]!)} a ${shortDate(days[6]!)}`;
}
