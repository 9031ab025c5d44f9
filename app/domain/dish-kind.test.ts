import { describe, expect, it } from "vitest";
import { dishShape, type DishInput } from "./dish-kind";

const dish = (title: string, tags: string[], ingredients: DishInput["ingredients"] = []): DishInput => ({ title, tags, ingredients });
const water = (quantity: number, unit = "ml") => ({ name: "água", quantity, unit });

describe("dishShape", () => {
  it.each([
    // The cases issue 16 names: each was drawn wrong by its category's picture.
    [dish("Vitamina de Banana", ["Bebidas"]), "copo", "drink"],
    [dish("Café Coado", ["Bebidas"]), "xicara", "drink"],
    [dish("Moqueca Baiana de Peixe", ["Almoço"]), "panela", "surface"],
    [dish("Bolo de Cenoura com Cobertura de Chocolate", ["Sobremesas"]), "forma", "surface"],
    [dish("Feijoada Completa", ["Almoço"]), "panela", "surface"],
    [dish("Tapioca com Coco e Leite de Coco", ["Café da Manhã"]), "prato", "disc"],
    [dish("Salada de Grão-de-Bico", ["Almoço"]), "tigela", "surface"],
    [dish("Pão de Queijo Mineiro", ["Café da Manhã"]), "tabua", "balls"],
    // And the rest of the vessels.
    [dish("Chocolate Quente Cremoso", ["Bebidas"]), "caneca", "drink"],
    [dish("Chimarrão", ["Bebidas"]), "cuia", "drink"],
    [dish("Mate Gelado com Limão", ["Bebidas"]), "copo", "drink"],
    [dish("Lasanha à Bolonhesa", ["Jantar"]), "travessa", "surface"],
    [dish("Tilápia Assada com Limão e Ervas", ["Jantar"]), "travessa", "surface"],
    [dish("Caldo Verde", ["Jantar"]), "tigela", "surface"],
    [dish("Açaí na Tigela", ["Café da Manhã"]), "tigela", "surface"],
    [dish("Brigadeiro", ["Sobremesas"]), "prato", "balls"],
    [dish("Pudim de Leite Condensado", ["Sobremesas"]), "prato", "dome"],
    [dish("Cuscuz Nordestino", ["Café da Manhã"]), "prato", "dome"],
    [dish("Panqueca de Carne Moída", ["Jantar"]), "prato", "rolls"],
    [dish("Panqueca de Banana e Aveia", ["Café da Manhã"]), "prato", "stack"],
    [dish("Pé de Moleque", ["Sobremesas"]), "tabua", "pieces"],
    [dish("Pão Caseiro de Leite", ["Café da Manhã"]), "tabua", "loaf"],
    [dish("Pamonha Doce", ["Sobremesas"]), "prato", "bundle"],
    [dish("Macarrão ao Alho e Óleo", ["Jantar"], [water(3, "l")]), "prato", "mounds"],
    [dish("Feijão Tropeiro Mineiro", ["Almoço"]), "prato", "mounds"],
    [dish("Strogonoff de Frango", ["Almoço"]), "prato", "mounds"],
    [dish("Cuca de Banana com Farofa", ["Café da Manhã"]), "forma", "surface"],
    [dish("Farofa de Banana", ["Almoço"]), "tigela", "surface"],
    [dish("Arroz de Forno", ["Almoço"]), "travessa", "surface"],
    [dish("Vatapá", ["Almoço"]), "panela", "surface"],
    [dish("Coxinha de Frango", ["Café da Manhã"]), "tabua", "balls"],
    [dish("Cachorro-Quente", ["Jantar"]), "tabua", "loaf"],
    [dish("Bife Acebolado", ["Almoço"]), "prato", "mounds"],
    [dish("Chá de Camomila", ["Bebidas"]), "xicara", "drink"],
  ])("%o is served in a %s, as %s", (recipe, kind, form) => {
    expect(dishShape(recipe)).toMatchObject({ kind, form });
  });

  it.each([
    // The catalogue's newer titles (1,116 recipes): drinks, regional dishes, breakfasts, desserts.
    ["Tereré com Suco de Abacaxi", ["Bebidas"], "cuia", "drink"],
    ["Chá de Erva-Cidreira", ["Bebidas"], "xicara", "drink"],
    ["Chá Gelado de Hibisco com Laranja", ["Bebidas"], "copo", "drink"],
    ["Chá Preto Gelado com Pêssego", ["Bebidas"], "copo", "drink"],
    ["Café Gelado com Leite Condensado", ["Bebidas"], "copo", "drink"],
    ["Frapê de Café", ["Bebidas"], "copo", "drink"],
    ["Açaí Batido com Leite", ["Bebidas"], "copo", "drink"],
    ["Mate Quente com Leite e Canela", ["Bebidas"], "caneca", "drink"],
    ["Leite Dourado com Cúrcuma", ["Bebidas"], "caneca", "drink"],
    ["Cocido Pantaneiro", ["Bebidas"], "caneca", "drink"],
    ["Suco de Goiaba Vermelha", ["Bebidas"], "copo", "drink"],
    ["Refresco de Buriti", ["Bebidas"], "copo", "drink"],
    // Filed as a drink, it is drunk: no stew for "creme", no pot for "pequi".
    ["Creme Gelado de Pequi", ["Bebidas"], "copo", "drink"],
    ["Latte Gelado de Doce de Leite", ["Bebidas"], "copo", "drink"],
    ["Bolo de Café", ["Café da Manhã"], "forma", "surface"],
    ["Bolo de Açaí com Chocolate", ["Sobremesas"], "forma", "surface"],
    ["Bolo de Iogurte", ["Café da Manhã"], "forma", "surface"],
    ["Bolo de Pamonha", ["Sobremesas"], "forma", "surface"],
    ["Torta de Morango com Creme", ["Sobremesas"], "forma", "surface"],
    ["Pudim de Açaí", ["Sobremesas"], "prato", "dome"],
    ["Brigadeirão", ["Sobremesas"], "prato", "dome"],
    ["Brigadeiro de Colher Cremoso", ["Sobremesas"], "tigela", "surface"],
    ["Arroz-Doce Rápido com Arroz Cozido", ["Sobremesas"], "tigela", "surface"],
    ["Caldinho de Macaxeira", ["Jantar"], "tigela", "surface"],
    ["Sopa de Feijão com Macarrão", ["Jantar"], "tigela", "surface"],
    ["Minestrone", ["Jantar"], "tigela", "surface"],
    ["Mojica de Pintado", ["Almoço"], "tigela", "surface"],
    ["Puchero Pantaneiro", ["Almoço"], "panela", "surface"],
    ["Curry de Grão-de-Bico com Espinafre", ["Almoço"], "panela", "surface"],
    ["Sanduíche de Pernil", ["Jantar"], "tabua", "loaf"],
    ["X-Salada Caseiro", ["Jantar"], "tabua", "loaf"],
    ["Rosca de Coco de Padaria", ["Café da Manhã"], "tabua", "loaf"],
    ["Pãozinho de Mandioquinha", ["Café da Manhã"], "tabua", "loaf"],
    ["Biscoito de Polvilho Assado", ["Café da Manhã"], "tabua", "balls"],
    ["Empanada Gaúcha de Carne", ["Jantar"], "tabua", "balls"],
    ["Chipa Pantaneira", ["Café da Manhã"], "tabua", "balls"],
    ["Pescada Empanada no Fubá", ["Almoço"], "prato", "mounds"],
    ["Bem-Casado", ["Sobremesas"], "prato", "balls"],
    ["Pão de Mel", ["Sobremesas"], "prato", "balls"],
    ["Paçoca de Pinhão", ["Almoço"], "tigela", "surface"],
    ["Paçoca Caseira de Amendoim", ["Sobremesas"], "tabua", "pieces"],
    ["Crepioca Doce de Banana", ["Café da Manhã"], "prato", "disc"],
    ["Tapioca de Banana com Pasta de Amendoim", ["Café da Manhã"], "prato", "disc"],
    ["Pasta de Grão-de-Bico com Limão", ["Café da Manhã"], "tigela", "surface"],
    ["Lagarto Recheado com Linguiça", ["Almoço"], "travessa", "surface"],
    ["Costelinha de Porco com Barbecue Caseiro", ["Almoço"], "prato", "mounds"],
    ["Pierogi de Batata e Ricota", ["Jantar"], "prato", "mounds"],
    ["Pão de Batata Recheado com Requeijão", ["Café da Manhã"], "tabua", "loaf"],
    ["Pão de Queijo de Frigideira", ["Café da Manhã"], "tabua", "balls"],
  ])("%s (%o) is served in a %s, as %s", (title, tags, kind, form) => {
    expect(dishShape(dish(title, tags))).toMatchObject({ kind, form });
  });

  it("reads a dish the title does not name by its category, then by its ingredients", () => {
    expect(dishShape(dish("Refresco da Casa", ["Bebidas"]))).toMatchObject({ kind: "copo", decidedBy: "title" });
    expect(dishShape(dish("Hibisco da Vó", ["Bebidas"]))).toMatchObject({ kind: "copo", decidedBy: "category" });
    // A litre and a half of water and no name for it: a soup.
    expect(dishShape(dish("Verde da Horta", ["Jantar"], [water(1.5, "l")]))).toMatchObject({ kind: "tigela", decidedBy: "ingredients" });
    expect(dishShape(dish("Verde da Horta", ["Jantar"], [water(2, "xícara")]))).toMatchObject({ kind: "prato", decidedBy: "fallback" });
  });

  it("puts a moqueca and a bobó in a clay pot, and steam over what is served hot", () => {
    expect(dishShape(dish("Bobó de Camarão", ["Almoço"]))).toMatchObject({ kind: "panela", clay: true, hot: true });
    expect(dishShape(dish("Vaca Atolada", ["Almoço"])).clay).toBeUndefined();
    expect(dishShape(dish("Suco de Maracujá", ["Bebidas"])).hot).toBeUndefined();
  });
});
