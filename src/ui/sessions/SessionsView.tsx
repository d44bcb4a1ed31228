import { useMemo } from 'react';
import {
  beforeAfterTable,
  biggestBlocksTable,
  sessionProfileTable,
  replayNote,
} from '../../core/export/tables/session.ts';
import { formatInt } from '../../core/export/format.ts';
import { SESSION_FORMAT_NAMES } from '../../core/sessions/model.ts';
import type { SessionOpened } from '../../worker/protocol.ts';
import { HintList } from '../Problems.tsx';
import { chosenPrice } from '../../core/money/choice.ts';
import { useApp } from '../store-context.tsx';
import { ProfileChart } from './ProfileChart.tsx';
import { ReplayChart } from './ReplayChart.tsx';
import { ReplayControls } from './ReplayControls.tsx';
import { SessionImport } from './SessionImport.tsx';
import { SessionTable } from './SessionTable.tsx';
import { WindowAtStep } from './WindowAtStep.tsx';
import './sessions.css';

/** Sessions: import a real agent log, see its window step by step, and replay it with a strategy. */
export function SessionsView() {
  const opened = useApp((s) => s.sessions.opened);
  const status = useApp((s) => s.sessions.status);
  return (
    <div>
      <SessionImport />
      {opened && (
        <div className={status === 'reading' ? 'stale' : undefined} aria-busy={status === 'reading'}>
          <SessionProfilePart opened={opened} />
          <SessionReplayPart />
        </div>
      )}
    </div>
  );
}

/** What the log holds: a plain summary, the stacked chart and core's profile table. */
function SessionProfilePart({ opened }: { opened: SessionOpened }) {
  const { profile } = opened;
  const table = useMemo(() => sessionProfileTable(profile), [profile]);
  const model = profile.model ?? 'the model';
  const close = useApp((s) => s.closeSession);
  return (
    <>
      <section className="panel" aria-labelledby="session-summary-title">
        <h2 id="session-summary-title">
          {opened.name}: {SESSION_FORMAT_NAMES[profile.format]}
        </h2>
        <p data-testid="session-summary">
          {formatInt(profile.steps.length)} {profile.steps.length === 1 ? 'step' : 'steps'} (model requests)
          {opened.compactions.length > 0 &&
            `, ${formatInt(opened.compactions.length)} ${opened.compactions.length === 1 ? 'compaction' : 'compactions'}`}
          , counted with {profile.encoding}.
        </p>
        <p data-testid="session-estimate">
          {profile.estimate
            ? `Counts for models that are not OpenAI's are estimates: ${model} has its own tokenizer, and these are ${profile.encoding} counts.`
            : `Counts are exact: ${model} is an OpenAI model, whose tokenizer ${profile.encoding} is.`}{' '}
          {profile.recordedToCounted === null
            ? 'The log records no input size, so there is nothing to compare the counts with.'
            : `Over the steps the log records, it recorded ${profile.recordedToCounted.toFixed(3)} × what was counted (recorded ÷ counted): the rest is what the log does not show, such as the system prompt and tool definitions.`}
        </p>
        <button type="button" className="link-button" onClick={close}>
          Close this session
        </button>
        <HintList items={opened.warnings} />
      </section>
      <ProfileChart profile={profile} />
      <WindowAtStep key={opened.name} profile={profile} />
      <SessionTable table={table} testId="session-profile-table" />
    </>
  );
}

/** The strategy controls, the before/after curves and tables, and the biggest blocks. */
function SessionReplayPart() {
  const replay = useApp((s) => s.sessions.replay);
  const encoding = useApp((s) => s.encoding);
  const currency = useApp((s) => chosenPrice(s.pricing).currency);
  const result = replay.result;
  const tools = useMemo(() => result?.blocks.byTool.map((t) => t.tool) ?? [], [result]);
  const tables = useMemo(
    () =>
      result && {
        beforeAfter: beforeAfterTable(result.table, 'no compaction', result.name, replayNote(false), currency),
        blocks: biggestBlocksTable(result.blocks),
      },
    [result, currency],
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
          <SessionTable table={tables.beforeAfter} testId="session-before-after" />
          <ReplayChart replay={result} encoding={encoding} />
          <SessionTable table={tables.blocks} testId="session-blocks" />
        </div>
      )}
    </>
  );
}
