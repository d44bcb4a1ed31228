import { ENCODINGS } from '../../core/tokenizer/tokenizer.ts';
import { ControlChoice } from '../shared/SingleChoice.tsx';
import { useSetting } from '../shared/store-context.tsx';

/** The encoding every count uses; o200k_base's ranks are fetched only when it is chosen. */
export function EncodingControl() {
  const encoding = useSetting(
    (s) => s.encoding,
    (s) => s.setEncoding,
  );
  return <ControlChoice label="Encoding" options={ENCODINGS} {...encoding} render={(name) => <code>{name}</code>} />;
}
