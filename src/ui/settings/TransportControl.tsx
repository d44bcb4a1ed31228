import { TRANSPORT_INFO, TRANSPORTS } from '../../core/mcp/revisions.ts';
import { ControlChoice } from '../shared/SingleChoice.tsx';
import { useSetting } from '../shared/store-context.tsx';
import { revisionLabel } from '../transport/labels.ts';
import { HostControl } from './HostControl.tsx';

/**
 * How every call travels: as a command line (payloads) or over MCP (request + result; a
 * payload-only view says so). The note names the modelled revision; beneath it, {@link HostControl}.
 */
export function TransportControl() {
  const transport = useSetting(
    (s) => s.transport,
    (s) => s.setTransport,
  );
  return (
    <>
      <ControlChoice
        label="Transport"
        options={TRANSPORTS}
        {...transport}
        render={(t) => TRANSPORT_INFO[t].name}
        describedBy="transport-note"
        className="transport-options"
      >
        <p className="hint transport-note" id="transport-note" data-testid="transport-note">
          <strong>{revisionLabel(transport.value)}.</strong> {TRANSPORT_INFO[transport.value].note}{' '}
          {transport.value === 'cli'
            ? 'Every view counts the payload.'
            : 'Ladder, Savings and Break-even count the whole call; a view that shows payloads says so.'}
        </p>
      </ControlChoice>
      <HostControl />
    </>
  );
}
