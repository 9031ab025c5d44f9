/**
 * The recipe page's picture as the server renders it: an imported recipe's kept photo from
 * our address at each width, sized before it loads; otherwise the illustration, as before.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { illustrationPath } from "~/lib/illustration/address";
import { RecipeHeroImage } from "./recipe-hero-image";

const recipe = { id: "bolo-de-cenoura-1a2b3c4d", title: "Bolo de Cenoura" };
/** The <img>'s attributes (React also writes a preload <link> before a high-priority image). */
const attributes = (html: string) =>
  Object.fromEntries(
    [.../<img [^>]*>/.exec(html)![0].matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!.replaceAll("&amp;", "&")]),
  );

describe("RecipeHeroImage", () => {
  it("shows the kept photo at every width, with its size, the recipe's title as alt, loaded first", () => {
    const html = renderToStaticMarkup(
      <RecipeHeroImage recipe={{ ...recipe, photoVersion: "0a1b2c3d4e5f-1080x608" }} imageAlt="Ilustração" />,
    );
    const base = "/fotos/receitas/bolo-de-cenoura-1a2b3c4d/0a1b2c3d4e5f-1080x608";
    expect(attributes(html)).toMatchObject({
      src: `${base}/640.webp`,
      srcSet: `${base}/320.webp 320w, ${base}/640.webp 640w, ${base}/1080.webp 1080w`,
      sizes: "(min-width: 1024px) 424px, 100vw",
      alt: "Bolo de Cenoura",
      width: "1080",
      height: "608",
      fetchPriority: "high",
    });
  });

  it("a photo kept narrower than 640 px is asked at the width it has", () => {
    const html = renderToStaticMarkup(
      <RecipeHeroImage recipe={{ ...recipe, photoVersion: "0a1b2c3d4e5f-500x700" }} imageAlt="Ilustração" />,
    );
    const base = "/fotos/receitas/bolo-de-cenoura-1a2b3c4d/0a1b2c3d4e5f-500x700";
    expect(attributes(html)).toMatchObject({
      src: `${base}/500.webp`,
      srcSet: `${base}/320.webp 320w, ${base}/500.webp 500w`,
      width: "500",
      height: "700",
    });
  });

  it.each([
    ["no photo", undefined],
    ["a version that names no size", "0a1b2c3d4e5f"],
  ])("with %s, shows the illustration with the loader's alt", (_what, photoVersion) => {
    const html = renderToStaticMarkup(<RecipeHeroImage recipe={{ ...recipe, photoVersion }} imageAlt="Ilustração de um bolo" />);
    const shown = attributes(html);
    expect(shown).toMatchObject({ src: illustrationPath(recipe.id, "svg"), alt: "Ilustração de um bolo", width: "800", height: "600" });
    expect(shown.srcSet).toBeUndefined();
  });
});
