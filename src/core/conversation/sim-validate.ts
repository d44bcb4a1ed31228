/**
 * The checks a simulator setting read from outside (a link's `sim` parameter, a `npm run simulate`
 * config file) must pass, one per {@link SimForm} field, each with words for what it expects.
 * Pure: no store, no DOM, no Node.
 */
import type { ResponseLink, SimForm } from './sim-form.ts';
import { DEFAULT_SIM, MAX_STEPS } from './sim-form.ts';

/** One field's check, and what a valid value is, for messages (`a whole number from 1 to 5000`). */
export interface SimFieldRule {
  check: (value: unknown) => boolean;
  expected: string;
}

const isCount = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isLink = (v: unknown) =>
  v === null ||
  (typeof v === 'object' && typeof (v as ResponseLink).id === 'string' && isCount((v as ResponseLink).rows));
const COUNT = 'a number ≥ 0';
const LINK = 'null or an object {"id": a rung or format id, "rows": a number ≥ 0}';

/** Every field of {@link SimForm} with its check. */
export const SIM_RULES: Record<keyof SimForm, SimFieldRule> = {
  system: { check: isCount, expected: COUNT },
  tools: { check: isCount, expected: COUNT },
  user: { check: isCount, expected: COUNT },
  steps: {
    check: (v) => isCount(v) && Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_STEPS,
    expected: `a whole number from 1 to ${MAX_STEPS}`,
  },
  modelResponse: { check: isCount, expected: COUNT },
  toolRequest: { check: isCount, expected: COUNT },
  toolResponse: { check: isCount, expected: COUNT },
  link: { check: isLink, expected: LINK },
  compare: { check: isLink, expected: LINK },
  viaTransport: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
  useProfile: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
  placeholder: { check: (v) => typeof v === 'string', expected: 'a string' },
  notes: { check: isCount, expected: COUNT },
  keepLast: { check: (v) => isCount(v) && Number.isInteger(v), expected: 'a whole number ≥ 0' },
  mode: {
    check: (v) => {
      const m = v as { kind?: string; inputTokens?: unknown };
      return (
        typeof v === 'object' &&
        v !== null &&
        (m.kind === 'every-step' || (m.kind === 'trigger' && isCount(m.inputTokens)))
      );
    },
    expected: '{"kind": "every-step"} or {"kind": "trigger", "inputTokens": a number ≥ 0}',
  },
  limit: { check: (v) => v === null || isCount(v), expected: `${COUNT}, or null for the model's context window` },
  price: { check: isCount, expected: COUNT },
  cachedPrice: { check: isCount, expected: COUNT },
  breakdownStep: { check: (v) => isCount(v) && Number.isInteger(v), expected: 'a whole number ≥ 0' },
};

/** True when `key` names a field of {@link SimForm}. */
export function isSimField(key: string): key is keyof SimForm {
  return Object.hasOwn(SIM_RULES, key);
}

/**
 * The simulator settings in `obj` over {@link DEFAULT_SIM}. Each setting is checked on its own: a
 * bad or unknown one keeps its default and is named in `warnings`
 * (`simulator setting "steps" in the link is not valid; using the default`).
 */
export function readSimObject(obj: Record<string, unknown>, warnings: string[]): SimForm {
  const sim: SimForm = { ...DEFAULT_SIM };
  for (const [key, value] of Object.entries(obj)) {
    const known = isSimField(key);
    if (known && SIM_RULES[key].check(value)) (sim as unknown as Record<string, unknown>)[key] = value;
    else
      warnings.push(`simulator setting "${key}" in the link is ${known ? 'not valid' : 'unknown'}; using the default`);
  }
  return sim;
}
