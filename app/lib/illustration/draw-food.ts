/** The food on the top-down vessels, in its form: mounds, balls, disc, dome, rolls, pieces, loaf, bundle, surface, stack. */
import type { IllustrationPlan, PlannedIngredient } from "./plan";
import { type Canvas, r, countFor, isDark, isLight, topping, garnish } from "./draw-canvas";

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

export function plateMounds(canvas: Canvas, plan: IllustrationPlan) {
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

export function balls(canvas: Canvas, plan: IllustrationPlan, baked: boolean) {
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

export function disc(canvas: Canvas, plan: IllustrationPlan) {
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

export function dome(canvas: Canvas, plan: IllustrationPlan, caramel: boolean) {
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

export function rolls(canvas: Canvas, plan: IllustrationPlan, spiral: boolean) {
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

export function pieces(canvas: Canvas, plan: IllustrationPlan) {
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

export function loaf(canvas: Canvas) {
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

export function bundle(canvas: Canvas) {
  for (const [x, y, a] of [
    [330, 290, -20],
    [470, 310, 15],
  ]) {
    canvas.add(
      `<g transform="rotate(${a} ${x} ${y})"><path d="M${x! - 110} ${y}q110-90 220 0q-110 90-220 0z" fill="#a3b94a"/><path d="M${x! - 90} ${y}q90-60 180 0q-90 60-180 0z" fill="#f3d34a"/><path d="M${x! - 100} ${y}h200" stroke="#65792a" stroke-width="4"/><rect x="${x! - 8}" y="${y! - 46}" width="16" height="92" rx="6" fill="#c7a76a"/></g>`,
    );
  }
}

export function surface(canvas: Canvas, plan: IllustrationPlan, cx: number, cy: number, rx: number, ry: number, shape: "ellipse" | "rect") {
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

export function stack(canvas: Canvas, plan: IllustrationPlan) {
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
