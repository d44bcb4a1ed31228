import { selectResultCounts } from '../../state/result.ts';
import { useMemo, useRef } from 'react';
import { currentVerdict } from '../../core/verdict/verdict.ts';
import { verdictInputsOf } from '../../state/verdict-inputs.ts';
import type { Verdict } from '../../core/verdict/verdict.ts';
import { baselineOf } from '../../state/baseline.ts';
import { useApp } from '../shared/store-context.tsx';
import { useResolvedModel } from '../shared/use-resolved-model.ts';

/**
 * The verdict of the current settings (core's `currentVerdict`), recomputed only when one of its
 * inputs changes: the one the card shows and the Break-even view names the move of.
 */
export function useVerdict(): Verdict {
  const result = useApp(selectResultCounts);
  const detailRows = useApp((s) => s.detailRows);
  const session = useApp((s) => s.session);
  const sessionCounts = useApp((s) => s.sessionCounts);
  const baseline = useApp(baselineOf);
  const transport = useApp((s) => s.transport);
  const steps = useApp((s) => s.sim.steps);
  const availableFields = useApp((s) => s.availableFields);
  const model = useResolvedModel();
  return useMemo(
    () =>
      currentVerdict(
        verdictInputsOf(
          { result, detailRows, session, sessionCounts, transport, sim: { steps }, availableFields },
          baseline,
          model,
        ),
      ),
    [result, detailRows, session, sessionCounts, baseline, model, transport, steps, availableFields],
  );
}

/**
 * The verdict the card shows: while new data is counted, the previous data's last verdict (marked
 * so), never the previous ladder read with the new data's fields; else {@link useVerdict}'s.
 */
export function useShownVerdict(): { verdict: Verdict; previousData: boolean } {
  const current = useVerdict();
  const status = useApp((s) => s.result.status);
  const source = useApp((s) => (s.source.kind === 'files' ? s.source.sourceId : -1));
  const last = useRef<{ verdict: Verdict; source: number } | undefined>(undefined);
  if (status === 'ready' && current.ready) last.current = { verdict: current, source };
  const counting = status === 'counting' || status === 'loading-encoding';
  if (counting && last.current && last.current.source !== source)
    return { verdict: last.current.verdict, previousData: true };
  return { verdict: current, previousData: false };
}
