/**
 * "200 °C", "15 g", "40 minutos", "22 x 32 cm": a number and its unit are read together,
 * so a line never breaks between them (a non-breaking space, U+00A0, in what is rendered).
 */
const nbsp = "\u00A0";

const unit = [
  "°C",
  "°F",
  "ºC",
  "ºF",
  "°",
  "º",
  "graus",
  "segundos?",
  "seg",
  "minutos?",
  "min",
  "horas?",
  "h",
  "kg",
  "g",
  "mg",
  "ml",
  "l",
  "litros?",
  "cm",
  "mm",
  "%",
  "x",
  "xícaras?",
  "colher(?:es)? de (?:sopa|chá)",
  "unidades?",
  "dentes?",
  "porç(?:ão|ões)",
].join("|");

/** A number (1, 1,5, ½, 1 ½) followed by spaces and a unit that ends there. */
const numberAndUnit = new RegExp(`(\\d(?:[.,]\\d+)?|[¼½¾⅓⅔])[ \\t]+(${unit})(?![\\p{L}\\d])`, "gu");

/** Every space between a number and its unit in `text` becomes non-breaking. */
export function keepMeasuresTogether(text: string): string {
  // Twice, so "22 x 32 cm" joins both pairs (the matches would otherwise overlap).
  const once = text.replace(numberAndUnit, `$1${nbsp}$2`);
  return once.replace(/x[ \t]+(\d)/gu, (match, digit: string, offset: number) =>
    offset > 0 && once[offset - 1] === nbsp ? `x${nbsp}${digit}` : match,
  );
}
