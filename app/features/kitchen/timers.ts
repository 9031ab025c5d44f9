/**
 * Times written in a step become timer buttons in cooking mode: "por 10 minutos",
 * "1 hora", "de 30 a 40 minutos" (a range starts at its lower bound), "1h30",
 * "meia hora", "uns cinco minutos".
 */
import { spokenNumbers } from "~/domain/spoken-numbers";

export interface DetectedTimer {
  /** As written in the step, e.g. "30 a 40 minutos". */
  label: string;
  seconds: number;
}

const words = spokenNumbers;
const number = `(\\d+(?:[.,]\\d+)?|${Object.keys(words).join("|")})`;
const unitPattern = "(segundos?|seg|minutos?|min|horas?|h)";

const hourAndMinutes = new RegExp(`\\b(\\d+)\\s*(?:h|horas?)\\s*(?:e\\s*)?(\\d{1,2})\\s*(?:min(?:utos?)?)?(?![\\w])`, "giu");
const range = new RegExp(`\\b${number}\\s*(?:a|-|–|ou)\\s*${number}\\s*${unitPattern}(?![\\p{L}])`, "giu");
const single = new RegExp(`\\b${number}\\s*${unitPattern}(?![\\p{L}])`, "giu");
const halfHour = /\bmeia\s+hora\b/giu;

function toNumber(value: string): number {
  const lower = value.toLowerCase();
  return words[lower] ?? Number(lower.replace(",", "."));
}

function toSeconds(amount: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith("h")) return Math.round(amount * 3600);
  if (u.startsWith("s")) return Math.round(amount);
  return Math.round(amount * 60);
}

export function detectTimers(text: string): DetectedTimer[] {
  const found: { index: number; end: number; timer: DetectedTimer }[] = [];
  const taken = (index: number, end: number) => found.some((f) => index < f.end && end > f.index);
  const add = (match: RegExpMatchArray, timer: DetectedTimer) => {
    const index = match.index ?? 0;
    const end = index + match[0].length;
    if (!taken(index, end) && timer.seconds > 0 && timer.seconds <= 48 * 3600) found.push({ index, end, timer });
  };
  for (const match of text.matchAll(hourAndMinutes)) {
    add(match, { label: match[0].trim(), seconds: Number(match[1]) * 3600 + Number(match[2]) * 60 });
  }
  for (const match of text.matchAll(range)) {
    add(match, { label: match[0].trim(), seconds: toSeconds(toNumber(match[1]!), match[3]!) });
  }
  for (const match of text.matchAll(halfHour)) add(match, { label: match[0], seconds: 1800 });
  for (const match of text.matchAll(single)) {
    add(match, { label: match[0].trim(), seconds: toSeconds(toNumber(match[1]!), match[2]!) });
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.timer);
}

/** 90 → "1:30", 3725 → "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
