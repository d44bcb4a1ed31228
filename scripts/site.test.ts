import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { absoluteShareUrls } from '../vite.config.ts';

const root = new URL('../', import.meta.url);
const publicFile = (name: string) => new URL(`public/${name}`, root);
const html = readFileSync(new URL('index.html', root), 'utf8');

/** Width and height of a PNG, from its IHDR chunk (bytes 16–23, big-endian). */
function pngSize(name: string): [number, number] {
  const bytes = readFileSync(publicFile(name));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The `content`/`href` of the tag matching `pattern` in index.html. */
function attr(pattern: RegExp): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`index.html has no ${pattern}`);
  return match[1]!;
}

describe('the shared site (public/ and index.html)', () => {
  it('declares every manifest icon at the size its PNG has', () => {
    const manifest = JSON.parse(readFileSync(publicFile('manifest.webmanifest'), 'utf8')) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe('Context Cost Explorer');
    expect(manifest.start_url).toBe('./');
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      'favicon.svg',
      'icon-192.png',
      'icon-512.png',
      'icon-maskable-512.png',
    ]);
    for (const icon of manifest.icons) {
      expect(existsSync(publicFile(icon.src))).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(icon.src).join('x')).toBe(icon.sizes);
    }
  });

  it('links the favicon, touch icon, manifest and preview image by relative paths that exist', () => {
    const linked = [
      attr(/<link rel="icon" href="\.\/([^"]+)"/),
      attr(/<link rel="apple-touch-icon" href="\.\/([^"]+)"/),
      attr(/<link rel="manifest" href="\.\/([^"]+)"/),
      attr(/<meta property="og:image" content="\.\/([^"]+)"/),
    ];
    expect(linked).toEqual(['favicon.svg', 'apple-touch-icon.png', 'manifest.webmanifest', 'preview.png']);
    for (const name of linked) expect(existsSync(publicFile(name))).toBe(true);
    expect(pngSize('apple-touch-icon.png')).toEqual([180, 180]);
    expect(pngSize('preview.png')).toEqual([
      Number(attr(/og:image:width" content="(\d+)"/)),
      Number(attr(/og:image:height" content="(\d+)"/)),
    ]);
    expect(attr(/<meta property="og:title" content="([^"]+)"/)).toBe('Context Cost Explorer');
    expect(attr(/<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
  });

  it('makes og:image absolute and adds og:url when a site address is given', () => {
    const out = absoluteShareUrls(html, 'https://example.org/cce');
    expect(out).toContain('<meta property="og:image" content="https://example.org/cce/preview.png" />');
    expect(out).toContain('<meta property="og:url" content="https://example.org/cce/" />');
    expect(out.match(/og:url/g)).toHaveLength(1);
    expect(() => absoluteShareUrls(html, 'example.org')).toThrow(TypeError);
  });
});
