/**
 * The savoury dishes cooked in one pan: proteins browned first, then the aromatics,
 * vegetables and sauce, and the dish's own ending (a rice, beans, an omelette, a pasta,
 * a sauté). Pure.
 */
import { agree, capitalised, listed } from "../kitchen";
import type { Entry, Shaped } from "./larder";
import { the, until, tenderButFirm, all, sauteMinutes } from "./words";
import { finish } from "./finish";
import type { SavoryParts } from "./savory-parts";

export function inThePan(p: SavoryParts): Shaped {
  const {
    shape,
    l,
    plan,
    proteins,
    main,
    fat,
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
  } = p;
  const {
    tomatoes,
    eggs,
    cheese,
    creams,
    milks,
    quick,
    canned,
    pastas,
    legumes,
    cookedLegumes,
    herbs,
    flours,
    liquids,
    otherGrains,
    rice,
  } = p;
  let servings = 4;
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
