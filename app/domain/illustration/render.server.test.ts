import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawForFormat, encodeIllustration } from "./render.server";

const moqueca = {
  slug: "moqueca",
  title: "Moqueca de Peixe",
  tags: ["Almoço"],
  ingredients: [
    { name: "robalo em postas", quantity: 1, unit: "kg" },
    { name: "azeite de dendê", quantity: 2, unit: "colher de sopa" },
  ],
};

describe("encodeIllustration", () => {
  it("renders the Open Graph PNG at 1200 × 630, small enough for WhatsApp", async () => {
    const { body, contentType } = await encodeIllustration(drawForFormat(moqueca, "png"));
    expect(contentType).toBe("image/png");
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    expect(body.byteLength).toBeLessThan(300 * 1024);
  });

  it("sends the SVG as it is drawn, with an ETag that changes with the drawing only", async () => {
    const drawn = drawForFormat(moqueca, "svg");
    const { body, contentType } = await encodeIllustration(drawn);
    expect(contentType).toBe("image/svg+xml");
    expect(new TextDecoder().decode(body)).toBe(drawn.svg);
    expect(drawForFormat(moqueca, "svg").etag).toBe(drawn.etag);
    // A cook's rewrite that changes what is drawn changes the ETag; one that changes nothing drawn keeps it.
    const withShrimp = { ...moqueca, ingredients: [...moqueca.ingredients, { name: "camarão", quantity: 300, unit: "g" }] };
    expect(drawForFormat(withShrimp, "svg").etag).not.toBe(drawn.etag);
    expect(drawForFormat({ ...moqueca, title: "Moqueca de Robalo" }, "svg").etag).toBe(drawn.etag);
    expect(drawForFormat(moqueca, "png").etag).not.toBe(drawn.etag);
  });
});
