/**
 * How the scripted model keeps to what a cook avoids, as a careful model would: it asks
 * the app's own restriction engine (app/domain/restrictions.ts) about every name and
 * text, swaps a conflicting ingredient for a safe substitute (its own first, then
 * safeSubstitutes) or leaves it out, and on a retry also leaves out every food the
 * refusal named. Pure.
 */
import type { Unit } from "~/domain/recipe";
import { allAvoidances, avoidancesOf, conflictsIn, hasConflict, isAvoidance, type Avoidance } from "~/domain/restrictions";
import { safeSubstitutes } from "~/domain/safe-substitutes";
import { agree, folded, kindOf, roundQuantity, shortFood } from "./kitchen";

/** What a cook avoids: the engine's avoidances, and foods a refused reply was told to leave out. */
export interface Avoid {
  avoid: Avoidance[];
  /** Foods the refusal named without a reason the engine knows, folded: avoided by name. */
  named: string[];
  /** Every food the refusal named, folded ("amendoins torrados"), to find where they were. */
  refused?: string[];
}

/**
 * The refusal the app sends on a retry, as describeConflicts writes it: each food once,
 * with what it conflicts with unless its name already says it ("amendoins torrados
 * (amendoim), ovos, leite (lactose, vegano)"); older prompts quoted the foods.
 */
export function readProblem(problem: string | null | undefined): { avoidances: Avoidance[]; foods: string[]; unexplained: string[] } {
  const avoidances = new Set<Avoidance>();
  const foods = new Set<string>();
  const unexplained = new Set<string>();
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const character of problem ?? "") {
    if (character === "(") depth++;
    if (character === ")") depth = Math.max(0, depth - 1);
    if (character === "," && depth === 0) {
      items.push(current);
      current = "";
    } else current += character;
  }
  items.push(current);
  for (const item of items) {
    const match = /^\s*"?([^"()]+?)"?\s*(?:\(([^)]*)\))?\s*$/.exec(item);
    if (!match) continue;
    const food = folded(match[1]!);
    if (!food) continue;
    foods.add(food);
    const reasons = match[2]
      ? match[2]
          .split(",")
          .map((part) => part.trim())
          .filter(isAvoidance)
      : allAvoidances.filter((avoidance) => ` ${food} `.includes(` ${folded(avoidance)} `));
    for (const reason of reasons) avoidances.add(reason);
    if (reasons.length === 0) unexplained.add(food);
  }
  return { avoidances: [...avoidances], foods: [...foods], unexplained: [...unexplained] };
}

/** What the cook avoids, from the profile (or the chat's list) and the retry's refusal. */
export function avoidFor(
  from: { restrictions: readonly string[]; preferences: readonly string[] } | readonly string[],
  problem: string | null | undefined,
): Avoid {
  const base = Array.isArray(from)
    ? (from as readonly string[]).filter(isAvoidance)
    : avoidancesOf(from as { restrictions: readonly string[]; preferences: readonly string[] });
  const refused = readProblem(problem);
  // A food refused for a reason the engine knows is avoided by that reason ("leite (lactose)"
  // leaves "leite de coco" fine); one refused for no known reason, by its name.
  return { avoid: [...new Set([...base, ...refused.avoidances])], named: refused.unexplained, refused: refused.foods };
}

/** Whether a folded food appears, as whole words, in a text. */
function mentions(text: string, food: string): boolean {
  return ` ${folded(text).replace(/[^a-z0-9]+/g, " ")} `.includes(` ${food.replace(/[^a-z0-9]+/g, " ").trim()} `);
}

/** The refused foods a text names. */
export const namedIn = (text: string, a: Avoid) => a.named.filter((food) => mentions(text, food));

/** Whether this text names something the cook avoids. */
export function isAvoided(text: string, a: Avoid): boolean {
  return hasConflict(text, a.avoid) || namedIn(text, a).length > 0;
}

/** What in a text the cook avoids, as written there. */
export function avoidedIn(text: string, a: Avoid): string[] {
  return [...new Set([...conflictsIn(text, a.avoid).map((conflict) => conflict.found), ...namedIn(text, a)])];
}

/** Which avoidances a text conflicts with ("lactose", "vegano"). */
export const reasonsIn = (text: string, a: Avoid) => [...new Set(conflictsIn(text, a.avoid).map((conflict) => conflict.avoidance))];

export type Swap = string | { name: string; quantity?: number; unit?: Unit };

/** The scripted model's own first choices, more precise than the engine's generic list. */
export const preferred: [RegExp, Swap[]][] = [
  [/^leite condensado\b/, ["leite condensado sem lactose", "leite de coco condensado"]],
  [/^creme de leite\b/, ["creme de leite sem lactose", "creme de leite de coco"]],
  [/^(requeijao|cream cheese|catupiry)\b/, ["requeijão sem lactose", "pasta de grão-de-bico"]],
  [/^(queijo|mussarela|mucarela|mozarela|parmesao|provolone)\b/, ["queijo sem lactose", "queijo vegano"]],
  [/^iogurte\b/, ["iogurte sem lactose", "iogurte de coco"]],
  [/^leite\b/, ["leite sem lactose", "leite de aveia", "leite de coco", "leite de arroz"]],
  [/^(manteiga|margarina)\b/, ["manteiga sem lactose", "azeite", "óleo de coco"]],
  [/^(ovos?|gemas?)\b/, ["linhaça moída hidratada em água"]],
  [/^(farinha de trigo|farinha)$/, ["farinha de arroz", "mix de farinhas sem glúten"]],
  [/^farinha de rosca\b/, ["farinha de milho flocada"]],
  [/^(macarrao|espaguete|talharim|penne|parafuso|fusilli)\b/, ["macarrão de arroz"]],
  [/^massa (de|para) lasanha\b/, ["massa de lasanha sem glúten pré-cozida"]],
  [/^(shoyu|molho de soja)\b/, ["aminos de coco"]],
  [/^(pao|paes)\b/, ["pão sem glúten"]],
  [/^mel\b/, ["melado de cana"]],
  [/^(presunto|peito de peru|salame|mortadela|bacon|toucinho)\b/, ["tomate seco", "cogumelos salteados"]],
  [/^(linguica|calabresa|salsicha|paio)\b/, ["linguiça vegetal", "cogumelos salteados"]],
];

/** A substitute's amount: swaps for eggs are measured by the spoon or the gram, not the egg. */
export function substituteAmount(original: { name: string; quantity: number; unit: Unit }, swap: Exclude<Swap, string>) {
  if (swap.quantity !== undefined) return { quantity: swap.quantity, unit: swap.unit ?? original.unit };
  if (kindOf(original.name) === "egg" && original.unit === "unidade") {
    const substitute = folded(swap.name);
    if (/linhaca|chia|aquafaba/.test(substitute)) return { quantity: roundQuantity(original.quantity * 3), unit: "colher de sopa" as Unit };
    if (/banana/.test(substitute)) return { quantity: roundQuantity(original.quantity * 60), unit: "g" as Unit };
    // A medium egg is about 50 g: as much tofu, crumbled or in cubes.
    if (/tofu/.test(substitute)) return { quantity: roundQuantity(original.quantity * 50), unit: "g" as Unit };
  }
  return { quantity: original.quantity, unit: original.unit };
}

export interface Line {
  name: string;
  quantity: number;
  unit: Unit;
}

/**
 * A safe stand-in for an ingredient the cook avoids: the item's own substitutes, then the
 * scripted model's, then the engine's safeSubstitutes; null when none is safe (leave it out).
 */
export function substituteFor(item: Line & { subs?: readonly Swap[] }, a: Avoid, exclude: readonly string[] = []): Line | null {
  const name = folded(item.name);
  const own = preferred.find(([pattern]) => pattern.test(name))?.[1] ?? [];
  const engine = safeSubstitutes({ name: item.name }, a.avoid);
  const excluded = new Set([name, ...exclude.map(folded)]);
  for (const swap of [...(item.subs ?? []), ...own, ...engine]) {
    const candidate = typeof swap === "string" ? { name: swap } : swap;
    if (excluded.has(folded(candidate.name)) || isAvoided(candidate.name, a)) continue;
    return { name: candidate.name, ...substituteAmount(item, candidate) };
  }
  return null;
}

/** Words that stay lower case in a title. */
const small = new Set(["de", "da", "do", "das", "dos", "e", "com", "sem", "ao", "à", "em", "na", "no", "a", "o"]);

export function titleCase(text: string): string {
  return text
    .split(" ")
    .map((word, index) =>
      index > 0 && small.has(word.toLowerCase())
        ? word.toLowerCase()
        : word
            .split("-")
            .map((part, partIndex) =>
              part && !(partIndex > 0 && small.has(part.toLowerCase())) ? part[0]!.toLocaleUpperCase("pt-BR") + part.slice(1) : part,
            )
            .join("-"),
    )
    .join(" ");
}

/** How the recipe is described for what the cook avoids: "sem lactose", "vegana". */
export function adaptedFor(avoid: readonly Avoidance[]): string {
  const labels: Record<Avoidance, string> = {
    glúten: "sem glúten",
    lactose: "sem lactose",
    amendoim: "sem amendoim",
    "frutos do mar": "sem frutos do mar",
    soja: "sem soja",
    nozes: "sem nozes",
    ovos: "sem ovos",
    vegetariano: "vegetariana",
    vegano: "vegana",
    pescetariano: "pescetariana",
  };
  const isDiet = (value: Avoidance) => value === "vegano" || value === "vegetariano" || value === "pescetariano";
  const diets = avoid.filter(isDiet);
  const diet = diets.includes("vegano") ? "vegano" : (diets[0] ?? null);
  const others = avoid.filter((value) => !isDiet(value));
  const parts = [...(diet ? [labels[diet]] : []), ...others.map((value) => labels[value])];
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} e ${parts[parts.length - 1]}`;
}

/** A text without the sentences that name what the cook avoids. */
export function withoutAvoided(text: string, a: Avoid): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !isAvoided(sentence, a))
    .join(" ")
    .trim();
}

const substances: Partial<Record<Avoidance, string>> = {
  glúten: "sem glúten",
  lactose: "sem lactose",
  amendoim: "sem amendoim",
  "frutos do mar": "sem frutos do mar",
  soja: "sem soja",
  nozes: "sem nozes",
  ovos: "sem ovos",
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The ways to mend one food a title names, most faithful first. */
function mendings(title: string, found: string, swaps: readonly { from: string; to: string | null }[], a: Avoid): string[] {
  const food = folded(found);
  const at = new RegExp(escaped(found), "u");
  // Title Case ("Pão de Queijo") or as the cook wrote it ("Pão de queijo").
  const significant = title.split(/\s+/).filter((word) => word.length > 2 && !small.has(word.toLowerCase()));
  const capital = significant.length > 1 && significant.every((word) => /^\p{Lu}/u.test(word));
  const options: string[] = [];
  // What took this food's place: named alike ("carne-seca" in "carne-seca dessalgada"), or, for a single food, of the same kind ("carne" for "alcatra em tiras").
  const single = !/\sde\s/.test(food);
  const swap =
    swaps.find((entry) => folded(entry.from).includes(food)) ??
    swaps.find((entry) => food.includes(folded(entry.from))) ??
    (single && kindOf(food) !== "other" ? swaps.find((entry) => kindOf(entry.from) === kindOf(food)) : undefined);
  const replacement = swap?.to && !folded(swap.to).includes(food) ? shortFood(swap.to) : null;
  const removal = title
    .replace(new RegExp(`\\s+(?:de|da|do|das|dos|com|e)\\s+${escaped(found)}\\S*`, "iu"), "")
    .replace(new RegExp(`${escaped(found)}\\S*\\s*(?:(?:de|com|e)\\s+)?`, "iu"), "");
  // Left out of the recipe: left out of the title.
  if (swap && !swap.to) options.push(removal);
  // "Strogonoff de Palmito Pupunha": what took its place.
  if (replacement) {
    // The words after it that belong to the same food go too ("Queijo Coalho", "Carne-Seca").
    const rest = new Set(folded(swap!.from).split(" "));
    const tail = title.slice(title.indexOf(found) + found.length).match(/^(?:[\s-]+[\p{L}]+)*/u)?.[0] ?? "";
    const words = tail.split(/(?=[\s-])/u).filter(Boolean);
    let taken = "";
    for (const word of words) {
      if (!rest.has(folded(word.replace(/^[\s-]+/, "")))) break;
      taken += word;
    }
    const replaced = title.replace(`${found}${taken}`, capital ? titleCase(replacement) : replacement);
    options.push(agreeAfter(replaced, capital ? titleCase(replacement) : replacement));
  }
  // "Pão de Queijo sem Lactose", "Lasanha sem Glúten", "Pão de Queijo Vegano".
  const reasons = reasonsIn(found, a);
  const qualifier =
    a.avoid.includes("vegano") && reasons.length > 0
      ? agree("vegano", found)
      : reasons.length === 1 && substances[reasons[0]!] && namedIn(found, a).length === 0
        ? substances[reasons[0]!]!
        : null;
  if (qualifier) {
    const written = capital ? qualifier.replace(/(?<=^sem )\S.*$|^(?!sem )\S.*$/u, (rest) => titleCase(rest)) : qualifier;
    options.push(`${title} ${written}`, title.replace(at, `${found} ${written}`));
  }
  // Left out, with its "de"/"com".
  options.push(removal);
  return options;
}

/** "Cogumelos Assado" → "Cogumelos Assados": the adjective after a replaced food agrees with it. */
function agreeAfter(title: string, food: string): string {
  const at = title.toLowerCase().indexOf(food.toLowerCase());
  if (at < 0) return title;
  const after = title.slice(at + food.length);
  const match = /^(\s+)(\p{L}+?)([oa]s?)\b/u.exec(after);
  if (!match || !/^(assad|grelhad|refogad|frit|recheead|empanad|cozid|desfiad|gratinad)$/i.test(match[2]!)) return title;
  const agreed = agree(`${match[2]}o`, food);
  const word = /^\p{Lu}/u.test(match[2]!) ? agreed[0]!.toUpperCase() + agreed.slice(1) : agreed;
  return title.slice(0, at + food.length) + match[1] + word + after.slice(match[0].length);
}

/**
 * A title that names nothing the cook avoids: each food it names qualified ("sem
 * glúten"), replaced by what took its place, or left out; null when nothing is left.
 */
export function safeTitle(title: string, swaps: readonly { from: string; to: string | null }[], a: Avoid): string | null {
  let result = title;
  for (let round = 0; round < 6 && isAvoided(result, a); round++) {
    const found = avoidedIn(result, a)[0];
    if (!found) break;
    const options = mendings(result, found, swaps, a).map((option) => option.replace(/\s+/g, " ").trim());
    const before = avoidedIn(result, a).length;
    result = options.find((option) => option && avoidedIn(option, a).length < before) ?? options[options.length - 1]!;
  }
  result = result.replace(/\s+/g, " ").trim();
  if (!result || isAvoided(result, a) || /^(de|com|e)$/i.test(result)) return null;
  return result[0]!.toLocaleUpperCase("pt-BR") + result.slice(1);
}

/** Why the cook avoids something, said plainly: "você evita lactose", "você segue uma dieta vegana". */
export function because(avoidances: readonly Avoidance[]): string {
  const isDiet = (value: Avoidance) => value === "vegano" || value === "vegetariano" || value === "pescetariano";
  const diets = avoidances.filter(isDiet);
  const others = avoidances.filter((value) => !isDiet(value));
  const diet = diets.includes("vegano") ? "vegano" : diets[0];
  const dietText = diet ? `segue uma dieta ${diet.replace(/o$/, "a")}` : "";
  const parts = [
    others.length > 0 ? `evita ${others.length <= 1 ? others[0] : `${others.slice(0, -1).join(", ")} e ${others[others.length - 1]}`}` : "",
    dietText,
  ].filter(Boolean);
  return parts.length > 0 ? `você ${parts.join(" e ")}` : "a versão anterior foi recusada pelas suas restrições";
}
