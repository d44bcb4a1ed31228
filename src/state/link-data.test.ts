import { describe, expect, test } from 'vitest';
import { MAX_LINK_DATA_BYTES, packLinkData, unpackLinkData } from './link-data.ts';

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
