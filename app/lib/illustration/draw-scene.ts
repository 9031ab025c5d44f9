/**
 * The scene around the food: the background of a recipe's category, and the vessel of its
 * dish kind, seen from above (plate, dish, tin, board) or from the side (bowl, pot, glass,
 * cup, mug, gourd) with what the side-view vessels hold.
 */
import type { DishKind } from "~/domain/dish-kind";
import type { IllustrationPlan } from "./plan";
import { type Canvas, r, isDark, steam, topping } from "./draw-canvas";

interface Palette {
  wall: string;
  glow: string;
  table: string;
  edge: string;
  pattern: string;
}

/** A background per category, from the app's warm palette; the pattern varies per recipe. */
export const palettes: Record<string, Palette> = {
  "Café da Manhã": { wall: "#fef7e0", glow: "#fde9a8", table: "#dcae74", edge: "#c8925a", pattern: "#f6d58a" },
  Almoço: { wall: "#fdf1e3", glow: "#fbdcb9", table: "#e8b07e", edge: "#d39462", pattern: "#f6bf86" },
  Jantar: { wall: "#eef0fb", glow: "#d9def7", table: "#b99a7c", edge: "#9c7d60", pattern: "#c3cbef" },
  Sobremesas: { wall: "#fdf0f4", glow: "#f9d3df", table: "#e2b08f", edge: "#c99474", pattern: "#f3b7ca" },
  Bebidas: { wall: "#ecf8f3", glow: "#c9eedd", table: "#d9b388", edge: "#bf966a", pattern: "#a7e0c6" },
};
export const neutralPalette: Palette = { wall: "#f7f3ee", glow: "#ece3d7", table: "#d6b48e", edge: "#bb9872", pattern: "#e0d3c2" };

const topDown = new Set<DishKind>(["prato", "travessa", "forma", "tabua"]);

export function background(canvas: Canvas, palette: Palette, kind: DishKind) {
  // The background runs past the 800 × 600 frame: the share picture (1200 × 630) shows more of it.
  canvas.add(`<rect x="-200" width="1200" height="600" fill="${palette.wall}"/>`);
  if (topDown.has(kind)) {
    // A tablecloth: dots, stripes or checks, shifted per recipe.
    const pattern = canvas.pick(["dots", "stripes", "checks", "plain"] as const);
    const offset = r(canvas.between(0, 40));
    const [size, tile] = {
      dots: [50, `<circle cx="12" cy="12" r="5"/><circle cx="37" cy="37" r="5"/>`],
      stripes: [90, `<rect width="34" height="90" opacity=".6"/>`],
      checks: [90, `<rect width="38" height="90" opacity=".45"/><rect width="90" height="38" opacity=".45"/>`],
      plain: [0, ""],
    }[pattern];
    if (tile) {
      canvas.defs.push(
        `<pattern id="bg" width="${size}" height="${size}" patternUnits="userSpaceOnUse" x="${offset}" y="${offset}"><g fill="${palette.pattern}">${tile}</g></pattern>`,
      );
      canvas.add(`<rect x="-200" width="1200" height="600" fill="url(#bg)"/>`);
    }
    canvas.add(`<circle cx="400" cy="300" r="${r(canvas.between(255, 285))}" fill="${palette.glow}" opacity=".8"/>`);
    return;
  }
  canvas.add(
    `<circle cx="${r(canvas.between(360, 440))}" cy="${r(canvas.between(270, 310))}" r="${r(canvas.between(220, 260))}" fill="${palette.glow}"/>`,
  );
  canvas.add(
    `<circle cx="${r(canvas.between(80, 200))}" cy="${r(canvas.between(80, 180))}" r="${r(canvas.between(26, 44))}" fill="${palette.glow}" opacity=".7"/>`,
  );
  canvas.add(
    `<rect x="-200" y="470" width="1200" height="130" fill="${palette.table}"/><rect x="-200" y="470" width="1200" height="14" fill="${palette.edge}"/>`,
  );
}

// ── Vessels seen from above ─────────────────────────────────────────────────────────

export function plate(canvas: Canvas, rim: string, paleFood: boolean) {
  canvas.add(`<circle cx="410" cy="312" r="212" fill="#000" opacity=".08"/>`);
  canvas.add(
    `<circle cx="400" cy="300" r="212" fill="#fffaf3"/><circle cx="400" cy="300" r="212" fill="none" stroke="${rim}" stroke-width="10"/>`,
  );
  // White food (arroz, tapioca) on a white plate would vanish: it gets a coloured plate.
  canvas.add(`<circle cx="400" cy="300" r="160" fill="${paleFood ? rim : "#f4ece1"}"${paleFood ? ` opacity=".55"` : ""}/>`);
}

export function cutlery(canvas: Canvas) {
  const style = canvas.pick(["fork-knife", "spoon", "fork"] as const);
  const fork = `<g fill="#cbd5e1"><rect x="98" y="150" width="6" height="60" rx="3"/><rect x="110" y="150" width="6" height="60" rx="3"/><rect x="122" y="150" width="6" height="60" rx="3"/><rect x="94" y="196" width="38" height="26" rx="12"/></g><rect x="104" y="214" width="18" height="230" rx="9" fill="#94a3b8"/>`;
  if (style !== "spoon") canvas.add(fork);
  if (style === "fork-knife")
    canvas.add(
      `<path d="M684 150c30 20 32 100 26 150h-26z" fill="#cbd5e1"/><rect x="684" y="290" width="20" height="170" rx="10" fill="#94a3b8"/>`,
    );
  if (style === "spoon")
    canvas.add(
      `<ellipse cx="690" cy="200" rx="26" ry="38" fill="#cbd5e1"/><rect x="681" y="230" width="18" height="220" rx="9" fill="#94a3b8"/>`,
    );
}

export function travessa(canvas: Canvas, color: string) {
  canvas.add(`<ellipse cx="410" cy="316" rx="300" ry="196" fill="#000" opacity=".1"/>`);
  canvas.add(`<ellipse cx="108" cy="300" rx="40" ry="56" fill="${color}"/><ellipse cx="692" cy="300" rx="40" ry="56" fill="${color}"/>`);
  canvas.add(
    `<ellipse cx="400" cy="300" rx="300" ry="196" fill="${color}"/><ellipse cx="400" cy="300" rx="270" ry="168" fill="#fff" opacity=".25"/>`,
  );
}

export function forma(canvas: Canvas) {
  canvas.add(`<rect x="142" y="104" width="530" height="400" rx="30" fill="#000" opacity=".1"/>`);
  canvas.add(
    `<rect x="130" y="90" width="540" height="400" rx="30" fill="#94a3b8"/><rect x="148" y="108" width="504" height="364" rx="20" fill="#cbd5e1"/>`,
  );
}

export function board(canvas: Canvas) {
  const wood = canvas.pick(["#c68a52", "#b7793f", "#d19a62"]);
  canvas.add(`<rect x="112" y="142" width="560" height="350" rx="40" fill="#000" opacity=".1"/>`);
  canvas.add(
    `<rect x="100" y="130" width="560" height="350" rx="40" fill="${wood}"/><rect x="640" y="270" width="90" height="70" rx="35" fill="${wood}"/><circle cx="700" cy="305" r="14" fill="#fff" opacity=".6"/>`,
  );
  canvas.add(
    `<path d="M150 200h300M200 260h380M140 330h260M300 400h300" stroke="#000" stroke-width="4" opacity=".08" stroke-linecap="round"/>`,
  );
}

// ── Vessels seen from the side ──────────────────────────────────────────────────────

export function bowl(canvas: Canvas, plan: IllustrationPlan) {
  const color = canvas.pick(["#f8fafc", "#fde68a", "#93c5fd", "#fca5a5", "#a7f3d0"]);
  const fill = plan.tint ?? "#eadbb8";
  canvas.add(`<ellipse cx="400" cy="478" rx="200" ry="18" fill="#000" opacity=".12"/>`);
  canvas.add(
    `<path d="M160 280Q170 472 400 476Q630 472 640 280z" fill="${color}"/><path d="M206 370Q256 446 400 450" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".5"/>`,
  );
  canvas.add(`<ellipse cx="400" cy="280" rx="242" ry="92" fill="${color}"/><ellipse cx="400" cy="284" rx="222" ry="76" fill="${fill}"/>`);
  canvas.add(`<ellipse cx="400" cy="300" rx="200" ry="54" fill="#fff" opacity=".1"/>`);
  topping(canvas, plan, 400, 286, 206, 66, 0.9);
  if (plan.shape.hot) steam(canvas, 400, 170);
}

export function pot(canvas: Canvas, plan: IllustrationPlan) {
  const pots = [
    ["#475569", "#334155"],
    ["#9ca3af", "#6b7280"],
    ["#b91c1c", "#7f1d1d"],
  ] as const;
  // A dark stew in a dark pot would read as a hole: those go in a light pot.
  const [body, dark] = plan.shape.clay ? ["#9a3412", "#7c2d12"] : isDark(plan.tint) ? pots[1] : canvas.pick(pots);
  const fill = plan.tint ?? "#b06a3b";
  canvas.add(`<ellipse cx="400" cy="476" rx="240" ry="18" fill="#000" opacity=".14"/>`);
  canvas.add(
    `<rect x="86" y="290" width="84" height="32" rx="16" fill="${dark}"/><rect x="630" y="290" width="84" height="32" rx="16" fill="${dark}"/>`,
  );
  canvas.add(
    `<path d="M150 270v160q0 40 40 40h420q40 0 40-40v-160z" fill="${body}"/><path d="M182 350v80" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".2"/>`,
  );
  canvas.add(`<ellipse cx="400" cy="270" rx="252" ry="92" fill="${dark}"/><ellipse cx="400" cy="274" rx="230" ry="76" fill="${fill}"/>`);
  canvas.add(`<ellipse cx="400" cy="292" rx="200" ry="50" fill="#fff" opacity=".08"/>`);
  topping(canvas, plan, 400, 276, 214, 66, 0.9);
  if (plan.shape.hot) steam(canvas, 400, 160);
}

/** What tops a drink: a slice on the rim, leaves or a cinnamon stick in it, a dusting on its surface. */
function drinkGarnish(canvas: Canvas, plan: IllustrationPlan, x: number, y: number, surface: number) {
  for (const item of plan.garnish) {
    if (item.look.shape === "ice") continue;
    const id = canvas.piece(item.look.shape, item.look.colors);
    if (item.look.shape === "slice") canvas.use(id, x, y, 0, 2.4);
    else if (item.look.shape === "leaf") {
      canvas.use(id, x - 70, y - 6, -60, 1.4);
      canvas.use(id, x - 44, y - 10, -120, 1.4);
    } else if (item.look.shape === "stick") canvas.use(id, x - 40, y - 10, -70, 1.6);
    else canvas.scatter(id, 7, 400, surface + 8, 60, 5);
  }
}

export function glass(canvas: Canvas, plan: IllustrationPlan) {
  const fill = plan.tint ?? "#fbbf24";
  canvas.add(`<ellipse cx="400" cy="474" rx="110" ry="12" fill="#000" opacity=".12"/>`);
  const straw = canvas.pick(["#ef4444", "#22c55e", "#3b82f6", "#f59e0b"]);
  canvas.add(`<path d="M452 90l-40 320" stroke="${straw}" stroke-width="16" stroke-linecap="round"/>`);
  canvas.add(
    `<path d="M306 230h188l-16 232q-2 12-14 12h-128q-12 0-14-12z" fill="${fill}"/><path d="M306 230h188" stroke="#fff" stroke-width="6" opacity=".5"/>`,
  );
  // A vitamina or a limonada suíça: a foamy top, the glass opaque below it.
  if (plan.creamy) canvas.add(`<path d="M306 226h188l-2 30q-23 10-46 0t-46 0-46 0-46 0z" fill="#fffaf0"/>`);
  const ice = plan.garnish.find((item) => item.look.shape === "ice");
  if (ice) {
    const id = canvas.piece("ice", ice.look.colors);
    canvas.use(id, 360, 280, canvas.between(-20, 20));
    canvas.use(id, 430, 320, canvas.between(-20, 20));
    canvas.use(id, 380, 380, canvas.between(-20, 20));
  }
  plan.main.slice(0, 2).forEach((item) => {
    const id = canvas.piece(item.look.shape, item.look.colors);
    canvas.scatter(id, 4, 400, 380, 60, 60, 0.8);
  });
  canvas.add(
    `<path d="M290 150h220l-20 314q-2 16-18 16h-144q-16 0-18-16z" fill="#e0f2fe" opacity=".35" stroke="#fff" stroke-width="6"/><path d="M318 180l14 260" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".5"/>`,
  );
  drinkGarnish(canvas, plan, 500, 160, 230);
  // The main fruit, whole or in slices, on the table beside the glass.
  const first = plan.main[0] ?? plan.garnish[0];
  if (first && first.look.shape !== "ice")
    canvas.use(canvas.piece(first.look.shape, first.look.colors), canvas.pick([180, 620]), 450, canvas.between(-30, 30), 2.4);
}

export function cup(canvas: Canvas, plan: IllustrationPlan) {
  const color = canvas.pick(["#f8fafc", "#fecaca", "#bfdbfe", "#fde68a"]);
  const fill = plan.tint ?? "#5b2e12";
  canvas.add(
    `<ellipse cx="400" cy="462" rx="190" ry="30" fill="#000" opacity=".12"/><ellipse cx="400" cy="452" rx="190" ry="30" fill="${color}"/><ellipse cx="400" cy="446" rx="120" ry="16" fill="#000" opacity=".06"/>`,
  );
  canvas.add(`<path d="M540 320c70-10 80 90 0 90" fill="none" stroke="${color}" stroke-width="22"/>`);
  canvas.add(
    `<path d="M250 300q0 150 150 150t150-150z" fill="${color}"/><ellipse cx="400" cy="300" rx="150" ry="36" fill="${color}"/><ellipse cx="400" cy="302" rx="134" ry="26" fill="${fill}"/>`,
  );
  canvas.add(`<ellipse cx="370" cy="298" rx="50" ry="8" fill="#fff" opacity=".25"/>`);
  if (plan.shape.hot) steam(canvas, 400, 240);
}

export function mug(canvas: Canvas, plan: IllustrationPlan) {
  const color = canvas.pick(["#dc2626", "#2563eb", "#f59e0b", "#16a34a", "#f8fafc"]);
  const fill = plan.tint ?? "#5b2e12";
  canvas.add(`<ellipse cx="400" cy="476" rx="150" ry="14" fill="#000" opacity=".12"/>`);
  canvas.add(`<path d="M520 280c90-10 90 140 0 130" fill="none" stroke="${color}" stroke-width="26"/>`);
  canvas.add(
    `<path d="M270 250v190q0 32 32 32h196q32 0 32-32v-190z" fill="${color}"/><ellipse cx="400" cy="250" rx="130" ry="30" fill="${color}"/><ellipse cx="400" cy="252" rx="116" ry="22" fill="${fill}"/>`,
  );
  canvas.add(`<path d="M300 290v140" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".3"/>`);
  drinkGarnish(canvas, plan, 480, 250, 246);
  if (plan.shape.hot) steam(canvas, 400, 200);
}

export function gourd(canvas: Canvas, plan: IllustrationPlan) {
  canvas.add(`<ellipse cx="400" cy="476" rx="130" ry="14" fill="#000" opacity=".14"/>`);
  canvas.add(
    `<path d="M430 320l90-230" stroke="#cbd5e1" stroke-width="12" stroke-linecap="round"/><circle cx="520" cy="88" r="10" fill="#94a3b8"/>`,
  );
  canvas.add(
    `<path d="M300 300q-60 100 0 160q100 40 200 0q60-60 0-160z" fill="#7c4a1e"/><path d="M330 340q-30 60 0 100" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".2"/>`,
  );
  canvas.add(
    `<ellipse cx="400" cy="300" rx="104" ry="26" fill="#5b3413"/><ellipse cx="400" cy="302" rx="90" ry="18" fill="${plan.tint ?? "#65a30d"}"/>`,
  );
  canvas.add(`<path d="M330 300q20-16 40-4t40-6 40 4" stroke="#4d7c0f" stroke-width="14" fill="none" stroke-linecap="round"/>`);
  if (plan.shape.hot) steam(canvas, 400, 220);
}
