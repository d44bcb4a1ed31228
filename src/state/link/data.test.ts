import { describe, expect, test } from 'vitest';
import { MAX_LINK_DATA_BYTES, packLinkData, packLinkTexts, unpackLinkData } from './data.ts';

const DATA = {
  files: [{ name: 'mine.json', text: '[{"id":"T-1","note":"café, \\"quoted\\" 😀"}]' }],
  path: null,
  flatten: false,
};

describe('link data', () => {
  test('should round-trip the files exactly, in URL-safe text', async () => {
    const packed = await packLinkData(DATA);
    if (!('packed' in packed)) throw new Error(packed.refused);
    expect(packed.packed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await unpackLinkData(packed.packed)).toEqual({ data: DATA });
  });
  test('should refuse data over the limit, naming it', async () => {
    // Random-looking text barely compresses.
    let text = '';
    let seed = 12345;
    for (let i = 0; i < 20000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      text += String.fromCharCode(33 + (seed % 89));
    }
    const result = await packLinkData({ ...DATA, files: [{ name: 'big.json', text }] });
    expect('refused' in result && result.refused).toMatch(
      new RegExp(`a link carries at most ${MAX_LINK_DATA_BYTES.toLocaleString('en-US')}$`),
    );
  });
  test('should say a damaged or truncated link cannot be read, never throw', async () => {
    const packed = await packLinkData(DATA);
    if (!('packed' in packed)) throw new Error('refused');
    expect(await unpackLinkData(packed.packed.slice(0, 10))).toEqual({
      error: 'the data in the link is damaged or cut short',
    });
    expect(await unpackLinkData('!!!')).toEqual({ error: 'the data in the link is damaged or cut short' });
  });

  test('should carry the field choices and order with the data: names the fixture lacks, reactions.+1, lone surrogates', async () => {
    const data = {
      files: [{ name: 'pasted.json', text: '[{"\\udc00k":1,"reactions":{"+1":"\\ud800"},"raw":"\udc00"}]' }],
      path: null,
      flatten: true,
      fields: { order: ['reactions.+1', '\udc00k'], excluded: ['\udc00k'] },
    };
    const packed = await packLinkData(data);
    if (!('packed' in packed)) throw new Error(packed.refused);
    expect(await unpackLinkData(packed.packed)).toEqual({ data });
  });

  test('should refuse a link whose field choices are malformed', async () => {
    const packed = await packLinkData({ ...DATA, fields: { order: ['a'], excluded: ['b'] } });
    if (!('packed' in packed)) throw new Error(packed.refused);
    expect(await unpackLinkData(packed.packed)).toEqual({ error: 'the data in the link is not in the expected shape' });
  });
});

describe('session texts in a data link', () => {
  const session = { schema: null, legend: 'x'.repeat(3000), custom: 'note', customNeededBy: ['L5' as const] };
  test('should carry long texts alone (built-in data), exactly', async () => {
    const packed = await packLinkTexts(session);
    if (!('packed' in packed)) throw new Error(packed.refused);
    expect(await unpackLinkData(packed.packed)).toEqual({ session });
  });
  test('should carry them with the data, and refuse malformed ones', async () => {
    const packed = await packLinkData(DATA, session);
    if (!('packed' in packed)) throw new Error(packed.refused);
    expect(await unpackLinkData(packed.packed)).toEqual({ data: DATA, session });
    const bad = await packLinkTexts({ ...session, legend: 3 } as unknown as typeof session);
    if (!('packed' in bad)) throw new Error(bad.refused);
    expect(await unpackLinkData(bad.packed)).toEqual({
      error: 'the session texts in the link are not in the expected shape',
    });
  });
});
