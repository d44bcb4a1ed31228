/**
 * `npm run models`: the models every `--model` takes, from core's catalogue and open models, with
 * tokenizer, exactness, list prices and context window.
 */
import type { CurrencyCode, ModelTokenizer } from '../../core/models/catalogue.ts';
import { MODEL_PRICES } from '../../core/models/catalogue.ts';
import { formatPrice } from '../../core/money/currency.ts';
import { OPEN_MODELS } from '../../core/models/open-models.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { cell, intCell, tableToMarkdown } from '../../core/report/table.ts';
import { MODELS_USAGE, parseModelsArgs } from './args.ts';
import { processOutput, runCli, runIfMain, type CliOutput } from '../runner.ts';

/** One model of `--json`: prices per million tokens in `currency`, null for an open model. */
export interface ModelJson {
  id: string;
  name: string;
  vendor: string;
  tokenizer: ModelTokenizer;
  /** False for a vendor's own tokenizer (Claude, Gemini): this tool's counts are estimates for it. */
  exact: boolean;
  currency: CurrencyCode | null;
  prices: { input: number; cachedInput: number; cacheWrite: number | null; output: number } | null;
  contextWindow: number;
}

/** Every model `--model` takes, the priced ones first, in the catalogue's order. */
export function modelsJson(): ModelJson[] {
  const priced = MODEL_PRICES.filter((row) => row.vendor !== 'custom').map((row) => ({
    id: row.id,
    name: row.name,
    vendor: row.vendor,
    tokenizer: row.tokenizer,
    exact: row.tokenizer !== 'own',
    currency: row.currency,
    prices: {
      input: row.inputPerMillion,
      cachedInput: row.cachedInputPerMillion,
      cacheWrite: row.cacheWritePerMillion ?? null,
      output: row.outputPerMillion,
    },
    contextWindow: row.contextWindow,
  }));
  const open = OPEN_MODELS.map((m) => ({
    id: m.id,
    name: m.name,
    vendor: m.vendor,
    tokenizer: m.tokenizer,
    exact: true,
    currency: null,
    prices: null,
    contextWindow: m.contextWindow,
  }));
  return [...priced, ...open];
}

/** Run `npm run models` with `argv`: 0 on success or `--help`, 2 after one `models: …` line for a usage error. */
export function runModelsCli(argv: readonly string[], output: CliOutput = processOutput): number {
  return runCli('models', argv, output, parseModelsArgs, MODELS_USAGE, (args) => {
    const models = modelsJson();
    if (args.json) {
      output.stdout(`${JSON.stringify({ models }, null, 2)}\n`);
      return 0;
    }
    const price = (m: ModelJson, key: 'input' | 'cachedInput' | 'output') =>
      cell(m.prices && m.currency ? formatPrice(m.prices[key], m.currency) : '—', m.prices?.[key] ?? null);
    output.stdout(
      tableToMarkdown({
        title: `Models (${formatInt(models.length)})`,
        columns: [
          { name: 'id' },
          { name: 'name' },
          { name: 'tokenizer' },
          { name: 'counts' },
          { name: 'input', unit: 'per million tokens' },
          { name: 'cached input', unit: 'per million tokens' },
          { name: 'output', unit: 'per million tokens' },
          { name: 'window', unit: 'tokens' },
        ],
        rows: models.map((m) => [
          cell(m.id),
          cell(m.name),
          cell(m.tokenizer === 'own' ? `${m.vendor}'s own` : m.tokenizer),
          cell(m.exact ? 'exact' : 'estimate (cl100k_base)'),
          price(m, 'input'),
          price(m, 'cachedInput'),
          price(m, 'output'),
          intCell(m.contextWindow),
        ]),
        notes: [
          'List prices as the catalogue holds them (docs/exactness.md, "Prices and models"); open models have none. --model also takes the APIs\' ids (claude-sonnet-4-5-20250929).',
        ],
      }),
    );
    return 0;
  });
}

runIfMain(import.meta.url, runModelsCli);
