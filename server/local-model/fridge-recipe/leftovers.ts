/**
 * Every food the cook listed is used in a step (issue 21): what the dish's shape had no
 * place for is cooked apart first and finished with the dish. Pure.
 */
import { pluralizeIngredient } from "~/domain/ingredient-line";
import { folded, type Kind } from "../kitchen";
import { proteinKinds, type Entry, type Food, type WrittenStep, Plan, type Finish } from "./larder";
import { spoken, of, all } from "./words";
import { soakFirst } from "./savory";

/** Whether a step names a food as the steps say it: "o alho" for "dente de alho", "os ovos" for 4 "ovo". */
export function namedIn(step: string, food: Food): boolean {
  const text = ` ${folded(step).replace(/[^a-z0-9]+/g, " ")} `;
  return [food.name, spoken(food), pluralizeIngredient(food.name)].some((name) =>
    text.includes(
      ` ${folded(name)
        .replace(/[^a-z0-9]+/g, " ")
        .trim()} `,
    ),
  );
}

const cookedApart: Kind[] = ["legume", "saltedMeat", "grain", "pasta", ...proteinKinds.filter((kind) => kind !== "cannedFish")];
const vegetableKinds: Kind[] = ["root", "vegetable", "mushroom", "cookingGreen", "aromatic", "tomato", "other"];

/**
 * Steps for the foods no step named: what must be cooked apart first (soaked, boiled,
 * browned, sautéed, and reserved), and everything at the end, as the dish is finished.
 */
export function withLeftovers(
  steps: readonly WrittenStep[],
  unused: readonly Entry[],
  finish: Finish,
  finishAt = steps.length - 1,
): WrittenStep[] {
  if (unused.length === 0) return [...steps];
  const first: WrittenStep[] = [];
  const last: WrittenStep[] = [];
  const kinds = (...wanted: Kind[]) => unused.filter((entry) => wanted.includes(entry.kind));
  const add = (to: WrittenStep[], entries: readonly Entry[], text: (list: string) => string) => {
    if (entries.length > 0) to.push({ description: text(all(entries)) });
  };

  // Cooked apart, and reserved.
  const soaked = new Plan();
  soakFirst(soaked, kinds("saltedMeat", "legume"));
  first.push(...soaked.steps);
  add(first, kinds("grain"), (list) => `Cozinhe ${list} em água com sal (o dobro do volume) por 15 minutos, até a água secar. Reserve.`);
  add(first, kinds("pasta"), (list) => `Cozinhe ${list} em bastante água fervente com sal, até ficar al dente. Escorra e reserve.`);
  add(
    first,
    kinds(...proteinKinds.filter((kind) => kind !== "cannedFish" && kind !== "saltedMeat")),
    (list) =>
      `Tempere ${list} com sal e pimenta-do-reino e doure em uma frigideira com um fio de azeite por 8 minutos, até cozinhar por dentro. Reserve.`,
  );
  const eggs = finish === "cake" || finish === "sweet" ? [] : kinds("egg");
  add(first, eggs, (list) => `Cozinhe ${list} em água fervente por 10 minutos, passe para água fria, descasque e corte em quartos.`);
  const vegetables = kinds(...vegetableKinds);
  if (finish === "salad") add(first, vegetables, (list) => `Lave ${list} e corte em fatias finas.`);
  else if (finish === "pan" || finish === "pie")
    add(first, vegetables, (list) => `Corte ${list} em pedaços pequenos e refogue em um fio de azeite por 6 minutos, mexendo. Reserve.`);
  const apart = [...kinds(...cookedApart), ...eggs, ...(finish === "cake" || finish === "sweet" ? [] : vegetables)];

  // Everything else, as the dish is finished.
  const rest = unused.filter((entry) => !apart.includes(entry));
  if (finish === "cake") {
    add(last, [...apart, ...rest], (list) => `Misture ${list} à massa antes de levar ao forno.`);
  } else if (finish === "pie") {
    add(last, [...apart, ...rest], (list) => `Misture ${list} ao recheio.`);
  } else if (finish === "sweet") {
    add(
      last,
      [...apart, ...rest.filter((entry) => !["spice", "herb", "citrus"].includes(entry.kind))],
      (list) => `Sirva com ${list} por cima.`,
    );
    add(
      last,
      rest.filter((entry) => entry.kind === "spice" || entry.kind === "herb"),
      (list) => `Polvilhe ${list} na hora de servir.`,
    );
    for (const entry of rest.filter((item) => item.kind === "citrus")) last.push({ description: `Regue com o suco ${of(entry)}.` });
  } else {
    const salad = finish === "salad";
    add(last, apart, (list) => (salad ? `Junte ${list} à salada.` : `Volte ${list} à panela e misture.`));
    add(
      last,
      rest.filter((entry) => ["spice", "herb"].includes(entry.kind)),
      (list) => `Tempere com ${list} e misture.`,
    );
    for (const entry of rest.filter((item) => item.kind === "citrus"))
      last.push({ description: `Regue com o suco ${of(entry)} na hora de servir.` });
    add(
      last,
      rest.filter((entry) => ["fat"].includes(entry.kind)),
      (list) => `Regue com ${list} na hora de servir.`,
    );
    add(
      last,
      rest.filter((entry) => ["cream", "milk", "plantMilk", "condensed", "liquid"].includes(entry.kind)),
      (list) => (salad ? `Misture ${list} ao molho.` : `Abaixe o fogo, junte ${list} e deixe aquecer por 2 minutos, sem ferver.`),
    );
    add(
      last,
      rest.filter((entry) => ["cookedLegume", "cannedFish", "quickVegetable", "eggSwap"].includes(entry.kind)),
      (list) => (salad ? `Escorra ${list} e junte à salada.` : `Junte ${list} e aqueça por 3 minutos.`),
    );
    const flours = rest.filter((entry) => entry.kind === "flour");
    if (!salad) add(last, flours, (list) => `Dissolva ${list} em meia xícara de água fria e junte, mexendo por 2 minutos, até engrossar.`);
    add(
      last,
      [...(salad ? flours : []), ...rest.filter((entry) => ["nut", "topping", "farofa"].includes(entry.kind))],
      (list) => `Toste ${list} em uma frigideira seca por 3 minutos, mexendo, e espalhe por cima na hora de servir.`,
    );
    add(
      last,
      rest.filter((entry) => entry.kind === "cheese"),
      (list) => `Sirva com ${list} por cima.`,
    );
    add(
      last,
      rest.filter((entry) => entry.kind === "saladGreen"),
      (list) => `Sirva com ${list} temperada com azeite e sal.`,
    );
    add(
      last,
      rest.filter((entry) => entry.kind === "bread"),
      (list) => `Sirva com ${list} torrado.`,
    );
    add(
      last,
      rest.filter((entry) => entry.kind === "fruit"),
      (list) => `Sirva ${list} em cubos ao lado, para refrescar.`,
    );
    add(
      last,
      rest.filter((entry) => ["sugar", "chocolate"].includes(entry.kind)),
      (list) => `Sirva ${list} à parte, para a sobremesa.`,
    );
  }
  const at = Math.max(0, Math.min(finishAt, steps.length));
  return [...first, ...steps.slice(0, at), ...last, ...steps.slice(at)];
}
