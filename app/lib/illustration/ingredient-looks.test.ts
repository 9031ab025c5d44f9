import { describe, expect, it } from "vitest";
import { lookOf } from "./ingredient-looks";

describe("lookOf", () => {
  it.each([
    // The new catalogue's fruits, fishes, greens and meats, as the recipes write them.
    ["goiaba vermelha", "goiaba"],
    ["cupuaçu", "cupuaçu"],
    ["polpa de cupuaçu", "cupuaçu"],
    ["polpa de buriti", "buriti"],
    ["farinha de bocaiuva", "bocaiuva"],
    ["pêssego", "pêssego"],
    ["graviola", "graviola"],
    ["jabuticaba", "jabuticaba"],
    ["acerola", "acerola"],
    ["caju", "caju"],
    ["castanha de caju", "castanhas"],
    ["tangerina", "tangerina"],
    ["kiwi", "kiwi"],
    ["pera", "pera"],
    ["baru", "baru"],
    ["jambu", "jambu"],
    ["tucupi", "tucupi"],
    ["pintado", "peixe"],
    ["pirarucu", "peixe"],
    ["lata de atum", "peixe"],
    ["cação", "peixe"],
    ["costela de pacu", "peixe"],
    ["costela de tambaqui", "peixe"],
    ["costela suína", "carne"],
    ["guariroba", "palmito"],
    ["filé de tucunaré", "peixe"],
    ["piranha inteira limpa", "peixe"],
    ["jaraqui inteiro limpo", "peixe"],
    ["anchova em postas", "peixe"],
    ["ora-pro-nóbis", "folhas"],
    ["bife de patinho", "carne"],
    ["bife de fígado", "fígado"],
    ["pão francês", "pão"],
    ["pinhão cozido", "pinhão"],
    ["ramo de alecrim", "alecrim"],
    ["camomila seca", "camomila"],
    ["folha de boldo", "ervas"],
    ["raspa de laranja", "laranja"],
  ])("%s looks like %s", (name, label) => {
    expect(lookOf(name)?.label).toBe(label);
  });

  it("leaves out what does not show, and tints with a lime's juice without drawing a lime", () => {
    expect(lookOf("sal grosso")?.hidden).toBe(true);
    expect(lookOf("suco de limão")).toMatchObject({ hidden: true });
    expect(lookOf("limão")?.hidden).toBeUndefined();
    expect(lookOf("pedra lunar")).toBeUndefined();
  });
});
