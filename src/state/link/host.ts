// The link's transport and host: `transport=mcp-2025`, `host=codex` (absent: the JSON-RPC wire,
// so links from before hosts read as they did) and, for the custom host, `host-template=…`.
import { HOST_IDS } from '../../core/hosts/types.ts';
import type { HostSpec } from '../../core/hosts/types.ts';
import { isHostId } from '../../core/hosts/profiles.ts';
import { isTransport } from '../../core/mcp/revisions.ts';
import type { Transport } from '../../core/mcp/revisions.ts';

/** The link's `[key, value]` pairs for the transport and the host (the wire is left out). */
export function transportParams(settings: { transport: Transport; host: HostSpec }): [string, string][] {
  const { host } = settings;
  return [
    ['transport', settings.transport],
    ...(host.id === 'wire' ? [] : [['host', host.id] as [string, string]]),
    ...(host.id === 'custom' && host.template !== undefined
      ? [['host-template', host.template] as [string, string]]
      : []),
  ];
}

/** Reads `transport`, `host` and `host-template` into `settings`; what cannot be read is named in `warnings`. */
export function readTransportAndHost(
  params: URLSearchParams,
  settings: { transport?: Transport; host?: HostSpec },
  warnings: string[],
): void {
  const transport = params.get('transport');
  if (transport !== null) {
    if (isTransport(transport)) settings.transport = transport;
    else warnings.push(`transport "${transport}" in the link is unknown; using the command line`);
  }
  const host = params.get('host');
  const template = params.get('host-template');
  if (host === null) return;
  if (!isHostId(host)) {
    warnings.push(`host "${host}" in the link is not one of ${HOST_IDS.join(', ')}; using the JSON-RPC wire`);
    return;
  }
  settings.host = host === 'custom' && template !== null ? { id: host, template } : { id: host };
}
