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
if (existsSync(bundled)) {
  ({ main } = await import(bundled.href));
} else if (existsSync(compiled)) {
  ({ main } = await import(compiled.href));
} else {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    process.stderr.write('portfolio-agent: dist/ is missing; run `npm run build` (or `npm install` tsx to run the sources)\n');
    process.exit(70);
  }
  register();
  ({ main } = await import('../server/cli/cli.ts'));
}
const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
