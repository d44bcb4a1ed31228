import type { SavedData } from '../data/storage.ts';
import { isSavedData } from '../data/storage.ts';
import type { SessionTexts } from './session-texts.ts';
import { isSessionTexts } from './session-texts.ts';

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

// JSON (which escapes a lone surrogate, so every name and text survives), deflate-compressed (the
// browser's own CompressionStream), base64url; refused over MAX_LINK_DATA_BYTES compressed bytes.
async function pack(value: object, what: string): Promise<{ packed: string } | { refused: string }> {
  const compressed = await pipe(new TextEncoder().encode(JSON.stringify(value)), new CompressionStream('deflate-raw'));
  if (compressed.length > MAX_LINK_DATA_BYTES) {
    return {
      refused: `${what} ${compressed.length.toLocaleString('en-US')} bytes compressed; a link carries at most ${MAX_LINK_DATA_BYTES.toLocaleString('en-US')}`,
    };
  }
  return { packed: toBase64Url(compressed) };
}

/**
 * The loaded data and its field choices packed for a link, with the session texts when edited
 * (they may name the data's fields, so they travel with it). Returns the packed text, or why it
 * cannot go into a link (over {@link MAX_LINK_DATA_BYTES} compressed bytes).
 */
export async function packLinkData(
  data: SavedData,
  session?: SessionTexts,
): Promise<{ packed: string } | { refused: string }> {
  return pack(session ? { ...data, session } : data, 'the data is');
}

/** The session texts alone packed for a link (the built-in data shown, texts too long for a plain link), as {@link packLinkData}. */
export async function packLinkTexts(session: SessionTexts): Promise<{ packed: string } | { refused: string }> {
  return pack({ session }, 'the session texts are');
}

/** What a data link carries: loaded data (with its field choices) and the session texts, or the texts alone. */
export type LinkData = { data: SavedData; session?: SessionTexts } | { session: SessionTexts };

/**
 * What a data link carries ({@link LinkData}), or why it could not be read (truncated, not ours). Never throws.
 */
export async function unpackLinkData(packed: string): Promise<LinkData | { error: string }> {
  try {
    const bytes = await pipe(fromBase64Url(packed), new DecompressionStream('deflate-raw'));
    const value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
    const session = (value as { session?: unknown } | null)?.session;
    if (session !== undefined && !isSessionTexts(session))
      return { error: 'the session texts in the link are not in the expected shape' };
    if (isSavedData(value)) {
      const { files, path, flatten, fields } = value;
      const data = fields === undefined ? { files, path, flatten } : { files, path, flatten, fields };
      return session ? { data, session } : { data };
    }
    if (session && Object.keys(value as object).length === 1) return { session };
    return { error: 'the data in the link is not in the expected shape' };
  } catch {
    return { error: 'the data in the link is damaged or cut short' };
  }
}
