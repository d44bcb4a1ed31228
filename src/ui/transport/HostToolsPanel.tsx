import { formatTokens } from '../../core/format/numbers.ts';
import { HOST_TOOLS_TITLE, hostToolsTable } from '../../core/report/tables/host-tools.ts';
import type { ToolSetCounts } from '../../core/hosts/tool-set.ts';
import { HOSTS } from '../../core/hosts/profiles.ts';
import type { HostId } from '../../core/hosts/types.ts';
import { HeadCell, LinesCell, ViewTable } from '../shared/ViewTable.tsx';

interface Props {
  /** The tool set as every host injects it, counted in the worker; undefined while it is counted. */
  toolSet: ToolSetCounts | undefined;
  /** The host chosen in the sidebar: its column is marked and the shares are of its list. */
  chosen: HostId;
  encoding: string;
  /** What the tools are, in words (`the built-in contract's three tools`). */
  source: string;
}

/**
 * The `tools/list` per tool and per host (core's `hostToolsTable`), the chosen host's column
 * marked, and each host's exact texts (the whole list and every tool's definition) folded beneath.
 */
export function HostToolsPanel({ toolSet, chosen, encoding, source }: Props) {
  return (
    <section className="panel" aria-labelledby="host-tools-title">
      <h2 id="host-tools-title">{HOST_TOOLS_TITLE}</h2>
      <p className="caption" id="host-tools-caption">
        What the request carries of {source} under each host, in {encoding} tokens, every tool on its own and the whole
        list; the last column is each row’s share of <strong>{HOSTS[chosen].name}</strong>’s list, the host chosen in
        the sidebar.
      </p>
      {!toolSet ? (
        <p className="placeholder">The tool definitions appear once the calls are costed.</p>
      ) : (
        <HostToolsTable toolSet={toolSet} chosen={chosen} encoding={encoding} />
      )}
    </section>
  );
}

function HostToolsTable({ toolSet, chosen, encoding }: { toolSet: ToolSetCounts; chosen: HostId; encoding: string }) {
  const table = hostToolsTable(toolSet, chosen, encoding);
  const last = table.rows.length - 1;
  return (
    <>
      <ViewTable
        table={table}
        testId="host-tools-table"
        className="tr-table dense"
        labelledBy="host-tools-title"
        describedBy="host-tools-caption"
        head={
          <tr>
            <HeadCell column={table.columns[0]!} />
            {table.columns.slice(1).map((column, i) => (
              <HeadCell
                key={column.name}
                column={column}
                numeric
                className={toolSet.hosts[i]?.host === chosen ? 'tr-strong-col' : undefined}
              />
            ))}
          </tr>
        }
      >
        {table.rows.map((row, r) => (
          <tr key={row[0]!.text} className={r === last ? 'tr-total-row' : undefined}>
            <th scope="row" className="tr-name">
              {r < last - 1 ? <code>{row[0]!.text}</code> : row[0]!.text}
            </th>
            {row.slice(1).map((c, i) => {
              const host = toolSet.hosts[i]?.host;
              return (
                <LinesCell
                  key={i}
                  cell={c}
                  classes={[null]}
                  className={host === chosen ? 'num tr-strong-col' : 'num'}
                  testId={`host-tools-${host ?? 'share'}-${r}`}
                />
              );
            })}
          </tr>
        ))}
      </ViewTable>
      <div className="tr-details-list">
        {toolSet.hosts.map((h) => (
          <details key={h.host} className="tr-details" data-testid={`host-tools-text-${h.host}`}>
            <summary>
              tools/list as {HOSTS[h.host].name} injects it{' '}
              <span className="tr-muted">({formatTokens(h.list.tokens)})</span>
            </summary>
            <pre className="tr-pre tr-pre-scroll">{h.list.text}</pre>
            {h.tools.map((t) => (
              <div key={t.name} className="tr-exact">
                <h3>
                  {t.name} alone ({formatTokens(t.tokens)})
                </h3>
                <pre className="tr-pre tr-pre-scroll">{t.text}</pre>
              </div>
            ))}
          </details>
        ))}
      </div>
    </>
  );
}
