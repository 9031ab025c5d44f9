/** The cookbook's stews and braises: a strogonoff, a feijoada, a moqueca, a bobó, a vaca atolada, a caldo verde, a picadinho. */
import { item, salt, pepper, onion, garlic, greens, oil, mushrooms, type Dish } from "./dish";

export const stews: Dish[] = [
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
