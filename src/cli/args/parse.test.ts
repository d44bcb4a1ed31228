import { describe, expect, test } from 'vitest';
import { parseCommandLine, parseMcpTransport, parseWholeNumber, requireFileValues, requireFiles } from './parse.ts';
import { UsageError } from './usage-error.ts';

/** The UsageError message `run` throws. */
function usageMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('no UsageError thrown');
}

describe('parseCommandLine', () => {
  test('should give the common options, the command options and the files in order', () => {
    const { values, common } = parseCommandLine(
      ['a.json', '--fields', ' id , status', '--emit', 'out', '-h', 'b.json', '--encoding', 'o200k_base', '--json'],
      { emit: { type: 'string' } },
    );
    expect(values.emit).toBe('out');
    expect(common).toEqual({
      files: ['a.json', 'b.json'],
      fields: ['id', 'status'],
      encoding: 'o200k_base',
      encodingFrom: 'option',
      model: undefined,
      encodingNote: null,
      json: true,
      help: true,
    });
  });

  test("--model takes the ids the providers' APIs use and gives the catalogue's id", () => {
    const model = (id: string) => parseCommandLine(['a.json', '--model', id], {}).common.model;
    expect(['claude-sonnet-4-5', 'claude-sonnet-4-5-20250929', 'gpt-5-2025-08-07'].map(model)).toEqual([
      'claude-sonnet-4.5',
      'claude-sonnet-4.5',
      'gpt-5',
    ]);
  });

  test('--model picks the encoding unless --encoding is given, which then gets a caveat; an unknown model is refused', () => {
    const common = (argv: string[]) => parseCommandLine(['a.json', ...argv], {}).common;
    expect(common(['--model', 'gpt-5'])).toMatchObject({
      encoding: 'o200k_base',
      encodingFrom: 'model',
      encodingNote: null,
    });
    expect(common(['--model', 'gpt-4'])).toMatchObject({ encoding: 'cl100k_base', encodingNote: null });
    expect(common(['--model', 'gpt-5', '--encoding', 'cl100k_base']).encodingNote).toBe(
      'note: GPT-5 counts with o200k_base; these cl100k_base counts are estimates for it',
    );
    expect(common(['--model', 'claude-opus-4.5'])).toMatchObject({ encoding: 'cl100k_base', encodingNote: null });
    expect(() => common(['--model', 'gpt-9'])).toThrow(
      'unknown model "gpt-9": use one of claude-sonnet-4.5, claude-haiku-4.5, claude-opus-4.5, claude-opus-4.1, claude-opus-4.6,',
    );
  });

  test('should default to every field, cl100k_base, Markdown and no help', () => {
    expect(parseCommandLine(['a.json'], {}).common).toEqual({
      files: ['a.json'],
      fields: undefined,
      encoding: 'cl100k_base',
      encodingFrom: 'default',
      model: undefined,
      encodingNote: null,
      json: false,
      help: false,
    });
  });

  test('should keep the tokens, so repeated options keep their order among the positionals', () => {
    const { tokens, values } = parseCommandLine(['--data', 'a', 'b', '--data', 'c'], {
      data: { type: 'string', multiple: true },
    });
    expect(values.data).toEqual(['a', 'c']);
    expect(
      tokens.map((t) => (t.kind === 'option' ? `--${t.name}=${t.value}` : t.kind === 'positional' ? t.value : '')),
    ).toEqual(['--data=a', 'b', '--data=c']);
  });

  test('should turn parseArgs errors into one-line UsageErrors', () => {
    expect(usageMessage(() => parseCommandLine(['--bogus'], {}))).toBe("Unknown option '--bogus'");
    expect(usageMessage(() => parseCommandLine(['--fields'], {}))).toBe("Option '--fields <value>' argument missing");
  });

  test('should refuse an unknown encoding and a malformed --fields', () => {
    expect(usageMessage(() => parseCommandLine(['--encoding', 'p50k_base'], {}))).toBe(
      'unknown tokenizer "p50k_base"; use one of cl100k_base, o200k_base, o200k_harmony, llama3, qwen3, deepseek_v3, gemma3',
    );
    expect(usageMessage(() => parseCommandLine(['--fields', 'id,,status'], {}))).toBe(
      '--fields has an empty name in "id,,status"; separate names with single commas',
    );
    expect(usageMessage(() => parseCommandLine(['--fields', 'id, id'], {}))).toBe('--fields names "id" twice');
  });
});

describe('requireFiles', () => {
  test('should want a FILE unless --help', () => {
    const common = parseCommandLine([], {}).common;
    expect(usageMessage(() => requireFiles(common))).toBe('no FILE given');
    expect(() => requireFiles(parseCommandLine(['-h'], {}).common)).not.toThrow();
    expect(() => requireFiles(parseCommandLine(['a.json'], {}).common)).not.toThrow();
  });
});

describe('requireFileValues', () => {
  test('should name the first option given as the empty string', () => {
    expect(
      usageMessage(() => requireFileValues({ schema: 's', legend: '', custom: '' }, ['schema', 'legend', 'custom'])),
    ).toBe('--legend needs a file');
    expect(() => requireFileValues({ schema: 's.txt' }, ['schema', 'legend'])).not.toThrow();
  });
});

describe('parseWholeNumber', () => {
  test('should read digits with spaces around them', () => {
    expect(parseWholeNumber('at', ' 100 ', 'a row count (a whole number)')).toBe(100);
    expect(parseWholeNumber('id', '0', 'a whole number')).toBe(0);
  });

  test('should refuse anything else, quoting the value as given', () => {
    expect(usageMessage(() => parseWholeNumber('at', '1.5', 'a row count (a whole number)'))).toBe(
      '--at needs a row count (a whole number), got "1.5"',
    );
    expect(usageMessage(() => parseWholeNumber('id', '-1', 'a whole number'))).toBe(
      '--id needs a whole number, got "-1"',
    );
  });
});

describe('parseMcpTransport', () => {
  test('should default to mcp-2025 and take any MCP transport', () => {
    expect(parseMcpTransport(undefined)).toBe('mcp-2025');
    expect(parseMcpTransport('mcp-2026-structured')).toBe('mcp-2026-structured');
  });

  test('should refuse cli (with the hint) and unknown names (without it)', () => {
    expect(usageMessage(() => parseMcpTransport('cli', ' (already compared)'))).toBe(
      '--transport "cli" is not an MCP transport (already compared); use mcp-2025, mcp-2026, mcp-2026-structured',
    );
    expect(usageMessage(() => parseMcpTransport('http', ' (already compared)'))).toBe(
      '--transport "http" is not an MCP transport; use mcp-2025, mcp-2026, mcp-2026-structured',
    );
  });
});
