import { useId } from 'react';
import type { CurrencyCode } from '../../core/money/prices.ts';
import { CUSTOM_PRICE_ID, MODEL_PRICES } from '../../core/money/prices.ts';
import { CURRENCIES, unpricedModel } from '../../core/money/choice.ts';
import { OPEN_MODELS } from '../../core/money/open-models.ts';
import { Checkbox } from '../form/Checkbox.tsx';
import { NumberField } from '../growth/NumberField.tsx';
import { useApp } from '../shared/store-context.tsx';
import { PriceSource } from './ChosenPriceLine.tsx';

const NUMBER_FIELDS = [
  ['inputPerMillion', 'Input'],
  ['cachedInputPerMillion', 'Cached input'],
  ['outputPerMillion', 'Output'],
] as const;

const VENDORS = ['Anthropic', 'OpenAI', 'Google', 'DeepSeek'] as const;

/**
 * "Model and price": the catalogue row (or the custom row) every cost on the page uses, with its
 * prices, currency, tokenizer, context window and where they come from; the encoding follows it
 * (EncodingControl). The custom row's figures are typed here; switching to it starts from the
 * model's figures, cache write included (`chooseModel`). An open-weight model (`open-models.ts`)
 * picks its own tokenizer but has no list price: the control says so and asks for its prices
 * rather than showing a number from nowhere.
 */
export function PriceControl() {
  const pricing = useApp((s) => s.pricing);
  const setPricing = useApp((s) => s.setPricing);
  const titleId = useId();
  const selectId = useId();
  const custom = pricing.custom;
  const unpriced = unpricedModel(pricing);
  return (
    <section className="control price-control" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <label htmlFor={selectId}>Model and price</label>
      </h3>
      <select
        id={selectId}
        className="price-select"
        value={pricing.model}
        onChange={(e) => setPricing({ model: e.target.value })}
        data-testid="price-model"
      >
        {VENDORS.map((vendor) => (
          <optgroup key={vendor} label={vendor}>
            {MODEL_PRICES.filter((p) => p.vendor === vendor).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </optgroup>
        ))}
        <optgroup label="Open-weight (no list price)">
          {OPEN_MODELS.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </optgroup>
        <option value={CUSTOM_PRICE_ID}>Custom prices</option>
      </select>
      {unpriced !== undefined && (
        <p className="hint price-unpriced" role="status" data-testid="price-unpriced">
          <strong>No price: enter one.</strong> {unpriced} is open-weight: no maker&apos;s list price, each host charges
          its own. Costs use the prices typed below.
        </p>
      )}
      {(pricing.model === CUSTOM_PRICE_ID || unpriced !== undefined) && (
        <div className="price-custom">
          {NUMBER_FIELDS.map(([key, label]) => (
            <NumberField
              key={key}
              label={label}
              unit={`${custom.currency} per 1M tokens`}
              decimals
              value={custom[key]}
              onChange={(n) => setPricing({ custom: { [key]: n } })}
            />
          ))}
          <Checkbox
            label="Cache writes charged apart"
            value={custom.cacheWritePerMillion !== undefined}
            onChange={(on) =>
              setPricing({ custom: { cacheWritePerMillion: on ? custom.inputPerMillion * 1.25 : undefined } })
            }
          />
          {custom.cacheWritePerMillion !== undefined && (
            <NumberField
              label="Cache write"
              unit={`${custom.currency} per 1M tokens`}
              decimals
              value={custom.cacheWritePerMillion}
              onChange={(n) => setPricing({ custom: { cacheWritePerMillion: n } })}
            />
          )}
          <CurrencyChoice value={custom.currency} onChange={(currency) => setPricing({ custom: { currency } })} />
        </div>
      )}
      <PriceSource />
    </section>
  );
}

function CurrencyChoice({ value, onChange }: { value: CurrencyCode; onChange: (c: CurrencyCode) => void }) {
  const id = useId();
  return (
    <div className="number-field">
      <label htmlFor={id}>Currency</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as CurrencyCode)}>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
