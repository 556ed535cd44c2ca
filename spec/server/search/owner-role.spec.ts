/** "Where was the photographer born?": the owner named by their trade is the owner (the sample site and site.yaml persons). */
import { expect } from 'chai';
import { ownerRoleWords, withRoleAsOwner } from '../../../server/search/owner-role.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { searchSite } from '../../../tools/search-site.ts';
import { sample } from '../../helpers/sites.ts';

describe('ownerRoleWords', () => {
  it("reads the trades of the job title and of the description's first clause, with their compounds' heads", () => {
    const words = ownerRoleWords(sample().person, sample().languages);
    for (const word of ['photojournalist', 'photographer', 'fotojournalistin', 'dokumentarfotografin', 'fotografin']) expect(words.has(word), word).to.equal(true);
    // Born 1986 in Rostock, living in Hamburg: not a trade.
    for (const word of ['rostock', 'hamburg', 'born']) expect(words.has(word), word).to.equal(false);
  });
  it('only words that name a person: not the piano of "piano teacher", the school of "owner of Tanzschule Roos", "former" or a mountain', () => {
    const words = ownerRoleWords(
      {
        jobTitle: { en: 'Pianist and piano teacher', de: 'Tanzlehrerin und Inhaberin der Tanzschule Roos' },
        description: { en: 'Mountain guide and former physiotherapist' },
      },
      [],
    );
    expect(words.has('pianist') && words.has('teacher') && words.has('tanzlehrerin') && words.has('lehrerin') && words.has('physiotherapist')).to.equal(true);
    for (const word of ['piano', 'tanzschule', 'former', 'mountain']) expect(words.has(word), word).to.equal(false);
  });
  it('only a phrase\'s last word: not "interior" of "Interior designer", "computer" of "Computer repair shop owner", "master" of "Master violin maker"', () => {
    const words = ownerRoleWords({ jobTitle: { en: 'Interior designer and decorator', de: 'Innenarchitektin' }, description: 'Computer repair shop owner and master violin maker' }, ['en', 'de']);
    expect(words.has('designer') && words.has('decorator') && words.has('owner') && words.has('innenarchitektin')).to.equal(true);
    for (const word of ['interior', 'computer', 'master']) expect(words.has(word), word).to.equal(false);
    expect(withRoleAsOwner(tokenize('Is the computer ready?', { joined: false }), words, ['en']).join(' ')).to.equal('is the computer ready');
  });
  it('trades joined by a sign the tokenizer drops, and a person word before a name or a place, still name the owner', () => {
    const words = ownerRoleWords(
      { jobTitle: { en: 'Photographer & videographer', de: 'Fotografin/Künstlerin, Raumausstatter-Meisterin' }, description: { de: 'Inhaberin Kanuverleih', en: 'Photographer Anna Roos' } },
      ['en', 'de'],
    );
    for (const word of ['photographer', 'videographer', 'fotografin', 'künstlerin', 'inhaberin']) expect(words.has(word), word).to.equal(true);
  });
  it("ends a phrase at the stop words of the text's own language, and of the site's languages for a text given in none", () => {
    // "und" is a German stop word, not an English one: "Designer" stands before another word of its phrase only in English.
    expect(ownerRoleWords({ jobTitle: { de: 'Designer und Maler' } }, ['en']).has('designer')).to.equal(true);
    expect(ownerRoleWords({ jobTitle: 'Designer und Maler' }, ['en']).has('designer')).to.equal(false);
    expect(ownerRoleWords({ jobTitle: 'Designer und Maler' }, ['en', 'de']).has('designer')).to.equal(true);
  });
  it('is empty for a site without a person', () => {
    expect(ownerRoleWords(undefined, ['en']).size).to.equal(0);
  });
});

describe('withRoleAsOwner', () => {
  const role = ownerRoleWords(
    {
      jobTitle: { en: 'Photojournalist', de: 'Fotojournalistin' },
      description: { en: 'Photojournalist and documentary photographer', de: 'Fotojournalistin und Dokumentarfotografin' },
    },
    [],
  );
  const read = (query: string, lang = 'en') => withRoleAsOwner(tokenize(query, { joined: false }), role, [lang]).join(' ');
  it('reads "the <trade>" as the pronoun at the end, before a stop word or a word of where she lives or was born', () => {
    expect(read('Where was the photographer born?')).to.equal('where was she born');
    expect(read('How old is the photographer?')).to.equal('how old is she');
    expect(read('Wie erreiche ich die Fotografin?', 'de')).to.equal('wie erreiche ich sie');
  });
  it('not "who is the photographer" (who is she?), a trade used as a modifier, or without the article', () => {
    expect(read('Who is the photographer?')).to.equal('who is the photographer');
    expect(read('We saw the pictures last week and want to book, who is the photographer?')).to.equal('we saw the pictures last week and want to book who is the photographer');
    expect(read('the photographer workshop dates')).to.equal('the photographer workshop dates');
    expect(read('photographer born where')).to.equal('photographer born where');
  });
  it('the same array when there is nothing to read', () => {
    const tokens = tokenize('opening hours', { joined: false });
    expect(withRoleAsOwner(tokens, role, ['en'])).to.equal(tokens);
    expect(withRoleAsOwner(tokens, undefined, ['en'])).to.equal(tokens);
  });
  it('answers "Where was the photographer born?" with the page about the owner (it listed a story first)', () => {
    const outcome = searchSite(sample(), { query: 'Where was the photographer born?', lang: 'en' });
    expect(outcome.ok && outcome.value.results[0].url).to.match(/\/en\/about\/$/);
  });
});
