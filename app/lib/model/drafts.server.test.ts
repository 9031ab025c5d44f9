import { describe, expect, it } from "vitest";
import { readChatDraft, readRecipeDraft, streamedDrafts } from "./drafts.server";

/** A reply as the model streams it: the JSON of a recipe with `steps` steps, 4 characters a token. */
function reply(steps: number): string {
  return JSON.stringify({
    title: "Arroz de Forno",
    description: "Arroz de forno da semana.",
    ingredients: [{ name: "arroz cozido", quantity: 500, unit: "g" }],
    steps: Array.from({ length: steps }, (_, index) => ({ description: `Passo ${index + 1}: misture e leve ao forno por 10 minutos.` })),
  });
}

describe("streamedDrafts", () => {
  it("reads a long stream in linear time: what it parses adds up to a few times the final length, not once per token", () => {
    const text = reply(300);
    let clock = 0;
    let parsed = 0;
    const sent: unknown[] = [];
    const drafts = streamedDrafts(
      (soFar) => {
        parsed += soFar.length;
        return readRecipeDraft(soFar);
      },
      (draft) => sent.push(draft),
      { intervalMs: 80, now: () => clock },
    );
    for (let at = 4; at <= text.length; at += 4) {
      clock += 5; // a token every 5 ms
      drafts.push(text.slice(0, at));
    }
    drafts.push(text);
    drafts.flush();
    expect(parsed).toBeLessThanOrEqual(10 * text.length);
    // One reading per token would have been about text.length² / 8.
    expect(parsed).toBeLessThan((text.length * text.length) / 8 / 50);
    expect(sent.at(-1)).toEqual(readRecipeDraft(text));
  });

  it("shows a short reply as it grows and always ends with the whole of it", () => {
    const text = reply(3);
    let clock = 0;
    const sent: { steps: string[] }[] = [];
    const drafts = streamedDrafts(readRecipeDraft, (draft) => sent.push(draft), { intervalMs: 80, now: () => clock });
    for (let at = 1; at <= text.length; at += 4) {
      clock += 40;
      drafts.push(text.slice(0, at));
    }
    drafts.push(text);
    drafts.flush();
    expect(sent.length).toBeGreaterThan(2);
    expect(sent.at(-1)?.steps).toHaveLength(3);
    // Never the same draft twice in a row.
    for (let index = 1; index < sent.length; index++) expect(sent[index]).not.toEqual(sent[index - 1]);
  });
});

describe("drafts of the shapes real models write (issue 21)", () => {
  it("skips the thinking and an echoed format, and reads Portuguese keys and ingredient lines as they stream", () => {
    const text =
      '<think>Formato {"title": string}</think>Formato: {"title": string}\n```json\n' +
      '{"titulo": "Arroz de Forno", "descricao": "Da semana.", "ingredientes": ["500 g de arroz cozido", "2 ovos"], "modo_de_preparo": ["Misture.", "Asse.';
    expect(readRecipeDraft(text)).toEqual({
      title: "Arroz de Forno",
      description: "Da semana.",
      ingredients: [
        { name: "arroz cozido", quantity: 500, unit: "g" },
        { name: "ovo", quantity: 2, unit: "unidade" },
      ],
      steps: ["Misture.", "Asse."],
    });
    expect(readRecipeDraft("<think>Vou escrever {a receita")).toBeNull();
  });

  it("shows a plain-text chat answer, and a Portuguese message key, as they stream", () => {
    expect(readChatDraft("Pode usar mel, sim")).toBe("Pode usar mel, sim");
    expect(readChatDraft('{"mensagem": "Troquei o lei')).toBe("Troquei o lei");
    expect(readChatDraft("<think>hmm")).toBeUndefined();
  });
});
