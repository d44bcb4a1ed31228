/** `cce session --json`: one log's (or two runs') figures as JSON, from the same runs the text prints. */
import { summarize } from '../../core/conversation/summary.ts';
import type { SessionBill } from '../../core/bill/bill.ts';
import { billJson } from '../../core/bill/json.ts';
import type { HostSpec } from '../../core/hosts/types.ts';
import type { Calibration } from '../../core/sessions/calibration.ts';
import type { BeforeAfter } from '../../core/sessions/compare.ts';
import type { ForwardingCall } from '../../core/sessions/forwarding.ts';
import type { ParsedSession } from '../../core/sessions/model.ts';
import type { SessionProfile } from '../../core/sessions/profile.ts';
import type { ReplayStep } from '../../core/sessions/replay.ts';
import type { SessionArgs } from './args.ts';
import type { RunWhatIfs } from './what-ifs.ts';
import { whatIfsJson } from './what-ifs.ts';

/** What one log's run holds for its JSON. */
export interface SessionRunFigures {
  session: ParsedSession;
  profile: SessionProfile;
  none: ReplayStep[];
  replay: { name: string; steps: ReplayStep[]; table: BeforeAfter; run: BeforeAfter } | null;
  forwarding: ForwardingCall[];
  bill: SessionBill;
  whatIfs: RunWhatIfs;
}

/** `--json`'s per-result counts, framing and calibration: the recovered counts as core gives them. */
function calibrationJson(cal: Calibration) {
  return {
    results: cal.results.map((r) => ({
      step: r.step,
      tool: r.tool,
      kind: r.kind,
      counted: r.counted,
      provider: r.provider,
    })),
    framing: { tokens: cal.framing.tokens, method: cal.framing.method, n: cal.framing.n, how: cal.framing.words },
    calibration: cal.overall && { ...cal.overall, summed: cal.summed, byKind: cal.byKind },
    ...(cal.problem !== null && { calibrationProblem: cal.problem }),
  };
}

/** `--json`'s `forwarding`: each logged MCP call's tokens, server's and the model's, against `host`'s prediction. */
function forwardingJson(calls: readonly ForwardingCall[], host: HostSpec) {
  return calls.map((c) => ({
    step: c.step,
    tool: c.tool,
    server: c.server,
    model: c.model,
    predicted: c.predicted[host.id].tokens,
    host: host.id,
    matches: c.predicted[host.id].matches,
    failed: c.failed,
  }));
}

const summaryJson = (t: BeforeAfter['before']) => ({ steps: t.steps, total: t.total, mean: t.mean, median: t.median });

/** One run's JSON, or with two runs `{runs, compare}`; shapes: docs/cli.md, "session". */
export function sessionJson(
  runs: readonly SessionRunFigures[],
  args: Pick<SessionArgs, 'host' | 'strategyName' | 'firstSteps' | 'pricing'>,
  names: readonly string[],
  compared: BeforeAfter | null,
) {
  const { firstSteps } = args;
  // The replay's money: --model's currency, null for typed prices (their own units), else the log's model's.
  const currencyOf = (bill: SessionRunFigures['bill']) =>
    args.pricing ? (args.pricing.currency ?? null) : bill.currency;
  const json = runs.map(({ session, profile, none, replay, forwarding, bill, whatIfs }) => ({
    format: session.format,
    model: session.model ?? null,
    // What the log's usage records, priced at each request's model's list price (core/bill).
    bill: billJson(bill),
    whatIfs: whatIfsJson(bill, whatIfs),
    // The encoding counted with, and whether it is the log's model's own tokenizer.
    encoding: profile.encoding,
    exact: !profile.estimate,
    steps: profile.steps.map((s) => ({
      step: s.step,
      counted: s.counted,
      recorded: s.recorded,
      reasoning: s.reasoning,
      parts: s.parts,
    })),
    ...calibrationJson(profile.calibration),
    compactions: session.compactions.map((i) => i + 1),
    thread: session.thread?.id ?? null,
    forwarding: forwardingJson(forwarding, args.host),
    table: summaryJson(summarize(none.slice(0, firstSteps ?? none.length))),
    replay: replay && {
      strategy: args.strategyName,
      steps: replay.steps.map((s) => ({ step: s.step, total: s.total, cachedPrefix: s.cachedPrefix })),
      table: summaryJson(replay.table.after),
      change: replay.table.change,
      currency: currencyOf(bill),
      cost: replay.table.cost,
      run: {
        before: summaryJson(replay.run.before),
        after: summaryJson(replay.run.after),
        change: replay.run.change,
        cost: replay.run.cost,
      },
    },
  }));
  return compared
    ? {
        runs: json,
        compare: {
          steps: compared.steps,
          before: { file: names[0], table: summaryJson(compared.before) },
          after: { file: names[1], table: summaryJson(compared.after) },
          change: compared.change,
          currency: runs[0] ? currencyOf(runs[0].bill) : null,
          cost: compared.cost,
        },
      }
    : json[0];
}
