/**
 * Colour arithmetic the palette tests check the page's colours with: WCAG contrast, CIEDE2000
 * colour difference, and how a colour looks with the common colour-vision deficiencies. Colours
 * are `#rrggbb` strings; nothing here is a domain rule.
 */

type Rgb = [number, number, number];
/** A colour as CIE L*a*b*: lightness 0…100, then the a* and b* axes. */
export type Lab = [number, number, number];

/** `#rrggbb` (or `#rgb`) as red, green, blue in 0…1; throws on anything else. */
export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as Rgb;
}

// The sRGB transfer function (IEC 61966-2-1, the constants WCAG 2.x uses).
const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const linear = (hex: string): Rgb => parseHex(hex).map(toLinear) as Rgb;

/** WCAG 2.x relative luminance of a colour, 0 (black) … 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = linear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two colours, 1 … 21 (order does not matter). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** CIE L*a*b* (D65 white) of linear RGB. */
function lab([r, g, b]: Rgb): Lab {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/**
 * CIEDE2000 colour difference ΔE00 of two colours as a person with `vision` sees them (Sharma,
 * Wu and Dalal 2005; about 1 is just noticeable, about 10 reads as another colour at a glance).
 * Chosen over CIE76's plain L*a*b* distance, which overstates differences among saturated blues.
 */
export function deltaE(a: string, b: string, vision: Vision = 'normal'): number {
  return ciede2000(lab(seen(linear(a), vision)), lab(seen(linear(b), vision)));
}

/** CIEDE2000 difference of two CIE L*a*b* colours (the formula of {@link deltaE}). */
export function ciede2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const rad = Math.PI / 180;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const [ap1, ap2] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(ap1, b1), Math.hypot(ap2, b2)];
  const hue = (x: number, y: number) => (x === 0 && y === 0 ? 0 : (Math.atan2(y, x) / rad + 360) % 360);
  const [h1, h2] = [hue(ap1, b1), hue(ap2, b2)];
  let dh = c1 * c2 === 0 ? 0 : h2 - h1;
  if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dL = l2 - l1;
  const dC = c2 - c1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * rad);
  const lBar = (l1 + l2) / 2;
  const cpBar = (c1 + c2) / 2;
  let hBar = h1 + h2;
  if (c1 * c2 !== 0) hBar = Math.abs(h1 - h2) <= 180 ? hBar / 2 : hBar < 360 ? (hBar + 360) / 2 : (hBar - 360) / 2;
  const t =
    1 -
    0.17 * Math.cos((hBar - 30) * rad) +
    0.24 * Math.cos(2 * hBar * rad) +
    0.32 * Math.cos((3 * hBar + 6) * rad) -
    0.2 * Math.cos((4 * hBar - 63) * rad);
  const sL = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sC = 1 + 0.045 * cpBar;
  const sH = 1 + 0.015 * cpBar * t;
  const rT =
    -2 * Math.sqrt(cpBar ** 7 / (cpBar ** 7 + 25 ** 7)) * Math.sin(60 * Math.exp(-(((hBar - 275) / 25) ** 2)) * rad);
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH));
}

/** Normal colour vision, or full protanopia / deuteranopia (red / green cones missing, together ~6 % of men). */
export type Vision = 'normal' | 'protanopia' | 'deuteranopia';

// Machado, Oliveira and Fernandes (2009), "A physiologically-based model for simulation of colour
// vision deficiency", severity 1.0 matrices, applied to linear RGB.
const SIMULATION: Record<Exclude<Vision, 'normal'>, number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
};

function seen(rgb: Rgb, vision: Vision): Rgb {
  if (vision === 'normal') return rgb;
  const m = SIMULATION[vision];
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [0, 1, 2].map((i) => clamp(m[3 * i]! * rgb[0] + m[3 * i + 1]! * rgb[1] + m[3 * i + 2]! * rgb[2])) as Rgb;
}
