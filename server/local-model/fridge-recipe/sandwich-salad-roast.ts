/** The savoury dishes that skip the pan's sequence: a toasted sandwich, a salad, roasted vegetables. Pure. */
import { agree, capitalised, folded, shortFood } from "../kitchen";
import { type Shaped, Plan, type Larder } from "./larder";
import { the, of, until, all, bare } from "./words";
import { finish } from "./finish";
import type { SavoryParts } from "./savory-parts";

/** A sandwich, toasted in the pan when it has cheese. */
export function sandwich(l: Larder): Shaped {
  const plan = new Plan();
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

/** The salad is assembled raw; what a cook never eats raw (meat, fish, eggs, roots) is cooked and cooled first. */
export function salad(p: SavoryParts): Shaped {
  const { l, plan, proteins, fat, citrus, salt, roots, vegetables, salads, tomatoes, eggs, cheese, quick, canned, cookedLegumes, herbs } =
    p;
  const servings = 2;
  const sour = citrus ?? l.staple("limão", { quantity: 1, unit: "unidade" }, "o suco de meio limão");
  const dressingFat = l.of("fat")[0] ?? fat;
  const toCook = proteins.filter((entry) => entry.kind !== "saltedMeat");
  if (toCook.length > 0) {
    plan.add(`Aqueça um fio de azeite em uma frigideira e doure ${all(toCook)} por 6 a 8 minutos, até cozinhar por dentro. Deixe esfriar.`);
  }
  if (roots.length > 0) {
    plan.add(`Cozinhe ${all(roots)} em água com sal por 20 minutos, ${until("macio", roots)}. Escorra e deixe esfriar.`);
  }
  if (eggs.length > 0)
    plan.add(`Cozinhe ${all(eggs)} em água fervente por 10 minutos, passe para água fria, descasque e corte em quartos.`);
  const leaves = salads.filter((entry) => !/\b(pepino|rabanete)\b/.test(folded(entry.name)));
  if (leaves.length > 0) plan.add(`Lave bem ${all(leaves)} e seque. Rasgue as folhas grandes com as mãos.`);
  const sliced = [...tomatoes, ...salads.filter((entry) => !leaves.includes(entry)), ...vegetables, ...l.of("fruit"), ...l.of("aromatic")];
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

/** Roasted vegetables. */
export function roast(p: SavoryParts): Shaped {
  const { l, plan, fat, salt, onions, garlics, roots, vegetables, mushrooms, greens, salads, cheese, quick, canned, herbs } = p;
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
  return { plan, title, servings: 4, times: [15, 40] };
}
