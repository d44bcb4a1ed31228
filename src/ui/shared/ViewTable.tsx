import { Fragment } from 'react';
import type { ReactNode, ThHTMLAttributes } from 'react';
import type { Cell, Column, ExportTable } from '../../core/report/table.ts';
import { numericColumns } from '../../core/report/table.ts';
import { formatRows } from '../../core/format/numbers.ts';
import type { LadderScale } from '../../core/ladder/ladder.ts';
import type { Representation } from '../../core/representation.ts';
import { TableExport } from '../export/TableExport.tsx';
import { colourOf } from '../theme/palette.ts';
import { EstimateLine } from './EstimateLine.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

interface Props {
  /** The view's table as core built it: its cells, and what Copy as Markdown and Download CSV write. */
  table: ExportTable;
  /** The `data-testid` the e2e tests find the table by. */
  testId: string;
  /** Classes after `ladder-table` (`savings-table`, `tr-table`). */
  className?: string;
  /** Id of the element naming the table (its `<h2>`). */
  labelledBy: string;
  /** Id of the caption describing it, when it has one. */
  describedBy?: string;
  /** `data-rows` on the table: the scale it shows, in rows. */
  rows?: number;
  /** `<colgroup>`s before the header, for tables that group their columns. */
  colgroups?: ReactNode;
  /** The header rows; without them one row of {@link HeadCell}s from the table's columns. */
  head?: ReactNode;
  /** The body rows. */
  children: ReactNode;
}

/**
 * A view's table as the page shows it: scrollable, with the shared `ladder-table` look, its header
 * and body, and the export buttons beneath. Every view's table goes through here, so they look and
 * export alike; the cells themselves are the view's, as only it knows their test ids and markers.
 */
export function ViewTable({
  table,
  testId,
  className,
  labelledBy,
  describedBy,
  rows,
  colgroups,
  head,
  children,
}: Props) {
  return (
    <>
      <ScrollRegion labelledBy={labelledBy}>
        <table
          className={className ? `ladder-table ${className}` : 'ladder-table'}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          data-testid={testId}
          data-rows={rows}
        >
          {colgroups}
          <thead>{head ?? <DefaultHead table={table} />}</thead>
          <tbody>{children}</tbody>
        </table>
      </ScrollRegion>
      <TableExport table={table} />
    </>
  );
}

function DefaultHead({ table }: { table: ExportTable }) {
  const numeric = numericColumns(table);
  return (
    <tr>
      {table.columns.map((column, i) => (
        <HeadCell key={i} column={column} numeric={numeric[i]} />
      ))}
    </tr>
  );
}

type HeadCellProps = {
  column: Column;
  /** Right-aligned (`num`), as for a column of numbers. */
  numeric?: boolean;
  /** Shown between the name and the unit (a file's name under its scale). */
  children?: ReactNode;
} & Omit<ThHTMLAttributes<HTMLTableCellElement>, 'children'>;

/** A column header: its name, then its unit on a line of its own. */
export function HeadCell({ column, numeric = false, children, className, ...th }: HeadCellProps) {
  const classes = [numeric ? 'num' : undefined, className].filter(Boolean).join(' ');
  return (
    <th scope="col" className={classes || undefined} {...th}>
      {column.name}
      {children}
      {column.unit && <span className="unit">{column.unit}</span>}
    </th>
  );
}

/** A row header naming a rung or added format, with its colour swatch; `children` follow the name. */
export function RungNameCell({
  rung,
  className,
  children,
}: {
  rung: Representation;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <SwatchNameCell colour={colourOf(rung.id)} className={className}>
      <strong>{rung.kind === 'rung' ? rung.id : 'format'}</strong> {rung.name}
      {children}
    </SwatchNameCell>
  );
}

/** A row header: a colour swatch, then the name. */
export function SwatchNameCell({
  colour,
  className,
  children,
}: {
  colour: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <th scope="row" className={className ? `rung-name ${className}` : 'rung-name'}>
      <span className="swatch" style={{ background: colour }} aria-hidden="true" />
      <span>{children}</span>
    </th>
  );
}

/**
 * A numeric cell showing each of its `lines` (else its `text`), the k-th in class `classes[k]` or
 * bare where null, with a Claude or Gemini model's estimate beneath the first line.
 */
export function LinesCell({
  cell,
  classes,
  testId,
  className = 'num',
}: {
  cell: Cell;
  classes: readonly (string | null)[];
  testId?: string;
  className?: string;
}) {
  const lines = cell.lines ?? [cell.text];
  return (
    <td className={className} data-testid={testId}>
      {lines.map((line, k) => {
        const cls = classes[k] ?? null;
        const shown =
          cls === null ? (
            line
          ) : (
            <span key={k} className={cls}>
              {line}
            </span>
          );
        return k === 0 && cell.estimate ? (
          <Fragment key={k}>
            {shown}
            <EstimateLine cell={cell} testId={testId && `estimate-${testId}`} />
          </Fragment>
        ) : (
          shown
        );
      })}
    </td>
  );
}

/**
 * The header of a table with one column per scale after its name column: each scale's rows and
 * unit; `titles` and `fileLabels` name each scale's data set.
 * @param order the scales' indices as shown (`useKeyColumnFirst`); all in order without it.
 */
export function ScalesHead({
  table,
  scales,
  titles = false,
  fileLabels = false,
  order = scales.map((_, i) => i),
}: {
  table: ExportTable;
  scales: readonly LadderScale[];
  titles?: boolean;
  fileLabels?: boolean;
  order?: readonly number[];
}) {
  return (
    <tr>
      <HeadCell column={table.columns[0]!} />
      {order
        .map((i) => scales[i]!)
        .map((scale, k) => (
          <HeadCell
            key={scale.label}
            column={{ ...table.columns[order[k]! + 1]!, name: formatRows(scale.rows) }}
            numeric
            title={titles ? scale.label : undefined}
          >
            {fileLabels && <span className="file-label">{scale.label}</span>}
          </HeadCell>
        ))}
    </tr>
  );
}
