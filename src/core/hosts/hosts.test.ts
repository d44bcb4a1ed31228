import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { callRequestText, callResultText } from '../mcp/call.ts';
import { FAILED, SERVER_TEXT, TEXT_ONLY, TOOLS, WITH_IMAGE, WITH_STRUCTURED } from './hosts.fixture.ts';
import {
  callText,
  findHost,
  HOST_IDS,
  HOST_LIST,
  HOSTS,
  resultText,
  toolsListText,
  toolTexts,
  uncountedBlocks,
} from './index.ts';

const counter = nodeCounter('o200k_base');
const options = { server: 'github', tool: 'get_pull_request', template: '<result tool="{tool}">{text}</result>' };
const PR = '{"pull_request":{"url":"https://example.test/pr/7","title":"Fix \\"quoted\\" names","draft":false}}';
const ESCAPED = JSON.stringify(SERVER_TEXT);

describe('host profiles as data', () => {
  test('every host is listed once, in order, with both rules sourced', () => {
    expect(HOST_LIST.map((h) => h.id)).toEqual([...HOST_IDS]);
    for (const host of HOST_LIST) {
      expect(host.resultSource.length).toBeGreaterThan(40);
      expect(host.toolsSource.length).toBeGreaterThan(30);
    }
    expect(HOSTS.codex.resultSource).toContain('codex-rs/protocol/src/models.rs');
    expect(findHost('claude-code').name).toBe('Claude Code');
  });
  test('an unknown host names the known ones', () => {
    expect(() => findHost('cursor')).toThrow(
      'unknown host "cursor"; known hosts: wire, claude-code, codex, responses, anthropic-api, custom',
    );
  });
});

describe('resultText: what the model sees of a tools/call result', () => {
  test('the wire is the article’s JSON-RPC response, byte for byte', () => {
    const payload = '[{"id":1,"note":"café"}]';
    const result = { content: [{ type: 'text' as const, text: payload }] };
    expect(resultText(HOSTS.wire, result, { id: 2, ascii: true })).toBe(
      callResultText({ revision: '2025', id: 2, ascii: true }, payload),
    );
    expect(callText(HOSTS.wire, 'tasks_list', { fields: ['id'] }, { id: 2, ascii: true })).toBe(
      callRequestText({
        revision: '2025',
        id: 2,
        tool: 'tasks_list',
        fields: ['id'],
        client: { name: 'x', version: '1' },
        ascii: true,
      }),
    );
  });
  test('Claude Code and a Responses host pass the text as given; structuredContent is not forwarded', () => {
    for (const id of ['claude-code', 'responses'] as const) {
      expect(resultText(HOSTS[id], WITH_STRUCTURED, options)).toBe(SERVER_TEXT);
      expect(resultText(HOSTS[id], TEXT_ONLY, options)).toBe(SERVER_TEXT);
    }
    expect(resultText(HOSTS['claude-code'], WITH_IMAGE)).toBe('Screenshot of the page:');
    expect(uncountedBlocks(WITH_IMAGE)).toEqual(['image']);
  });
  test('Codex sends structuredContent compact when present, else the content array compact (escaped)', () => {
    expect(resultText(HOSTS.codex, WITH_STRUCTURED, options)).toBe(`Wall time: 1.8344 seconds\nOutput:\n${PR}`);
    expect(resultText(HOSTS.codex, TEXT_ONLY, options)).toBe(
      `Wall time: 1.8344 seconds\nOutput:\n[{"type":"text","text":${ESCAPED}}]`,
    );
    expect(resultText(HOSTS.codex, TEXT_ONLY, { wallTimeSeconds: 0.05 })).toMatch(/^Wall time: 0\.0500 seconds\n/);
    expect(resultText(HOSTS.codex, WITH_IMAGE)).toBe('Wall time: 1.8344 seconds\nOutput:\nScreenshot of the page:');
  });
  test('the Anthropic API carries a tool_result block; an error sets is_error', () => {
    expect(resultText(HOSTS['anthropic-api'], TEXT_ONLY)).toBe(
      `{"type":"tool_result","tool_use_id":"toolu_2","content":[{"type":"text","text":${ESCAPED}}]}`,
    );
    expect(resultText(HOSTS['anthropic-api'], FAILED)).toBe(
      '{"type":"tool_result","tool_use_id":"toolu_2","content":[{"type":"text","text":"No pull request 7."}],"is_error":true}',
    );
  });
  test('a custom template fills its placeholders', () => {
    expect(resultText(HOSTS.custom, FAILED, options)).toBe(
      '<result tool="get_pull_request">No pull request 7.</result>',
    );
    expect(
      resultText(HOSTS.custom, WITH_STRUCTURED, { template: '{isError}|{structured}|{content}' }).split('|')[1],
    ).toBe(PR);
  });
  test('o200k_base tokens of each host’s text, per fixture', () => {
    const counts = Object.fromEntries(
      HOST_LIST.map((h) => [
        h.id,
        [WITH_STRUCTURED, TEXT_ONLY, FAILED, WITH_IMAGE].map((r) => counter.count(resultText(h, r, options))),
      ]),
    );
    expect(counts).toEqual({
      wire: [93, 64, 36, 56],
      'claude-code': [31, 31, 6, 5],
      codex: [38, 56, 27, 17],
      responses: [31, 31, 6, 5],
      'anthropic-api': [60, 60, 37, 52],
      custom: [41, 41, 16, 15],
    });
  });
});

describe('toolsListText and callText: what the request carries', () => {
  test('Claude Code prefixes names and writes input_schema; Codex writes Responses functions', () => {
    expect(toolTexts(HOSTS['claude-code'], TOOLS, options)[1]).toBe(
      '{"name":"mcp__github__list_issues","description":"List open issues.","input_schema":{"type":"object","properties":{"state":{"type":"string","enum":["open","closed"]}}}}',
    );
    expect(toolTexts(HOSTS.codex, TOOLS, options)[0]).toBe(
      '{"type":"function","name":"mcp__github__get_pull_request","description":"Get a pull request by number.","parameters":{"type":"object","properties":{"number":{"type":"integer"}},"required":["number"]},"strict":false}',
    );
    expect(
      toolsListText(HOSTS.wire, TOOLS).startsWith(
        '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"get_pull_request"',
      ),
    ).toBe(true);
    expect(callText(HOSTS['claude-code'], 'get_pull_request', { number: 7 }, options)).toBe(
      '{"name":"mcp__github__get_pull_request","input":{"number":7}}',
    );
    expect(callText(HOSTS.codex, 'get_pull_request', { number: 7 }, options)).toBe(
      '{"name":"mcp__github__get_pull_request","arguments":{"number":7}}',
    );
  });
  test('o200k_base tokens of the tools and of the call, per host', () => {
    const tools = HOST_LIST.map((h) => counter.count(toolsListText(h, TOOLS, options)));
    const calls = HOST_LIST.map((h) => counter.count(callText(h, 'get_pull_request', { number: 7 }, options)));
    expect(tools).toEqual([91, 85, 97, 87, 75, 87]);
    expect(calls).toEqual([33, 18, 18, 13, 13, 13]);
  });
});
