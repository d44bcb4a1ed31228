/**
 * The worker's lazy load of a registry tokenizer's file: requested on first ask only, its counter kept, a
 * failure named and retried on the next ask. Fetching is injected (the build decides where files are
 * served), so it is tested in Node; tiktoken's encodings keep their own counter, with ids.
 */
import type { TextCounter } from '../core/tokenizer/hf/counter.ts';
import { createFileCounter } from '../core/tokenizer/hf/file-counter.ts';
import type { TokenizerJson } from '../core/tokenizer/hf/file.ts';
import { findTokenizer, TOKENIZER_IDS, type TokenizerEntry } from '../core/tokenizer/registry.ts';

/** Fetches and parses one tokenizer's `tokenizer.json`. */
export type FetchTokenizerFile = (entry: TokenizerEntry) => Promise<TokenizerJson>;

/**
 * Makes the counter of a tokenizer the project does not count itself yet (`counter: 'reference'`,
 * Gemma 3) from its file: the reference library, loaded by the caller only when first needed.
 */
export type ReferenceCounter = (entry: TokenizerEntry, file: TokenizerJson) => Promise<TextCounter>;

/**
 * A loader: `load(id)` resolves to a byte-level BPE tokenizer's counter, fetching its file on first ask.
 * @returns a function that rejects for an unknown id (listing the known), a tokenizer the worker does not
 * count itself, or a file that fails to load (naming tokenizer and file).
 */
export function createTextCounterLoader(
  fetchFile: FetchTokenizerFile,
  reference?: ReferenceCounter,
): (id: string) => Promise<TextCounter> {
  const loaded = new Map<string, Promise<TextCounter>>();
  return (id) => {
    let counter = loaded.get(id);
    if (!counter) {
      counter = loadCounter(id, fetchFile, reference);
      loaded.set(id, counter);
      // A failure is not kept: the next ask requests the file again.
      counter.catch(() => loaded.delete(id));
    }
    return counter;
  };
}

async function loadCounter(
  id: string,
  fetchFile: FetchTokenizerFile,
  reference: ReferenceCounter | undefined,
): Promise<TextCounter> {
  const entry = findTokenizer(id);
  if (!entry) throw new Error(`unknown tokenizer "${id}"; known: ${TOKENIZER_IDS.join(', ')}`);
  const byReference = entry.counter === 'reference' && entry.algorithm !== 'tiktoken-bpe' && reference;
  const own =
    entry.counter === 'own' && (entry.algorithm === 'byte-level-bpe' || entry.algorithm === 'sentencepiece-bpe');
  if (!byReference && !own) {
    throw new Error(`the ${id} tokenizer is not a BPE this worker counts with its file`);
  }
  let file: TokenizerJson;
  try {
    file = await fetchFile(entry);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`the ${id} tokenizer file (${entry.source.package}/${entry.source.file}) did not load: ${why}`, {
      cause: error,
    });
  }
  if (byReference) return byReference(entry, file);
  return createFileCounter(entry, file);
}
