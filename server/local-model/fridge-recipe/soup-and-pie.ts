/** A soup, and a blender pie with its filling: the two dishes a name can ask for by their first word. Pure. */
import { folded } from "../kitchen";
import { type Entry, type Shaped, Plan, type Larder } from "./larder";
import { the, of, all } from "./words";
import { soakFirst } from "./savory";

export function soup(l: Larder): Shaped {
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

export function pie(l: Larder): Shaped {
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
