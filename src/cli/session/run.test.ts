import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileSession, unseenTokens } from '../../core/sessions/profile.ts';
import { readSession } from '../../core/sessions/readers/read-session.ts';
import { replaySession } from '../../core/sessions/replay.ts';
import { summarize } from '../../core/conversation/summary.ts';
import { runSession, sessionFixture } from './session.fixture.ts';

const fixture = sessionFixture;

/** The command with every table, over the seed article's first 25 steps (its published figures). */
// `--steps 25` unless the test gives its own (an option given twice is refused).
const run = (args: string[]) =>
  runSession(['--tables', ...(args.includes('--steps') ? [] : ['--steps', '25']), ...args]);

describe('npm run session', () => {
  test('--json: the profile and the placeholder replay, the same numbers as the core functions', () => {
    const path = fixture('claude-code.jsonl');
    const { code, stdout } = run(['--json', '--strategy', 'placeholder', '--keep', '1', path]);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    const counter = nodeCounter('cl100k_base');
    const session = readSession(readFileSync(path, 'utf8'), 'claude-code.jsonl');
    const profile = profileSession(session, counter);
    expect(json.format).toBe('claude-code');
    expect(json.model).toBe('claude-sonnet-4-5');
    expect(json.compactions).toEqual([20]);
    expect(json.steps).toHaveLength(30);
    expect(json.steps[4]).toEqual({
      step: 5,
      counted: profile.steps[4]!.counted,
      recorded: profile.steps[4]!.recorded,
      reasoning: 0,
      parts: profile.steps[4]!.parts,
    });
    const unseen = unseenTokens(profile);
    const none = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen);
    const placeholder = counter.count('This tool call was successful. Re-run the tool if you need the data again.');
    const after = replaySession(
      session,
      profile.itemTokens,
      { kind: 'placeholder', placeholder, notes: 0, keepLast: 1, trigger: null },
      unseen,
    );
    expect(json.table).toEqual(summarize(none.slice(0, 25)));
    expect(json.replay.table).toEqual(summarize(after.slice(0, 25)));
    expect(json.replay.change.saved).toBe(json.table.total - json.replay.table.total);
    expect(json.replay.change.percent.denominator).toBe('as logged');
  });

  test('the default strategy: the placeholder for every result but the newest 3, against the run as logged', () => {
    const { code, stdout } = run([fixture('claude-code.jsonl')]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      '### First 25 of 30 steps: as logged against the placeholder (17 tokens) for every result but the newest 3',
    );
    expect(stdout).toContain('| Metric | As logged (tokens) | With the strategy (tokens) | Change |');
    expect(stdout).toContain('| Total input tokens | 572,470 | 537,284 | 35,186 fewer (6.15 % of as logged) |');
    expect(stdout).toContain(
      'The log compacted its own window before step 20: the as-logged line drops there, and the replay keeps that compaction.',
    );
    expect(stdout).toContain(
      'Input cost of these steps, modelled with the prompt cache: $0.3294 as logged, $0.3609 with the strategy;',
    );
    const json = JSON.parse(run(['--json', fixture('claude-code.jsonl')]).stdout);
    expect(json.replay.strategy).toBe('placeholder');
    expect(json.replay.run.change.saved).toBe(46_080);
    expect(json.replay.run.before.total).toBe(682_268);
    // --keep 0 hides every result from the request that asked for it: far more "saved".
    const hidden = JSON.parse(run(['--json', '--keep', '0', fixture('claude-code.jsonl')]).stdout);
    expect(hidden.replay.change.saved).toBeGreaterThan(json.replay.change.saved);
  });

  test('without --tables: the answer first, over the whole run, then what the log holds and the flag', () => {
    const { code, stdout } = runSession([fixture('claude-code.jsonl')]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        '# claude-code.jsonl',
        '',
        '> another thread in this log, not counted here: subagent agent-a1 (1 step); read it with --thread agent-a1',
        '',
        'As logged, 30 requests cost $0.3219: $0.3084 input (652,178 tokens read from the cache, 30,000 written to it, 90 uncached) and $0.0135 output (900 tokens), at Claude Sonnet 4.5 list prices.',
        '',
        'No cache misses: every request read back from the cache what the one before it held.',
        '',
        '30 requests record cache writes without the 5-minute / 1-hour split: priced at the 5-minute rate.',
        '',
        'None of the 4 settings a team can switch on costs less than the bill as logged ($0.3219); the nearest, Anthropic context editing, clear_tool_uses_20250919 (trigger 100,000 input tokens, keep 3 tool uses), costs the same.',
        '',
        'Over all 30 steps, the placeholder (17 tokens) for every result but the newest 3 sends 46,080 fewer input tokens than the run as logged (6.75 % of as logged: 682,268 tokens).',
        '',
        "Billed as the log is (each request at its model's list price, on the log's own timeline), that is $0.0454 more than the bill as logged ($0.3219 as logged, $0.3673 with the strategy): fewer tokens, yet each rewrite of early text breaks the cached prefix and what follows is written again.",
        '',
        '30 steps (model requests), 1 compaction, counted with cl100k_base.',
        '',
        "Tokens counted with cl100k_base (estimates: claude-sonnet-4-5 has its own tokenizer), plus what the log records beyond its texts, unchanged by the strategy; both lines keep the log's own compaction before step 20.",
        '',
        "Step 1 recorded 14,000 input tokens (the log's own count), 20 of them counted with cl100k_base in the log: the other 13,980 are the fixed part not in the log (system prompt and tool definitions), carried by every request. Beyond it, the part not in the log is +6,431 tokens at step 30 (at most +17,819, at step 19).",
        '',
        'Every table (the bill per request, cache misses, what-ifs, per step, per tool result, calibration, logged MCP calls, before/after, biggest blocks): add --tables.',
        '',
      ].join('\n'),
    );
    // The same words as the page's verdict and run summary; no page control named.
    expect(stdout).not.toMatch(/this page|choose|click/i);
    const none = runSession(['--strategy', 'none', fixture('claude-code.jsonl')]).stdout;
    expect(none).toContain(
      'Over all 30 steps, the run as logged sent 682,268 input tokens. Give --strategy NAME (placeholder, clear-tool-uses, summary, rung) to see what it would save.',
    );
    const two = runSession([fixture('claude-code.jsonl'), fixture('claude-code-minified.jsonl')]).stdout;
    expect(two).toContain(
      "# claude-code-minified.jsonl against claude-code.jsonl\n\nAs logged, claude-code-minified.jsonl's 30 requests cost $0.3188: $0.0031 less than claude-code.jsonl's 30 ($0.3219; 1 % of claude-code.jsonl's bill).\n\n" +
        'All 30 steps both runs have: claude-code-minified.jsonl sends 10,485 fewer input tokens than claude-code.jsonl (1.54 % of claude-code.jsonl: 682,268 tokens).\n',
    );
    expect(two.match(/add --tables/g)).toHaveLength(1);
    // With --tables and no --steps, the before/after table covers the whole run, as the verdict.
    expect(runSession(['--tables', fixture('claude-code.jsonl')]).stdout).toContain(
      '| Total input tokens | 682,268 | 636,188 | 46,080 fewer (6.75 % of as logged) |',
    );
  });

  test('biggest blocks: tool, target and the step that first read it', () => {
    const { stdout } = run([fixture('claude-code.jsonl')]);
    expect(stdout).toContain(
      [
        '| Tool | Target | First read (step) | Result (tokens) | Carried by (requests) | Carried cost (tokens) |',
        '| --- | --- | ---: | ---: | ---: | ---: |',
        '| tasks_get | T-107 | 8 | 593 | 12 | 7,116 |',
        '| search_docs | status:open page:2 | 3 | 384 | 17 | 6,528 |',
      ].join('\n'),
    );
  });

  test('Markdown: the seed table with its denominator; two runs compared', () => {
    const { code, stdout } = run(['--strategy', 'summary', '--trigger', '20000', fixture('codex-rollout.jsonl')]);
    expect(code).toBe(0);
    // The log's model (gpt-5.1-codex) picks the encoding: o200k_base, its own.
    expect(stdout).toContain('### Window per step (o200k_base, Codex CLI rollout JSONL)');
    expect(stdout).toMatch(/\| Total input tokens \| [\d,]+ \| [\d,]+ \| [\d,]+ fewer \(\d+\.\d\d % of as logged\) \|/);
    expect(stdout).toContain('Counts are exact: gpt-5.1-codex counts with o200k_base, the encoding used.');
    const two = run([fixture('claude-code.jsonl'), fixture('codex-rollout.jsonl')]);
    expect(two.stdout).toContain('### First 25 of 30 steps: claude-code.jsonl against codex-rollout.jsonl');
  });

  test('prices: the page’s default model unless --model or --prices says otherwise; both, or an unknown model, refused', () => {
    const log = fixture('claude-code.jsonl');
    const cost = (args: string[]) =>
      JSON.parse(run(['--json', '--strategy', 'placeholder', ...args, log]).stdout).replay.cost;
    const byDefault = cost([]);
    expect(byDefault).toEqual(cost(['--model', 'claude-sonnet-4.5']));
    // Sonnet 4.5 charges a cache write (3.75 per million) where typed prices charge the input price (3).
    expect(byDefault.before).toBeGreaterThan(cost(['--prices', '3,0.3']).before);
    expect(cost(['--model', 'claude-haiku-4.5']).before).toBeLessThan(byDefault.before);
    // The same figures as the page's Sessions view at its default model, with the currency's symbol.
    expect(run(['--strategy', 'placeholder', '--keep', '0', log]).stdout).toContain(
      'Input cost of these steps, modelled with the prompt cache: $0.3294 as logged, $0.2885 with the strategy;',
    );
    expect(run(['--model', 'gpt-9', log]).stderr).toMatch(/unknown model "gpt-9": use one of claude-sonnet-4\.5, /);
    expect(run(['--model', 'gpt-5', '--prices', '1,0.1', log]).stderr).toContain(
      '--model and --prices each set the prices; give one',
    );
  });

  test('two files: --json keeps each run’s keys under "runs" and adds "compare", both tables and the change of run A', () => {
    const a = fixture('claude-code.jsonl');
    const b = fixture('claude-code-minified.jsonl');
    // Typed prices without a cache-write price: the costs below are input 3, cached 0.3 per million.
    const { code, stdout } = run(['--json', '--prices', '3,0.3', a, b]);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(Object.keys(json)).toEqual(['runs', 'compare']);
    expect(json.runs[0]).toEqual(JSON.parse(run(['--json', '--prices', '3,0.3', a]).stdout));
    expect(json.runs[1]).toEqual(JSON.parse(run(['--json', '--prices', '3,0.3', b]).stdout));
    expect(json.compare).toEqual({
      steps: 25,
      before: { file: 'claude-code.jsonl', table: { steps: 25, total: 572_470, mean: 22_898.8, median: 22_044 } },
      after: {
        file: 'claude-code-minified.jsonl',
        table: { steps: 25, total: 564_504, mean: 22_580.16, median: 21_800 },
      },
      change: { saved: 7_966, percent: { value: (7_966 / 572_470) * 100, denominator: 'claude-code.jsonl' } },
      // Typed prices carry no currency: their own units.
      currency: null,
      cost: json.compare.cost,
    });
    expect(json.compare.cost.before).toBeCloseTo(0.2951499, 10);
    expect(json.compare.cost.after).toBeCloseTo(0.2899035, 10);
    const markdown = run([a, b]).stdout;
    expect(markdown).toContain('### First 25 of 30 steps: claude-code.jsonl against claude-code-minified.jsonl');
    expect(markdown).toContain(
      '| Total input tokens | 572,470 | 564,504 | 7,966 fewer (1.39 % of claude-code.jsonl) |',
    );
  });

  test("a subagent's own file opens its thread without --thread; its JSON names the thread", () => {
    const { code, stdout } = run(['--json', fixture('agent-a7f3c2.jsonl')]);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.thread).toBe('a7f3c2');
    expect(json.steps).toHaveLength(12);
    expect(json.steps[11].counted).toBe(4717);
    expect(json.steps[11].recorded).toBe(32_164);
    const markdown = run([fixture('agent-a7f3c2.jsonl')]).stdout;
    expect(markdown).toContain(
      "> the file holds only subagent a7f3c2's thread (every line has isSidechain: true): that thread is shown\n",
    );
  });

  test('a log with a subagent names its thread and the --thread value; a thread not in it is refused naming them', () => {
    const log = fixture('claude-code.jsonl');
    expect(run([log]).stdout).toContain(
      '> another thread in this log, not counted here: subagent agent-a1 (1 step); read it with --thread agent-a1\n',
    );
    expect(JSON.parse(run(['--json', log]).stdout).thread).toBeNull();
    expect(run(['--json', '--thread', 'agent-a1', log]).stdout).toContain('"thread": "agent-a1"');
    const { code, stderr } = run(['--thread', 'agent-zz', log]);
    expect(code).toBe(2);
    expect(stderr).toBe(
      "session: claude-code.jsonl: no subagent thread agent-zz in this log; the log's other threads: the main thread (30 steps), subagent agent-a1 (1 step); read the main thread without --thread, the subagent's with --thread agent-a1\n",
    );
  });

  test.each([
    ['openai-chat-bodies.json', 'openai-chat', 'gpt-4.1', 186, 156, 0],
    ['openai-responses-bodies.jsonl', 'openai-responses', 'gpt-5.1', 178, 148, 33],
    ['anthropic-messages-bodies.json', 'anthropic-messages', 'claude-sonnet-4-5', 166, 136, 33],
  ])(
    '%s: request bodies as a session, one step per body, no recorded size',
    (name, format, model, first, tools, thinking) => {
      const args = ['--json', '--encoding', 'cl100k_base', '--strategy', 'clear-tool-uses', '--trigger', '1000'];
      const { code, stdout } = run([...args, fixture(name)]);
      expect(code).toBe(0);
      const json = JSON.parse(stdout);
      expect([json.format, json.model, json.steps.length, json.compactions]).toEqual([format, model, 10, [8]]);
      // cl100k_base is none of these models' own tokenizer (gpt-4.1 and gpt-5.1: o200k_base).
      expect([json.encoding, json.exact]).toEqual(['cl100k_base', false]);
      expect(json.steps[0]).toEqual({
        step: 1,
        counted: first,
        recorded: null,
        reasoning: 0,
        parts: { system: 10, tools, user: 20, assistant: 0, thinking: 0, toolCalls: 0, toolResults: 0, summary: 0 },
      });
      expect(json.steps[3].parts.thinking).toBe(thinking);
      expect(json.table.steps).toBe(10);
      expect(json.replay.table.total).toBeLessThan(json.table.total);
      expect(json.replay.change.saved).toBe(json.table.total - json.replay.table.total);
    },
  );

  test('--notes-template is counted; --rung-for gives a tool its own rung (L0: more tokens); the replay has its cost', () => {
    const path = fixture('claude-code.jsonl');
    const counter = nodeCounter('cl100k_base');
    const notes = 'Notes: {n} open tasks, 1 blocked.';
    const typed = JSON.parse(
      run(['--json', '--strategy', 'placeholder', '--notes-template', notes, '--keep', '2', path]).stdout,
    );
    const fixed = JSON.parse(
      run(['--json', '--strategy', 'placeholder', '--notes', String(counter.count(notes)), '--keep', '2', path]).stdout,
    );
    expect(typed.replay).toEqual(fixed.replay);
    // Fewer tokens, yet dearer with the prompt cache: the placeholder rewrites a result at every
    // step, so each request pays full price from the rewritten result on.
    expect(typed.replay.table.total).toBeLessThan(typed.table.total);
    expect(typed.replay.cost.after).toBeGreaterThan(typed.replay.cost.before);
    const perTool = JSON.parse(
      run(['--json', '--strategy', 'rung', '--rung', 'L4', '--rung-for', 'tasks_list=L0', path]).stdout,
    );
    const allL4 = JSON.parse(run(['--json', '--strategy', 'rung', '--rung', 'L4', path]).stdout);
    expect(perTool.replay.table.total).toBeGreaterThan(allL4.replay.table.total);
    expect(run(['--strategy', 'rung', '--rung-for', 'tasks_list', path]).stderr).toBe(
      'session: --rung-for: expected TOOL=ID, found "tasks_list" (see --help)\n',
    );
    expect(run(['--strategy', 'rung', '--rung-for', 'tasks_list=L9', path]).stderr).toBe(
      'session: --rung-for: unknown rung or format "L9" (see --help)\n',
    );
  });

  // Usage errors come from the one parser every command uses (cli/args), before any file is read.
  test.each([
    [['x'], 'session: cannot read x: no such file or directory\n'],
    [
      ['--strategy', 'foo', 'x'],
      'session: --strategy must be none, placeholder, clear-tool-uses, summary or rung, found "foo" (see --help)\n',
    ],
    [[], 'session: give one session log, or two to compare (see --help)\n'],
    [
      ['--encoding', 'p50k', 'x'],
      'session: unknown tokenizer "p50k"; use one of cl100k_base, o200k_base, o200k_harmony, llama3, qwen3, deepseek_v3, gemma3 (see --help)\n',
    ],
    [['--steps', '0', 'x'], 'session: --steps must be 1 or more, or all (see --help)\n'],
    [['--steps', 'abc', 'x'], 'session: --steps needs a whole number of steps or all, got "abc" (see --help)\n'],
    [
      ['--fields', 'a', 'x'],
      'session: --fields is not an option of session (its results keep every field) (see --help)\n',
    ],
    [['--bogus', 'x'], "session: Unknown option '--bogus' (see --help)\n"],
  ])('%j exits 2 with one line: %s', (args, message) => {
    const { code, stderr } = run(args);
    expect(code).toBe(2);
    expect(stderr.startsWith(message)).toBe(true);
    expect(stderr.indexOf('\n')).toBe(stderr.length - 1);
  });
});

test('a live log cut off mid-line opens with exit 0 and says which line it left out', () => {
  const text = readFileSync(sessionFixture('claude-code.jsonl'), 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'cut-log-'));
  const cut = join(dir, 'live.jsonl');
  writeFileSync(cut, text.slice(0, text.length - 40));
  const lines = text.trimEnd().split('\n').length;
  const out = run([cut]);
  expect(out.code).toBe(0);
  expect(out.stdout).toContain(`line ${lines} is cut off (the log was still being written?): left out, the rest read`);
  expect(run([sessionFixture('claude-code.jsonl')]).stdout).not.toContain('cut off');
});
