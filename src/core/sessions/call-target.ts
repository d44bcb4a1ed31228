/**
 * What a tool call was aimed at, from its input as the log holds it: the file a Read/Edit/Write
 * opened, the command a Bash or Codex shell call ran, the URL a WebFetch fetched, the pattern a
 * Grep searched, the files an `apply_patch` changed. Named in the "biggest blocks" table so a
 * reader sees which result it was, not only which tool.
 */

/** Longest target shown, in characters; longer ones end with `…`. */
export const TARGET_MAX = 60;

/**
 * Input keys that name a call's target, in the order they are tried: Claude Code's Read, Edit,
 * Write (`file_path`), NotebookEdit (`notebook_path`), Bash and Codex `shell` (`command`), Codex
 * `exec_command` (`cmd`), WebFetch (`url`), Grep and Glob (`pattern` before their `path`), search
 * tools (`query`).
 */
const TARGET_KEYS = ['file_path', 'notebook_path', 'command', 'cmd', 'url', 'pattern', 'path', 'query'] as const;

/** `text` on one line: its first line, cut at {@link TARGET_MAX} characters with `…`. */
export function shortTarget(text: string): string {
  const lines = text.trim().split('\n');
  const first = lines[0]!.trim();
  const cut = first.length > TARGET_MAX ? first.slice(0, TARGET_MAX - 1).trimEnd() : first;
  return cut === text.trim() ? cut : `${cut}…`;
}

/** A shell command given as an argv list: `["bash", "-lc", "npm test"]` is `npm test`. */
function commandOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return null;
  const argv = value as string[];
  const shell = argv.length >= 3 && /(^|\/)(ba|z|)sh$/.test(argv[0]!) && /^-\w*c$/.test(argv[1]!);
  return shell ? argv.slice(2).join(' ') : argv.join(' ');
}

/** The files a freeform `apply_patch` input changes (`*** Update File: src/a.ts`), or null. */
function patchFiles(input: string): string | null {
  const files = [...input.matchAll(/^\*\*\* (?:Add|Update|Delete) File: (.+)$/gm)].map((m) => m[1]!.trim());
  return files.length > 0 ? files.join(', ') : null;
}

/**
 * The target of a call whose input is `input` (a JSON object as minified text, or a freeform
 * input such as a patch): the first of {@link TARGET_KEYS} it holds, else its first string
 * argument; a patch's files; else a freeform input's first line. Always {@link shortTarget}ed.
 * @returns null when the input names nothing (`{}`, an empty input, only numbers).
 */
export function callTarget(input: string): string | null {
  const files = patchFiles(input);
  if (files !== null) return shortTarget(files);
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    return input.trim() === '' ? null : shortTarget(input);
  }
  if (typeof parsed === 'string') return parsed.trim() === '' ? null : shortTarget(parsed);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const args = parsed as Record<string, unknown>;
  for (const key of TARGET_KEYS) {
    const value = key === 'command' || key === 'cmd' ? commandOf(args[key]) : args[key];
    if (typeof value === 'string' && value.trim() !== '') return shortTarget(value);
  }
  const first = Object.values(args).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return first === undefined ? null : shortTarget(first);
}
