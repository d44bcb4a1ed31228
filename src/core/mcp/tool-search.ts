/**
 * What Claude Code's `ENABLE_TOOL_SEARCH` does with a server's MCP tools (provider-facts, "Claude
 * Code"): unset defers them all; `auto` loads them up front when their definitions fit within 10 %
 * of the context window (`auto:N`, N %); `false` loads them up front.
 */
import type { DeferredReport } from './deferred.ts';
import { formatTokens } from '../format/numbers.ts';

/** The share of the window `auto` allows the definitions, in per cent. */
export const AUTO_PERCENT = 10;

/** One setting and what it does with these tools. */
export interface ToolSearchSetting {
  /** As written in the environment: `(unset)`, `auto`, `false`. */
  setting: string;
  loads: 'up front' | 'deferred';
  /** What the tools cost the first request, before any is used: every definition, or names and the search tool. */
  firstRequest: number;
  /** Why, in words. */
  why: string;
}

/** The settings for a server whose definitions cost `report.upfront` up front, in a window of `window` tokens. */
export function toolSearchSettings(
  report: Pick<DeferredReport, 'upfront' | 'base'>,
  window: number | undefined,
): ToolSearchSetting[] {
  const upfront = { loads: 'up front' as const, firstRequest: report.upfront };
  const deferred = { loads: 'deferred' as const, firstRequest: report.base };
  const threshold = window === undefined ? undefined : Math.floor((window * AUTO_PERCENT) / 100);
  const auto =
    threshold === undefined
      ? { ...deferred, why: `needs the model's context window to decide; none is known, so this assumes deferred` }
      : report.upfront <= threshold
        ? { ...upfront, why: `the definitions fit within ${AUTO_PERCENT} % of the window (${formatTokens(threshold)})` }
        : { ...deferred, why: `the definitions pass ${AUTO_PERCENT} % of the window (${formatTokens(threshold)})` };
  return [
    { setting: '(unset)', ...deferred, why: 'Claude Code defers every MCP tool by default' },
    { setting: 'auto', ...auto },
    { setting: 'false', ...upfront, why: 'every definition in every request' },
  ];
}
