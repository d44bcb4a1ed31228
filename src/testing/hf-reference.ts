/**
 * Test-only: the reference count of a registry tokenizer, by Hugging Face's tokenizers.js with the
 * same `tokenizer.json` (special added tokens left out: their text counts as text), and the file
 * read from node_modules. One of each per tokenizer per process.
 */
import type { Tokenizer } from '@huggingface/tokenizers';
import { readTokenizerJson } from '../node/tokenizer-file.ts';
import { referenceTokenizer } from '../node/text-counter.ts';
import { findTokenizer, type TokenizerEntry } from '../core/tokenizer/registry.ts';
import type { TokenizerJson } from '../core/tokenizer/hf/file.ts';

const files = new Map<string, TokenizerJson>();
const references = new Map<string, Tokenizer>();

/** The registry entry of `id`. @throws Error if unknown. */
export function entryOf(id: string): TokenizerEntry {
  const entry = findTokenizer(id);
  if (!entry) throw new Error(`no tokenizer ${id}`);
  return entry;
}

/** The parsed file of `id`. */
export function fileOf(id: string): TokenizerJson {
  let file = files.get(id);
  if (!file) {
    file = readTokenizerJson(entryOf(id));
    files.set(id, file);
  }
  return file;
}

/** tokenizers.js's count of `text` with `id`'s file. */
export function referenceCount(id: string, text: string): number {
  let reference = references.get(id);
  if (!reference) {
    reference = referenceTokenizer(fileOf(id));
    references.set(id, reference);
  }
  return reference.encode(text, { add_special_tokens: false }).ids.length;
}
