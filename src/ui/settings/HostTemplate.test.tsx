import { expect, test } from 'vitest';
import { createAppStore } from '../../state/store.ts';
import { escape, render } from '../sessions/sessions.fixture.tsx';
import { HostControl } from './HostControl.tsx';

const names = '{text}, {content}, {structured}, {result}, {isError}, {tool}';

test('the custom host lists the placeholders it accepts, and names one that is not, where it is', () => {
  const store = createAppStore();
  store.getState().setHost({ id: 'custom' });
  let html = render(store, <HostControl />);
  const listed = [...html.matchAll(/<dt><code>([^<]*)<\/code><\/dt><dd>([^<]*)<\/dd>/g)].map((m) => `${m[1]} ${m[2]}`);
  expect(listed).toEqual([
    '{text} the text blocks, one after another',
    '{content} the content array as compact JSON',
    '{structured} structuredContent as compact JSON (empty when absent)',
    '{result} the whole CallToolResult as compact JSON',
    '{isError} true or false, whether the result is an error',
    '{tool} the tool called',
  ]);
  expect(html).not.toContain('host-template-problems');
  store.getState().setHost({ template: 'Output of {tool}: {Text}' });
  html = render(store, <HostControl />);
  expect(html).toContain('aria-invalid="true"');
  expect(html).toContain('>Output of {tool}: {Text}</textarea>');
  expect(html).toContain(
    escape(`{Text} at character 19 is not a placeholder (did you mean {text}?); the placeholders are ${names}.`),
  );
  // Another host: no template box.
  store.getState().setHost({ id: 'codex' });
  expect(render(store, <HostControl />)).not.toContain('host-template');
});
