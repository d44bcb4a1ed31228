/**
 * `--what-if "ID name=value …"`: a what-if by its setting's own name, its parameters by the API's own
 * names (`trigger`, `keep`, `clear_at_least`, `exclude_tools`, `clear_tool_inputs`, `compact_threshold`;
 * `summary_tokens` is this tool's). Shared by `session` and `history`.
 */
import type { WhatIfId, WhatIfParams } from '../../core/bill/what-ifs.ts';
import { DEFAULT_WHAT_IF_PARAMS } from '../../core/bill/what-ifs.ts';
import { UsageError } from './usage-error.ts';

/** The ids `--what-if` takes. */
export const WHAT_IF_IDS: readonly WhatIfId[] = [
  'ttl-1h',
  'ttl-5m',
  'clear_tool_uses_20250919',
  'compact_20260112',
  'compaction',
  'auto-compact-off',
];

/** The lines `--help` gives the option. */
export const WHAT_IF_HELP = `  --what-if "ID k=v …"    the setting a team can switch on to price on the log's own timeline, by its own
                         name: ttl-1h, ttl-5m (the cache lifetime); clear_tool_uses_20250919 (trigger,
                         keep, clear_at_least, exclude_tools=a,b, clear_tool_inputs; defaults 100000, 3);
                         compact_20260112 (trigger ≥ 50000, default 150000; summary_tokens); compaction
                         (OpenAI: compact_threshold, default 200000, no server default; summary_tokens);
                         auto-compact-off (Claude Code's DISABLE_AUTO_COMPACT=1, for a log that compacted).
                         Without it, every what-if that applies at its defaults, the cheapest named
  --print-setting        print only the fragment to paste for --what-if (else the cheapest what-if):
                         the request's JSON with its beta header, the cache_control block or the variable
`;

/** A what-if as asked: its id and every what-if's parameters, the asked ones changed. */
export interface ChosenWhatIf {
  id: WhatIfId;
  params: WhatIfParams;
}

const whole = (name: string, text: string) => {
  if (!/^\d+$/.test(text))
    throw new UsageError(`--what-if: ${name} must be a whole number, found ${JSON.stringify(text)}`);
  return Number(text);
};

const ALLOWED: Record<WhatIfId, readonly string[]> = {
  'ttl-1h': [],
  'ttl-5m': [],
  clear_tool_uses_20250919: ['trigger', 'keep', 'clear_at_least', 'exclude_tools', 'clear_tool_inputs'],
  compact_20260112: ['trigger', 'summary_tokens'],
  compaction: ['compact_threshold', 'summary_tokens'],
  'auto-compact-off': [],
};

/**
 * `text` as a what-if and its parameters.
 * @throws UsageError for an unknown id or parameter, a bad number, or a compaction trigger under 50,000.
 */
export function parseWhatIf(text: string): ChosenWhatIf {
  const [id = '', ...pairs] = text.trim().split(/\s+/);
  if (!(WHAT_IF_IDS as readonly string[]).includes(id))
    throw new UsageError(`--what-if must be one of ${WHAT_IF_IDS.join(', ')}, found ${JSON.stringify(id)}`);
  const what = id as WhatIfId;
  const d = DEFAULT_WHAT_IF_PARAMS;
  const params: WhatIfParams = {
    clearToolUses: { ...d.clearToolUses },
    compact: { ...d.compact },
    compaction: { ...d.compaction },
  };
  for (const pair of pairs) {
    const [name = '', value = 'true'] = pair.split('=');
    if (!ALLOWED[what].includes(name))
      throw new UsageError(
        `--what-if ${what}: unknown parameter ${JSON.stringify(name)}${ALLOWED[what].length ? ` (it takes ${ALLOWED[what].join(', ')})` : ' (it takes none)'}`,
      );
    if (what === 'clear_tool_uses_20250919') {
      const c = params.clearToolUses;
      if (name === 'trigger') c.trigger = whole(name, value);
      else if (name === 'keep') c.keep = whole(name, value);
      else if (name === 'clear_at_least') c.clearAtLeast = whole(name, value);
      else if (name === 'exclude_tools') c.excludeTools = value.split(',').filter(Boolean);
      else c.clearToolInputs = value !== 'false';
    } else if (what === 'compact_20260112') {
      if (name === 'trigger') params.compact.trigger = whole(name, value);
      else params.compact.summaryTokens = whole(name, value);
    } else if (name === 'compact_threshold') params.compaction.compactThreshold = whole(name, value);
    else params.compaction.summaryTokens = whole(name, value);
  }
  if (params.compact.trigger < 50_000)
    throw new UsageError(
      `--what-if compact_20260112: trigger must be at least 50000 (the API's minimum), found ${params.compact.trigger}`,
    );
  return { id: what, params };
}
