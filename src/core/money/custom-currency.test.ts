import { expect, test } from 'vitest';
import { chooseModel, chosenPrice, DEFAULT_PRICE_CHOICE, noPriceWords } from './choice.ts';
import { editCustom } from './custom-currency.ts';

test('a currency change drops the figures still as copied from the catalogue (USD), never relabels them', () => {
  const copied = chooseModel(DEFAULT_PRICE_CHOICE, 'custom');
  expect(chosenPrice(copied)).toMatchObject({ inputPerMillion: 3, currency: 'USD' });
  const euros = { ...copied, custom: editCustom(copied.custom, { currency: 'EUR' }) };
  expect(euros.custom).toEqual({ currency: 'EUR' });
  expect(chosenPrice(euros)).toBeUndefined();
  expect(noPriceWords(euros)).toBe('no price (custom prices: none given)');
  // Typed in euros: priced in euros, at the figures typed.
  const typed = editCustom(euros.custom, { inputPerMillion: 2.8, cachedInputPerMillion: 0.28 });
  expect(noPriceWords({ ...euros, custom: typed })).toBe('no price (custom prices; missing: Output)');
  const full = { ...euros, custom: editCustom(typed, { outputPerMillion: 14 }) };
  expect(chosenPrice(full)).toEqual({
    id: 'custom',
    name: 'Custom prices',
    vendor: 'custom',
    inputPerMillion: 2.8,
    cachedInputPerMillion: 0.28,
    outputPerMillion: 14,
    currency: 'EUR',
  });
  // A figure typed before the currency change was typed in it: kept; back to USD keeps every typed one.
  const edited = editCustom(copied.custom, { outputPerMillion: 12 });
  expect(editCustom(edited, { currency: 'GBP' })).toEqual({ outputPerMillion: 12, currency: 'GBP' });
  expect(editCustom(full.custom, { currency: 'USD' })).toEqual({ ...full.custom, currency: 'USD' });
  // Nothing typed: the custom row a new page has is no price at all, not a default $3.
  expect(chosenPrice({ model: 'custom', custom: DEFAULT_PRICE_CHOICE.custom })).toBeUndefined();
});
