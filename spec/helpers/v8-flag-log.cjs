// Preloaded (--require) by spec/bin/launchers.spec.ts: logs each V8 flag the process sets at
// run time to stderr as `v8-flag <flag>`, so a test sees what a launcher set and when.
const v8 = require('node:v8');
const { syncBuiltinESMExports } = require('node:module');

const set = v8.setFlagsFromString;
v8.setFlagsFromString = (flag) => {
  process.stderr.write(`v8-flag ${flag}\n`);
  return set(flag);
};
// ES modules that import { setFlagsFromString } from 'node:v8' see the wrapper too.
syncBuiltinESMExports();
