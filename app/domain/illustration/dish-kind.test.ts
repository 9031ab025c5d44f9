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
