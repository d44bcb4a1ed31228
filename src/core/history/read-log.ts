/**
 * One file of a history read into its session's threads, or skipped with the reason. Tolerant
 * where one session's reader is strict: a line that is not JSON (a truncated last line, written
 * while the agent ran) is left out with a warning naming it, and the rest of the file still opens.
 */
import { stripBom } from '../input/bom.ts';
import { isJsonObject } from '../json-value.ts';
import type { JsonObject } from '../json-value.ts';
import { parseClaudeCode } from '../sessions/readers/claude-code.ts';
import { parseCodex } from '../sessions/readers/codex.ts';
import { parseGemini } from '../sessions/readers/gemini.ts';
import type { LogLine } from '../sessions/readers/json-lines.ts';
import { cutLineWords, objectAt, stringAt } from '../sessions/readers/json-lines.ts';
import type { ParsedSession } from '../sessions/model.ts';
import { isGemini, lineFormat } from '../sessions/readers/read-session.ts';
import { isRequestBody } from '../sessions/request-bodies.ts';

/** The agents whose logs a history reads. */
export type HistoryHost = 'claude-code' | 'codex' | 'gemini';

/** One thread of a session read from a file: the main thread (`id` null) or a subagent's. */
export interface ReadThread {
  id: string | null;
  session: ParsedSession;
}

/** A file read: the session it belongs to, what the log says of it, and its threads. */
export interface ReadLog {
  kind: 'log';
  host: HistoryHost;
  /** The session this file belongs to: `host:sessionId` (a subagent's file carries its parent's id). */
  sessionKey: string;
  /** The session's own id as the log writes it, or null when it has none (then the file names it). */
  sessionId: string | null;
  /** The project (the working folder's last name; Gemini's project hash), or null. */
  project: string | null;
  /** The first timestamp of the log, as written, or null. */
  started: string | null;
  /** True for a file that holds only a subagent's thread (Claude Code `subagents/agent-*.jsonl`). */
  subagentFile: boolean;
  threads: ReadThread[];
  warnings: string[];
}

/** A file that is not a log this history reads, and why. */
export interface SkippedLog {
  kind: 'skipped';
  reason: string;
}

/** The highest major version of each host's log that the readers were written against. */
const KNOWN_MAJOR: Partial<Record<HistoryHost, number>> = { 'claude-code': 2, codex: 0 };

/** The last part of a folder path (`/home/a/shop` → `shop`), or null. */
function lastName(path: string | undefined): string | null {
  if (!path) return null;
  const parts = path.split(/[\\/]/).filter((p) => p !== '');
  return parts.at(-1) ?? null;
}

/** JSON Lines, a line that is not a JSON object left out and said (with its line number). */
function tolerantLines(text: string, warnings: string[]): LogLine[] {
  const lines: LogLine[] = [];
  const bad: number[] = [];
  let lineNo = 0;
  for (let from = 0; from < text.length;) {
    const newline = text.indexOf('\n', from);
    const to = newline === -1 ? text.length : newline;
    const body = text.slice(from, to).trim();
    from = to + 1;
    lineNo++;
    if (body === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      value = undefined;
    }
    if (isJsonObject(value)) lines.push({ line: lineNo, value });
    else bad.push(lineNo);
  }
  const last = bad.at(-1) === lineNo && !text.endsWith('\n') ? bad.pop() : undefined;
  if (last !== undefined) warnings.push(cutLineWords(last));
  if (bad.length > 0)
    warnings.push(
      `${bad.length} line${bad.length === 1 ? '' : 's'} not a JSON object (line ${bad.slice(0, 3).join(', ')}${bad.length > 3 ? ', …' : ''}): left out`,
    );
  return lines;
}

/** A warning for a log written by a newer major version than the readers know, or null. */
function versionWarning(host: HistoryHost, version: string | undefined): string | null {
  const known = KNOWN_MAJOR[host];
  const major = version === undefined ? NaN : Number(version.split('.')[0]);
  if (known === undefined || !Number.isInteger(major) || major <= known) return null;
  return `written by version ${version}, newer than the versions this reader knows (up to ${known}.x): read as is, new fields are not counted`;
}

function claudeCode(lines: LogLine[], warnings: string[]): ReadLog {
  const first = lines.find((l) => typeof l.value.sessionId === 'string')?.value;
  const main = parseClaudeCode(lines);
  const threads: ReadThread[] = [{ id: main.thread?.id ?? null, session: main }];
  // Subagent threads logged in the same file: each read on its own, attached to the session.
  for (const t of main.sidechains)
    if (t.id !== threads[0]!.id && t.steps > 0) threads.push({ id: t.id, session: parseClaudeCode(lines, t.id) });
  const version = lines.find((l) => typeof l.value.version === 'string')?.value.version as string | undefined;
  const said = versionWarning('claude-code', version);
  const sessionId = stringAt(first, 'sessionId') ?? null;
  return {
    kind: 'log',
    host: 'claude-code',
    sessionKey: `claude-code:${sessionId}`,
    sessionId,
    project: lastName(lines.find((l) => typeof l.value.cwd === 'string')?.value.cwd as string | undefined),
    started: (lines.find((l) => typeof l.value.timestamp === 'string')?.value.timestamp as string) ?? null,
    subagentFile: main.thread?.id != null,
    threads,
    // A subagent's own file is expected here, not news: its "only a subagent's thread" note is dropped.
    warnings: [
      ...(said ? [said] : []),
      ...warnings,
      ...main.warnings.filter((w) => !w.startsWith('the file holds only')),
    ],
  };
}

function codex(lines: LogLine[], warnings: string[]): ReadLog {
  const meta = lines.find((l) => l.value.type === 'session_meta')?.value;
  const payload = objectAt(meta, 'payload');
  const session = parseCodex(lines);
  const said = versionWarning('codex', stringAt(payload, 'cli_version'));
  const sessionId = stringAt(payload, 'id') ?? null;
  return {
    kind: 'log',
    host: 'codex',
    sessionKey: `codex:${sessionId}`,
    sessionId,
    project: lastName(stringAt(payload, 'cwd')),
    started: stringAt(meta, 'timestamp') ?? stringAt(lines[0]?.value, 'timestamp') ?? null,
    subagentFile: false,
    threads: [{ id: null, session }],
    warnings: [...(said ? [said] : []), ...warnings, ...session.warnings],
  };
}

function gemini(value: JsonObject): ReadLog {
  const session = parseGemini(value);
  const sessionId = stringAt(value, 'sessionId') ?? null;
  const hash = stringAt(value, 'projectHash');
  return {
    kind: 'log',
    host: 'gemini',
    sessionKey: `gemini:${sessionId}`,
    sessionId,
    project: hash === undefined ? null : hash.slice(0, 12),
    started: stringAt(value, 'startTime') ?? null,
    subagentFile: false,
    threads: [{ id: null, session }],
    warnings: session.warnings,
  };
}

/** `text` as one JSON value, or undefined (JSON Lines fail at the first line's end, quickly). */
function wholeValue(text: string): unknown {
  const t = text.trimStart();
  if (!t.startsWith('{') && !t.startsWith('[')) return undefined;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads one file of a history (Claude Code, a subagent's `agent-*.jsonl`, Codex, Gemini), detected from
 * the content; a session without its own id is keyed by `fileName`.
 * @returns the log, or `skipped` with the reason (empty, request bodies, no line of a known shape).
 */
export function readHistoryLog(text: string, fileName: string): ReadLog | SkippedLog {
  const body = stripBom(text);
  if (body.trim() === '') return { kind: 'skipped', reason: 'empty file' };
  const value = wholeValue(body);
  if (isGemini(value)) return keyed(gemini(value), fileName);
  if (isRequestBody(value) || (Array.isArray(value) && isRequestBody(value[0])))
    return { kind: 'skipped', reason: 'API request bodies, not an agent log (read them with npm run session)' };
  if (value !== undefined && !isJsonObject(value))
    return { kind: 'skipped', reason: 'a JSON value that is not a session log' };
  const warnings: string[] = [];
  const lines = tolerantLines(body, warnings);
  if (lines.length === 0) return { kind: 'skipped', reason: 'no line is a JSON object: not a JSON Lines log' };
  const format = lineFormat(lines);
  if (format === 'claude-code') return keyed(claudeCode(lines, warnings), fileName);
  if (format === 'codex') return keyed(codex(lines, warnings), fileName);
  if (isRequestBody(lines[0]!.value))
    return { kind: 'skipped', reason: 'API request bodies, not an agent log (read them with npm run session)' };
  const types = [...new Set(lines.slice(0, 50).map((l) => stringAt(l.value, 'type') ?? '(no type)'))].slice(0, 4);
  return {
    kind: 'skipped',
    reason: `no line has the shape of a Claude Code, Codex CLI or Gemini CLI log (an unknown format or version; line types: ${types.join(', ')})`,
  };
}

/** A log without a session id of its own is its own session, named by its file. */
function keyed(log: ReadLog, fileName: string): ReadLog {
  return log.sessionId === null ? { ...log, sessionKey: `${log.host}:file:${fileName}` } : log;
}
