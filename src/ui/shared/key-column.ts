import { usePhone } from '../layout/SettingsDrawer.tsx';

/**
 * The order a view table shows its figure columns in: `count` columns after the row names, the
 * `key` one first (the column the view's headline cites), the rest after it in their own order.
 * Without a key, or with one out of range, the columns keep their order.
 * @returns column indices, 0-based after the name column (a permutation of 0…count−1).
 */
export function keyColumnFirst(count: number, key: number | undefined): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  if (key === undefined || key < 0 || key >= count) return order;
  return [key, ...order.filter((i) => i !== key)];
}

/**
 * {@link keyColumnFirst} as a view table shows it: on a phone (the one-column layout, where only
 * the row names and one or two figures fit across) the key column comes first, the others reached
 * by scrolling the table; on a wider screen, and in every export (Copy as Markdown, Download CSV,
 * the snapshot, the command line: core's tables), the columns keep core's order.
 */
export function useKeyColumnFirst(count: number, key: number | undefined): number[] {
  return keyColumnFirst(count, usePhone() ? key : undefined);
}
