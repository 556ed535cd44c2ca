/**
 * Drawn scenes for the sample photographs: SVG built from a few primitives (skies, land,
 * water, buildings, people, machines, interiors), seeded so every run draws the same picture.
 */
export const W = 1600;
export const H = 1067;

export type Rand = () => number;

export function seeded(text: string): Rand {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

/** Collects gradient and filter definitions while a scene is drawn. */
export class Canvas {
  defs: string[] = [];
  parts: string[] = [];
  private n = 0;
  constructor(
    readonly r: Rand,
    readonly w = W,
    readonly h = H,
  ) {}
  add(...svg: string[]) {
    this.parts.push(...svg);
    return this;
  }
  id(prefix: string) {
    return `${prefix}${this.n++}`;
  }
  linear(stops: [number, string, number?][], x2 = 0, y2 = 1): string {
    const id = this.id('g');
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: [number, string, number?][]): string {
    const id = this.id('r');
    this.defs.push(`<radialGradient id="${id}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const id = `blur${Math.round(sd * 10)}`;
    if (!this.defs.some((d) => d.includes(`id="${id}"`))) this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    return `url(#${id})`;
  }
  svg(): string {
    const grain = `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${Math.floor(this.r() * 1000)}"/><feColorMatrix type="saturate" values="0"/></filter>`;
    const vignette = this.radial([
      [0.55, '#000', 0],
      [1, '#000', 0.45],
    ]);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}${grain}</defs>${this.parts.join('')}<rect width="${this.w}" height="${this.h}" fill="${vignette}"/><rect width="${this.w}" height="${this.h}" filter="url(#grain)" opacity="0.07"/></svg>`;
  }
}

// ---- primitives -------------------------------------------------------------------------

export function sky(c: Canvas, top: string, bottom: string, y1 = c.h) {
  c.add(
    `<rect width="${c.w}" height="${f(y1)}" fill="${c.linear([
      [0, top],
      [1, bottom],
    ])}"/>`,
  );
}

export function glow(c: Canvas, x: number, y: number, r: number, color: string, a = 0.8) {
  c.add(
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.radial([
      [0, color, a],
      [1, color, 0],
    ])}"/>`,
  );
}

export function clouds(c: Canvas, n: number, y0: number, y1: number, color: string, a = 0.5) {
  const b = c.blur(18);
  for (let i = 0; i < n; i++) {
    const x = c.r() * c.w,
      y = y0 + c.r() * (y1 - y0);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(120 + c.r() * 260)}" ry="${f(18 + c.r() * 40)}" fill="${color}" opacity="${f(a * (0.5 + c.r() * 0.5))}" filter="${b}"/>`);
  }
}

/** A ridge line across the picture, filled down to the bottom. */
export function land(c: Canvas, y: number, amp: number, fill: string, steps = 24, blur = 0) {
  const pts: string[] = [`0,${c.h}`];
  for (let i = 0; i <= steps; i++) pts.push(`${f((i / steps) * c.w)},${f(y + (c.r() - 0.5) * 2 * amp)}`);
  pts.push(`${c.w},${c.h}`);
  c.add(`<polygon points="${pts.join(' ')}" fill="${fill}"${blur ? ` filter="${c.blur(blur)}"` : ''}/>`);
}

export function water(c: Canvas, y: number, top: string, bottom: string, lines = 40, lineColor = '#fff') {
  c.add(
    `<rect y="${f(y)}" width="${c.w}" height="${f(c.h - y)}" fill="${c.linear([
      [0, top],
      [1, bottom],
    ])}"/>`,
  );
  for (let i = 0; i < lines; i++) {
    const yy = y + c.r() ** 1.6 * (c.h - y),
      x = c.r() * c.w,
      len = 30 + ((yy - y) / (c.h - y)) * 200 * c.r();
    c.add(`<line x1="${f(x)}" y1="${f(yy)}" x2="${f(x + len)}" y2="${f(yy)}" stroke="${lineColor}" stroke-opacity="${f(0.08 + c.r() * 0.15)}" stroke-width="${f(1 + ((yy - y) / (c.h - y)) * 3)}"/>`);
  }
}

export function rect(c: Canvas, x: number, y: number, w: number, h: number, fill: string, extra = '') {
  c.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`);
}

export interface PersonOpts {
  color?: string;
  skin?: string;
  pose?: 'stand' | 'walk' | 'bend' | 'sit' | 'back';
  accent?: string;
  hair?: string;
  blur?: number;
}

/** A person as a soft silhouette: feet at (x, y), height h. */
export function person(c: Canvas, x: number, y: number, h: number, o: PersonOpts = {}) {
  const color = o.color ?? '#2b2b30',
    skin = o.skin ?? '#c99a7c',
    hair = o.hair ?? '#3a2a20';
  const u = h / 8;
  const g: string[] = [];
  const lean = o.pose === 'bend' ? u * 1.6 : 0;
  const sit = o.pose === 'sit';
  const legTop = sit ? y - u * 2.2 : y - u * 3.6;
  const shoulder = legTop - u * 2.9 + (o.pose === 'bend' ? u * 0.8 : 0);
  // legs
  if (sit) {
    g.push(`<path d="M${f(x - u * 0.6)},${f(legTop)} h${f(u * 2.2)} v${f(u * 2.2)} h${f(-u * 0.7)} v${f(-u * 1.4)} h${f(-u * 1.5)}z" fill="${color}"/>`);
  } else {
    const spread = o.pose === 'walk' ? u * 0.9 : u * 0.35;
    g.push(
      `<path d="M${f(x - u * 0.55)},${f(legTop)} L${f(x - spread - u * 0.3)},${f(y)} h${f(u * 0.5)} L${f(x)},${f(legTop + u)} L${f(x + spread - u * 0.2)},${f(y)} h${f(u * 0.5)} L${f(x + u * 0.55)},${f(legTop)}z" fill="${color}" opacity="0.92"/>`,
    );
  }
  // torso
  g.push(
    `<path d="M${f(x - u * 0.75 + lean * 0.3)},${f(legTop + u * 0.2)} Q${f(x - u * 0.9 + lean)},${f(shoulder + u * 1.2)} ${f(x - u * 0.6 + lean)},${f(shoulder)} L${f(x + u * 0.6 + lean)},${f(shoulder)} Q${f(x + u * 0.9 + lean)},${f(shoulder + u * 1.2)} ${f(x + u * 0.75 + lean * 0.3)},${f(legTop + u * 0.2)}z" fill="${o.accent ?? color}"/>`,
  );
  // arms
  g.push(`<path d="M${f(x - u * 0.6 + lean)},${f(shoulder + u * 0.2)} l${f(-u * 0.35)},${f(u * 2.3)}" stroke="${o.accent ?? color}" stroke-width="${f(u * 0.38)}" stroke-linecap="round"/>`);
  g.push(
    `<path d="M${f(x + u * 0.6 + lean)},${f(shoulder + u * 0.2)} l${f(u * 0.35 + (o.pose === 'bend' ? u : 0))},${f(u * 2.3)}" stroke="${o.accent ?? color}" stroke-width="${f(u * 0.38)}" stroke-linecap="round"/>`,
  );
  // head
  const hx = x + lean * 1.1,
    hy = shoulder - u * 0.75;
  g.push(`<rect x="${f(hx - u * 0.18)}" y="${f(hy + u * 0.4)}" width="${f(u * 0.36)}" height="${f(u * 0.5)}" fill="${skin}"/>`);
  g.push(`<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(u * 0.5)}" ry="${f(u * 0.6)}" fill="${o.pose === 'back' ? hair : skin}"/>`);
  if (o.pose !== 'back')
    g.push(
      `<path d="M${f(hx - u * 0.52)},${f(hy - u * 0.05)} Q${f(hx)},${f(hy - u * 0.95)} ${f(hx + u * 0.52)},${f(hy - u * 0.05)} Q${f(hx)},${f(hy - u * 0.45)} ${f(hx - u * 0.52)},${f(hy - u * 0.05)}z" fill="${hair}"/>`,
    );
  c.add(`<g${o.blur ? ` filter="${c.blur(o.blur)}"` : ''}>${g.join('')}</g>`);
}

export function crowd(c: Canvas, n: number, x0: number, x1: number, y0: number, y1: number, h0: number, h1: number, palette: string[], pose: PersonOpts['pose'] = 'back', blur = 0) {
  const items = Array.from({ length: n }, () => ({ x: x0 + c.r() * (x1 - x0), t: c.r() })).sort((a, b) => a.t - b.t);
  for (const it of items) {
    person(c, it.x, y0 + it.t * (y1 - y0), h0 + it.t * (h1 - h0), {
      color: palette[Math.floor(c.r() * palette.length)],
      accent: palette[Math.floor(c.r() * palette.length)],
      pose,
      hair: c.r() > 0.5 ? '#2a211c' : '#6b5a48',
      blur,
    });
  }
}

export function house(c: Canvas, x: number, y: number, w: number, h: number, wall: string, roof: string, lit = false) {
  const rh = h * 0.75;
  c.add(`<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`);
  c.add(`<path d="M${f(x - w * 0.06)},${f(y - h)} L${f(x + w / 2)},${f(y - h - rh)} L${f(x + w * 1.06)},${f(y - h)}z" fill="${roof}"/>`);
  const win = lit ? '#ffd98a' : '#23303a';
  for (let i = 0; i < 3; i++) c.add(`<rect x="${f(x + w * (0.14 + i * 0.28))}" y="${f(y - h * 0.72)}" width="${f(w * 0.14)}" height="${f(h * 0.32)}" fill="${win}"/>`);
  if (lit) glow(c, x + w / 2, y - h * 0.55, w * 0.6, '#ffcf7a', 0.25);
}

export function mound(c: Canvas, cx: number, y: number, w: number, h: number, fill: string) {
  c.add(`<path d="M${f(cx - w / 2)},${f(y)} Q${f(cx - w * 0.3)},${f(y - h)} ${f(cx)},${f(y - h)} Q${f(cx + w * 0.3)},${f(y - h)} ${f(cx + w / 2)},${f(y)}z" fill="${fill}"/>`);
}

export function crane(c: Canvas, x: number, y: number, h: number, color: string, jib = 1) {
  const w = h * 0.05;
  const lattice: string[] = [];
  for (let yy = y; yy > y - h; yy -= w * 1.4) lattice.push(`M${f(x)},${f(yy)} L${f(x + w)},${f(yy - w * 1.4)} M${f(x + w)},${f(yy)} L${f(x)},${f(yy - w * 1.4)}`);
  c.add(`<path d="${lattice.join(' ')}" stroke="${color}" stroke-width="${f(w * 0.12)}"/>`);
  c.add(`<path d="M${f(x)},${f(y)} V${f(y - h)} M${f(x + w)},${f(y)} V${f(y - h)}" stroke="${color}" stroke-width="${f(w * 0.25)}"/>`);
  const jx = h * 0.7 * jib;
  c.add(
    `<path d="M${f(x - h * 0.2 * jib)},${f(y - h)} H${f(x + jx)} M${f(x + w / 2)},${f(y - h - w * 3)} L${f(x + jx)},${f(y - h)} M${f(x + w / 2)},${f(y - h - w * 3)} L${f(x - h * 0.2 * jib)},${f(y - h)}" stroke="${color}" stroke-width="${f(w * 0.3)}"/>`,
  );
  c.add(`<rect x="${f(x - w * 0.6)}" y="${f(y - h + w * 0.4)}" width="${f(w * 1.4)}" height="${f(w * 1.2)}" fill="${color}"/>`);
  return { hookX: x + jx * 0.7, hookY: y - h };
}

/** A room seen from inside: back wall, floor, optional window. */
export function room(c: Canvas, wall: [string, string], floor: [string, string], horizon = c.h * 0.68) {
  c.add(
    `<rect width="${c.w}" height="${f(horizon)}" fill="${c.linear([
      [0, wall[0]],
      [1, wall[1]],
    ])}"/>`,
  );
  c.add(
    `<rect y="${f(horizon)}" width="${c.w}" height="${f(c.h - horizon)}" fill="${c.linear([
      [0, floor[0]],
      [1, floor[1]],
    ])}"/>`,
  );
}

export function windowLight(c: Canvas, x: number, y: number, w: number, h: number, outside: [string, string], frame = '#e8e4dc', bars = 2) {
  rect(c, x - 8, y - 8, w + 16, h + 16, frame);
  c.add(
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${c.linear([
      [0, outside[0]],
      [1, outside[1]],
    ])}"/>`,
  );
  for (let i = 1; i <= bars; i++) rect(c, x + (w * i) / (bars + 1) - 4, y, 8, h, frame);
  rect(c, x, y + h * 0.45 - 4, w, 8, frame);
  glow(c, x + w / 2, y + h, w * 0.9, outside[1], 0.22);
}

export function desk(c: Canvas, x: number, y: number, w: number, color: string) {
  rect(c, x, y, w, w * 0.06, color);
  rect(c, x + w * 0.05, y + w * 0.06, w * 0.04, w * 0.3, color, 'opacity="0.8"');
  rect(c, x + w * 0.91, y + w * 0.06, w * 0.04, w * 0.3, color, 'opacity="0.8"');
}

export function screen(c: Canvas, x: number, y: number, w: number, h: number, light: string, a = 0.5) {
  rect(c, x - 6, y - 6, w + 12, h + 12, '#111');
  rect(c, x, y, w, h, light);
  glow(c, x + w / 2, y + h / 2, Math.max(w, h) * 1.8, light, a);
}

export function towerBlock(c: Canvas, x: number, y: number, w: number, h: number, color: string, windows: string, rnd = 0.3) {
  rect(c, x, y - h, w, h, color);
  for (let yy = y - h + 14; yy < y - 20; yy += 26) for (let xx = x + 10; xx < x + w - 16; xx += 22) if (c.r() < rnd) rect(c, xx, yy, 12, 14, windows);
}

export function churchTower(c: Canvas, x: number, y: number, w: number, h: number, color: string) {
  rect(c, x, y - h, w, h, color);
  c.add(`<path d="M${f(x - w * 0.1)},${f(y - h)} L${f(x + w / 2)},${f(y - h - w * 2.2)} L${f(x + w * 1.1)},${f(y - h)}z" fill="${color}"/>`);
}

export function bucketWheelExcavator(c: Canvas, x: number, y: number, s: number, color: string) {
  const g: string[] = [];
  g.push(`<rect x="${f(x - s * 0.5)}" y="${f(y - s * 0.25)}" width="${f(s * 1.1)}" height="${f(s * 0.25)}" fill="${color}"/>`);
  g.push(`<rect x="${f(x - s * 0.3)}" y="${f(y - s * 0.6)}" width="${f(s * 0.6)}" height="${f(s * 0.35)}" fill="${color}"/>`);
  g.push(
    `<path d="M${f(x - s * 0.1)},${f(y - s * 0.5)} L${f(x - s * 1.5)},${f(y - s * 0.9)} M${f(x)},${f(y - s * 0.6)} L${f(x + s * 0.15)},${f(y - s * 1.3)} L${f(x - s * 1.5)},${f(y - s * 0.95)} M${f(x + s * 0.15)},${f(y - s * 1.3)} L${f(x + s * 1.2)},${f(y - s * 0.7)}" stroke="${color}" stroke-width="${f(s * 0.035)}"/>`,
  );
  const wx = x - s * 1.55,
    wy = y - s * 0.9,
    wr = s * 0.32;
  g.push(`<circle cx="${f(wx)}" cy="${f(wy)}" r="${f(wr)}" fill="none" stroke="${color}" stroke-width="${f(s * 0.05)}"/>`);
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    g.push(`<line x1="${f(wx)}" y1="${f(wy)}" x2="${f(wx + Math.cos(a) * wr)}" y2="${f(wy + Math.sin(a) * wr)}" stroke="${color}" stroke-width="${f(s * 0.015)}"/>`);
    g.push(`<rect x="${f(wx + Math.cos(a) * wr - s * 0.03)}" y="${f(wy + Math.sin(a) * wr - s * 0.03)}" width="${f(s * 0.06)}" height="${f(s * 0.06)}" fill="${color}"/>`);
  }
  g.push(
    `<line x1="${f(x + s * 0.1)}" y1="${f(y - s * 0.6)}" x2="${f(x + s * 0.1)}" y2="${f(y - s * 0.25)}" stroke="#caa46a" stroke-width="${f(s * 0.012)}" stroke-dasharray="${f(s * 0.02)} ${f(s * 0.02)}"/>`,
  );
  g.push(`<rect x="${f(x + s * 0.2)}" y="${f(y - s * 0.55)}" width="${f(s * 0.08)}" height="${f(s * 0.06)}" fill="#ffd98a"/>`);
  c.add(`<g>${g.join('')}</g>`);
}

export function coolingTower(c: Canvas, x: number, y: number, w: number, h: number, color: string, steam: string) {
  c.add(
    `<path d="M${f(x)},${f(y)} Q${f(x + w * 0.22)},${f(y - h * 0.55)} ${f(x + w * 0.15)},${f(y - h)} H${f(x + w * 0.85)} Q${f(x + w * 0.78)},${f(y - h * 0.55)} ${f(x + w)},${f(y)}z" fill="${color}"/>`,
  );
  const b = c.blur(22);
  for (let i = 0; i < 6; i++)
    c.add(
      `<ellipse cx="${f(x + w / 2 + i * w * 0.25)}" cy="${f(y - h - w * 0.3 - i * w * 0.35)}" rx="${f(w * (0.45 + i * 0.15))}" ry="${f(w * (0.3 + i * 0.08))}" fill="${steam}" opacity="${f(0.75 - i * 0.1)}" filter="${b}"/>`,
    );
}

export function bus(c: Canvas, x: number, y: number, w: number, color: string, lit: boolean) {
  const h = w * 0.32;
  c.add(`<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.12)}" fill="${color}"/>`);
  for (let i = 0; i < 6; i++) rect(c, x + w * 0.05 + i * w * 0.15, y - h * 0.85, w * 0.12, h * 0.38, lit ? '#ffe3a3' : '#2c3a44');
  for (const wx of [0.2, 0.8]) c.add(`<circle cx="${f(x + w * wx)}" cy="${f(y)}" r="${f(h * 0.15)}" fill="#151515"/>`);
  if (lit) glow(c, x + w / 2, y - h / 2, w * 0.7, '#ffdb8a', 0.2);
}

export function ship(c: Canvas, x: number, y: number, w: number, hull: string, bottom: string, tilt = 0) {
  const h = w * 0.18;
  c.add(
    `<g transform="rotate(${tilt} ${f(x + w / 2)} ${f(y)})"><path d="M${f(x)},${f(y - h)} H${f(x + w)} L${f(x + w * 0.93)},${f(y)} H${f(x + w * 0.06)}z" fill="${hull}"/><path d="M${f(x + w * 0.02)},${f(y - h * 0.35)} H${f(x + w * 0.97)} L${f(x + w * 0.93)},${f(y)} H${f(x + w * 0.06)}z" fill="${bottom}"/><rect x="${f(x + w * 0.7)}" y="${f(y - h * 2.1)}" width="${f(w * 0.2)}" height="${f(h * 1.1)}" fill="#e9e6df"/><rect x="${f(x + w * 0.72)}" y="${f(y - h * 1.9)}" width="${f(w * 0.16)}" height="${f(h * 0.15)}" fill="#2a3440"/></g>`,
  );
}
