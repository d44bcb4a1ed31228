import { useCallback, useState } from 'react';
import type { Ladder, LadderScale } from '../../core/ladder/ladder.ts';
import { formatBytes, formatInt, formatRows, formatTokens } from '../../core/format/numbers.ts';
import { shownRepresentations } from '../../core/representation-list.ts';
import { ComparePanel } from './ComparePanel.tsx';
import { segmentLabel, tokenNumbers, visibleText } from './describe-token.ts';
import { RepresentationChooser, ScaleChooser } from './RepresentationChooser.tsx';
import { TokenText } from './TokenText.tsx';
import type { TokensAnswer } from './use-tokens.ts';
import { useTokens } from './use-tokens.ts';
import './tokens.css';
import { showsCalls } from '../../core/analysis/per-response.ts';
import { PayloadOnlyNote } from '../shared/PayloadOnlyNote.tsx';
import { useApp } from '../shared/store-context.tsx';

/** Tokens drawn before "Show all": enough for a screenful, light enough to draw at once. */
export const DISPLAY_CAP = 2_000;

/** The token under the pointer or focus, in words: its number, id(s) and text. */
function Readout({ answer, index }: { answer: TokensAnswer; index: number | null }) {
  const segment = index === null ? undefined : answer.segments[index];
  if (!segment) {
    return (
      <p className="token-readout hint" data-testid="token-readout">
        Point at a token, or Tab into the text and use the arrow keys, to see its id.
      </p>
    );
  }
  const several = segment.ids.length > 1;
  return (
    <p className="token-readout" data-testid="token-readout" title={segmentLabel(segment)}>
      <span>
        {several ? 'Tokens' : 'Token'} {tokenNumbers(segment)} of {formatInt(answer.tokens)}
      </span>
      <span>
        {several ? 'ids' : 'id'} <strong data-testid="token-readout-ids">{segment.ids.join(', ')}</strong>
      </span>
      <span className="token-readout-text">{visibleText(segment.text)}</span>
      {several && <span className="hint">{segment.ids.length} tokens share this character; they are shown as one</span>}
    </p>
  );
}

/** One answer's text with its token marks, readout and display cap; remounted for every new answer. */
function TokenPanel({ answer, title }: { answer: TokensAnswer; title: string }) {
  const [showAll, setShowAll] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const [focused, setFocused] = useState(false);
  const [hover, setHover] = useState<number | null>(null);
  const onFocusIndex = useCallback((index: number | null) => {
    if (index === null) setFocused(false);
    else {
      setFocusIndex(index);
      setFocused(true);
    }
  }, []);
  const count = answer.segments.length;
  const shown = showAll ? count : Math.min(count, DISPLAY_CAP);
  const last = answer.segments[shown - 1];
  const tokensShown = last ? last.first + last.ids.length : 0;
  return (
    <>
      <p className="tokens-view-count" data-testid="tokens-view-count">
        {formatTokens(answer.tokens)}, {formatBytes(answer.bytes)}
      </p>
      {answer.truncated && (
        <p className="hint" data-testid="tokens-view-truncated">
          The text has {formatTokens(answer.tokens)}; the first {formatInt(answer.ids.length)} are marked here.
        </p>
      )}
      <Readout answer={answer} index={hover ?? (focused ? focusIndex : null)} />
      {count === 0 ? (
        <p className="placeholder">The text is empty: no tokens.</p>
      ) : (
        <TokenText
          segments={answer.segments}
          shown={shown}
          focusIndex={Math.min(focusIndex, shown - 1)}
          label={title}
          onHover={setHover}
          onFocusIndex={onFocusIndex}
        />
      )}
      {shown < count && (
        <p className="tokens-view-more">
          Showing the first {formatInt(tokensShown)} of {formatInt(answer.ids.length)} tokens.{' '}
          <button type="button" onClick={() => setShowAll(true)}>
            Show all {formatInt(answer.ids.length)} tokens
          </button>
        </p>
      )}
    </>
  );
}

/** The scale with `label`, else the smallest. */
function scaleOf(ladder: Ladder, label: string | null): LadderScale | undefined {
  return ladder.scales.find((s) => s.label === label) ?? ladder.scales[0];
}

/**
 * "Tokens made visible": the exact text of one rung or format at one scale, cut where the
 * tokenizer cuts it, and a line diff of two rungs with their token counts. Texts and tokens come
 * from the worker; this view only draws them.
 */
export function TokensView({ ladder }: { ladder: Ladder }) {
  const choices = shownRepresentations(ladder);
  const [chosen, setChosen] = useState('L4');
  const [label, setLabel] = useState<string | null>(null);
  const representation = choices.some((r) => r.id === chosen) ? chosen : 'L4';
  const scale = scaleOf(ladder, label);
  const tokens = useTokens(ladder, representation, scale, 'tokens-view');
  const answer = tokens.answer;
  const name = choices.find((r) => r.id === representation)?.name ?? representation;
  const title = answer ? `Tokens of ${answer.representation} at ${formatRows(answer.rows)}` : 'Tokens';
  const transport = useApp((s) => s.transport);
  const payloadOnly = showsCalls(ladder, transport) ? ladder.transport : undefined;
  return (
    <div className="tokens-view">
      <section className="panel" aria-labelledby="tokens-view-title">
        <h2 id="tokens-view-title">Tokens made visible{payloadOnly ? ': payload only' : ''}</h2>
        <p className="caption">
          {payloadOnly && (
            <PayloadOnlyNote
              transport={payloadOnly}
              because="this view takes apart the payload's own text; the Transport view shows the call around it"
              testId="tokens-view-payload-only"
            />
          )}
          The exact text a tool returns in {representation} ({name}), cut where the {ladder.encoding} tokenizer cuts it:
          the shading alternates from one token to the next. A character split over several tokens (an emoji, say) is
          shaded once, with all its ids.
        </p>
        <div className="tokens-view-choosers">
          <RepresentationChooser label="Rung or format" choices={choices} value={representation} onChange={setChosen} />
          {scale && <ScaleChooser scales={ladder.scales} value={scale.label} onChange={setLabel} />}
        </div>
        {tokens.status === 'error' && <p role="alert">Could not take the text apart: {tokens.error}</p>}
        {answer ? (
          <div className={tokens.status === 'loading' ? 'stale' : undefined} aria-busy={tokens.status === 'loading'}>
            <TokenPanel
              key={`${answer.representation}|${answer.label}|${answer.ids.length}|${answer.text.length}`}
              answer={answer}
              title={title}
            />
          </div>
        ) : (
          tokens.status === 'loading' && <p className="placeholder">Tokenizing…</p>
        )}
      </section>
      {scale && <ComparePanel ladder={ladder} scale={scale} choices={choices} />}
    </div>
  );
}
