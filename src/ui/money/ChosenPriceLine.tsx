import { chosenPrice, priceSource } from '../../core/money/choice.ts';
import { priceFigures } from '../../core/money/prices.ts';
import { useApp } from '../shared/store-context.tsx';

/** The chosen row's prices with their currency, and the dated line saying where they come from. */
export function PriceSource() {
  const price = chosenPrice(useApp((s) => s.pricing));
  return (
    <p className="hint price-source" data-testid="price-source">
      {priceFigures(price)}.{' '}
      {price.source ? (
        <>
          List price read {price.source.asOf} from{' '}
          <a href={price.source.url} target="_blank" rel="noreferrer">
            {price.source.url}
          </a>
          .
        </>
      ) : (
        'Prices you typed.'
      )}
    </p>
  );
}

/** Under a view's costs: which model prices them, and where to change it. */
export function ChosenPriceLine() {
  const price = chosenPrice(useApp((s) => s.pricing));
  return (
    <p className="hint" data-testid="chosen-price">
      Costs at {price.name} prices ({priceFigures(price)}; {priceSource(price)}); choose another under Model and price
      in the settings.
    </p>
  );
}
