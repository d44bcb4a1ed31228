import type { ExportTable } from '../../core/report/table.ts';
import { numericColumns } from '../../core/report/table.ts';
import type { LadderRow } from '../../core/ladder-rows.ts';
import { colourOf } from '../theme/palette.ts';
import { HeadCell, ViewTable } from '../shared/ViewTable.tsx';

interface Props {
  table: ExportTable;
  /** `tokenizers` or `costs`: the test ids (`models-tokenizers-table`, cells `models-tokenizers-<row>-<item>`). */
  id: string;
  /** The rows of the scale, one column each after the first `lead` columns. */
  items: readonly LadderRow[];
  /** Columns before the items' (the name and how it was counted). */
  lead: number;
  /** Each row's key (a tokenizer or model id), for test ids. */
  keys: readonly string[];
}

/**
 * One of the Models view's tables as core built it (`core/report/tables/models.ts`): the first
 * column as row headers, each rung's or format's column headed with its colour (the chart's), a
 * cell's lines one under the other (cost, then tokens), its notes and the export buttons.
 */
export function ModelsTable({ table, id, items, lead, keys }: Props) {
  const numeric = numericColumns(table);
  const titleId = `models-${id}-title`;
  const notesId = `models-${id}-notes`;
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{table.title}</h2>
      <ViewTable
        table={table}
        testId={`models-${id}-table`}
        labelledBy={titleId}
        describedBy={notesId}
        head={
          <tr>
            {table.columns.map((column, c) => (
              <HeadCell key={c} column={column} numeric={numeric[c]}>
                {c >= lead && (
                  <span className="swatch" style={{ background: colourOf(items[c - lead]!.id) }} aria-hidden="true" />
                )}
              </HeadCell>
            ))}
          </tr>
        }
      >
        {table.rows.map((row, r) => (
          <tr key={keys[r]} data-key={keys[r]}>
            <th scope="row">{row[0]!.text}</th>
            {row.slice(1).map((cell, k) => {
              const c = k + 1;
              const [first, ...rest] = cell.lines ?? [cell.text];
              const testId = c >= lead ? `models-${id}-${keys[r]}-${items[c - lead]!.id}` : undefined;
              return (
                <td key={c} className={numeric[c] ? 'num' : c === 1 ? 'models-words' : undefined} data-testid={testId}>
                  <span className="models-first">{first}</span>
                  {rest.map((line, i) => (
                    <span key={i} className="secondary">
                      {line}
                    </span>
                  ))}
                </td>
              );
            })}
          </tr>
        ))}
      </ViewTable>
      <div id={notesId} className="table-notes">
        {table.notes?.map((n, i) => (
          <p key={i}>{n}</p>
        ))}
      </div>
    </section>
  );
}
