import { chosenPrice, priceSource, sessionPrice } from '../../core/money/choice.ts';
import { tokenizerName } from '../../core/money/exactness.ts';
import { priceFigures } from '../../core/money/prices.ts';
import { formatInt } from '../../core/export/format.ts';
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
      {price.tokenizer !== undefined && price.contextWindow !== undefined && (
        <>
          {' '}
          Tokenizer: {tokenizerName(price.tokenizer, price.vendor)}; context window {formatInt(price.contextWindow)}{' '}
          tokens.
        </>
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

/**
 * Under the session replay's costs: the prices of the model the log names (`sessionPrice`), or the
 * settings' choice, saying which and asking for prices where the log's model has none.
 */
export function SessionPriceLine() {
  const pricing = useApp((s) => s.pricing);
  const model = useApp((s) => s.sessions.opened?.profile.model);
  const { price, note } = sessionPrice(pricing, model);
  return (
    <p className="hint" data-testid="session-price">
      {note} {priceFigures(price)}; {priceSource(price)}.
    </p>
  );
}
