import { describe, expect, it } from "vitest";
import { keptWidths, recipePhotoPath, recipePhotoSizes, recipePhotoVersion } from "./photo-sizes";

describe("keptWidths", () => {
  it.each([
    [1080, [320, 640, 1080]],
    [4000, [320, 640, 1080]],
    [800, [320, 640, 800]],
    [640, [320, 640]],
    [500, [320, 500]],
    [320, [320]],
    [162, [162]],
  ])("a photo whose widest copy is %i px is kept at %j", (widest, widths) => {
    expect(keptWidths(widest)).toEqual(widths);
  });
});

describe("recipePhotoSizes", () => {
  it.each([
    [
      "0a1b2c3d4e5f-1080x720",
      [
        { width: 320, height: 213 },
        { width: 640, height: 427 },
        { width: 1080, height: 720 },
      ],
    ],
    [
      "0a1b2c3d4e5f-800x1200",
      [
        { width: 320, height: 480 },
        { width: 640, height: 960 },
        { width: 800, height: 1200 },
      ],
    ],
    ["ab-_cd-300x100", [{ width: 300, height: 100 }]],
    ["0a1b2c3d4e5f-1081x720", null],
    ["0a1b2c3d4e5f-0x720", null],
    ["0a1b2c3d4e5f-1080x", null],
    ["0a1b2c3d4e5f", null],
    ["abc-1080x720", null],
    ["0a1b2c3d4e5f-1080x720/../x", null],
    ["", null],
  ])("reads %j as %j", (version, sizes) => {
    expect(recipePhotoSizes(version)).toEqual(sizes);
  });

  it("reads back the widest size a version was written with", () => {
    const version = recipePhotoVersion("0a1b2c3d4e5f", { width: 640, height: 1280 });
    expect(version).toBe("0a1b2c3d4e5f-640x1280");
    expect(recipePhotoSizes(version)?.at(-1)).toEqual({ width: 640, height: 1280 });
  });
});

describe("recipePhotoPath", () => {
  it("names the recipe, the version and the width", () => {
    expect(recipePhotoPath("bolo-de-cenoura-1a2b3c4d", "0a1b2c3d4e5f-1080x720", 640)).toBe(
      "/fotos/receitas/bolo-de-cenoura-1a2b3c4d/0a1b2c3d4e5f-1080x720/640.webp",
    );
  });
});
