import { useState } from 'react';
import { settingText } from '../../core/bill/settings.ts';
import type { WhatIfId } from '../../core/bill/what-ifs.ts';
import type { HistoryReport } from '../../core/history/history-model.ts';
import { bestHistoryWhatIf } from '../../core/history/what-if-words.ts';
import { formatCount } from '../../core/format/numbers.ts';
import { historyWhatIfTable } from '../../core/report/tables/history-what-ifs.ts';
import { CopySetting } from '../export/CopySetting.tsx';
import { HistoryTable } from './HistoryTable.tsx';

/**
 * The settings a team can switch on, over the history, as core built them for `history --tables`: folded
 * like the bill's tables, with the chosen setting (the cheapest until another is picked) to copy and paste.
 */
export function HistoryWhatIfs({ report }: { report: HistoryReport }) {
  const { list, params } = report.whatIfs;
  const cheapest = bestHistoryWhatIf(report, list);
  const [chosen, setChosen] = useState<WhatIfId | null>(null);
  if (!cheapest) return null;
  const id = list.some((w) => w.id === chosen) ? chosen! : cheapest.id;
  const setting = settingText(id, params);
  const table = historyWhatIfTable(report);
  return (
    <details className="history-more history-what-ifs" data-testid="history-what-ifs">
      <summary>
        {table.title}: {formatCount(list.length, 'setting')}, each with its fragment to paste
      </summary>
      <div className="history-setting-copy">
        <label>
          Setting{' '}
          <select value={id} onChange={(e) => setChosen(e.currentTarget.value as WhatIfId)}>
            {list.map((w) => (
              <option key={w.id} value={w.id}>
                {w.id === cheapest.id ? `${w.name} (the cheapest)` : w.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <CopySetting text={setting} what={list.find((w) => w.id === id)!.name} testId="history-setting" />
      <HistoryTable table={table} id="what-ifs" />
    </details>
  );
}
