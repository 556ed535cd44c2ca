import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { analyze, analyzerFor, ANALYZERS, decomposedFold, detectLanguage, foldToken, tokenize } from '../../../server/search/analyzer.ts';

describe('foldToken', () => {
  it('lower-cases, folds ß to ss and strips marks but keeps umlauts for the German stemmer', () => {
    expect(foldToken('Straße')).to.equal('strasse');
    expect(foldToken('Gdańsk')).to.equal('gdansk');
    expect(foldToken('Café')).to.equal('cafe');
    expect(foldToken('ÜBER')).to.equal('über');
  });

  it('folds German words (umlauts, ß) by its short path exactly as by decomposing them', () => {
    const words = readFileSync(new URL('../../../content/de/index.md', import.meta.url), 'utf8').match(/[\p{L}\p{N}]+/gu)!;
    const german = [...words, 'Größe', 'STRASSE', 'Straße', 'ÄRGER', 'Übergröße', 'Fußball-Ärger', 'a\u0308rger', 'İstanbul', 'Crème', 'ßÄÖÜ'];
    let short = 0;
    for (const word of german) {
      expect(foldToken(word), word).to.equal(decomposedFold(word));
      if (/[äöüß]/.test(word.toLowerCase()) && /^[\p{L}]*$/u.test(word)) short++;
    }
    expect(short).to.be.above(5);
  });
});

describe('decomposedFold', () => {
  it('strips marks, keeps the umlauts (also typed as a letter and a combining mark) and folds ß', () => {
    expect(decomposedFold('Gdańsk')).to.equal('gdansk');
    expect(decomposedFold('A\u0308rger')).to.equal('ärger');
    expect(decomposedFold('Straße')).to.equal('strasse');
  });
});

describe('tokenize', () => {
  it('gives the parts and the joined form of hyphenated words', () => {
    expect(tokenize('KI-Training')).to.deep.equal(['ki', 'training', 'kitraining']);
    expect(tokenize('KI-Training', { joined: false })).to.deep.equal(['ki', 'training']);
  });

  it('puts the joined forms it leaves out aside when asked, so one pass gives both lists', () => {
    const joinedForms: string[] = [];
    expect(tokenize("KI-Training and Portfolio-Review, l'atelier", { joined: false, joinedForms })).to.deep.equal(['ki', 'training', 'and', 'portfolio', 'review', 'l', 'atelier']);
    expect(joinedForms).to.deep.equal(['kitraining', 'portfolioreview']);
  });

  it('reads an ASCII text as the word expression does (its loop), and any other text by the expression', () => {
    // The expression's reading, as tokenize made it for every text before the ASCII loop.
    const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
    const reference = (text: string, joined: boolean) => {
      const out: string[] = [];
      const joinedForms: string[] = [];
      const starts: number[] = [];
      for (const match of text.matchAll(WORD)) {
        const word = foldToken(match[0]);
        const parts = /[-'’]/.test(word) ? word.split(/[-'’]/).filter(Boolean) : undefined;
        if (parts && parts.length > 1) {
          out.push(...parts);
          if (!/['’]/.test(word)) (joined ? out : joinedForms).push(parts.join(''));
        } else out.push(word);
        while (starts.length < out.length) starts.push(match.index);
      }
      return { out, joinedForms, starts };
    };
    let state = 3;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const chars = "aZ9 -'’.,?!_-'x0ÄéßQ\t";
    const texts = ["KI-Training and Portfolio-Review, l'atelier", "--a--b-- 'c' d'-e 12-3 x'y'z-", 'What’s on?', 'Wie teuer ist ein Teller?', 'Öffnungszeiten?', ''];
    for (let i = 0; i < 3000; i++) {
      let text = '';
      const length = Math.floor(next() * 20);
      for (let k = 0; k < length; k++) text += chars[Math.floor(next() * (i % 2 ? 12 : chars.length))];
      texts.push(text);
    }
    for (const text of texts) {
      for (const joined of [true, false]) {
        const joinedForms: string[] = [];
        const starts: number[] = [];
        const want = reference(text, joined);
        expect(tokenize(text, { joined, joinedForms, starts }), text).to.deep.equal(want.out);
        expect(joinedForms, text).to.deep.equal(want.joinedForms);
        expect(starts, text).to.deep.equal(want.starts);
      }
    }
  });

  it('reads every word of every text it is given (one expression, used again and again)', () => {
    expect(tokenize('eins zwei')).to.deep.equal(['eins', 'zwei']);
    expect(tokenize('drei')).to.deep.equal(['drei']);
    expect(tokenize('')).to.deep.equal([]);
  });
});

describe('analyze', () => {
  it('stems German and English and drops stop words', () => {
    expect(analyze('Welche Preise hat sie gewonnen?', ANALYZERS.de)).to.deep.equal(['preis', 'gewonn']);
    expect(analyze('Which awards has she won?', ANALYZERS.en)).to.deep.equal(['award', 'won']);
  });

  it('folds umlauts after stemming so Görlitz and Gorlitz meet', () => {
    expect(analyze('Görlitz', ANALYZERS.de)).to.deep.equal(analyze('Gorlitz', ANALYZERS.de));
    expect(analyze('Görlitz', ANALYZERS.en)).to.deep.equal(analyze('Gorlitz', ANALYZERS.en));
    // Every umlaut of a stem, wherever it stands, in every language's stemmer and in a language with none.
    expect(analyzerFor('en').stem('müllerözü')).to.equal('mullerozu');
    expect(analyzerFor('xx').stem('ärger-öl-über')).to.equal('arger-ol-uber');
    expect(analyzerFor('xx').stem('plain')).to.equal('plain');
  });

  it('keeps the verb "booking" apart from the noun "book", and German "buchen" with "Buchung", not "Buch"', () => {
    const en = analyzerFor('en');
    const de = analyzerFor('de');
    expect(['booking', 'bookings', 'booked'].map(en.stem)).to.deep.equal(['booking', 'booking', 'booking']);
    expect(en.stem('books')).to.equal(en.stem('book')).and.not.equal(en.stem('booking'));
    expect(de.stem('buchen')).to.equal(de.stem('buchung')).and.not.equal(de.stem('buch'));
    expect(de.stem('bücher')).to.equal(de.stem('buch'));
  });

  it('keeps German "seit" (since) apart from "Seite" and "Seiten" (a page), which the stemmer gives its stem', () => {
    const de = analyzerFor('de');
    expect(de.stem('seiten')).to.equal(de.stem('seite')).and.not.equal(de.stem('seit'));
    expect(analyze('Seit wann gibt es die Werkstatt?', de)).to.not.include(de.stem('seiten'));
  });

  it('stems a word that names a property of every object as a word ("constructor" was its prototype\'s function)', () => {
    for (const lang of ['en', 'de']) {
      for (const word of ['constructor', 'valueof', 'tostring']) expect(analyzerFor(lang).stem(word), `${lang} ${word}`).to.be.a('string');
    }
    expect(analyzerFor('en').stem('constructor')).to.equal('constructor');
  });
});

describe('detectLanguage', () => {
  it('tells German from English questions, and says nothing when a question does not say', () => {
    expect(detectLanguage('Wo hat Mira Albrecht studiert?', ['de', 'en'])).to.equal('de');
    expect(detectLanguage('Where did she study photography?', ['de', 'en'])).to.equal('en');
    expect(detectLanguage('Hansa Prize', ['de', 'en'])).to.equal(undefined);
  });
  it('tells a time question of nothing but function words by them ("Anything this weekend?", "Gibt es bald etwas?")', () => {
    expect(detectLanguage('Anything this weekend?', ['de', 'en'])).to.equal('en');
    expect(detectLanguage('Anything coming up?', ['de', 'en'])).to.equal('en');
    expect(detectLanguage('Gibt es bald etwas?', ['de', 'en'])).to.equal('de');
    expect(detectLanguage('Was ist am Wochenende noch los?', ['de', 'en'])).to.equal('de');
  });

  it('counts the tokens it is given (a caller that has them already), and no word two candidates list', () => {
    expect(detectLanguage('x', ['de', 'en'], ['wo', 'hat', 'sie'])).to.equal('de');
    // "die" is German, "the" English: one vote each, a tie, no language.
    expect(detectLanguage('die the', ['de', 'en'])).to.equal(undefined);
    // "is" is English and Dutch: it counts for neither, so "het" decides.
    expect(detectLanguage('is het', ['en', 'nl'])).to.equal('nl');
    // Letters only German writes are a vote of their own.
    expect(detectLanguage('Fähre the', ['de', 'en'])).to.equal(undefined);
    expect(detectLanguage('Fähre', ['de', 'en'])).to.equal('de');
    expect(detectLanguage('anything', [])).to.equal(undefined);
  });
});

describe('analyzerFor', () => {
  it('stems and drops stop words in French, Spanish, Italian, Dutch and Polish', () => {
    expect(analyze('Les illustrations de la dessinatrice', analyzerFor('fr'))).to.deep.equal(['illustr', 'dessin']);
    expect(analyze('Las exposiciones y los premios', analyzerFor('es'))).to.deep.equal(['exposicion', 'premi']);
    expect(analyze('Le mostre e i premi', analyzerFor('it'))).to.deep.equal(['mostr', 'prem']);
    expect(analyze('De tentoonstellingen en prijzen', analyzerFor('nl'))).to.deep.equal(['tentoonstell', 'prijz']);
    expect(analyze('Zdjęcia z wystawy i nagrody', analyzerFor('pl'))).to.deep.equal(['zdjec', 'wystaw', 'nagrod']);
    expect(analyze('Nagroda', analyzerFor('pl'))).to.deep.equal(analyze('nagrody', analyzerFor('pl')));
  });
});

describe('detectLanguage among seven languages', () => {
  it('tells each language from the others', () => {
    const all = ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl'];
    expect(detectLanguage('Quels prix a-t-elle gagnés ?', all)).to.equal('fr');
    expect(detectLanguage('¿Dónde trabaja ella?', all)).to.equal('es');
    expect(detectLanguage('Quali premi ha vinto?', all)).to.equal('it');
    expect(detectLanguage('Welke prijzen heeft ze gewonnen?', all)).to.equal('nl');
    expect(detectLanguage('Jakie nagrody zdobyła?', all)).to.equal('pl');
    expect(detectLanguage('Wo hat sie studiert?', all)).to.equal('de');
    expect(detectLanguage('Where did she study?', all)).to.equal('en');
  });
});
