/** Words the generated documents use, per language; English for any other. */
const LABELS = {
  en: {
    address: 'Address',
    language: 'Language',
    otherLanguage: 'Other language',
    updated: 'Last updated',
    terms: 'Terms of use',
    credit: 'Credit line',
    details: 'Details',
    languageName: { de: 'Deutsch', en: 'English' } as Record<string, string>,
    optional: 'Optional',
    pages: 'Pages',
    stories: 'Stories',
    forAgents: 'For agents and developers',
    search: 'Search',
    notFound: 'Page not found',
    notFoundText: 'There is no page at this address.',
    skip: 'Skip to content',
    mainNav: 'Main navigation',
    switchTo: 'Deutsch',
  },
  de: {
    address: 'Adresse',
    language: 'Sprache',
    otherLanguage: 'Andere Sprache',
    updated: 'Zuletzt geändert',
    terms: 'Nutzungsbedingungen',
    credit: 'Bildnachweis',
    details: 'Details',
    languageName: { de: 'Deutsch', en: 'Englisch' } as Record<string, string>,
    optional: 'Optional',
    pages: 'Seiten',
    stories: 'Reportagen',
    forAgents: 'Für Agenten und Entwickler',
    search: 'Suche',
    notFound: 'Seite nicht gefunden',
    notFoundText: 'Unter dieser Adresse gibt es keine Seite.',
    skip: 'Zum Inhalt springen',
    mainNav: 'Hauptnavigation',
    switchTo: 'English',
  },
};

export type Labels = (typeof LABELS)['en'];

export function labels(lang: string): Labels {
  return (LABELS as Record<string, Labels>)[lang] ?? LABELS.en;
}
