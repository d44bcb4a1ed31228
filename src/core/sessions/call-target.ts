/**
 * What a tool call was aimed at (the file, command, URL, pattern or patched files), from its input as
 * logged, so the "biggest blocks" table says which result it was, not only which tool.
 */

/** Longest target shown, in characters; longer ones end with `…`. */
export const TARGET_MAX = 60;

/**
 * Input keys that name a call's target, in the order tried (Read/Edit/Write, NotebookEdit, Bash and
 * Codex shell, `exec_command`, WebFetch, Grep and Glob with `pattern` before `path`, search tools).
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
 * The target of a call whose input is `input` (minified JSON or freeform text): the first
 * {@link TARGET_KEYS} value, else the first string argument, a patch's files or the first line; shortened.
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
