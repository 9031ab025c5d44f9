import { describe, expect, it } from "vitest";
import { ingredientKey, normaliseName, singular } from "./ingredient-name";
import { matchDescription, matchIngredient } from "./match";
import { loadTaco } from "../../../db/taco/taco.server";

const table = loadTaco();

describe("ingredient names, reduced to the food", () => {
  it.each([
    ["Dentes-de-Alho", "dente de alho"],
    ["Cebolas roxas", "cebola roxa"],
    ["Limões", "limao"],
    ["Pães franceses", "pao frances"],
    ["Amendoins", "amendoim"],
    ["Colheres", "colher"],
    ["Nozes", "noz"],
    ["Brócolis", "brocolis"],
    ["Leite da vaca", "leite de vaca"],
    ["Banana-d'água", "banana de agua"],
    ["Chocolate 70%", "chocolate 70%"],
  ])("%s → %s", (name, expected) => {
    expect(normaliseName(name)).toBe(expected);
  });

  it.each([
    ["ovos", "ovo"],
    ["tomates", "tomate"],
    ["pimentoes", "pimentao"],
    ["vegetais", "vegetal"],
    ["sal", "sal"],
  ])("the singular of %s is %s", (word, expected) => {
    expect(singular(word)).toBe(expected);
  });

  it.each([
    ["cebola média picada", "cebola", 1, false],
    ["berinjela grande", "berinjela", 1.5, false],
    ["tomates pequenos maduros", "tomate", 0.6, false],
    ["sal a gosto", "sal", 1, true],
    ["feijão carioca cozido e escorrido", "feijao carioca cozido", 1, false],
    ["peito de frango cozido e desfiado", "peito de frango cozido", 1, false],
    ["manteiga em temperatura ambiente", "manteiga", 1, false],
    ["queijo coalho em cubos", "queijo coalho", 1, false],
    ["banana nanica bem madura", "banana nanica", 1, false],
    ["água filtrada gelada", "agua", 1, false],
    ["amendoim torrado sem sal", "amendoim torrado sem sal", 1, false],
    ["leite em pó", "leite em po", 1, false],
  ])("%s: the food is %j, size ×%d, to taste: %s", (name, food, sizeFactor, toTaste) => {
    expect(ingredientKey(name)).toMatchObject({ food, sizeFactor, toTaste });
  });
});

describe("matchIngredient: our alias table first", () => {
  it.each([
    ["ovo", 489],
    ["Ovos", 489],
    ["ovos caipiras", 489],
    ["gema", 487],
    ["arroz branco", 4],
    ["arroz branco cozido", 3],
    ["feijão", 562],
    ["feijão carioca cozido com caldo", 561],
    ["feijão-preto", 568],
    ["frango cozido e desfiado", 408],
    ["peito de frango", 409],
    ["filé de peito de frango", 409],
    ["tomates maduros picados", 157],
    ["cebolas roxas", 107],
    ["dente de alho", 82],
    ["azeite de oliva extra virgem", 260],
    ["óleo", 272],
    ["manteiga", 261],
    ["manteiga sem sal", 262],
    ["queijo parmesão ralado", 464],
    ["queijo ralado", 464],
    ["muçarela", 463],
    ["sal", 517],
    ["carne moída", 327],
    ["camarão médio limpo", 285],
    ["farinha de mandioca", 121],
    ["abobrinha", 71],
    ["limão-taiti", 220],
    ["banana-prata madura", 182],
  ])("%s is TACO food %d", (name, id) => {
    const { match } = matchIngredient(name, table);
    expect(match.kind === "taco" && match.food.id).toBe(id);
  });

  it.each([
    ["leite", 459, 0.13],
    ["leite gelado", 459, 0.13],
    ["leite desnatado", 456, 0.1],
    ["coxa e sobrecoxa de frango", 402, 0.75],
    ["café em pó", 471, 10],
    ["erva-mate para chimarrão", 476, 20],
  ])("%s is counted as TACO food %d × %d (edible part, dilution or infusion)", (name, id, factor) => {
    const { match } = matchIngredient(name, table);
    expect(match.kind === "taco" && [match.food.id, match.factor]).toEqual([id, factor]);
  });

  it.each(["água", "água fervente", "Água com gás", "gelo", "cubos de gelo"])("%s is water: matched, no nutrients", (name) => {
    expect(matchIngredient(name, table).match.kind).toBe("water");
  });

  it.each(["canela em pó", "pimenta-do-reino", "folha de louro", "cacau em pó", "gengibre fresco ralado", "cravo-da-índia"])(
    "%s is known to be missing from TACO",
    (name) => {
      expect(matchIngredient(name, table).match.kind).toBe("not-in-taco");
    },
  );
});

describe("matchIngredient: then the TACO descriptions, raw unless the name says otherwise", () => {
  it.each([
    ["jiló", 127, "Jiló, cru"],
    ["maxixe", 134, "Maxixe, cru"],
    ["inhame", 126, "Inhame, cru"],
    ["cará", 103, "Cará, cru"],
    ["alface roxa", 80, "Alface, roxa, crua"],
    ["laranja-baía", 208, "Laranja, baía, crua"],
    ["repolho roxo refogado", 151, "Repolho, roxo, refogado"],
    ["pinhão cozido", 595, "Pinhão, cozido"],
    ["carambola", 190, "Carambola, crua"],
  ])("%s is %d (%s)", (name, id, description) => {
    const { match } = matchIngredient(name, table);
    expect(match.kind === "taco" && [match.food.id, match.food.description]).toEqual([id, description]);
  });

  it.each([
    // Cooked, fried and canned forms are not the raw ingredient.
    ["batata frita"],
    // The description names a variety the cook did not ("Abóbora, menina brasileira, crua").
    ["abóbora menina"],
    ["quinoa"],
    ["tahine"],
  ])("%s is left unmatched rather than guessed", (name) => {
    expect(matchIngredient(name, table).match.kind).toBe("unrecognised");
  });

  it("chooses the raw food over the cooked one when the name says nothing", () => {
    expect(matchDescription("beterraba", table)?.description).toBe("Beterraba, crua");
    expect(matchDescription("beterraba cozida", table)?.description).toBe("Beterraba, cozida");
  });

  it("does not read TACO's cacao fruit as cocoa powder, nor mustard leaves as mustard, nor almond milk as milk", () => {
    expect(matchIngredient("cacau", table).match.kind).toBe("not-in-taco");
    expect(matchIngredient("mostarda", table).match.kind).toBe("not-in-taco");
    // A substitute the app offers (substitutes.ts): known, and known to be missing from TACO.
    expect(matchIngredient("leite de amêndoas", table).match.kind).toBe("not-in-taco");
  });

  it.each([
    ["champignon fresco", "Brócolis, cru"],
    ["champignon", "Palmito, pupunha, em conserva"],
    ["champignon em conserva", "Palmito, pupunha, em conserva"],
    ["cogumelos shimeji", "Brócolis, cru"],
    ["cogumelo paris fatiado", "Brócolis, cru"],
    ["queijo sem lactose", "Queijo, mozarela"],
    ["muçarela zero lactose", "Queijo, mozarela"],
    ["manteiga sem lactose", "Manteiga, com sal"],
  ])("%s is counted as %s: fresh mushrooms are not canned palmito, lactose-free is the same food", (name, description) => {
    const { match } = matchIngredient(name, table);
    expect(match.kind === "taco" && match.food.description).toBe(description);
  });
});
