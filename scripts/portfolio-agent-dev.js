#!/usr/bin/env node
// The command line from the TypeScript sources, through tsx (development and tests): always
// the current code, whatever dist/ holds. The published bin runs dist/ (bin/portfolio-agent.js).
import '../bin/heap-settings.js';
import { register } from 'tsx/esm/api';

register();
const { main, capYoungGeneration, slackOldGeneration, stopPretenuring } = await import('../server/cli/cli.ts');
const youngGeneration = capYoungGeneration(process.argv[2]); // as bin/portfolio-agent.js
const oldGeneration = slackOldGeneration(process.argv[2]);
const pretenuring = stopPretenuring(process.argv[2]);
const code = await main(process.argv.slice(2));
youngGeneration?.allowGrowth();
oldGeneration?.();
pretenuring?.();
if (code >= 0) process.exitCode = code;
