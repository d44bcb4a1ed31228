/** What the page's worker counts of an opened capture: the report's figures, its tools part by part, each call's records as data. */
import type { McpCapture } from './capture.ts';
import type { ResultRecords } from './result-data.ts';
import { resultRecords } from './result-data.ts';
import type { McpCounts } from './report.ts';
import { mcpReport } from './report.ts';
import type { HostSpec } from './host-texts.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';
import type { McpAnatomy } from './anatomy/anatomy.ts';
import { mcpAnatomy } from './anatomy/anatomy.ts';

/** What the page's worker answers for a capture: its report's figures and each call's records as data. */
export interface CaptureCounts {
  report: McpCounts;
  /** The tools' definitions part by part as the chosen host sends them (`cce mcp --anatomy`'s figures). */
  anatomy: McpAnatomy;
  /** Per call, in order: how many records its result holds for the ladder, or why none; null for a failed call. */
  records: (ResultRecords | null)[];
}

/** {@link mcpReport} without the capture (the page has it), the {@link mcpAnatomy}, and each call's {@link resultRecords}. */
export function captureCounts(capture: McpCapture, host: HostSpec, counter: TokenCounter): CaptureCounts {
  const { capture: _capture, ...report } = mcpReport(capture, host, counter);
  return {
    report,
    anatomy: mcpAnatomy(capture, host.id, counter),
    records: capture.calls.map((c) => (c.result ? resultRecords(c.name, c.result) : null)),
  };
}
