import { describe, expect, test } from 'vitest';
import { readTransportAndHost, transportParams } from './host.ts';

function read(query: string) {
  const settings: Parameters<typeof readTransportAndHost>[1] = {};
  const warnings: string[] = [];
  readTransportAndHost(new URLSearchParams(query), settings, warnings);
  return { settings, warnings };
}

describe('the link’s transport and host', () => {
  test('the wire is left out of the link, so links from before hosts read the same', () => {
    expect(transportParams({ transport: 'mcp-2025', host: { id: 'wire' } })).toEqual([['transport', 'mcp-2025']]);
    expect(read('transport=mcp-2025')).toEqual({ settings: { transport: 'mcp-2025' }, warnings: [] });
  });
  test('a host travels by id; only the custom host carries its template', () => {
    expect(transportParams({ transport: 'cli', host: { id: 'codex', template: 'x' } })).toEqual([
      ['transport', 'cli'],
      ['host', 'codex'],
    ]);
    expect(read('host=codex&host-template=x').settings).toEqual({ host: { id: 'codex' } });
    expect(read('host=custom&host-template=%3Cr%3E%7Btext%7D%3C%2Fr%3E').settings).toEqual({
      host: { id: 'custom', template: '<r>{text}</r>' },
    });
  });
});
