import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { ENCODINGS } from '../core/tokenizer/tokenizer.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import { useApp } from './store-context.tsx';

/** The encoding every count uses; o200k_base's ranks are fetched only when it is chosen. */
export function EncodingControl() {
  const encoding = useApp((s) => s.encoding);
  const setEncoding = useApp((s) => s.setEncoding);
  return (
    <section className="control" aria-labelledby="encoding-title">
      <h3 id="encoding-title">Encoding</h3>
      <ToggleGroup.Root
        type="single"
        className="segmented"
        value={encoding}
        onValueChange={(value) => value && setEncoding(value as EncodingName)}
        aria-labelledby="encoding-title"
      >
        {ENCODINGS.map((name) => (
          <ToggleGroup.Item key={name} value={name} className="segment">
            <code>{name}</code>
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </section>
  );
}
