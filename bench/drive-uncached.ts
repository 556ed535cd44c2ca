// temporary driver: node --import tsx bench/drive-uncached.ts URL SECONDS [get|post|mcp]
import autocannon from 'autocannon';
import { loadSite } from '../server/site/load-site.ts';
import { questionPool } from './question-pool.ts';
import { autocannonRequest } from './autocannon-request.ts';
const [url, seconds, kind = 'get'] = process.argv.slice(2);
const pool = questionPool(loadSite(new URL('../content', import.meta.url).pathname), 100_000).questions;
let n = Math.floor(Math.random() * 50_000);
const make = (q: string, id: number) =>
  kind === 'get'
    ? { method: 'GET', path: `/ask?query=${encodeURIComponent(q)}` }
    : kind === 'post'
      ? { method: 'POST', path: '/ask', body: JSON.stringify({ query: q }), headers: { 'content-type': 'application/json' } }
      : { method: 'POST', path: '/mcp', body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_site', arguments: { query: q } } }), headers: { 'content-type': 'application/json' } };
const first = make(pool[n++], n);
const r = await autocannon({ url, connections: 50, duration: Number(seconds), requests: [autocannonRequest({ ...first, setupRequest: (req) => ({ ...req, ...make(pool[n++ % pool.length], n) }) } as never)] as never });
console.log(kind, 'rps', r.requests.average, 'non2xx', r.non2xx, 'errors', r.errors, 'total', r.requests.total);
