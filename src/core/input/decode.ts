/**
 * Bytes of a file to text: the one decoder the page's file reading and the command line share.
 * UTF-8 unless a byte-order mark (or, without one, the zero bytes of the first four) says
 * UTF-16 or UTF-32.
 */

import { binaryKind } from './binary.ts';

/** The encodings a file may be in. */
export const TEXT_ENCODINGS = ['UTF-8', 'UTF-16LE', 'UTF-16BE', 'UTF-32LE', 'UTF-32BE'] as const;

/** One of {@link TEXT_ENCODINGS}. */
export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];

/** How a file's bytes were read: its encoding, what said so, and what could not be decoded. */
export interface DecodedInfo {
  encoding: TextEncodingName;
  /** `bom`: a byte-order mark (stripped); `zeros`: the zero bytes of the first four (RFC 4627 §3); `default`: UTF-8. */
  by: 'bom' | 'zeros' | 'default';
  /** Byte sequences that are not valid in {@link encoding}, each read as U+FFFD. */
  replaced: number;
  /** What the bytes look like when they are not text (`a PNG image`; `binary.ts`). */
  binary?: string;
}

/** A file's text (without its byte-order mark) and how it was decoded. */
export interface DecodedText extends DecodedInfo {
  text: string;
}

// Longest marks first: FF FE 00 00 (UTF-32LE) starts like FF FE (UTF-16LE).
const MARKS: readonly { encoding: TextEncodingName; bytes: readonly number[] }[] = [
  { encoding: 'UTF-32LE', bytes: [0xff, 0xfe, 0x00, 0x00] },
  { encoding: 'UTF-32BE', bytes: [0x00, 0x00, 0xfe, 0xff] },
  { encoding: 'UTF-8', bytes: [0xef, 0xbb, 0xbf] },
  { encoding: 'UTF-16LE', bytes: [0xff, 0xfe] },
  { encoding: 'UTF-16BE', bytes: [0xfe, 0xff] },
];

/** The bytes of `encoding`'s byte-order mark, as `FF FE`. */
export function bomBytes(encoding: TextEncodingName): string {
  const mark = MARKS.find((m) => m.encoding === encoding)!;
  return mark.bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');
}

/**
 * The encoding of `bytes` by its byte-order mark, else by the zeros among the first four bytes (RFC 4627
 * §3), else UTF-8; the rule: docs/input.md, "How the reading works".
 */
function sniff(bytes: Uint8Array): { encoding: TextEncodingName; by: DecodedInfo['by']; skip: number } {
  for (const mark of MARKS) {
    if (mark.bytes.every((b, i) => bytes[i] === b))
      return { encoding: mark.encoding, by: 'bom', skip: mark.bytes.length };
  }
  if (bytes.length >= 4) {
    const zero = [0, 1, 2, 3].map((i) => bytes[i] === 0);
    const pattern = zero.map((z) => (z ? '0' : 'x')).join('');
    const byZeros: Record<string, TextEncodingName> = {
      '000x': 'UTF-32BE',
      '0x0x': 'UTF-16BE',
      x000: 'UTF-32LE',
      x0x0: 'UTF-16LE',
    };
    const encoding = byZeros[pattern];
    if (encoding !== undefined) return { encoding, by: 'zeros', skip: 0 };
  }
  return { encoding: 'UTF-8', by: 'default', skip: 0 };
}

/**
 * `bytes` as text (UTF-8, UTF-16 or UTF-32 as {@link sniff} finds), the byte-order mark stripped; an
 * invalid sequence becomes U+FFFD, counted in `replaced`, so the text is well-formed UTF-16. Never throws.
 */
export function decodeBytes(bytes: Uint8Array): DecodedText {
  const { encoding, by, skip } = sniff(bytes);
  const body = bytes.subarray(skip);
  const decoded = encoding.startsWith('UTF-32')
    ? decodeUtf32(body, encoding === 'UTF-32LE')
    : decodeWhatwg(body, encoding);
  const binary = binaryKind(bytes, by === 'default');
  return { encoding, by, ...decoded, ...(binary ? { binary } : {}) };
}

/** UTF-8 or UTF-16 by the platform's TextDecoder: strictly first, so the replaced sequences can be found and counted. */
function decodeWhatwg(bytes: Uint8Array, encoding: TextEncodingName): Omit<DecodedText, 'encoding' | 'by'> {
  const label = encoding.toLowerCase();
  try {
    return { text: new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes), replaced: 0 };
  } catch {
    const text = new TextDecoder(label, { ignoreBOM: true }).decode(bytes);
    return { text, replaced: replacements(bytes, text, encoding) };
  }
}

/**
 * How many U+FFFD of `text` stand for invalid bytes: all of them less those the bytes themselves
 * encode (EF BF BD in UTF-8, FD FF or FF FD at an even offset in UTF-16). Only run when a strict
 * decode failed.
 */
function replacements(bytes: Uint8Array, text: string, encoding: TextEncodingName): number {
  let decoded = 0;
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) decoded++;
  let written = 0;
  if (encoding === 'UTF-8') {
    for (let i = 0; i + 2 < bytes.length; i++)
      if (bytes[i] === 0xef && bytes[i + 1] === 0xbf && bytes[i + 2] === 0xbd) written++;
  } else {
    const [first, second] = encoding === 'UTF-16LE' ? [0xfd, 0xff] : [0xff, 0xfd];
    for (let i = 0; i + 1 < bytes.length; i += 2) if (bytes[i] === first && bytes[i + 1] === second) written++;
  }
  return decoded - written;
}

/** UTF-32 (the platform's TextDecoder has none): four bytes per code point; a bad one, or a short tail, is U+FFFD. */
function decodeUtf32(bytes: Uint8Array, little: boolean): Omit<DecodedText, 'encoding' | 'by'> {
  const parts: string[] = [];
  let chunk: number[] = [];
  let replaced = 0;
  for (let i = 0; i < bytes.length; i += 4) {
    let cp = -1;
    if (i + 4 <= bytes.length) {
      const [a, b, c, d] = [bytes[i]!, bytes[i + 1]!, bytes[i + 2]!, bytes[i + 3]!];
      cp = little ? a | (b << 8) | (c << 16) | (d << 24) : d | (c << 8) | (b << 16) | (a << 24);
    }
    if (cp < 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
      replaced++;
      cp = 0xfffd;
    }
    chunk.push(cp);
    if (chunk.length === 8192) {
      parts.push(String.fromCodePoint(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCodePoint(...chunk));
  return { text: parts.join(''), replaced };
}

/**
 * What the user should know about how a file was decoded (the encoding and why, a stripped byte-order
 * mark, invalid sequences read as U+FFFD), or undefined for plain UTF-8.
 */
export function decodedNotices(info: DecodedInfo): string[] {
  const notices: string[] = [];
  if (info.by === 'bom') {
    notices.push(
      info.encoding === 'UTF-8'
        ? 'a UTF-8 byte-order mark (U+FEFF) at the start was stripped'
        : `decoded as ${info.encoding} (its byte-order mark ${bomBytes(info.encoding)}, stripped)`,
    );
  } else if (info.by === 'zeros') {
    notices.push(
      `decoded as ${info.encoding}: no byte-order mark, but its first bytes have zeros where ${info.encoding} has them`,
    );
  }
  if (info.replaced > 0) {
    const count = info.replaced === 1 ? '1 invalid byte sequence was' : `${info.replaced} invalid byte sequences were`;
    notices.push(`${count} not ${info.encoding} and read as U+FFFD`);
  }
  return notices;
}
