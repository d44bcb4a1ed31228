import { stripBom } from '../../input/bom.ts';
import { InputError } from '../../input/input-error.ts';
import { isJsonObject } from '../../json-value.ts';
import type { JsonObject } from '../../json-value.ts';
import { parseClaudeCode } from './claude-code.ts';
import { parseCodex } from './codex.ts';
import { parseGemini } from './gemini.ts';
import { runSteps } from '../../steps.ts';
import type { Steps } from '../../steps.ts';
import { cutLineWords, readLogLinesSteps } from './json-lines.ts';
import { parseJsonSteps } from './json-steps.ts';
import type { LogLine, ReadProgress } from './json-lines.ts';
import { SESSION_FORMAT_NAMES } from '../model.ts';
import type { ParsedSession, SessionFormat } from '../model.ts';
import { isRequestBody, parseRequestBodies } from '../request-bodies.ts';

const CODEX_TYPES = new Set(['session_meta', 'turn_context', 'response_item', 'event_msg', 'compacted']);
const CLAUDE_TYPES = new Set(['user', 'assistant', 'system', 'summary', 'file-history-snapshot', 'progress']);
/** How many lines detection looks at: enough to pass a log's opening snapshots and notices. */
const DETECT_LINES = 200;

/** The whole text as one JSON value, or undefined when it is not one (JSON Lines, say); a long one in steps. */
function* wholeValueSteps(text: string, progress?: ReadProgress): Steps<unknown> {
  const trimmed = stripBom(text).trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  return yield* parseJsonSteps(trimmed, progress);
}

/** A Gemini CLI session: one object with `messages[]` and the CLI's session fields. */
export function isGemini(value: unknown): value is JsonObject {
  return (
    isJsonObject(value) &&
    Array.isArray(value.messages) &&
    (typeof value.sessionId === 'string' || 'projectHash' in value)
  );
}

/** The format of a JSON Lines log by the shape of its first lines, or undefined. */
export function lineFormat(lines: LogLine[]): SessionFormat | undefined {
  for (const { value } of lines.slice(0, DETECT_LINES)) {
    const type = typeof value.type === 'string' ? value.type : '';
    if (CODEX_TYPES.has(type) && isJsonObject(value.payload)) return 'codex';
    if (CLAUDE_TYPES.has(type) && (typeof value.uuid === 'string' || typeof value.sessionId === 'string'))
      return 'claude-code';
  }
  return undefined;
}

/** `Claude Code session JSONL, Codex CLI rollout JSONL, …, and Anthropic Messages request bodies`. */
function formatList(): string {
  const names = Object.values(SESSION_FORMAT_NAMES);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!} (one body, a JSON array or JSON Lines of bodies)`;
}

/**
 * Reads an agent session log or API request bodies, the format detected from the content, never the name
 * (Gemini writes JSON into `.jsonl` files); `thread` picks a Claude Code subagent instead of the main one.
 * @throws InputError for text of no known format, a JSON Lines line that is no object, a bad body.
 */
export function readSession(text: string, fileName: string, thread: string | null = null): ParsedSession {
  return runSteps(readSessionSteps(text, fileName, thread));
}

/**
 * {@link readSession} in steps: a JSON Lines log pauses every few hundred lines, and a long log
 * that is one JSON value every few tens of thousands of characters (`parseJsonSteps`), with how
 * far it is in `progress`.
 */
export function* readSessionSteps(
  text: string,
  fileName: string,
  thread: string | null = null,
  progress?: ReadProgress,
): Steps<ParsedSession> {
  const value = yield* wholeValueSteps(text, progress);
  if (value !== undefined && progress) progress.read = text.length;
  const notSession = () =>
    new InputError(`${fileName}: not a session log this page reads (it reads ${formatList()})`, {
      source: fileName,
    });
  if (isGemini(value)) return parseGemini(value);
  if (isRequestBody(value)) return parseRequestBodies([{ body: value, source: fileName }]);
  if (Array.isArray(value) && isRequestBody(value[0]))
    return parseRequestBodies(value.map((body, i) => ({ body, source: `${fileName}, body ${i + 1}` })));
  if (value !== undefined && !isJsonObject(value)) throw notSession();
  const cut: { line?: number } = {};
  const lines = yield* readLogLinesSteps(text, fileName, progress, cut);
  const format = lineFormat(lines);
  // A live log's last line may be cut off mid-write: the rest is read, and the warning says so.
  const withCut = (parsed: ParsedSession): ParsedSession => {
    if (cut.line !== undefined) parsed.warnings.push(cutLineWords(cut.line));
    return parsed;
  };
  if (format === 'codex') return withCut(parseCodex(lines));
  if (format === 'claude-code') return withCut(parseClaudeCode(lines, thread));
  if (lines.length > 0 && isRequestBody(lines[0]!.value))
    return parseRequestBodies(lines.map(({ line, value: body }) => ({ body, source: `${fileName}, line ${line}` })));
  throw notSession();
}
