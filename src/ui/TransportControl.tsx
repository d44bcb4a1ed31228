import { TRANSPORT_INFO, TRANSPORTS } from '../core/mcp/revisions.ts';
import { SingleChoice } from './SingleChoice.tsx';
import { useApp } from './store-context.tsx';
import { revisionLabel } from './transport/labels.ts';

/**
 * How every call travels: as a command line (the ladder shows the payload) or over MCP (the ladder
 * shows each call's request + result). The note says which revision's shapes are modelled.
 */
export function TransportControl() {
  const transport = useApp((s) => s.transport);
  const setTransport = useApp((s) => s.setTransport);
  return (
    <section className="control" aria-labelledby="transport-title">
      <h3 id="transport-title">Transport</h3>
      <SingleChoice
        options={TRANSPORTS}
        value={transport}
        onChange={setTransport}
        render={(t) => TRANSPORT_INFO[t].name}
        labelledBy="transport-title"
        describedBy="transport-note"
        className="transport-options"
      />
      <p className="hint transport-note" id="transport-note" data-testid="transport-note">
        <strong>{revisionLabel(transport)}.</strong> {TRANSPORT_INFO[transport].note}
      </p>
    </section>
  );
}
