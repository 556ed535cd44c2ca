#!/usr/bin/env node
// The command line runs the compiled JavaScript in dist/ (built by `npm run build`, and by
// `prepack` for the published package): the bundle of the command line (dist/cli/, made by
// scripts/bundle-cli.js after tsc) when there is one, else tsc's output module by module. A
// checkout without a build falls back to the TypeScript sources through tsx, a development
// dependency.
import './heap-settings.js';
import { existsSync } from 'node:fs';

const bundled = new URL('../dist/cli/cli.js', import.meta.url);
const compiled = new URL('../dist/server/cli/cli.js', import.meta.url);
let main;
let capYoungGeneration;
let slackOldGeneration;
let stopPretenuring;
if (existsSync(bundled)) {
  ({ main, capYoungGeneration, slackOldGeneration, stopPretenuring } = await import(bundled.href));
} else if (existsSync(compiled)) {
  ({ main, capYoungGeneration, slackOldGeneration, stopPretenuring } = await import(compiled.href));
} else {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    process.stderr.write('portfolio-agent: dist/ is missing; run `npm run build` (or `npm install` tsx to run the sources)\n');
    process.exit(70);
  }
  register();
  ({ main, capYoungGeneration, slackOldGeneration, stopPretenuring } = await import('../server/cli/cli.ts'));
}
// The servers' young generation: held at 1 MB while the content loads, then let grow to 8 MB and
// no further (server/cli/young-generation.ts). `serve` returns once it listens; stdio at its end.
// The one-off commands (check, build, export) keep V8's defaults.
const youngGeneration = capYoungGeneration?.(process.argv[2]);
// The old generation: room of its own once the content is loaded (server/cli/old-generation.ts).
const oldGeneration = slackOldGeneration?.(process.argv[2]);
// Pretenuring: off once the server listens, so no literal of the request path is made old for
// good in a cold start under load (server/cli/pretenuring.ts).
const pretenuring = stopPretenuring?.(process.argv[2]);
const code = await main(process.argv.slice(2));
youngGeneration?.allowGrowth();
oldGeneration?.();
pretenuring?.();
if (code >= 0) process.exitCode = code;
