import { useId, useMemo, useState } from 'react';
import type { SessionBill } from '../../core/bill/bill.ts';
import { settingText } from '../../core/bill/settings.ts';
import { bestWhatIf, whatIfLine, whatIfTable } from '../../core/bill/what-if-words.ts';
import type { WhatIf, WhatIfId } from '../../core/bill/what-ifs.ts';
import { CopySetting } from '../export/CopySetting.tsx';
import { SessionTable } from './SessionTable.tsx';

/**
 * The settings a team can switch on, each billed on the log's own timeline against the bill as
 * logged (core's `whatIfTable`), one chosen (the cheapest first) with its sentence and the exact
 * setting to paste. Nothing where none applies (no usage, or a vendor without such settings).
 */
export function SessionWhatIfs({ bill, whatIfs }: { bill: SessionBill; whatIfs: readonly WhatIf[] }) {
  const [asked, setAsked] = useState<WhatIfId | null>(null);
  const name = useId();
  const table = useMemo(() => whatIfTable(bill, whatIfs), [bill, whatIfs]);
  const best = useMemo(() => bestWhatIf(bill, whatIfs), [bill, whatIfs]);
  if (!best) return null;
  const chosen = whatIfs.find((w) => w.id === asked) ?? best;
  return (
    <>
      <section className="panel" aria-labelledby="session-what-ifs-title" data-testid="session-what-ifs">
        <h2 id="session-what-ifs-title">What-ifs a team can switch on</h2>
        <fieldset className="what-if-choice">
          <legend>The setting to price and copy (at its API&apos;s defaults)</legend>
          {whatIfs.map((w) => (
            <span key={w.id}>
              <input
                type="radio"
                name={name}
                id={`${name}-${w.id}`}
                checked={w.id === chosen.id}
                onChange={() => setAsked(w.id)}
              />{' '}
              <label htmlFor={`${name}-${w.id}`}>{w.label}</label>
            </span>
          ))}
        </fieldset>
        <p data-testid="session-what-if-line">{whatIfLine(bill, [chosen])}</p>
        <CopySetting text={settingText(chosen.id)} what={chosen.name} testId="session-what-if-setting" />
      </section>
      <SessionTable table={table} testId="session-what-if-table" />
    </>
  );
}
