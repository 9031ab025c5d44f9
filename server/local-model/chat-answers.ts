/**
 * The scripted chef's answers to questions that ask for no change ("quanto tempo dura
 * na geladeira?", "posso congelar?", "o que significa refogar?", "qual o ponto do
 * brigadeiro?"): short, about this recipe where it can (what kind of dish it is, what
 * it is made of, what the cook avoids), and never a claim that anything was changed.
 * Pure.
 */
import type { Avoidance } from "~/domain/restrictions";
import { conflictsIn } from "~/domain/restrictions";
import { formatAmount, type Unit } from "~/domain/recipe";
import { safeSubstitutes } from "~/domain/safe-substitutes";
import { because, isAvoided, reasonsIn, substituteFor, type Avoid } from "./adapt";
import { folded, kindOf, listed, withArticle } from "./kitchen";

export interface AskedRecipe {
  title: string;
  description: string;
  servings: number | null;
  ingredients: { quantity: number; unit: string; name: string }[];
}

type DishKind = "cake" | "sweet" | "chilled" | "fried" | "baked" | "soup" | "beans" | "fish" | "salad" | "drink" | "bread" | "savory";

/** What kind of dish this is, from its title and ingredients. */
export function dishKindOf(recipe: AskedRecipe): DishKind {
  const title = folded(recipe.title);
  const kinds = recipe.ingredients.map((ingredient) => kindOf(ingredient.name));
  if (/\b(suco|vitamina|cafe|cha|limonada|caipirinha|smoothie|chocolate quente|quentao|mate)\b/.test(title)) return "drink";
  if (/\b(bolo|cuca|muffin|brownie|rocambole|bolo de rolo)\b/.test(title)) return "cake";
  if (/\b(pudim|mousse|pave|gelatina|manjar|sorvete|torta gelada|cheesecake)\b/.test(title)) return "chilled";
  if (/\b(brigadeiro|beijinho|doce|cocada|quindim|canjica|curau|arroz doce|pe de moleque|compota)\b/.test(title)) return "sweet";
  if (/\b(coxinha|pastel|bolinho|croquete|frito|frita|empanad[oa]|milanesa)\b/.test(title)) return "fried";
  if (/\b(pao|paes|pao de queijo|biscoito|broa|rosca)\b/.test(title)) return "bread";
  if (/\b(sopa|caldo|canja|creme de)\b/.test(title)) return "soup";
  if (/\b(feijoada|feijao|tutu|baiao|lentilha)\b/.test(title)) return "beans";
  if (/\b(salada|vinagrete)\b/.test(title)) return "salad";
  if (/\b(lasanha|escondidinho|torta|empadao|gratinad[oa]|assad[oa]|de forno|parmegiana)\b/.test(title)) return "baked";
  if (kinds.some((kind) => kind === "fish" || kind === "seafood")) return "fish";
  if (kinds.includes("condensed") || (kinds.includes("sugar") && !kinds.some((kind) => ["meat", "poultry", "aromatic"].includes(kind))))
    return "sweet";
  return "savory";
}

const storage: Record<DishKind, string> = {
  cake: "Bem fechado, dura 3 dias fora da geladeira; com cobertura ou recheio cremoso, guarde na geladeira por até 4 dias.",
  sweet: "Em pote fechado, dura 3 dias em temperatura ambiente ou até 5 dias na geladeira.",
  chilled: "Na geladeira, coberto, dura até 3 dias. Não deixe fora da geladeira por mais de 2 horas.",
  fried: "Depois de frito, o ideal é comer no dia; na geladeira dura 2 dias e volta crocante no forno ou na airfryer, não no micro-ondas.",
  baked:
    "Depois de frio, em recipiente fechado na geladeira, dura até 3 dias. Reaqueça no forno, coberto com papel-alumínio, até ficar bem quente no centro.",
  soup: "Na geladeira, em pote fechado, dura até 3 dias. Espere amornar antes de guardar (sem deixar mais de 2 horas fora).",
  beans: "Na geladeira, em pote fechado, dura de 4 a 5 dias. Ferva bem antes de servir de novo.",
  fish: "Peixes e frutos do mar cozidos duram só 1 a 2 dias na geladeira, em pote fechado.",
  salad: "Guarde sem tempero, em pote fechado com papel-toalha, por até 2 dias; tempere só na hora de servir.",
  drink: "O melhor é tomar na hora; na geladeira, em garrafa fechada, dura até 24 horas.",
  bread: "Em saco ou pote fechado, dura 2 dias; volta a ficar macio depois de 5 minutos no forno.",
  savory: "Na geladeira, em pote fechado, dura até 3 dias. Espere amornar antes de guardar e reaqueça até ferver.",
};

const freezing: Record<DishKind, string> = {
  cake: "Pode, sim: sem cobertura, bem embrulhado em filme, dura até 2 meses no freezer. Descongele na geladeira e cubra depois.",
  sweet: "Congela bem por até 2 meses em pote fechado; descongele na geladeira.",
  chilled:
    "Não recomendo: pudins e mousses soltam água e mudam de textura ao descongelar. Se congelar, sirva ainda gelado, como sobremesa de freezer.",
  fried:
    "Congele cru, já empanado, em uma assadeira, e depois passe para um saco: dura 3 meses e vai direto do freezer para o óleo quente.",
  baked:
    "Pode, sim: em porções ou no próprio refratário bem coberto, dura até 3 meses. Descongele na geladeira na véspera e aqueça no forno.",
  soup: "Pode, sim: em potes, deixando um espaço para expandir, dura até 3 meses. Descongele na geladeira ou direto na panela, em fogo baixo.",
  beans: "Pode, sim: em potes com um pouco de caldo, dura até 3 meses. Descongele na geladeira e ferva antes de servir.",
  fish: "Pode, por até 1 mês, em pote bem fechado; descongele na geladeira e aqueça só o necessário para não ressecar.",
  salad: "Não: folhas e legumes crus murcham e soltam água ao descongelar.",
  drink: "Dá para congelar em forminhas de gelo e bater de novo depois; pronto, a textura muda.",
  bread: "Pode, sim: congele cru ou assado por até 3 meses; o assado volta ao forno por 8 minutos.",
  savory: "Pode, sim: em potes fechados, dura até 3 meses. Descongele na geladeira e reaqueça até ferver.",
};

const glossary: [RegExp, string][] = [
  [
    /\brefog/,
    "Refogar é cozinhar rapidamente em um pouco de gordura (óleo, azeite ou manteiga), mexendo, até o ingrediente amaciar e perfumar, sem deixar queimar: é a base de cebola e alho de quase toda comida salgada.",
  ],
  [/\bdour/, "Dourar é deixar o alimento no calor, em gordura quente, até formar uma crosta dourada por fora: é ela que dá sabor."],
  [/\bsel(ar|e|ando)\b/, "Selar é dourar a carne em fogo bem alto, por poucos minutos de cada lado, só para formar uma crosta por fora."],
  [
    /\bsaltea|\bsaltei/,
    "Saltear é cozinhar rápido em fogo alto, com pouca gordura, movimentando a panela, para o alimento dourar sem perder a textura.",
  ],
  [/\bbranque/, "Branquear é mergulhar o legume em água fervente por 1 a 2 minutos e logo em água com gelo: fixa a cor e deixa al dente."],
  [
    /\bescald/,
    "Escaldar é despejar líquido fervente sobre um ingrediente (como o polvilho do pão de queijo) ou mergulhá-lo rapidamente em água fervente.",
  ],
  [
    /\bbanho ?maria\b/,
    "Banho-maria é cozinhar com calor suave: a forma vai dentro de outra maior com água quente, no forno ou no fogão, para o creme não talhar.",
  ],
  [/\bal dente\b/, "Al dente é o ponto da massa cozida que ainda oferece uma leve resistência ao morder: macia por fora, firme no centro."],
  [/\bponto de fio\b/, "Ponto de fio é quando a calda de açúcar, pega entre dois dedos, forma um fio fino ao separá-los."],
  [
    /\bponto de bala\b/,
    "Ponto de bala é quando uma gota da calda, pingada em água fria, forma uma bolinha que dá para pegar com os dedos.",
  ],
  [
    /\bponto de neve\b|\bclaras? em neve\b/,
    "Claras em neve são claras batidas até ficarem firmes e brancas: virando a tigela, elas não escorregam.",
  ],
  [
    /\buntar\b|\bunte\b|\buntad/,
    "Untar é passar uma camada fina de gordura na forma (e, em geral, polvilhar farinha) para a massa não grudar.",
  ],
  [/\benfarinh|\bpolvilh/, "Polvilhar ou enfarinhar é espalhar uma camada fina de farinha (ou outro pó) sobre a forma ou o alimento."],
  [/\bsov/, "Sovar é amassar com as mãos, dobrando e esticando, até a massa ficar lisa e elástica."],
  [/\breduz/, "Reduzir é deixar o líquido ferver sem tampa até evaporar parte da água: o molho engrossa e o sabor concentra."],
  [
    /\bgratin/,
    "Gratinar é levar ao forno bem quente (ou ao grill) para dourar a superfície, em geral coberta de queijo ou farinha de rosca.",
  ],
  [
    /\bmarin/,
    "Marinar é deixar o alimento descansando em um tempero líquido (com limão, vinho ou vinagre, alho e ervas) para pegar sabor.",
  ],
  [
    /\bdessalg/,
    "Dessalgar é deixar carne-seca ou bacalhau de molho em água na geladeira, trocando a água várias vezes, por 12 a 24 horas, para tirar o excesso de sal.",
  ],
  [/\bdesfi/, "Desfiar é separar a carne cozida em lascas finas, puxando com dois garfos ou com as mãos, no sentido das fibras."],
  [
    /\bdeglace/,
    "Deglacear é jogar um líquido (água, caldo ou vinho) na panela quente e raspar o fundo para soltar o que grudou: ali está o sabor.",
  ],
  [
    /\bflamb/,
    "Flambar é pôr fogo na bebida alcoólica na panela para queimar o álcool e deixar só o aroma. Faça com o exaustor desligado e longe de cortinas.",
  ],
  [/\bcarameliz/, "Caramelizar é aquecer o açúcar (ou o açúcar natural de cebolas e frutas) até dourar e ganhar sabor de caramelo."],
  [/\bfogo brando\b|\bfogo baixo\b/, "Fogo brando é o fogo baixo: a chama mínima, para cozinhar devagar sem queimar o fundo."],
  [/\bpre ?aquec/, "Preaquecer é ligar o forno 10 a 15 minutos antes, na temperatura da receita, para a massa já entrar no calor certo."],
  [/\bpeneir/, "Peneirar é passar ingredientes secos pela peneira: solta os grumos e deixa a massa mais leve."],
  [/\b(a gosto|q\.?b)\b/, "A gosto é a quantidade que você preferir: comece com pouco, prove e ajuste."],
  [/\bemulsion/, "Emulsionar é misturar vigorosamente líquidos que não se misturam (como azeite e limão) até formar um molho homogêneo."],
];

const doneness: [RegExp, string][] = [
  [
    /brigadeiro|beijinho|doce de panela|doce de leite condensado/,
    "O ponto é quando a massa desgruda do fundo da panela: ao inclinar a panela, ela escorrega inteira e deixa o fundo à mostra por alguns segundos. Para enrolar, cozinhe mais 1 ou 2 minutos; para comer de colher, um pouco menos.",
  ],
  [
    /calda|caramelo/,
    "A calda de caramelo está no ponto quando fica cor de âmbar (dourado escuro). Passou disso, amarga; desligue um pouco antes, porque ela continua escurecendo.",
  ],
  [
    /bolo|cuca/,
    "Espete um palito no centro: se sair limpo ou com migalhas secas, o bolo está pronto. A superfície também volta ao ser pressionada de leve.",
  ],
  [
    /arroz/,
    "O arroz está pronto quando a água secou e aparecem furinhos na superfície; prove um grão: deve estar macio, sem centro duro. Desligue e deixe tampado por 5 minutos.",
  ],
  [/feij/, "O feijão está no ponto quando os grãos se desmancham ao serem apertados com a colher e o caldo fica encorpado."],
  [
    /macarr|massa|espaguete/,
    "Prove a massa 1 minuto antes do tempo da embalagem: ela deve estar macia, mas ainda firme no centro (al dente).",
  ],
  [
    /pudim/,
    "O pudim está pronto quando as bordas estão firmes e o centro treme levemente ao balançar a forma, como gelatina. Ele termina de firmar na geladeira.",
  ],
  [
    /carne|bife|frango|peixe|camarao/,
    "Frango e carne de porco devem ficar sem nenhuma parte rosada no centro; carne bovina em pedaços está pronta quando fica macia ao ser espetada com um garfo. Peixe fica opaco e se solta em lascas; camarão fica rosado e curvado.",
  ],
  [/claras|suspiro|merengue/, "As claras estão em neve quando ficam firmes e brilhantes: virando a tigela, elas não escorregam."],
];

const accompaniments: Record<DishKind, string> = {
  cake: "Combina com um café passado na hora ou um copo de leite; uma bola de sorvete de creme também vai bem.",
  sweet: "Sirva em forminhas, com um café; para uma sobremesa maior, acompanhe com frutas frescas.",
  chilled: "Sirva bem gelado; frutas vermelhas ou uma calda de frutas equilibram o doce.",
  fried: "Vai bem com um molho de pimenta, limão espremido na hora e uma salada verde.",
  baked: "Acompanhe com uma salada verde com tomate e um arroz branco soltinho.",
  soup: "Sirva com pão torrado, um fio de azeite e cheiro-verde por cima.",
  beans: "O clássico: arroz branco, couve refogada, farofa e laranja em gomos.",
  fish: "Arroz branco, pirão ou farofa de dendê e uma salada de folhas com limão.",
  salad: "Funciona como entrada, ou acompanhando um grelhado de sua preferência.",
  drink: "Sirva gelado, logo depois de pronto.",
  bread: "Um café com leite ou um suco de fruta, no café da manhã ou no lanche.",
  savory: "Arroz branco, feijão e uma salada verde fecham o prato.",
};

/** Which avoidance a question asks about ("tem glúten?", "é vegana?"). */
const askedAvoidances: [RegExp, Avoidance][] = [
  [/glut|trigo|celiac/, "glúten"],
  [/lactose|leite|laticinio|intoleran/, "lactose"],
  [/\bovos?\b/, "ovos"],
  [/amendoim/, "amendoim"],
  [/\bsoja\b/, "soja"],
  [/\bnoz|nozes|castanha/, "nozes"],
  [/frutos do mar|camarao|marisco/, "frutos do mar"],
  [/vegan/, "vegano"],
  [/vegetarian|\bcarne\b/, "vegetariano"],
  [/pescetarian/, "pescetariano"],
];

/** Known advice for using one food in place of another. */
const swapAdvice: [RegExp, RegExp, string][] = [
  [
    /\bmel\b/,
    /acucar/,
    "use cerca de 3/4 da quantidade de açúcar em mel e diminua um pouco os líquidos: a massa fica mais úmida e doura mais rápido",
  ],
  [/adocante|xilitol/, /acucar/, "use um adoçante próprio para forno e fogão, na medida indicada na embalagem para substituir o açúcar"],
  [/azeite/, /manteiga|oleo/, "use um pouco menos de azeite que de manteiga (cerca de 3/4); o sabor fica mais marcante"],
  [/iogurte/, /creme de leite/, "use iogurte natural integral e junte fora do fogo, para não talhar"],
  [/integral/, /farinha/, "troque só metade da farinha pela integral, para o resultado não ficar pesado"],
  [
    /leite (de (aveia|coco|amendoas|arroz)|vegetal)/,
    /\bleite\b/,
    "use a mesma quantidade; prefira as versões sem açúcar nos pratos salgados",
  ],
  [/cacau/, /chocolate/, "use metade da quantidade de cacau e ajuste o açúcar, porque ele é mais amargo"],
];

const prefix = "Demonstração do Chef Virtual:";

/** What a cook avoids, said plainly: "lactose e glúten", "uma dieta vegana". */
function avoidedText(avoidances: readonly Avoidance[]): string {
  const diets = { vegano: "dieta vegana", vegetariano: "dieta vegetariana", pescetariano: "dieta pescetariana" } as const;
  const said = avoidances.map((value) => (value in diets ? diets[value as keyof typeof diets] : value));
  return listed([...new Set(said)]);
}

/** The recipe's ingredient a question names, the longest name first. */
function ingredientNamed(recipe: AskedRecipe, question: string) {
  const text = ` ${folded(question).replace(/[^a-z0-9 ]+/g, " ")} `;
  return [...recipe.ingredients]
    .sort((a, b) => b.name.length - a.name.length)
    .find((ingredient) => {
      const name = folded(ingredient.name).replace(/[^a-z0-9 ]+/g, " ");
      const head = name.split(" ")[0]!;
      return text.includes(` ${name} `) || (head.length > 3 && new RegExp(` ${head}s? `).test(text));
    });
}

/** The answer to a question about the recipe, or null when it is not a question the chef knows. */
export function answerQuestion(recipe: AskedRecipe, question: string, a: Avoid): string | null {
  const q = folded(question);
  const kind = dishKindOf(recipe);
  const say = (text: string) => `${prefix} ${text}`;

  if (/congel|freezer/.test(q)) {
    const notes: string[] = [];
    if (kind !== "salad" && recipe.ingredients.some((ingredient) => /\bbatata\b/.test(folded(ingredient.name)))) {
      notes.push("A batata cozida pode ficar esfarelenta depois de congelada.");
    }
    if (recipe.ingredients.some((ingredient) => /creme de leite|requeijao/.test(folded(ingredient.name))) && kind !== "chilled") {
      notes.push("Molhos com creme de leite podem separar: misture bem ao reaquecer.");
    }
    return say([freezing[kind], ...notes].join(" "));
  }
  if (/geladeira|\bdura\b|duram|conserv|validade|guardar|armazen|estraga|quantos dias/.test(q)) return say(storage[kind]);

  if (/\bponto\b/.test(q)) {
    const about = doneness.find(([pattern]) => pattern.test(q)) ?? doneness.find(([pattern]) => pattern.test(folded(recipe.title)));
    if (about) return say(about[1]);
  }
  if (
    /o que (e|sao|significa|quer dizer)|significado|\bque e\b|como (se )?(faz|fazer) (para )?(refog|dour|sel|branque|escald|dessalg|desfi|gratin|marin|sov|untar|carameliz)/.test(
      q,
    )
  ) {
    const term = glossary.find(([pattern]) => pattern.test(q));
    if (term) return say(term[1]);
  }

  // "tem glúten?", "é vegana?", "posso comer sendo intolerante à lactose?"
  if (/\b(tem|leva|contem|e|eh|serve|posso comer|pode comer|sendo)\b/.test(q)) {
    const asked = askedAvoidances.find(([pattern]) => pattern.test(q));
    if (
      asked &&
      /\b(tem|leva|contem|e|eh|serve|comer|sendo|vegan\w*|vegetarian\w*|sem)\b/.test(q) &&
      !/\b(troqu|substitu|tir[ae]|retir|remov)/.test(q)
    ) {
      const avoidance = asked[1];
      const carrying = recipe.ingredients.filter((ingredient) => conflictsIn(ingredient.name, [avoidance]).length > 0);
      const diet = avoidance === "vegano" || avoidance === "vegetariano" || avoidance === "pescetariano";
      if (carrying.length === 0) {
        return say(
          diet
            ? `Pelos ingredientes, esta receita serve para uma ${avoidedText([avoidance])}. Confira os rótulos dos industrializados.`
            : `Pelos ingredientes, esta receita não leva ${avoidance}. Confira os rótulos dos industrializados, que podem ter traços.`,
        );
      }
      const names = carrying.map((ingredient) => ingredient.name);
      const swaps = carrying
        .map((ingredient) => [ingredient.name, safeSubstitutes(ingredient, [...new Set([...a.avoid, avoidance])]).slice(0, 2)] as const)
        .filter(([, options]) => options.length > 0)
        .slice(0, 2)
        .map(([name, options]) => `${name} por ${options.join(" ou ")}`);
      return say(
        `${diet ? `Não serve para uma ${avoidedText([avoidance])}` : `Leva ${avoidance}`}: ${listed(names)}.` +
          (swaps.length > 0 ? ` Dá para trocar ${listed(swaps)}: se quiser, peça e eu reescrevo a receita.` : ""),
      );
    }
  }

  if (/quantas porcoes|quantas pessoas|serve quantas|rende quant|quanto rende|\brende\b/.test(q) && recipe.servings !== null) {
    return say(
      `A receita rende ${recipe.servings} ${recipe.servings === 1 ? "porção" : "porções"}. Se quiser outra quantidade, peça, por exemplo, "adapte para 2 porções".`,
    );
  }

  // "o que posso usar no lugar do leite?", "posso usar mel?", "como substituir o ovo?"
  if (/substitu|no lugar|em vez|trocar|posso usar|pode usar|da pra usar|da para usar|serve\b/.test(q)) {
    const own = ingredientNamed(recipe, q);
    const newcomer =
      /\b(usar|colocar|por|botar)\s+(?:o |a |os |as |um |uma )?([\p{L} -]+?)(?:\s+(?:no lugar|em vez|na receita|nessa|nesta|tambem)|\?|$)/u
        .exec(q)?.[2]
        ?.trim();
    if (newcomer && !/^(no lugar|em vez|o que|algo|alguma)/.test(newcomer) && (!own || !folded(own.name).includes(newcomer))) {
      const target =
        own ??
        recipe.ingredients.find((ingredient) =>
          swapAdvice.some(([food, replaced]) => food.test(newcomer) && replaced.test(folded(ingredient.name))),
        );
      if (isAvoided(newcomer, a)) {
        const reasons = reasonsIn(newcomer, a);
        const instead = substituteFor({ name: newcomer, quantity: 1, unit: "g" }, a)?.name;
        return say(
          `Como ${because(reasons.length > 0 ? reasons : a.avoid)}, eu não usaria ${newcomer} nesta receita.${instead ? ` No lugar, ${instead} funciona.` : ""}`,
        );
      }
      const advice = target
        ? swapAdvice.find(([food, replaced]) => food.test(newcomer) && replaced.test(folded(target.name)))?.[2]
        : undefined;
      if (target) {
        return say(
          `Pode, sim: ${newcomer} pode entrar no lugar ${withArticle(target.name, "de")}${advice ? `; ${advice}` : ", mas o sabor e a textura mudam um pouco"}. Se quiser, peça "troque ${target.name} por ${newcomer}" e eu reescrevo a receita.`,
        );
      }
      return say(
        `Pode, sim, desde que combine com o prato: junte aos poucos e prove. Se quiser que eu acrescente à receita, peça "acrescente ${newcomer}".`,
      );
    }
    if (own) {
      const options = safeSubstitutes(own, a.avoid).slice(0, 3);
      return say(
        options.length > 0
          ? `No lugar ${withArticle(own.name, "de")} você pode usar ${listed(options.map((option) => option))}. Se quiser, peça "troque ${own.name} por ${options[0]}" e eu reescrevo a receita.`
          : `Não conheço um bom substituto para ${own.name} nesta receita; se quiser, posso tirá-lo: peça "sem ${own.name}".`,
      );
    }
  }

  // "quanto de açúcar vai?"
  if (/\bquant[oa]s?\b/.test(q) && !/tempo|calori|grau|temperatura/.test(q)) {
    const own = ingredientNamed(recipe, q);
    if (own) {
      const amount = formatAmount(own.quantity, own.unit as Unit);
      return say(
        `A receita leva ${amount} de ${own.name}${recipe.servings ? `, para ${recipe.servings} ${recipe.servings === 1 ? "porção" : "porções"}` : ""}.`,
      );
    }
  }

  if (/air ?fryer|fritadeira/.test(q)) {
    return say(
      kind === "cake"
        ? "Dá, em forma pequena que caiba no cesto: 160 °C por 25 a 30 minutos, coberta com papel-alumínio nos primeiros 15 para não queimar por cima."
        : "Dá, sim: use 180 °C, em camada única e sem amontoar, por cerca de 20% menos tempo que no forno, virando na metade.",
    );
  }
  if (/sem forno|nao tenho forno|\bforno\b.*\b(nao|sem)\b|\bpanela\b|fogao|micro ?ondas/.test(q)) {
    if (kind === "cake") {
      return say(
        "Dá para fazer na panela: use uma panela de fundo grosso untada e enfarinhada, tampe e cozinhe em fogo bem baixo por cerca de 40 minutos, até o palito sair limpo. Não abra a tampa antes de 25 minutos.",
      );
    }
    if (kind === "baked")
      return say(
        "Sem forno, monte em uma frigideira funda ou panela com tampa e aqueça em fogo baixo por 15 minutos; não vai gratinar, mas fica saboroso.",
      );
    if (/pressao/.test(q))
      return say(
        "Na panela de pressão, carnes e feijão cozinham em cerca de um terço do tempo: conte o tempo depois que pegar pressão e só abra depois que a pressão sair toda.",
      );
    return say("Dá, sim: esta receita pode ser feita toda no fogão. Use panela de fundo grosso e fogo médio para não queimar o fundo.");
  }
  if (/vespera|antes|adiantar|antecedencia|de vespera/.test(q)) {
    return say(
      `${kind === "salad" || kind === "fried" ? "Prepare os ingredientes na véspera, mas monte (ou frite) só na hora." : "Pode, sim: prepare na véspera e guarde na geladeira."} ${storage[kind]}`,
    );
  }
  if (/acompanh|servir com|serve com|combina com|o que servir|com o que/.test(q)) return say(accompaniments[kind]);
  if (/quanto tempo|tempo de forno|temperatura|quantos graus|quanto tempo leva/.test(q)) {
    return say(
      kind === "cake"
        ? "Bolos assam em geral a 180 °C, por 35 a 45 minutos, em forno preaquecido; o palito saindo limpo é o sinal de que está pronto."
        : "Siga os tempos do modo de preparo; como referência, assados vão a 180–200 °C em forno preaquecido, e cozidos estão prontos quando ficam macios ao garfo.",
    );
  }
  if (/saudavel|caloria|engorda|\bdieta\b|proteina|carboidrato|gordura/.test(q)) {
    const heavy = recipe.ingredients.filter((ingredient) =>
      /\b(acucar|oleo|azeite|manteiga|margarina|creme de leite|leite condensado|bacon)\b/.test(folded(ingredient.name)),
    );
    return say(
      heavy.length > 0
        ? `O que mais pesa aqui é ${listed(heavy.map((ingredient) => ingredient.name))}. Se quiser, peça "deixe mais saudável" e eu reduzo essas quantidades.`
        : "Ela já é leve: não leva açúcar, creme de leite nem muita gordura. Para equilibrar, sirva com salada e legumes.",
    );
  }
  if (/solou|embatum|afund|murch|abatum/.test(q)) {
    return say(
      "Costuma ser forno aberto cedo demais, fermento vencido ou massa batida demais depois da farinha. Misture a farinha só até incorporar e não abra o forno nos primeiros 25 minutos.",
    );
  }
  if (/empap|grudent|unidos/.test(q))
    return say(
      "Arroz empapa com água demais ou mexido durante o cozimento: use o dobro do volume de água, refogue antes e não mexa depois que ferver.",
    );
  if (/talh/.test(q))
    return say("Creme de leite e leite talham com fervura forte ou ácido demais: junte-os com o fogo baixo e não deixe ferver depois.");
  if (/salgad/.test(q))
    return say(
      "Para salvar um prato salgado, junte mais do ingrediente base sem sal (legumes, arroz, caldo sem sal) ou um pouco de creme; batata crua ajuda pouco. Da próxima vez, salgue aos poucos e prove.",
    );
  if (/queim|grudou/.test(q))
    return say(
      "Tire do fogo na hora e passe o que não queimou para outra panela, sem raspar o fundo. Panela de fundo grosso e fogo médio evitam que grude.",
    );
  if (/crocante/.test(q))
    return say("Para ficar crocante: seque bem os ingredientes, use forno bem quente (200 °C ou mais) e não amontoe na assadeira.");
  if (/cremos|fofinh|macio|macia/.test(q)) {
    return say(
      kind === "cake"
        ? "Para um bolo mais fofo: ingredientes em temperatura ambiente, farinha peneirada e misturada sem bater demais, e fermento por último."
        : "Para ficar mais cremoso, cozinhe em fogo baixo e finalize com um pouco de caldo quente, mexendo.",
    );
  }
  const term = glossary.find(([pattern]) => pattern.test(q));
  if (term && /\b(o que|como|significa|que e)\b/.test(q)) return say(term[1]);
  return null;
}

/** For a question the chef has no specific answer to: honest, and how to ask for a change. */
export function generalAnswer(question: string): string {
  const asked = question.replace(/\s+/g, " ").trim().slice(0, 80);
  return `${prefix} sobre "${asked}", não tenho uma resposta precisa nesta demonstração. Como regra geral, prove e ajuste o sal no final e respeite os tempos da receita. Se quiser mudar a receita, peça, por exemplo, "adapte para 2 porções" ou "troque o ingrediente X por Y".`;
}
