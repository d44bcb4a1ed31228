import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor } from 'vite';
import { SHARE, shareTags } from '../vite.config.ts';

const root = new URL('../', import.meta.url);
const publicFile = (name: string) => new URL(`public/${name}`, root);

/** Width and height of a PNG, from its IHDR chunk (bytes 16–23, big-endian). */
function pngSize(name: string): [number, number] {
  const bytes = readFileSync(publicFile(name));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The `content` of the meta tag named (`name` or `property`) `key`. */
function content(tags: HtmlTagDescriptor[], key: string): string | undefined {
  const tag = tags.find((t) => t.attrs?.name === key || t.attrs?.property === key);
  return tag?.attrs?.content as string | undefined;
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

  it('names the favicon, touch icon, manifest and preview image by relative paths that exist', () => {
    const tags = shareTags();
    const linked = [
      ...tags.filter((t) => t.tag === 'link').map((t) => t.attrs!.href as string),
      tags.find((t) => t.attrs?.property === 'og:image')!.attrs!.content as string,
    ];
    expect(linked).toEqual(['./favicon.svg', './apple-touch-icon.png', './manifest.webmanifest', './preview.png']);
    for (const href of linked) expect(existsSync(publicFile(href.slice(2)))).toBe(true);
    expect(pngSize('apple-touch-icon.png')).toEqual([180, 180]);
    expect(pngSize('preview.png')).toEqual([SHARE.image.width, SHARE.image.height]);
    expect(content(tags, 'og:title')).toBe('Context Cost Explorer');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'og:url')).toBeUndefined();
    expect(tags.every((t) => t.injectTo === 'head')).toBe(true);
  });

  it('makes og:image absolute and adds og:url when a site address is given', () => {
    const tags = shareTags('https://example.org/cce');
    expect(content(tags, 'og:image')).toBe('https://example.org/cce/preview.png');
    expect(content(tags, 'og:url')).toBe('https://example.org/cce/');
    expect(() => shareTags('example.org')).toThrow(TypeError);
  });
});
