import { useId } from 'react';
import type { CurrencyCode } from '../../core/money/prices.ts';
import { CUSTOM_PRICE_ID, MODEL_PRICES } from '../../core/money/prices.ts';
import { CURRENCIES, OPEN_PRICE_FIELDS, typedOpenPrice, unpricedModel } from '../../core/money/choice.ts';
import type { OpenPrice } from '../../core/money/choice.ts';
import { CURRENCY_NOTE } from '../../core/money/custom-currency.ts';
import { OPEN_MODELS } from '../../core/models/open-models.ts';
import { unknownModel, unknownModelWords } from '../../core/models/unknown-model.ts';
import { Checkbox } from '../form/Checkbox.tsx';
import { NumberField } from '../growth/NumberField.tsx';
import { useApp } from '../shared/store-context.tsx';
import { PriceSource } from './ChosenPriceLine.tsx';

// The figures a price needs, with their labels (the same three an open model's price must have typed).
const NUMBER_FIELDS = OPEN_PRICE_FIELDS;

const VENDORS = ['Anthropic', 'OpenAI', 'Google', 'DeepSeek'] as const;

/**
 * "Model and price": the catalogue or custom row every cost uses, with its prices and sources; the
 * encoding follows it. An open-weight model or an unknown id has no list price, so its fields stay
 * empty until typed rather than showing a number from nowhere.
 */
export function PriceControl() {
  const pricing = useApp((s) => s.pricing);
  const setPricing = useApp((s) => s.setPricing);
  const titleId = useId();
  const selectId = useId();
  const custom = pricing.custom;
  const unpriced = unpricedModel(pricing);
  const unknown = unknownModel(pricing.model);
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
        {unknown && (
          <option value={unknown.id} data-testid="price-model-unknown">
            {unknown.id} (not in the catalogue)
          </option>
        )}
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
      {unknown && (
        <p className="hint price-unpriced" role="status" data-testid="price-unpriced">
          {typedOpenPrice(pricing.open) ? (
            <>{unknown.id} is not in the catalogue: costs use the prices typed below.</>
          ) : (
            <>
              <strong>No price: enter one.</strong> {unknownModelWords(unknown)}. Until input, cached input and output
              are typed below, every view shows tokens and no money.
            </>
          )}
        </p>
      )}
      {unpriced !== undefined && !unknown && (
        <p className="hint price-unpriced" role="status" data-testid="price-unpriced">
          {typedOpenPrice(pricing.open) ? (
            <>
              {unpriced} is open-weight: no maker&apos;s list price, each host charges its own. Costs use the prices
              typed below.
            </>
          ) : (
            <>
              <strong>No price: enter one.</strong> {unpriced} is open-weight: no maker&apos;s list price, each host
              charges its own. Until input, cached input and output are typed below, every view shows tokens and no
              money.
            </>
          )}
        </p>
      )}
      {pricing.model === CUSTOM_PRICE_ID && (
        <PriceFields prices={custom} onChange={(change) => setPricing({ custom: change })} />
      )}
      {unpriced !== undefined && (
        <PriceFields prices={pricing.open ?? {}} onChange={(change) => setPricing({ open: change })} />
      )}
      <PriceSource />
    </section>
  );
}

/** The price fields of the custom row or an open model's typed prices (empty until typed). */
function PriceFields({ prices, onChange }: { prices: OpenPrice; onChange: (change: OpenPrice) => void }) {
  const currency = prices.currency ?? 'USD';
  return (
    <div className="price-custom">
      {NUMBER_FIELDS.map(([key, label]) => (
        <NumberField
          key={key}
          label={label}
          unit={`${currency} per 1M tokens`}
          decimals
          value={prices[key]}
          onChange={(n) => onChange({ [key]: n })}
        />
      ))}
      <Checkbox
        label="Cache writes charged apart"
        value={prices.cacheWritePerMillion !== undefined}
        onChange={(on) =>
          onChange({
            cacheWritePerMillion:
              on && prices.inputPerMillion !== undefined ? prices.inputPerMillion * 1.25 : undefined,
          })
        }
      />
      {prices.cacheWritePerMillion !== undefined && (
        <NumberField
          label="Cache write"
          unit={`${currency} per 1M tokens`}
          decimals
          value={prices.cacheWritePerMillion}
          onChange={(n) => onChange({ cacheWritePerMillion: n })}
        />
      )}
      <CurrencyChoice value={currency} onChange={(c) => onChange({ currency: c })} />
      <p className="hint" data-testid="price-currency-note">
        {CURRENCY_NOTE}
      </p>
    </div>
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
