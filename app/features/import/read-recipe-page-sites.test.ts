import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mainTextLimit, readRecipePage } from "./read-recipe-page";
import { page } from "./html-page.test-support";

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/import/${name}.html`, import.meta.url), "utf8");

/** What a cook should see in the preview of each fixture page (tests/fixtures/import, each says which site it imitates). */
const pages = [
  {
    file: "tudo-gostoso",
    url: "https://www.tudogostoso.com.br/receita/23-bolo-de-cenoura.html",
    via: "json-ld",
    title: "Bolo de cenoura com cobertura de chocolate",
    servings: 12,
    prepTime: 20,
    cookTime: 40,
    lines: [
      "3 cenouras médias raladas",
      "4 ovos",
      "1 xícara (chá) de óleo",
      "2 xícaras (chá) de açúcar",
      "2 e 1/2 xícaras (chá) de farinha de trigo",
      "1 colher (sopa) de fermento em pó",
      "1 colher (sopa) de manteiga",
      "3 colheres (sopa) de chocolate em pó",
      "1 xícara (chá) de açúcar para a cobertura",
      "1 xícara (chá) de leite",
    ],
    parsed: {
      4: { name: "farinha de trigo", quantity: 2.5, unit: "xícara" },
      5: { name: "fermento em pó", quantity: 1, unit: "colher de sopa" },
    },
    steps: 6,
    firstStep: "Massa: Bata no liquidificador a cenoura, os ovos e o óleo até ficar homogêneo.",
    step: { 4: "Cobertura: Leve ao fogo a manteiga, o chocolate, o açúcar e o leite, mexendo até engrossar." },
    image: "https://img.tudogostoso.com.br/receitas/bolo-de-cenoura-1x1.jpg",
    author: "Marina Albuquerque",
    site: "TudoGostoso",
  },
  {
    file: "panelinha",
    url: "https://panelinha.com.br/receita/arroz-de-forno-com-frango",
    via: "json-ld",
    title: "Arroz de forno com frango",
    servings: 4,
    prepTime: 15,
    cookTime: 30,
    lines: [
      "3 xícaras (chá) de arroz cozido",
      "2 xícaras (chá) de frango cozido e desfiado",
      "½ xícara (chá) de molho de tomate",
      "1 xícara (chá) de queijo muçarela ralado",
      "¼ de xícara (chá) de azeitona verde picada",
      "sal a gosto",
      "pimenta-do-reino moída na hora a gosto",
    ],
    parsed: { 2: { name: "molho de tomate", quantity: 0.5, unit: "xícara" }, 5: { name: "sal", quantity: 0, unit: "unidade" } },
    steps: 4,
    firstStep: "Preaqueça o forno a 200 °C (temperatura média).",
    step: {},
    image: "https://cdn.panelinha.com.br/receita/arroz-de-forno.jpg",
    author: "Panelinha",
    site: "Panelinha",
  },
  {
    file: "receitas-nestle",
    url: "https://www.receitasnestle.com.br/receitas/pudim-de-leite-moca",
    via: "json-ld",
    title: "Pudim de Leite MOÇA®",
    servings: 10,
    // Only a total time: all of it is preparation, as the model's replies are read.
    prepTime: 90,
    cookTime: 0,
    lines: ["1 xícara (chá) de açúcar", "1 lata de Leite MOÇA®", "1 medida (da lata) de leite", "3 ovos"],
    parsed: { 1: { name: "lata de Leite MOÇA®", quantity: 1, unit: "unidade" }, 3: { name: "ovo", quantity: 3, unit: "unidade" } },
    steps: 4,
    firstStep: "Derreta o açúcar numa panela em fogo baixo até dourar e forre com ele uma forma de furo central.",
    step: {},
    image: "https://www.receitasnestle.com.br/images/pudim-de-leite.jpg",
    author: undefined,
    site: "Receitas Nestlé",
  },
  {
    file: "ana-maria-braga",
    url: "https://anamariabraga.globo.com/receita/feijoada-completa/",
    via: "json-ld",
    title: "Feijoada completa",
    servings: 8,
    prepTime: 30,
    cookTime: 150,
    lines: [
      "1 kg de feijão preto",
      "300 g de carne-seca dessalgada",
      "300 g de costelinha de porco salgada",
      "2 paios em rodelas",
      "1 linguiça calabresa em rodelas",
      "200 g de bacon em cubos",
      "2 cebolas picadas",
      "6 dentes de alho picados",
      "4 folhas de louro",
      "sal a gosto",
    ],
    parsed: { 0: { name: "feijão preto", quantity: 1, unit: "kg" }, 8: { name: "folha de louro", quantity: 4, unit: "unidade" } },
    steps: 5,
    firstStep: "Deixe o feijão de molho de véspera e as carnes salgadas de molho em água fria, trocando a água algumas vezes.",
    step: {},
    image: "https://s2.glbimg.com/receitas/feijoada-completa.jpg",
    author: "Ana Maria Braga",
    site: "Receitas Ana Maria Braga",
  },
  {
    file: "cybercook",
    url: "https://www.cybercook.com.br/receitas/aves/estrogonofe-de-frango-1234",
    via: "json-ld",
    title: "Estrogonofe de frango",
    servings: 6,
    prepTime: 10,
    cookTime: 25,
    lines: [
      "600 g de peito de frango em cubos",
      "1 cebola picada",
      "2 colheres (sopa) de manteiga",
      "3 colheres (sopa) de ketchup",
      "1 colher (sopa) de mostarda",
      "1 vidro de champignon fatiado",
      "1 caixinha de creme de leite",
      "sal e pimenta a gosto",
    ],
    parsed: {
      0: { name: "peito de frango em cubos", quantity: 600, unit: "g" },
      3: { name: "ketchup", quantity: 3, unit: "colher de sopa" },
    },
    steps: 4,
    firstStep: "Derreta a manteiga e doure a cebola.",
    step: { 3: "Desligue o fogo, misture o creme de leite e acerte o sal." },
    image: "https://www.cybercook.com.br/imagens/receitas/estrogonofe-de-frango.jpg",
    author: "Cozinha Cybercook",
    site: "cybercook.com.br",
  },
  {
    file: "guia-da-cozinha",
    url: "https://www.guiadacozinha.com.br/pao-de-queijo/",
    via: "json-ld",
    title: "Pão de queijo mineiro – receita da fazenda",
    servings: 24,
    prepTime: 30,
    cookTime: 25,
    lines: [
      "500 g de polvilho azedo",
      "1 copo (americano) de leite",
      "1/2 copo (americano) de óleo",
      "1 colher (chá) de sal",
      "2 ovos",
      "250 g de queijo meia-cura ralado",
    ],
    parsed: { 0: { name: "polvilho azedo", quantity: 500, unit: "g" }, 3: { name: "sal", quantity: 1, unit: "colher de chá" } },
    steps: 4,
    // The step's text, not its "name" (which only repeats its start).
    firstStep: "Ferva o leite com o óleo e o sal e escalde o polvilho, mexendo bem.",
    step: {},
    image: "https://www.guiadacozinha.com.br/wp-content/uploads/pao-de-queijo.jpg",
    author: "Redação Guia da Cozinha",
    site: "Guia da Cozinha",
  },
  {
    file: "wordpress-wprm",
    url: "https://www.cozinhadavolurdes.com.br/bolo-de-fuba-cremoso/",
    via: "json-ld",
    title: "Bolo de fubá cremoso – o da vó",
    servings: 8,
    prepTime: 15,
    cookTime: 50,
    lines: [
      "4 xícaras (chá) leite",
      "3 ovos",
      "2 xícaras (chá) açúcar",
      "1 xícara (chá) fubá",
      "2 colheres (sopa) farinha de trigo",
      "50 g queijo parmesão ralado, opcional",
      "1 colher (sopa) fermento em pó",
    ],
    parsed: {
      3: { name: "fubá", quantity: 1, unit: "xícara" },
      5: { name: "queijo parmesão ralado", quantity: 50, unit: "g", isOptional: true },
    },
    // Two sections of two steps; the tip is not a step.
    steps: 4,
    firstStep: "Massa: Bata no liquidificador o leite, os ovos, o açúcar, o fubá, a farinha e o queijo.",
    step: { 2: "Forno: Despeje em assadeira untada e asse a 180 °C por 50 minutos, até dourar." },
    image: "https://www.cozinhadavolurdes.com.br/wp-content/uploads/2024/06/bolo-fuba-cremoso.jpg",
    author: "Lurdes Ferreira",
    site: "cozinhadavolurdes.com.br",
  },
  {
    file: "blogger-microdata",
    url: "https://cantinhodatianena.blogspot.com/2023/06/canjica-cremosa.html",
    via: "microdata",
    title: "Canjica cremosa de festa junina",
    servings: 6,
    prepTime: 15,
    cookTime: 60,
    lines: [
      "500 g de milho para canjica",
      "1 litro de leite",
      "1 lata de leite condensado",
      "1 xícara (chá) de amendoim torrado e moído",
      "2 paus de canela",
      "Cravo-da-índia a gosto",
    ],
    parsed: { 1: { name: "leite", quantity: 1, unit: "l" }, 2: { name: "lata de leite condensado", quantity: 1, unit: "unidade" } },
    steps: 4,
    firstStep: "Deixe o milho de molho na água de um dia para o outro.",
    step: { 3: "Sirva quente ou fria, com canela em pó por cima." },
    image: "https://cantinhodatianena.blogspot.com/imagens/canjica-cremosa.jpg",
    author: "Tia Nena",
    site: "Cantinho da Tia Nena",
  },
] as const;

describe("readRecipePage: the fixture pages of Brazilian recipe sites", () => {
  it.each(pages)("$file: read by $via with its title, servings, times, lines, steps, image, author and site", (page) => {
    const read = readRecipePage(fixture(page.file), page.url);
    if (!read.found) throw new Error(`no recipe found in ${page.file}`);
    expect(read.via).toBe(page.via);
    expect(read.draft.title).toBe(page.title);
    expect(read.draft.servings).toBe(page.servings);
    expect(read.draft.prepTime).toBe(page.prepTime);
    expect(read.draft.cookTime).toBe(page.cookTime);
    expect(read.draft.ingredients.map((ingredient) => ingredient.line)).toEqual(page.lines);
    for (const [index, expected] of Object.entries(page.parsed)) {
      expect(read.draft.ingredients[Number(index)]).toMatchObject(expected);
    }
    expect(read.draft.steps).toHaveLength(page.steps);
    expect(read.draft.steps[0]).toBe(page.firstStep);
    for (const [index, expected] of Object.entries(page.step)) expect(read.draft.steps[Number(index)]).toBe(expected);
    expect(read.source).toEqual({
      url: page.url,
      site: page.site,
      ...(page.author ? { author: page.author } : {}),
      image: page.image,
    });
  });

  it("a page without structured data gives the model its article's text, without menus, side bars, scripts, styles, forms or footers", () => {
    const read = readRecipePage(fixture("no-structured-data"), "https://receitasdacasa.com.br/bolinho-de-chuva");
    if (read.found) throw new Error("found a recipe in a page without one");
    const lines = read.mainText.split("\n");
    expect(lines[0]).toBe("Bolinho de chuva da vovó | Receitas da Casa");
    expect(lines).toContain("Bolinho de chuva da vovó");
    expect(lines).toContain("2 e ½ xícaras de farinha de trigo");
    expect(lines).toContain("Frite colheradas da massa em óleo quente, escorra e passe no açúcar com canela.");
    for (const chrome of [
      "Início",
      "Contato",
      "Mais lidas",
      "Compartilhe",
      "Tags:",
      "comentário",
      "Política",
      "dataLayer",
      "analytics",
      "font-family",
      "anuncios",
    ]) {
      expect(read.mainText).not.toContain(chrome);
    }
  });

  it("a page with neither <article> nor <main> gives its body without the site's header, menu, side bar and footer", () => {
    const html = page(
      "<title>Quentão</title>",
      `<header>Blog da Rô</header><nav>Início · Receitas</nav><div class="post"><h2>Quentão</h2><p>Ferva a cachaça com gengibre e canela.</p></div><aside>Arquivo do blog</aside><footer>© 2024</footer>`,
    );
    const read = readRecipePage(html, "https://blogdaro.blogspot.com/quentao");
    expect(read.found ? null : read.mainText).toBe("Quentão\nFerva a cachaça com gengibre e canela.");
  });

  it("the main text is cut near 12,000 characters, at a line or a word", () => {
    const paragraph = "Misture a farinha com o leite e mexa sem parar até engrossar bem. ";
    const html = `<html><body><main><p>${paragraph.repeat(400)}</p><p>fim do texto</p></main></body></html>`;
    const read = readRecipePage(html, "https://exemplo.com.br/longa");
    if (read.found) throw new Error("found a recipe in plain prose");
    expect(read.mainText.length).toBeLessThanOrEqual(mainTextLimit);
    expect(read.mainText.length).toBeGreaterThan(mainTextLimit * 0.9);
    expect(read.mainText).not.toContain("fim do texto");
    // A whole-word prefix of the text: the next character of the page is a space.
    const whole = paragraph.repeat(400).trim();
    expect(whole.startsWith(read.mainText)).toBe(true);
    expect(whole[read.mainText.length]).toBe(" ");
  });
});
