/**
 * The evaluation questions (bench/eval/questions.json, a copy of the team's shared
 * evaluation set, shared/eval/questions.json) through the search_site handler
 * on the sample site: every question's answering page in the top 5, and nDCG@5 >= 0.85.
 * The benchmark (npm run bench:relevance) prints the same figures per language.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { searchSite } from '../../../tools/search-site.ts';
import { mean, pageOf, scoreRanking, type Question } from '../../../bench/eval-metrics.ts';
import { sample } from '../../helpers/sites.ts';

const QUESTIONS = fileURLToPath(new URL('../../../bench/eval/questions.json', import.meta.url));

describe('search_site relevance on the evaluation questions', () => {
  const questions = JSON.parse(readFileSync(QUESTIONS, 'utf8')) as Question[];
  const rank = (q: Question, withLang: boolean) => {
    const outcome = searchSite(sample(), { query: q.query, lang: withLang ? q.lang : undefined, limit: 10 });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value.results.map((r) => pageOf(r.url));
  };

  for (const withLang of [true, false]) {
    const how = withLang ? "with the question's language given" : 'with the language detected';
    it(`puts an answering page in the top 5 for every question, ${how}`, () => {
      const misses = questions.filter((q) => (scoreRanking(rank(q, withLang), q.relevant).firstAnswer ?? 99) > 5).map((q) => `${q.id} ${q.query}`);
      expect(misses).to.deep.equal([]);
    });

    it(`reaches nDCG@5 of at least 0.85, ${how}`, () => {
      const ndcg = mean(questions.map((q) => scoreRanking(rank(q, withLang), q.relevant).ndcg));
      expect(ndcg).to.be.at.least(0.85);
    });
  }
});

describe('scoreRanking', () => {
  it('counts a page once and normalises by the ideal ranking', () => {
    const relevant = { '/a/': 2, '/b/': 1 };
    expect(scoreRanking(['/a/', '/b/'], relevant).ndcg).to.equal(1);
    expect(scoreRanking(['/a/', '/a/', '/b/'], relevant).ndcg).to.be.below(1);
    expect(scoreRanking(['/x/', '/a/'], relevant)).to.include({ rr: 0.5, firstAnswer: 2 });
    expect(scoreRanking(['/x/'], relevant)).to.include({ ndcg: 0, rr: 0 });
  });
});
