import { useEffect, useState } from 'react';
import type { Ladder, LadderScale } from '../../core/ladder/ladder.ts';
import type { LadderSource, WorkerResponse } from '../../worker/protocol.ts';
import { useApp, useAppHandles } from '../store-context.tsx';

/** The worker's answer to a tokens request. */
export type TokensAnswer = Extract<WorkerResponse, { type: 'tokens' }>;

/** A tokens request's state: the last answer stays shown while a newer request runs. */
export interface TokensState {
  status: 'loading' | 'ready' | 'error';
  answer?: TokensAnswer;
  error?: string;
}

/**
 * The tokens of one rung's or format's text at one scale of `ladder` (its encoding and fields),
 * asked of the worker whenever one of them changes; an answer overtaken by a newer request is dropped.
 */
export function useTokens(ladder: Ladder, representation: string, scale: LadderScale | undefined): TokensState {
  const { client } = useAppHandles();
  const dataSource = useApp((s) => s.source);
  const [state, setState] = useState<TokensState>({ status: 'loading' });
  const source: LadderSource | undefined = !scale
    ? undefined
    : dataSource.kind === 'fixture'
      ? { kind: 'fixture', rows: [scale.rows] }
      : { kind: 'files', sourceId: dataSource.sourceId, labels: [scale.label] };
  const key = JSON.stringify([ladder.encoding, ladder.fields, source, representation, scale?.label]);

  useEffect(() => {
    if (!source || !scale) return;
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    client
      .tokens(ladder.encoding, ladder.fields, source, representation, scale.label)
      .then((answer) => {
        if (!current) return;
        if (answer.type === 'tokens') setState({ status: 'ready', answer });
        else if (answer.type === 'error') setState({ status: 'error', error: answer.message });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'error', error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      current = false;
    };
    // `key` holds every input of the request.
  }, [key, client]);

  return state;
}
