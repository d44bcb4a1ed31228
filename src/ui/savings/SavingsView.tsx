import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useMemo } from 'react';
import { callsOver, currentOrdering, detailScale } from '../../core/analysis/current.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { formatInt, formatRows } from '../../core/format/numbers.ts';
import { useApp } from '../shared/store-context.tsx';
import { FieldCostChart } from './FieldCostChart.tsx';
import { OrderingPanel } from './OrderingPanel.tsx';
import { SavingsTable } from './SavingsTable.tsx';
import { ScalingChart } from './ScalingChart.tsx';
import './savings.css';

/**
 * Savings with their denominators, the ordering comparison, per-field costs and scaling curves:
 * per response over the command line, per call (request + result) over an MCP transport; the
 * per-field costs are of the payload and say so.
 */
export function SavingsView({ ladder }: { ladder: Ladder }) {
  const detailRows = useApp((s) => s.detailRows);
  const setDetailRows = useApp((s) => s.setDetailRows);
  const whole = useApp((s) => s.wholePoints);
  const transport = useApp((s) => s.transport);
  const scale = detailScale({ result: { ladder }, detailRows });
  const calls = callsOver({ result: { ladder }, transport });
  const paths = useMemo(
    () => currentOrdering({ result: { ladder }, detailRows, transport }),
    [ladder, detailRows, transport],
  );
  return (
    <div>
      <SavingsTable ladder={ladder} />
      <div className="detail-scale">
        <span id="detail-scale-label">Detail scale for the panels below:</span>
        <ToggleGroup.Root
          type="single"
          className="chips"
          value={scale ? String(scale.rows) : ''}
          onValueChange={(v) => v && setDetailRows(Number(v))}
          aria-labelledby="detail-scale-label"
        >
          {ladder.scales.map((s) => (
            <ToggleGroup.Item key={s.label} value={String(s.rows)} className="chip" aria-label={formatRows(s.rows)}>
              {formatInt(s.rows)}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      {paths && scale && <OrderingPanel paths={paths} rows={scale.rows} whole={whole} callsOver={calls} />}
      <FieldCostChart ladder={ladder} callsOver={calls} />
      <ScalingChart ladder={ladder} callsOver={calls} />
    </div>
  );
}
