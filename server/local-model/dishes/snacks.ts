/** The cookbook's snacks and breakfast: a pão de queijo, a tapioca, a coxinha. */
import { item, salt, onion, garlic, greens, type Dish } from "./dish";

export const snacks: Dish[] = [
  {
    names: ["pao de queijo mineiro", "pao de queijo"],
    title: "Pão de Queijo Mineiro",
    plainTitle: "Bolinhas de Polvilho Assadas",
    description: "Bolinhas de polvilho escaldado com {=queijo}, crocantes por fora e elásticas por dentro.",
    items: [
      item("azedo", "polvilho azedo", 250, "g"),
      item("doce", "polvilho doce", 250, "g"),
      item("leite", "leite", 1, "xícara"),
      item("agua", "água", 0.5, "xícara"),
      item("oleo", "óleo", 0.5, "xícara"),
      item("sal", "sal", 1, "colher de chá"),
      item("ovos", "ovos", 2, "unidade"),
      item("queijo", "queijo meia-cura ralado", 200, "g", { subs: ["queijo sem lactose", "queijo vegano"] }),
    ],
    steps: [
      "Preaqueça o forno a 180 °C.",
      "Em uma panela, ferva {leite,agua,oleo,sal}.",
      "Em uma tigela grande, coloque os dois polvilhos e escalde com o líquido fervente, mexendo com uma colher até esfarelar. Deixe amornar por 10 minutos.",
      (r) =>
        r.is("ovos")
          ? "Junte {ovos}, um a um, sovando com as mãos até a massa ficar lisa. Acrescente {queijo} e amasse até incorporar."
          : "Junte {ovos} e sove com as mãos até a massa ficar lisa. Acrescente {queijo} e amasse até incorporar.",
      "Com as mãos untadas, faça bolinhas de 3 cm e disponha em uma assadeira, com espaço entre elas.",
      {
        text: "Asse por 25 a 30 minutos, até dourar. Sirva quente.",
        tip: "As bolinhas cruas podem ser congeladas e assadas sem descongelar.",
      },
    ],
    tags: ["Café da Manhã", "Mineira"],
    times: [25, 30],
    servings: 10,
    difficulty: "fácil",
    nutrition: [190, 5, 22, 9, 0.3],
  },
  {
    names: ["tapioca recheada", "tapioca de queijo", "tapioca"],
    title: "Tapioca com Queijo Coalho",
    plainTitle: "Tapioca",
    description: "Disco de goma de tapioca feito na frigideira, com recheio de {=queijo}.",
    items: [
      item("goma", "goma de tapioca hidratada", 200, "g"),
      item("queijo", "queijo coalho ralado", 100, "g", { subs: ["queijo sem lactose", "coco fresco ralado"] }),
      item("manteiga", "manteiga", 1, "colher de chá", { optional: true, subs: ["manteiga sem lactose"], dropIfAvoided: true }),
    ],
    steps: [
      "Passe {goma} por uma peneira, esfregando com as mãos, para ficar bem soltinha.",
      "Aqueça uma frigideira antiaderente em fogo médio, sem óleo. Espalhe metade da goma peneirada, formando um disco fino e uniforme.",
      "Quando as bordas soltarem e a goma ficar unida, em cerca de 1 minuto, espalhe metade {de queijo} sobre uma das metades.",
      "Dobre ao meio e deixe mais 1 minuto, para o recheio aquecer. Passe {manteiga} por cima, se quiser. Repita com o restante.",
    ],
    tags: ["Café da Manhã", "Rápida"],
    times: [5, 5],
    servings: 2,
    difficulty: "fácil",
    nutrition: [260, 8, 40, 8, 0.5],
  },
  {
    names: ["coxinha de frango", "coxinha"],
    title: "Coxinha de Frango",
    plainTitle: "Coxinha",
    description: "Massa cozida no caldo, recheio de {=frango} temperado, empanada e frita até dourar.",
    main: "frango",
    items: [
      item("frango", "peito de frango", 500, "g", { subs: [{ name: "palmito", quantity: 400, unit: "g" }, "jaca verde desfiada"] }),
      item("agua", "água", 1, "l"),
      item("farinha", "farinha de trigo", 500, "g"),
      item("manteiga", "manteiga", 2, "colher de sopa", { subs: ["manteiga sem lactose", "óleo"] }),
      onion(),
      garlic(2),
      item("requeijao", "requeijão cremoso", 3, "colher de sopa", { optional: true, dropIfAvoided: true }),
      greens(),
      item("ovos", "ovos", 2, "unidade", {
        subs: [
          { name: "leite", quantity: 0.5, unit: "xícara" },
          { name: "água com um pouco de farinha", quantity: 0.5, unit: "xícara" },
        ],
      }),
      item("rosca", "farinha de rosca", 2, "xícara"),
      item("oleo", "óleo para fritar", 1, "l"),
      salt,
    ],
    steps: [
      (r) =>
        r.is("frango")
          ? "Cozinhe {frango} {em agua} com sal por 25 minutos. Retire, desfie e reserve 3 xícaras do caldo."
          : "Ferva {agua} com sal e reserve 3 xícaras para a massa. Pique bem {frango}.",
      "Refogue {cebola,alho} em um fio de óleo por 3 minutos, junte {frango,cheiro} e refogue por 5 minutos. Misture {requeijao}. Deixe esfriar.",
      "Para a massa, ferva o caldo reservado com {manteiga} e sal. Junte {farinha} de uma vez e mexa vigorosamente em fogo baixo por 3 minutos, até desgrudar da panela.",
      "Passe a massa para uma superfície untada e sove por 2 minutos, ainda morna, até ficar lisa.",
      "Abra porções de 40 g na palma da mão, recheie e feche no formato de gota.",
      "Passe cada coxinha {em ovos} e depois {em rosca}.",
      {
        text: "Frite {em oleo} a 180 °C, poucas por vez, por cerca de 4 minutos, até dourar. Escorra em papel-toalha.",
        tip: "Óleo frio demais encharca a coxinha; quente demais doura por fora e deixa o recheio frio.",
      },
    ],
    tags: ["Jantar", "Brasileira"],
    times: [60, 30],
    servings: 10,
    difficulty: "difícil",
    nutrition: [180, 9, 18, 8, 0.8],
  },
];
