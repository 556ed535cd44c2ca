/**
 * The words of the cross-language questions whose answer is not first (eighty-fourth round): for every such development
 * question (IDS=file of set<TAB>id) and each content word, what reaches the answer page's language (the site's learned
 * translations, the general word list, the learned dictionary) and whether any of it is a word of the answer page (its title, or
 * its body) — whether the question's words are translated into the page's words at all. One JSON line per question. The
 * held-out sets and the validation block (SKIP, default held-out.ts' VALIDATION) are never read.
 *
 * Usage: IDS=/tmp/ids.tsv node --import tsx bench/cross-language-words.ts > /tmp/words.jsonl
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { analyzerFor, tokenize } from '../server/search/analyzer.ts';
import { dictionaryTranslations } from '../server/search/dictionary-translations.ts';
import { translationsOf, warmLexicons } from '../server/search/translation-lexicon.ts';
import { isContentWord } from '../server/search/word-analysis.ts';
import { loadSite } from '../server/site/load-site.ts';
import { pageOf } from './eval-metrics.ts';
import { readableSets, validationBlock } from './held-out.ts';

const repo = resolve(process.argv[2] ?? process.cwd());
const skip = validationBlock(process.env.SKIP);
const only = process.env.IDS ? new Set(readFileSync(process.env.IDS, 'utf8').trim().split('\n')) : undefined;

const stems = (lang: string, text: string): Set<string> => new Set(tokenize(text).map((t) => analyzerFor(lang).stem(t)));

for (const { name: set, dir, file } of readableSets(join(repo, 'bench/eval'), { skip, content: join(repo, 'content') })) {
  const qs = (JSON.parse(readFileSync(file, 'utf8')) as any[]).filter((q) => q.kind === 'cross-language' && (!only || only.has(`${set}\t${q.id}`)));
  if (qs.length === 0) continue;
  const site = loadSite(dir);
  warmLexicons(site.search);
  const byPath = new Map(site.pages.map((p: any) => [pageOf(`https://x${p.path}`), p]));
  for (const q of qs) {
    const answer = Object.entries(q.relevant as Record<string, number>).find(([p, g]) => g === 2 && byPath.get(p)?.lang !== q.lang);
    if (!answer) continue;
    const page: any = byPath.get(answer[0]);
    const li = site.search.byLang.get(page.lang);
    const asked = site.search.byLang.get(q.lang);
    if (!li || !asked) continue;
    const title = stems(page.lang, page.title);
    const body = stems(page.lang, `${page.title} ${page.description} ${page.body}`);
    const words = [];
    for (const token of tokenize(q.query)) {
      if (!isContentWord(asked, token, q.lang)) continue;
      const learned = translationsOf(site.search, li, token, q.lang);
      const learnedTerms = learned.alternatives.map((a) => li.terms[a.terms[0]]);
      const listed = dictionaryTranslations(li, q.lang, learned.source).map((a) => li.terms[a.terms[0]]);
      words.push({
        token,
        known: learned.known,
        learned: learnedTerms,
        listed,
        asWritten: body.has(analyzerFor(page.lang).stem(token)),
        learnedOnPage: learnedTerms.filter((t) => body.has(t)),
        listedOnPage: listed.filter((t) => body.has(t)),
        learnedInTitle: learnedTerms.filter((t) => title.has(t)),
        listedInTitle: listed.filter((t) => title.has(t)),
      });
    }
    process.stdout.write(`${JSON.stringify({ set, id: q.id, lang: q.lang, query: q.query, answer: answer[0], title: page.title, words })}\n`);
  }
}
