import { transportName } from '../../core/format/names.ts';
import type { Transport } from '../../core/mcp/revisions.ts';

/**
 * What a view that can only show payloads says when an MCP transport is chosen, so the sidebar's
 * transport never silently means nothing: `Payload only — the transport (…) does not apply here because …`.
 */
export function PayloadOnlyNote({
  transport,
  because,
  testId,
}: {
  transport: Transport;
  because: string;
  testId: string;
}) {
  return (
    <strong data-testid={testId}>
      Payload only — the transport ({transportName(transport)}) does not apply here because {because}.{' '}
    </strong>
  );
}
