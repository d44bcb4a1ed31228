import { describe, expect, test } from 'vitest';
import { parseMcpArgs } from './args.ts';

describe('parseMcpArgs', () => {
  test('a command after --, calls with their arguments in order, defaults', () => {
    const args = parseMcpArgs([
      '--call',
      'a',
      '--args',
      '{"x":1}',
      '--call',
      'b',
      '--env',
      'K=v=w',
      '--',
      'node',
      's.js',
      '--flag',
    ]);
    expect(args.server).toEqual({ kind: 'stdio', command: 'node', args: ['s.js', '--flag'], env: { K: 'v=w' } });
    expect(args.calls).toEqual([
      { name: 'a', arguments: { x: 1 } },
      { name: 'b', arguments: {} },
    ]);
    expect([args.host, args.timeoutMs, args.maxResultBytes, args.encoding]).toEqual([
      { id: 'wire' },
      30_000,
      50 * 1024 * 1024,
      'cl100k_base',
    ]);
  });

  test('a URL with headers; --timeout in seconds; --model picks the encoding', () => {
    const args = parseMcpArgs([
      '--url',
      'http://127.0.0.1:9/mcp',
      '--header',
      'Authorization: Bearer x y',
      '--timeout',
      '1.5',
      '--model',
      'gpt-5',
    ]);
    expect(args.server).toEqual({
      kind: 'http',
      url: 'http://127.0.0.1:9/mcp',
      headers: { Authorization: 'Bearer x y' },
    });
    expect(args.timeoutMs).toBe(1500);
    expect(args.encoding).toBe('o200k_base');
  });

  test.each([
    [[], /^no server/],
    [['--builtin', '--url', 'http://x/'], /^give one server only/],
    [['--args', '{}', '--', 'node'], /^--args must follow the --call it is for/],
    [['--call', 'a', '--args', '{"secret":', '--', 'node'], /^--args of --call a is not valid JSON$/],
    [['--call', 'a', '--args', '[1]', '--', 'node'], /^--args of --call a must be a JSON object$/],
    [['--header', 'X: y', '--', 'node'], /^--header needs --url/],
    [['--url', 'http://x/', '--header', 'no colon'], /^--header needs 'Name: value'/],
    [['--url', 'ftp://x/'], /^--url needs an http/],
    [['--env', 'novalue', '--', 'node'], /^--env needs NAME=VALUE/],
    [['--timeout', '0', '--', 'node'], /^--timeout needs a positive number, got "0"/],
    [
      ['--host', 'nope', '--', 'node'],
      /^--host nope is not one of wire, claude-code, codex, responses, anthropic-api, custom$/,
    ],
    [['--host', 'codex', '--host-template', '{text}', '--', 'node'], /^--host-template needs --host custom$/],
    [
      ['--host', 'custom', '--host-template', '<r>{output}</r>', '--', 'node'],
      /^--host-template: \{output\} at character 4 is not a placeholder; the placeholders are \{text\}, \{content\}, \{structured\}, \{result\}, \{isError\}, \{tool\}$/,
    ],
    [['--builtin', '--call', 'a'], /^--call needs a server/],
  ])('%j is refused', (argv, message) => {
    expect(() => parseMcpArgs(argv)).toThrow(message);
  });
});

test('--host custom takes its template; any core/hosts profile is a host', () => {
  expect(parseMcpArgs(['--host', 'custom', '--host-template', '{tool}: {text}', '--', 'node']).host).toEqual({
    id: 'custom',
    template: '{tool}: {text}',
  });
  expect(parseMcpArgs(['--host', 'anthropic-api', '--', 'node']).host).toEqual({ id: 'anthropic-api' });
});
