/**
 * Reading a SentencePiece-style BPE `tokenizer.json` (Gemma 3) for `sentencepiece-counter.ts`: a BPE over
 * characters with byte fallback; added tokens are not read, so special-token text counts as text.
 * Rules: docs/exactness.md, "Open models' files".
 */
import { MergeTable } from './merge-table.ts';
import type { TokenizerJson } from './file.ts';

/** A SentencePiece-style BPE ready to count. */
export interface SentencePieceBpe {
  /** Token id of each code point that is a token of its own (a lone surrogate by its unit), else -1. */
  charId: Int32Array;
  pairs: MergeTable;
}

/** The file's parts this reader checks, beyond {@link TokenizerJson}. */
interface SentencePieceJson extends TokenizerJson {
  normalizer?: { type: string; pattern?: { String?: string }; content?: string } | null;
  pre_tokenizer?: { type: string; pattern?: { String?: string } } | null;
}

/**
 * The BPE of `file` (~1–3 s for Gemma 3's 262,144 tokens and 514,906 merges).
 * @throws Error naming what differs when the file is not a BPE of this shape (normalizer, pre-tokenizer,
 *   byte fallback, merges joining or making a token not in the vocabulary).
 */
export function readSentencePieceBpe(file: TokenizerJson, name: string): SentencePieceBpe {
  // The general reader leaves these two parts untyped; this shape is what the checks below verify.
  const { model, normalizer, pre_tokenizer: pre } = file as SentencePieceJson;
  const fail = (what: string): never => {
    throw new Error(`${name}: not a SentencePiece-style BPE this project counts (${what})`);
  };
  if (model?.type !== 'BPE') fail(`the model is ${model?.type ?? 'missing'}`);
  if (normalizer?.type !== 'Replace' || normalizer.pattern?.String !== ' ' || normalizer.content !== '▁') {
    fail('the normalizer does not write spaces as ▁');
  }
  if (pre && !(pre.type === 'Split' && pre.pattern?.String === ' ')) fail(`the pre-tokenizer is ${pre.type}`);
  if (model.byte_fallback !== true || model.ignore_merges === true) fail('no byte fallback, or merges ignored');
  const extra = model as { continuing_subword_prefix?: string | null; end_of_word_suffix?: string | null };
  if (extra.continuing_subword_prefix || extra.end_of_word_suffix) fail('subword prefix or suffix');
  const vocab = model.vocab;
  for (let b = 0; b < 256; b++) {
    if (vocab[`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`] === undefined) fail(`no token for byte ${b}`);
  }
  if (vocab['▁'] === undefined) fail('no token ▁');
  const charId = new Int32Array(0x110000).fill(-1);
  for (const token in vocab) {
    const cp = token.codePointAt(0)!;
    if (token.length === 1 || (token.length === 2 && cp > 0xffff)) charId[cp] = vocab[token]!;
  }
  const merges = new Int32Array(model.merges.length * 3);
  for (let i = 0; i < model.merges.length; i++) {
    const merge = model.merges[i]!;
    const [left, right] = typeof merge === 'string' ? merge.split(' ', 2) : merge;
    const l = vocab[left!];
    const r = vocab[right!];
    const m = vocab[left! + right!];
    if (l === undefined || r === undefined || m === undefined) {
      fail(`merge ${i} (${JSON.stringify(merge)}) joins or makes a token not in the vocabulary`);
    }
    merges[3 * i] = l!;
    merges[3 * i + 1] = r!;
    merges[3 * i + 2] = m!;
  }
  return { charId, pairs: new MergeTable(new Int32Array(256).fill(-1), merges) };
}
