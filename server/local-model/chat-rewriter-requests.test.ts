/**
 * The scripted chef in the chat: questions get answers and no rewrite; change requests
 * (also when asked as questions) rewrite; everyday phrasings ("dobre a receita", "pela metade",
 * "serve 6") are understood, and nothing is swapped that the recipe does not have.
 */
import { describe, expect, it } from "vitest";
import type { RecipeContent } from "~/domain/recipe-schema";
import { addedUnknown, ask, cake, claims, tomatoRice, tomatoRiceWithEggs } from "./chat-rewriter.test-support";

describe("questions that ask for no change get an answer and no rewrite", () => {
  it.each([
    ["Quanto tempo dura na geladeira?", /dura 3 dias/],
    ["posso congelar?", /Pode, sim: sem cobertura[^.]*2 meses no freezer/],
    ["o que significa refogar?", /Refogar é cozinhar rapidamente em um pouco de gordura/],
    ["O que é banho-maria?", /Banho-maria é cozinhar com calor suave/],
    ["qual o ponto do brigadeiro?", /desgruda do fundo da panela/],
    ["Qual o ponto do bolo?", /palito no centro/],
    ["Tem glúten?", /Leva glúten: farinha de trigo\. Dá para trocar farinha de trigo por farinha de arroz/],
    ["É vegano?", /Não serve para uma dieta vegana: ovos, leite e manteiga/],
    ["Quantas porções rende?", /rende 8 porções/],
    ["Quanto de farinha vai?", /leva 2,5 xícaras de farinha de trigo/],
    ["Com o que servir?", /café/],
    ["Por que meu bolo solou?", /não abra o forno nos primeiros 25 minutos/],
    ["Dá pra fazer na airfryer?", /160 °C/],
    ["Posso fazer na véspera?", /véspera/],
    ["O que posso usar no lugar do leite?", /No lugar do leite você pode usar leite de amêndoas, leite de coco e leite de aveia/],
    ["Como substituir os ovos?", /No lugar dos ovos você pode usar banana amassada/],
    ["Posso usar mel?", /mel pode entrar no lugar do açúcar; use cerca de 3\/4/],
    ["Essa receita é saudável?", /O que mais pesa aqui é açúcar e manteiga\. Se quiser, peça "deixe mais saudável"/],
    ["Qual a temperatura do forno?", /180 °C/],
    ["Fica bom sem forno?", /panela de fundo grosso/],
    ["Qual a origem dessa receita?", /não tenho uma resposta precisa nesta demonstração/],
  ])("%j", (question, answer) => {
    const reply = ask(question);
    expect(reply.recipeUpdated).toBe(false);
    expect(reply.updatedRecipe).toBeUndefined();
    expect(reply.message).toMatch(/^Demonstração do Chef Virtual: /);
    expect(reply.message).toMatch(answer);
    expect(reply.message).not.toMatch(claims);
  });

  it("answers for this kind of dish", () => {
    const feijoada: RecipeContent = { ...cake, title: "Feijoada", ingredients: [{ ...cake.ingredients[0]!, name: "feijão-preto" }] };
    expect(ask("Quanto tempo dura na geladeira?", {}, feijoada).message).toMatch(/4 a 5 dias/);
    expect(ask("Posso congelar?", {}, feijoada).message).toMatch(/até 3 meses/);
  });
});

describe("change requests, also when asked as questions, rewrite the recipe", () => {
  it.each([
    ["Pode trocar o leite por leite de soja?", "troquei o leite por leite de soja"],
    ["Poderia tirar o açúcar?", "troquei o açúcar por açúcar de coco"],
    ["Dá pra fazer sem ovos?", "troquei os ovos por banana amassada"],
    ["Pode fazer para 4 porções?", "adaptei a receita para 4 porções"],
    [
      "Dá para fazer uma versão vegana?",
      "para deixar a receita vegana, troquei os ovos por banana amassada, o leite por leite de aveia e a manteiga por óleo de coco",
    ],
    ["Substitua o leite por uma opção sem lactose", "troquei o leite por leite de aveia"],
    ["acrescente 100 g de nozes picadas", "acrescentei 100 g de nozes picadas"],
    ["coloque mais açúcar", "aumentei o açúcar de 1 xícara para 1 ½ xícara"],
  ])("%j", (request, said) => {
    const reply = ask(request);
    expect(reply.recipeUpdated).toBe(true);
    expect(reply.message).toBe(`Demonstração do Chef Virtual: ${said}.`);
  });

  it("says so, and changes nothing, when less of something reads the same ('menos sal' on 1 pitada)", () => {
    const reply = ask("menos sal");
    expect(reply.recipeUpdated).toBe(false);
    expect(reply.message).toBe("Demonstração do Chef Virtual: não dá para diminuir o sal: 1 pitada já é a menor medida. Não mudei nada.");
  });

  it("answers, without a rewrite, a request that changes nothing", () => {
    expect(
      ask("Faça sem lactose", {}, { ...cake, ingredients: cake.ingredients.filter((line) => !/leite|manteiga/.test(line.name)) }),
    ).toEqual({
      recipeUpdated: false,
      message: "Demonstração do Chef Virtual: pelos ingredientes, esta receita já é sem lactose; não precisei mudar nada.",
    });
  });
});

describe("the everyday phrasings of a change", () => {
  it.each([
    ["dobre a receita", "dobrei a receita: agora ela rende 16 porções", 16],
    ["Dobrar", "dobrei a receita: agora ela rende 16 porções", 16],
    ["quero o dobro", "dobrei a receita: agora ela rende 16 porções", 16],
    ["faça pela metade", "reduzi a receita pela metade: agora ela rende 4 porções", 4],
    ["meia receita, por favor", "reduzi a receita pela metade: agora ela rende 4 porções", 4],
    ["metade", "reduzi a receita pela metade: agora ela rende 4 porções", 4],
    ["para 4 pessoas", "adaptei a receita para 4 porções", 4],
    ["Para 6 porções", "adaptei a receita para 6 porções", 6],
    ["serve 10", "adaptei a receita para 10 porções", 10],
    ["para duas pessoas", "adaptei a receita para 2 porções", 2],
    ["faça para 3", "adaptei a receita para 3 porções", 3],
  ])("%j scales the whole recipe", (request, said, servings) => {
    const reply = ask(request);
    expect(reply.message).toBe(`Demonstração do Chef Virtual: ${said}.`);
    expect(reply.updatedRecipe?.servings).toBe(servings);
    const flour = reply.updatedRecipe!.ingredients!.find((line) => line.name === "farinha de trigo")!;
    // Two decimals, as the scripted model rounds.
    expect(flour.quantity).toBeCloseTo((2.5 * servings) / 8, 1);
  });

  it.each([
    ["sem leite", "troquei o leite por leite de aveia"],
    ["troque o leite por leite de soja", "troquei o leite por leite de soja"],
    ["Substitua a manteiga por azeite", "troquei a manteiga por azeite"],
    ["trocar o açúcar por mel", "troquei o açúcar por mel"],
    ["troque os ovos por outra coisa", "troquei os ovos por banana amassada"],
    ["o dobro de açúcar", "aumentei o açúcar de 1 xícara para 2 xícaras"],
    ["use metade do açúcar", "diminuí o açúcar de 1 xícara para ½ xícara"],
    ["corte a manteiga pela metade", "diminuí a manteiga de 2 colheres de sopa para 1 colher de sopa"],
  ])("%j", (request, said) => {
    const reply = ask(request);
    expect(reply.recipeUpdated).toBe(true);
    expect(reply.message).toBe(`Demonstração do Chef Virtual: ${said}.`);
    expect(reply.updatedRecipe?.servings).toBe(8);
    expect(addedUnknown(reply, cake)).toEqual([]);
  });
});

describe("what the recipe does not have, and what is not a food", () => {
  it.each([
    ["troque o ovo por outra coisa", "esta receita não leva ovo, então não troquei nada"],
    ["Substitua os ovos por banana", "esta receita não leva ovos, então não troquei nada"],
    ["tire o alho", "esta receita não leva alho, então não tirei nada"],
    ["sem cebolinha", "esta receita não leva cebolinha, então não tirei nada"],
  ])("%j on a rice without it: says so in words and does not rewrite", (request, said) => {
    const reply = ask(request, {}, tomatoRice);
    expect(reply.recipeUpdated).toBe(false);
    expect(reply.updatedRecipe).toBeUndefined();
    expect(reply.message).toBe(`Demonstração do Chef Virtual: ${said}. Os ingredientes são: arroz, tomate, cebola, manteiga e sal.`);
  });

  it.each([
    [
      "troque os ovos por xyz",
      "não conheço “xyz” como ingrediente, então não mudei nada. Diga qual alimento você quer usar no lugar dos ovos.",
    ],
    ["acrescente algo", "não conheço “algo” como ingrediente, então não acrescentei nada. Diga qual alimento você quer acrescentar."],
  ])("%j: asks which food instead of writing one that is not", (request, said) => {
    const reply = ask(request, {}, tomatoRiceWithEggs);
    expect(reply).toEqual({ recipeUpdated: false, message: `Demonstração do Chef Virtual: ${said}` });
  });
});
