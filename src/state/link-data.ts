import type { SavedData } from './storage.ts';
import { isSavedData } from './storage.ts';

/** The most bytes of compressed data a link may carry (links over ~8 KB break in chat tools and mail). */
export const MAX_LINK_DATA_BYTES = 6_000;

/** The query parameter that carries data; its presence means "this link carries data". */
export const LINK_DATA_PARAM = 'data';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * The loaded data and its field choices packed for a link: JSON (which escapes a lone surrogate
 * in a field name, so every name survives), deflate-compressed (the browser's own CompressionStream),
 * base64url. Returns the packed text, or why it cannot go into a link (over {@link MAX_LINK_DATA_BYTES}
 * compressed bytes).
 */
export async function packLinkData(data: SavedData): Promise<{ packed: string } | { refused: string }> {
  const compressed = await pipe(new TextEncoder().encode(JSON.stringify(data)), new CompressionStream('deflate-raw'));
  if (compressed.length > MAX_LINK_DATA_BYTES) {
    return {
      refused: `the data is ${compressed.length.toLocaleString('en-US')} bytes compressed; a link carries at most ${MAX_LINK_DATA_BYTES.toLocaleString('en-US')}`,
    };
  }
  return { packed: toBase64Url(compressed) };
}

/**
 * The data a link carries (with its field choices, when the link has them), or why it could not be read (truncated, not ours). Never throws.
 */
export async function unpackLinkData(packed: string): Promise<{ data: SavedData } | { error: string }> {
  try {
    const bytes = await pipe(fromBase64Url(packed), new DecompressionStream('deflate-raw'));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return isSavedData(value) ? { data: value } : { error: 'the data in the link is not in the expected shape' };
  } catch {
    return { error: 'the data in the link is damaged or cut short' };
  }
}
