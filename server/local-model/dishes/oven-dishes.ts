/** The cookbook's dishes finished in the oven: an escondidinho, a lasanha, a roast chicken, panquecas, an arroz de forno. */
import { item, salt, pepper, onion, garlic, greens, oil, mushrooms, type Dish } from "./dish";

export const ovenDishes: Dish[] = [
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
];
