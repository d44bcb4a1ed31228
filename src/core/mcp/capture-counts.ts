/** What the page's worker counts of an opened capture: the report's figures and each call's records as data. */
import type { McpCapture } from './capture.ts';
import type { ResultRecords } from './result-data.ts';
import { resultRecords } from './result-data.ts';
import type { McpCounts } from './report.ts';
import { mcpReport } from './report.ts';
import type { HostSpec } from './host-texts.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';

/** What the page's worker answers for a capture: its report's figures and each call's records as data. */
export interface CaptureCounts {
  report: McpCounts;
  /** Per call, in order: how many records its result holds for the ladder, or why none; null for a failed call. */
  records: (ResultRecords | null)[];
}

/** {@link mcpReport} without the capture (the page has it), with each call's {@link resultRecords}. */
export function captureCounts(capture: McpCapture, host: HostSpec, counter: TokenCounter): CaptureCounts {
  const { capture: _capture, ...report } = mcpReport(capture, host, counter);
  return { report, records: capture.calls.map((c) => (c.result ? resultRecords(c.name, c.result) : null)) };
}
