import type { CallForm } from '../../core/mcp/call-form.ts';
import { callFor } from '../../core/mcp/call-form.ts';

/**
 * The call in effect: the user's settings, or, while they are the untouched example and the data
 * is the user's own, the neutral call for own data (`callFor`, core/mcp/call-form.ts). A stable
 * object either way, so it can be a store selector. Only the settings go into the link.
 */
export function callOf(state: { call: CallForm; availableFields: readonly string[] }): CallForm {
  return callFor(state.call, state.availableFields);
}
