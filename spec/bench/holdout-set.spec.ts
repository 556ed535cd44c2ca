import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../server/site/load-site.ts';
import { validateQuestions } from '../../bench/eval/validate-questions.ts';

// The hold-out sets are data: this only checks that each site loads and that every address and
// section anchor its questions grade still exists (e.g. after a change to heading slugs). It never
// runs search over a set.
for (const name of [
  'second-site',
  'third-site',
  'fourth-site',
  'fifth-site',
  'sixth-site',
  'seventh-site',
  'eighth-site',
  'ninth-site',
  'tenth-site',
  'eleventh-site',
  'twelfth-site',
  'thirteenth-site',
  'fourteenth-site',
  'fifteenth-site',
  'sixteenth-site',
  'seventeenth-site',
  'eighteenth-site',
  'nineteenth-site',
  'twentieth-site',
  'twenty-first-site',
  'twenty-second-site',
  'twenty-third-site',
  'twenty-fourth-site',
  'twenty-fifth-site',
  'twenty-sixth-site',
  'twenty-seventh-site',
  'twenty-eighth-site',
  'twenty-ninth-site',
  'thirtieth-site',
  'thirty-first-site',
  'thirty-second-site',
  'thirty-third-site',
  'thirty-fourth-site',
  'thirty-fifth-site',
  'thirty-sixth-site',
  'thirty-seventh-site',
  'thirty-eighth-site',
  'thirty-ninth-site',
  'fortieth-site',
  'forty-first-site',
  'forty-second-site',
  'forty-third-site',
  'forty-fourth-site',
  'forty-fifth-site',
  'forty-sixth-site',
  'forty-seventh-site',
  'forty-eighth-site',
  'forty-ninth-site',
  'fiftieth-site',
  'fifty-first-site',
  'fifty-second-site',
  'fifty-third-site',
  'fifty-fourth-site',
  'fifty-fifth-site',
  'fifty-sixth-site',
  'fifty-seventh-site',
  'fifty-eighth-site',
  'fifty-ninth-site',
  'sixtieth-site',
  'sixty-first-site',
  'sixty-second-site',
  'sixty-third-site',
  'sixty-fourth-site',
  'sixty-fifth-site',
  'sixty-sixth-site',
  'sixty-seventh-site',
  'sixty-eighth-site',
  'sixty-ninth-site',
  'seventieth-site',
  'seventy-first-site',
  'seventy-second-site',
  'seventy-third-site',
  'seventy-fourth-site',
  'seventy-fifth-site',
  'seventy-sixth-site',
  'seventy-seventh-site',
  'seventy-eighth-site',
  'seventy-ninth-site',
  'eightieth-site',
  'eighty-first-site',
  'eighty-second-site',
  'eighty-third-site',
  'eighty-fourth-site',
  'eighty-fifth-site',
  'eighty-sixth-site',
  'eighty-seventh-site',
  'eighty-eighth-site',
  'eighty-ninth-site',
  'ninetieth-site',
  'ninety-first-site',
  'ninety-second-site',
  'ninety-third-site',
  'ninety-fourth-site',
  'ninety-fifth-site',
  'ninety-sixth-site',
  'ninety-seventh-site',
  'ninety-eighth-site',
  'ninety-ninth-site',
  'hundredth-site',
  'hundred-and-first-site',
  'hundred-and-second-site',
  'hundred-and-third-site',
  'hundred-and-fourth-site',
  'hundred-and-fifth-site',
  'hundred-and-sixth-site',
  'hundred-and-seventh-site',
  'hundred-and-eighth-site',
  'hundred-and-ninth-site',
  'hundred-and-tenth-site',
  'hundred-and-eleventh-site',
  'hundred-and-twelfth-site',
  'hundred-and-thirteenth-site',
  'hundred-and-fourteenth-site',
  'hundred-and-fifteenth-site',
  'hundred-and-sixteenth-site',
  'hundred-and-seventeenth-site',
  'hundred-and-eighteenth-site',
  'hundred-and-nineteenth-site',
  'hundred-and-twentieth-site',
  'hundred-and-twenty-first-site',
  'hundred-and-twenty-second-site',
  'hundred-and-twenty-third-site',
  'hundred-and-twenty-fourth-site',
  'hundred-and-twenty-fifth-site',
  'hundred-and-twenty-sixth-site',
  'hundred-and-twenty-seventh-site',
  'hundred-and-twenty-eighth-site',
  'hundred-and-twenty-ninth-site',
  'hundred-and-thirtieth-site',
  'hundred-and-thirty-first-site',
  'hundred-and-thirty-second-site',
  'hundred-and-thirty-third-site',
  'hundred-and-thirty-fourth-site',
  'hundred-and-thirty-fifth-site',
  'hundred-and-thirty-sixth-site',
  'hundred-and-thirty-seventh-site',
  'hundred-and-thirty-eighth-site',
  'hundred-and-thirty-ninth-site',
  'hundred-and-fortieth-site',
  'hundred-and-forty-first-site',
  'hundred-and-forty-second-site',
  'hundred-and-forty-third-site',
  'hundred-and-forty-fourth-site',
  'hundred-and-forty-fifth-site',
  'hundred-and-forty-sixth-site',
  'hundred-and-forty-seventh-site',
  'hundred-and-forty-eighth-site',
  'hundred-and-forty-ninth-site',
  'hundred-and-fiftieth-site',
  'hundred-and-fifty-first-site',
  'hundred-and-fifty-second-site',
  'hundred-and-fifty-third-site',
  'hundred-and-fifty-fourth-site',
  'hundred-and-fifty-fifth-site',
  'hundred-and-fifty-sixth-site',
  'hundred-and-fifty-seventh-site',
  'hundred-and-fifty-eighth-site',
  'hundred-and-fifty-ninth-site',
  'hundred-and-sixtieth-site',
  'hundred-and-sixty-first-site',
]) {
  describe(`evaluation set bench/eval/${name}`, () => {
    const site = loadSite(fileURLToPath(new URL(`../../bench/eval/${name}`, import.meta.url)));
    const questions = JSON.parse(readFileSync(fileURLToPath(new URL(`../../bench/eval/${name}-questions.json`, import.meta.url)), 'utf8'));

    it('loads the site in both languages', () => {
      expect(site.languages).to.deep.equal(['de', 'en']);
      expect(site.pages.length).to.be.at.least(50);
    });

    it('grades only addresses and sections that exist', () => {
      expect(validateQuestions(site, questions)).to.deep.equal([]);
      expect(questions.length).to.be.at.least(100);
    });

    it('reports a missing address or anchor', () => {
      const broken = [{ id: 'b1', lang: 'en', query: 'q', relevant: { '/en/nowhere/': 2, '/en/contact/#no-such-anchor': 1 } }];
      expect(validateQuestions(site, broken)).to.have.length(2);
    });
  });
}

// The fresh question sets over the sample site itself (written blind at the eighteenth round).
describe('evaluation sets over the sample site (content/)', () => {
  const site = loadSite(fileURLToPath(new URL('../../content', import.meta.url)));
  for (const name of ['sample-fresh-a', 'sample-fresh-b', 'sample-fresh-c', 'sample-fresh-d', 'sample-fresh-e', 'sample-fresh-f']) {
    it(`${name}: grades only addresses and sections that exist`, () => {
      const questions = JSON.parse(readFileSync(fileURLToPath(new URL(`../../bench/eval/${name}-questions.json`, import.meta.url)), 'utf8'));
      expect(validateQuestions(site, questions)).to.deep.equal([]);
      expect(questions.length).to.equal(100);
    });
  }
});
