import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Failure } from './ErrorBoundary.tsx';

const text = (wholePage: boolean, where: string) =>
  renderToStaticMarkup(
    createElement(Failure, { where, wholePage, error: new TypeError('boom'), componentStack: null, onRetry: () => {} }),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test('a part that failed says the rest of the page still works', () => {
  expect(text(false, 'the Sessions view')).toBe(
    'The Sessions view could not be drawn: TypeError: boom Everything you loaded, typed and chose is kept, and the rest of the page still works. “Try again” draws this part anew; the error report holds the error, where it happened and the page’s settings, never your data. Try again Copy error report',
  );
});

test('the whole page that failed never claims that the rest of the page works', () => {
  const page = text(true, 'the page');
  expect(page).toBe(
    'The page could not be drawn: TypeError: boom Everything you loaded, typed and chose is kept, but nothing else on the page can be used until it draws. “Try again” draws the page anew; the error report holds the error, where it happened and the page’s settings, never your data. Try again Copy error report',
  );
  expect(page).not.toContain('rest of the page');
});
