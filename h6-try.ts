import { captureServer } from './src/node/mcp/capture-server.ts';
const t = performance.now();
const c = await captureServer({kind:'stdio', command: process.execPath, args:['node_modules/@modelcontextprotocol/server-everything/dist/index.js','stdio'], env:{SECRET_X:'sk-abcdefgh12345'}}, {timeoutMs: 10000, maxResultBytes: 50e6, calls:[{name:'echo', arguments:{message:'hi'}}, {name:'get-env', arguments:{}}, {name:'nope', arguments:{}}]});
console.log(JSON.stringify(c).slice(0,1500)); console.log(c.tools.map(t=>t.name), c.calls.map(x=>[x.name, x.error, x.redactions, JSON.stringify(x.result).slice(0,200)]), performance.now()-t);
