import { useEffect, useState } from 'react';
import type { Ladder, LadderScale } from '../../core/ladder/ladder.ts';
import { tokensRequest } from '../../state/wanted.ts';
import type { WorkerResponse } from '../../worker/protocol.ts';
import { useApp, useAppHandles } from '../shared/store-context.tsx';

/** The worker's answer to a tokens request. */
export type TokensAnswer = Extract<WorkerResponse, { type: 'tokens' }>;

/** A tokens request's state: the last answer stays shown while a newer request runs. */
export interface TokensState {
  status: 'loading' | 'ready' | 'error';
  answer?: TokensAnswer;
  error?: string;
}

/**
 * The tokens of one rung's or format's text at one scale of `ladder`, asked of the worker when any
 * input changes. One hook per `slot` at a time: a newer request cancels the older, whose answer is
 * dropped; unmounting cancels the last.
 */
export function useTokens(
  ladder: Ladder,
  representation: string,
  scale: LadderScale | undefined,
  slot: string,
): TokensState {
  const { route } = useAppHandles();
  const dataSource = useApp((s) => s.source);
  const [state, setState] = useState<TokensState>({ status: 'loading' });
  const body = tokensRequest(ladder, dataSource, representation, scale);
  const key = JSON.stringify(body);

  useEffect(() => {
    if (!body) return;
    setState((previous) => ({ ...previous, status: 'loading' }));
    void route.send(slot, body, (outcome) =>
      setState(outcome.ok ? { status: 'ready', answer: outcome.answer } : { status: 'error', error: outcome.message }),
    );
    return () => route.cancel('tokens', slot);
    // `key` holds every input of the request.
  }, [key, slot, route]);

  return state;
}
