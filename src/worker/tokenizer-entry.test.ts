import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENCODING } from '../core/tokenizer/tokenizer.ts';

describe('the tokenizer worker entry', () => {
  const entry = readFileSync(new URL('./tokenizer.worker.ts', import.meta.url), 'utf8');

  it('starts loading the default encoding, the one the first ladder counts in', () => {
    const asked = [...entry.matchAll(/import\('virtual:cce-packed-ranks\/(\w+)'\)/g)].map((m) => m[1]);
    expect(asked).toEqual([DEFAULT_ENCODING]);
  });

  it('imports nothing but types statically, so it runs before the engine has arrived', () => {
    const statics = [...entry.matchAll(/^import (?!type ).*$/gm)].map((m) => m[0]);
    expect(statics).toEqual([]);
  });
});
