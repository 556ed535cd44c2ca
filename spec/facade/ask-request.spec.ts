import { expect } from 'chai';
import { createRequire } from 'node:module';
import { askQueryParams, parseAskQuery } from '../../facade/ask-request.ts';
import { NLWEB_PARAMS } from '../../facade/nlweb-dialect.ts';

// Koa's own parser of ctx.query: what the GET route read before, for comparison.
const koaSearchParams = createRequire(import.meta.url)('koa/lib/search-params.js') as { parse(query: string): Record<string, string | string[]> };

describe('askQueryParams', () => {
  const READ = ['query', 'lang', 'streaming', 'prev', ...NLWEB_PARAMS];
  const sameAsKoa = (querystring: string) => {
    const koa = koaSearchParams.parse(querystring);
    const ours = askQueryParams(querystring);
    for (const name of READ) expect(ours[name], `${name} of ${querystring}`).to.deep.equal(koa[name]);
  };

  it('decodes every parameter parseAskQuery reads as Koa decodes ctx.query', () => {
    for (const querystring of [
      '',
      'query=awards',
      'query=Which+awards%3F&lang=en',
      'query=Gr%C3%BC%C3%9Fe%20aus%20K%C3%B6ln&streaming=TRUE',
      'query=%E0%A4%A&lang=de', // a broken escape stays as written, a broken UTF-8 sequence becomes U+FFFD, as in Koa
      'query=a&query=b&query=c',
      'prev=one&prev=two&query=three',
      'query=x&site=example.org&generate_mode=list',
      'query==&=x&&lang',
      'query=%00',
    ]) {
      sameAsKoa(querystring);
    }
  });

  it('keeps no parameter it does not read, whatever its name', () => {
    const params = askQueryParams('query=a&__proto__=x&constructor=y&mode=agent&toString=z');
    expect(Object.keys(params).sort()).to.deep.equal(['lang', 'prev', 'query', 'streaming']);
    expect(params.query).to.equal('a');
    expect(Object.getPrototypeOf(params)).to.equal(Object.prototype);
  });

  it('feeds parseAskQuery the same answers as ctx.query did: a repeated query is refused, an NLWeb parameter marks the dialect', () => {
    expect(() => parseAskQuery(askQueryParams('query=a&query=b'), ['en'])).to.throw('given 2 times');
    expect(parseAskQuery(askQueryParams('query=a&site=x'), ['en']).dialect).to.equal('nlweb');
    expect(parseAskQuery(askQueryParams('query=a&prev=b,c'), ['en']).prev).to.deep.equal(['b', 'c']);
  });
});
