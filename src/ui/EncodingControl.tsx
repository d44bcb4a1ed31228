import { ENCODINGS } from '../core/tokenizer/tokenizer.ts';
import { SingleChoice } from './SingleChoice.tsx';
import { useApp } from './store-context.tsx';

/** The encoding every count uses; o200k_base's ranks are fetched only when it is chosen. */
export function EncodingControl() {
  const encoding = useApp((s) => s.encoding);
  const setEncoding = useApp((s) => s.setEncoding);
  return (
    <section className="control" aria-labelledby="encoding-title">
      <h3 id="encoding-title">Encoding</h3>
      <SingleChoice
        options={ENCODINGS}
        value={encoding}
        onChange={setEncoding}
        render={(name) => <code>{name}</code>}
        labelledBy="encoding-title"
      />
    </section>
  );
}
