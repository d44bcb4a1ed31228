/**
 * The checks a pull request's build runs on a server's tool definitions: a budget in tokens, and a
 * most allowed growth over a baseline (tokens, or a percentage of the baseline's tools list).
 * Each check says its figures and, when it fails, the tools and parts that grew.
 */
import { formatInt, formatOneDecimal, formatSigned, formatTokens } from '../../format/numbers.ts';
import { sentPhrase } from '../../report/tables/mcp-anatomy.ts';
import type { AnatomyDiff } from './diff.ts';

/** The most allowed growth: `5%` of the baseline's tools list, or `200` tokens. */
export type MaxIncrease = { unit: 'percent'; value: number } | { unit: 'tokens'; value: number };

/** One check's verdict, in one line. */
export interface CheckResult {
  check: 'budget' | 'max-increase';
  passed: boolean;
  line: string;
}

/** `search_orders +42 (description +30, properties.status.enum +12); refund_order added +40`: what grew. */
export function grewText(diff: AnatomyDiff): string {
  const grown = diff.tools.filter((t) => t.change > 0 || t.kind === 'added');
  if (grown.length === 0) return 'no tool grew';
  return grown
    .map((t) => {
      const head = `${t.name} ${t.kind === 'added' ? 'added, ' : ''}${formatSigned(t.change)}`;
      if (t.kind === 'added') return head;
      const parts = t.parts.filter((p) => p.change > 0).map((p) => `${p.part} ${formatSigned(p.change)}`);
      return parts.length > 0 ? `${head} (${parts.join(', ')})` : head;
    })
    .join('; ');
}

/** The tools list (`total` tokens) against `budget` tokens; `diff`, when given, names what grew. */
export function checkBudget(
  total: number,
  budget: number,
  diff: AnatomyDiff | null,
  host: AnatomyDiff['host'],
): CheckResult {
  const head = `the tools list costs ${formatTokens(total)} ${sentPhrase(host)}`;
  if (total <= budget)
    return {
      check: 'budget',
      passed: true,
      line: `${head}, within the budget of ${formatInt(budget)} (${formatTokens(budget - total)} to spare)`,
    };
  const grew = diff ? `; grew: ${grewText(diff)}` : '';
  return {
    check: 'budget',
    passed: false,
    line: `${head}, over the budget of ${formatInt(budget)} by ${formatTokens(total - budget)}${grew}`,
  };
}

/** `diff` (the baseline `source` against now) held to `max`. */
export function checkIncrease(diff: AnatomyDiff, max: MaxIncrease, source: string): CheckResult {
  const percent = diff.before === 0 ? (diff.change > 0 ? Infinity : 0) : (diff.change / diff.before) * 100;
  const limit = max.unit === 'percent' ? `${formatOneDecimal(max.value)} %` : formatTokens(max.value);
  const passed = max.unit === 'percent' ? percent <= max.value : diff.change <= max.value;
  const share = Number.isFinite(percent)
    ? `${formatOneDecimal(percent)} % of the baseline's ${formatTokens(diff.before)}`
    : 'the baseline lists no tool';
  const head = `the tools list changed by ${formatSigned(diff.change)} tokens against ${source} (${share})`;
  return {
    check: 'max-increase',
    passed,
    line: passed
      ? `${head}, within the most allowed increase of ${limit}`
      : `${head}, past the most allowed increase of ${limit}; grew: ${grewText(diff)}`,
  };
}
