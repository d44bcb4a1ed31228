import { useMemo } from 'react';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { computeGrowth, inputsSetElsewhere } from '../../core/conversation/growth.ts';
import { pricesOrNull } from '../../core/money/choice.ts';
import { useResolvedModel } from '../shared/use-resolved-model.ts';
import { useApp } from '../shared/store-context.tsx';
import { GrowthCharts } from './GrowthCharts.tsx';
import { GrowthInputs } from './GrowthInputs.tsx';
import { GrowthSummary } from './GrowthSummary.tsx';
import { ProfilePanel } from './ProfilePanel.tsx';
import { WindowBreakdown } from './WindowBreakdown.tsx';
import './growth.css';

/** Conversation growth: the window step by step, with and without compaction. */
export function GrowthView({ ladder }: { ladder: Ladder }) {
  const sim = useApp((s) => s.sim);
  const counts = useApp((s) => s.sessionCounts);
  const profile = useApp((s) => s.profile);
  const pricing = useApp((s) => s.pricing);
  const { price, unpriced } = useResolvedModel();
  const noPrice = unpriced?.words;
  const profiled =
    profile.status === 'ready' && profile.result
      ? { name: profile.name, conversation: profile.result.conversation }
      : undefined;
  const growth = useMemo(
    () => computeGrowth(sim, ladder, counts, profiled, pricesOrNull(price), pricing.model),
    [sim, ladder, counts, profiled?.conversation, price, pricing.model],
  );
  const setElsewhere = useMemo(() => inputsSetElsewhere(sim, ladder, profiled), [sim, ladder, profiled?.conversation]);
  return (
    <div>
      <GrowthInputs ladder={ladder} setElsewhere={setElsewhere} />
      <ProfilePanel />
      {!growth.ready ? (
        <p className="placeholder">{growth.reason}</p>
      ) : (
        <>
          {growth.warnings.length > 0 && (
            <div className="warning-box" role="status">
              {growth.warnings.map((w) => (
                <p key={w}>{w}</p>
              ))}
            </div>
          )}
          <GrowthSummary
            series={growth.series}
            limit={growth.limit.tokens}
            currency={price?.currency}
            {...(noPrice !== undefined && { noPrice })}
          />
          <GrowthCharts series={growth.series} limit={growth.limit.tokens} encoding={ladder.encoding} />
          <WindowBreakdown series={growth.series} encoding={ladder.encoding} />
        </>
      )}
    </div>
  );
}
