/**
 * Serves the production build (`dist/`) under a sub-path, as a static host would: `/cce/` by
 * default (`CCE_BASE_PATH`), on 127.0.0.1:`CCE_PORT` (4173). Anything outside the sub-path is 404,
 * so a build that asks for an absolute `/assets/...` URL fails the tests.
 */
import { createServer } from 'node:http';
import sirv from 'sirv';

const base = process.env.CCE_BASE_PATH ?? '/cce/';
const port = Number(process.env.CCE_PORT ?? 4173);
const serve = sirv(process.env.CCE_DIST ?? 'dist', { dev: false, etag: true, extensions: ['html'] });

createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === base.slice(0, -1)) {
    res.writeHead(301, { Location: base }).end();
    return;
  }
  if (!url.startsWith(base)) {
    res.writeHead(404).end('not found: outside the base path');
    return;
  }
  req.url = '/' + url.slice(base.length);
  serve(req, res, () => {
    res.writeHead(404).end('not found');
  });
}).listen(port, '127.0.0.1', () => {
  process.stdout.write(`serving dist/ at http://127.0.0.1:${port}${base}\n`);
});
