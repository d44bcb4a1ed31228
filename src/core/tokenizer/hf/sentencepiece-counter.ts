/**
 * Exact token counts of a SentencePiece-style BPE `tokenizer.json` (Gemma 3) with the project's merge, as
 * tokenizers.js counts with the same file; no cache, since a merge may cross any character.
 * Rules (▁, byte fallback, merge order): docs/exactness.md, "Open models' files".
 */
import { mergedIdCount } from '../bpe/merge.ts';
import type { TokenizerEntry } from '../registry.ts';
import type { TextCounter } from './counter.ts';
import type { SentencePieceBpe } from './sentencepiece.ts';

/** Tokens of the UTF-8 bytes of code point `cp` (a lone surrogate: the 3 of U+FFFD). */
const utf8Length = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * The {@link TextCounter} of a SentencePiece-style BPE entry over its read file.
 * @throws Error if `entry` is not a SentencePiece-style BPE.
 */
export function createSentencePieceCounter(entry: TokenizerEntry, bpe: SentencePieceBpe): TextCounter {
  if (entry.algorithm !== 'sentencepiece-bpe') throw new Error(`${entry.id} is not a SentencePiece-style BPE`);
  const { charId, pairs } = bpe;
  const space = charId[0x2581]!;

  const count = (text: string): number => {
    const ids = new Int32Array(text.length);
    let parts = 0;
    let total = 0;
    for (let i = 0; i < text.length; i++) {
      let cp = text.charCodeAt(i);
      if (cp >= 0xd800 && cp < 0xdc00 && i + 1 < text.length) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d < 0xe000) {
          cp = ((cp - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
          i++;
        }
      }
      const id = cp === 32 ? space : charId[cp]!;
      if (id >= 0) {
        ids[parts++] = id;
        continue;
      }
      // Byte fallback: this character's byte tokens, and a stretch boundary no merge crosses.
      total += mergedIdCount(ids, parts, pairs) + utf8Length(cp);
      parts = 0;
    }
    return total + mergedIdCount(ids, parts, pairs);
  };

  return {
    tokenizer: entry.id,
    count,
    // eslint-disable-next-line require-yield -- one merge of the whole text: nothing to pause between
    countSteps: function* (text) {
      return count(text);
    },
  };
}
