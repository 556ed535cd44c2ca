/** llms.txt: the npm validator llms-txt-check, which lints the file and fetches every listed address. */
import { bin, expect, run, versionOf, type Check } from '../lib.ts';

export const llmsTxtChecks: Check[] = [
  {
    client: 'llms-txt-check',
    transport: '/llms.txt, /en/llms.txt, /de/llms.txt (and every address listed)',
    version: () => versionOf('llms-txt-check'),
    async run({ url }) {
      const reports: string[] = [];
      for (const path of ['/llms.txt', '/en/llms.txt', '/de/llms.txt']) {
        const output = run(bin('llms-txt-check'), [`${url}${path}`, '--concurrency', '4']);
        expect(!/warning|error|✗/i.test(output.replace(/0 warnings?|0 errors?/gi, '')), `${path}:\n${output}`);
        reports.push(path);
      }
      return `${reports.join(', ')}: no lint finding, every listed address serves content`;
    },
  },
];
