/**
 * The `value` and `onChange` props of one key of a form held in the store, whose setter takes a
 * patch: `const field = bindFields(sim, setSim)`, then `<NumberField {...field('notes')} />`.
 */
export function bindFields<F extends object>(form: F, set: (patch: Partial<F>) => void) {
  return <K extends keyof F>(key: K) => ({
    value: form[key],
    onChange: (value: F[K]) => {
      const patch: Partial<F> = {};
      patch[key] = value;
      set(patch);
    },
  });
}
