import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../db/catalogue/files.server";
import { quotedQuantities, quotesQuantity } from "./step-quantities";

describe("quotedQuantities: the amounts a step quotes", () => {
  it.each([
    // Numbers, fractions and spoken amounts before a measure.
    ["Ferva 4 litros de água.", ["4 litros"]],
    ["Junte 200 g de queijo ralado.", ["200 g"]],
    ["Junte 200g de queijo ralado.", ["200g"]],
    ["Misture 2 xícaras de farinha.", ["2 xícaras"]],
    ["Acrescente meia xícara de leite.", ["meia xícara"]],
    ["Dissolva o fermento em 1/2 colher de chá de açúcar.", ["1/2 colher de chá"]],
    ["Junte 1 ½ xícara de caldo.", ["1 ½ xícara"]],
    ["Junte 1 e 1/2 xícara de caldo.", ["1 e 1/2 xícara"]],
    ["Coloque cerca de 3/4 de xícara de massa.", ["3/4 de xícara"]],
    ["Regue com 1 colher (sopa) de azeite.", ["1 colher (sopa)"]],
    ["Aqueça 2 colheres de sopa de óleo.", ["2 colheres de sopa"]],
    ["Bata 2 colheres de manteiga.", ["2 colheres"]],
    ["Adicione 2 a 3 xícaras de água quente.", ["2 a 3 xícaras"]],
    ["Despeje 500 ml de leite e 1 kg de açúcar.", ["500 ml", "1 kg"]],
    ["Tempere com uma pitada de sal.", ["uma pitada"]],
    ["Retire duas conchas de feijão da panela.", ["duas conchas"]],
    ["Separe uma xícara de grãos inteiros.", ["uma xícara"]],
    ["Despeje uma concha pequena de massa.", ["uma concha"]],
    ["Junte meia dúzia de ovos.", ["meia dúzia"]],
    // Countable foods, and pieces of something.
    ["Junte 2 ovos, um de cada vez.", ["2 ovos"]],
    ["Quebre um ovo na tigela.", ["um ovo"]],
    ["Esprema o suco de meio limão.", ["meio limão"]],
    ["Use o suco de 2 limões.", ["2 limões"]],
    ["Pique 3 cebolas e 6 dentes de alho.", ["3 cebolas", "6 dentes"]],
    ["Acrescente 2 folhas de louro.", ["2 folhas"]],
    ["Cubra com 4 fatias de queijo.", ["4 fatias"]],
    ["Decore com rodelas de ovo, de 1 tomate e de palmito.", ["1 tomate"]],
    ["Asse 2 pães franceses.", ["2 pães"]],
  ])("%s → %j", (text, expected) => {
    expect(quotedQuantities(text)).toEqual(expected);
  });

  it.each([
    // Times, temperatures, step numbers and counts of actions.
    "Cozinhe por 10 minutos.",
    "Deixe de molho por 8 a 12 horas.",
    "Asse em forno preaquecido a 180 °C por 40 minutos.",
    "Aqueça o óleo a 170 graus.",
    "Aqueça a água entre 90 e 95 °C.",
    "Repita o passo 3.",
    "Volte ao passo 2, até dourar.",
    "Troque a água 4 vezes.",
    "Pulse 4 ou 5 vezes.",
    "Doure o frango em duas levas.",
    "Monte em 6 a 8 camadas.",
    "Incorpore a farinha em três partes.",
    "Corte o limão em 8 pedaços.",
    // Sizes: of a pan, of a piece, of what is shaped.
    "Unte uma forma de 20 cm.",
    "Use um refratário de cerca de 20 x 30 cm.",
    "Em uma panela grande, de pelo menos 8 litros, coloque o feijão.",
    "Corte o frango em cubos de 2 cm.",
    "Corte em rodelas de meio centímetro.",
    "Enrole bolinhas de cerca de 15 g.",
    "Coloque porções de 2 colheres de sopa de massa.",
    "Corte a vagem em pedaços de 2 cm.",
    // Tools and articles.
    "Mexa com uma colher de pau.",
    "Com uma colher de sopa, pingue montinhos sobre o papel.",
    "Coloque o limão em um copo baixo e macere.",
    "Misture os dois polvilhos em uma tigela.",
    "Desfie com dois garfos.",
    "Corte as bananas ao meio no sentido do comprimento.",
    "Sirva com um fio de azeite.",
    "Empilhe 5 ou 6 folhas, enrole e corte em tiras.",
    "Refogue a cebola em meias-luas.",
    "Finalize com a pitada de sal e metade do coentro.",
    "",
  ])("%j quotes no quantity", (text) => {
    expect(quotedQuantities(text)).toEqual([]);
    expect(quotesQuantity(text)).toBe(false);
  });

  it("counts the recipe's own ingredients after a number, never after a spoken article", () => {
    const names = ["quiabo", "massa para lasanha"];
    expect(quotedQuantities("Junte 3 quiabos cortados.", names)).toEqual(["3 quiabos"]);
    expect(quotedQuantities("Junte 3 quiabos cortados.")).toEqual([]);
    expect(quotedQuantities("Sove até formar uma massa lisa.", names)).toEqual([]);
  });
});

describe("quotesQuantity over the catalogue", () => {
  const steps = (readCatalogue() as { slug: string; ingredients: { name: string }[]; steps: { description: string }[] }[]).flatMap(
    (recipe) =>
      recipe.steps.map((step, index) => ({
        at: `${recipe.slug}#${index + 1}`,
        quotes: quotesQuantity(
          step.description,
          recipe.ingredients.map((ingredient) => ingredient.name),
        ),
      })),
  );
  const flagged = new Set(steps.filter((step) => step.quotes).map((step) => step.at));

  it.each([
    ["feijoada-completa#3", true], // "Cubra com cerca de 4 litros de água", in a pan "de pelo menos 8 litros"
    ["feijoada-completa#6", true], // "duas conchas de feijão"
    ["feijoada-completa#1", false], // "por 24 horas, trocando a água pelo menos 4 vezes"
    ["canjica-cremosa#2", true], // "com os 2 litros de água"
    ["cuca-de-banana#1", true], // "1 xícara de farinha, 1/2 xícara de açúcar…"
    ["pao-de-queijo-mineiro#5", false], // "bolinhas de cerca de 3 cm"
    ["brigadeiro#4", false], // "bolinhas de cerca de 15 g"
    ["pe-de-moleque#3", false], // "com uma colher de pau"
    ["bolo-de-cenoura-com-cobertura-de-chocolate#1", false], // "180 °C", "forma … de cerca de 22 x 32 cm"
  ])("%s quotes a quantity: %s", (at, expected) => {
    expect(steps.some((step) => step.at === at)).toBe(true);
    expect(flagged.has(at)).toBe(expected);
  });

  it("finds quantities in a few dozen steps of the catalogue, not in every step with a number", () => {
    expect(flagged.size).toBeGreaterThan(30);
    expect(flagged.size).toBeLessThan(steps.length / 4);
  });
});
