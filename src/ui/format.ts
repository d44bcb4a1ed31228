const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** An integer with thousands separators (`48,933`), the same on every machine. */
export function formatInt(value: number): string {
  return integer.format(value);
}

/** `1 row` / `500 rows`. */
export function formatRows(rows: number): string {
  return `${formatInt(rows)} ${rows === 1 ? 'row' : 'rows'}`;
}
