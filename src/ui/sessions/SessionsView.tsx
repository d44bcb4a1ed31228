import { useMemo } from 'react';
import {
  REPLAY_COLUMNS,
  beforeAfterTable,
  biggestBlocksTable,
  sessionProfileTable,
  replayNote,
} from '../../core/report/tables/session.ts';
import { sessionCaptionParts } from '../../core/report/caption.ts';
import { calibrationTable, resultsTable } from '../../core/report/tables/calibration.ts';
import type { SessionCaption } from '../../core/report/caption.ts';
import { SESSION_FORMAT_NAMES } from '../../core/sessions/model.ts';
import { formatCount } from '../../core/format/numbers.ts';
import { AS_LOGGED } from '../../core/sessions/strategy.ts';
import type { SessionOpened } from '../../worker/protocol.ts';
import { HintList } from '../shared/Problems.tsx';
import { sessionPrice } from '../../core/money/choice.ts';
import { useApp } from '../shared/store-context.tsx';
import { CompareImport, ComparedRuns } from './CompareRuns.tsx';
import { CumulativeChart } from './charts/CumulativeChart.tsx';
import { ForwardingTable } from './ForwardingTable.tsx';
import { KeepSession } from './KeepSession.tsx';
import { ProfileChart } from './charts/ProfileChart.tsx';
import { ReplayChart } from './charts/ReplayChart.tsx';
import { ReplayControls } from './ReplayControls.tsx';
import { RunSummary } from './RunSummary.tsx';
import { SessionBillPart } from './SessionBillPart.tsx';
import { ErrorBoundary } from '../shared/ErrorBoundary.tsx';
import { SessionImport } from './SessionImport.tsx';
import { SessionTable } from './SessionTable.tsx';
import { TableFold } from '../shared/TableFold.tsx';
import { WindowAtStep } from './WindowAtStep.tsx';
import { WindowLimitField, useLimitLine } from './WindowLimitField.tsx';
import './sessions.css';
import { sessionEncoding } from '../../state/sessions/wanted.ts';

/**
 * Sessions: import a real agent log; then, answer first, its summary, the bill as logged with its
 * cache misses, the strategy choice, the replayed curves, the profile, long tables folded, and a
 * second run to compare.
 */
export function SessionsView() {
  const opened = useApp((s) => s.sessions.opened);
  const status = useApp((s) => s.sessions.status);
  return (
    <div>
      <SessionImport />
      {opened && opened.profile.steps.length > 0 && (
        <div className={status === 'reading' ? 'stale' : undefined} aria-busy={status === 'reading'}>
          <SessionSummary opened={opened} />
          {/* A bill that fails to draw says so and leaves the replay and the profile. */}
          <ErrorBoundary where="the session's bill and what-ifs">
            <SessionBillPart
              bill={opened.bill}
              whatIfs={opened.whatIfs}
              exportCaption={(made) => sessionCaptionParts(captionOf(opened), made)}
            />
          </ErrorBoundary>
          <SessionReplayPart />
          <SessionProfilePart opened={opened} />
          <CompareImport />
          <ComparedRuns />
        </div>
      )}
    </div>
  );
}

/** The opened log as a chart's caption names it. */
function captionOf(opened: SessionOpened): SessionCaption {
  const { profile } = opened;
  return { name: opened.name, format: profile.format, steps: profile.steps.length, encoding: profile.encoding };
}

/** What the log holds in a few sentences, its window limit, keeping it in this browser, and closing it. */
function SessionSummary({ opened }: { opened: SessionOpened }) {
  const close = useApp((s) => s.closeSession);
  return (
    <section className="panel" aria-labelledby="session-summary-title">
      <h2 id="session-summary-title">
        {opened.name}: {SESSION_FORMAT_NAMES[opened.profile.format]}
      </h2>
      <RunSummary opened={opened} />
      <WindowLimitField model={opened.profile.model} logged={opened.profile.loggedWindow} />
      <KeepSession />
      <button type="button" className="link-button" onClick={close}>
        Close this session
      </button>
      <HintList items={opened.warnings} />
    </section>
  );
}

/** The stacked profile (beside run B's when one is open), the window at a step, and the long tables folded. */
function SessionProfilePart({ opened }: { opened: SessionOpened }) {
  const { profile } = opened;
  const table = useMemo(() => sessionProfileTable(profile), [profile]);
  const calibration = useMemo(
    () => ({
      results: resultsTable(profile.calibration, profile.model),
      ratio: calibrationTable(profile.calibration, profile.model),
    }),
    [profile],
  );
  const b = useApp((s) => s.sessions.compare.opened);
  const limitA = useLimitLine(profile.model, profile.loggedWindow);
  const limitB = useLimitLine(b?.profile.model, b?.profile.loggedWindow);
  const steps = profile.steps.length;
  const results = profile.calibration.results.length;
  return (
    <>
      {b ? (
        <div className="session-pair" data-testid="session-profiles-side-by-side">
          <ProfileChart
            profile={profile}
            limit={limitA}
            run={{ id: 'a', name: opened.name }}
            exportCaption={(made) => sessionCaptionParts(captionOf(opened), made)}
          />
          <ProfileChart
            profile={b.profile}
            limit={limitB}
            run={{ id: 'b', name: b.name }}
            exportCaption={(made) => sessionCaptionParts(captionOf(b), made)}
          />
        </div>
      ) : (
        <ProfileChart
          profile={profile}
          limit={limitA}
          exportCaption={(made) => sessionCaptionParts(captionOf(opened), made)}
        />
      )}
      <WindowAtStep key={opened.name} profile={profile} />
      <TableFold
        summary={`Show all ${formatCount(steps, 'step')}: the window per step, by part`}
        testId="session-profile-fold"
      >
        <SessionTable table={table} testId="session-profile-table" />
      </TableFold>
      <TableFold
        summary={`Show all ${formatCount(results, 'tool result')} against the model's own count, and the calibration`}
        testId="session-results-fold"
      >
        <SessionTable table={calibration.ratio} testId="session-calibration" />
        <SessionTable table={calibration.results} testId="session-results" />
      </TableFold>
      <ForwardingTable opened={opened} />
    </>
  );
}

/** The strategy controls, the as-logged and replayed curves and tables, and the biggest blocks. */
function SessionReplayPart() {
  const opened = useApp((s) => s.sessions.opened);
  const replay = useApp((s) => s.sessions.replay);
  // The encoding the log was counted in: its model's unless the user overrode it.
  const encoding = useApp(sessionEncoding);
  const currency = useApp((s) => sessionPrice(s.pricing, s.sessions.opened?.profile.model).price?.currency);
  const result = replay.result;
  const tools = useMemo(() => result?.blocks.byTool.map((t) => t.tool) ?? [], [result]);
  const compactions = useMemo(() => opened?.compactions.map((k) => k + 1) ?? [], [opened]);
  const tables = useMemo(
    () =>
      result && {
        beforeAfter: beforeAfterTable(
          result.table,
          AS_LOGGED,
          result.name,
          replayNote(false, compactions),
          currency,
          REPLAY_COLUMNS,
        ),
        blocks: biggestBlocksTable(result.blocks),
      },
    [result, currency, compactions],
  );
  return (
    <>
      <ReplayControls tools={tools} />
      <div aria-live="polite">
        {replay.status === 'error' && (
          <p className="error-box" role="alert">
            {replay.error}
          </p>
        )}
      </div>
      {result && tables && (
        <div className={replay.status === 'counting' ? 'stale' : undefined} aria-busy={replay.status === 'counting'}>
          <ReplayChart
            replay={result}
            encoding={encoding}
            compactions={compactions}
            exportCaption={
              opened && ((made) => sessionCaptionParts({ ...captionOf(opened), strategy: result.name }, made))
            }
          />
          <CumulativeChart replay={result} encoding={encoding} compactions={compactions} />
          <SessionTable table={tables.beforeAfter} testId="session-before-after" />
          <SessionTable table={tables.blocks} testId="session-blocks" />
        </div>
      )}
    </>
  );
}
