/**
 * The drawing surface of a recipe's picture: SVG pieces defined once and used by reference,
 * strewn by a seeded generator, and the helpers every vessel and food shape shares
 * (colour tests, steam, the topping and garnish over a food).
 */
import type { PieceShape } from "./ingredient-looks";
import type { IllustrationPlan, PlannedIngredient } from "./plan";

const maxPieces = 100;

export class Canvas {
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

export const r = (n: number) => Math.round(n);

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
export function countFor(shape: PieceShape, area: number): number {
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

export function isDark(color: string | undefined): boolean {
  if (!color) return false;
  const value = parseInt(color.slice(1), 16);
  return ((value >> 16) & 255) * 0.3 + ((value >> 8) & 255) * 0.59 + (value & 255) * 0.11 < 90;
}

export function isLight(color: string): boolean {
  const value = parseInt(color.slice(1), 16);
  return ((value >> 16) & 255) * 0.3 + ((value >> 8) & 255) * 0.59 + (value & 255) * 0.11 > 235;
}

export function steam(canvas: Canvas, x: number, y: number) {
  const paths = [-40, 0, 40].map((dx) => {
    const sx = x + dx + r(canvas.between(-8, 8));
    return `M${sx} ${y}c-18-24 18-36 0-62s16-38 0-56`;
  });
  canvas.add(`<path d="${paths.join("")}" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".75"/>`);
}

/** The pieces of the main ingredients and the garnish, over an ellipse of food. */
export function topping(canvas: Canvas, plan: IllustrationPlan, cx: number, cy: number, rx: number, ry: number, scaleY = 1) {
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

export function garnish(canvas: Canvas, items: readonly PlannedIngredient[], cx: number, cy: number, rx: number, ry: number) {
  for (const item of items) {
    const id = canvas.piece(item.look.shape, item.look.colors);
    const small = ["bit", "dust", "flake", "pea", "nut"].includes(item.look.shape);
    canvas.scatter(id, small ? 14 : 3, cx, cy, rx * 0.8, ry * 0.8);
  }
}
