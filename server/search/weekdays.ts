/** The days of the week per language (data), for rules that read a stretch of time a question names. */
export const WEEKDAYS: Readonly<Record<string, readonly string[]>> = {
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  de: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
};

/** The near days named from today, per language (data): "tonight", "morgen". */
export const NEAR_DAYS: Readonly<Record<string, readonly string[]>> = {
  en: ['today', 'tonight', 'tomorrow'],
  de: ['heute', 'morgen'],
};

/** The days of the week with their plural or adverb ("Sundays", "sonntags"): on which days something is. */
export function weekdaysWithForms(lang: string): string[] {
  const days = WEEKDAYS[lang] ?? [];
  return days.concat(days.map((d) => `${d}s`));
}
