/** Test data for the shopping units (shopping-units-*.test.ts): recipe lines in, list lines out; a data table. */
import type { Unit } from "~/domain/recipe";
import type { RecipeAmount } from "./shopping-units";

export type Line = [quantity: number, unit: Unit, name: string];
export const read = (lines: Line[]): RecipeAmount[] => lines.map(([quantity, unit, name]) => ({ quantity, unit, name }));

/** Recipe lines in, the list's lines out, in the order the foods first appear. */
export const cases: [title: string, lines: Line[], expected: string[]][] = [
  // The issue's own examples.
  [
    "¼ xícara and 2 litros of milk are three 1-litre cartons",
    [
      [0.25, "xícara", "leite"],
      [2, "l", "leite"],
    ],
    ["3 caixas de leite (1 litro)"],
  ],
  ["500 ml of milk is one carton", [[500, "ml", "leite"]], ["1 caixa de leite (1 litro)"]],
  ["a litre of milk is one carton, exactly", [[1, "l", "leite"]], ["1 caixa de leite (1 litro)"]],
  [
    "cups of rice are grams, bought by the kilo",
    [
      [2, "xícara", "arroz"],
      [300, "g", "arroz branco"],
    ],
    ["1 kg de arroz"],
  ],
  [
    "two cans of corn",
    [
      [1, "unidade", "lata de milho verde"],
      [1, "unidade", "lata de milho verde"],
    ],
    ["2 latas de milho verde (170 g)"],
  ],
  [
    "a can and a cup of corn are two cans",
    [
      [1, "unidade", "lata de milho verde"],
      [1, "xícara", "milho verde em conserva"],
    ],
    ["2 latas de milho verde (170 g)"],
  ],
  ["chopped coentro is one bunch", [[2, "colher de sopa", "coentro picado"]], ["1 maço de coentro"]],
  [
    "five eggs are a half dozen",
    [
      [4, "unidade", "ovos"],
      [1, "unidade", "ovo"],
    ],
    ["6 ovos"],
  ],
  // Eggs.
  ["six eggs are six", [[6, "unidade", "ovo"]], ["6 ovos"]],
  [
    "seven eggs are a dozen",
    [
      [3, "unidade", "ovos"],
      [4, "unidade", "ovos"],
    ],
    ["1 dúzia de ovos"],
  ],
  ["twelve eggs are a dozen", [[12, "unidade", "ovos"]], ["1 dúzia de ovos"]],
  ["twenty eggs are two dozen", [[20, "unidade", "ovos"]], ["2 dúzias de ovos"]],
  ["twenty-six eggs are a tray of thirty", [[26, "unidade", "ovos"]], ["1 bandeja de 30 ovos"]],
  ["forty eggs are a tray and a dozen", [[40, "unidade", "ovos"]], ["1 bandeja de 30 ovos e mais 1 dúzia"]],
  ["thirty-one eggs are a tray and 6, not two trays", [[31, "unidade", "ovos"]], ["1 bandeja de 30 ovos e mais 6"]],
  ["sixty eggs are two trays", [[60, "unidade", "ovos"]], ["2 bandejas de 30 ovos"]],
  ["fifty-eight eggs are two trays", [[58, "unidade", "ovos"]], ["2 bandejas de 30 ovos"]],
  ["half an egg is a whole one bought", [[1.5, "unidade", "ovo"]], ["6 ovos"]],
  [
    "a boiled egg is an egg",
    [
      [2, "unidade", "ovo cozido"],
      [2, "unidade", "ovos"],
    ],
    ["6 ovos"],
  ],
  ["yolks come from whole eggs", [[3, "unidade", "gema"]], ["6 ovos (para 3 gemas)"]],
  // Garlic.
  [
    "cloves are a head",
    [
      [5, "unidade", "dente de alho"],
      [3, "unidade", "dentes de alho picados"],
    ],
    ["1 cabeça de alho"],
  ],
  ["twelve cloves are two heads", [[12, "unidade", "dentes de alho"]], ["2 cabeças de alho"]],
  ["a head is a head", [[1, "unidade", "cabeça de alho"]], ["1 cabeça de alho"]],
  ["grams of garlic are cloves", [[20, "g", "alho"]], ["1 cabeça de alho"]],
  [
    "garlic powder is a spice, not a head",
    [
      [1, "colher de chá", "alho em pó"],
      [2, "unidade", "dente de alho"],
    ],
    ["1 pacote de alho em pó", "1 cabeça de alho"],
  ],
  // Herbs in bunches.
  ["salsinha in spoons", [[3, "colher de sopa", "salsinha picada"]], ["1 maço de salsinha"]],
  [
    "salsa is salsinha",
    [
      [3, "colher de sopa", "salsinha picada"],
      [6, "colher de sopa", "salsa picada"],
    ],
    ["2 maços de salsinha"],
  ],
  ["a cup of chopped cebolinha is two bunches", [[1, "xícara", "cebolinha picada"]], ["2 maços de cebolinha"]],
  ["mint leaves", [[10, "unidade", "folha de hortelã"]], ["1 maço de hortelã"]],
  ["sprigs of rosemary", [[2, "unidade", "ramo de alecrim"]], ["1 maço de alecrim"]],
  ["cheiro-verde a gosto still buys a bunch's name", [[0, "pitada", "cheiro-verde"]], ["cheiro-verde (a gosto)"]],
  ["basil leaves in grams, 30 g a bunch", [[40, "g", "manjericão"]], ["2 maços de manjericão"]],
  // Produce counted.
  [
    "onions of two recipes",
    [
      [1, "unidade", "cebola"],
      [2, "unidade", "cebolas"],
    ],
    ["3 cebolas"],
  ],
  [
    "red onion is not onion",
    [
      [1, "unidade", "cebola roxa picada"],
      [2, "unidade", "cebola"],
    ],
    ["1 cebola roxa", "2 cebolas"],
  ],
  [
    "a cup of chopped onion joins the counted ones",
    [
      [2, "unidade", "cebola"],
      [1, "xícara", "cebola picada"],
    ],
    ["4 cebolas"],
  ],
  ["a small pumpkin as written", [[1, "unidade", "abóbora cabotiá pequena"]], ["1 abóbora cabotiá pequena"]],
  ["large carrots", [[2, "unidade", "cenouras grandes"]], ["2 cenouras grandes"]],
  [
    "limes",
    [
      [3, "unidade", "limão"],
      [1, "unidade", "limões"],
    ],
    ["4 limões"],
  ],
  ["half a lemon is a lemon", [[0.5, "unidade", "limão"]], ["1 limão"]],
  ["tomatoes counted", [[4, "unidade", "tomates maduros picados"]], ["4 tomates"]],
  [
    "bell peppers",
    [
      [1, "unidade", "pimentão vermelho"],
      [1, "unidade", "pimentão verde"],
    ],
    ["1 pimentão vermelho", "1 pimentão verde"],
  ],
  ["bananas", [[6, "unidade", "banana-prata madura"]], ["6 bananas-prata"]],
  [
    "aipim is mandioca",
    [
      [500, "g", "aipim"],
      [500, "g", "mandioca"],
    ],
    ["1 kg de aipim"],
  ],
  ["cucumbers", [[1, "unidade", "pepino japonês"]], ["1 pepino japonês"]],
  ["corn on the cob stays on the cob", [[4, "unidade", "espiga de milho verde"]], ["4 espigas de milho verde"]],
  // Produce weighed.
  ["tomatoes in grams", [[500, "g", "tomate"]], ["500 g de tomate"]],
  ["potatoes above half a kilo go by the half kilo", [[700, "g", "batata"]], ["1 kg de batata"]],
  ["potatoes below half a kilo go by 100 g", [[250, "g", "batata"]], ["300 g de batata"]],
  [
    "potatoes of two recipes",
    [
      [800, "g", "batatas"],
      [600, "g", "batata"],
    ],
    ["1,5 kg de batata"],
  ],
  ["cherry tomatoes", [[200, "g", "tomate-cereja"]], ["200 g de tomate-cereja"]],
  ["a kilo of mandioca", [[1, "kg", "mandioca"]], ["1 kg de mandioca"]],
  // Butcher's and fishmonger's counters.
  ["chicken breast above 500 g is weighed by 100 g", [[650, "g", "peito de frango sem pele"]], ["700 g de peito de frango sem pele"]],
  [
    "minced beef of two recipes",
    [
      [500, "g", "carne moída"],
      [400, "g", "carne moída"],
    ],
    ["900 g de carne moída"],
  ],
  ["over a kilo of meat goes by the half kilo", [[1.2, "kg", "acém"]], ["1,5 kg de acém"]],
  ["exactly one kilo stays one kilo", [[1, "kg", "costela bovina"]], ["1 kg de costela bovina"]],
  ["shrimp", [[300, "g", "camarão limpo"]], ["300 g de camarão"]],
  ["fish fillets", [[250, "g", "filé de tilápia"]], ["300 g de filé de tilápia"]],
  ["sausages counted are weighed at the counter", [[2, "unidade", "linguiça toscana"]], ["200 g de linguiça toscana"]],
  // Cheese and cold cuts.
  [
    "muçarela and mussarela are one cheese, by 100 g",
    [
      [150, "g", "queijo muçarela ralado"],
      [200, "g", "queijo mussarela"],
    ],
    ["400 g de queijo muçarela"],
  ],
  ["parmesan", [[0.5, "xícara", "queijo parmesão ralado"]], ["100 g de queijo parmesão"]],
  ["ham", [[100, "g", "presunto"]], ["100 g de presunto"]],
  [
    "ham slices are weighed at the counter",
    [
      [4, "unidade", "fatia de presunto"],
      [50, "g", "presunto"],
    ],
    ["200 g de presunto"],
  ],
  // Packages of the dry-goods aisle.
  ["flour by the kilo", [[3, "xícara", "farinha de trigo"]], ["1 kg de farinha de trigo"]],
  [
    "flour of many recipes",
    [
      [5, "xícara", "farinha de trigo"],
      [500, "g", "farinha de trigo"],
      [4, "xícara", "farinha"],
    ],
    ["2 kg de farinha de trigo"],
  ],
  ["sugar", [[1, "xícara", "açúcar"]], ["1 kg de açúcar"]],
  ["brown sugar is sugar", [[0.5, "xícara", "açúcar mascavo"]], ["1 kg de açúcar mascavo"]],
  ["beans", [[2, "xícara", "feijão carioca"]], ["1 kg de feijão carioca"]],
  ["five kilos of rice", [[4.5, "kg", "arroz"]], ["5 kg de arroz"]],
  [
    "condensed milk by the can",
    [
      [1, "unidade", "lata de leite condensado"],
      [1, "unidade", "leite condensado"],
    ],
    ["2 latas de leite condensado (395 g)"],
  ],
  ["condensed milk in cups", [[1, "xícara", "leite condensado"]], ["1 lata de leite condensado (395 g)"]],
  [
    "cream by the small carton",
    [
      [1, "unidade", "caixinha de creme de leite"],
      [0.5, "xícara", "creme de leite"],
    ],
    ["2 caixinhas de creme de leite (200 g)"],
  ],
  [
    "coconut milk by the bottle",
    [
      [200, "ml", "leite de coco"],
      [1, "unidade", "vidro de leite de coco"],
    ],
    ["2 vidros de leite de coco (200 ml)"],
  ],
  [
    "oil by the 900 ml bottle",
    [
      [2, "colher de sopa", "óleo"],
      [1, "xícara", "óleo"],
    ],
    ["1 garrafa de óleo (900 ml)"],
  ],
  ["olive oil by the 500 ml bottle", [[3, "colher de sopa", "azeite de oliva"]], ["1 garrafa de azeite de oliva (500 ml)"]],
  ["a lot of oil for frying", [[1, "l", "óleo para fritar"]], ["2 garrafas de óleo (900 ml)"]],
  [
    "butter by the 200 g tub",
    [
      [2, "colher de sopa", "manteiga"],
      [250, "g", "manteiga em temperatura ambiente"],
    ],
    ["2 potes de manteiga (200 g)"],
  ],
  ["peas by the can", [[1, "xícara", "ervilha"]], ["1 lata de ervilha (170 g)"]],
  ["tuna by the can", [[2, "unidade", "lata de atum"]], ["2 latas de atum (120 g drenado)"]],
  ["tomato sauce by the carton", [[1, "xícara", "molho de tomate"]], ["1 caixa de molho de tomate (340 g)"]],
  ["tomato paste by the can", [[2, "colher de sopa", "extrato de tomate"]], ["1 lata de extrato de tomate (140 g)"]],
  ["pasta by the 500 g packet", [[700, "g", "macarrão"]], ["2 pacotes de macarrão (500 g)"]],
  ["sliced bread by the loaf", [[4, "unidade", "fatia de pão de forma"]], ["1 pacote de pão de forma (500 g)"]],
  [
    "cornstarch",
    [
      [2, "colher de sopa", "amido de milho"],
      [1, "colher de sopa", "maisena"],
    ],
    ["1 caixa de amido de milho (200 g)"],
  ],
  ["baking powder", [[1, "colher de sopa", "fermento químico em pó"]], ["1 lata de fermento químico em pó (100 g)"]],
  ["dry yeast by the sachet", [[10, "g", "fermento biológico seco"]], ["1 sachê de fermento biológico seco (10 g)"]],
  ["honey by the jar", [[2, "colher de sopa", "mel"]], ["1 pote de mel (300 g)"]],
  [
    "yoghurt pots",
    [
      [1, "unidade", "pote de iogurte natural"],
      [1, "xícara", "iogurte natural"],
    ],
    ["3 potes de iogurte natural (170 g)"],
  ],
  ["chocolate powder", [[0.5, "xícara", "chocolate em pó"]], ["1 pacote de chocolate em pó (200 g)"]],
  // Bread.
  [
    "bread rolls counted",
    [
      [4, "unidade", "pão francês"],
      [2, "unidade", "pães franceses"],
    ],
    ["6 pães franceses"],
  ],
  // Spices and staples.
  [
    "salt by the kilo",
    [
      [1, "colher de chá", "sal"],
      [0, "pitada", "sal"],
    ],
    ["1 kg de sal"],
  ],
  ["pepper only to taste", [[0, "pitada", "pimenta-do-reino"]], ["pimenta-do-reino (a gosto)"]],
  [
    "cumin by the packet",
    [
      [1, "colher de chá", "cominho"],
      [1, "colher de chá", "cominho em pó"],
    ],
    ["1 pacote de cominho"],
  ],
  ["bay leaves by the packet", [[2, "unidade", "folha de louro"]], ["1 pacote de louro"]],
  ["paprika by the packet", [[2, "colher de sopa", "páprica defumada"]], ["1 pacote de páprica defumada"]],
  ["vinegar by the bottle", [[2, "colher de sopa", "vinagre"]], ["1 garrafa de vinagre (750 ml)"]],
  ["soy sauce by the bottle", [[3, "colher de sopa", "shoyu"]], ["1 frasco de shoyu (150 ml)"]],
  // Juice, zest and peel are bought as fruit.
  [
    "lime juice is limes, some 30 ml each",
    [
      [0.5, "xícara", "suco de limão"],
      [2, "unidade", "limões"],
    ],
    ["6 limões"],
  ],
  ["orange juice is oranges", [[1, "xícara", "suco de laranja"]], ["3 laranjas"]],
  ["lime zest is a lime a teaspoon", [[1, "colher de sopa", "raspas de limão"]], ["3 limões"]],
  ["orange peel by weight", [[500, "g", "casca de laranja"]], ["10 laranjas"]],
  // Cooked amounts are bought raw.
  ["cooked rice is bought raw", [[3, "xícara", "arroz cozido"]], ["1 kg de arroz"]],
  [
    "cooked beans merge with the dry ones",
    [
      [3, "xícara", "feijão carioca cozido e escorrido"],
      [500, "g", "feijão carioca"],
    ],
    ["1 kg de feijão carioca"],
  ],
  ["cooked chicken is more raw chicken", [[300, "g", "frango cozido desfiado"]], ["500 g de frango"]],
  ["feijão-de-corda keeps the name the recipe wrote", [[500, "g", "feijão de corda cozido"]], ["1 kg de feijão de corda"]],
  // Greens, lettuce, small fruit.
  ["spinach by the bunch of 150 g of leaves", [[500, "g", "espinafre"]], ["4 maços de espinafre"]],
  [
    "couve leaves are a bunch",
    [
      [4, "unidade", "folha de couve"],
      [2, "unidade", "folhas de couve"],
    ],
    ["1 maço de couve"],
  ],
  ["lettuce by the head", [[1, "unidade", "alface crespa"]], ["1 pé de alface crespa"]],
  ["lettuce leaves are a head", [[4, "unidade", "folha de alface"]], ["1 pé de alface"]],
  ["strawberries are weighed even when counted", [[6, "unidade", "morangos"]], ["100 g de morango"]],
  ["grapes in cups are weighed", [[1, "xícara", "uva sem semente"]], ["200 g de uva"]],
  ["ginger is weighed, at least 100 g", [[1, "colher de chá", "gengibre fresco ralado"]], ["100 g de gengibre"]],
  // Cans against the fresh food, stock, drinks.
  [
    "fresh sardines are fish, not cans",
    [
      [1, "kg", "sardinha fresca"],
      [2, "unidade", "lata de sardinha"],
    ],
    ["1 kg de sardinha fresca", "2 latas de sardinha (120 g drenado)"],
  ],
  [
    "stock cubes by the box of 6",
    [
      [1, "unidade", "tablete de caldo de carne"],
      [1.2, "l", "caldo de carne"],
    ],
    ["1 caixa de caldo de carne (6 tabletes)"],
  ],
  ["grape juice by the litre", [[700, "ml", "suco de uva integral"]], ["700 ml de suco de uva integral"]],
  ["wine by the bottle", [[0.5, "xícara", "vinho branco seco"]], ["1 garrafa de vinho branco seco (750 ml)"]],
  ["ice by the 2 kg bag", [[2, "xícara", "gelo"]], ["1 saco de gelo (2 kg)"]],
  ["banana leaves are the leaves", [[2, "unidade", "folha de bananeira"]], ["2 folhas de bananeira"]],
  ["boldo leaves are a bunch", [[3, "unidade", "folha de boldo"]], ["1 maço de boldo"]],
  // What is not bought, and a whole week at once.
  [
    "tap water is not on the list",
    [
      [2, "xícara", "água"],
      [1, "l", "água fervente"],
    ],
    [],
  ],
  [
    "a week's lines keep their order and merge each food once",
    [
      [2, "xícara", "arroz"],
      [1, "unidade", "cebola"],
      [3, "unidade", "dente de alho"],
      [500, "g", "carne moída"],
      [1, "xícara", "arroz"],
      [1, "unidade", "cebola picada"],
      [2, "unidade", "dentes de alho"],
      [0, "pitada", "sal"],
    ],
    ["1 kg de arroz", "2 cebolas", "1 cabeça de alho", "500 g de carne moída", "sal (a gosto)"],
  ],
];
