#!/usr/bin/env node
// The command line runs the TypeScript sources through tsx: one code path in dev and in the package.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../server/cli/cli.ts');
const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
