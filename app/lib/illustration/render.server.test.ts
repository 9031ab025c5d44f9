import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawForFormat, pngKey, pngRenderer, renderPng } from "./render.server";

const moqueca = {
  slug: "moqueca",
  title: "Moqueca de Peixe",
  tags: ["Almoço"],
  ingredients: [
    { name: "robalo em postas", quantity: 1, unit: "kg" },
    { name: "azeite de dendê", quantity: 2, unit: "colher de sopa" },
  ],
};
const withShrimp = { ...moqueca, ingredients: [...moqueca.ingredients, { name: "camarão", quantity: 300, unit: "g" }] };

describe("a recipe's picture", () => {
  it("renders the Open Graph PNG at 1200 × 630, small enough for WhatsApp", async () => {
    const body = await renderPng(drawForFormat(moqueca, "png").svg);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    expect(body.byteLength).toBeLessThan(300 * 1024);
  });

  it("has an ETag that changes with the drawing only", () => {
    const drawn = drawForFormat(moqueca, "svg");
    expect(drawForFormat(moqueca, "svg").etag).toBe(drawn.etag);
    // A cook's rewrite that changes what is drawn changes the ETag; one that changes nothing drawn keeps it.
    expect(drawForFormat(withShrimp, "svg").etag).not.toBe(drawn.etag);
    expect(drawForFormat({ ...moqueca, title: "Moqueca de Robalo" }, "svg").etag).toBe(drawn.etag);
    expect(drawForFormat(moqueca, "png").etag).not.toBe(drawn.etag);
  });

  it.each([
    { change: "nothing", recipe: moqueca, renderer: pngRenderer, kept: true },
    { change: "what is drawn (an ingredient)", recipe: withShrimp, renderer: pngRenderer, kept: false },
    {
      change: "what is not drawn (the title's wording)",
      recipe: { ...moqueca, title: "Moqueca de Robalo" },
      renderer: pngRenderer,
      kept: true,
    },
    { change: "the renderer", recipe: moqueca, renderer: "palette-q80-c9/sharp-9/vips-9", kept: false },
  ])("a recipe whose change is $change keeps its PNG: $kept", ({ recipe, renderer, kept }) => {
    const key = pngKey(drawForFormat(moqueca, "png").svg);
    expect(pngKey(drawForFormat(recipe, "png").svg, renderer) === key).toBe(kept);
  });
});
