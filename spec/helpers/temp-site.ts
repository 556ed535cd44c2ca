/** A copy of a fixture folder in a temporary directory, with one change applied. */
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fixtureDir } from './sites.ts';

export function tempSite(files: Record<string, string | null> = {}, from = 'minimal'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-agent-'));
  cpSync(fixtureDir(from), dir, { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    if (content === null) rmSync(target, { recursive: true, force: true });
    else {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
