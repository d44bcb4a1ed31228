import { useMemo } from 'react';
import { forwardingTable } from '../../core/report/tables/forwarding.ts';
import type { SessionOpened } from '../../worker/protocol.ts';
import { useApp } from '../shared/store-context.tsx';
import { SessionTable } from './SessionTable.tsx';
import { TableFold } from '../shared/TableFold.tsx';
import { formatCount } from '../../core/format/numbers.ts';

/**
 * "What the host forwarded": each MCP call the log keeps (Codex, Claude Code), the server's result
 * against what the model got and what the host chosen in the sidebar predicts, as core's table
 * has it; nothing when the log keeps no MCP call.
 */
export function ForwardingTable({ opened }: { opened: SessionOpened }) {
  const host = useApp((s) => s.host);
  const table = useMemo(() => forwardingTable(opened.forwarding, host, opened.profile.encoding), [opened, host]);
  if (opened.forwarding.length === 0) return null;
  const calls = opened.forwarding.length;
  return (
    <TableFold
      summary={`Show all ${formatCount(calls, 'MCP call')}: what the host forwarded`}
      testId="session-forwarding-fold"
    >
      <SessionTable table={table} testId="session-forwarding" />
    </TableFold>
  );
}
