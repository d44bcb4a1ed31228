/**
 * Open-weight models: tokenizer (a registry id), context window and log names, but no price, since weights
 * served by many hosts have no maker's list price: they cost what the user types (`choice.ts`).
 * Sources and naming: docs/exactness.md, "Prices and models"; windows as of {@link OPEN_MODELS_AS_OF}.
 */
import type { EncodingName } from '../tokenizer/tokenizer.ts';

/** When the windows and names below were written from the model cards (re-check). */
export const OPEN_MODELS_AS_OF = '2025-11-24';

/** One open-weight model: what counts its tokens and how many a request may hold; no price. */
export interface OpenModel {
  /** Stable id used in links and the command line (`llama-3.3-70b`). */
  id: string;
  /** The name a reader knows it by. */
  name: string;
  /** Who published the weights. */
  vendor: 'OpenAI' | 'Meta' | 'Alibaba' | 'DeepSeek' | 'Google';
  /** Its own tokenizer, a registry id: counts with it are exact. */
  tokenizer: EncodingName;
  /** Input tokens a request may hold (the model card's native window). */
  contextWindow: number;
  /** The names logs give it, lower case (matched as `ModelPrice.logNames` are). */
  logNames: readonly string[];
}

const open = (
  vendor: OpenModel['vendor'],
  tokenizer: EncodingName,
  id: string,
  name: string,
  contextWindow: number,
  logNames: readonly string[],
): OpenModel => ({ id, name, vendor, tokenizer, contextWindow, logNames: [id, ...logNames] });

const LLAMA = (size: string, version: '3.1' | '3.3', extra: readonly string[] = []) =>
  open('Meta', 'llama3', `llama-${version}-${size}`, `Llama ${version} ${size.toUpperCase()}`, 131_072, [
    `llama-${version}-${size}-instruct`,
    `meta-llama-${version}-${size}-instruct`,
    `llama${version}:${size}`,
    ...extra,
  ]);

/** The open-weight models, in the order the page lists them. */
export const OPEN_MODELS: readonly OpenModel[] = [
  open('OpenAI', 'o200k_harmony', 'gpt-oss-120b', 'gpt-oss-120b', 131_072, ['gpt-oss:120b']),
  open('OpenAI', 'o200k_harmony', 'gpt-oss-20b', 'gpt-oss-20b', 131_072, ['gpt-oss:20b']),
  LLAMA('8b', '3.1', ['llama-3.1-8b-instant']),
  LLAMA('70b', '3.1'),
  LLAMA('405b', '3.1'),
  LLAMA('70b', '3.3', ['llama-3.3-70b-versatile', 'llama3.3']),
  // Qwen 3's dense and MoE models: 32,768 tokens native (131,072 with YaRN, not counted here);
  // Qwen3-Coder: 262,144 native.
  open('Alibaba', 'qwen3', 'qwen3-8b', 'Qwen3 8B', 32_768, ['qwen3:8b']),
  open('Alibaba', 'qwen3', 'qwen3-32b', 'Qwen3 32B', 32_768, ['qwen3:32b']),
  open('Alibaba', 'qwen3', 'qwen3-30b-a3b', 'Qwen3 30B-A3B', 32_768, ['qwen3:30b', 'qwen3:30b-a3b']),
  open('Alibaba', 'qwen3', 'qwen3-235b-a22b', 'Qwen3 235B-A22B', 32_768, ['qwen3:235b', 'qwen3:235b-a22b']),
  open('Alibaba', 'qwen3', 'qwen3-coder-30b-a3b', 'Qwen3-Coder 30B-A3B', 262_144, [
    'qwen3-coder-30b-a3b-instruct',
    'qwen3-coder:30b',
  ]),
  open('Alibaba', 'qwen3', 'qwen3-coder-480b-a35b', 'Qwen3-Coder 480B-A35B', 262_144, [
    'qwen3-coder-480b-a35b-instruct',
    'qwen3-coder:480b',
  ]),
  // DeepSeek's weights (its own API's rows, deepseek-chat and deepseek-reasoner, are priced).
  open('DeepSeek', 'deepseek_v3', 'deepseek-v3', 'DeepSeek V3', 131_072, ['deepseek-v3-0324', 'deepseek-v3:671b']),
  open('DeepSeek', 'deepseek_v3', 'deepseek-v3.1', 'DeepSeek V3.1', 131_072, ['deepseek-v3.1:671b']),
  open('DeepSeek', 'deepseek_v3', 'deepseek-r1', 'DeepSeek R1', 131_072, ['deepseek-r1-0528', 'deepseek-r1:671b']),
  // Gemma 3: 1B holds 32,768 tokens, the larger ones 131,072.
  open('Google', 'gemma3', 'gemma-3-1b', 'Gemma 3 1B', 32_768, ['gemma-3-1b-it', 'gemma3:1b']),
  open('Google', 'gemma3', 'gemma-3-4b', 'Gemma 3 4B', 131_072, ['gemma-3-4b-it', 'gemma3:4b']),
  open('Google', 'gemma3', 'gemma-3-12b', 'Gemma 3 12B', 131_072, ['gemma-3-12b-it', 'gemma3:12b']),
  open('Google', 'gemma3', 'gemma-3-27b', 'Gemma 3 27B', 131_072, ['gemma-3-27b-it', 'gemma3:27b', 'gemma3']),
];

/** The open model `id`, or undefined. */
export function openModel(id: string): OpenModel | undefined {
  return OPEN_MODELS.find((m) => m.id === id);
}
