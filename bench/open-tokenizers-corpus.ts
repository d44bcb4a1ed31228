/**
 * The corpus of `open-tokenizers.bench.ts` (1.16 million characters): the ladder texts of 500
 * generated records, every script block, emoji and ZWJ sequences, whitespace runs, digits, long
 * single pieces and special-token text (`hf/corpus.fixture.ts`), and 2,000 seeded random texts.
 * Generated, the same in every process.
 */
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { buildRungTexts } from '../src/core/ladder/ladder.ts';
import { randomTexts } from '../src/core/tokenizer/bpe/testing.fixture.ts';
import { structuredTexts } from '../src/core/tokenizer/hf/corpus.fixture.ts';

/** The corpus as one text. */
export function openTokenizersCorpus(): string {
  const records = generateTasks(500);
  return [
    ...Object.values(buildRungTexts(records, Object.keys(records[0]!))),
    ...structuredTexts(),
    ...randomTexts(9, 2000),
  ].join('\n');
}
