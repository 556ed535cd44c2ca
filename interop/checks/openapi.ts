/** OpenAPI tools: openapi-typescript + openapi-fetch (generate, compile, call), Redocly and Spectral linters. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HERE, OUT, bin, expect, run, versionOf, type Check } from '../lib.ts';

const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api.js';

// openapi-fetch's default client: data is typed from the 200 response of the description.
const client = createClient<paths>({ baseUrl: process.argv[2] });
const { data, error } = await client.GET('/v1/ask', { params: { query: { query: 'Which awards has she won?' } } });
if (error) throw new Error(error.error.code);
const first: string = data.results[0].url;
const { data: posted } = await client.POST('/ask', { body: { query: 'press kit', context: { prev: [] } } });
console.log(JSON.stringify({ first, posted: posted?.results.length }));
`;

export const openApiChecks: Check[] = [
  {
    client: 'openapi-typescript + openapi-fetch (createClient<paths>())',
    transport: 'GET /openapi.json, then HTTP',
    version: () => `${versionOf('openapi-typescript')} + ${versionOf('openapi-fetch')}`,
    async run({ url }) {
      const dir = join(OUT, 'openapi-client');
      mkdirSync(dir, { recursive: true });
      run(bin('openapi-typescript'), [`${url}/openapi.json`, '-o', join(dir, 'api.d.ts')]);
      writeFileSync(join(dir, 'client.ts'), CLIENT);
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'ES2022',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            skipLibCheck: true,
            types: ['node'],
            typeRoots: [join(HERE, 'node_modules', '@types')],
          },
          files: ['client.ts'],
        }),
      );
      run(bin('tsc'), ['-p', join(dir, 'tsconfig.json')]);
      const output = run(process.execPath, ['--import', 'tsx', join(dir, 'client.ts'), url]);
      const answer = JSON.parse(output.trim().split('\n').at(-1)!) as { first: string; posted: number };
      expect(answer.first.startsWith(url) && answer.posted > 0, `answer: ${output}`);
      return 'generated types compile (strict): data.results[0].url is a string; GET and POST answered';
    },
  },
  {
    client: 'Redocly CLI lint (recommended)',
    transport: '/openapi.json',
    version: () => versionOf('@redocly/cli'),
    async run({ url }) {
      const file = join(OUT, 'openapi.json');
      writeFileSync(file, await (await fetch(`${url}/openapi.json`)).text());
      const output = run(bin('redocly'), ['lint', '--extends', 'recommended', '--format', 'summary', file], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      const warnings = [...output.matchAll(/^warning\s+(\S+):\s*(\d+)/gm)].map((m) => `${m[1]} ×${m[2]}`);
      expect(!/^error\s/m.test(output), output);
      return `0 errors; warnings: ${warnings.join(', ') || 'none'} (see docs/interop.md)`;
    },
  },
  {
    client: 'Spectral lint (spectral:oas)',
    transport: '/openapi.json',
    version: () => versionOf('@stoplight/spectral-cli'),
    async run({ url }) {
      const file = join(OUT, 'openapi.json');
      writeFileSync(file, await (await fetch(`${url}/openapi.json`)).text());
      const output = run(bin('spectral'), ['lint', '--ruleset', join(HERE, '.spectral.json'), '--fail-severity', 'error', '--format', 'json', '--quiet', file]);
      const problems = JSON.parse(output.slice(output.indexOf('['))) as { code: string; severity: number; path: string[] }[];
      expect(
        problems.every((p) => p.severity > 0),
        JSON.stringify(problems.filter((p) => p.severity === 0)),
      );
      const counts = new Map<string, number>();
      for (const p of problems) counts.set(p.code, (counts.get(p.code) ?? 0) + 1);
      return `0 errors; warnings: ${[...counts].map(([code, n]) => `${code} ×${n}`).join(', ') || 'none'} (see docs/interop.md)`;
    },
  },
];
