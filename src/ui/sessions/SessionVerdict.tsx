import { useMemo } from 'react';
import { SESSION_VERDICT_WAITING, sessionVerdictLines } from '../../core/report/view-verdict.ts';
import type { VerdictLine } from '../../core/report/view-verdict.ts';
import { noPriceWords, sessionPrice } from '../../core/money/choice.ts';
import type { PriceChoice } from '../../core/money/choice.ts';
import type { SessionsState } from '../../state/sessions/logs.ts';
import { AS_LOGGED } from '../../core/sessions/strategy.ts';
import { billLines } from '../../core/bill/words.ts';
import { whatIfLine } from '../../core/bill/what-if-words.ts';
import { billMoneyOf } from '../../core/bill/bill-money.ts';
import { usePhone } from '../shared/media-query.ts';
import { useApp } from '../shared/store-context.tsx';

/**
 * The verdict's lines for the sessions state: waiting words before a session is open; the bill as
 * logged (`billLines`), then core's `sessionVerdictLines` for the replay at the chosen prices.
 */
export function sessionVerdictOf(
  opened: SessionsState['opened'],
  result: SessionsState['replay']['result'],
  pricing: PriceChoice,
): VerdictLine[] {
  if (!opened) return [{ id: 'headline', text: SESSION_VERDICT_WAITING.none }];
  // The bill as logged comes first (its misses first when they cost much): it needs no replay.
  const whatIf = whatIfLine(opened.bill, opened.whatIfs);
  const bill = [...billLines(opened.bill), ...(whatIf === null ? [] : [{ id: 'what-if', text: whatIf }])];
  if (!result || result.sessionId !== opened.sessionId)
    return [...bill, { id: 'replaying', text: SESSION_VERDICT_WAITING.replaying }];
  const { profile } = opened;
  // The prices the worker replayed at (`sessionPrice`: the log's model's, else the settings').
  const { price } = sessionPrice(pricing, profile.model);
  const noPrice = noPriceWords(pricing);
  return [
    ...bill,
    ...sessionVerdictLines({
      run: result.run,
      strategy: result.name === AS_LOGGED ? null : result.name,
      priceName: price?.name ?? '',
      ...(price ? { currency: price.currency } : {}),
      ...(noPrice !== undefined && { noPrice }),
      encoding: profile.encoding,
      estimate: profile.estimate,
      ...(profile.model ? { model: profile.model } : {}),
      compactions: opened.compactions.map((k) => k + 1),
      billed: bill.length > 0,
      ...billMoneyOf(opened.bill, result.none, result.steps),
    }),
  ];
}

/**
 * The Sessions view's verdict, where the Ladder's stands above the other views: what the chosen
 * strategy saves over the open session's whole run against the run as logged, in tokens and at
 * the chosen model's prices (core's `sessionVerdictLines` words the worker's figures).
 */
export function SessionVerdict() {
  const opened = useApp((s) => s.sessions.opened);
  const replay = useApp((s) => s.sessions.replay);
  const pricing = useApp((s) => s.pricing);
  const phone = usePhone();
  const result = replay.result;
  const lines = useMemo(() => sessionVerdictOf(opened, result, pricing), [opened, result, pricing]);
  const [headline, ...rest] = lines;
  const line = (l: VerdictLine) => (
    <p key={l.id} className="verdict-line" data-testid={`session-verdict-${l.id}`}>
      {l.text}
    </p>
  );
  // On a phone only how it was counted folds away: the money stays beside the tokens.
  const shown = phone ? rest.filter((l) => l.id !== 'counting') : rest;
  const folded = phone ? rest.filter((l) => l.id === 'counting') : [];
  const stale = replay.status === 'counting';
  return (
    <section
      className={stale ? 'verdict-card stale' : 'verdict-card'}
      aria-labelledby="session-verdict-title"
      aria-busy={stale}
      data-testid="session-verdict"
    >
      <h2 id="session-verdict-title">Verdict: this session</h2>
      <p className="verdict-headline" data-testid={`session-verdict-${headline!.id}`}>
        {headline!.text}
      </p>
      {shown.map(line)}
      {folded.length > 0 && (
        <details className="verdict-more">
          <summary>How it was counted</summary>
          {folded.map(line)}
        </details>
      )}
    </section>
  );
}
