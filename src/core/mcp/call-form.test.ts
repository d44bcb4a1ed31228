import { describe, expect, test } from 'vitest';
import { TASK_FIELDS } from '../builtin-data/generate.ts';
import { DEFAULT_CALL, OWN_DATA_CALL, callFor, callSettingsOf, isDefaultCall } from './call-form.ts';

describe('callFor: whose call is counted', () => {
  test("the article's example call for data shaped like its task list (the fixture, the reference files)", () => {
    expect(callFor(DEFAULT_CALL, TASK_FIELDS)).toBe(DEFAULT_CALL);
    expect(callFor(DEFAULT_CALL, ['id', 'status', 'assignee', 'priority'])).toBe(DEFAULT_CALL);
  });
  test("the user's own data gets neutral names while the call is untouched, never tasks_list or taskdemo", () => {
    const own = ['url', 'number', 'title', 'user.login', 'state'];
    expect(callFor({ ...DEFAULT_CALL }, own)).toBe(OWN_DATA_CALL);
    expect(callSettingsOf(callFor(DEFAULT_CALL, own), ['url', 'title'])).toMatchObject({
      tool: 'records_list',
      commandLine: "records q 'list() { url title }' --format compact",
    });
    // Data that shares a name or two with the article's is still the user's own.
    expect(callFor(DEFAULT_CALL, ['id', 'priority', 'x'])).toBe(OWN_DATA_CALL);
  });
  test('a call the user changed is counted as set, on any data', () => {
    const edited = { ...DEFAULT_CALL, tool: 'issues_search' };
    expect(isDefaultCall(edited)).toBe(false);
    expect(callFor(edited, ['url'])).toBe(edited);
    expect(callFor({ ...DEFAULT_CALL, id: 7 }, ['url'])).toEqual({ ...DEFAULT_CALL, id: 7 });
  });
});
