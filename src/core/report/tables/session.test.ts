import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../../node/counter.ts';
import { profileSession } from '../../sessions/profile.ts';
import { readSession } from '../../sessions/readers/read-session.ts';
import { tableToCsv, tableToMarkdown } from '../table.ts';
import { sessionProfileTable, windowAtStepTable } from './session.ts';

const text = readFileSync(new URL('../../../../fixtures/sessions/claude-code.jsonl', import.meta.url), 'utf8');
const profile = profileSession(readSession(text, 'claude-code.jsonl'), nodeCounter('cl100k_base'));

describe('windowAtStepTable', () => {
  test("step 4 of the Claude Code fixture: each part's tokens and share of the step's counted input", () => {
    expect(tableToMarkdown(windowAtStepTable(profile, 4))).toBe(
      [
        '### The window at step 4 of 30 (cl100k_base)',
        '',
        '| Part | In the window (tokens) | Share (percent) |',
        '| --- | ---: | --- |',
        "| User text | 20 | 1.84 % of step 4's counted input |",
        "| Assistant text | 12 | 1.10 % of step 4's counted input |",
        "| Thinking / reasoning | 33 | 3.03 % of step 4's counted input |",
        "| Tool calls | 50 | 4.60 % of step 4's counted input |",
        "| Tool results | 973 | 89.43 % of step 4's counted input |",
        "| Counted (the window the log shows) | 1,088 | 100.00 % of step 4's counted input |",
        '| Recorded by the log | 19,070 |  |',
        '| Not in the log (recorded − counted) | +17,982 |  |',
        "| of which fixed (step 1's) | +13,980 |  |",
        "| of which beyond step 1's | +4,002 |  |",
        '',
      ].join('\n'),
    );
  });

  test('its CSV: tokens, the share as a number and its denominator, each a column', () => {
    const csv = tableToCsv(windowAtStepTable(profile, 4)).split('\r\n');
    expect(csv.slice(0, 2)).toEqual([
      'Part,In the window (tokens),Share (%),Denominator',
      "User text,20,1.8382352941176472,step 4's counted input",
    ]);
    expect(csv.slice(-6)).toEqual([
      "Counted (the window the log shows),1088,100,step 4's counted input",
      'Recorded by the log,19070,,',
      'Not in the log (recorded − counted),17982,,',
      "of which fixed (step 1's),13980,,",
      "of which beyond step 1's,4002,,",
      '',
    ]);
  });

  test('says when the window restarted just before the step, and refuses a step the session lacks', () => {
    expect(windowAtStepTable(profile, 20).notes).toEqual([
      'The window restarted (a compaction) just before this step.',
    ]);
    expect(windowAtStepTable(profile, 4).notes).toEqual([]);
    expect(() => windowAtStepTable(profile, 31)).toThrow('no step 31: the session has 30 steps');
  });
});

describe('sessionProfileTable as CSV', () => {
  test('the step and whether it follows a compaction are two columns; the tokens plain numbers', () => {
    const csv = tableToCsv(sessionProfileTable(profile)).split('\r\n');
    expect(csv[0]).toMatch(
      /^Step,After compaction,User text \(tokens\),.*,Counted \(tokens\),Recorded \(tokens\),Not in the log \(tokens\),of which fixed \(step 1's\) \(tokens\),of which beyond step 1's \(tokens\)$/,
    );
    expect(csv[4]!.split(',').slice(0, 2)).toEqual(['4', 'false']);
    // Recorded − counted, then its fixed part (step 1's 14,000 − 20) and the rest: they add up.
    expect(csv[4]!.split(',').slice(-5)).toEqual(['1088', '19070', '17982', '13980', '4002']);
    expect(csv[20]!.split(',').slice(0, 2)).toEqual(['20', 'true']);
    // After the log's compaction the request holds 5,000 fewer unseen tokens than step 1 did.
    expect(csv[20]!.split(',').slice(-5)).toEqual(['20', '9000', '8980', '13980', '-5000']);
  });
});

describe('sessionProfileTable notes', () => {
  test('the fixed part and the part beyond it in words, the counted side named by its encoding', () => {
    expect(sessionProfileTable(profile).notes).toEqual([
      "Counts are estimates: claude-sonnet-4-5 counts with Anthropic's own tokenizer, not an OpenAI one; these are cl100k_base counts.",
      "Counted: the texts the log shows, counted with cl100k_base. Recorded: the input the log says the request had (the model's own count). Not in the log: recorded − counted, the fixed part plus the part beyond it.",
      "Step 1 recorded 14,000 input tokens (the log's own count), 20 of them counted with cl100k_base in the log: the other 13,980 are the fixed part not in the log (system prompt and tool definitions), carried by every request. Beyond it, the part not in the log is +6,431 tokens at step 30 (at most +17,819, at step 19).",
    ]);
  });
});
