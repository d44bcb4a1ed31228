/**
 * The text "Copy error report" puts on the clipboard after a part of the page failed to draw:
 * what failed and where, and the settings to reproduce it — never the user's data or texts.
 */

/** What an error boundary knows of a failure. */
export interface FailureReport {
  /** Where it happened, as the page names it: `the Sessions view`, `the verdict`. */
  where: string;
  error: unknown;
  /** React's component stack (`at WindowAtStep …` lines), when it gave one. */
  componentStack?: string | null;
  /**
   * The page's settings as its link's query, without the user's data: no loaded data's field
   * names, no session texts (`settingsToQuery`); null when they could not be read.
   */
  settings: string | null;
  /** The page's address without its query (`https://example.org/cce/`). */
  address: string;
  /** When, as an ISO 8601 time. */
  time: string;
}

/** `RangeError: no step 0: the session has 0 steps`; a thrown non-Error as its text. */
export function errorSummary(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `thrown value: ${typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error))}`;
}

/** The lines of a stack without blank ones, each indented by two spaces; `(none)` when there is none. */
function indented(stack: string | null | undefined): string {
  const lines = (stack ?? '').split('\n').filter((l) => l.trim() !== '');
  return lines.length === 0 ? '  (none)' : lines.map((l) => `  ${l.trim()}`).join('\n');
}

/**
 * The report as plain text, one fact a line (title, where, error, time, settings link without the
 * user's data, stack, component stack). The stack's first line repeats the message on purpose:
 * some browsers' stacks do not.
 */
export function errorReportText(report: FailureReport): string {
  const stack = report.error instanceof Error ? report.error.stack : undefined;
  const settings = report.settings === null ? '(could not be read)' : `${report.address}?${report.settings}`;
  return [
    'Context Cost Explorer: a part of the page failed to draw',
    `Where: ${report.where}`,
    `Error: ${errorSummary(report.error)}`,
    `Time: ${report.time}`,
    `Settings (the page's link, without your data): ${settings}`,
    'Stack:',
    indented(stack),
    'Component stack:',
    indented(report.componentStack),
  ].join('\n');
}
