/**
 * What the scripted chef knows about a kind of dish and its foods: how long it keeps,
 * whether it freezes, what goes with it, what the kitchen words mean, how to tell it is
 * done, and how to use one food in place of another. Data and one pure reading of a
 * recipe (dishKindOf).
 */
import type { Avoidance } from "~/domain/restrictions";
import { folded, kindOf } from "../kitchen";

export interface AskedRecipe {
  title: string;
  description: string;
  servings: number | null;
  ingredients: { quantity: number; unit: string; name: string }[];
}

export type DishKind =
  "cake" | "sweet" | "chilled" | "fried" | "baked" | "soup" | "beans" | "fish" | "salad" | "drink" | "bread" | "savory";

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

export const storage: Record<DishKind, string> = {
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

export const freezing: Record<DishKind, string> = {
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

export const glossary: [RegExp, string][] = [
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

export const doneness: [RegExp, string][] = [
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

export const accompaniments: Record<DishKind, string> = {
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
export const askedAvoidances: [RegExp, Avoidance][] = [
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
export const swapAdvice: [RegExp, RegExp, string][] = [
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
