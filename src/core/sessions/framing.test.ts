import { expect, test } from 'vitest';
import { estimateFraming } from './framing.ts';

test('exact encoding: the median of added − counted, with how many equal it', () => {
  const samples = [100, 40, 7, 300, 12].map((counted, i) => ({ counted, added: counted + [11, 11, 12, 11, 10][i]! }));
  expect(estimateFraming(samples, true, 'o200k_base')).toEqual({
    tokens: 11,
    method: 'exact',
    n: 5,
    words:
      "Framing 11 tokens per result: the median of added − counted over 5 requests that added one tool result (o200k_base is the model's own tokenizer, so the difference is the framing alone; 3 of 5 equal to it).",
  });
});

test('another tokenizer: the smallest fifth (at least 3) gives the framing, never below 0', () => {
  // added = round(1.2 × counted) + 4: the difference grows with the text, least on the smallest.
  const counts = [2, 3, 5, 40, 80, 120, 200, 400, 800, 1200, 1500, 2000, 3000, 5000, 9000, 12000];
  const samples = counts.map((counted) => ({ counted, added: Math.round(counted * 1.2) + 4 }));
  const framing = estimateFraming(samples, false, 'cl100k_base');
  // Smallest 4 (16 × 0.2 → 4): differences 4, 5, 5, 12 → median 5.
  expect(framing).toMatchObject({ tokens: 5, method: 'smallest', n: 4 });
  expect(framing.words).toBe(
    'Framing 5 tokens per result, estimated: the median of added − counted over the 4 smallest of 16 single results (at most 40 cl100k_base tokens each), where the tokenizers differ least.',
  );
  expect(estimateFraming([{ counted: 10, added: 6 }], false, 'cl100k_base').tokens).toBe(0);
});

test('no sample: no estimate, said', () => {
  expect(estimateFraming([], true, 'o200k_base')).toMatchObject({ tokens: null, method: 'none', n: 0 });
});
