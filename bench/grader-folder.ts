/**
 * A folder for a second grader of a set (bench/grader-agreement.py): the site's content folder, the questions without
 * their grades (id, lang, kind, query, prev), the content-format docs, and pages.md, every page's address, title,
 * translation and section anchors as the server's loader reads them (what a grade and a `sections` entry must name).
 *
 *   node --import tsx bench/grader-folder.ts <ordinal> <folder>     (e.g. hundred-and-thirty-second /work/grade-132)
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadSite } from '../server/site/load-site.ts';

interface GradedQuestion {
  id: string;
  lang: string;
  kind?: string;
  query: string;
  prev?: string[];
}

const [ord, dir] = process.argv.slice(2);
if (!ord || !dir) throw new Error('usage: grader-folder.ts <ordinal> <folder>');
mkdirSync(dir, { recursive: true });
cpSync(`bench/eval/${ord}-site`, `${dir}/site`, { recursive: true });
cpSync('docs/content-format.md', `${dir}/content-format.md`);
const questions: GradedQuestion[] = JSON.parse(readFileSync(`bench/eval/${ord}-site-questions.json`, 'utf8'));
const bare = questions.map(({ id, lang, kind, query, prev }) => ({ id, lang, kind, query, ...(prev ? { prev } : {}) }));
writeFileSync(`${dir}/questions.json`, JSON.stringify(bare, null, 2));
const site = loadSite(`${dir}/site`);
const out = ["# Pages and their section anchors (generated from the site by the server's own loader)", ''];
for (const page of site.pages) {
  if (page.generated) continue;
  const translation = Object.values(page.translations).join(', ') || 'none';
  out.push(`## ${page.path} — ${page.title} (file ${page.file}; translation: ${translation})`);
  for (const s of page.sections) out.push(`- ${page.path}#${s.id}${s.kind === 'photo' ? ' (photo)' : ''} — ${s.name}`);
  out.push('');
}
writeFileSync(`${dir}/pages.md`, out.join('\n'));
console.log(ord, site.pages.filter((p) => !p.generated).length, 'pages');
