import { expect, test } from 'vitest';
import { errorReportText, errorSummary } from './error-report.ts';

test('the report says what failed, where, when, with the settings link, the stack and the component stack', () => {
  const error = new RangeError('no step 0: the session has 0 steps');
  error.stack = 'RangeError: no step 0: the session has 0 steps\n    at windowAtStepTable (session.ts:67:18)\n\n';
  const text = errorReportText({
    where: 'the Sessions view',
    error,
    componentStack: '\n    at WindowAtStep (WindowAtStep.tsx:12)\n    at SessionsView',
    settings: 'view=sessions&enc=cl100k_base',
    address: 'https://example.org/cce/',
    time: '2026-12-02T03:40:00.000Z',
  });
  expect(text).toBe(
    [
      'Context Cost Explorer: a part of the page failed to draw',
      'Where: the Sessions view',
      'Error: RangeError: no step 0: the session has 0 steps',
      'Time: 2026-12-02T03:40:00.000Z',
      "Settings (the page's link, without your data): https://example.org/cce/?view=sessions&enc=cl100k_base",
      'Stack:',
      '  RangeError: no step 0: the session has 0 steps',
      '  at windowAtStepTable (session.ts:67:18)',
      'Component stack:',
      '  at WindowAtStep (WindowAtStep.tsx:12)',
      '  at SessionsView',
    ].join('\n'),
  );
});

test('without a stack or settings the report says so; a thrown non-Error is shown as its text', () => {
  const text = errorReportText({
    where: 'the verdict',
    error: 'boom',
    settings: null,
    address: 'http://localhost/',
    time: '2026-12-02T00:00:00.000Z',
  });
  expect(text).toContain('Error: thrown value: boom\n');
  expect(text).toContain("Settings (the page's link, without your data): (could not be read)\n");
  expect(text.endsWith('Stack:\n  (none)\nComponent stack:\n  (none)')).toBe(true);
  expect(errorSummary({ code: 7 })).toBe('thrown value: {"code":7}');
  expect(errorSummary(undefined)).toBe('thrown value: undefined');
});
