import { describe, expect, test } from 'vitest';
import { decodeBytes } from './decode.ts';
import { readInput } from './read-input.ts';
import { InputError } from './input-error.ts';

const bytes = (...b: number[]) => new Uint8Array(b);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52);

describe('a file that is not text is named, not counted', () => {
  test.each([
    ['a PNG image', PNG],
    ['a JPEG image', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['a GIF image', new TextEncoder().encode('GIF89a\u0001')],
    ['a PDF document', new TextEncoder().encode('%PDF-1.7\n')],
    ['a ZIP archive', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0)],
    ['a gzip file', bytes(0x1f, 0x8b, 0x08, 0)],
    ['a binary file', bytes(0x7b, 0x22, 0x61, 0x22, 0x00, 0x3a, 0x31, 0x7d)],
  ])('%s', (kind, b) => {
    expect(decodeBytes(b).binary).toBe(kind);
  });

  test('text is not: UTF-8 with emoji, UTF-16 without a mark (its zero bytes), UTF-8 with a mark', () => {
    expect(decodeBytes(new TextEncoder().encode('[{"a": "😀 東京"}]')).binary).toBeUndefined();
    const utf16 = new Uint8Array([...'[{"a":1}]'].flatMap((c) => [c.charCodeAt(0), 0]));
    expect(decodeBytes(utf16)).toMatchObject({ encoding: 'UTF-16LE', text: '[{"a":1}]' });
    expect(decodeBytes(utf16).binary).toBeUndefined();
    expect(decodeBytes(bytes(0xef, 0xbb, 0xbf, 0x5b, 0x5d)).binary).toBeUndefined();
  });

  test('readInput refuses it by name, with the file in the message', () => {
    const { text, ...decoded } = decodeBytes(PNG);
    expect(() => readInput(text, 'logo.png', { decoded })).toThrow(InputError);
    expect(() => readInput(text, 'logo.png', { decoded })).toThrow('logo.png: looks like a PNG image, not text');
  });
});
