import type { CurrencyCode } from './catalogue.ts';
import { formatMoney } from '../export/format.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount with its currency symbol: cents from one unit up (`$38.25`, `$1,046.81`, `€3.00`),
 * and below one unit up to 4 decimals, so a cost per call of a fraction of a cent still shows
 * (`$0.0383`); `−$0.12` for a negative change.
 */
export function formatCost(amount: number, currency: CurrencyCode): string {
  const decimals = Math.abs(amount) >= 1 ? 2 : 4;
  const key = `${currency}:${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format.format(amount).replace('-', '\u2212');
}

/**
 * An amount with its currency symbol ({@link formatCost}), or, without a currency (a command-line
 * config's typed prices, in any unit), the bare amount with the same decimals (`0.9427`).
 */
export function formatAmount(amount: number, currency: CurrencyCode | undefined): string {
  return currency === undefined ? formatMoney(amount) : formatCost(amount, currency);
}
