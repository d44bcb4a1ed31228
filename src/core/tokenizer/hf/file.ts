/**
 * Reading a byte-level BPE `tokenizer.json` into what `bpe/merge.ts` counts with: the vocabulary as latin1
 * byte keys and the merges as a {@link MergeTable}. Added tokens are matched apart (`added-tokens.ts`);
 * special-token text counts as ordinary text (see `registry.ts`).
 */
import { byteLevelKey } from './byte-level.ts';
import { MergeTable } from './merge-table.ts';
import { tokenFilter } from './token-filter.ts';

/** The parts of a `tokenizer.json` this project reads (the format of Hugging Face tokenizers). */
export interface TokenizerJson {
  normalizer?: { type: string } | null;
  pre_tokenizer?: unknown;
  model: {
    type: string;
    vocab: Record<string, number>;
    /** "left right" strings (older files) or [left, right] pairs. */
    merges: (string | [string, string])[];
    ignore_merges?: boolean;
    byte_fallback?: boolean;
  };
  added_tokens?: {
    id: number;
    content: string;
    special?: boolean;
    lstrip?: boolean;
    rstrip?: boolean;
    single_word?: boolean;
    normalized?: boolean;
  }[];
}

/** A byte-level BPE ready to count. */
export interface ByteLevelBpe {
  /** Token id by latin1 byte key. */
  vocab: ReadonlyMap<string, number>;
  pairs: MergeTable;
  /** The file's `ignore_merges`: a piece that is a token counts 1 without merging. */
  ignoreMerges: boolean;
  /** Longest token, in bytes. */
  longest: number;
  /** With `ignoreMerges`: the vocabulary's bit filter (`token-filter.ts`), asked before the Map; else null. */
  filter: Uint32Array | null;
}

/**
 * The byte-level BPE of `file` (~0.3–0.8 s for 128,000–200,000 tokens).
 * @throws Error naming the token or merge when the model is not a BPE over GPT-2's byte alphabet.
 */
export function readByteLevelBpe(file: TokenizerJson, name: string): ByteLevelBpe {
  const model = file.model;
  if (model?.type !== 'BPE') throw new Error(`${name}: the model is ${model?.type ?? 'missing'}, not BPE`);
  const vocab = new Map<string, number>();
  const idOf = new Map<string, number>();
  let longest = 0;
  const byteIds = new Int32Array(256).fill(-1);
  for (const [token, id] of Object.entries(model.vocab)) {
    const key = byteLevelKey(token);
    // A token outside the alphabet (DeepSeek's special tokens sit in its vocabulary) is never made:
    // pieces are written in the alphabet, and no merge makes it.
    if (key === undefined) continue;
    vocab.set(key, id);
    idOf.set(token, id);
    if (key.length === 1) byteIds[key.charCodeAt(0)] = id;
    longest = Math.max(longest, key.length);
  }
  const merges = new Int32Array(model.merges.length * 3);
  model.merges.forEach((merge, i) => {
    const [left, right] = typeof merge === 'string' ? splitOnce(merge) : merge;
    const l = idOf.get(left);
    const r = idOf.get(right);
    const m = idOf.get(left + right);
    if (l === undefined || r === undefined || m === undefined) {
      throw new Error(`${name}: merge ${i} (${JSON.stringify(merge)}) joins or makes a token not in the vocabulary`);
    }
    merges[3 * i] = l;
    merges[3 * i + 1] = r;
    merges[3 * i + 2] = m;
  });
  const ignoreMerges = model.ignore_merges ?? false;
  const filter = ignoreMerges ? tokenFilter(vocab.keys()) : null;
  return { vocab, pairs: new MergeTable(byteIds, merges), ignoreMerges, longest, filter };
}

/** "left right" → [left, right], split at the first space (byte-level tokens hold no space). */
function splitOnce(merge: string): [string, string] {
  const at = merge.indexOf(' ');
  return [merge.slice(0, at), merge.slice(at + 1)];
}
