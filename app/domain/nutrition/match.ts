/**
 * Which TACO food an ingredient is. First our alias table (foods.ts), on the whole name
 * and then on the name without its preparation words; then, for what the table does not
 * list, the TACO descriptions themselves: "beterraba" is "Beterraba, crua" because the
 * description starts with the ingredient's words and adds nothing but the raw state.
 * Anything else (a variety the cook did not name, a cooked form the cook did not ask
 * for, two equally good foods) is left unmatched rather than guessed. Pure: the table
 * comes in as an argument.
 */
import { foodEntries, type FoodEntry } from "./foods";
import { ingredientKey, normaliseName, type IngredientKey } from "./ingredient-name";
import type { TacoFood, TacoTable } from "./taco";

export type FoodMatch =
  | { kind: "taco"; food: TacoFood; factor: number; entry: FoodEntry | null }
  | { kind: "water"; entry: FoodEntry }
  | { kind: "not-in-taco"; entry: FoodEntry }
  | { kind: "unrecognised" };

const entriesByName = new Map<string, FoodEntry>();
for (const entry of foodEntries) {
  for (const name of entry.names) {
    const key = normaliseName(name);
    const existing = entriesByName.get(key);
    if (existing && existing !== entry) throw new Error(`foods.ts: "${name}" aparece em duas entradas.`);
    entriesByName.set(key, entry);
  }
}

/** The alias table's entry for a normalised name, if any. */
function foodEntryFor(key: IngredientKey): FoodEntry | null {
  return entriesByName.get(key.full) ?? entriesByName.get(key.food) ?? null;
}

/** Words a description may add to the ingredient's and still be the same food. */
const rawState = new Set(["cru", "crua", "fresco", "fresca"]);

interface Described {
  food: TacoFood;
  name: string[];
  rest: Set<string>;
}

const describedCache = new WeakMap<TacoTable, Described[]>();

function described(table: TacoTable): Described[] {
  let list = describedCache.get(table);
  if (!list) {
    list = [...table.values()]
      .filter((food) => food.per100g.calories !== null)
      .map((food) => {
        const [name = "", ...rest] = food.description.split(",").map(normaliseName);
        return {
          food,
          name: name.split(" "),
          rest: new Set(
            rest
              .join(" ")
              .split(" ")
              .filter((word) => word && word !== "de"),
          ),
        };
      });
    describedCache.set(table, list);
  }
  return list;
}

/** The one TACO food whose description is the ingredient's words plus, at most, "cru". */
export function matchDescription(foodKey: string, table: TacoTable): TacoFood | null {
  const words = foodKey.split(" ");
  let best: { food: TacoFood; extras: number }[] = [];
  for (const { food, name, rest } of described(table)) {
    if (name.length > words.length || name.some((word, index) => words[index] !== word)) continue;
    const others = words.slice(name.length).filter((word) => word !== "de");
    if (!others.every((word) => rest.has(word))) continue;
    const extras = [...rest].filter((word) => !others.includes(word));
    if (!extras.every((word) => rawState.has(word))) continue;
    if (best.length === 0 || extras.length < best[0]!.extras) best = [{ food, extras: extras.length }];
    else if (extras.length === best[0]!.extras) best.push({ food, extras: extras.length });
  }
  return best.length === 1 ? best[0]!.food : null;
}

export function matchIngredient(name: string, table: TacoTable): { key: IngredientKey; match: FoodMatch } {
  const key = ingredientKey(name);
  const entry = foodEntryFor(key);
  if (entry) {
    if (entry.food === "water") return { key, match: { kind: "water", entry } };
    if (entry.food === null) return { key, match: { kind: "not-in-taco", entry } };
    const food = table.get(entry.food.id);
    if (!food) throw new Error(`Alimento TACO ${entry.food.id} (${entry.food.description}) não está na tabela.`);
    return { key, match: { kind: "taco", food, factor: entry.factor ?? 1, entry } };
  }
  const food = matchDescription(key.food, table);
  return { key, match: food ? { kind: "taco", food, factor: 1, entry: null } : { kind: "unrecognised" } };
}
