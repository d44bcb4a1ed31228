/**
 * The project's own counter of a registry tokenizer over its parsed `tokenizer.json`, by the
 * entry's algorithm: the byte-level BPE counter (`counter.ts`: Llama 3, Qwen 3, DeepSeek V3,
 * gpt-oss) or the SentencePiece-style BPE counter (`sentencepiece-counter.ts`: Gemma 3), with the
 * file's non-special added tokens matched first (`added-tokens.ts`).
 */
import { createByteLevelCounter, type TextCounter } from './counter.ts';
import { readByteLevelBpe, type TokenizerJson } from './file.ts';
import { createSentencePieceCounter } from './sentencepiece-counter.ts';
import { readSentencePieceBpe } from './sentencepiece.ts';
import type { TokenizerEntry } from '../registry.ts';
import { nonSpecialAddedTokens, withAddedTokens } from './added-tokens.ts';

/**
 * The {@link TextCounter} of `entry` over `file` (~1–3 s to read the tables).
 * @throws Error when the entry is not counted from a `tokenizer.json` or the file is not of its algorithm.
 */
export function createFileCounter(entry: TokenizerEntry, file: TokenizerJson): TextCounter {
  return withAddedTokens(modelCounter(entry, file), nonSpecialAddedTokens(file, entry.id));
}

// The counter of the model alone, before added tokens are matched.
function modelCounter(entry: TokenizerEntry, file: TokenizerJson): TextCounter {
  if (entry.algorithm === 'byte-level-bpe') return createByteLevelCounter(entry, readByteLevelBpe(file, entry.id));
  if (entry.algorithm === 'sentencepiece-bpe') {
    return createSentencePieceCounter(entry, readSentencePieceBpe(file, entry.id));
  }
  throw new Error(`${entry.id} is not counted from a tokenizer.json (${entry.algorithm})`);
}
