/**
 * "What the host forwarded", for the Sessions view and `npm run session`: each logged MCP call's
 * result against what the model got and what the host profile predicts
 * (`sessions/forwarding.ts` computes the counts).
 */
import type { HostId, HostSpec } from '../../hosts/index.ts';
import { DEFAULT_TEMPLATE, HOSTS } from '../../hosts/index.ts';
import type { ForwardingCall } from '../../sessions/forwarding.ts';
import { matchingHosts } from '../../sessions/forwarding.ts';
import type { EncodingName } from '../../tokenizer/tokenizer.ts';
import { formatCount, formatInt } from '../../format/numbers.ts';
import type { ExportTable } from '../table.ts';
import { cell, intCell } from '../table.ts';

export const FORWARDING_TITLE = 'What the host forwarded';

const nameOf = (id: HostId) => HOSTS[id].name;

/**
 * The sentence of one call under the profile `host`: that it matches, or what the logging host
 * forwarded against what the profile predicts and which host to choose (the logging host's own
 * profile when it matches, else the first that does; none when no profile predicts the text).
 */
export function forwardingSentence(call: ForwardingCall, host: HostId): string {
  const logged = nameOf(call.loggedBy);
  const predicted = call.predicted[host];
  if (call.failed)
    return `The call failed (the server sent no result): ${logged} gave the model ${formatInt(call.model)} tokens of its own error text`;
  if (predicted.matches) return `Matches: the profile ‘${nameOf(host)}’ predicts exactly the text the model got`;
  const said = `${logged} forwarded ${formatInt(call.model)} tokens where the profile ‘${nameOf(host)}’ predicts ${formatInt(predicted.tokens)}`;
  const matching = matchingHosts(call);
  if (matching.length === 0) return `${said}; no profile predicts this text exactly`;
  const choose = matching.includes(call.loggedBy) ? call.loggedBy : matching[0]!;
  return `${said}: choose host ${nameOf(choose)}`;
}

/**
 * One row per logged MCP call: step, tool, result, what the model got, the prediction (tokens of
 * `encoding`) and the sentence. With a custom template other than `countedTemplate`, a note says
 * the prediction is that template's.
 */
export function forwardingTable(
  calls: readonly ForwardingCall[],
  host: HostSpec,
  encoding: EncodingName,
  countedTemplate = DEFAULT_TEMPLATE,
): ExportTable {
  const name = nameOf(host.id);
  const matching = calls.filter((c) => c.predicted[host.id].matches).length;
  const logged = calls[0] ? nameOf(calls[0].loggedBy) : 'The host';
  return {
    title: FORWARDING_TITLE,
    columns: [
      { name: 'Step' },
      { name: 'Tool', align: 'left' },
      { name: 'Server’s result', unit: 'tokens' },
      { name: 'The model got', unit: 'tokens' },
      { name: `‘${name}’ predicts`, unit: 'tokens' },
      { name: 'Against the profile', align: 'left' },
    ],
    rows: calls.map((c) => [
      c.step === null ? cell('–') : intCell(c.step),
      cell(c.tool),
      intCell(c.server),
      intCell(c.model),
      intCell(c.predicted[host.id].tokens),
      cell(forwardingSentence(c, host.id)),
    ]),
    notes: [
      `${encoding} tokens. Server’s result: its text blocks as the server wrote them (the log’s copy). The model got: the tool output the log sent to the model. Predicted: the host profile ‘${name}’ applied to the server’s result.`,
      `The profile ‘${name}’ predicts ${formatInt(matching)} of ${formatCount(calls.length, 'MCP call')} exactly (${logged}’s log).`,
      ...(host.id === 'custom' && (host.template ?? DEFAULT_TEMPLATE) !== countedTemplate
        ? [
            `Your custom template is not counted here (the prediction fills in ${countedTemplate}); npm run -s session -- --host custom --host-template TEMPLATE FILE counts it.`,
          ]
        : []),
    ],
  };
}
