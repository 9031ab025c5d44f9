/** The cookbook's cakes and sweets: a bolo de cenoura, a brigadeiro, a pudim, a mousse. */
import { item, type Dish } from "./dish";

export const sweets: Dish[] = [
  {
    names: ["bolo de cenoura com cobertura de chocolate", "bolo de cenoura"],
    title: "Bolo de Cenoura com Cobertura de Chocolate",
    description: "Bolo fofinho de liquidificador com cenoura e uma cobertura de chocolate que endurece por cima.",
    items: [
      item("cenoura", "cenoura média", 3, "unidade"),
      item("ovos", "ovos", 3, "unidade", { subs: [{ name: "linhaça moída hidratada em água", quantity: 9, unit: "colher de sopa" }] }),
      item("oleo", "óleo", 1, "xícara"),
      item("acucar", "açúcar", 2, "xícara"),
      item("farinha", "farinha de trigo", 2.5, "xícara"),
      item("fermento", "fermento químico em pó", 1, "colher de sopa"),
      item("condensado", "leite condensado", 395, "g"),
      item("manteiga", "manteiga", 1, "colher de sopa", { subs: ["manteiga sem lactose", "óleo de coco"] }),
      item("chocolate", "chocolate em pó", 4, "colher de sopa"),
    ],
    steps: [
      "Preaqueça o forno a 180 °C. Unte uma forma de 20 x 30 cm com óleo e polvilhe um pouco {de farinha}.",
      "Descasque {cenoura} e corte em rodelas. Bata no liquidificador com {ovos,oleo} por 3 minutos, até ficar homogêneo.",
      "Passe para uma tigela e misture {acucar}. Acrescente {farinha} aos poucos, mexendo com um batedor de arame, e por último {fermento}, sem bater demais.",
      {
        text: "Despeje na forma e asse por cerca de 40 minutos, até o palito sair limpo.",
        tip: "Não abra o forno nos primeiros 25 minutos: o bolo pode murchar.",
      },
      "Para a cobertura, leve ao fogo baixo {condensado,manteiga,chocolate}, mexendo sempre, por cerca de 8 minutos, até engrossar levemente.",
      "Espalhe a cobertura ainda quente sobre o bolo morno e espere firmar antes de cortar.",
    ],
    tags: ["Sobremesas", "Café da Manhã", "Brasileira"],
    times: [20, 45],
    servings: 16,
    difficulty: "fácil",
    nutrition: [310, 4.5, 45, 13, 1.2],
  },
  {
    names: ["brigadeiro de panela", "brigadeiro"],
    title: "Brigadeiro",
    description: "O doce de festa: {=condensado} cozido com chocolate até desgrudar da panela, enrolado e passado no granulado.",
    items: [
      item("condensado", "leite condensado", 395, "g"),
      item("manteiga", "manteiga", 1, "colher de sopa", { subs: ["manteiga sem lactose", "óleo de coco"] }),
      item("chocolate", "chocolate em pó", 4, "colher de sopa"),
      item("granulado", "chocolate granulado", 100, "g"),
    ],
    steps: [
      "Em uma panela de fundo grosso, junte {condensado,manteiga,chocolate}.",
      {
        text: "Cozinhe em fogo baixo, mexendo sem parar com uma espátula, por 10 a 12 minutos, até a massa desgrudar do fundo da panela.",
        tip: "No ponto certo, ao inclinar a panela, a massa escorrega inteira e o fundo fica à mostra por alguns segundos.",
      },
      "Passe para um prato untado e deixe esfriar por 1 hora.",
      "Com as mãos untadas, enrole bolinhas de 15 g e passe {em granulado}. Coloque em forminhas de papel.",
    ],
    tags: ["Sobremesas", "Brasileira"],
    times: [20, 15],
    servings: 25,
    difficulty: "fácil",
    nutrition: [65, 1, 10, 2.5, 0.3],
  },
  {
    names: ["pudim de leite condensado", "pudim de leite", "pudim"],
    title: "Pudim de Leite Condensado",
    plainTitle: "Pudim",
    description: "Pudim liso e cremoso de {=condensado}, com calda de caramelo.",
    items: [
      item("acucar", "açúcar", 1, "xícara"),
      item("agua", "água", 0.5, "xícara"),
      item("condensado", "leite condensado", 395, "g"),
      item("leite", "leite", 395, "ml"),
      item("ovos", "ovos", 3, "unidade", { subs: [{ name: "amido de milho", quantity: 3, unit: "colher de sopa" }] }),
    ],
    steps: [
      "Para a calda, derreta {acucar} em uma panela em fogo médio, sem mexer, até virar um caramelo dourado. Junte {agua} com cuidado, deixe dissolver e espalhe na forma de pudim com furo central.",
      (r) =>
        r.is("ovos")
          ? "Bata no liquidificador {condensado,leite,ovos} por 3 minutos."
          : "Bata no liquidificador {condensado,leite,ovos} por 1 minuto. Leve ao fogo médio, mexendo sempre, por 8 minutos, até engrossar.",
      (r) =>
        r.is("ovos")
          ? {
              text: "Despeje na forma caramelizada, cubra com papel-alumínio e asse em banho-maria, em forno preaquecido a 180 °C, por 1 hora e 30 minutos, até firmar.",
              tip: "A água do banho-maria deve estar quente e não pode secar: complete se precisar.",
            }
          : "Despeje o creme na forma caramelizada.",
      "Deixe esfriar e leve à geladeira por pelo menos 6 horas antes de desenformar.",
    ],
    tags: ["Sobremesas", "Brasileira"],
    times: [20, 90],
    servings: 10,
    difficulty: "médio",
    nutrition: [320, 8, 52, 9, 0],
  },
  {
    names: ["mousse de maracuja"],
    title: "Mousse de Maracujá",
    description: "Mousse de três ingredientes no liquidificador: azedinha, cremosa e pronta para gelar.",
    items: [
      item("condensado", "leite condensado", 395, "g"),
      item("creme", "creme de leite", 200, "g"),
      item("suco", "suco concentrado de maracujá", 200, "ml"),
      item("polpa", "polpa de maracujá com sementes", 1, "unidade", { optional: true }),
    ],
    steps: [
      {
        text: "Bata no liquidificador {condensado,creme,suco} por 3 minutos, até engrossar.",
        tip: "Use o suco concentrado, sem diluir: é a acidez dele que firma a mousse.",
      },
      "Despeje em taças ou em uma travessa e leve à geladeira por pelo menos 3 horas.",
      "Na hora de servir, espalhe {polpa} por cima.",
    ],
    tags: ["Sobremesas", "Brasileira", "Rápida"],
    times: [10, 0],
    servings: 8,
    difficulty: "fácil",
    nutrition: [290, 5, 38, 13, 0.6],
  },
];
