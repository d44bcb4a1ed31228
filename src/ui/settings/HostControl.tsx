import { HOST_LIST, HOSTS } from '../../core/hosts/profiles.ts';
import type { HostId } from '../../core/hosts/types.ts';
import { DEFAULT_TEMPLATE } from '../../core/hosts/types.ts';
import { HostTemplate } from './HostTemplate.tsx';
import { ControlChoice } from '../shared/SingleChoice.tsx';
import { useApp } from '../shared/store-context.tsx';

/**
 * Whose text of each MCP call the figures count: the JSON-RPC wire or what a host hands the model.
 * The note says what the chosen one counts, leaves out and where its rule comes from; the custom
 * host takes a template.
 */
export function HostControl() {
  const host = useApp((s) => s.host);
  const transport = useApp((s) => s.transport);
  const setHost = useApp((s) => s.setHost);
  const profile = HOSTS[host.id];
  return (
    <ControlChoice
      label="Host"
      options={HOST_LIST}
      optionValue={(h) => h.id}
      value={host.id}
      onChange={(id: HostId) => setHost({ id })}
      render={(h) => h.name}
      describedBy="host-note"
      chips
      className="host-options"
    >
      <p className="hint transport-note" id="host-note" data-testid="host-note">
        <strong>{profile.name}.</strong> {profile.caveat}
        {host.id === 'wire' ? (
          <>
            {' '}
            <strong>Your host may not pay this overhead:</strong> Claude Code and Codex parse the message and hand the
            model the result’s text or compact JSON. Choose your host to count what it forwards.
          </>
        ) : (
          <> Counted: the call as the model writes it and the result as {profile.name} forwards it.</>
        )}
        {transport === 'cli' && ' With the command line chosen, the host applies to the Transport view’s calls.'}
      </p>
      <details className="hint host-source">
        <summary>Where this rule comes from</summary>
        <p data-testid="host-source">{profile.resultSource}</p>
        <p>Tools: {profile.toolsSource}</p>
      </details>
      {host.id === 'custom' && (
        <HostTemplate value={host.template ?? DEFAULT_TEMPLATE} onChange={(template) => setHost({ template })} />
      )}
    </ControlChoice>
  );
}
