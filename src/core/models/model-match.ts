/**
 * A model name as a log or command line writes it matched to the catalogue: its priced row, else only
 * what its family says (tokenizer, window) and no price, else unknown. The rules in order:
 * docs/exactness.md, "Prices and models".
 */
import type { ModelPrice, ModelTokenizer } from './catalogue.ts';
import { MODEL_PRICES } from './catalogue.ts';
import type { OpenModel } from './open-models.ts';
import { OPEN_MODELS, openModel } from './open-models.ts';

/** What a model name says about the model. */
export interface ModelMatch {
  /** The name as given. */
  name: string;
  /** The catalogue row (rule 2); undefined for an open model or when only the family is known (rule 3): no price. */
  row?: ModelPrice;
  /** The family, row or open model name (`GPT-5 family`, `Claude Opus 4.5`, `Llama 3.3 70B`). */
  family: string;
  vendor: Exclude<ModelPrice['vendor'], 'custom'> | OpenModel['vendor'];
  tokenizer: ModelTokenizer;
  /** Input tokens a request may hold. */
  contextWindow: number;
}

interface FamilyRule {
  prefix: string;
  family: string;
  vendor: ModelMatch['vendor'];
  tokenizer: ModelTokenizer;
  contextWindow: number;
}

// Most specific first: the first that matches wins (gpt-4.1 and gpt-4o before gpt-4).
const FAMILIES: readonly FamilyRule[] = [
  { prefix: 'gpt-5', family: 'GPT-5 family', vendor: 'OpenAI', tokenizer: 'o200k_base', contextWindow: 400_000 },
  { prefix: 'gpt-4.1', family: 'GPT-4.1 family', vendor: 'OpenAI', tokenizer: 'o200k_base', contextWindow: 1_047_576 },
  { prefix: 'gpt-4o', family: 'GPT-4o family', vendor: 'OpenAI', tokenizer: 'o200k_base', contextWindow: 128_000 },
  { prefix: 'chatgpt-4o', family: 'GPT-4o family', vendor: 'OpenAI', tokenizer: 'o200k_base', contextWindow: 128_000 },
  { prefix: 'gpt-4-turbo', family: 'GPT-4 Turbo', vendor: 'OpenAI', tokenizer: 'cl100k_base', contextWindow: 128_000 },
  { prefix: 'gpt-4', family: 'GPT-4 family', vendor: 'OpenAI', tokenizer: 'cl100k_base', contextWindow: 8_192 },
  { prefix: 'gpt-3.5', family: 'GPT-3.5 family', vendor: 'OpenAI', tokenizer: 'cl100k_base', contextWindow: 16_385 },
  { prefix: 'o1', family: 'o-series', vendor: 'OpenAI', tokenizer: 'o200k_base', contextWindow: 200_000 },
  { prefix: 'o3', family: 'o-series', vendor: 'OpenAI', tokenizer: 'o200k_base', contextWindow: 200_000 },
  { prefix: 'o4', family: 'o-series', vendor: 'OpenAI', tokenizer: 'o200k_base', contextWindow: 200_000 },
  {
    prefix: 'codex-mini',
    family: 'codex-mini (o4-mini)',
    vendor: 'OpenAI',
    tokenizer: 'o200k_base',
    contextWindow: 200_000,
  },
  { prefix: 'claude', family: 'Claude', vendor: 'Anthropic', tokenizer: 'own', contextWindow: 200_000 },
  { prefix: 'gemini', family: 'Gemini', vendor: 'Google', tokenizer: 'own', contextWindow: 1_048_576 },
  { prefix: 'gpt-oss', family: 'gpt-oss', vendor: 'OpenAI', tokenizer: 'o200k_harmony', contextWindow: 131_072 },
  ...['llama-3.1', 'llama-3.2', 'llama-3.3', 'meta-llama-3.1'].map((prefix) => ({
    prefix,
    family: 'Llama 3.1–3.3',
    vendor: 'Meta' as const,
    tokenizer: 'llama3' as const,
    contextWindow: 131_072,
  })),
  { prefix: 'qwen3', family: 'Qwen3', vendor: 'Alibaba', tokenizer: 'qwen3', contextWindow: 32_768 },
  ...['deepseek-v3', 'deepseek-r1'].map((prefix) => ({
    prefix,
    family: 'DeepSeek V3, R1',
    vendor: 'DeepSeek' as const,
    tokenizer: 'deepseek_v3' as const,
    contextWindow: 131_072,
  })),
  { prefix: 'gemma-3', family: 'Gemma 3', vendor: 'Google', tokenizer: 'gemma3', contextWindow: 131_072 },
];

const SUFFIX = /^(?:\d{8}|\d{4}-\d{2}-\d{2}|latest)$/;

/** `name` lower-cased, without a vendor or path prefix (`anthropic/`, `models/`). */
export function normalModelName(name: string): string {
  return name.trim().toLowerCase().replace(/^.*\//, '');
}

function named(id: string) {
  return (row: { logNames: readonly string[] }) =>
    row.logNames.some((n) => id === n || (id.startsWith(`${n}-`) && SUFFIX.test(id.slice(n.length + 1))));
}

/** The match of `name` by the rules above, or undefined for an unknown, empty or absent name. */
export function matchModel(name: string | undefined | null): ModelMatch | undefined {
  if (name === undefined || name === null) return undefined;
  const id = normalModelName(name);
  if (id === '') return undefined;
  const row = MODEL_PRICES.find(named(id));
  const open = row ? undefined : OPEN_MODELS.find(named(id));
  if (open) return { name, ...openMatch(open) };
  if (row && row.vendor !== 'custom')
    return {
      name,
      row,
      family: row.name,
      vendor: row.vendor,
      tokenizer: row.tokenizer,
      contextWindow: row.contextWindow,
    };
  const rule = FAMILIES.find(
    (r) => id.startsWith(r.prefix) && (id.length === r.prefix.length || /[-.]/.test(id[r.prefix.length]!)),
  );
  if (!rule) return undefined;
  return {
    name,
    family: rule.family,
    vendor: rule.vendor,
    tokenizer: rule.tokenizer,
    contextWindow: rule.contextWindow,
  };
}

function openMatch(open: OpenModel): Omit<ModelMatch, 'name'> {
  return { family: open.name, vendor: open.vendor, tokenizer: open.tokenizer, contextWindow: open.contextWindow };
}

/** What the catalogue knows of a model id (`--model`, the page's choice): its name, tokenizer and window; `row` only when priced. */
export type ModelInfo = Omit<ModelMatch, 'name' | 'family'> & { id: string; name: string };

/** The priced row or open model whose id is `id`, or undefined (the custom row is neither). */
export function modelInfo(id: string): ModelInfo | undefined {
  const row = MODEL_PRICES.find((p) => p.id === id);
  if (row && row.vendor !== 'custom')
    return {
      id,
      name: row.name,
      row,
      vendor: row.vendor,
      tokenizer: row.tokenizer,
      contextWindow: row.contextWindow,
    };
  const open = openModel(id);
  if (!open) return undefined;
  const { family, ...rest } = openMatch(open);
  return { id, name: family, ...rest };
}

/**
 * The catalogue id of `name`: an id as is, else the row or open model whose log names match it (the
 * API's `claude-sonnet-4-5-20250929` → `claude-sonnet-4.5`); undefined when none does.
 */
export function catalogueModelId(name: string): string | undefined {
  if (modelInfo(name)) return name;
  const id = normalModelName(name);
  if (id === '') return undefined;
  const row = MODEL_PRICES.find((p) => p.vendor !== 'custom' && named(id)(p));
  return row?.id ?? OPEN_MODELS.find(named(id))?.id;
}

/** The ids of the catalogue, for a message that lists them (`claude-sonnet-4.5, …, gemini-2.5-flash`). */
export function knownModelIds(): string {
  return MODEL_PRICES.map((p) => p.id).join(', ');
}

/** The open models' ids (`gpt-oss-120b, …, gemma-3-27b`), for a message that lists them. */
export function openModelIds(): string {
  return OPEN_MODELS.map((m) => m.id).join(', ');
}
