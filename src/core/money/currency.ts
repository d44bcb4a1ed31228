import type { CurrencyCode } from './prices.ts';
import { formatMoney } from '../export/format.ts';

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

/**
 * An amount with its currency symbol, at least 2 and at most 4 decimals, so a cost per call of a
 * fraction of a cent still shows (`$0.0383`, `$38.25`, `€3.00`, `−$0.12` for a negative change).
 */
export function formatCost(amount: number, currency: CurrencyCode): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    formatters.set(currency, format);
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
