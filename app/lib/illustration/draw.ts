/**
 * Draws a recipe's picture as SVG (800×600) from its plan: the background of its
 * category, the vessel of its dish kind, the food in its shape and colours, the garnish.
 * Deterministic: every choice left to chance draws from a generator seeded by the slug,
 * so a recipe always gets the same picture and two recipes never the same one (a test
 * over the catalogue compares them).
 */
import { hashText, seededRandom } from "~/domain/seeded";
import { illustrationVersion } from "./address";
import type { DishInput } from "~/domain/dish-kind";
import { illustrationPlan } from "./plan";
import { Canvas, isLight } from "./draw-canvas";
import {
  palettes,
  neutralPalette,
  background,
  plate,
  cutlery,
  travessa,
  forma,
  board,
  bowl,
  pot,
  glass,
  cup,
  mug,
  gourd,
} from "./draw-scene";
import { plateMounds, balls, disc, dome, rolls, pieces, loaf, bundle, surface, stack } from "./draw-food";

export interface IllustrationInput extends Required<DishInput> {
  slug: string;
}

/**
 * The picture: `card` is 800 × 600 (4:3, the cards' and the recipe page's frame); `share`
 * is the same drawing in 1200 × 630, the Open Graph size, with more of the background.
 */
export function drawIllustration(recipe: IllustrationInput, frame: "card" | "share" = "card"): string {
  const plan = illustrationPlan(recipe);
  const canvas = new Canvas(seededRandom(hashText(`${recipe.slug}:${illustrationVersion}`)));
  const palette = (plan.category && palettes[plan.category]) || neutralPalette;
  const { kind, form } = plan.shape;
  background(canvas, palette, kind);
  const title = recipe.title;
  switch (kind) {
    case "prato": {
      cutlery(canvas);
      const first = plan.main[0]?.look;
      const pale = form === "disc" ? !plan.tint || isLight(plan.tint) : form === "mounds" && !plan.sauce && first?.shape === "grain";
      plate(canvas, canvas.pick(["#f6bf86", "#93c5fd", "#fca5a5", "#86efac", "#fcd34d"]), pale);
      if (form === "balls") balls(canvas, plan, false);
      else if (form === "disc") disc(canvas, plan);
      else if (form === "stack") stack(canvas, plan);
      else if (form === "dome") dome(canvas, plan, /pudim|flan/i.test(title));
      else if (form === "rolls") rolls(canvas, plan, /rolo|rocambole/i.test(title));
      else if (form === "bundle") bundle(canvas);
      else plateMounds(canvas, plan);
      break;
    }
    case "travessa":
      travessa(canvas, canvas.pick(["#f8fafc", "#fca5a5", "#93c5fd", "#fde68a", "#e7e5e4"]));
      surface(canvas, plan, 400, 300, 250, 150, "ellipse");
      break;
    case "forma":
      forma(canvas);
      surface(canvas, plan, 400, 290, 240, 170, "rect");
      break;
    case "tabua":
      board(canvas);
      if (form === "balls") balls(canvas, plan, true);
      else if (form === "pieces") pieces(canvas, plan);
      else loaf(canvas);
      break;
    case "tigela":
      bowl(canvas, plan);
      break;
    case "panela":
      pot(canvas, plan);
      break;
    case "copo":
      glass(canvas, plan);
      break;
    case "xicara":
      cup(canvas, plan);
      break;
    case "caneca":
      mug(canvas, plan);
      break;
    case "cuia":
      gourd(canvas, plan);
      break;
  }
  const defs = canvas.defs.length > 0 ? `<defs>${canvas.defs.join("")}</defs>` : "";
  const size =
    frame === "card"
      ? `viewBox="0 0 800 600" width="800" height="600"`
      : `viewBox="-171 0 1142 600" width="1200" height="630" preserveAspectRatio="xMidYMid slice"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${defs}${canvas.body.join("")}</svg>`;
}
