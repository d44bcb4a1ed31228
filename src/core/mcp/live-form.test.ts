import { describe, expect, test } from 'vitest';
import { cliCommandFor, liveFailureWords, readLiveForm, shellWord } from './live-form.ts';

const form = { url: 'http://127.0.0.1:3001/mcp', headers: '', tool: '', args: '' };

describe('readLiveForm', () => {
  test('a URL alone: no headers, no call', () => {
    expect(readLiveForm(form)).toEqual({ target: { url: form.url, headers: {}, call: null } });
  });

  test('headers one a line (blank lines skipped), a call with its JSON arguments', () => {
    const read = readLiveForm({
      ...form,
      headers: 'Authorization: Bearer sk-1\n\nX-Team:  a:b ',
      tool: 'echo',
      args: '{"message":"hi"}',
    });
    expect(read).toEqual({
      target: {
        url: form.url,
        headers: { Authorization: 'Bearer sk-1', 'X-Team': 'a:b' },
        call: { name: 'echo', arguments: { message: 'hi' } },
      },
    });
  });

  test('every problem, each naming its field and line', () => {
    expect(readLiveForm({ url: 'ftp://x', headers: 'ok: 1\nno colon', tool: 'echo', args: '[1]' })).toEqual({
      problems: [
        'URL: “ftp://x” is not an http:// or https:// address',
        'Headers, line 2: needs “Name: value” (a header name before “:”)',
        'Arguments: must be a JSON object, such as {"message": "hi"}',
      ],
    });
    expect(readLiveForm({ ...form, url: ' ', args: '{}' })).toEqual({
      problems: [
        'URL: type the address of your server’s MCP endpoint (http://127.0.0.1:3001/mcp)',
        'Arguments: name the tool to call them with',
      ],
    });
    const notJson = readLiveForm({ ...form, tool: 'echo', args: '{x' });
    expect('problems' in notJson && notJson.problems[0]).toMatch(/^Arguments: not JSON \(/);
  });
});

describe('cliCommandFor', () => {
  test('the URL, headers by name only, the call, --save', () => {
    expect(
      cliCommandFor({
        url: 'https://example.com/mcp?team=a b',
        headers: { Authorization: 'Bearer sk-secret' },
        call: { name: 'echo', arguments: { message: "it's" } },
      }),
    ).toBe(
      `npm run -s mcp -- --url 'https://example.com/mcp?team=a b' --header 'Authorization: <value>' --call echo --args '{"message":"it'\\''s"}' --save capture.json`,
    );
    expect(cliCommandFor({ url: 'http://127.0.0.1:3001/mcp', headers: {}, call: null })).toBe(
      'npm run -s mcp -- --url http://127.0.0.1:3001/mcp --save capture.json',
    );
  });

  test('shellWord quotes only what needs it', () => {
    expect(shellWord('a-b_c.d/e:1')).toBe('a-b_c.d/e:1');
    expect(shellWord('')).toBe("''");
    expect(shellWord('$HOME')).toBe("'$HOME'");
  });
});

describe('liveFailureWords', () => {
  test('CORS names the server, the page and the headers it needs', () => {
    expect(liveFailureWords('cors', 'http://127.0.0.1:3001/mcp?k=1', 'Failed to fetch', 'https://x.dev')).toBe(
      'Cannot connect: CORS. The server at http://127.0.0.1:3001 answered, but does not let this page (https://x.dev) read its answers: it sends no CORS headers for this origin (Access-Control-Allow-Origin, with Access-Control-Expose-Headers: mcp-session-id). A page can connect only where the server allows it; a terminal is not bound by CORS. Run this command and open the capture it writes here:',
    );
  });

  test('the policy, a refused connection and a server error each say so', () => {
    expect(liveFailureWords('csp', 'http://10.0.0.2/mcp', '', 'https://x.dev')).toContain(
      'allows connections only to its own origin, http://localhost and http://127.0.0.1 on any port, and any https:// address; http://10.0.0.2 is outside it',
    );
    expect(liveFailureWords('unreachable', 'http://127.0.0.1:9/mcp', 'Failed to fetch', '')).toMatch(
      /^Cannot connect: nothing answered at http:\/\/127\.0\.0\.1:9 \(Failed to fetch\): the connection was refused/,
    );
    expect(liveFailureWords('server', 'https://a.b/mcp', 'the server answered HTTP 401: no', '')).toMatch(
      /^The server at https:\/\/a\.b failed: the server answered HTTP 401: no\. /,
    );
  });
});
