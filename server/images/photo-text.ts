/** How a photograph's place, date and rights read in a page's language (captions, search text, Markdown). */
import type { Photo, PhotoPlace } from './photo-types.ts';

/**
 * Intl formatters cost ~0.3 ms each to construct and are immutable: one per language and kind,
 * kept here (a handful of entries, bounded by the site's languages).
 */
const formatters = new Map<string, Intl.DisplayNames | Intl.DateTimeFormat | null>();
function formatter<T extends Intl.DisplayNames | Intl.DateTimeFormat>(key: string, make: () => T): T | null {
  if (!formatters.has(key)) {
    try {
      formatters.set(key, make());
    } catch {
      formatters.set(key, null);
    }
  }
  return formatters.get(key) as T | null;
}

/** The country named in the page's language when its ISO code is known (Intl), else as written. */
export function countryName(place: PhotoPlace, lang: string): string | undefined {
  if (place.countryCode) {
    try {
      const name = formatter(`region:${lang}`, () => new Intl.DisplayNames([lang], { type: 'region' }))?.of(place.countryCode.toUpperCase());
      if (name && name !== place.countryCode.toUpperCase()) return name;
    } catch {
      // An unknown code: the written name below.
    }
  }
  return place.country;
}

export function placeText(place: PhotoPlace, lang: string): string | undefined {
  const parts = [place.sublocation, place.city, countryName(place, lang)].filter((p): p is string => !!p);
  return parts.length ? [...new Set(parts)].join(', ') : undefined;
}

/** 2023-03-04 as "4 March 2023" / "4. März 2023"; partial dates as year or month and year. */
export function dateText(date: string | undefined, lang: string): string | undefined {
  if (!date) return undefined;
  const [y, m, d] = date.split('-').map(Number);
  const when = new Date(Date.UTC(y, (m || 1) - 1, d || 1));
  const kind = d ? 'day' : m ? 'month' : 'year';
  const options: Intl.DateTimeFormatOptions = d
    ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
    : m
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { year: 'numeric', timeZone: 'UTC' };
  const format = formatter(`date:${kind}:${lang}`, () => new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, options));
  return format && !Number.isNaN(when.getTime()) ? format.format(when) : date;
}

/** What search matches a photograph by: caption, title, place, date (both forms), people, alt text. */
export function photoSectionText(photo: Photo, lang: string): string {
  const date = dateText(photo.dateCreated, lang);
  return [photo.caption, placeText(photo.place, lang), date && photo.dateCreated ? `${date} (${photo.dateCreated})` : undefined, photo.people.length ? photo.people.join(', ') : undefined, photo.alt]
    .filter(Boolean)
    .join('\n');
}

const DATA_MINING: Record<string, { en: string; de: string }> = {
  'DMI-UNSPECIFIED': { en: 'not specified', de: 'nicht angegeben' },
  'DMI-ALLOWED': { en: 'allowed', de: 'erlaubt' },
  'DMI-ALLOWED-NONCOMMERCIAL': { en: 'allowed for non-commercial purposes', de: 'für nicht-kommerzielle Zwecke erlaubt' },
  'DMI-PROHIBITED-AIMLTRAINING': { en: 'prohibited for AI/ML training', de: 'für KI-/ML-Training untersagt' },
  'DMI-PROHIBITED-GENAIMLTRAINING': { en: 'prohibited for generative AI/ML training', de: 'für das Training generativer KI untersagt' },
  'DMI-PROHIBITED-EXCEPTSEARCHENGINEINDEXING': { en: 'prohibited except for search engine indexing', de: 'untersagt, außer für Suchmaschinen-Indexierung' },
  'DMI-PROHIBITED': { en: 'prohibited', de: 'untersagt' },
  'DMI-PROHIBITED-SEECONSTRAINT': { en: 'prohibited, see constraints', de: 'untersagt, siehe Einschränkungen' },
  'DMI-PROHIBITED-SEEEMBEDDEDRIGHTSEXPR': { en: 'prohibited, see the embedded rights expression', de: 'untersagt, siehe eingebettete Rechteangabe' },
  'DMI-PROHIBITED-SEELINKEDRIGHTSEXPR': { en: 'prohibited, see the linked rights expression', de: 'untersagt, siehe verlinkte Rechteangabe' },
};

/** The PLUS Data Mining value in words ("prohibited for AI/ML training"), with its code. */
export function dataMiningText(value: string | undefined, lang: string): string | undefined {
  if (!value) return undefined;
  const code = value.replace(/^.*\//, '').toUpperCase();
  const words = DATA_MINING[code];
  return words ? `${lang === 'de' ? words.de : words.en} (${code})` : code;
}

/** Labels of the photo captions and the Markdown view, German and English (others: English). */
export function photoLabels(lang: string) {
  return lang === 'de'
    ? {
        photos: 'Fotografien',
        caption: 'Bildunterschrift',
        place: 'Ort',
        date: 'Datum',
        people: 'Personen',
        credit: 'Credit',
        copyright: 'Urheberrecht',
        licence: 'Lizenz',
        licensing: 'Lizenz anfragen',
        dataMining: 'Data Mining (PLUS)',
        address: 'Adresse',
        altText: 'Alternativtext',
        fullSize: 'In voller Größe ansehen',
        image: 'Bild',
      }
    : {
        photos: 'Photographs',
        caption: 'Caption',
        place: 'Place',
        date: 'Date',
        people: 'People',
        credit: 'Credit',
        copyright: 'Copyright',
        licence: 'Licence',
        licensing: 'License this photo',
        dataMining: 'Data mining (PLUS)',
        address: 'Address',
        altText: 'Alt text',
        fullSize: 'View full size',
        image: 'Image',
      };
}
