/** How the steps say a food: its article, its agreement, how it is cut and how long it takes in the pan. Pure. */
import { agree, folded, genderOf, listed, withArticle } from "../kitchen";
import type { Entry, Food } from "./larder";

/** How a step says a food: "o alho" (not "o dente de alho"), "os ovos" for 4 "ovo". */
export function spoken(entry: Food): string {
  const name = entry.name.replace(/^dentes? de alho$/, "alho");
  if (entry.quantity > 1 && entry.unit === "unidade" && /^(ovo|gema|clara)$/i.test(name)) return `${name}s`;
  return name;
}
export const the = (entry: Food) => entry.implicit ?? withArticle(spoken(entry));
export const of = (entry: Food) => entry.implicit ?? withArticle(spoken(entry), "de");
/** "até ficar macia", "até ficarem macios". */
export const until = (adjective: string, entries: readonly Food[]) =>
  entries.length > 1 || genderOf(spoken(entries[0]!)).plural
    ? `até ficarem ${entries.length > 1 ? `${adjective}s` : agree(adjective, spoken(entries[0]!))}`
    : `até ficar ${agree(adjective, spoken(entries[0]!))}`;
/** "até ficar macia mas ainda firme", "até ficarem macios mas ainda firmes". */
export const tenderButFirm = (entries: readonly Food[]) => {
  const text = until("macio", entries);
  return `${text} mas ainda ${text.startsWith("até ficarem") ? "firmes" : "firme"}`;
};

/** How a fruit is made ready: "Lave os morangos, tire as folhinhas", "Descasque a banana". */
export function fruitPrep(foods: readonly Food[]): string {
  const entries = foods.filter((entry) => !/\b(amassad[oa]s?|picad[oa]s?|em (cubos|pedacos)|polpa|suco)\b/.test(folded(entry.name)));
  const hulled = entries.filter((entry) => /morango/.test(folded(entry.name)));
  const washed = entries.filter(
    (entry) =>
      !hulled.includes(entry) &&
      /\b(macas?|peras?|pessegos?|uvas?|ameixas?|caqui|goiabas?|figos?|amoras?|mirtilos?)\b/.test(folded(entry.name)),
  );
  const peeled = entries.filter((entry) => !hulled.includes(entry) && !washed.includes(entry));
  return [
    peeled.length > 0 ? `Descasque ${all(peeled)} e corte em pedaços.` : "",
    hulled.length > 0 ? `Lave ${all(hulled)}, tire as folhinhas e corte em pedaços.` : "",
    washed.length > 0 ? `Lave ${all(washed)} e corte em pedaços, sem as sementes.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}
export const all = (entries: readonly Food[]) => listed(entries.filter((entry) => entry.implicit !== "").map(the));
export const bare = (entries: readonly Food[]) => listed(entries.map((entry) => entry.name));

/** How a vegetable is cut, by its name. */
export function cutOf(entry: Entry): string | null {
  const name = folded(entry.name);
  if (/\b(brocolis|couve flor)\b/.test(name)) return "em floretes";
  if (/\bpimentao|pimentoes\b/.test(name)) return "em tiras";
  if (/\b(quiabo|palmito|cenoura)\b/.test(name)) return "em rodelas";
  if (/\bvagens?\b/.test(name)) return "em pedaços de 3 cm";
  if (/\b(cogumelos?|champignon|shiitake|portobello)\b/.test(name)) return "em fatias";
  if (/\b(shimeji|milho|ervilhas?|azeitonas?|alcaparras?)\b/.test(name)) return null;
  if (entry.kind === "root") return "em cubos de 2 cm";
  return entry.kind === "vegetable" || entry.kind === "other" ? "em cubos" : "em pedaços pequenos";
}

/** Minutes a vegetable needs in the pan once cut. */
export function sauteMinutes(entries: readonly Entry[]): number {
  if (entries.some((entry) => /\b(quiabo|jilo|vagens?|brocolis|couve flor)\b/.test(folded(entry.name)))) return 8;
  return entries.some((entry) => entry.kind === "root") ? 6 : 5;
}
