import { expect } from 'chai';
import { SALUTATION_WORDS, withoutSalutation } from '../../../server/search/salutation.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const STORY = 'in unserem Stall werden alle Pferde seit Jahren viermal im Jahr entwurmt. Wie handhaben Sie das?';

describe('withoutSalutation', () => {
  it('leaves out the salutation that opens a long question, to its first comma or "!", in English and German', () => {
    expect(withoutSalutation(`Hallo liebes Praxisteam, ${STORY}`)).to.equal(STORY);
    expect(withoutSalutation(`Hallo liebes Pilzhof-Team! ${STORY}`)).to.equal(STORY);
    expect(withoutSalutation(`Liebe Frau Brüggemann, ${STORY}`)).to.equal(STORY);
    const ask = 'I have been scribbling a story about a grumpy goose for years, would you read it?';
    expect(withoutSalutation(`Hi Ricarda, ${ask}`)).to.equal(ask);
    expect(withoutSalutation(`Dear team, ${ask}`)).to.equal(ask);
    expect(withoutSalutation(`Liebe und Hochzeit: ${STORY}`)).to.equal(`Liebe und Hochzeit: ${STORY}`);
  });

  it('keeps a question that opens with no greeting, a salutation of more than SALUTATION_WORDS words or none ended, one where the visitor speaks of themselves, and a short question', () => {
    const first = `Wenn ich heirate, ${STORY}`;
    expect(withoutSalutation(first)).to.equal(first);
    const long = `Hallo ${Array.from({ length: SALUTATION_WORDS }, () => 'liebes').join(' ')} Team, ${STORY}`;
    expect(withoutSalutation(long)).to.equal(long);
    const unended = 'Hallo ich habe eine Frage zu den Pferden und wie oft man sie im Jahr entwurmen sollte';
    expect(withoutSalutation(unended)).to.equal(unended);
    expect(withoutSalutation('Hello team, who works on Saturdays?')).to.equal('Hello team, who works on Saturdays?');
    const ended = `Hallo. Wir haben zwei Pferde, ${STORY}`;
    expect(withoutSalutation(ended)).to.equal(ended);
    // The greeting ran on into the question: its first clause names the topic.
    const cat = 'Hi I have a cat, can I bring her along to the pottery course next week please?';
    expect(withoutSalutation(cat)).to.equal(cat);
    const husky = 'Hallo ich habe einen Husky, darf der mit in den Laden, wenn ich nächste Woche vorbeikomme?';
    expect(withoutSalutation(husky)).to.equal(husky);
  });

  it("lists the page on the story's topic first, not the team page the salutation names", () => {
    const index = fixtureIndex([
      {
        path: '/de/team/',
        lang: 'de',
        title: 'Team',
        intro: 'Unser Team in der Praxis: Tierärztinnen und Pferdepflegerinnen.',
        sections: [['Jonas', 'Jonas liebt Pferde und ist seit Jahren im Team.']],
      },
      { path: '/de/journal/entwurmung/', lang: 'de', title: 'Selektive Entwurmung', intro: 'Pferde viermal im Jahr zu entwurmen ist nicht mehr üblich: wir untersuchen zuerst den Kot.' },
    ]);
    const pages = searchIndex(index, { query: `Hallo liebes Praxisteam, ich hoffe, Sie hatten ein schönes Wochenende! ${STORY}`, lang: 'de' }).hits.map((h) => h.page.path);
    expect(pages[0]).to.equal('/de/journal/entwurmung/');
  });
});
