import type { CurrencyCode } from '../models/catalogue.ts';
import { formatMoney, moneyFormat } from '../format/numbers.ts';

const prices = new Map<string, Intl.NumberFormat>();

/**
 * A cost or saving with its currency symbol, by `moneyFormat`'s rule (format/numbers.ts): cents from one
 * unit up (`$38.25`), 4 decimals below (`$0.0050`), two significant digits below 0.0001, `−$0.1200`.
 */
export function formatCost(amount: number, currency: CurrencyCode): string {
  return moneyFormat(amount, currency).format(amount).replace('-', '\u2212');
}

/**
 * A price per million tokens with its currency symbol, as price lists write it: 2 to 4 decimals
 * (`$3.00`, `$0.30`, `$0.075`). Prices are not costs: `$0.3000` would claim a precision no list has.
 */
export function formatPrice(amount: number, currency: CurrencyCode): string {
  const key = currency;
  let format = prices.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    prices.set(key, format);
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
