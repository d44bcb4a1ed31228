import { describe, expect, test } from 'vitest';
import { decodeBytes, decodedNotices } from './decode.ts';

const TEXT = '[{"id":1,"t":"héllo 😀"}]';

/** `TEXT` in `encoding`, with its byte-order mark when `bom`. */
function encoded(encoding: 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'UTF-32LE' | 'UTF-32BE', bom: boolean): Uint8Array {
  const text = bom ? `\uFEFF${TEXT}` : TEXT;
  if (encoding === 'UTF-8') return new TextEncoder().encode(text);
  const out: number[] = [];
  if (encoding.startsWith('UTF-16')) {
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      out.push(...(encoding === 'UTF-16LE' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff]));
    }
  } else {
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      const be = [cp >>> 24, (cp >> 16) & 0xff, (cp >> 8) & 0xff, cp & 0xff];
      out.push(...(encoding === 'UTF-32BE' ? be : be.reverse()));
    }
  }
  return Uint8Array.from(out);
}

describe('decodeBytes', () => {
  test.each([
    ['UTF-8', 'EF BB BF'],
    ['UTF-16LE', 'FF FE'],
    ['UTF-16BE', 'FE FF'],
    ['UTF-32LE', 'FF FE 00 00'],
    ['UTF-32BE', '00 00 FE FF'],
  ] as const)('should decode %s by its byte-order mark %s and strip the mark', (encoding, mark) => {
    const bytes = encoded(encoding, true);
    expect(
      [...bytes.subarray(0, mark.split(' ').length)]
        .map((b) => b.toString(16).toUpperCase().padStart(2, '0'))
        .join(' '),
    ).toBe(mark);
    expect(decodeBytes(bytes)).toEqual({ text: TEXT, encoding, by: 'bom', replaced: 0 });
  });

  test.each(['UTF-16LE', 'UTF-16BE', 'UTF-32LE', 'UTF-32BE'] as const)(
    'should decode %s without a mark by the zero bytes of its first four (RFC 4627 §3)',
    (encoding) => {
      expect(decodeBytes(encoded(encoding, false))).toEqual({ text: TEXT, encoding, by: 'zeros', replaced: 0 });
    },
  );

  test('should read UTF-8 without a mark as UTF-8', () => {
    expect(decodeBytes(encoded('UTF-8', false))).toEqual({ text: TEXT, encoding: 'UTF-8', by: 'default', replaced: 0 });
    expect(decodeBytes(new Uint8Array())).toEqual({ text: '', encoding: 'UTF-8', by: 'default', replaced: 0 });
  });

  test('should read invalid bytes as U+FFFD and count them, but not a U+FFFD the file holds', () => {
    const bytes = Uint8Array.from([0x5b, 0xff, 0x22, 0xef, 0xbf, 0xbd, 0x22, 0xc3, 0x5d]);
    expect(decodeBytes(bytes)).toEqual({
      text: '[\uFFFD"\uFFFD"\uFFFD]',
      encoding: 'UTF-8',
      by: 'default',
      replaced: 2,
    });
  });

  test('should read an odd last byte of UTF-16 and a bad UTF-32 value as U+FFFD', () => {
    expect(decodeBytes(Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x42]))).toMatchObject({
      text: 'A\uFFFD',
      replaced: 1,
    });
    const utf32 = Uint8Array.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0, 0x00, 0xd8, 0, 0, 0, 0, 0x11, 0, 0x42, 0]);
    expect(decodeBytes(utf32)).toEqual({ text: 'A\uFFFD\uFFFD\uFFFD', encoding: 'UTF-32LE', by: 'bom', replaced: 3 });
  });

  test('should decode a long UTF-32 text whole (in chunks)', () => {
    const text = 'ab😀'.repeat(10_000);
    const bytes = new Uint8Array(4 * 30_000 + 4);
    bytes.set([0, 0, 0xfe, 0xff]);
    let at = 4;
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      bytes.set([cp >>> 24, (cp >> 16) & 0xff, (cp >> 8) & 0xff, cp & 0xff], at);
      at += 4;
    }
    expect(decodeBytes(bytes).text).toBe(text);
  });
});

describe('decodedNotices', () => {
  test('should say how a file was decoded, and nothing for plain UTF-8', () => {
    expect(decodedNotices({ encoding: 'UTF-8', by: 'default', replaced: 0 })).toEqual([]);
    expect(decodedNotices({ encoding: 'UTF-8', by: 'bom', replaced: 0 })).toEqual([
      'a UTF-8 byte-order mark (U+FEFF) at the start was stripped',
    ]);
    expect(decodedNotices({ encoding: 'UTF-16LE', by: 'bom', replaced: 0 })).toEqual([
      'decoded as UTF-16LE (its byte-order mark FF FE, stripped)',
    ]);
    expect(decodedNotices({ encoding: 'UTF-32BE', by: 'zeros', replaced: 1 })).toEqual([
      'decoded as UTF-32BE: no byte-order mark, but its first bytes have zeros where UTF-32BE has them',
      '1 invalid byte sequence was not UTF-32BE and read as U+FFFD',
    ]);
  });
});
