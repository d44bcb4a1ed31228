import { describe, expect, test } from 'vitest';
import { aliasLegend, assignAliases } from './aliases.ts';
import { encodeCell, isSafeUnquoted } from './compact-cell.ts';

const SEVENTY = Array.from({ length: 70 }, (_, i) => `f${i}`);

describe('assignAliases', () => {
  const cases: { name: string; input: string[]; expected: string[] }[] = [
    {
      name: 'give the roll call its first letters',
      input: ['id', 'status', 'assignee', 'priority'],
      expected: ['i', 's', 'a', 'p'],
    },
    {
      name: 'give the 8 task fields their first letters',
      input: ['id', 'name', 'status', 'assignee', 'description', 'priority', 'created', 'updated'],
      expected: ['i', 'n', 's', 'a', 'd', 'p', 'c', 'u'],
    },
    {
      name: 'resolve clashes with a later character of the own name',
      input: ['status', 'summary', 'state'],
      expected: ['s', 'u', 't'],
    },
    {
      name: 'fall back to a–z when every own character is taken',
      input: ['ab', 'ab2', 'ba'],
      expected: ['a', 'b', 'c'],
    },
    { name: 'not give a field the name of another field', input: ['s', 'status'], expected: ['s', 't'] },
    { name: 'not take a later field’s name either', input: ['status', 's'], expected: ['t', 's'] },
    { name: 'let a one-character field keep its own name', input: ['x', 'y'], expected: ['x', 'y'] },
    {
      name: 'fall back to a–z when its only character is another field’s name',
      input: ['aa', 'a'],
      expected: ['b', 'a'],
    },
    {
      name: 'skip non-ASCII letters (they may look like others)',
      input: ['élan', 'eau', '日本'],
      expected: ['l', 'e', 'a'],
    },
    { name: 'skip an emoji', input: ['😀x', 'ab'], expected: ['x', 'a'] },
    {
      name: 'never take punctuation: the found defect `. = user.site_admin`',
      input: ['user.login', 'user.id', 'user.url', 'user.site_admin', 'user.type'],
      expected: ['u', 's', 'e', 'r', 't'],
    },
    { name: 'skip the brackets of an array member', input: ['[]', 'labels[].name'], expected: ['a', 'l'] },
    {
      name: 'skip quotes, commas and spaces in names',
      input: ['"quoted', ',comma', ' space', '"', ',', ' '],
      expected: ['q', 'c', 's', 'a', 'b', 'd'],
    },
    { name: 'skip a leading tab or U+FEFF', input: ['\tid', '\uFEFFname'], expected: ['i', 'n'] },
    { name: 'skip a line break in a name', input: ['\nx', '\r\ny'], expected: ['x', 'y'] },
    { name: 'alias nothing for no fields', input: [], expected: [] },
    {
      name: 'use 62 single characters, then two characters, for 70 fields',
      input: SEVENTY,
      expected: [
        'f',
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        '0',
        'a',
        'b',
        'c',
        'd',
        'e',
        'g',
        'h',
        'i',
        'j',
        'k',
        'l',
        'm',
        'n',
        'o',
        'p',
        'q',
        'r',
        's',
        't',
        'u',
        'v',
        'w',
        'x',
        'y',
        'z',
        'A',
        'B',
        'C',
        'D',
        'E',
        'F',
        'G',
        'H',
        'I',
        'J',
        'K',
        'L',
        'M',
        'N',
        'O',
        'P',
        'Q',
        'R',
        'S',
        'T',
        'U',
        'V',
        'W',
        'X',
        'Y',
        'Z',
        'aa',
        'ab',
        'ac',
        'ad',
        'ae',
        'af',
        'ag',
        'ah',
      ],
    },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(assignAliases(input)).toEqual(expected);
  });

  test('should give 70 fields 70 unique aliases, two characters past the 62nd', () => {
    const aliases = assignAliases(SEVENTY);
    expect(new Set(aliases).size).toBe(70);
    expect(aliases.slice(0, 62).every((alias) => alias.length === 1)).toBe(true);
    expect(aliases.slice(62).every((alias) => alias.length === 2)).toBe(true);
  });

  test('should not hand out a two-character alias that is another field’s name', () => {
    const fields = [...SEVENTY.slice(0, 62), 'aa', 'zz'];
    const aliases = assignAliases(fields);
    expect(aliases.slice(62)).toEqual(['aa', 'ab']);
    expect(new Set(aliases).size).toBe(64);
  });

  test.each(cases)('should return aliases that never need quoting ($name)', ({ input }) => {
    for (const alias of assignAliases(input)) {
      expect(isSafeUnquoted(alias)).toBe(true);
      expect(encodeCell(alias)).toBe(alias);
      expect(alias.trim()).toBe(alias);
      expect(alias).not.toBe('');
    }
  });

  const duplicates: { name: string; input: string[] }[] = [
    { name: 'a repeated name', input: ['id', 'status', 'id'] },
    { name: 'a repeated empty name', input: ['', ''] },
  ];
  test.each(duplicates)('should throw RangeError for $name', ({ input }) => {
    expect(() => assignAliases(input)).toThrow(new RangeError('duplicate field names cannot be aliased'));
  });
});

describe('aliasLegend', () => {
  const cases: { name: string; input: { fields: string[]; aliases: string[] }; expected: string }[] = [
    {
      name: 'teach the roll-call aliases (68 bytes)',
      input: { fields: ['id', 'status', 'assignee', 'priority'], aliases: ['i', 's', 'a', 'p'] },
      expected: 'compact header aliases:\ni = id\ns = status\na = assignee\np = priority\n',
    },
    {
      name: 'teach clash aliases in field order',
      input: { fields: ['status', 'summary', 'state'], aliases: ['s', 'u', 't'] },
      expected: 'compact header aliases:\ns = status\nu = summary\nt = state\n',
    },
    {
      name: 'write only the title for no fields',
      input: { fields: [], aliases: [] },
      expected: 'compact header aliases:\n',
    },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(aliasLegend(input.fields, input.aliases)).toBe(expected);
  });

  test('should write the legend of assignAliases for the roll call, 68 bytes', () => {
    const fields = ['id', 'status', 'assignee', 'priority'];
    const legend = aliasLegend(fields, assignAliases(fields));
    expect(legend).toBe('compact header aliases:\ni = id\ns = status\na = assignee\np = priority\n');
    expect(new TextEncoder().encode(legend).length).toBe(68);
  });
});

describe('assignAliases: letters and digits only, unambiguous', () => {
  test('should give every field of a punctuation-heavy list an alias of ASCII letters and digits, none another field', () => {
    const fields = [...'.,;:!?-_[]{}()'].map((ch) => `${ch}${ch}`).concat(['a', 'b', 'user.a', 'user.b', '1']);
    const aliases = assignAliases(fields);
    for (const alias of aliases) expect(alias).toMatch(/^[a-zA-Z0-9]+$/);
    expect(new Set(aliases).size).toBe(fields.length);
    aliases.forEach((alias, i) => expect(alias === fields[i] || !fields.includes(alias)).toBe(true));
  });
});
