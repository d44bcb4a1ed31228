import { hostCallTexts } from '../../core/hosts/call-texts.ts';
import { HOSTS } from '../../core/hosts/profiles.ts';
import { TRANSPORT_INFO } from '../../core/mcp/revisions.ts';
import type { Transport } from '../../core/mcp/revisions.ts';
import { projectionOf } from '../../state/fields/fields.ts';
import { useApp } from '../shared/store-context.tsx';
import { callOf } from '../../state/mcp/call.ts';
import { ExactText } from './ExactText.tsx';

/**
 * With a host other than the wire chosen, what that host hands the model of the same call: the
 * call as the model writes it and the result with `<payload>` (or `<records>`, for
 * structuredContent) where the data goes. The texts come from core/hosts, as the counts do.
 */
export function HostTexts({ transport }: { transport: Transport }) {
  const host = useApp((s) => s.host);
  const call = useApp(callOf);
  const fields = useApp((s) => s.fields);
  if (host.id === 'wire') return null;
  const structured = TRANSPORT_INFO[transport].structured;
  const texts = hostCallTexts(
    host,
    { tool: call.tool, id: call.id, fields: projectionOf(fields) },
    '<payload>',
    structured ? '<records>' : undefined,
  );
  const name = HOSTS[host.id].name;
  return (
    <>
      <ExactText title={`The call as the model writes it, ${name}`} text={texts.request} testId="host-request-text" />
      <ExactText
        title={`The result as ${name} forwards it (the data goes where <payload> or <records> is)`}
        text={texts.result.replaceAll('"<records>"', '<records>')}
        testId="host-result-text"
      />
    </>
  );
}
