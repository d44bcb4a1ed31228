import * as Toggle from '@radix-ui/react-toggle';
import { useId } from 'react';
import { formatPercentage } from '../../core/analysis/percent.ts';
import { shareOfRequest } from '../../core/conversation/profile.ts';
import { COMPONENTS, COMPONENT_NAMES } from '../../core/conversation/model.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { DropZone } from '../form/DropZone.tsx';
import { HintList, ProblemsBox } from '../shared/Problems.tsx';
import { useApp } from '../shared/store-context.tsx';
import { COMPONENT_COLOURS } from '../theme/palette.ts';
import { REQUEST_FORMAT_NAMES } from '../../core/conversation/request-trace.ts';

/** Paste or drop a real request body (OpenAI Chat Completions or Responses, Anthropic Messages) and see its window. */
export function ProfilePanel() {
  const profile = useApp((s) => s.profile);
  const encoding = useApp((s) => s.encoding);
  const useProfile = useApp((s) => s.sim.useProfile);
  const setSim = useApp((s) => s.setSim);
  const setProfile = useApp((s) => s.setProfile);
  const askProfile = useApp((s) => s.askProfile);
  const textId = useId();

  const result = profile.status === 'ready' ? profile.result : undefined;
  return (
    <section className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile a real request</h2>
      <p className="caption">
        Paste or drop a request body: OpenAI Chat Completions (<code>messages</code>, <code>tools</code>), OpenAI
        Responses (<code>instructions</code>, <code>input</code>, <code>tools</code>) or Anthropic Messages (
        <code>system</code>, <code>messages</code> with <code>tool_use</code> / <code>tool_result</code>,{' '}
        <code>tools</code>). Counts are {encoding} tokens of the texts the model reads, without the API's message
        framing; for models with another tokenizer they are estimates.
      </p>
      <DropZone
        className="profile-drop"
        testId="profile-drop"
        onFiles={([file]) => file && void file.text().then((text) => askProfile(file.name, text))}
      >
        <label htmlFor={textId}>Request body (JSON)</label>
        <textarea
          autoComplete="off"
          id={textId}
          rows={6}
          value={profile.text}
          onChange={(e) => setProfile({ text: e.target.value, name: 'pasted request' })}
          data-testid="profile-text"
        />
        <button
          type="button"
          onClick={() => askProfile(profile.name, profile.text)}
          disabled={profile.text.trim() === ''}
        >
          Profile this request
        </button>
      </DropZone>
      <div aria-live="polite">
        {profile.status === 'counting' && <p className="hint">Counting…</p>}
        {profile.status === 'error' && (
          <ProblemsBox error={profile.error} kept="Your text is kept above." problems={profile.problems ?? []} />
        )}
      </div>
      {result && (
        <>
          <table className="ladder-table" data-testid="profile-table">
            <caption className="caption">
              {profile.name}: {REQUEST_FORMAT_NAMES[result.format]}, {formatInt(result.conversation.steps.length)}{' '}
              {result.conversation.steps.length === 1 ? 'tool call' : 'tool calls'}, {formatInt(result.total)} tokens in
              all.
            </caption>
            <thead>
              <tr>
                <th scope="col">Component</th>
                <th scope="col" className="num">
                  Tokens<span className="unit">{encoding}</span>
                </th>
                <th scope="col" className="num">
                  Share<span className="unit">of this request, {formatInt(result.total)} tokens</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {COMPONENTS.filter((c) => c !== 'placeholders' && c !== 'notes').map((c) => (
                <tr key={c}>
                  <th scope="row" className="rung-name">
                    <span className="swatch" style={{ background: COMPONENT_COLOURS[c] }} aria-hidden="true" />
                    <span>{COMPONENT_NAMES[c]}</span>
                  </th>
                  <td className="num" data-testid={`profile-${c}`}>
                    {formatInt(result.byComponent[c])}
                  </td>
                  <td className="num">{formatPercentage(shareOfRequest(result, c))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <HintList items={result.warnings} />
          <Toggle.Root
            className="segment"
            pressed={useProfile}
            onPressedChange={(on) => setSim({ useProfile: on })}
            aria-label="Replay this request in the charts, with and without compaction"
          >
            {useProfile ? 'Charts replay this request' : 'Replay this request in the charts'}
          </Toggle.Root>
        </>
      )}
    </section>
  );
}
