import { usePhone } from './media-query.ts';

/**
 * The order a view table shows its `count` figure columns in: the `key` one (the column the
 * headline cites) first, the rest in their order; without a valid key, unchanged.
 * @returns column indices, 0-based after the name column (a permutation of 0…count−1).
 */
export function keyColumnFirst(count: number, key: number | undefined): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  if (key === undefined || key < 0 || key >= count) return order;
  return [key, ...order.filter((i) => i !== key)];
}

/**
 * {@link keyColumnFirst} as a view table shows it: on a phone, where only one or two figures fit,
 * the key column first; on a wider screen and in every export, core's order.
 */
export function useKeyColumnFirst(count: number, key: number | undefined): number[] {
  return keyColumnFirst(count, usePhone() ? key : undefined);
}
