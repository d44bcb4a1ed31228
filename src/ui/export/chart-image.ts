/**
 * A recharts chart as a standalone SVG or PNG: its `<svg>` with the stylesheet's colours, strokes
 * and fonts written onto its elements, the legend redrawn as SVG, title and caption around it.
 * Everything is drawn from the page itself: no request is made.
 */
import { captionLines, captionText } from '../../core/report/caption.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const TITLE_BAND = 34;
const PAD = 12;
const CAPTION_SIZE = 12;
const CAPTION_LINE = 17;

// Presentation properties an exported element must carry itself once the stylesheet is gone:
// inherited ones (written only where they differ from the parent's), then the two that are not.
const INHERITED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
] as const;
// Elements that draw nothing themselves: their styles do not matter.
const SILENT = new Set([
  'title',
  'desc',
  'defs',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'pattern',
  'marker',
  'symbol',
  'style',
  'metadata',
]);

/** The chart's drawing: the recharts surface that is not a legend icon. */
export function chartSurface(container: HTMLElement): SVGSVGElement | null {
  const direct = container.querySelector<SVGSVGElement>('.recharts-wrapper > svg.recharts-surface');
  if (direct) return direct;
  return (
    [...container.querySelectorAll<SVGSVGElement>('svg.recharts-surface')].find(
      (svg) => !svg.closest('.recharts-legend-wrapper'),
    ) ?? null
  );
}

/** `value` with every `var(--name)` (and `var(--name, fallback)`) replaced by the variable's value at `scope`. */
function resolveVars(value: string, scope: CSSStyleDeclaration): string {
  return value.replace(
    /var\(\s*(--[\w-]+)\s*(?:,\s*([^)]*))?\)/g,
    (_, name: string, fallback?: string) => scope.getPropertyValue(name).trim() || fallback?.trim() || '',
  );
}

/**
 * Copies each original element's computed presentation onto its clone (same tree shape), CSS
 * variables resolved: the inherited properties where they differ from the parent's (all of them
 * on the root), opacity when not 1, display when none.
 */
function inlineStyles(original: Element, clone: Element, scope: CSSStyleDeclaration): void {
  const sources = [original, ...original.querySelectorAll('*')];
  const targets = [clone, ...clone.querySelectorAll('*')];
  const computed = new Map<Element, CSSStyleDeclaration>();
  sources.forEach((source, i) => {
    const target = targets[i];
    if (!target) return;
    for (const attr of [...target.attributes]) {
      if (attr.value.includes('var(')) target.setAttribute(attr.name, resolveVars(attr.value, scope));
    }
    if (!(target instanceof SVGElement) || SILENT.has(source.localName) || source.closest('defs')) return;
    const style = getComputedStyle(source);
    computed.set(source, style);
    const parent = source === original ? undefined : computed.get(source.parentElement!);
    for (const property of INHERITED) {
      const value = style.getPropertyValue(property);
      if (value && value !== parent?.getPropertyValue(property)) target.style.setProperty(property, value);
    }
    if (style.opacity !== '1') target.style.setProperty('opacity', style.opacity);
    if (style.display === 'none') target.style.setProperty('display', 'none');
    target.style.removeProperty('cursor');
  });
  // Recharts leaves an empty title and description in its drawing; the export has its own title.
  for (const empty of clone.querySelectorAll('title, desc')) if (!empty.textContent?.trim()) empty.remove();
}

function svgElement<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** A standalone chart image: the SVG text and its size in CSS pixels. */
export interface ChartImage {
  svg: string;
  width: number;
  height: number;
}

/** Whether a line of text in `font` (a CSS font shorthand) fits in `width` CSS pixels. */
function fitsWithin(width: number, font: string): (line: string) => boolean {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (line) => line.length * CAPTION_SIZE * 0.55 <= width;
  context.font = font;
  return (line) => context.measureText(line).width <= width;
}

/**
 * The chart inside `container` as a standalone SVG document titled `title`, with `caption`'s
 * parts (core's `captionParts`) as a caption under it, wrapped between parts to the chart's width.
 * @throws Error when the container holds no chart.
 */
export function chartSvg(container: HTMLElement, title: string, caption: readonly string[] = []): ChartImage {
  const surface = chartSurface(container);
  if (!surface) throw new Error('no chart to export');
  const scope = getComputedStyle(container);
  const box = surface.getBoundingClientRect();
  const chartWidth = Math.round(box.width);
  const chartHeight = Math.round(box.height);

  // The legend is HTML beside the drawing: redraw each item (icon, then text) where it sits.
  const legend: SVGElement[] = [];
  let top = 0;
  let bottom = chartHeight;
  for (const item of container.querySelectorAll<HTMLElement>('.recharts-legend-item')) {
    const icon = item.querySelector<SVGSVGElement>('svg');
    const label = item.querySelector<HTMLElement>('.recharts-legend-item-text');
    if (icon) {
      const r = icon.getBoundingClientRect();
      const copy = icon.cloneNode(true) as SVGSVGElement;
      inlineStyles(icon, copy, scope);
      copy.removeAttribute('class');
      copy.setAttribute('x', String(r.left - box.left));
      copy.setAttribute('y', String(r.top - box.top));
      copy.setAttribute('width', String(r.width));
      copy.setAttribute('height', String(r.height));
      legend.push(copy);
      top = Math.min(top, r.top - box.top);
      bottom = Math.max(bottom, r.bottom - box.top);
    }
    if (label) {
      const r = label.getBoundingClientRect();
      const style = getComputedStyle(label.querySelector('.legend-label') ?? label);
      const text = svgElement('text', {
        x: r.left - box.left,
        y: r.top - box.top + r.height / 2,
        'dominant-baseline': 'central',
        fill: style.color,
        'font-family': style.fontFamily,
        'font-size': style.fontSize,
        'font-weight': style.fontWeight,
      });
      text.textContent = label.textContent ?? '';
      legend.push(text);
      top = Math.min(top, r.top - box.top);
      bottom = Math.max(bottom, r.bottom - box.top);
    }
  }

  const width = chartWidth;
  const lines = captionLines(caption, fitsWithin(width - 2 * PAD, `${CAPTION_SIZE}px ${scope.fontFamily}`));
  const chartBottom = TITLE_BAND + (bottom - top) + PAD;
  const height = Math.ceil(chartBottom + (lines.length > 0 ? lines.length * CAPTION_LINE + PAD / 2 : 0));
  const background = resolveVars('var(--panel)', scope) || '#ffffff';
  const foreground = resolveVars('var(--text)', scope) || '#000000';
  const muted = resolveVars('var(--muted)', scope) || foreground;

  const root = svgElement('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'img' });
  const titleElement = svgElement('title', {});
  titleElement.textContent = title;
  root.append(titleElement);
  if (caption.length > 0) {
    const description = svgElement('desc', {});
    description.textContent = captionText(caption);
    root.append(description);
  }
  root.append(svgElement('rect', { x: 0, y: 0, width, height, fill: background }));
  const heading = svgElement('text', {
    x: PAD,
    y: TITLE_BAND / 2 + 2,
    'dominant-baseline': 'central',
    fill: foreground,
    'font-family': scope.fontFamily,
    'font-size': 16,
    'font-weight': 600,
  });
  heading.textContent = title;
  root.append(heading);

  const body = svgElement('g', { transform: `translate(0 ${TITLE_BAND - top})` });
  const drawing = surface.cloneNode(true) as SVGSVGElement;
  inlineStyles(surface, drawing, scope);
  drawing.removeAttribute('class');
  drawing.setAttribute('x', '0');
  drawing.setAttribute('y', '0');
  drawing.setAttribute('width', String(chartWidth));
  drawing.setAttribute('height', String(chartHeight));
  drawing.style.setProperty('width', `${chartWidth}px`);
  drawing.style.setProperty('height', `${chartHeight}px`);
  drawing.setAttribute('overflow', 'visible');
  body.append(drawing, ...legend);
  root.append(body);
  lines.forEach((line, i) => {
    const text = svgElement('text', {
      class: 'export-caption',
      x: PAD,
      y: chartBottom + CAPTION_LINE * (i + 0.5),
      'dominant-baseline': 'central',
      fill: muted,
      'font-family': scope.fontFamily,
      'font-size': CAPTION_SIZE,
    });
    text.textContent = line;
    root.append(text);
  });

  return {
    svg: `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(root)}\n`,
    width,
    height,
  };
}

/** The chart image drawn at `scale`× onto a canvas, as PNG. */
export async function chartPng(image: ChartImage, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([image.svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const picture = new Image();
    picture.decoding = 'sync';
    await new Promise<void>((resolve, reject) => {
      picture.onload = () => resolve();
      picture.onerror = () => reject(new Error('the chart could not be drawn'));
      picture.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.width * scale);
    canvas.height = Math.round(image.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas to draw on');
    context.scale(scale, scale);
    context.drawImage(picture, 0, 0, image.width, image.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
