import { LosslessNumber } from 'lossless-json';
import { stringify } from 'yaml';
import { describe, expect, test } from 'vitest';
import type { JsonValue } from '../json-value.ts';
import { YAML_OPTIONS } from './yaml.ts';
import { yamlPlain } from './yaml-plain.ts';
import { randomDocument, seeded } from './random-json.fixture.ts';

describe('yamlPlain', () => {
  test("20,000 random documents: the package's text whenever it writes one, and 17,634 of them it writes", () => {
    const rand = seeded(20261203);
    let written = 0;
    let differing = 0;
    const firstDiffering: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const doc = randomDocument(rand);
      const fast = yamlPlain(doc);
      if (fast === null) continue;
      written++;
      const expected = stringify(doc, YAML_OPTIONS);
      if (fast !== expected) {
        differing++;
        if (firstDiffering.length < 3) firstDiffering.push(JSON.stringify([fast, expected]));
      }
    }
    expect(firstDiffering).toEqual([]);
    expect(differing).toBe(0);
    // Seeded: the same share every run (the rest holds a line break, a control character, a
    // lone surrogate, a leading `---`/`...` or a giant key somewhere, and goes to the package).
    expect(written).toBe(17_634);
  });

  test('the layout of nested lists and mappings, empty ones, quoting and numbers', () => {
    const doc: JsonValue = [
      { id: 1, tags: ['a', ['b', []]], user: { login: 'x', site: {} }, none: null },
      {},
      { 'a b': 'c: d', "it's": 'say "hi"', both: `'"`, n: new LosslessNumber('1.0') as unknown as JsonValue, z: -0 },
      { t: 'true', e: '', num: '123', hex: '0x1F', yes: 'yes', dash: '- x', hash: 'a #b', tab: 'a\tb', u: 'é🎉' },
    ];
    const fast = yamlPlain(doc);
    expect(fast).toBe(stringify(doc, YAML_OPTIONS));
    expect(fast).toBe(
      [
        '- id: 1',
        '  tags:',
        '    - a',
        '    - - b',
        '      - []',
        '  user:',
        '    login: x',
        '    site: {}',
        '  none: null',
        '- {}',
        '- a b: "c: d"',
        `  it's: say "hi"`,
        `  both: "'\\""`,
        '  n: 1.0',
        '  z: -0',
        '- t: "true"',
        '  e: ""',
        '  num: "123"',
        '  hex: "0x1F"',
        '  yes: yes',
        '  dash: "- x"',
        '  hash: "a #b"',
        '  tab: a\tb',
        '  u: é🎉',
        '',
      ].join('\n'),
    );
    expect(yamlPlain([])).toBe('[]\n');
  });

  test('gives up on what it leaves to the package: line breaks, control characters, lone surrogates, markers, giant keys', () => {
    for (const doc of [
      [{ a: 'x\ny' }],
      [{ a: 'x\ry' }],
      [{ a: '\u0085' }],
      [{ a: '\ud800' }],
      [{ a: '--- x' }],
      [{ ['k'.repeat(1001)]: 1 }],
    ])
      expect(yamlPlain(doc)).toBeNull();
  });
});
