/**
 * A recipe from whatever the cook has (the fridge's list, or the foods a dish name
 * names): each ingredient is treated by its kind (kitchen.ts), so rice and quinoa are
 * cooked in water, pasta is boiled, meat is seasoned and browned, eggs are beaten,
 * greens are sautéed briefly, roots are peeled and cut, dairy goes in at the end. The
 * shape of the dish follows from the kinds: a rice dish, a pasta, an omelette, beans, a
 * sauté, a salad, roasted vegetables, a cake, a sweet from the pan, a smoothie. Every
 * food the list names is used in a step (what the shape had no place for is cooked apart
 * and finished with the dish: issue 21), a salad never takes meat, eggs or roots raw, and
 * the hours beans and salted meat soak are in the preparation time. Pure.
 */
import type { Difficulty, Unit } from "~/domain/recipe";
import { pluralizeIngredient } from "~/domain/ingredient-line";
import { amountFor, agree, capitalised, folded, genderOf, kindOf, listed, shortFood, withArticle, type Kind } from "./kitchen";

export interface Food {
  name: string;
  quantity: number;
  unit: Unit;
  optional?: boolean;
  /** Written in the steps by this phrase instead of its name ("um fio de óleo"): not in the list. */
  implicit?: string;
}

interface Entry extends Food {
  kind: Kind;
  /** One of the foods the recipe was asked with. */
  asked?: boolean;
}

export interface WrittenStep {
  description: string;
  tips?: string[];
}

export interface WrittenRecipe {
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: Difficulty;
  ingredients: Food[];
  steps: WrittenStep[];
  tags: string[];
  nutrition: [number, number, number, number, number];
}

const proteinKinds: Kind[] = ["meat", "poultry", "groundMeat", "sausage", "saltedMeat", "fish", "seafood", "tofu", "cannedFish"];
const savoryKinds: Kind[] = [
  ...proteinKinds,
  "pasta",
  "grain",
  "legume",
  "cookedLegume",
  "aromatic",
  "cookingGreen",
  "saladGreen",
  "vegetable",
  "mushroom",
  "tomato",
  "farofa",
  "quickVegetable",
  "topping",
  "spice",
];
/** Roots that also go into cakes and sweets. */
const sweetRoot = /\b(cenoura|abobora|moranga|batata doce|mandioca|aipim|macaxeira|inhame)\b/;

/** Per default amount (four servings): calories, protein, carbs, fat, fiber. */
const nutrients: Partial<Record<Kind, [number, number, number, number, number]>> = {
  meat: [1300, 160, 0, 70, 0],
  poultry: [990, 186, 0, 22, 0],
  groundMeat: [1100, 130, 0, 62, 0],
  sausage: [900, 45, 3, 78, 0],
  saltedMeat: [1100, 160, 0, 50, 0],
  fish: [600, 120, 0, 12, 0],
  seafood: [450, 100, 1, 5, 0],
  cannedFish: [330, 40, 0, 18, 0],
  tofu: [560, 60, 8, 32, 4],
  egg: [300, 25, 2, 20, 0],
  grain: [720, 14, 156, 1, 3],
  pasta: [1480, 52, 300, 6, 12],
  legume: [850, 55, 150, 4, 40],
  cookedLegume: [440, 28, 80, 2, 24],
  root: [400, 9, 90, 1, 12],
  vegetable: [90, 5, 18, 1, 6],
  quickVegetable: [120, 5, 22, 2, 5],
  mushroom: [100, 10, 10, 1, 4],
  cookingGreen: [60, 5, 10, 1, 6],
  saladGreen: [25, 2, 4, 0, 2],
  tomato: [55, 3, 12, 1, 4],
  aromatic: [40, 1, 9, 0, 2],
  fat: [240, 0, 0, 27, 0],
  cheese: [450, 33, 3, 35, 0],
  cream: [400, 5, 8, 40, 0],
  milk: [120, 6, 10, 6, 0],
  plantMilk: [80, 1, 8, 4, 1],
  fruit: [200, 3, 50, 1, 6],
  citrus: [20, 0, 6, 0, 1],
  nut: [300, 10, 10, 26, 4],
  bread: [600, 20, 120, 6, 6],
  farofa: [540, 2, 130, 1, 10],
  topping: [250, 3, 25, 16, 2],
  other: [60, 2, 12, 0, 3],
};

// --- Words ------------------------------------------------------------------------------------

/** How a step says a food: "o alho" (not "o dente de alho"), "os ovos" for 4 "ovo". */
function spoken(entry: Food): string {
  const name = entry.name.replace(/^dentes? de alho$/, "alho");
  if (entry.quantity > 1 && entry.unit === "unidade" && /^(ovo|gema|clara)$/i.test(name)) return `${name}s`;
  return name;
}
const the = (entry: Food) => entry.implicit ?? withArticle(spoken(entry));
const of = (entry: Food) => entry.implicit ?? withArticle(spoken(entry), "de");
/** "até ficar macia", "até ficarem macios". */
const until = (adjective: string, entries: readonly Food[]) =>
  entries.length > 1 || genderOf(spoken(entries[0]!)).plural
    ? `até ficarem ${entries.length > 1 ? `${adjective}s` : agree(adjective, spoken(entries[0]!))}`
    : `até ficar ${agree(adjective, spoken(entries[0]!))}`;
/** "até ficar macia mas ainda firme", "até ficarem macios mas ainda firmes". */
const tenderButFirm = (entries: readonly Food[]) => {
  const text = until("macio", entries);
  return `${text} mas ainda ${text.startsWith("até ficarem") ? "firmes" : "firme"}`;
};

/** How a fruit is made ready: "Lave os morangos, tire as folhinhas", "Descasque a banana". */
function fruitPrep(foods: readonly Food[]): string {
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
const all = (entries: readonly Food[]) => listed(entries.filter((entry) => entry.implicit !== "").map(the));
const bare = (entries: readonly Food[]) => listed(entries.map((entry) => entry.name));

/** How a vegetable is cut, by its name. */
function cutOf(entry: Entry): string | null {
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
function sauteMinutes(entries: readonly Entry[]): number {
  if (entries.some((entry) => /\b(quiabo|jilo|vagens?|brocolis|couve flor)\b/.test(folded(entry.name)))) return 8;
  return entries.some((entry) => entry.kind === "root") ? 6 : 5;
}

// --- The plan -------------------------------------------------------------------------------------

/** Where the dish is finished: in a pan, a salad bowl, a cake batter, a pie's filling, a sweet. */
type Finish = "pan" | "salad" | "cake" | "pie" | "sweet";

interface Shaped {
  plan: Plan;
  title: string;
  servings: number;
  times: [number, number];
  tags?: string[];
  /** How what no step used yet is finished (default: in a pan). */
  finish?: Finish;
  /** The step before which it goes (default: the last one). */
  finishAt?: number;
}

class Plan {
  readonly steps: WrittenStep[] = [];
  add(description: string | null | false | undefined, tip?: string) {
    if (!description) return;
    this.steps.push(tip ? { description, tips: [tip] } : { description });
  }
}

interface Larder {
  entries: Entry[];
  /** Staples the recipe needs and the cook did not list (added to the list, or only mentioned). */
  staple(name: string, amount?: { quantity: number; unit: Unit }, implicit?: string, optional?: boolean): Entry;
  of(...kinds: Kind[]): Entry[];
  has(...kinds: Kind[]): boolean;
}

function larder(foods: readonly Food[], pantry: boolean, adapt: (food: Food) => Food | null): Larder {
  const entries: Entry[] = foods.map((food) => ({ ...food, kind: kindOf(food.name), asked: true }));
  return {
    entries,
    staple(name, amount, implicit, optional) {
      const words = (text: string) => ` ${folded(text)} `;
      const existing = entries.find((entry) => words(entry.name).includes(words(name)) || words(name).includes(words(entry.name)));
      if (existing) return existing;
      const wanted: Food = { name, ...(amount ?? amountFor(name)), ...(optional ? { optional } : {}) };
      const food = adapt(wanted);
      if (!food) return { ...wanted, kind: kindOf(name), implicit: "" };
      const entry: Entry = { ...food, kind: kindOf(food.name) };
      if (!pantry) return { ...entry, implicit: food.name === name ? (implicit ?? withArticle(name)) : withArticle(food.name) };
      if (entries.some((other) => folded(other.name) === folded(entry.name)))
        return entries.find((other) => folded(other.name) === folded(entry.name))!;
      entries.push(entry);
      return entry;
    },
    of: (...kinds) => entries.filter((entry) => kinds.includes(entry.kind)),
    has: (...kinds) => entries.some((entry) => kinds.includes(entry.kind)),
  };
}

function sum(entries: readonly Entry[], servings: number): [number, number, number, number, number] {
  const total = [0, 0, 0, 0, 0];
  for (const entry of entries) {
    const base = nutrients[entry.kind];
    if (!base || entry.implicit) continue;
    const usual = amountFor(entry.name, entry.kind);
    const factor = usual.unit === entry.unit && usual.quantity > 0 ? Math.min(4, entry.quantity / usual.quantity) : 1;
    base.forEach((value, index) => (total[index]! += value * factor));
  }
  return total.map((value) => Math.round((value / servings) * 10) / 10) as [number, number, number, number, number];
}

// --- Savory -------------------------------------------------------------------------------------

/** Salted meat and dried beans, soaked (and cooked) before anything else: the first steps of a savoury dish or a pie. */
function soakFirst(plan: Plan, entries: readonly Entry[]) {
  for (const entry of entries.filter((item) => item.kind === "saltedMeat")) {
    const cod = /bacalhau/.test(folded(entry.name));
    plan.add(
      `Deixe ${the(entry)} de molho em água na geladeira por 24 horas, trocando a água 4 vezes, para dessalgar.` +
        (cod
          ? ` Afervente por 5 minutos, retire a pele e as espinhas e separe em lascas.`
          : ` Cozinhe em água por 15 minutos, escorra e desfie.`),
    );
  }
  for (const entry of entries.filter((item) => item.kind === "legume")) {
    if (/lentilha/.test(folded(entry.name))) {
      plan.add(`Lave ${the(entry)} e cozinhe em água por 20 minutos, até ficar macia sem desmanchar. Escorra e reserve o caldo.`);
    } else {
      plan.add(
        `Deixe ${the(entry)} de molho em água por 8 horas. Escorra e cozinhe na panela de pressão, com água cobrindo dois dedos, por 25 minutos depois que pegar pressão.`,
        "Descartar a água do molho deixa os grãos mais fáceis de digerir.",
      );
    }
  }
}

type SavoryShape = "pasta" | "rice" | "omelette" | "legume" | "protein" | "salad" | "roast" | "saute" | "sandwich";

const fillings: Kind[] = [
  "bread",
  "cheese",
  "sausage",
  "tomato",
  "saladGreen",
  "egg",
  "cannedFish",
  "fat",
  "spice",
  "herb",
  "cream",
  "quickVegetable",
];

function savoryShape(l: Larder): SavoryShape {
  if (l.has("bread") && l.entries.every((entry) => fillings.includes(entry.kind))) return "sandwich";
  if (l.has("pasta")) return "pasta";
  if (l.has("grain")) return "rice";
  if (l.has("legume", "cookedLegume")) return "legume";
  if (l.has("egg") && !l.has(...proteinKinds)) return "omelette";
  if (l.has(...proteinKinds.filter((kind) => kind !== "cannedFish"))) return "protein";
  const cooked: Kind[] = ["root", "cookingGreen", "vegetable", "mushroom", "farofa", "other"];
  if (l.has("saladGreen", "tomato", "cannedFish") && !l.has(...cooked)) return "salad";
  const roots = l.of("root").length;
  if (roots > 0 && roots >= l.of("vegetable", "mushroom", "cookingGreen", "other").length) return "roast";
  return "saute";
}

function savory(l: Larder, shape: SavoryShape): Shaped {
  const plan = new Plan();
  // A sandwich, toasted in the pan when it has cheese.
  if (shape === "sandwich") {
    const tomatoes = l.of("tomato");
    const salads = l.of("saladGreen");
    const eggs = l.of("egg");
    const cheese = l.of("cheese");
    const bread = l.of("bread");
    const butter = l.of("fat")[0] ?? l.staple("manteiga", { quantity: 1, unit: "colher de sopa" }, "um pouco de manteiga");

    const fresh = [...tomatoes, ...salads];
    const cold = l.of("sausage", "cannedFish", "cream", "quickVegetable");
    for (const entry of cold) if (entry.asked && entry.unit === "g") entry.quantity = Math.min(entry.quantity, 150);
    if (eggs.length > 0)
      plan.add(`Frite ${all(eggs)} em uma frigideira com um fio de óleo, até a clara firmar e a gema ficar no ponto que preferir.`);
    if (fresh.length > 0) plan.add(`Lave ${all(fresh)} e corte em fatias finas.`);
    plan.add(`Abra ${all(bread)} ao meio e recheie com ${all([...cold, ...cheese, ...eggs])}.`.replace(" com .", "."));
    if (cheese.length > 0) {
      plan.add(
        `Passe ${the(butter)} por fora ${of(bread[0]!)} e doure os sanduíches em uma frigideira em fogo médio-baixo, com a frigideira tampada, por 2 a 3 minutos de cada lado, até ${the(cheese[0]!)} derreter.`,
        "Fogo baixo e tampa: o pão doura por fora sem queimar enquanto o recheio aquece.".replace("o pão", the(bread[0]!)),
      );
    } else {
      plan.add(`Passe ${the(butter)} por fora ${of(bread[0]!)} e toste os sanduíches em uma frigideira por 2 minutos de cada lado.`);
    }
    if (fresh.length > 0) plan.add(`Junte ${all(fresh)} depois de tostar, para ficarem frescos.`);
    plan.add("Corte ao meio e sirva quente.");
    const ham = l.of("sausage")[0];
    const title =
      cheese.length > 0
        ? ham
          ? "Misto quente"
          : "Queijo quente"
        : [...cold, ...eggs, ...fresh][0]
          ? `Sanduíche de ${shortFood([...cold, ...eggs, ...fresh][0]!.name)}`
          : "Sanduíche tostado";
    return {
      plan,
      title,
      servings: bread[0]!.unit === "unidade" ? Math.max(1, Math.min(8, bread[0]!.quantity)) : 2,
      times: [5, 10],
      tags: ["Café da Manhã", "Rápida"],
    };
  }

  const proteins = l.of(...proteinKinds.filter((kind) => kind !== "cannedFish"));
  const main = proteins[0];
  const fat =
    l.of("fat")[0] ??
    (shape === "omelette"
      ? l.staple("manteiga", { quantity: 1, unit: "colher de sopa" }, "um pouco de manteiga")
      : l.staple("azeite", { quantity: 2, unit: "colher de sopa" }, "um fio de azeite"));
  const citrus = l.of("citrus")[0];
  const spices = l.of("spice").filter((entry) => !/^(sal|pimenta do reino)$/.test(folded(entry.name)));
  const salt = l.staple("sal", { quantity: 1, unit: "pitada" }, "sal");
  const plainEggs = shape === "omelette" && l.entries.every((entry) => ["egg", "fat", "spice", "herb", "cheese"].includes(entry.kind));
  const aromatics =
    shape === "salad" || plainEggs ? l.of("aromatic") : [l.staple("cebola"), l.staple("dente de alho"), ...l.of("aromatic")];
  const uniqueAromatics = [...new Set(aromatics)].filter((entry) => !entry.implicit);
  const onions = uniqueAromatics.filter((entry) => /\bcebola/.test(folded(entry.name)));
  const garlics = uniqueAromatics.filter((entry) => !onions.includes(entry));
  const roots = l.of("root");
  const vegetables = l.of("vegetable", "other");
  const mushrooms = l.of("mushroom");
  const greens = l.of("cookingGreen");
  const salads = l.of("saladGreen");
  const tomatoes = l.of("tomato");
  const eggs = l.of("egg");
  const cheese = l.of("cheese");
  const creams = l.of("cream");
  const milks = l.of("milk", "plantMilk");
  const quick = l.of("quickVegetable");
  const canned = l.of("cannedFish");
  const pastas = l.of("pasta");
  const grains = l.of("grain");
  const legumes = l.of("legume");
  const cookedLegumes = l.of("cookedLegume");
  const herbs = l.of("herb");
  const flours = l.of("flour");
  const liquids = l.of("liquid");
  let servings = 4;

  // What to prepare first.
  soakFirst(plan, [...l.of("saltedMeat"), ...legumes]);
  if (shape === "pasta") {
    plan.add(
      `Cozinhe ${all(pastas)} em bastante água fervente com sal, até ficar al dente (em geral 8 a 10 minutos; confira na embalagem). Escorra e reserve meia xícara da água do cozimento.`,
      "A água do cozimento tem amido: um pouco dela deixa o molho cremoso e ajuda a envolver a massa.",
    );
  }
  const otherGrains = grains.filter((entry) => !/\barroz\b/.test(folded(entry.name)) || /\bcozid/.test(folded(entry.name)));
  const rice = grains.filter((entry) => !otherGrains.includes(entry));
  for (const entry of otherGrains.filter((grain) => !/\bcozid/.test(folded(grain.name)))) {
    plan.add(
      `Lave ${the(entry)} em água corrente e cozinhe em água com sal (o dobro do volume) por 15 minutos, até os grãos ficarem macios e a água secar. Solte com um garfo e reserve.`,
    );
  }
  if (shape === "roast") {
    plan.add("Preaqueça o forno a 200 °C.");
  }
  const peeled = roots.map((entry) => `${the(entry)} ${cutOf(entry) ?? "em cubos"}`);
  if (roots.length > 0) plan.add(`Descasque e corte ${listed(peeled)}.`);
  const toCut = [...vegetables, ...mushrooms].filter((entry) => cutOf(entry) !== null);
  if (toCut.length > 0) plan.add(`Lave e corte ${listed(toCut.map((entry) => `${the(entry)} ${cutOf(entry)}`))}.`);
  if (greens.length > 0) plan.add(`Lave ${all(greens)}, retire os talos mais grossos e corte em tiras finas.`);
  if (tomatoes.length > 0 && shape !== "salad") {
    const fresh = tomatoes.filter((entry) => !/\b(molho|extrato|passata|polpa)\b/.test(folded(entry.name)));
    if (fresh.length > 0) plan.add(`Pique ${all(fresh)} sem as sementes.`);
  }
  if (uniqueAromatics.length > 0 && shape !== "salad") {
    plan.add(
      [
        onions.length > 0 ? `Pique ${all(onions)}` : "",
        garlics.length > 0 ? `${onions.length > 0 ? "amasse" : "Amasse"} ${all(garlics)}` : "",
      ]
        .filter(Boolean)
        .join(" e ") + ".",
    );
  }
  for (const entry of proteins) {
    const seasoning = listed(["sal", "pimenta-do-reino", ...spices.map(the), ...(citrus ? [`o suco ${of(citrus)}`] : [])]);
    const name = folded(entry.name);
    if (entry.kind === "meat") {
      plan.add(`Corte ${the(entry)} ${/\bbifes?\b/.test(name) ? "em tiras" : "em cubos de 3 cm"} e tempere com ${seasoning}.`);
    } else if (entry.kind === "poultry") {
      plan.add(`Corte ${the(entry)} em cubos de 3 cm e tempere com ${seasoning}. Deixe pegar gosto por 15 minutos.`);
    } else if (entry.kind === "groundMeat") {
      plan.add(`Tempere ${the(entry)} com ${seasoning}.`);
    } else if (entry.kind === "sausage") {
      plan.add(`Corte ${the(entry)} ${/bacon|toucinho/.test(name) ? "em cubos" : "em rodelas"}.`);
    } else if (entry.kind === "fish") {
      plan.add(`Seque ${the(entry)} com papel-toalha e tempere com ${seasoning}. Deixe descansar por 10 minutos.`);
    } else if (entry.kind === "seafood") {
      plan.add(`Limpe ${the(entry)}, se precisar, e tempere com ${seasoning}. Reserve na geladeira.`);
    } else if (entry.kind === "tofu") {
      plan.add(`Seque ${the(entry)} com papel-toalha e corte em cubos de 2 cm.`);
    }
  }
  if (canned.length > 0 && shape !== "salad") plan.add(`Escorra ${all(canned)}.`);

  // The salad is assembled raw; what a cook never eats raw (meat, fish, eggs, roots) is cooked and cooled first.
  if (shape === "salad") {
    servings = 2;
    const sour = citrus ?? l.staple("limão", { quantity: 1, unit: "unidade" }, "o suco de meio limão");
    const dressingFat = l.of("fat")[0] ?? fat;
    const toCook = proteins.filter((entry) => entry.kind !== "saltedMeat");
    if (toCook.length > 0) {
      plan.add(
        `Aqueça um fio de azeite em uma frigideira e doure ${all(toCook)} por 6 a 8 minutos, até cozinhar por dentro. Deixe esfriar.`,
      );
    }
    if (roots.length > 0) {
      plan.add(`Cozinhe ${all(roots)} em água com sal por 20 minutos, ${until("macio", roots)}. Escorra e deixe esfriar.`);
    }
    if (eggs.length > 0)
      plan.add(`Cozinhe ${all(eggs)} em água fervente por 10 minutos, passe para água fria, descasque e corte em quartos.`);
    const leaves = salads.filter((entry) => !/\b(pepino|rabanete)\b/.test(folded(entry.name)));
    if (leaves.length > 0) plan.add(`Lave bem ${all(leaves)} e seque. Rasgue as folhas grandes com as mãos.`);
    const sliced = [
      ...tomatoes,
      ...salads.filter((entry) => !leaves.includes(entry)),
      ...vegetables,
      ...l.of("fruit"),
      ...l.of("aromatic"),
    ];
    if (sliced.length > 0) plan.add(`Corte ${all(sliced)} em fatias finas ou cubos pequenos.`);
    plan.add(
      `Prepare o molho: misture ${the(dressingFat)}, ${sour.implicit ?? `o suco ${of(sour)}`}, ${the(salt)} e uma pitada de pimenta-do-reino.`,
    );
    const toppings = [...cheese, ...canned, ...quick, ...cookedLegumes, ...l.of("nut"), ...herbs, ...eggs];
    plan.add(
      `Na hora de servir, junte tudo em uma saladeira${toppings.length > 0 ? `, espalhe ${all(toppings)} por cima` : ""} e regue com o molho.`,
      leaves.length > 0 ? "Tempere só na hora: o sal e o limão murcham as folhas." : undefined,
    );
    const head = salads[0] ?? tomatoes[0] ?? l.entries[0]!;
    const others = l.entries.filter(
      (entry) => entry !== head && ["tomato", "cheese", "cannedFish", "fruit", "saladGreen"].includes(entry.kind),
    );
    return {
      plan,
      title: `Salada de ${head.name}${others[0] ? ` com ${others[0].name}` : ""}`,
      servings,
      times: [15, 0],
      tags: ["Almoço", "Saudável", "Rápida"],
      finish: "salad",
    };
  }

  // Roasted vegetables.
  if (shape === "roast") {
    const hard = roots.filter((entry) => /\b(mandioca|aipim|macaxeira|inhame)\b/.test(folded(entry.name)));
    if (hard.length > 0) plan.add(`Cozinhe ${all(hard)} em água com sal por 15 minutos, até começar a ficar macia, e escorra.`);
    plan.add(
      `Espalhe ${bare([...roots, ...vegetables, ...mushrooms, ...onions])} em uma assadeira, sem amontoar. Regue com ${the(fat)}, tempere com ${the(salt)}, pimenta-do-reino${garlics.length > 0 ? ` e ${all(garlics)}` : ""} e misture com as mãos.`,
    );
    plan.add(
      "Asse por 35 a 40 minutos, virando na metade, até dourar por fora e ficar macio por dentro.",
      "Assadeira cheia demais cozinha no vapor e não doura: use duas, se precisar.",
    );
    if (cheese.length > 0) plan.add(`Nos últimos 5 minutos, espalhe ${all(cheese)} por cima para gratinar.`);
    finish(plan, l, { herbs, greens, salads, eggs: [], quick, canned, creams: [], milks: [], tomatoes: [], cookedLegumes: [], salt });
    const [first, second] = roots;
    const title = second
      ? `${capitalised(first!.name)} e ${second.name} ${agree("assado", "batatas")}`
      : `${capitalised(first!.name)} ${agree("assado", first!.name)} com ervas`;
    return { plan, title, servings, times: [15, 40] };
  }

  // The pan: proteins first, then the base, vegetables, sauce, and what goes in at the end.
  const isOmelette = shape === "omelette";
  const pan = isOmelette ? "uma frigideira antiaderente" : "uma panela larga";
  const reserved: Entry[] = [];
  let first = true;
  /** "Aqueça o azeite em uma panela larga em fogo médio-alto e doure…", then "Na mesma panela, refogue…". */
  const inPan = (clause: string) => {
    const text = first
      ? `Aqueça ${the(fat)} em ${pan} em fogo ${isOmelette ? "médio" : "médio-alto"} e ${clause}`
      : `Na mesma panela, ${clause}`;
    first = false;
    return text;
  };
  for (const entry of proteins.filter((protein) => protein.kind === "sausage")) {
    plan.add(inPan(`doure ${the(entry)} por 5 minutos, até soltar a gordura. Reserve.`));
    reserved.push(entry);
  }
  for (const entry of proteins.filter((protein) => protein.kind !== "sausage")) {
    const name = the(entry);
    if (entry.kind === "meat") {
      plan.add(
        inPan(`doure ${name} aos poucos, sem mexer demais, por cerca de 8 minutos. Reserve.`),
        "Em levas pequenas a carne doura; amontoada, ela solta água e cozinha.",
      );
      reserved.push(entry);
    } else if (entry.kind === "poultry") {
      plan.add(inPan(`doure ${name} por cerca de 8 minutos, virando os pedaços, até dourar por fora. Reserve.`));
      reserved.push(entry);
    } else if (entry.kind === "groundMeat") {
      plan.add(inPan(`doure ${name} por 8 minutos, soltando com a colher, até perder a cor rosada.`));
    } else if (entry.kind === "saltedMeat") {
      plan.add(inPan(`doure ${name} por 5 minutos. Reserve.`));
      reserved.push(entry);
    } else if (entry.kind === "fish") {
      plan.add(
        inPan(`doure ${name} por 3 a 4 minutos de cada lado, sem mexer até formar uma crosta. Reserve.`),
        "Vire o peixe uma única vez: se grudar, ainda não está no ponto de virar.",
      );
      reserved.push(entry);
    } else if (entry.kind === "seafood") {
      plan.add(inPan(`salteie ${name} em fogo alto por 2 a 3 minutos, só até ficar rosado. Reserve.`));
      reserved.push(entry);
    } else if (entry.kind === "tofu") {
      plan.add(inPan(`doure ${name} por 6 minutos, virando, até dourar. Reserve.`));
      reserved.push(entry);
    }
  }
  if (uniqueAromatics.length > 0) {
    plan.add(
      inPan(
        onions.length > 0
          ? `refogue ${all(onions)} por 3 minutos.${garlics.length > 0 ? ` Junte ${all(garlics)} e mexa por mais 1 minuto.` : ""}`
          : `refogue ${all(garlics)} por 1 minuto, sem deixar dourar demais.`,
      ),
    );
  } else if (first && (roots.length > 0 || vegetables.length > 0 || mushrooms.length > 0)) {
    plan.add(`Aqueça ${the(fat)} em ${pan} em fogo médio.`);
    first = false;
  }
  if (spices.length > 0 && proteins.length === 0) plan.add(`Junte ${all(spices)} e mexa por 30 segundos, até perfumar.`);
  if (roots.length > 0 && shape !== "rice") {
    plan.add(`Junte ${all(roots)} e meia xícara de água e tampe. Cozinhe em fogo médio por 12 minutos, ${until("macio", roots)}.`);
  }
  if (vegetables.length > 0) {
    plan.add(
      `Junte ${all(vegetables)} e refogue por ${sauteMinutes(vegetables)} minutos, mexendo de vez em quando, ${tenderButFirm(vegetables)}.`,
    );
  }
  if (mushrooms.length > 0) plan.add(`Aumente o fogo, junte ${all(mushrooms)} e deixe dourar por 4 minutos, mexendo pouco.`);
  if (tomatoes.length > 0) {
    const sugar = l.of("sugar")[0];
    plan.add(
      shape === "omelette"
        ? `Junte ${all(tomatoes)} e refogue por 2 minutos.`
        : `Junte ${all(tomatoes)}${sugar ? ` e ${the(sugar)}, para equilibrar a acidez` : ""} e cozinhe por 5 minutos, até formar um molho.`,
    );
  }
  for (const entry of liquids) plan.add(`Junte ${the(entry)} e deixe ferver por 2 minutos.`);

  if (shape === "rice") {
    const toReturn = reserved.filter((entry) => entry.kind !== "seafood" && entry.kind !== "fish");
    if (toReturn.length > 0) plan.add(`Volte ${all(toReturn)} à panela.`);
    if (rice.length > 0) {
      const water = l.staple("água fervente", { quantity: 480, unit: "ml" }, "água fervente");
      plan.add(
        `Junte ${all(rice)} lavado e escorrido e refogue por 2 minutos, mexendo. Cubra com ${the(water)} (o dobro do volume do arroz), tempere com sal e cozinhe em fogo baixo, com a panela semitampada, por 15 a 18 minutos, até secar a água.`,
        "Não mexa o arroz enquanto cozinha: ele solta amido e empapa.",
      );
      plan.add("Desligue o fogo e deixe descansar tampado por 5 minutos.");
    }
    const cookedGrains = otherGrains;
    if (cookedGrains.length > 0) plan.add(`Junte ${all(cookedGrains)} e misture bem por 3 minutos, até aquecer.`);
    const back = reserved.filter((entry) => !toReturn.includes(entry));
    if (back.length > 0) plan.add(`Espalhe ${all(back)} por cima.`);
    if (eggs.length > 0)
      plan.add(`Em uma frigideira, mexa ${all(eggs)} batidos com uma pitada de sal por 2 minutos, até firmarem, e misture ao arroz.`);
    finish(plan, l, { herbs, greens, salads, eggs: [], quick, canned, creams, milks, tomatoes: [], cookedLegumes, salt, onRice: true });
    const companion = [...proteins, ...vegetables, ...tomatoes, ...l.entries.filter((entry) => entry.kind === "cookingGreen")][0];
    const base = rice[0] ?? otherGrains[0]!;
    return {
      plan,
      title: `${capitalised(base.name)} ${companion ? `com ${companion.name}` : "soltinho"}`,
      servings,
      times: [15, 30],
    };
  }

  if (shape === "legume") {
    const back = reserved;
    if (back.length > 0) plan.add(`Volte ${all(back)} à panela.`);
    const beans = [...legumes, ...cookedLegumes];
    plan.add(
      `Junte ${all(beans)} ${legumes.length > 0 ? "cozido" : ""} com 2 xícaras do caldo${legumes.length > 0 ? " do cozimento" : " ou de água"} e deixe apurar em fogo baixo por 15 minutos, até o caldo engrossar.`.replace(
        /\s+/g,
        " ",
      ),
      "Amasse uma concha dos grãos e devolva à panela: o caldo fica encorpado.",
    );
    if (eggs.length > 0)
      plan.add(`Cozinhe ${all(eggs)} em água fervente por 10 minutos, passe para água fria, descasque e corte em quartos.`);
    finish(plan, l, { herbs, greens, salads, eggs, quick, canned, creams, milks, tomatoes: [], cookedLegumes: [], salt });
    const head = beans[0]!;
    const companion = [...proteins, ...vegetables, ...greens, ...roots][0];
    return {
      plan,
      title: `${capitalised(head.name)} ${companion ? `com ${companion.name}` : agree("temperado", head.name)}`,
      servings,
      times: legumes.length > 0 ? [20, 60] : [10, 25],
    };
  }

  if (shape === "omelette") {
    servings = 2;
    const beaten = `Bata ${all(eggs)} com ${the(salt)} e uma pitada de pimenta-do-reino, só até misturar.`;
    const filling = [...roots, ...vegetables, ...mushrooms, ...greens, ...tomatoes, ...quick, ...canned];
    if (filling.length === 0 && cheese.length === 0) {
      plan.add(beaten);
      plan.add(
        `Aqueça ${the(fat)} em ${pan} em fogo baixo, junte os ovos e mexa devagar com uma espátula por 2 a 3 minutos. Tire do fogo ainda úmidos: eles terminam de cozinhar no calor da frigideira.`,
      );
      finish(plan, l, { herbs, greens: [], salads, eggs: [], quick, canned, creams, milks, tomatoes: [], cookedLegumes, salt });
      return { plan, title: "Ovos mexidos cremosos", servings, times: [5, 5], tags: ["Café da Manhã", "Rápida"] };
    }
    if (greens.length > 0) plan.add(`Junte ${all(greens)} e mexa por 1 minuto, só até murchar.`);
    if (quick.length > 0 || canned.length > 0) plan.add(`Junte ${all([...quick, ...canned])} e misture.`);
    plan.add(beaten);
    plan.add(
      `Espalhe bem o recheio no fundo da frigideira, despeje os ovos por cima, abaixe o fogo e tampe. Cozinhe por 5 a 6 minutos, até a superfície firmar.`,
    );
    if (cheese.length > 0) plan.add(`Espalhe ${all(cheese)} por cima, tampe de novo e espere derreter por 1 minuto.`);
    finish(plan, l, { herbs, greens: [], salads, eggs: [], quick: [], canned: [], creams, milks, tomatoes: [], cookedLegumes, salt });
    plan.add("Dobre ao meio com uma espátula e sirva em seguida.");
    const fillingNames = [...filling, ...cheese].slice(0, 2).map((entry) => entry.name);
    return { plan, title: `Omelete de ${listed(fillingNames)}`, servings, times: [10, 10], tags: ["Café da Manhã", "Rápida"] };
  }

  // Sauté, protein and pasta: the reserved proteins go back to the sauce.
  for (const entry of reserved) {
    if (entry.kind === "meat") {
      plan.add(`Volte ${the(entry)} à panela, junte meia xícara de água, tampe e cozinhe em fogo baixo por 25 minutos, até ficar macia.`);
    } else if (entry.kind === "poultry") {
      plan.add(`Volte ${the(entry)} à panela, tampe e cozinhe em fogo baixo por 10 minutos, até cozinhar por dentro.`);
    } else if (entry.kind === "fish") {
      plan.add(`Acomode ${the(entry)} sobre os legumes, tampe e cozinhe por 3 minutos, só para pegar o sabor.`);
    } else {
      plan.add(`Volte ${the(entry)} à panela e misture.`);
    }
  }
  if (flours.length > 0) {
    plan.add(
      milks.length > 0
        ? `Dissolva ${all(flours)} em ${all(milks)} frio e junte à panela, mexendo por 3 minutos, até engrossar.`
        : `Dissolva ${all(flours)} em meia xícara de água fria e junte à panela, mexendo por 2 minutos, até o molho engrossar.`,
    );
  }
  if (eggs.length > 0)
    plan.add(`Cozinhe ${all(eggs)} em água fervente por 10 minutos, passe para água fria, descasque e corte em quartos.`);
  finish(plan, l, {
    herbs,
    greens,
    salads,
    eggs,
    quick,
    canned,
    creams,
    milks: flours.length > 0 ? [] : milks,
    tomatoes: [],
    cookedLegumes,
    salt,
    cheese: shape === "pasta" ? [] : cheese,
  });
  const known = vegetables.filter((entry) => entry.kind !== "other");
  if (shape === "pasta") {
    plan.add(
      `Junte ${all(pastas)} ${agree("escorrido", pastas[0]!.name)} ao molho, com um pouco da água do cozimento, e misture por 1 minuto em fogo baixo.`,
    );
    if (cheese.length > 0) plan.add(`Sirva com ${all(cheese)} por cima.`);
    const companion = [...proteins, ...canned, ...known, ...mushrooms, ...greens, ...tomatoes, ...cheese, ...vegetables][0];
    return {
      plan,
      title: companion ? `${capitalised(pastas[0]!.name)} com ${companion.name}` : `${capitalised(pastas[0]!.name)} ao alho e óleo`,
      servings,
      times: [10, 25],
    };
  }
  const cookable = [
    ...tomatoes,
    ...known,
    ...roots,
    ...mushrooms,
    ...greens,
    ...quick,
    ...canned,
    ...cheese,
    ...vegetables.filter((entry) => !known.includes(entry)),
  ];
  const second = [...proteins.slice(1), ...cookable][0];
  const head = main ?? cookable[0] ?? l.entries[0]!;
  const others = main ? second : cookable.find((entry) => entry !== head);
  return {
    plan,
    title: `Refogado de ${head.name}${others ? ` com ${others.name}` : ""}`,
    servings,
    times: main ? [15, main.kind === "meat" ? 40 : 25] : [10, 20],
  };
}

/** What goes in at the end, in this order: greens, quick vegetables, canned fish, dairy, eggs, cheese, herbs, extras. */
function finish(
  plan: Plan,
  l: Larder,
  parts: {
    herbs: Entry[];
    greens: Entry[];
    salads: Entry[];
    eggs: Entry[];
    quick: Entry[];
    canned: Entry[];
    creams: Entry[];
    milks: Entry[];
    tomatoes: Entry[];
    cookedLegumes: Entry[];
    salt: Entry;
    cheese?: Entry[];
    onRice?: boolean;
  },
) {
  if (parts.greens.length > 0) {
    plan.add(
      parts.onRice
        ? `Misture ${all(parts.greens)} ao arroz quente e tampe por 2 minutos: o vapor murcha as folhas.`
        : `Acrescente ${all(parts.greens)} e refogue por apenas 2 minutos, só até murchar.`,
    );
  }
  if (parts.cookedLegumes.length > 0) plan.add(`Junte ${all(parts.cookedLegumes)} e aqueça por 3 minutos.`);
  if (parts.quick.length > 0) plan.add(`Junte ${all(parts.quick)} e aqueça por 2 minutos.`);
  if (parts.canned.length > 0) plan.add(`Junte ${all(parts.canned)} e misture só para aquecer, sem desmanchar.`);
  if (parts.milks.length > 0) plan.add(`Junte ${all(parts.milks)} e deixe reduzir em fogo baixo por 5 minutos, até o molho encorpar.`);
  if (parts.creams.length > 0)
    plan.add(
      `Abaixe o fogo, misture ${all(parts.creams)} e deixe aquecer por 2 minutos, sem ferver.`,
      "Depois que o creme entra, o molho não deve ferver, senão talha.",
    );
  if (parts.eggs.length > 0) plan.add(`Distribua ${all(parts.eggs)} por cima.`);
  if (parts.cheese && parts.cheese.length > 0) plan.add(`Espalhe ${all(parts.cheese)} por cima, tampe e espere derreter por 2 minutos.`);
  const herbs = parts.herbs.length > 0 ? parts.herbs : [l.staple("cheiro-verde picado", { quantity: 2, unit: "colher de sopa" }, "", true)];
  const shownHerbs = herbs.filter((entry) => entry.implicit !== "");
  plan.add(
    `Acerte ${parts.salt.implicit ? "o sal" : withArticle(parts.salt.name)}${shownHerbs.length > 0 ? ` e finalize com ${all(shownHerbs)}` : ""}.`,
  );
  for (const entry of l.of("nut"))
    plan.add(`Toste ${the(entry)} em uma frigideira seca por 3 minutos e espalhe por cima na hora de servir.`);
  for (const entry of l.of("farofa")) {
    plan.add(
      `Em outra frigideira, toste ${the(entry)} com um fio de azeite por 5 minutos, mexendo, até dourar levemente, e sirva como farofa.`,
    );
  }
  for (const entry of l.of("topping")) plan.add(`Espalhe ${the(entry)} por cima na hora de servir.`);
  for (const entry of parts.salads) plan.add(`Sirva com ${the(entry)} temperada com azeite e sal.`);
  for (const entry of l.of("fruit")) {
    plan.add(
      /\b(banana|abacaxi)\b/.test(folded(entry.name))
        ? `Doure ${the(entry)} em fatias em uma frigideira com um fio de azeite, 2 minutos de cada lado, e sirva ao lado.`
        : `Sirva ${the(entry)} em cubos ao lado, para refrescar.`,
    );
  }
  for (const entry of l.of("bread")) plan.add(`Sirva com ${the(entry)} torrado.`);
  for (const entry of l.of("chocolate")) plan.add(`Rale um pouco ${of(entry)} sobre o molho no fim, para um toque amargo.`);
  for (const entry of l.of("condensed", "sugar").filter((item) => item.kind === "condensed" || l.of("tomato").length === 0)) {
    plan.add(`Sirva ${the(entry)} à parte, para quem quiser adoçar a sobremesa.`);
  }
  for (const entry of l.of("eggSwap")) plan.add(`Misture ${the(entry)} ao molho no fim, para encorpar.`);
}

// --- Sweet ---------------------------------------------------------------------------------------

function isSweet(l: Larder): boolean {
  const savory = l.entries.filter(
    (entry) => savoryKinds.includes(entry.kind) || (entry.kind === "root" && !sweetRoot.test(folded(entry.name))),
  );
  if (savory.length > 0) return false;
  if (l.has("sugar", "condensed", "chocolate")) return true;
  return l.has("fruit", "flour") || (l.has("milk", "plantMilk") && !l.has("egg", "cheese"));
}

function sweet(l: Larder): Shaped {
  const plan = new Plan();
  const fruits = l.of("fruit", "citrus");
  const flours = l.of("flour").filter((entry) => !/\b(fermento|bicarbonato)\b/.test(folded(entry.name)));
  const chocolate = l.of("chocolate");
  const condensed = l.of("condensed");
  const milks = l.of("milk", "plantMilk", "cream");
  const roots = l.of("root");
  const flavor = [...roots, ...fruits, ...chocolate, ...l.of("nut")][0];
  const cakeFlour = flours.find((entry) => !/\b(aveia|amido|maisena|tapioca|goma|polvilho)\b/.test(folded(entry.name)));

  if (cakeFlour || (flours.length > 0 && (l.has("egg") || roots.length > 0))) {
    const flour = cakeFlour ?? flours[0]!;
    if (flour.asked || flour.unit !== "g") Object.assign(flour, { quantity: 240, unit: "g" });
    for (const entry of [...roots, ...fruits]) if (entry.asked && entry.unit === "g") entry.quantity = 300;
    const askedSugar = l.of("sugar").find((entry) => entry.asked);
    if (askedSugar) Object.assign(askedSugar, { quantity: 200, unit: "g" });
    const askedEggs = l.of("egg").find((entry) => entry.asked);
    if (askedEggs) Object.assign(askedEggs, { quantity: 3, unit: "unidade" });
    const eggs = l.of("egg")[0] ?? l.staple("ovos", { quantity: 3, unit: "unidade" });
    const sugar = l.of("sugar")[0] ?? l.staple("açúcar", { quantity: 200, unit: "g" });
    const fat = l.of("fat")[0] ?? l.staple("óleo", { quantity: 120, unit: "ml" });
    const milk = milks[0] ?? (fruits.length > 0 || roots.length > 0 ? null : l.staple("leite", { quantity: 240, unit: "ml" }));
    const leaven =
      l.of("flour").find((entry) => /fermento/.test(folded(entry.name))) ??
      l.staple("fermento químico em pó", { quantity: 1, unit: "colher de sopa" });
    plan.add(`Preaqueça o forno a 180 °C e unte uma forma média com um pouco ${of(fat)}.`);
    // Corn, courgette, spinach: a Brazilian blender cake takes them with the eggs ("bolo de milho").
    const blended = l.of("vegetable", "quickVegetable", "cookingGreen", "tomato").filter((entry) => entry.asked);
    const wet = [...roots, ...blended, ...fruits, eggs, fat, ...(milk ? [milk] : [])];
    if (roots.length > 0) plan.add(`Descasque ${all(roots)} e corte em pedaços.`);
    plan.add(fruitPrep(fruits.filter((entry) => entry.kind === "fruit")));
    const citrusFruits = fruits.filter((entry) => entry.kind === "citrus");
    if (citrusFruits.length > 0) plan.add(`Lave bem ${all(citrusFruits)} e corte em quatro, com a casca e sem as sementes.`);
    plan.add(`Bata no liquidificador ${all(wet)} por 3 minutos, até ficar homogêneo.`);
    const dry = [
      ...flours.filter((entry) => entry !== flour && entry !== leaven),
      ...chocolate,
      ...l.of("nut"),
      ...l.of("spice", "herb").filter((entry) => entry.asked),
    ];
    plan.add(
      `Passe para uma tigela e misture ${the(sugar)}. Junte ${the(flour)}${dry.length > 0 ? `, ${all(dry)}` : ""} aos poucos, mexendo com um batedor de arame, e por último ${the(leaven)}, sem bater demais.`,
    );
    const bake = plan.steps.length;
    plan.add(
      "Despeje na forma e asse por 35 a 40 minutos, até dourar e o palito sair limpo.",
      "Não abra o forno nos primeiros 25 minutos: o bolo pode murchar.",
    );
    plan.add("Espere amornar por 15 minutos antes de desenformar.");
    const cheese = l.of("cheese");
    if (cheese.length > 0) plan.add(`Sirva com ${all(cheese)} em fatias.`);
    if (condensed.length > 0) {
      const butter = l.of("fat").find((entry) => entry !== fat) ?? l.staple("manteiga", { quantity: 1, unit: "colher de sopa" });
      plan.add(`Para a cobertura, leve ${all([...condensed, butter])} ao fogo baixo, mexendo por 8 minutos, e espalhe sobre o bolo.`);
    }
    const named = flavor && flavor !== flour ? flavor.name : /fuba/.test(folded(flour.name)) ? "fubá" : "caseiro";
    return {
      plan,
      title: named === "caseiro" ? "Bolo caseiro" : `Bolo de ${named}`,
      servings: 12,
      times: [15, 40],
      tags: ["Sobremesas", "Café da Manhã"],
      finish: "cake",
      finishAt: bake,
    };
  }

  if (condensed.length > 0) {
    const fat = l.of("fat")[0] ?? l.staple("manteiga", { quantity: 1, unit: "colher de sopa" });
    const extras = [...chocolate, ...l.of("nut"), ...milks];
    plan.add(`Em uma panela de fundo grosso, junte ${all([...condensed, fat, ...extras])}.`);
    plan.add(
      "Cozinhe em fogo baixo, mexendo sem parar, por 10 a 12 minutos, até a massa engrossar e desgrudar do fundo da panela.",
      "No ponto, ao inclinar a panela, a massa escorrega inteira.",
    );
    if (fruits.length > 0) plan.add(`Corte ${all(fruits)} em pedaços, distribua em taças e cubra com o creme ainda morno.`);
    else plan.add("Passe para um prato untado, deixe esfriar e sirva de colher ou enrole em bolinhas com as mãos untadas.");
    const name =
      chocolate.length > 0
        ? "Doce de panela de chocolate"
        : fruits[0]
          ? `Creme de ${fruits[0].name}`
          : `Doce de panela de ${shortFood(condensed[0]!.name)}`;
    return { plan, title: name, servings: fruits.length > 0 ? 6 : 20, times: [5, 15], tags: ["Sobremesas"] };
  }

  const oats = flours.find((entry) => /aveia/.test(folded(entry.name)));
  if (oats && milks.length > 0) {
    plan.add(`Em uma panela, misture ${all([...milks, oats])} e leve ao fogo médio, mexendo sempre, por 5 minutos, até engrossar.`);
    const sugar = l.of("sugar")[0];
    if (sugar) plan.add(`Adoce com ${the(sugar)}.`);
    if (fruits.length > 0) plan.add(`Sirva com ${all(fruits)} em rodelas por cima.`);
    return {
      plan,
      title: `Mingau de aveia${fruits[0] ? ` com ${fruits[0].name}` : ""}`,
      servings: 2,
      times: [2, 8],
      tags: ["Café da Manhã"],
    };
  }

  const yogurts = milks.filter((entry) => /iogurte|coalhada/.test(folded(entry.name)));
  if (fruits.length > 0 && yogurts.length > 0 && yogurts.length === milks.length) {
    const sugar = l.of("sugar")[0];
    plan.add(fruitPrep(fruits));
    plan.add(
      `Em copos ou taças, alterne camadas ${of(yogurts[0]!)} e das frutas${l.has("nut") ? `, terminando com ${all(l.of("nut"))}` : ""}.`,
    );
    if (sugar) plan.add(`Regue com ${the(sugar)} na hora de servir.`);
    plan.add("Sirva gelado.");
    return {
      plan,
      title: `${capitalised(yogurts[0]!.name)} com ${listed(fruits.slice(0, 2).map((entry) => entry.name))}`,
      servings: 2,
      times: [10, 0],
      tags: ["Café da Manhã", "Rápida"],
    };
  }
  if (fruits.length > 0 && milks.length > 0) {
    const sugar = l.of("sugar")[0];
    plan.add(fruitPrep(fruits));
    plan.add(
      `Bata no liquidificador com ${all([...milks, ...(sugar ? [sugar] : []), ...chocolate, ...flours])} e 4 pedras de gelo por 1 minuto.`,
    );
    plan.add(l.has("nut") ? `Sirva em seguida, bem gelada, com ${all(l.of("nut"))} por cima.` : "Sirva em seguida, bem gelada.");
    return {
      plan,
      title: `Vitamina de ${listed(fruits.slice(0, 2).map((entry) => entry.name))}`,
      servings: 2,
      times: [5, 0],
      tags: ["Bebidas", "Café da Manhã", "Rápida"],
    };
  }

  if (fruits.length > 0 && chocolate.length > 0) {
    plan.add(`Corte ${all(fruits)} em pedaços e arrume em taças.`);
    plan.add(`Derreta ${all(chocolate)} em banho-maria ou no micro-ondas, de 30 em 30 segundos, mexendo entre uma vez e outra.`);
    plan.add("Regue as frutas com o chocolate derretido e sirva.");
    return {
      plan,
      title: `${capitalised(fruits[0]!.name)} com calda de chocolate`,
      servings: 4,
      times: [10, 5],
      tags: ["Sobremesas", "Rápida"],
    };
  }

  if (fruits.length > 0 && (l.has("sugar") || fruits.length === 1)) {
    const sugar = l.of("sugar")[0] ?? l.staple("açúcar", { quantity: 3, unit: "colher de sopa" });
    const cinnamon = l.staple("canela em pó", { quantity: 1, unit: "colher de chá" }, "uma pitada de canela");
    const cookable = fruits.filter((entry) => /\b(banana|abacaxi|macas?|peras?|mangas?)\b/.test(folded(entry.name)));
    if (cookable.length > 0) {
      plan.add(`Descasque ${all(cookable)} e corte em fatias grossas.`);
      plan.add(`Em uma frigideira, derreta ${the(sugar)} em fogo médio até começar a dourar.`);
      plan.add(`Junte as frutas e deixe caramelizar por 2 minutos de cada lado. Polvilhe ${the(cinnamon)} e sirva morno.`);
      return {
        plan,
        title: `${capitalised(cookable[0]!.name)} ${agree("caramelizado", cookable[0]!.name)}`,
        servings: 4,
        times: [5, 10],
        tags: ["Sobremesas", "Rápida"],
      };
    }
    plan.add(`Corte ${all(fruits)} em pedaços e leve a uma panela com ${the(sugar)} e meia xícara de água.`);
    plan.add("Cozinhe em fogo baixo por 20 minutos, mexendo de vez em quando, até as frutas amaciarem e a calda engrossar.");
    plan.add("Deixe esfriar e guarde na geladeira.");
    return { plan, title: `Doce de ${fruits[0]!.name} em calda`, servings: 6, times: [10, 20], tags: ["Sobremesas"] };
  }

  if (fruits.length > 0) {
    const sour = fruits.find((entry) => entry.kind === "citrus");
    const sweetFruits = fruits.filter((entry) => entry !== sour);
    plan.add(fruitPrep(sweetFruits));
    plan.add(sour ? `Misture em uma tigela e regue com o suco ${of(sour)}.` : "Misture em uma tigela grande.");
    plan.add("Leve à geladeira por 30 minutos e sirva gelada.");
    return { plan, title: "Salada de frutas", servings: 4, times: [15, 0], tags: ["Sobremesas", "Rápida"] };
  }

  if (chocolate.length > 0 || milks.length > 0) {
    const milk = milks[0] ?? l.staple("leite", { quantity: 500, unit: "ml" });
    const sugar = l.of("sugar")[0];
    plan.add(`Em uma panela, aqueça ${the(milk)} em fogo médio, sem ferver.`);
    if (chocolate.length > 0)
      plan.add(`Junte ${all(chocolate)}${sugar ? ` e ${the(sugar)}` : ""} e mexa por 5 minutos, até dissolver e engrossar levemente.`);
    else if (sugar) plan.add(`Adoce com ${the(sugar)} e uma pitada de canela.`);
    plan.add("Sirva quente.");
    return {
      plan,
      title: chocolate.length > 0 ? "Chocolate quente" : "Leite quente com canela",
      servings: 2,
      times: [2, 8],
      tags: ["Bebidas"],
    };
  }

  const sugar = l.of("sugar")[0] ?? l.entries[0]!;
  plan.add(`Em uma panela, derreta ${the(sugar)} em fogo médio, sem mexer, até virar um caramelo dourado.`);
  plan.add("Junte meia xícara de água quente com cuidado e mexa até dissolver. Use sobre sorvetes, pudins e frutas.");
  return { plan, title: "Calda de caramelo", servings: 6, times: [2, 10], tags: ["Sobremesas"] };
}

// --- Soups and blender pies ---------------------------------------------------------------------

function soup(l: Larder): Shaped {
  const plan = new Plan();
  const fat = l.of("fat")[0] ?? l.staple("azeite", { quantity: 2, unit: "colher de sopa" }, "um fio de azeite");
  const salt = l.staple("sal", { quantity: 1, unit: "pitada" }, "sal");
  const onion = l.of("aromatic").find((entry) => /cebola/.test(folded(entry.name))) ?? l.staple("cebola");
  const garlic = l.of("aromatic").find((entry) => entry !== onion) ?? l.staple("dente de alho");
  const water = l.staple("água", { quantity: 1.5, unit: "l" }, "1,5 litro de água");
  const proteins = l.of("meat", "poultry", "groundMeat", "sausage", "saltedMeat");
  const seafood = l.of("fish", "seafood", "cannedFish", "tofu");
  const body = l.of("root", "vegetable", "other", "tomato", "legume", "cookedLegume", "grain", "mushroom", "quickVegetable");
  const pastas = l.of("pasta");
  const greens = l.of("cookingGreen", "saladGreen");
  const creamy = l.of("cream", "milk", "plantMilk");
  for (const entry of l.of("legume")) {
    plan.add(`Deixe ${the(entry)} de molho em água por 8 horas e escorra.`);
  }
  const peeled = l.of("root");
  if (peeled.length > 0) plan.add(`Descasque ${all(peeled)} e corte em cubos de 2 cm.`);
  const cut = l.of("vegetable", "other", "mushroom");
  if (cut.length > 0) plan.add(`Lave e corte ${all(cut)} em pedaços pequenos.`);
  for (const entry of proteins) plan.add(`Corte ${the(entry)} em cubos pequenos e tempere com sal e pimenta-do-reino.`);
  plan.add(
    `Em uma panela grande, aqueça ${the(fat)} e refogue ${the(onion)} picada por 3 minutos. Junte ${the(garlic)} amassado e mexa por 1 minuto.`,
  );
  if (proteins.length > 0) plan.add(`Junte ${all(proteins)} e doure por 5 minutos, mexendo.`);
  plan.add(
    `Junte ${body.length > 0 ? `${all(body)} e ` : ""}${the(water)}. Tampe e cozinhe em fogo médio por 25 minutos${l.has("legume") ? " (40 na panela comum, se houver grãos secos)" : ""}, até tudo ficar bem macio.`,
  );
  if (pastas.length > 0) plan.add(`Junte ${all(pastas)} nos últimos 10 minutos.`);
  if (seafood.length > 0) plan.add(`Junte ${all(seafood)} nos últimos 5 minutos, só para cozinhar sem desmanchar.`);
  if (peeled.length > 0 && proteins.length === 0 && seafood.length === 0) {
    plan.add(
      "Bata metade da sopa no liquidificador, em partes, e volte à panela: fica cremosa e ainda com pedaços.",
      "Com a sopa quente, bata em partes e com a tampa entreaberta.",
    );
  }
  if (greens.length > 0) plan.add(`Acrescente ${all(greens)} e cozinhe por 2 minutos, só até murchar.`);
  if (creamy.length > 0) plan.add(`Abaixe o fogo e misture ${all(creamy)}, sem deixar ferver.`);
  const cheese = l.of("cheese");
  if (cheese.length > 0) plan.add(`Sirva com ${all(cheese)} ralado por cima.`);
  const herbs = l.of("herb");
  plan.add(`Acerte ${salt.implicit ? "o sal" : the(salt)}${herbs.length > 0 ? ` e finalize com ${all(herbs)}` : ""}. Sirva bem quente.`);
  const named = [...proteins, ...peeled, ...cut, ...body][0];
  return { plan, title: `Sopa de ${named?.name ?? "legumes"}`, servings: 6, times: [15, 35], tags: ["Jantar", "Comida Afetiva"] };
}

function pie(l: Larder): Shaped {
  const plan = new Plan();
  const given = [...l.entries];
  const fat =
    l.of("fat").find((entry) => !/^oleo\b/.test(folded(entry.name))) ??
    l.staple("azeite", { quantity: 2, unit: "colher de sopa" }, "um fio de azeite");
  const onion = l.staple("cebola");
  const garlic = l.staple("dente de alho", { quantity: 2, unit: "unidade" });
  const eggs = l.staple("ovos", { quantity: 3, unit: "unidade" });
  const milk = l.staple("leite", { quantity: 240, unit: "ml" });
  const oil = l.staple("óleo", { quantity: 120, unit: "ml" });
  const flour = l.staple("farinha de trigo", { quantity: 180, unit: "g" });
  const leaven = l.staple("fermento químico em pó", { quantity: 1, unit: "colher de sopa" });
  const salt = l.staple("sal", { quantity: 1, unit: "colher de chá" }, "sal");
  const batter = new Set<Entry>([eggs, milk, oil, flour, leaven, salt, fat, onion, garlic]);
  const cheese = given.filter((entry) => entry.kind === "cheese");
  const filling = given.filter((entry) => !batter.has(entry) && !cheese.includes(entry) && !["flour", "spice", "fat"].includes(entry.kind));
  soakFirst(plan, filling);
  const raw = filling.filter((entry) => ["poultry", "meat"].includes(entry.kind) && !/\b(cozid|desfiad|assad)/.test(folded(entry.name)));
  for (const entry of raw) plan.add(`Cozinhe ${the(entry)} em água com sal por 20 minutos, até ficar macio. Escorra e desfie.`);
  const cut = filling.filter(
    (entry) =>
      ["root", "vegetable", "mushroom", "other", "cookingGreen", "tomato", "sausage"].includes(entry.kind) &&
      !/\b(molho|extrato|polpa|conserva|picad)/.test(folded(entry.name)),
  );
  if (cut.length > 0) plan.add(`Corte ${all(cut)} em pedaços pequenos.`);
  const herbs = filling.filter((entry) => entry.kind === "herb");
  const cooked = filling.filter((entry) => entry.kind !== "herb");
  plan.add(
    `Para o recheio, aqueça ${the(fat)} em uma frigideira e refogue ${the(onion)} picada e ${the(garlic)} amassado por 3 minutos.` +
      (cooked.length > 0 ? ` Junte ${all(cooked)} e cozinhe por 5 minutos, até secar o líquido.` : "") +
      ` Acerte o sal${herbs.length > 0 ? `, misture ${all(herbs)}` : ""} e deixe amornar.`,
  );
  const filled = plan.steps.length;
  plan.add(`Ligue o forno a 200 °C e unte com óleo e um pouco ${of(flour)} uma forma redonda de 22 cm.`);
  plan.add(
    `No liquidificador, bata ${all([eggs, milk, oil, ...cheese.slice(0, 1), salt])} por 1 minuto. Acrescente ${the(flour)} aos poucos, batendo até ficar liso, e por último misture ${the(leaven)} com uma colher.`,
  );
  plan.add("Coloque metade da massa na forma, distribua o recheio por cima e cubra com o resto da massa.");
  if (cheese.length > 1) plan.add(`Espalhe ${all(cheese.slice(1))} por cima.`);
  plan.add(
    "Leve ao forno por 35 a 40 minutos, até dourar e o palito sair limpo. Deixe descansar 10 minutos antes de cortar.",
    "A massa de liquidificador é mole mesmo: é o forno que a firma.",
  );
  const named = filling.find((entry) => !["herb", "spice", "aromatic", "tomato"].includes(entry.kind));
  return {
    plan,
    title: `Torta de ${named?.name ?? "legumes"}`,
    servings: 8,
    times: [25, 40],
    tags: ["Jantar"],
    finish: "pie",
    finishAt: filled,
  };
}

/** The shape a dish name asks for by its first word: "Bolo de…", "Sopa de…", "Torta de…", "Salada de…". */
export function shapeForName(name: string | null): "cake" | "soup" | "pie" | "salad" | undefined {
  const head = name ? (folded(name).split(" ")[0] ?? "") : "";
  if (/^(bolo|cuca|muffin|cupcake|brownie|rocambole)$/.test(head)) return "cake";
  if (/^(sopa|caldo|creme|canja)$/.test(head)) return "soup";
  if (/^(torta|empadao|quiche|empada)$/.test(head) && !/(doce|limao|morango|chocolate|banana|maca)/.test(folded(name!))) return "pie";
  if (head === "salada") return "salad";
  return undefined;
}

// --- The recipe --------------------------------------------------------------------------------

/**
 * A recipe made of these foods and, when `pantry`, the staples a cook keeps (listed as
 * ingredients); without it the steps only mention them, for rewriting the steps of a
 * recipe whose ingredients are given.
 */
export function recipeFromFoods(
  foods: readonly Food[],
  options: { pantry: boolean; shape?: "cake" | "soup" | "pie" | "salad"; adapt?: (food: Food) => Food | null } = { pantry: true },
): WrittenRecipe {
  const l = larder(foods, options.pantry, options.adapt ?? ((food) => food));
  if (options.shape === "cake" && !l.has("flour")) l.staple("farinha de trigo", { quantity: 240, unit: "g" });
  const sweetDish = options.shape === "cake" || (!options.shape && isSweet(l));
  const written: Shaped = sweetDish
    ? sweet(l)
    : options.shape === "soup"
      ? soup(l)
      : options.shape === "pie"
        ? pie(l)
        : savory(l, options.shape === "salad" ? "salad" : savoryShape(l));
  const tags = written.tags ?? (written.servings === 2 ? ["Café da Manhã", "Rápida"] : ["Almoço"]);
  // Every food the list names goes into a step; what the dish's shape did not use is prepared first and finished last.
  const unused = l.entries.filter((entry) => !entry.implicit && !written.plan.steps.some((step) => namedIn(step.description, entry)));
  const steps = withLeftovers(written.plan.steps, unused, written.finish ?? (sweetDish ? "sweet" : "pan"), written.finishAt);
  // Soaking is time the cook waits for: it is in the preparation time, and the description says so.
  const soakingHours = Math.max(
    0,
    ...steps.map((step) => Number(/\bde molho\b[^.]*?\bpor (\d+) horas\b/.exec(step.description)?.[1] ?? 0)),
  );
  const names = l.entries.filter((entry) => entry.asked).map((entry) => entry.name);
  return {
    title: capitalised(written.title),
    description:
      `Receita caseira com ${listed(names.slice(0, 5))}${names.length > 5 ? " e mais" : ""}: passo a passo simples, pronta em ${written.times[0] + written.times[1]} minutos` +
      (soakingHours > 0 ? `, mais ${soakingHours} horas de molho.` : "."),
    prepTime: written.times[0] + soakingHours * 60,
    cookTime: written.times[1],
    servings: written.servings,
    difficulty: steps.length > 8 ? "médio" : "fácil",
    ingredients: l.entries.filter((entry) => !entry.implicit).map(({ kind: _kind, ...food }) => food),
    steps,
    tags,
    nutrition: sweetDish ? [280, 5, 42, 10, 2] : sum(l.entries, written.servings),
  };
}

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

// --- What the dish's shape did not use ----------------------------------------------------------

const cookedApart: Kind[] = ["legume", "saltedMeat", "grain", "pasta", ...proteinKinds.filter((kind) => kind !== "cannedFish")];
const vegetableKinds: Kind[] = ["root", "vegetable", "mushroom", "cookingGreen", "aromatic", "tomato", "other"];

/**
 * Steps for the foods no step named: what must be cooked apart first (soaked, boiled,
 * browned, sautéed, and reserved), and everything at the end, as the dish is finished.
 */
function withLeftovers(
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

const connector = /^(de|do|da|dos|das|com|e|ao|aos|a|o|na|no|em|sem|para|à)$/i;

/** The foods a dish name names ("Torta de frango com palmito" → frango, palmito), as written, each once. */
export function foodsNamedIn(name: string): string[] {
  const words = name.split(/[\s,;:.!?()]+/).filter(Boolean);
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    if (connector.test(words[start]!)) continue;
    for (let length = Math.min(3, words.length - start); length >= 1; length--) {
      const phrase = words.slice(start, start + length);
      if (connector.test(phrase[phrase.length - 1]!) || phrase.some((word) => /^(com|e|ao|a|sem|para|à)$/i.test(word))) continue;
      const kind = kindOf(phrase.join(" "));
      if (kind === "other") continue;
      // "torta de frango" is frango: the first word must be the food, or make a food of its own ("grão de bico").
      if (kindOf(phrase[0]!) === "other" && length > 1 && kindOf(phrase.slice(1).join(" ")) === kind) continue;
      found.push(phrase.join(" ").toLocaleLowerCase("pt-BR"));
      start += length - 1;
      break;
    }
  }
  return found;
}
