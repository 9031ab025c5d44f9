import { describe, expect, it } from "vitest";
import { recipeChat } from "~/lib/model/prompts";
import { parseChatReply } from "~/lib/model/replies";
import { demoReply } from "./demo-reply";
import { bolo, type Line } from "./cake.fixture";

const salada: Line[] = [
  { quantity: 200, unit: "g", name: "alface" },
  { quantity: 1, unit: "unidade", name: "tomate" },
];

function ask(request: string, ingredients: Line[] = bolo, servings = 8, description = "Fofinho e úmido") {
  const call = recipeChat({ title: "Bolo de Cenoura", description, servings, ingredients }, request);
  const raw = demoReply(call.messages);
  return { raw, reply: parseChatReply(raw) };
}

const names = (reply: ReturnType<typeof parseChatReply>) => reply.updatedRecipe?.ingredients?.map((ingredient) => ingredient.name);
const quantity = (reply: ReturnType<typeof parseChatReply>, name: string) =>
  reply.updatedRecipe?.ingredients?.find((ingredient) => ingredient.name === name)?.quantity;

describe("demoReply for the recipe chat", () => {
  it.each([
    ["Adapte para 4 porções", 4, 0.5],
    ["Quero fazer para 2 pessoas", 2, 0.25],
    ["faz 16 porcoes?", 16, 2],
    ["Dá para 1 porção?", 1, 0.125],
  ])("scales %j", (request, servings, factor) => {
    const { reply } = ask(request);
    expect(reply.recipeUpdated).toBe(true);
    expect(reply.message).toBe(
      `Demonstração do Chef Virtual: adaptei a receita para ${servings} ${servings === 1 ? "porção" : "porções"}.`,
    );
    expect(reply.updatedRecipe).toMatchObject({ title: "Bolo de Cenoura", description: "Fofinho e úmido", servings });
    expect(reply.updatedRecipe).not.toHaveProperty("steps");
    reply.updatedRecipe!.ingredients!.forEach((ingredient, index) => {
      const before = bolo[index]!;
      expect(ingredient).toEqual({
        name: before.name,
        unit: before.unit,
        quantity: Math.max(0.01, Math.round(before.quantity * factor * 100) / 100),
      });
    });
    expect(quantity(reply, "farinha de trigo")).toBe(Math.round(2.5 * factor * 100) / 100);
  });

  it("does not rewrite for the servings it already has", () => {
    const { reply } = ask("Adapte para 8 porções");
    expect(reply).toEqual({
      recipeUpdated: false,
      message: expect.stringMatching(/^Demonstração do Chef Virtual: a receita já rende 8 porções/),
    });
  });

  it.each([
    ["Faça sem leite", "leite", "leite de aveia", null],
    ["Substitua a manteiga", "manteiga", "óleo de coco", null],
    ["troque o AÇUCAR", "açúcar", "açúcar de coco", null],
    // Three eggs are measured as a cook measures the banana that stands in for them: about 60 g each.
    ["Sou alérgico, tire os ovos", "ovos", "banana amassada", { quantity: 180, unit: "g" }],
    ["sem farinha de trigo, por favor", "farinha de trigo", "farinha de arroz", null],
  ])("substitutes on %j", (request, before, after, amount) => {
    const { reply } = ask(request);
    expect(reply.recipeUpdated).toBe(true);
    // With its article (issue 22: "troquei ovo por banana" read clipped).
    const article = { leite: "o", manteiga: "a", açúcar: "o", ovos: "os", "farinha de trigo": "a" }[before];
    expect(reply.message).toBe(`Demonstração do Chef Virtual: troquei ${article} ${before} por ${after}.`);
    expect(names(reply)).toEqual(bolo.map((ingredient) => (ingredient.name === before ? after : ingredient.name)));
    const original = bolo.find((ingredient) => ingredient.name === before)!;
    expect(reply.updatedRecipe!.ingredients!.find((ingredient) => ingredient.name === after)).toMatchObject(
      amount ?? { quantity: original.quantity, unit: original.unit },
    );
    expect(reply.updatedRecipe).toMatchObject({ title: "Bolo de Cenoura", servings: 8 });
  });

  it('uses the cook\'s own substitute in "troque X por Y"', () => {
    const { reply } = ask("Pode por favor trocar o leite por leite de soja?");
    expect(reply.message).toBe("Demonstração do Chef Virtual: troquei o leite por leite de soja.");
    expect(names(reply)).toContain("leite de soja");
  });

  it("removes an ingredient without a substitute", () => {
    const { reply } = ask("Retire o fermento em pó");
    expect(reply.recipeUpdated).toBe(true);
    expect(reply.message).toBe("Demonstração do Chef Virtual: retirei o fermento em pó.");
    expect(names(reply)).toEqual(bolo.map((ingredient) => ingredient.name).filter((name) => name !== "fermento em pó"));
  });

  it("swaps and removes several named ingredients at once", () => {
    const { reply } = ask("sem leite e sal");
    expect(reply.message).toBe("Demonstração do Chef Virtual: troquei o leite por leite de aveia e retirei o sal.");
    expect(names(reply)).not.toContain("sal");
  });

  it("does not remove the last ingredient", () => {
    const { reply } = ask("sem tomate", [{ quantity: 1, unit: "unidade", name: "tomate" }]);
    expect(reply.recipeUpdated).toBe(false);
    expect(reply.message).toMatch(/^Demonstração do Chef Virtual: não dá para retirar tomate/);
  });

  it.each(["Deixe mais saudável", "uma versão light", "tem como ficar mais saudavel?"])("halves sugar, oil and butter on %j", (request) => {
    const { reply } = ask(request);
    expect(reply.recipeUpdated).toBe(true);
    expect(reply.message).toBe("Demonstração do Chef Virtual: deixei a receita mais saudável reduzindo pela metade o açúcar e a manteiga.");
    expect(quantity(reply, "açúcar")).toBe(0.5);
    expect(quantity(reply, "manteiga")).toBe(1);
    expect(quantity(reply, "farinha de trigo")).toBe(2.5);
  });

  it("gives a tip when nothing is heavy", () => {
    const { reply } = ask("Deixe mais saudável", salada);
    expect(reply.recipeUpdated).toBe(false);
    expect(reply.message).toMatch(/^Demonstração do Chef Virtual: esta receita já não leva açúcar/);
  });

  // Questions that ask for no change used to get the generic tip; they now get an answer (chat-rewriter.test.ts has the table).
  it.each([
    ["Posso usar mel?", /^Demonstração do Chef Virtual: Pode, sim: mel pode entrar no lugar do açúcar; use cerca de 3\/4/],
    ["Fica bom sem forno?", /^Demonstração do Chef Virtual: Dá para fazer na panela/],
  ])("answers the question %j without rewriting", (request, answer) => {
    const { raw, reply } = ask(request);
    expect(reply).toEqual({ recipeUpdated: false, message: expect.stringMatching(answer) });
    expect(raw).not.toContain("\n");
  });

  it.each([
    ["Adapte para 4 porções", []],
    ["<script>alert(1)</script> ".repeat(10), bolo],
  ])("falls back to a tip for %j", (request, ingredients) => {
    const { raw, reply } = ask(request, ingredients);
    expect(reply.recipeUpdated).toBe(false);
    expect(reply.message).toBe(
      `Demonstração do Chef Virtual: sobre "${request.trim().slice(0, 80)}", prove e ajuste o sal no final e respeite os tempos da receita.`,
    );
    expect(raw).not.toContain("\n");
  });

  it("keeps quantity 0 lines valid and the description on one line", () => {
    const { raw, reply } = ask("para 4 pessoas", [{ quantity: 0, unit: "pitada", name: "pimenta" }, ...salada], 2, "Leve\nfresca");
    expect(raw).not.toContain("\\n");
    expect(reply.updatedRecipe).toMatchObject({
      description: "Leve fresca",
      ingredients: [{ name: "pimenta", quantity: 0.01 }, { quantity: 400 }, { quantity: 2 }],
    });
  });

  it("still answers the other two tasks", () => {
    expect(
      JSON.parse(
        demoReply([
          { role: "system", content: "Tarefa: converter unidade." },
          { role: "user", content: "Converta 2 xícara de farinha para g." },
        ]),
      ),
    ).toEqual({ quantity: 480, unit: "g" }); // 2 × 240 ml, at the density of water;
    expect(
      JSON.parse(
        demoReply([
          { role: "system", content: "Tarefa: gerar receita." },
          { role: "user", content: "Nome da receita: Pudim." },
        ]),
      ).title,
    ).toBe("Pudim");
  });
});
