import type { CurrencyCode } from './prices.ts';

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
