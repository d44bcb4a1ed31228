import { TRANSPORT_INFO, TRANSPORTS } from '../core/mcp/revisions.ts';
import { ControlChoice } from './SingleChoice.tsx';
import { useSetting } from './store-context.tsx';
import { revisionLabel } from './transport/labels.ts';

/**
 * How every call travels: as a command line (the ladder shows the payload) or over MCP (the ladder
 * shows each call's request + result). The note says which revision's shapes are modelled.
 */
export function TransportControl() {
  const transport = useSetting(
    (s) => s.transport,
    (s) => s.setTransport,
  );
  return (
    <ControlChoice
      label="Transport"
      options={TRANSPORTS}
      {...transport}
      render={(t) => TRANSPORT_INFO[t].name}
      describedBy="transport-note"
      className="transport-options"
    >
      <p className="hint transport-note" id="transport-note" data-testid="transport-note">
        <strong>{revisionLabel(transport.value)}.</strong> {TRANSPORT_INFO[transport.value].note}
      </p>
    </ControlChoice>
  );
}
