/**
 * A savoury dish from the cook's foods: its shape follows from their kinds (a sandwich,
 * a pasta, a rice, beans, an omelette, a salad, roasted vegetables, a sauté), then the
 * preparation every shape shares, then the shape's own steps. Pure.
 */
import { folded, listed, type Kind } from "../kitchen";
import { proteinKinds, type Entry, type Shaped, Plan, type Larder } from "./larder";
import { the, of, all, cutOf } from "./words";
import { type SavoryShape, type SavoryParts, savoryParts } from "./savory-parts";
import { sandwich, salad, roast } from "./sandwich-salad-roast";
import { inThePan } from "./pan";

/** Salted meat and dried beans, soaked (and cooked) before anything else: the first steps of a savoury dish or a pie. */
export function soakFirst(plan: Plan, entries: readonly Entry[]) {
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

export function savoryShape(l: Larder): SavoryShape {
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

export function savory(l: Larder, shape: SavoryShape): Shaped {
  if (shape === "sandwich") return sandwich(l);
  const plan = new Plan();
  const p = savoryParts(l, shape, plan);
  prepare(p);
  if (shape === "salad") return salad(p);
  if (shape === "roast") return roast(p);
  return inThePan(p);
}

/** What every shape prepares first: soaking, boiling, cutting and seasoning. */
function prepare(p: SavoryParts) {
  const { shape, l, plan, proteins, citrus, spices, uniqueAromatics, onions, garlics, roots, vegetables, mushrooms, greens } = p;
  const { tomatoes, canned, pastas, legumes, otherGrains } = p;
  // What to prepare first.
  soakFirst(plan, [...l.of("saltedMeat"), ...legumes]);
  if (shape === "pasta") {
    plan.add(
      `Cozinhe ${all(pastas)} em bastante água fervente com sal, até ficar al dente (em geral 8 a 10 minutos; confira na embalagem). Escorra e reserve meia xícara da água do cozimento.`,
      "A água do cozimento tem amido: um pouco dela deixa o molho cremoso e ajuda a envolver a massa.",
    );
  }
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
}
