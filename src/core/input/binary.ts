/**
 * What a file that is not text looks like, from its first bytes (a format's signature, else a NUL
 * byte in UTF-8 text), so a reader can say "looks like a PNG image, not text" instead of counting it.
 */

const SIGNATURES: readonly { bytes: readonly (number | null)[]; kind: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], kind: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], kind: 'a GIF image' },
  { bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50], kind: 'a WebP image' },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: 'a PDF document' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], kind: 'a ZIP archive' },
  { bytes: [0x1f, 0x8b], kind: 'a gzip file' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], kind: 'a program (ELF)' },
];

/** How much of the start is searched for a NUL byte. */
const SNIFF_BYTES = 8192;

/**
 * What `bytes` look like when they are not text (`a PNG image`, `a binary file`); undefined for
 * text. `utf8` says the bytes were read as UTF-8 (no byte-order mark or zero pattern of UTF-16/32).
 */
export function binaryKind(bytes: Uint8Array, utf8: boolean): string | undefined {
  for (const { bytes: signature, kind } of SIGNATURES)
    if (bytes.length >= signature.length && signature.every((b, i) => b === null || bytes[i] === b)) return kind;
  if (utf8 && bytes.subarray(0, SNIFF_BYTES).includes(0)) return 'a binary file';
  return undefined;
}
