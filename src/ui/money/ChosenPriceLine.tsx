import { chosenModel, chosenPrice, noPriceWords, priceSource, sessionPrice } from '../../core/money/choice.ts';
import { tokenizerName } from '../../core/models/exactness.ts';
import { priceFigures } from '../../core/money/prices.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { useApp } from '../shared/store-context.tsx';

/**
 * The chosen row's prices with their currency, and the dated line saying where they come from;
 * for an open model with no price typed, the no-price words instead of any figure.
 */
export function PriceSource() {
  const pricing = useApp((s) => s.pricing);
  const price = chosenPrice(pricing);
  // The model's tokenizer and window, priced or not (an open model keeps both without a price; an
  // unknown id has what its name's family says, or none).
  const model = price ?? chosenModel(pricing);
  return (
    <p className="hint price-source" data-testid="price-source">
      {!price ? (
        `${capitalized(noPriceWords(pricing) ?? '')}: ${PAGE_PRICE_ASK}.`
      ) : (
        <>
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
        </>
      )}
      {model?.tokenizer !== undefined && model.contextWindow !== undefined && (
        <>
          {' '}
          Tokenizer: {tokenizerName(model.tokenizer, model.vendor)}; context window {formatInt(model.contextWindow)}{' '}
          tokens.
        </>
      )}
    </p>
  );
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How the page asks for a price core says is missing: it names its own control. */
export const PAGE_PRICE_ASK = 'enter one in Model and price';

/** Under a view's costs: which model prices them, and where to change it; without a price, the no-price words. */
export function ChosenPriceLine() {
  const pricing = useApp((s) => s.pricing);
  const price = chosenPrice(pricing);
  return (
    <p className="hint" data-testid="chosen-price">
      {price
        ? `Costs at ${price.name} prices (${priceFigures(price)}; ${priceSource(price)}); choose another under Model and price in the settings.`
        : `Costs: ${noPriceWords(pricing)!}; the tokens are shown without money until you ${PAGE_PRICE_ASK}.`}
    </p>
  );
}

/**
 * Under the session replay's costs: the prices of the model the log names (`sessionPrice`), or the
 * model chosen, saying which and asking for prices (naming the page's control) where the log's
 * model has none, or where the chosen open model has none typed (then no figure at all).
 */
export function SessionPriceLine() {
  const pricing = useApp((s) => s.pricing);
  const model = useApp((s) => s.sessions.opened?.profile.model);
  const { price, note, from } = sessionPrice(pricing, model);
  const ask =
    from === 'log'
      ? ''
      : !price
        ? ` ${capitalized(PAGE_PRICE_ASK)}.`
        : model !== undefined
          ? ' Choose Custom prices under Model and price to type its prices.'
          : '';
  return (
    <p className="hint" data-testid="session-price">
      {note}
      {price && ` ${priceFigures(price)}; ${priceSource(price)}.`}
      {ask}
    </p>
  );
}
