import type { WorkerRequestBody } from '../worker/client.ts';
import { carryFields } from './fields/fields.ts';
import type { RequestRoute } from './requests.ts';
import type { AppState, AppStore } from './store.ts';
import { countRequest, fieldCostsRequest, ladderRequest, profileRequest, sameRequest } from './wanted.ts';
import { LINK_DATA_PARAM } from './link/data.ts';
import { watchSessions } from './sessions/sync.ts';
import { watchModels } from './models/sync.ts';
import { watchCapture } from './mcp/capture-sync.ts';
import { plainQuery, settingsFromQuery } from './link/url.ts';
import { applyLinkTexts } from './link/session-texts.ts';

/** How long typing must pause before typed texts are counted (milliseconds). */
export const COUNT_DELAY_MS = 200;

/**
 * A watcher of one wanted request: `start` gets the body `want` gives when it differs from the last one
 * started (undefined keeps the last); with `stop`, nothing wanted forgets the last body and calls `stop`
 * once, so the same body wanted again starts again.
 */
function follow<B extends WorkerRequestBody>(
  want: (state: AppState) => B | undefined,
  start: (body: B) => void,
  stop?: () => void,
) {
  let last: B | undefined;
  return (state: AppState) => {
    const body = want(state);
    if (body === undefined && stop !== undefined && last !== undefined) {
      last = undefined;
      stop();
      return;
    }
    if (body === undefined || sameRequest(body, last)) return;
    // Set before starting: starting updates the store, which calls the watcher again.
    last = body;
    start(body);
  };
}

/** Whether two answers hold the same counts (a confirmed first screen keeps its objects: nothing re-renders). */
function sameCounts(a: object, b: object): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Applies the settings of a link (`location.search`) to the store, keeping its warnings, and the
 * session texts it carries (they replace the ones kept in this browser, which a warning says when
 * they differ: the page then shows what the link's sender saw).
 */
export function applyLink(store: AppStore, search: string): void {
  const { settings, warnings, session } = settingsFromQuery(search);
  const state = store.getState();
  if (session) applyLinkTexts(store, session, warnings);
  const unknown = settings.fields?.order.filter((f) => !state.availableFields.includes(f)) ?? [];
  if (unknown.length > 0)
    warnings.push(`fields ${unknown.join(', ')} in the link are not in the built-in data and were left out`);
  store.setState({
    ...settings,
    fields: settings.fields ? carryFields(settings.fields, state.availableFields) : state.fields,
    linkWarnings: warnings,
  });
}

/**
 * Keeps the worker's counts in step with the settings through `route` (a newer request per slot replaces
 * the older): the ladder, field costs, typed texts, request body, session log and replay, Models view
 * counts, each when its inputs change; also mirrors the settings into the address bar. Returns its stop.
 * `fromBuild`: the store holds the build's counts (`first-screen.ts`); the first ladder and field
 * costs confirm them without showing a count, and change the store only where the worker differs.
 */
export function startSync(
  store: AppStore,
  route: RequestRoute,
  writeUrl: (query: string) => void,
  fromBuild = false,
): () => void {
  const now = () => store.getState();
  let countTimer: ReturnType<typeof setTimeout> | undefined;
  const confirming = { ladder: fromBuild, fieldCosts: fromBuild };

  // No new ladder while the data given could not be read: the counts of the data before stay, said
  // to be theirs (`setLoadError`). Once the error is dismissed or good data is loaded, the ladder is
  // asked for again.
  const ladderWanted = (state: AppState) => (state.load.status === 'error' ? undefined : ladderRequest(state));
  const ladder = follow(
    ladderWanted,
    (body) => {
      const confirm = confirming.ladder;
      confirming.ladder = false;
      if (!confirm) now().setResult({ ...now().result, status: 'counting', progress: undefined });
      void route.send(
        'page',
        body,
        (outcome) => {
          // The counts shown before were of other settings or data: never leave them under the error.
          if (!outcome.ok) return now().setResult({ status: 'error', error: outcome.message });
          const { ladder, legend, schema, toolsLists, toolSet } = outcome.answer;
          const result: AppState['result'] = {
            status: 'ready',
            ladder,
            legend,
            schema,
            ...(toolsLists ? { toolsLists } : {}),
            ...(toolSet ? { toolSet } : {}),
          };
          if (!confirm || !sameCounts(result, now().result)) now().setResult(result);
        },
        (progress) => now().setResult({ ...now().result, progress }),
      );
    },
    () => route.cancel('ladder', 'page'),
  );

  const fieldCosts = follow(fieldCostsRequest, (body) => {
    const confirm = confirming.fieldCosts;
    confirming.fieldCosts = false;
    if (!confirm) now().setFieldCosts({ ...now().fieldCosts, status: 'counting' });
    void route.send('savings', body, (outcome) => {
      const counted: AppState['fieldCosts'] = outcome.ok
        ? { status: 'ready', answer: outcome.answer }
        : { status: 'error', error: outcome.message };
      // Request ids differ between the build's worker and this one; the counts must not.
      const shown = now().fieldCosts;
      const same =
        counted.answer && shown.answer && sameCounts({ ...counted.answer, id: 0 }, { ...shown.answer, id: 0 });
      if (!confirm || !same) now().setFieldCosts(counted);
    });
  });

  const profile = follow(profileRequest, (body) => {
    now().setProfile({ status: 'counting' });
    void route.send('growth', body, (outcome) =>
      now().setProfile(
        outcome.ok
          ? { status: 'ready', result: outcome.answer.profile, error: undefined, problems: [] }
          : { status: 'error', result: undefined, error: outcome.message, problems: outcome.problems },
      ),
    );
  });

  const sessions = watchSessions(store, route);
  const models = watchModels(store, route);
  const capture = watchCapture(store, route);

  // Typed texts are counted a moment after typing stops, not on every keystroke; the count they
  // replace is dropped at once (it may be in another encoding).
  const counts = follow(countRequest, (body) => {
    route.cancel('count', 'session');
    clearTimeout(countTimer);
    countTimer = setTimeout(
      () =>
        void route.send('session', body, (outcome) => {
          if (!outcome.ok) return;
          const counts = { ...now().sessionCounts };
          body.texts.forEach((text, i) => (counts[text] = outcome.answer.counts[i]!));
          now().setSessionCounts(counts);
        }),
      COUNT_DELAY_MS,
    );
  });

  let lastEncoding = now().encoding;
  let lastQuery: string | undefined;

  function onChange(state: AppState) {
    // Most store changes (a count starting or ending) leave the settings alone; writing the address
    // bar costs the main thread a few milliseconds each time.
    const query = plainQuery(state) + (state.linkData ? `&${LINK_DATA_PARAM}=${state.linkData}` : '');
    if (query !== lastQuery) {
      lastQuery = query;
      writeUrl(query);
    }
    if (state.encoding !== lastEncoding) {
      // Counts of typed texts belong to one encoding; clearing them calls onChange again, which sends the rest.
      lastEncoding = state.encoding;
      now().setSessionCounts({});
      return;
    }
    ladder(state);
    fieldCosts(state);
    profile(state);
    counts(state);
    sessions(state);
    models(state);
    capture(state);
  }

  const unsubscribe = store.subscribe(onChange);
  onChange(now());
  return () => {
    unsubscribe();
    clearTimeout(countTimer);
  };
}
