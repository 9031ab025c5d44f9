/**
 * Draws a recipe's picture as SVG (800×600) from its plan: the background of its
 * category, the vessel of its dish kind, the food in its shape and colours, the garnish.
 * Deterministic: every choice left to chance draws from a generator seeded by the slug,
 * so a recipe always gets the same picture and two recipes never the same one (a test
 * over the catalogue compares them).
 */
import { hashText, seededRandom } from "~/domain/seeded";
import { illustrationVersion } from "./address";
import type { DishInput, DishKind } from "./dish-kind";
import type { PieceShape } from "./ingredient-looks";
import { illustrationPlan, type IllustrationPlan, type PlannedIngredient } from "./plan";

interface Palette {
  wall: string;
  glow: string;
  table: string;
  edge: string;
  pattern: string;
}

/** A background per category, from the app's warm palette; the pattern varies per recipe. */
const palettes: Record<string, Palette> = {
  "Café da Manhã": { wall: "#fef7e0", glow: "#fde9a8", table: "#dcae74", edge: "#c8925a", pattern: "#f6d58a" },
  Almoço: { wall: "#fdf1e3", glow: "#fbdcb9", table: "#e8b07e", edge: "#d39462", pattern: "#f6bf86" },
  Jantar: { wall: "#eef0fb", glow: "#d9def7", table: "#b99a7c", edge: "#9c7d60", pattern: "#c3cbef" },
  Sobremesas: { wall: "#fdf0f4", glow: "#f9d3df", table: "#e2b08f", edge: "#c99474", pattern: "#f3b7ca" },
  Bebidas: { wall: "#ecf8f3", glow: "#c9eedd", table: "#d9b388", edge: "#bf966a", pattern: "#a7e0c6" },
};
const neutralPalette: Palette = { wall: "#f7f3ee", glow: "#ece3d7", table: "#d6b48e", edge: "#bb9872", pattern: "#e0d3c2" };

const maxPieces = 100;

class Canvas {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private readonly pieceIds = new Map<string, string>();
  private uses = 0;
  constructor(readonly random: () => number) {}
  between(min: number, max: number): number {
    return min + (max - min) * this.random();
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
  add(svg: string) {
    this.body.push(svg);
  }
  /** A piece's drawing, defined once, used by reference. */
  piece(shape: PieceShape, colors: readonly [string, string]): string {
    const key = `${shape}:${colors.join(":")}`;
    let id = this.pieceIds.get(key);
    if (!id) {
      id = `p${this.pieceIds.size}`;
      this.pieceIds.set(key, id);
      this.defs.push(`<g id="${id}">${pieceDrawing(shape, colors)}</g>`);
    }
    return id;
  }
  use(id: string, x: number, y: number, angle = 0, scale = 1) {
    // A budget of pieces keeps every picture under 10 KB, whatever the recipe holds.
    if (++this.uses > maxPieces) return;
    const place = `translate(${r(x)} ${r(y)})${angle ? ` rotate(${r(angle)})` : ""}${scale !== 1 ? ` scale(${scale.toFixed(2)})` : ""}`;
    this.body.push(`<use href="#${id}" transform="${place}"/>`);
  }
  /** Pieces strewn over an ellipse, never two on the same spot. */
  scatter(id: string, count: number, cx: number, cy: number, rx: number, ry: number, scale = 1) {
    for (let i = 0; i < count; i++) {
      // A golden-angle spiral, jittered: even cover, different for every seed.
      const t = (i + 0.5 + this.between(-0.3, 0.3)) / count;
      const angle = i * 2.39996 + this.between(0, 6.283);
      const d = Math.sqrt(t) * 0.92;
      this.use(id, cx + Math.cos(angle) * rx * d, cy + Math.sin(angle) * ry * d, this.between(0, 360), scale);
    }
  }
}

const r = (n: number) => Math.round(n);

function pieceDrawing(shape: PieceShape, [a, b]: readonly [string, string]): string {
  switch (shape) {
    case "grain":
      return `<ellipse rx="7" ry="3" fill="${a}" stroke="${b}" stroke-width="1"/>`;
    case "bean":
      return `<ellipse rx="11" ry="7" fill="${a}"/><ellipse cx="-3" cy="-2" rx="4" ry="2" fill="${b}"/>`;
    case "slice":
      return `<circle r="17" fill="${a}"/><circle r="12" fill="${b}"/><circle r="3" fill="${a}" opacity=".5"/>`;
    case "cube":
      return `<rect x="-12" y="-11" width="24" height="22" rx="5" fill="${a}"/><rect x="-8" y="-7" width="10" height="6" rx="3" fill="${b}"/>`;
    case "leaf":
      return `<path d="M-22 0Q0-16 22 0Q0 16-22 0z" fill="${a}"/><path d="M-18 0h34" stroke="${b}" stroke-width="2"/>`;
    case "bit":
      return `<rect x="-5" y="-3" width="10" height="6" rx="3" fill="${b}"/><rect x="-2" y="-2" width="4" height="3" rx="1" fill="${a}"/>`;
    case "strand":
      return `<path d="M-24 0q12-12 24 0t24 0" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`;
    case "dust":
      return `<circle r="2.5" fill="${a}"/><circle cx="6" cy="3" r="2" fill="${b}"/>`;
    case "flake":
      return `<rect x="-7" y="-2" width="14" height="4" rx="2" fill="${a}" stroke="${b}" stroke-width="1"/>`;
    case "shrimp":
      return `<path d="M-12 8A13 13 0 1 1 6 12" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round"/><path d="M-8 4A8 8 0 1 1 4 7" fill="none" stroke="${b}" stroke-width="2" stroke-dasharray="3 4"/>`;
    case "fish":
      return `<rect x="-32" y="-20" width="64" height="40" rx="18" fill="${a}" stroke="${b}" stroke-width="3"/><path d="M-14-14v28M0-16v32M14-14v28" stroke="${b}" stroke-width="3"/>`;
    case "drumstick":
      return `<ellipse cx="-8" rx="24" ry="17" fill="${a}"/><ellipse cx="-14" cy="-6" rx="10" ry="5" fill="${b}"/><rect x="10" y="-5" width="20" height="10" rx="5" fill="#f8ecd8"/><circle cx="31" cy="-5" r="6" fill="#f8ecd8"/><circle cx="31" cy="5" r="6" fill="#f8ecd8"/>`;
    case "egg":
      return `<path d="M-26-4C-24-22 2-26 14-18S30 6 20 18-24 22-26-4z" fill="${a}"/><circle cx="-2" cy="-1" r="11" fill="${b}"/><circle cx="-5" cy="-4" r="3" fill="#fff" opacity=".7"/>`;
    case "ring":
      return `<circle r="12" fill="none" stroke="${a}" stroke-width="6"/><circle r="12" fill="none" stroke="${b}" stroke-width="2"/>`;
    case "pea":
      return `<circle r="6" fill="${a}"/><circle cx="-2" cy="-2" r="2" fill="${b}"/>`;
    case "berry":
      return `<circle r="11" fill="${a}"/><circle cx="-4" cy="-4" r="3.5" fill="${b}"/>`;
    case "ice":
      return `<rect x="-15" y="-15" width="30" height="30" rx="7" fill="#fff" opacity=".5" stroke="#fff" stroke-width="2"/>`;
    case "nut":
      return `<ellipse rx="8" ry="6" fill="${a}"/><ellipse cx="-2" cy="-2" rx="3" ry="2" fill="${b}"/>`;
    case "fillet":
      return `<path d="M-46-8C-40-30 30-34 44-14S36 30 0 28-52 14-46-8z" fill="${a}"/><path d="M-30-16l14 30M-10-22l16 40M12-22l14 34" stroke="#7c3f12" stroke-width="5" stroke-linecap="round" opacity=".55"/><path d="M-30-14C-10-26 20-26 32-16" fill="none" stroke="${b}" stroke-width="4" stroke-linecap="round"/>`;
    case "stick":
      return `<rect x="-28" y="-5" width="56" height="10" rx="5" fill="${a}"/><path d="M-24-1h48" stroke="${b}" stroke-width="2"/>`;
  }
}

/** How many pieces of a shape cover a food of this size. */
function countFor(shape: PieceShape, area: number): number {
  const per: Partial<Record<PieceShape, number>> = {
    grain: 0.9,
    bean: 0.8,
    bit: 0.35,
    dust: 0.4,
    flake: 0.6,
    pea: 0.7,
    fish: 0.1,
    drumstick: 0.1,
    egg: 0.08,
    strand: 0.9,
  };
  return Math.max(2, Math.min(22, Math.round((area / 2600) * (per[shape] ?? 0.28))));
}

const topDown = new Set<DishKind>(["prato", "travessa", "forma", "tabua"]);

function background(canvas: Canvas, palette: Palette, kind: DishKind) {
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

function isDark(color: string | undefined): boolean {
  if (!color) return false;
  const value = parseInt(color.slice(1), 16);
  return ((value >> 16) & 255) * 0.3 + ((value >> 8) & 255) * 0.59 + (value & 255) * 0.11 < 90;
}

function isLight(color: string): boolean {
  const value = parseInt(color.slice(1), 16);
  return ((value >> 16) & 255) * 0.3 + ((value >> 8) & 255) * 0.59 + (value & 255) * 0.11 > 235;
}

function steam(canvas: Canvas, x: number, y: number) {
  const paths = [-40, 0, 40].map((dx) => {
    const sx = x + dx + r(canvas.between(-8, 8));
    return `M${sx} ${y}c-18-24 18-36 0-62s16-38 0-56`;
  });
  canvas.add(`<path d="${paths.join("")}" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".75"/>`);
}

/** The pieces of the main ingredients and the garnish, over an ellipse of food. */
function topping(canvas: Canvas, plan: IllustrationPlan, cx: number, cy: number, rx: number, ry: number, scaleY = 1) {
  // A pot seen from the side shows its food foreshortened: as many pieces as from above.
  const area = Math.PI * rx * (scaleY === 1 ? ry : rx * 0.7);
  plan.main.forEach((item, index) => {
    const id = canvas.piece(item.look.shape, item.look.colors);
    const count = Math.max(2, Math.round(countFor(item.look.shape, area) / (index + 1)));
    // A fish steak or a fillet is the dish: drawn large enough to read at card size.
    const big = ["fish", "fillet", "drumstick"].includes(item.look.shape) ? 1.5 : 1;
    canvas.scatter(id, count, cx, cy, rx * 0.85, ry * 0.85, (scaleY === 1 ? 1 : 0.9) * big);
  });
  garnish(canvas, plan.garnish, cx, cy, rx, ry);
}

function garnish(canvas: Canvas, items: readonly PlannedIngredient[], cx: number, cy: number, rx: number, ry: number) {
  for (const item of items) {
    const id = canvas.piece(item.look.shape, item.look.colors);
    const small = ["bit", "dust", "flake", "pea", "nut"].includes(item.look.shape);
    canvas.scatter(id, small ? 14 : 3, cx, cy, rx * 0.8, ry * 0.8);
  }
}

// ── Vessels seen from above ─────────────────────────────────────────────────────────

function plate(canvas: Canvas, rim: string, paleFood: boolean) {
  canvas.add(`<circle cx="410" cy="312" r="212" fill="#000" opacity=".08"/>`);
  canvas.add(
    `<circle cx="400" cy="300" r="212" fill="#fffaf3"/><circle cx="400" cy="300" r="212" fill="none" stroke="${rim}" stroke-width="10"/>`,
  );
  // White food (arroz, tapioca) on a white plate would vanish: it gets a coloured plate.
  canvas.add(`<circle cx="400" cy="300" r="160" fill="${paleFood ? rim : "#f4ece1"}"${paleFood ? ` opacity=".55"` : ""}/>`);
}

function cutlery(canvas: Canvas) {
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

function travessa(canvas: Canvas, color: string) {
  canvas.add(`<ellipse cx="410" cy="316" rx="300" ry="196" fill="#000" opacity=".1"/>`);
  canvas.add(`<ellipse cx="108" cy="300" rx="40" ry="56" fill="${color}"/><ellipse cx="692" cy="300" rx="40" ry="56" fill="${color}"/>`);
  canvas.add(
    `<ellipse cx="400" cy="300" rx="300" ry="196" fill="${color}"/><ellipse cx="400" cy="300" rx="270" ry="168" fill="#fff" opacity=".25"/>`,
  );
}

function forma(canvas: Canvas) {
  canvas.add(`<rect x="142" y="104" width="530" height="400" rx="30" fill="#000" opacity=".1"/>`);
  canvas.add(
    `<rect x="130" y="90" width="540" height="400" rx="30" fill="#94a3b8"/><rect x="148" y="108" width="504" height="364" rx="20" fill="#cbd5e1"/>`,
  );
}

function board(canvas: Canvas) {
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

function bowl(canvas: Canvas, plan: IllustrationPlan) {
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

function pot(canvas: Canvas, plan: IllustrationPlan) {
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

function glass(canvas: Canvas, plan: IllustrationPlan) {
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

function cup(canvas: Canvas, plan: IllustrationPlan) {
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

function mug(canvas: Canvas, plan: IllustrationPlan) {
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

function gourd(canvas: Canvas, plan: IllustrationPlan) {
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

// ── Food on top-down vessels ────────────────────────────────────────────────────────

function blob(canvas: Canvas, cx: number, cy: number, radius: number, fill: string): string {
  const lobes = 5;
  const circles: string[] = [];
  for (let i = 0; i < lobes; i++) {
    const angle = (i / lobes) * 6.283 + canvas.between(0, 1);
    const d = radius * 0.45;
    circles.push(
      `<circle cx="${r(cx + Math.cos(angle) * d)}" cy="${r(cy + Math.sin(angle) * d)}" r="${r(radius * canvas.between(0.55, 0.7))}"/>`,
    );
  }
  const shape = `${circles.join("")}<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.7)}"/>`;
  // A shadow under it: pale food (arroz, tapioca) still stands out from the plate.
  return `<g fill="#8a6a4a" opacity=".18" transform="translate(4 6)">${shape}</g><g fill="${fill}">${shape}</g>`;
}

function mound(canvas: Canvas, item: PlannedIngredient, cx: number, cy: number, radius: number, base?: string) {
  const look = item.look;
  const color = base ?? (look.shape === "grain" ? "#fbf6ea" : look.tint?.[0]) ?? look.colors[1];
  canvas.add(blob(canvas, cx, cy, radius, color));
  const id = canvas.piece(look.shape, look.colors);
  canvas.scatter(id, countFor(look.shape, Math.PI * radius * radius) + 2, cx, cy, radius * 0.9, radius * 0.9);
}

function plateMounds(canvas: Canvas, plan: IllustrationPlan) {
  const groups = [...plan.sides];
  const spin = canvas.between(0, 6.283);
  if (plan.main.length > 0) {
    const mainCount = groups.length === 0 ? 1 : 2;
    const centres = groups.length === 0 ? [[400, 300]] : [[400 + Math.cos(spin) * 60, 300 + Math.sin(spin) * 60]];
    const [x, y] = centres[0]!;
    const radius = groups.length === 0 ? 120 : 86;
    const first = plan.main[0]!.look;
    const base =
      plan.sauce ?? (first.shape === "grain" ? "#fbf6ea" : first.shape === "strand" ? (first.tint?.[0] ?? first.colors[1]) : "#e9d8bd");
    canvas.add(blob(canvas, x!, y!, radius, base));
    plan.main.slice(0, mainCount + 1).forEach((item, index) => {
      const id = canvas.piece(item.look.shape, item.look.colors);
      canvas.scatter(
        id,
        Math.max(3, Math.round(countFor(item.look.shape, Math.PI * radius * radius) / (index + 1))),
        x!,
        y!,
        radius * 0.85,
        radius * 0.85,
      );
    });
  }
  groups.forEach((item, index) => {
    const angle = spin + Math.PI + (index - (groups.length - 1) / 2) * 1.5;
    mound(canvas, item, 400 + Math.cos(angle) * 82, 300 + Math.sin(angle) * 82, 62);
  });
  garnish(canvas, plan.garnish, 400, 300, 140, 140);
}

function balls(canvas: Canvas, plan: IllustrationPlan, baked: boolean) {
  const color = baked ? "#e7a94a" : (plan.tint ?? "#5a2d14");
  const cups = !baked && canvas.random() < 0.8;
  const cupColor = canvas.pick(["#f9a8d4", "#fde047", "#93c5fd", "#fdba74"]);
  const spots: string[] = [];
  const count = baked ? 7 : 6;
  const places = baked
    ? [
        [280, 230],
        [400, 220],
        [520, 240],
        [300, 350],
        [420, 340],
        [540, 360],
        [360, 420],
      ]
    : [
        [320, 240],
        [470, 230],
        [260, 350],
        [400, 340],
        [540, 350],
        [400, 210],
      ];
  for (let i = 0; i < count; i++) {
    const [x0, y0] = places[i]!;
    const x = x0! + canvas.between(-10, 10);
    const y = y0! + canvas.between(-10, 10);
    if (cups)
      spots.push(`<circle cx="${r(x)}" cy="${r(y)}" r="52" fill="${cupColor}" stroke="#fff" stroke-width="4" stroke-dasharray="6 6"/>`);
    spots.push(
      `<circle cx="${r(x)}" cy="${r(y)}" r="40" fill="${color}"/><circle cx="${r(x - 12)}" cy="${r(y - 14)}" r="10" fill="#fff" opacity=".35"/>`,
    );
    if (baked)
      spots.push(
        `<path d="M${r(x + 8)} ${r(y + 10)}h.1M${r(x - 14)} ${r(y + 16)}h.1M${r(x + 18)} ${r(y - 6)}h.1" stroke="#b7712a" stroke-width="6" stroke-linecap="round"/>`,
      );
  }
  canvas.add(spots.join(""));
  const top = plan.garnish[0] ?? (baked ? undefined : plan.main[0]);
  if (top) {
    const id = canvas.piece(top.look.shape, top.look.colors);
    for (let i = 0; i < count; i++) {
      const [x0, y0] = places[i]!;
      canvas.scatter(id, ["dust", "flake", "bit"].includes(top.look.shape) ? 6 : 1, x0!, y0!, 28, 28, top.look.shape === "dust" ? 1 : 0.7);
    }
  }
}

function disc(canvas: Canvas, plan: IllustrationPlan) {
  const color = plan.tint ?? "#fbf8f1";
  const angle = r(canvas.between(-30, 30));
  canvas.add(
    `<g transform="rotate(${angle} 400 300)"><path d="M236 290a164 164 0 0 0 328 0z" fill="#8a6a4a" opacity=".2" transform="translate(6 10)"/><path d="M236 290a164 164 0 0 0 328 0z" fill="${color}" stroke="#d9b36a" stroke-width="8"/><path d="M250 282q150-26 300 0" fill="none" stroke="#d9b36a" stroke-width="12" stroke-linecap="round"/></g>`,
  );
  canvas.scatter(canvas.piece("dust", ["#e2c48a", "#eed9ae"]), 14, 400, 360, 120, 50, 1.4);
  const filling = plan.main.find((item) => item.look.shape !== "dust") ?? plan.garnish[0];
  if (filling) {
    const id = canvas.piece(filling.look.shape, filling.look.colors);
    canvas.scatter(id, 7, 400, 272, 130, 14);
  }
  const top = plan.main.find((item) => item !== filling);
  if (top) canvas.scatter(canvas.piece(top.look.shape, top.look.colors), 6, 400, 360, 90, 40, 0.8);
  garnish(
    canvas,
    plan.garnish.filter((item) => item !== filling),
    400,
    350,
    110,
    50,
  );
}

function dome(canvas: Canvas, plan: IllustrationPlan, caramel: boolean) {
  if (caramel) {
    canvas.add(
      `<circle cx="400" cy="300" r="150" fill="#b45309" opacity=".55"/><circle cx="400" cy="300" r="120" fill="#f6d78b"/><circle cx="400" cy="300" r="104" fill="#c2661a"/><circle cx="400" cy="300" r="34" fill="#f4ece1"/>`,
    );
    canvas.add(`<path d="M340 250a80 80 0 0 1 70-40" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".4"/>`);
    return;
  }
  const color = plan.tint ?? "#f1c84b";
  canvas.add(
    `<circle cx="406" cy="308" r="130" fill="#000" opacity=".08"/><circle cx="400" cy="300" r="130" fill="${color}"/><circle cx="400" cy="300" r="96" fill="#fff" opacity=".15"/>`,
  );
  const id = canvas.piece("dust", ["#d4a017", "#fde68a"]);
  canvas.scatter(id, 18, 400, 300, 120, 120);
  plan.main.slice(0, 3).forEach((item) => {
    if (item.look.shape === "dust") return;
    const piece = canvas.piece(item.look.shape, item.look.colors);
    for (let i = 0; i < 6; i++) {
      const angle = (i / 6) * 6.283 + canvas.between(-0.2, 0.2);
      canvas.use(piece, 400 + Math.cos(angle) * 88, 300 + Math.sin(angle) * 88, canvas.between(0, 360));
    }
  });
  garnish(canvas, plan.garnish, 400, 300, 60, 60);
}

function rolls(canvas: Canvas, plan: IllustrationPlan, spiral: boolean) {
  if (spiral) {
    const cake = plan.tint ?? "#a3153f";
    for (const [x, y] of [
      [320, 260],
      [470, 250],
      [400, 370],
    ]) {
      const cx = x! + canvas.between(-8, 8);
      canvas.add(
        `<circle cx="${r(cx)}" cy="${y}" r="70" fill="#f6e2b8"/><path d="M${r(cx)} ${y}m0-8a8 8 0 1 1-8 8 16 16 0 0 1 16-16 24 24 0 0 1 24 24 32 32 0 0 1-32 32 40 40 0 0 1-40-40 48 48 0 0 1 48-48 56 56 0 0 1 56 56" fill="none" stroke="${cake}" stroke-width="5"/>`,
      );
    }
    return;
  }
  const wrap = "#f4d79b";
  const sauce = plan.tint ?? "#c2281d";
  for (const y of [220, 300, 380]) {
    const dy = canvas.between(-6, 6);
    canvas.add(`<rect x="250" y="${r(y - 34 + dy)}" width="300" height="68" rx="34" fill="${wrap}" stroke="#e0b86a" stroke-width="4"/>`);
  }
  canvas.add(`<path d="M300 200q100-30 200 20t-60 200q-120 20-150-40t10-180z" fill="${sauce}" opacity=".9"/>`);
  topping(canvas, { ...plan, main: plan.main.filter((item) => item.look.shape !== "dust") }, 400, 300, 110, 110);
}

function pieces(canvas: Canvas, plan: IllustrationPlan) {
  // Sweets cut in pieces are caramel-dark: they must stand out from the board.
  const color = plan.tint && isDark(plan.tint) ? plan.tint : "#9a5a1c";
  const chunk = plan.main[0] ?? plan.garnish[0];
  const id = chunk ? canvas.piece(chunk.look.shape, chunk.look.colors) : undefined;
  for (const [x, y] of [
    [240, 230],
    [380, 220],
    [520, 240],
    [260, 370],
    [400, 360],
    [540, 380],
  ]) {
    const tilt = r(canvas.between(-12, 12));
    canvas.add(
      `<rect x="${x! - 56}" y="${y! - 50}" width="112" height="100" rx="16" fill="${color}" transform="rotate(${tilt} ${x} ${y})"/><rect x="${x! - 44}" y="${y! - 40}" width="40" height="14" rx="7" fill="#fff" opacity=".25" transform="rotate(${tilt} ${x} ${y})"/>`,
    );
    if (id) canvas.scatter(id, chunk!.look.shape === "flake" ? 8 : 5, x!, y!, 40, 36, 0.8);
  }
}

function loaf(canvas: Canvas) {
  const crust = canvas.pick(["#c2772e", "#b4652a", "#d08a3a"]);
  canvas.add(
    `<ellipse cx="360" cy="300" rx="190" ry="110" fill="${crust}"/><ellipse cx="350" cy="280" rx="150" ry="70" fill="#fff" opacity=".12"/>`,
  );
  canvas.add(
    `<path d="M250 250q30 40 0 90M320 230q30 50 0 130M390 230q30 50 0 130M460 250q30 40 0 90" stroke="#7c3f12" stroke-width="8" fill="none" stroke-linecap="round" opacity=".6"/>`,
  );
  for (const x of [560, 600])
    canvas.add(
      `<rect x="${x}" y="210" width="40" height="170" rx="18" fill="${crust}"/><rect x="${x + 5}" y="216" width="30" height="158" rx="14" fill="#fbe9c6"/>`,
    );
}

function bundle(canvas: Canvas) {
  for (const [x, y, a] of [
    [330, 290, -20],
    [470, 310, 15],
  ]) {
    canvas.add(
      `<g transform="rotate(${a} ${x} ${y})"><path d="M${x! - 110} ${y}q110-90 220 0q-110 90-220 0z" fill="#a3b94a"/><path d="M${x! - 90} ${y}q90-60 180 0q-90 60-180 0z" fill="#f3d34a"/><path d="M${x! - 100} ${y}h200" stroke="#65792a" stroke-width="4"/><rect x="${x! - 8}" y="${y! - 46}" width="16" height="92" rx="6" fill="#c7a76a"/></g>`,
    );
  }
}

function surface(canvas: Canvas, plan: IllustrationPlan, cx: number, cy: number, rx: number, ry: number, shape: "ellipse" | "rect") {
  if (shape === "rect") {
    // A cake or a pie in its pan: the top the title names (chocolate, fubá), else baked gold,
    // and one piece already served, showing the crumb (orange for a bolo de cenoura).
    // A pale top (tapioca, iogurte) would vanish on a white card: it bakes golden instead.
    const frosted = plan.titleTint !== undefined && !isLight(plan.titleTint);
    const top = frosted ? plan.titleTint! : "#e2a33e";
    const crumb = plan.batter ?? plan.titleTint ?? "#f3d08a";
    canvas.add(`<rect x="${cx - rx}" y="${cy - ry}" width="${rx * 2}" height="${ry * 2}" rx="16" fill="${top}"/>`);
    canvas.add(
      `<rect x="${cx - rx + 20}" y="${cy - ry + 16}" width="${rx * 2 - 40}" height="${ry * 2 - 32}" rx="12" fill="#fff" opacity=".12"/>`,
    );
    canvas.scatter(canvas.piece("dust", ["#b7712a", "#c98a3e"]), 12, cx, cy, rx * 0.9, ry * 0.9, 1.2);
    // A glossy streak on a frosted top (chocolate, goiabada): it reads as cobertura, not crumb.
    if (frosted)
      canvas.add(
        `<path d="M${cx - rx + 40} ${cy - ry + 40}q${r(rx * 0.6)} -16 ${r(rx * 1.2)} 6" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".3"/>`,
      );
    canvas.add(`<path d="M${cx - rx} ${cy}h${rx * 2}M${cx} ${cy - ry}v${ry * 2}" stroke="#000" stroke-width="5" opacity=".18"/>`);
    const right = canvas.random() < 0.5;
    const hx = right ? cx + 4 : cx - rx;
    const hw = rx - 4;
    canvas.add(
      `<rect x="${hx}" y="${cy + 4}" width="${hw}" height="${ry - 4}" fill="#cbd5e1"/><rect x="${hx}" y="${cy + 4}" width="${hw}" height="22" fill="${crumb}"/><rect x="${hx}" y="${cy + 4}" width="${hw}" height="6" fill="${top}"/>`,
    );
    topping(canvas, plan, cx, cy - ry / 3, rx * 0.92, ry * 0.5);
    return;
  }
  const fill = plan.sauce ?? "#e8c48c";
  canvas.add(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`);
  if (plan.gratin) {
    // Melted cheese over the sauce, browned in spots.
    const patches: string[] = [];
    for (let i = 0; i < 7; i++) {
      const angle = i * 0.9 + canvas.between(0, 0.6);
      const d = i === 0 ? 0 : 0.5;
      patches.push(
        `<ellipse cx="${r(cx + Math.cos(angle) * rx * d)}" cy="${r(cy + Math.sin(angle) * ry * d)}" rx="${r(rx * canvas.between(0.3, 0.42))}" ry="${r(ry * canvas.between(0.3, 0.42))}"/>`,
      );
    }
    canvas.add(`<g fill="#f5cf5a">${patches.join("")}</g>`);
    canvas.scatter(canvas.piece("dust", ["#b45309", "#d97706"]), 20, cx, cy, rx * 0.8, ry * 0.8, 2.2);
  }
  topping(
    canvas,
    { ...plan, main: plan.main.filter((item) => !plan.gratin || item.look.label !== "queijo") },
    cx,
    cy,
    rx * 0.92,
    ry * 0.92,
  );
}

function stack(canvas: Canvas, plan: IllustrationPlan) {
  for (const [dx, dy] of [
    [14, 26],
    [6, 12],
    [0, 0],
  ]) {
    canvas.add(
      `<circle cx="${400 + dx!}" cy="${290 + dy!}" r="118" fill="#c98a3e"/><circle cx="${400 + dx!}" cy="${286 + dy!}" r="112" fill="#e9b765"/>`,
    );
  }
  canvas.add(`<path d="M330 250q40-30 80 0t70 20q-20 60-90 50t-60-70z" fill="#a0561b" opacity=".55"/>`);
  topping(canvas, plan, 400, 286, 90, 90);
}

// ── The picture ─────────────────────────────────────────────────────────────────────

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
