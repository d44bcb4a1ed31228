/**
 * Writes a generated history of about `bytes` bytes (1 GB by default) into a folder, for
 * `history.bench.ts`: many sessions of every format (Claude Code with subagents' files beside
 * the session and resumed sessions that log an earlier one again, Codex CLI rollouts, Gemini CLI
 * sessions), laid out as the agents lay them out. Generated data only, written to a temporary
 * folder, never committed. Texts come from a seeded generator, so every run writes the same files.
 *
 * `npx tsx bench/history-corpus.ts DIR [BYTES]`
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claudeCodeLines, codexLines, geminiSession } from '../src/core/history/fixtures.ts';
import type { FixtureCall, FixtureSession } from '../src/core/history/fixtures.ts';
// The fixtures' seeded generator (mulberry32): the same corpus on every run.
import { createRng as random } from '../src/core/builtin-data/prng.ts';

const WORDS =
  'const let return function import export from async await value index count total result error file path line name type data user items config options request response token window cache session tool state render update props'.split(
    ' ',
  );

/** One tool call with a result of about `size` characters: source code, a listing, or JSON records. */
function call(rand: () => number, n: number, size: number): FixtureCall {
  const word = () => WORDS[Math.floor(rand() * WORDS.length)]!;
  const kind = n % 10;
  if (kind === 9) {
    const records = Array.from({ length: Math.max(1, Math.round(size / 90)) }, (_, i) => ({
      id: n * 1000 + i,
      title: `${word()} ${word()} ${word()}`,
      state: rand() < 0.5 ? 'open' : 'closed',
      labels: [word(), word()],
    }));
    return { tool: 'mcp__tracker__list_issues', input: { state: 'all', page: n }, result: JSON.stringify(records) };
  }
  const lines: string[] = [];
  for (let length = 0; length < size;) {
    const line = `  ${word()} ${word()}${n % 7} = ${word()}(${word()}, ${Math.floor(rand() * 1000)});`;
    lines.push(line);
    length += line.length + 1;
  }
  const tool = kind < 5 ? 'Read' : kind < 8 ? 'Bash' : 'Grep';
  const input = tool === 'Read' ? { file_path: `/home/dev/app/src/${word()}${n}.ts` } : { command: `${word()} ${n}` };
  return { tool, input, result: lines.join('\n') };
}

/** One session of `calls` tool calls over a few turns. */
function session(
  id: string,
  seed: number,
  calls: number,
  resultSize: number,
  model: string,
  start: number,
): FixtureSession {
  const rand = random(seed);
  const perTurn = 8;
  const turns = Array.from({ length: Math.ceil(calls / perTurn) }, (_, t) => ({
    prompt: `Step ${t}: ${WORDS[t % WORDS.length]} the ${WORDS[(t * 7) % WORDS.length]} module.`,
    calls: Array.from({ length: Math.min(perTurn, calls - t * perTurn) }, (_, c) =>
      call(rand, t * perTurn + c, resultSize),
    ),
    answer: `Done with step ${t}.`,
  }));
  return { id, model, cwd: `/home/dev/project${seed % 20}`, start, turns, baseInput: 15000, growth: 900 };
}

/**
 * Writes the corpus into `dir`; returns files and bytes written. Each round writes a Claude Code
 * session with its subagent and, every fourth round, a resumed session logging it again; a Codex
 * rollout; and a Gemini session.
 */
export function writeHistoryCorpus(dir: string, bytes = 1e9): { files: number; bytes: number } {
  let written = 0;
  let files = 0;
  const put = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
    written += Buffer.byteLength(text);
    files++;
  };
  const day0 = Date.UTC(2026, 9, 1);
  for (let round = 0; written < bytes; round++) {
    const start = day0 + round * 3_600_000;
    const project = `projects/-home-dev-project${round % 20}`;
    const main = session(`cc${round}`, round, 60, 3000, 'claude-sonnet-4-5-20250929', start);
    const mainLines = claudeCodeLines(main);
    put(`.claude/${project}/cc${round}.jsonl`, mainLines.join('\n') + '\n');
    const sub = session(`cc${round}-a`, round + 1e6, 12, 2000, 'claude-haiku-4-5-20251001', start + 60_000);
    put(
      `.claude/${project}/cc${round}/subagents/agent-a${round}.jsonl`,
      claudeCodeLines(sub, { sessionId: `cc${round}`, agentId: `a${round}` }).join('\n') + '\n',
    );
    if (round % 4 === 0) {
      const again = mainLines.map((l) => l.replace(`"sessionId":"cc${round}"`, `"sessionId":"cc${round}r"`));
      const more = claudeCodeLines(session(`cc${round}r`, round + 2e6, 16, 3000, main.model, start + 1_800_000));
      put(`.claude/${project}/cc${round}r.jsonl`, [...again, ...more].join('\n') + '\n');
    }
    const date = new Date(start).toISOString().slice(0, 10).replaceAll('-', '/');
    put(
      `.codex/sessions/${date}/rollout-cx${round}.jsonl`,
      codexLines(session(`cx${round}`, round + 3e6, 50, 3000, 'gpt-5-codex', start)).join('\n') + '\n',
    );
    put(
      `.gemini/tmp/h${round % 20}/chats/session-gm${round}.json`,
      geminiSession(session(`gm${round}`, round + 4e6, 40, 3000, 'gemini-2.5-pro', start)),
    );
  }
  return { files, bytes: written };
}

/** Bytes and files under `path`, and the largest file's bytes. */
function sizeOf(path: string): { bytes: number; files: number; largest: number } {
  let total = { bytes: 0, files: 0, largest: 0 };
  for (const name of readdirSync(path)) {
    const p = join(path, name);
    const s = statSync(p);
    if (s.isDirectory()) {
      const sub = sizeOf(p);
      total = {
        bytes: total.bytes + sub.bytes,
        files: total.files + sub.files,
        largest: Math.max(total.largest, sub.largest),
      };
    } else total = { bytes: total.bytes + s.size, files: total.files + 1, largest: Math.max(total.largest, s.size) };
  }
  return total;
}

/**
 * The benches' corpus of about `bytes` bytes in the system's temporary folder, written on the
 * first call (a `done` file marks it whole) and reused after; its folder, bytes, files and largest file.
 */
export function historyCorpus(bytes: number): { dir: string; bytes: number; files: number; largest: number } {
  const dir = join(tmpdir(), `cce-history-corpus-v1-${bytes}`);
  if (!existsSync(join(dir, 'done'))) {
    const t = performance.now();
    const written = writeHistoryCorpus(dir, bytes);
    writeFileSync(join(dir, 'done'), '');
    console.log(
      `history bench: wrote ${written.files} files, ${(written.bytes / 1e9).toFixed(3)} GB in ${((performance.now() - t) / 1000).toFixed(1)} s to ${dir}`,
    );
  }
  return { dir, ...sizeOf(dir) };
}

if (process.argv[1]?.endsWith('history-corpus.ts')) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: npx tsx bench/history-corpus.ts DIR [BYTES]');
  const { files, bytes } = writeHistoryCorpus(dir, Number(process.argv[3] ?? 1e9));
  console.log(`${files} files, ${(bytes / 1e9).toFixed(3)} GB in ${dir}`);
}
