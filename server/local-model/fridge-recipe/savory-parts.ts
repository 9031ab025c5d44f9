/** A savoury dish's foods sorted once by what the steps do with them, with the staples it adds: the parts of savory() share them. */
import { folded } from "../kitchen";
import { proteinKinds, type Larder, type Plan } from "./larder";

export type SavoryShape = "pasta" | "rice" | "omelette" | "legume" | "protein" | "salad" | "roast" | "saute" | "sandwich";

/** What the parts of savory() share. */
export type SavoryParts = ReturnType<typeof savoryParts>;

/** The parts, in the order the staples are added (it is the order of the ingredient list); grains other than raw rice are cooked apart first. */
export function savoryParts(l: Larder, shape: SavoryShape, plan: Plan) {
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
  const otherGrains = grains.filter((entry) => !/\barroz\b/.test(folded(entry.name)) || /\bcozid/.test(folded(entry.name)));
  const rice = grains.filter((entry) => !otherGrains.includes(entry));
  return {
    shape,
    l,
    plan,
    proteins,
    main,
    fat,
    citrus,
    spices,
    salt,
    uniqueAromatics,
    onions,
    garlics,
    roots,
    vegetables,
    mushrooms,
    greens,
    salads,
    tomatoes,
    eggs,
    cheese,
    creams,
    milks,
    quick,
    canned,
    pastas,
    grains,
    legumes,
    cookedLegumes,
    herbs,
    flours,
    liquids,
    otherGrains,
    rice,
  };
}
