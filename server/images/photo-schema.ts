/** valibot schema of a page's front-matter `photos:` list (see docs/photographs.md). */
import * as v from 'valibot';

const text = v.pipe(v.string('must be a string'), v.trim(), v.minLength(1, 'must not be empty'));
const url = v.pipe(v.string('must be a URL or a site address'), v.regex(/^(https?:\/\/|\/)\S+$/, 'must be an absolute URL or a site address such as /en/licensing/'));

export const PhotoEntrySchema = v.strictObject(
  {
    src: v.pipe(v.string('needs "src"'), v.regex(/^\/assets\/\S+$/, 'must be an address under /assets/, e.g. /assets/photos/greta.jpg')),
    alt: v.optional(v.string('must be a string')),
    headline: v.optional(text),
    caption: v.optional(text),
    creator: v.optional(text),
    credit: v.optional(text),
    copyright: v.optional(text),
    date: v.optional(
      v.pipe(
        v.union([v.string(), v.date()], 'must be an ISO date (YYYY-MM-DD)'),
        v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
        v.regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'must be an ISO date (YYYY, YYYY-MM or YYYY-MM-DD)'),
      ),
    ),
    location: v.optional(text),
    city: v.optional(text),
    country: v.optional(text),
    people: v.optional(v.array(text, 'must be a list of names')),
    license: v.optional(url),
    licensor: v.optional(url),
    dataMining: v.optional(text),
  },
  'unknown field: a photo takes src, alt, headline, caption, creator, credit, copyright, date, location, city, country, people, license, licensor, dataMining',
);

export const PhotoListSchema = v.array(PhotoEntrySchema, 'must be a list of photos, each with a src');
