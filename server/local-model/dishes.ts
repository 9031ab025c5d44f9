/**
 * The scripted model's cookbook: common Brazilian dishes it writes by name, each with
 * its defining ingredients, realistic amounts and steps in the order a cook works.
 *
 * Steps and texts name ingredients through placeholders, so that a swap for what the
 * cook avoids (adapt.ts) rewrites them: `{key}` is the ingredient with its article ("a
 * cebola"), `{=key}` without it, `{de key}` / `{em key}` / `{a key}` contracted ("do
 * leite", "na farinha de rosca", "ao molho"), `{a,b,c}` a list ("a cebola, o alho e o
 * tomate"). A sentence whose single ingredient was left out is dropped; a list skips it.
 * A step may depend on whether an ingredient is the original (`r.is("carne")`) or a
 * stand-in, so a mushroom is not cooked like dried beef.
 */
import type { Difficulty, Unit } from "~/domain/recipe";
import type { Swap } from "./adapt";

export interface DishItem {
  key: string;
  name: string;
  quantity: number;
  unit: Unit;
  optional?: boolean;
  /** Stand-ins that fit this dish, best first (the engine's safe list comes after). */
  subs?: Swap[];
  /** Left out rather than replaced by a generic stand-in when the cook avoids it. */
  dropIfAvoided?: boolean;
}

/** What a step can ask about an ingredient. */
export interface Resolved {
  /** The original ingredient is in the recipe. */
  is(key: string): boolean;
}

export type Text = string | ((r: Resolved) => string);
export type StepValue = string | { text: Text; tip?: Text };
export type DishStep = StepValue | ((r: Resolved) => StepValue);

export interface Dish {
  /** Folded names that ask for it, most specific first. */
  names: string[];
  title: string;
  /** A title that names no food, for when the usual one cannot be kept. */
  plainTitle?: string;
  description: string;
  /** The ingredient a name may replace ("moqueca de camarão"). */
  main?: string;
  items: DishItem[];
  steps: DishStep[];
  tags: string[];
  times: [prep: number, cook: number];
  servings: number;
  difficulty: Difficulty;
  /** Per serving: calories, protein, carbs, fat, fiber. */
  nutrition: [number, number, number, number, number];
}

const item = (key: string, name: string, quantity: number, unit: Unit, extra: Partial<DishItem> = {}): DishItem => ({
  key,
  name,
  quantity,
  unit,
  ...extra,
});

const salt = item("sal", "sal", 1, "pitada");
const pepper = item("pimenta", "pimenta-do-reino", 1, "pitada");
const onion = (quantity = 1) => item("cebola", "cebola", quantity, "unidade");
const garlic = (quantity = 3) => item("alho", "dente de alho", quantity, "unidade");
const greens = (quantity = 3) => item("cheiro", "cheiro-verde picado", quantity, "colher de sopa", { optional: true });
const oil = (quantity = 2) => item("oleo", "óleo", quantity, "colher de sopa", { subs: ["azeite"] });
const mushrooms = (name = "cogumelos shiitake", quantity?: number) => (quantity ? { name, quantity, unit: "g" as Unit } : { name });

export const dishes: Dish[] = [
  {
    names: ["escondidinho de carne seca", "escondidinho de mandioca", "escondidinho"],
    title: "Escondidinho de Carne-Seca",
    plainTitle: "Escondidinho de Mandioca",
    description: "Purê cremoso de mandioca escondendo um recheio refogado de {=carne} com cebola, gratinado com {=queijo}.",
    main: "carne",
    items: [
      item("carne", "carne-seca dessalgada", 500, "g", { subs: [mushrooms("cogumelos shimeji"), "jaca verde cozida"] }),
      item("mandioca", "mandioca descascada", 1, "kg"),
      item("leite", "leite", 1, "xícara"),
      item("manteiga", "manteiga", 2, "colher de sopa"),
      oil(),
      onion(2),
      garlic(),
      item("tomate", "tomate", 1, "unidade"),
      greens(),
      item("queijo", "queijo muçarela ralado", 150, "g"),
      salt,
    ],
    steps: [
      (r) =>
        r.is("carne")
          ? "Cozinhe {carne} na panela de pressão, coberta com água, por 25 minutos depois que pegar pressão. Escorra e desfie com dois garfos."
          : "Limpe {carne} com papel-toalha e corte em pedaços pequenos.",
      {
        text: "Enquanto isso, cozinhe {mandioca} em água com sal por cerca de 25 minutos, até ficar bem macia. Retire o fio central e amasse ainda quente.",
        tip: "Amasse a mandioca ainda quente: fria, ela fica elástica e o purê empelota.",
      },
      "Leve a mandioca amassada ao fogo baixo com {leite,manteiga} e mexa por 3 minutos, até virar um purê liso. Acerte o sal.",
      "Em uma frigideira, aqueça {oleo} e doure {cebola} em meias-luas por 8 minutos. Junte {alho,carne} e refogue por 2 minutos. Acrescente {tomate} picado e refogue por mais 3 minutos, até secar o líquido. Finalize com {cheiro}.",
      "Em um refratário de cerca de 20 x 30 cm, espalhe metade do purê, cubra com o recheio e finalize com o restante do purê e {queijo}.",
      "Asse em forno preaquecido a 200 °C por 20 minutos, até gratinar. Sirva quente.",
    ],
    tags: ["Jantar", "Comida Afetiva"],
    times: [30, 50],
    servings: 6,
    difficulty: "médio",
    nutrition: [620, 32, 62, 27, 3.5],
  },
  {
    names: ["strogonoff de frango", "strogonoff"],
    title: "Strogonoff de Frango",
    plainTitle: "Strogonoff",
    description: "Cubos de {=frango} dourados em molho cremoso de {=creme}, ketchup, mostarda e champignon. Sirva com arroz branco.",
    main: "frango",
    items: [
      item("frango", "peito de frango", 600, "g", { subs: ["palmito pupunha", mushrooms("cogumelos paris")] }),
      salt,
      pepper,
      item("oleo", "óleo", 1, "colher de sopa"),
      item("manteiga", "manteiga", 1, "colher de sopa", { subs: ["manteiga sem lactose", "azeite"] }),
      onion(),
      garlic(2),
      item("champignon", "champignon fatiado", 150, "g"),
      item("ketchup", "ketchup", 3, "colher de sopa"),
      item("mostarda", "mostarda", 1, "colher de sopa"),
      item("creme", "creme de leite", 200, "g"),
      item("batata", "batata palha", 100, "g", { optional: true }),
    ],
    steps: [
      (r) =>
        r.is("frango")
          ? "Corte {frango} em cubos de 2 cm e tempere com {sal,pimenta}."
          : "Escorra {frango}, corte em pedaços pequenos e tempere com {sal,pimenta}.",
      (r) =>
        r.is("frango")
          ? {
              text: "Aqueça {oleo,manteiga} em uma panela larga em fogo alto e doure {frango} em duas levas, por cerca de 5 minutos cada, sem mexer demais. Reserve.",
              tip: "Dourar o frango em partes evita que ele solte água e cozinhe em vez de fritar.",
            }
          : "Aqueça {oleo,manteiga} em uma panela larga em fogo alto e doure {frango} por 4 minutos, mexendo pouco. Reserve.",
      "Na mesma panela, refogue {cebola} picada por 3 minutos e {alho} por mais 1 minuto, raspando o fundo.",
      "Volte {frango} à panela, junte {champignon,ketchup,mostarda} e cozinhe por 5 minutos em fogo médio.",
      {
        text: "Abaixe o fogo, acrescente {creme} e mexa só até aquecer, por 2 a 3 minutos, sem deixar ferver. Acerte o sal.",
        tip: "Depois que {creme} entra, o molho não deve ferver, senão talha.",
      },
      "Sirva em seguida com arroz branco. Espalhe {batata} por cima na hora de servir.",
    ],
    tags: ["Almoço", "Comida Afetiva"],
    times: [15, 25],
    servings: 4,
    difficulty: "fácil",
    nutrition: [365, 36, 9, 20, 1.2],
  },
  {
    names: ["strogonoff de carne", "strogonoff de file mignon", "strogonoff de alcatra"],
    title: "Strogonoff de Carne",
    plainTitle: "Strogonoff",
    description: "Tiras de {=carne} seladas em fogo alto e cobertas por molho cremoso de {=creme}, ketchup e champignon.",
    main: "carne",
    items: [
      item("carne", "alcatra em tiras", 600, "g", { subs: ["palmito pupunha", mushrooms("cogumelos paris")] }),
      salt,
      pepper,
      item("oleo", "óleo", 2, "colher de sopa"),
      item("manteiga", "manteiga", 1, "colher de sopa", { subs: ["manteiga sem lactose", "azeite"] }),
      onion(),
      garlic(2),
      item("champignon", "champignon fatiado", 150, "g"),
      item("ketchup", "ketchup", 3, "colher de sopa"),
      item("mostarda", "mostarda", 1, "colher de sopa"),
      item("creme", "creme de leite", 200, "g"),
      item("batata", "batata palha", 100, "g", { optional: true }),
    ],
    steps: [
      "Seque {carne} com papel-toalha e tempere com {sal,pimenta}.",
      (r) =>
        r.is("carne")
          ? {
              text: "Aqueça {oleo} em uma frigideira larga em fogo bem alto e sele {carne} em três levas, por 2 a 3 minutos cada, só até dourar por fora. Reserve.",
              tip: "Panela cheia demais faz a carne soltar água e cozinhar: sele aos poucos.",
            }
          : "Aqueça {oleo} em uma frigideira larga em fogo alto e doure {carne} por 4 minutos. Reserve.",
      "Na mesma frigideira, derreta {manteiga} e refogue {cebola} picada por 3 minutos e {alho} por mais 1 minuto.",
      "Junte {champignon,ketchup,mostarda} e cozinhe por 3 minutos. Volte {carne} com o caldo que soltou.",
      {
        text: "Abaixe o fogo, acrescente {creme} e mexa só até aquecer, sem deixar ferver. Acerte o sal.",
        tip: "Com o molho já fervendo, o creme talha: junte-o com o fogo baixo.",
      },
      "Sirva com arroz branco. Espalhe {batata} por cima na hora de servir.",
    ],
    tags: ["Almoço", "Comida Afetiva"],
    times: [15, 20],
    servings: 4,
    difficulty: "fácil",
    nutrition: [420, 34, 9, 27, 1.2],
  },
  {
    names: ["feijoada completa", "feijoada"],
    title: "Feijoada Completa",
    plainTitle: "Feijoada",
    description: "Feijão-preto cozido devagar com {carne,costelinha,linguica}: o prato de sábado, com arroz, couve e farofa.",
    items: [
      item("feijao", "feijão-preto", 500, "g"),
      item("carne", "carne-seca", 300, "g", { subs: [mushrooms()] }),
      item("costelinha", "costelinha de porco defumada", 300, "g", { subs: ["abóbora cabotiá"] }),
      item("linguica", "linguiça calabresa", 250, "g", { subs: ["linguiça vegetal"] }),
      item("bacon", "bacon em cubos", 100, "g", { dropIfAvoided: true }),
      item("paio", "paio", 200, "g", { dropIfAvoided: true }),
      item("louro", "folha de louro", 2, "unidade"),
      onion(2),
      garlic(4),
      oil(),
      item("laranja", "laranja", 1, "unidade", { optional: true }),
      salt,
    ],
    steps: [
      (r) =>
        r.is("carne")
          ? "Na véspera, corte {carne,costelinha} em pedaços e deixe de molho em água na geladeira, trocando a água 3 vezes, para dessalgar. Deixe {feijao} de molho em outra vasilha."
          : "Na véspera, deixe {feijao} de molho em água.",
      "Escorra {feijao} e cozinhe na panela de pressão com 2 litros de água e {louro} por 30 minutos depois que pegar pressão.",
      (r) =>
        r.is("carne")
          ? "Em outra panela, ferva {carne,costelinha} em água por 15 minutos, para tirar o excesso de sal, e escorra."
          : "Corte {carne} em tiras e {costelinha} em cubos de 3 cm.",
      "Em uma panela grande, aqueça {oleo} e doure {bacon,linguica,paio} em rodelas por 8 minutos. Junte {cebola,alho} picados e refogue por 3 minutos.",
      {
        text: (r) =>
          r.is("carne")
            ? "Junte o feijão com o caldo e {carne,costelinha}. Cozinhe em fogo baixo, com a panela semitampada, por 1 hora, mexendo de vez em quando, até o caldo engrossar."
            : "Junte o feijão com o caldo e {carne,costelinha}. Cozinhe em fogo baixo, com a panela semitampada, por 30 minutos, até tudo ficar macio e o caldo engrossar.",
        tip: "Amasse uma concha de feijão e devolva à panela: o caldo fica encorpado.",
      },
      "Acerte o sal e sirva com arroz branco, couve refogada e farofa. Acompanhe com {laranja} em gomos.",
    ],
    tags: ["Almoço", "Brasileira", "Comida Afetiva"],
    times: [40, 120],
    servings: 10,
    difficulty: "médio",
    nutrition: [560, 38, 45, 24, 15],
  },
  {
    names: ["moqueca de peixe", "moqueca baiana", "moqueca capixaba", "moqueca"],
    title: "Moqueca de Peixe",
    plainTitle: "Moqueca",
    description: "Moqueca com {=peixe} entre camadas de tomate, cebola e pimentão, cozida com leite de coco e azeite de dendê.",
    main: "peixe",
    items: [
      item("peixe", "postas de robalo", 1.2, "kg", { subs: [{ name: "palmito pupunha", quantity: 800, unit: "g" }, "banana-da-terra"] }),
      item("limao", "limão", 2, "unidade"),
      garlic(4),
      salt,
      onion(2),
      item("tomate", "tomate maduro", 4, "unidade"),
      item("pimentao1", "pimentão vermelho", 1, "unidade"),
      item("pimentao2", "pimentão amarelo", 1, "unidade"),
      item("azeite", "azeite de oliva", 2, "colher de sopa"),
      item("coco", "leite de coco", 200, "ml"),
      item("dende", "azeite de dendê", 3, "colher de sopa"),
      item("coentro", "coentro picado", 0.5, "xícara"),
      item("pimenta", "pimenta dedo-de-moça", 1, "unidade", { optional: true }),
    ],
    steps: [
      (r) =>
        r.is("peixe")
          ? "Tempere {peixe} com o suco {de limao}, {alho} amassado e {sal}. Deixe marinar na geladeira por 30 minutos."
          : "Tempere {peixe} com o suco {de limao}, {alho} amassado e {sal} e deixe pegar gosto por 15 minutos.",
      "Corte {cebola,tomate,pimentao1,pimentao2} em rodelas de meio centímetro.",
      "Em uma panela larga, de preferência de barro, regue o fundo com {azeite} e faça uma camada com metade dos legumes. Disponha {peixe} por cima e cubra com o restante dos legumes e metade {de coentro}.",
      "Tampe e cozinhe em fogo médio por 10 minutos, sem mexer: os legumes vão soltar água.",
      (r) =>
        r.is("peixe")
          ? {
              text: "Misture {coco} com {dende} e despeje sobre a moqueca. Tampe e cozinhe por mais 10 a 15 minutos, até o peixe ficar opaco e se soltar em lascas.",
              tip: "Não mexa com colher para não desmanchar as postas: balance a panela pelas alças.",
            }
          : "Misture {coco} com {dende} e despeje sobre a moqueca. Tampe e cozinhe por mais 10 minutos, até o caldo encorpar.",
      "Acerte o sal e espalhe o restante {de coentro}. Junte {pimenta} picada, se quiser. Sirva com arroz branco.",
    ],
    tags: ["Almoço", "Baiana"],
    times: [20, 30],
    servings: 6,
    difficulty: "médio",
    nutrition: [400, 41, 12, 21, 2.8],
  },
  {
    names: ["bobo de camarao", "bobo"],
    title: "Bobó de Camarão",
    plainTitle: "Bobó de Mandioca",
    description: "{=camarao} em creme de mandioca com leite de coco e dendê, do jeito baiano.",
    main: "camarao",
    items: [
      item("camarao", "camarão limpo", 1, "kg", { subs: [{ name: "palmito pupunha", quantity: 600, unit: "g" }] }),
      item("mandioca", "mandioca descascada", 1, "kg"),
      item("coco", "leite de coco", 400, "ml"),
      item("dende", "azeite de dendê", 3, "colher de sopa"),
      onion(2),
      garlic(),
      item("tomate", "tomate", 3, "unidade"),
      item("pimentao", "pimentão verde", 1, "unidade"),
      item("limao", "limão", 1, "unidade"),
      item("coentro", "coentro picado", 0.5, "xícara"),
      salt,
    ],
    steps: [
      "Cozinhe {mandioca} em água por cerca de 25 minutos, até ficar bem macia. Bata no liquidificador com metade {de coco} e um pouco da água do cozimento, até virar um creme liso.",
      "Tempere {camarao} com o suco {de limao}, {alho} amassado e sal.",
      "Em uma panela grande, aqueça {dende} e refogue {cebola,tomate,pimentao} picados por 5 minutos.",
      (r) =>
        r.is("camarao")
          ? { text: "Junte {camarao} e refogue por 2 a 3 minutos, só até ficar rosado.", tip: "Camarão cozido demais fica borrachudo." }
          : "Junte {camarao} e refogue por 3 minutos.",
      "Acrescente o creme de mandioca e o restante {de coco} e cozinhe por 5 minutos em fogo baixo, mexendo. Finalize com {coentro}.",
    ],
    tags: ["Almoço", "Baiana"],
    times: [30, 45],
    servings: 6,
    difficulty: "médio",
    nutrition: [480, 30, 45, 20, 3],
  },
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
    names: ["arroz carreteiro", "carreteiro"],
    title: "Arroz Carreteiro",
    description: "Arroz cozido no mesmo panelão do refogado de {=carne}, com tomate e cheiro-verde, como faziam os tropeiros gaúchos.",
    main: "carne",
    items: [
      item("carne", "carne-seca", 400, "g", { subs: [mushrooms()] }),
      item("linguica", "linguiça calabresa", 200, "g", { optional: true, subs: ["linguiça vegetal"] }),
      item("arroz", "arroz", 2, "xícara"),
      item("agua", "água fervente", 1, "l"),
      onion(),
      garlic(),
      item("tomate", "tomate", 2, "unidade"),
      oil(),
      greens(),
      salt,
    ],
    steps: [
      (r) =>
        r.is("carne")
          ? "Na véspera, corte {carne} em cubos e deixe de molho em água na geladeira, trocando a água 3 vezes. No dia, ferva por 10 minutos, escorra e desfie."
          : "Corte {carne} em tiras.",
      "Em uma panela grande, aqueça {oleo} e doure {carne} por 8 minutos. Junte {linguica} em rodelas e doure por mais 3 minutos.",
      "Acrescente {cebola,alho} picados e refogue por 3 minutos. Junte {tomate} picado e cozinhe por 2 minutos.",
      {
        text: "Junte {arroz} lavado e escorrido e refogue por 2 minutos, mexendo. Cubra com {agua}, acerte o sal e cozinhe em fogo baixo, com a panela semitampada, por 18 minutos, até secar.",
        tip: "Não mexa o arroz enquanto cozinha: ele solta amido e empapa.",
      },
      "Desligue o fogo e deixe descansar tampado por 5 minutos. Finalize com {cheiro}.",
    ],
    tags: ["Almoço", "Gaúcha"],
    times: [15, 35],
    servings: 6,
    difficulty: "fácil",
    nutrition: [480, 28, 55, 15, 2],
  },
  {
    names: ["baiao de dois", "baiao"],
    title: "Baião de Dois",
    description: "Arroz e feijão-de-corda cozidos juntos com {=carne} e {=queijo} em cubos, do sertão nordestino.",
    main: "carne",
    items: [
      item("arroz", "arroz", 2, "xícara"),
      item("feijao", "feijão-de-corda cozido", 500, "g"),
      item("queijo", "queijo coalho em cubos", 250, "g", { subs: ["queijo sem lactose", "tofu defumado"] }),
      item("carne", "carne-seca dessalgada", 300, "g", { subs: [mushrooms()] }),
      item("bacon", "bacon em cubos", 100, "g", { dropIfAvoided: true }),
      item("manteiga", "manteiga de garrafa", 2, "colher de sopa", { subs: ["manteiga sem lactose", "azeite"] }),
      onion(),
      garlic(),
      item("agua", "água fervente", 1, "l"),
      item("coentro", "coentro picado", 0.5, "xícara"),
      salt,
    ],
    steps: [
      (r) => (r.is("carne") ? "Cozinhe {carne} em água por 20 minutos, escorra e desfie." : "Corte {carne} em tiras."),
      "Em uma panela grande, aqueça {manteiga}. Doure {bacon} por 5 minutos. Junte {carne} e refogue por 5 minutos.",
      "Acrescente {cebola,alho} picados e refogue por 3 minutos.",
      "Junte {arroz} lavado e refogue por 2 minutos. Cubra com {agua}, tempere com sal e cozinhe em fogo baixo, com a panela semitampada, por 15 minutos.",
      "Misture {feijao,queijo} e cozinhe por mais 5 minutos, até o arroz secar e {queijo} amolecer.",
      "Finalize com {coentro} e sirva.",
    ],
    tags: ["Almoço"],
    times: [20, 40],
    servings: 6,
    difficulty: "médio",
    nutrition: [520, 30, 58, 18, 7],
  },
  {
    names: ["galinhada goiana", "galinhada", "arroz com frango"],
    title: "Galinhada",
    plainTitle: "Arroz Amarelo com Legumes",
    description: "Arroz amarelinho de açafrão cozido na mesma panela que {=frango}, com tomate, milho e cheiro-verde.",
    main: "frango",
    items: [
      item("frango", "sobrecoxa de frango", 1, "kg", { subs: [{ name: "grão-de-bico cozido", quantity: 400, unit: "g" }] }),
      item("limao", "limão", 1, "unidade"),
      garlic(4),
      oil(),
      onion(),
      item("pimentao", "pimentão verde", 1, "unidade"),
      item("tomate", "tomate", 2, "unidade"),
      item("acafrao", "açafrão-da-terra", 1, "colher de chá"),
      item("arroz", "arroz", 2, "xícara"),
      item("agua", "água fervente", 1, "l"),
      item("milho", "milho verde", 1, "xícara", { optional: true }),
      greens(),
      salt,
      pepper,
    ],
    steps: [
      (r) =>
        r.is("frango")
          ? "Tempere {frango} com o suco {de limao}, {alho} amassado, {sal,pimenta} e deixe descansar por 20 minutos."
          : "Tempere {frango} com o suco {de limao}, {alho} amassado, {sal,pimenta}.",
      (r) =>
        r.is("frango")
          ? "Em uma panela grande, aqueça {oleo} e doure {frango} em fogo alto por 10 minutos, virando na metade."
          : "Em uma panela grande, aqueça {oleo} e doure {frango} por 5 minutos.",
      "Junte {cebola} picada e {pimentao} e refogue por 3 minutos. Acrescente {tomate} picado e {acafrao} e mexa por 2 minutos.",
      (r) =>
        r.is("frango")
          ? "Junte {arroz} lavado e refogue por 2 minutos. Cubra com {agua}, acerte o sal e cozinhe em fogo baixo, com a panela semitampada, por 20 minutos, até o arroz secar e o frango ficar macio."
          : "Junte {arroz} lavado e refogue por 2 minutos. Cubra com {agua}, acerte o sal e cozinhe em fogo baixo, com a panela semitampada, por 20 minutos, até o arroz secar.",
      "Junte {milho} nos últimos 5 minutos. Finalize com {cheiro}.",
    ],
    tags: ["Almoço", "Brasileira", "Comida Afetiva"],
    times: [20, 50],
    servings: 6,
    difficulty: "médio",
    nutrition: [540, 34, 52, 20, 3],
  },
  {
    names: ["lasanha a bolonhesa", "lasanha bolonhesa", "lasanha de carne", "lasanha"],
    title: "Lasanha à Bolonhesa",
    plainTitle: "Lasanha",
    description:
      "Camadas de massa, molho à bolonhesa de {=carne} e um creme feito com {=leite}, cobertas de {=queijo} e gratinadas no forno.",
    main: "carne",
    items: [
      item("massa", "massa de lasanha pré-cozida", 500, "g"),
      item("carne", "carne moída", 500, "g", {
        subs: [{ name: "lentilha cozida", quantity: 400, unit: "g" }, mushrooms("cogumelos picados")],
      }),
      item("azeite", "azeite", 2, "colher de sopa"),
      onion(),
      garlic(),
      item("molho", "molho de tomate", 500, "g"),
      item("manteiga", "manteiga", 2, "colher de sopa", { subs: ["manteiga sem lactose", "azeite"] }),
      item("farinha", "farinha de trigo", 2, "colher de sopa"),
      item("leite", "leite", 500, "ml"),
      item("noz", "noz-moscada", 1, "pitada"),
      item("presunto", "presunto fatiado", 200, "g", { dropIfAvoided: true }),
      item("queijo", "queijo muçarela fatiado", 400, "g"),
      item("parmesao", "queijo parmesão ralado", 50, "g", { subs: ["queijo sem lactose", "levedura nutricional"] }),
      salt,
    ],
    steps: [
      (r) =>
        r.is("carne")
          ? "Em uma panela, aqueça {azeite} e doure {carne} por 8 minutos, soltando com a colher, até perder a cor rosada."
          : "Em uma panela, aqueça {azeite} e refogue {carne} por 3 minutos.",
      "Junte {cebola,alho} picados e refogue por 3 minutos. Acrescente {molho} e cozinhe em fogo baixo por 15 minutos. Acerte o sal.",
      {
        text: "Para o creme, derreta {manteiga}, junte {farinha} e mexa por 1 minuto. Acrescente {leite} aos poucos, mexendo sem parar, e cozinhe por cerca de 5 minutos, até engrossar. Tempere com {noz} e sal.",
        tip: "Junte o líquido aos poucos e mexa sempre: assim o creme não empelota.",
      },
      "Em um refratário de 20 x 30 cm, espalhe um pouco do molho vermelho e monte camadas de massa, molho vermelho, creme, {presunto,queijo}. Repita até acabar, terminando com creme.",
      "Cubra com {parmesao} e asse em forno preaquecido a 200 °C por 30 minutos, com papel-alumínio nos primeiros 20.",
      "Deixe descansar 10 minutos antes de cortar.",
    ],
    tags: ["Jantar", "Comida Afetiva"],
    times: [40, 50],
    servings: 8,
    difficulty: "médio",
    nutrition: [610, 35, 45, 32, 3],
  },
  {
    names: ["feijao tropeiro mineiro", "feijao tropeiro", "tropeiro"],
    title: "Feijão Tropeiro",
    description: "Feijão carioca envolvido em farinha de mandioca, com {=linguica}, couve e cheiro-verde, à mineira.",
    items: [
      item("feijao", "feijão carioca cozido e escorrido", 500, "g"),
      item("farinha", "farinha de mandioca", 1.5, "xícara"),
      item("bacon", "bacon em cubos", 150, "g", { dropIfAvoided: true }),
      item("linguica", "linguiça calabresa", 250, "g", { subs: ["linguiça vegetal"] }),
      item("ovos", "ovos", 3, "unidade", { dropIfAvoided: true }),
      item("oleo", "óleo", 1, "colher de sopa"),
      onion(),
      garlic(),
      item("couve", "couve-manteiga em tiras finas", 150, "g"),
      greens(),
      salt,
    ],
    steps: [
      "Em uma frigideira grande, aqueça {oleo}. Doure {bacon} por 5 minutos, até soltar a gordura. Junte {linguica} em rodelas e doure por 5 minutos; reserve.",
      "Na mesma frigideira, quebre {ovos} e mexa por 2 minutos, até firmarem; reserve junto.",
      "Refogue {cebola,alho} picados por 3 minutos. Junte {feijao} e misture bem.",
      "Acrescente {farinha} aos poucos, mexendo, até o feijão ficar envolvido e úmido.",
      "Volte o que foi reservado à frigideira, junte {couve} e mexa por 2 minutos, só até murchar. Acerte o sal e finalize com {cheiro}.",
    ],
    tags: ["Almoço", "Mineira"],
    times: [20, 30],
    servings: 6,
    difficulty: "fácil",
    nutrition: [460, 22, 40, 23, 9],
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
    names: ["farofa de bacon", "farofa de ovo", "farofa"],
    title: "Farofa",
    description: "Farinha de mandioca torrada {em manteiga} com cebola, soltinha e dourada: o acompanhamento do churrasco e da feijoada.",
    items: [
      item("farinha", "farinha de mandioca", 2, "xícara"),
      item("manteiga", "manteiga", 3, "colher de sopa", { subs: ["manteiga sem lactose", "azeite"] }),
      item("bacon", "bacon em cubos", 100, "g", { optional: true, dropIfAvoided: true }),
      onion(),
      item("ovos", "ovos", 2, "unidade", { optional: true, dropIfAvoided: true }),
      greens(),
      salt,
    ],
    steps: [
      "Em uma frigideira grande, aqueça {manteiga}. Doure {bacon} por 5 minutos. Refogue {cebola} picada por 3 minutos, até dourar.",
      "Quebre {ovos} na frigideira e mexa até firmarem.",
      {
        text: "Abaixe o fogo e acrescente {farinha} aos poucos, mexendo sem parar, por 5 minutos, até ficar levemente torrada e soltinha.",
        tip: "Fogo baixo e paciência: {farinha} queima de repente.",
      },
      "Acerte o sal e finalize com {cheiro}.",
    ],
    tags: ["Almoço", "Brasileira"],
    times: [5, 15],
    servings: 6,
    difficulty: "fácil",
    nutrition: [220, 4, 25, 11, 3],
  },
  {
    names: ["vaca atolada"],
    title: "Vaca Atolada",
    plainTitle: "Mandioca Atolada",
    description: "Mandioca cozida até desmanchar com {=costela}, num caldo grosso e reconfortante da roça mineira.",
    main: "costela",
    items: [
      item("costela", "costela bovina em pedaços", 1.5, "kg", { subs: [mushrooms("cogumelos shiitake", 600)] }),
      item("mandioca", "mandioca descascada", 1, "kg"),
      onion(2),
      garlic(4),
      item("tomate", "tomate", 3, "unidade"),
      oil(),
      item("agua", "água", 1.5, "l"),
      item("louro", "folha de louro", 2, "unidade"),
      greens(),
      salt,
      pepper,
    ],
    steps: [
      (r) =>
        r.is("costela")
          ? "Tempere {costela} com {alho} amassado, {sal,pimenta} e deixe descansar por 30 minutos."
          : "Tempere {costela} com {alho} amassado, {sal,pimenta}.",
      (r) =>
        r.is("costela")
          ? "Em uma panela de pressão, aqueça {oleo} e doure {costela} em levas, por 5 minutos de cada lado."
          : "Em uma panela grande, aqueça {oleo} e doure {costela} por 5 minutos.",
      "Junte {cebola} picada e {tomate} picado e refogue por 3 minutos.",
      (r) =>
        r.is("costela")
          ? "Cubra com {agua}, junte {louro}, tampe a panela de pressão e cozinhe por 40 minutos depois que pegar pressão."
          : "Junte {louro} e metade {de agua}.",
      (r) =>
        r.is("costela")
          ? "Abra a panela com cuidado, junte {mandioca} em pedaços e cozinhe sem pressão, com a panela semitampada, por 25 minutos, até a mandioca desmanchar e engrossar o caldo."
          : "Junte {mandioca} em pedaços e o restante da água e cozinhe com a panela semitampada por 30 minutos, até a mandioca desmanchar e engrossar o caldo.",
      "Finalize com {cheiro} e sirva bem quente.",
    ],
    tags: ["Almoço", "Mineira", "Comida Afetiva"],
    times: [25, 90],
    servings: 6,
    difficulty: "médio",
    nutrition: [640, 38, 45, 34, 3],
  },
  {
    names: ["cuscuz paulista"],
    title: "Cuscuz Paulista",
    description: "Cuscuz de farinha de milho com {=sardinha}, palmito, ervilha e tomate, desenformado e servido frio ou morno.",
    main: "sardinha",
    items: [
      item("farinha", "farinha de milho flocada", 2, "xícara"),
      item("sardinha", "sardinha em lata", 250, "g", { subs: ["cogumelos em conserva"] }),
      item("palmito", "palmito picado", 200, "g"),
      item("ervilha", "ervilha", 150, "g"),
      item("milho", "milho verde", 150, "g"),
      item("tomate", "tomate", 4, "unidade"),
      item("molho", "molho de tomate", 300, "g"),
      onion(),
      garlic(),
      item("azeite", "azeite", 0.5, "xícara"),
      item("agua", "água", 2, "xícara"),
      item("ovos", "ovos cozidos", 2, "unidade", { optional: true, dropIfAvoided: true }),
      item("azeitona", "azeitona verde", 100, "g", { optional: true }),
      greens(),
      salt,
    ],
    steps: [
      "Em uma panela grande, aqueça {azeite} e refogue {cebola,alho} picados por 3 minutos.",
      "Junte 3 tomates picados e {molho} e cozinhe por 5 minutos.",
      "Acrescente {sardinha} em pedaços, {palmito,ervilha,milho}. Junte {azeitona} picada.",
      "Junte {agua} e, quando ferver, acrescente {farinha} aos poucos, mexendo, por cerca de 5 minutos, até a massa desgrudar do fundo da panela. Misture {cheiro}.",
      "Decore o fundo de uma forma de furo central com rodelas do tomate que sobrou. Junte {ovos} em rodelas.",
      "Pressione a massa na forma, espere 10 minutos e desenforme.",
    ],
    tags: ["Almoço", "Brasileira"],
    times: [40, 25],
    servings: 8,
    difficulty: "médio",
    nutrition: [380, 14, 40, 18, 5],
  },
  {
    names: ["cuscuz nordestino", "cuscuz de milho", "cuscuz"],
    title: "Cuscuz Nordestino",
    description: "Flocão de milho hidratado e cozido no vapor da cuscuzeira: o café da manhã do Nordeste.",
    items: [
      item("flocao", "flocão de milho", 250, "g"),
      item("sal", "sal", 1, "colher de chá"),
      item("agua", "água", 1, "xícara"),
      item("manteiga", "manteiga", 2, "colher de sopa", { optional: true, subs: ["manteiga sem lactose", "azeite"] }),
    ],
    steps: [
      {
        text: "Em uma tigela, misture {flocao} com {sal} e umedeça com {agua} aos poucos, mexendo com as mãos, até ficar úmido e soltinho. Deixe descansar por 10 minutos.",
        tip: "O flocão hidratado fica como areia molhada: encharcado, o cuscuz empapa.",
      },
      "Coloque água na parte de baixo da cuscuzeira, até o nível da grelha, e encha a parte de cima com o flocão hidratado, sem apertar.",
      "Tampe e cozinhe em fogo médio por 10 minutos depois que começar a sair vapor.",
      "Desenforme e sirva quente. Espalhe {manteiga} por cima.",
    ],
    tags: ["Café da Manhã"],
    times: [10, 15],
    servings: 4,
    difficulty: "fácil",
    nutrition: [250, 5, 45, 6, 3],
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
  {
    names: ["frango assado com batatas", "frango assado", "frango de padaria"],
    title: "Frango Assado com Batatas",
    plainTitle: "Batatas Assadas com Ervas",
    description: "Marinada de alho, limão e páprica, forno quente e batatas que douram no caldo: {=frango} do jeito de domingo.",
    main: "frango",
    items: [
      item("frango", "coxas e sobrecoxas de frango", 1.2, "kg", { subs: [{ name: "couve-flor", quantity: 800, unit: "g" }] }),
      item("batata", "batata", 600, "g"),
      onion(),
      garlic(4),
      item("limao", "limão", 1, "unidade"),
      item("azeite", "azeite", 3, "colher de sopa"),
      item("paprica", "páprica doce", 1, "colher de chá"),
      item("alecrim", "alecrim fresco", 5, "g"),
      salt,
      pepper,
    ],
    steps: [
      (r) =>
        r.is("frango")
          ? "Tempere {frango} com {alho} amassado, o suco {de limao}, {paprica}, sal, pimenta e metade {de azeite}. Deixe marinar na geladeira por pelo menos 1 hora."
          : "Separe {frango} em floretes grandes e tempere com {alho} amassado, o suco {de limao}, {paprica}, sal, pimenta e metade {de azeite}.",
      "Preaqueça o forno a 200 °C. Descasque {batata} e corte em gomos; corte {cebola} em gomos grossos.",
      "Em uma assadeira grande, espalhe as batatas e a cebola, regue com o restante do azeite e tempere com sal. Disponha {frango} por cima e espalhe {alecrim}.",
      (r) =>
        r.is("frango")
          ? "Cubra com papel-alumínio e asse por 40 minutos. Retire o papel e asse por mais 25 a 30 minutos, até dourar e a batata ficar macia."
          : "Asse por 35 minutos, virando na metade, até dourar e a batata ficar macia.",
      "Regue com o caldo da assadeira e sirva.",
    ],
    tags: ["Almoço", "Brasileira"],
    times: [15, 70],
    servings: 4,
    difficulty: "fácil",
    nutrition: [560, 42, 30, 28, 3],
  },
  {
    names: ["caldo verde"],
    title: "Caldo Verde",
    description: "Creme de batata com couve cortada bem fininha e rodelas de {=linguica}, servido com um fio de azeite.",
    items: [
      item("batata", "batata", 1, "kg"),
      item("couve", "couve-manteiga cortada fininha", 200, "g"),
      item("linguica", "linguiça calabresa", 250, "g", { subs: ["linguiça vegetal"] }),
      onion(),
      garlic(),
      item("azeite", "azeite", 3, "colher de sopa"),
      item("agua", "água", 1.5, "l"),
      salt,
    ],
    steps: [
      "Descasque {batata} e corte em pedaços. Cozinhe {em agua} com sal por 20 minutos, até ficar bem macia.",
      "Enquanto isso, doure {linguica} em rodelas em uma frigideira com metade {de azeite}, por 5 minutos. Reserve.",
      "Em outra panela, refogue {cebola,alho} no restante do azeite por 3 minutos.",
      "Bata as batatas com a água do cozimento no liquidificador, em partes, e volte à panela do refogado. Deixe ferver por 5 minutos.",
      "Junte {couve,linguica} e cozinhe por 2 a 3 minutos, só até a couve murchar. Acerte o sal e sirva com um fio de azeite.",
    ],
    tags: ["Jantar", "Comida Afetiva"],
    times: [15, 35],
    servings: 6,
    difficulty: "fácil",
    nutrition: [310, 12, 30, 15, 3],
  },
  {
    names: ["panqueca de carne moida", "panqueca de carne", "panquecas", "panqueca"],
    title: "Panqueca de Carne Moída",
    plainTitle: "Panqueca",
    description: "Panquecas finas com recheio refogado de {=carne}, cobertas de molho de tomate e gratinadas.",
    main: "carne",
    items: [
      item("farinha", "farinha de trigo", 1.5, "xícara"),
      item("leite", "leite", 2, "xícara"),
      item("ovos", "ovos", 2, "unidade"),
      oil(),
      item("carne", "carne moída", 500, "g", {
        subs: [mushrooms("cogumelos picados"), { name: "lentilha cozida", quantity: 400, unit: "g" }],
      }),
      onion(),
      garlic(2),
      item("tomate", "tomate", 2, "unidade"),
      item("molho", "molho de tomate", 500, "g"),
      item("parmesao", "queijo parmesão ralado", 50, "g", { optional: true, subs: ["queijo sem lactose", "levedura nutricional"] }),
      greens(),
      salt,
    ],
    steps: [
      "Bata no liquidificador {leite,ovos,oleo,farinha} e uma pitada de sal por 2 minutos, até ficar liso. Deixe descansar por 10 minutos.",
      "Aqueça uma frigideira antiaderente untada em fogo médio, despeje uma concha da massa e gire para cobrir o fundo. Vire quando soltar, cerca de 1 minuto de cada lado. Repita até acabar a massa.",
      (r) =>
        r.is("carne")
          ? "Para o recheio, doure {carne} em uma panela por 8 minutos, soltando com a colher, até perder a cor rosada."
          : "Para o recheio, refogue {carne} em uma panela com um fio de óleo por 5 minutos.",
      "Junte {cebola,alho,tomate} picados e refogue por 5 minutos. Acerte o sal e finalize com {cheiro}.",
      "Recheie as panquecas, enrole e arrume em um refratário. Cubra com {molho} aquecido. Polvilhe {parmesao} por cima.",
      "Leve ao forno preaquecido a 200 °C por 15 minutos e sirva.",
    ],
    tags: ["Jantar", "Comida Afetiva"],
    times: [30, 40],
    servings: 6,
    difficulty: "médio",
    nutrition: [430, 25, 35, 20, 2],
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
  {
    names: ["arroz de forno"],
    title: "Arroz de Forno",
    description:
      "Arroz cozido misturado com {=frango}, legumes e {=creme}, gratinado com {=queijo}: o melhor destino para a sobra de arroz.",
    main: "frango",
    items: [
      item("arroz", "arroz cozido", 4, "xícara"),
      item("frango", "peito de frango cozido e desfiado", 300, "g", { subs: [{ name: "grão-de-bico cozido", quantity: 250, unit: "g" }] }),
      item("azeite", "azeite", 2, "colher de sopa"),
      onion(),
      item("tomate", "tomate", 2, "unidade"),
      item("milho", "milho verde", 150, "g"),
      item("ervilha", "ervilha", 150, "g"),
      item("creme", "creme de leite", 200, "g"),
      item("queijo", "queijo muçarela ralado", 200, "g"),
      greens(),
      salt,
    ],
    steps: [
      "Preaqueça o forno a 200 °C.",
      "Em uma panela, aqueça {azeite} e refogue {cebola} picada por 3 minutos. Junte {frango,tomate,milho,ervilha} e refogue por 5 minutos.",
      "Desligue o fogo e misture {arroz}, {creme} e metade {de queijo}. Acerte o sal e junte {cheiro}.",
      "Passe para um refratário, cubra com o restante {de queijo} e asse por 20 minutos, até gratinar.",
    ],
    tags: ["Almoço", "Comida Afetiva"],
    times: [15, 25],
    servings: 6,
    difficulty: "fácil",
    nutrition: [450, 24, 45, 19, 3],
  },
  {
    names: ["picadinho de carne", "picadinho"],
    title: "Picadinho de Carne",
    plainTitle: "Picadinho de Legumes",
    description: "Cubinhos de {=carne} cozidos devagar em molho de tomate com cenoura e batata. Sirva com arroz.",
    main: "carne",
    items: [
      item("carne", "patinho em cubos pequenos", 800, "g", { subs: [mushrooms("cogumelos shiitake", 600)] }),
      oil(),
      onion(2),
      garlic(4),
      item("tomate", "tomate", 3, "unidade"),
      item("agua", "água quente", 2, "xícara"),
      item("molho", "molho inglês", 1, "colher de sopa", { optional: true }),
      item("cenoura", "cenoura", 1, "unidade"),
      item("batata", "batata", 2, "unidade"),
      greens(),
      salt,
      pepper,
    ],
    steps: [
      "Tempere {carne} com {sal,pimenta}.",
      (r) =>
        r.is("carne")
          ? {
              text: "Em uma panela grande, aqueça {oleo} em fogo alto e doure {carne} em levas, sem mexer, por 4 minutos cada. Reserve.",
              tip: "Dourar em levas é o que dá cor e sabor ao molho.",
            }
          : "Em uma panela grande, aqueça {oleo} e doure {carne} por 4 minutos. Reserve.",
      "Na mesma panela, refogue {cebola,alho} picados por 3 minutos. Junte {tomate} picado e cozinhe por 3 minutos.",
      (r) =>
        r.is("carne")
          ? "Volte {carne}, junte {agua,molho} e cozinhe com a panela semitampada por 40 minutos, até a carne ficar macia."
          : "Volte {carne} e junte {agua,molho}.",
      "Acrescente {cenoura,batata} em cubos pequenos e cozinhe por mais 15 minutos, até ficarem macias.",
      "Finalize com {cheiro} e sirva com arroz branco.",
    ],
    tags: ["Almoço", "Brasileira", "Comida Afetiva"],
    times: [20, 60],
    servings: 6,
    difficulty: "fácil",
    nutrition: [420, 36, 18, 22, 3],
  },
];

/** "estrogonofe", "stroganoff", "strogonof": one spelling. */
export function normalisedDishName(name: string): string {
  return name
    .replace(/\b(e?str[oa]g[oa]n[oa]f+e?|estrogonofe)\b/g, "strogonoff")
    .replace(/\bcarne seca\b/g, "carne seca")
    .replace(/\s+/g, " ")
    .trim();
}
