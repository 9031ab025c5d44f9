/** The sweets a cook's foods make: a cake, a sweet from the pan, a smoothie, a caramel. Pure. */
import { agree, capitalised, folded, listed, shortFood } from "../kitchen";
import { type Shaped, Plan, type Larder, savoryKinds, sweetRoot } from "./larder";
import { the, of, fruitPrep, all } from "./words";

export function isSweet(l: Larder): boolean {
  const savory = l.entries.filter(
    (entry) => savoryKinds.includes(entry.kind) || (entry.kind === "root" && !sweetRoot.test(folded(entry.name))),
  );
  if (savory.length > 0) return false;
  if (l.has("sugar", "condensed", "chocolate")) return true;
  return l.has("fruit", "flour") || (l.has("milk", "plantMilk") && !l.has("egg", "cheese"));
}

export function sweet(l: Larder): Shaped {
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
