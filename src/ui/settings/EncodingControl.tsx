import { encodingStatus } from '../../core/models/encoding-status.ts';
import { ENCODINGS } from '../../core/tokenizer/tokenizer.ts';
import { ControlChoice } from '../shared/SingleChoice.tsx';
import { useApp, useSetting } from '../shared/store-context.tsx';

/**
 * The encoding every count uses: it follows the model chosen under Model and price unless the
 * user picks another, and then says so (with a way back); o200k_base's ranks are fetched only
 * when it is chosen.
 */
export function EncodingControl() {
  const encoding = useSetting(
    (s) => s.encoding,
    (s) => s.setEncoding,
  );
  const pricing = useApp((s) => s.pricing);
  const overridden = useApp((s) => s.encodingOverridden);
  const follow = useApp((s) => s.followModelEncoding);
  const status = encodingStatus(pricing, encoding.value, overridden);
  return (
    <ControlChoice label="Encoding" options={ENCODINGS} {...encoding} render={(name) => <code>{name}</code>}>
      <p className="hint encoding-status" data-testid="encoding-status">
        <strong>{status.state}.</strong> {status.detail}{' '}
        {overridden && (
          <button type="button" className="link-button" onClick={follow} data-testid="encoding-follow">
            Follow the model
          </button>
        )}
      </p>
    </ControlChoice>
  );
}
