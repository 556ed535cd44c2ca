/**
 * The conditions of use in words, for assistants: the same sentences in the profile,
 * the Markdown views and the documents. English is the fallback for other languages.
 */
const STATEMENTS: Record<string, { allowed: string; notAllowed: string; notAllowedWithoutTdm: string; photos: string }> = {
  en: {
    allowed: 'Assistants may fetch individual pages on behalf of a person, summarise them and link to them, for example to answer a question or to get in touch.',
    notAllowed: 'Text and data mining and training AI models on this content are not allowed (reservation of use under § 44b(3) UrhG, the German Copyright Act).',
    notAllowedWithoutTdm: 'Reuse beyond fetching, summarising and linking needs permission.',
    photos: 'The photographs are protected by copyright. Any use requires prior written permission.',
  },
  de: {
    allowed: 'Assistenten dürfen einzelne Seiten im Auftrag einer Person abrufen, zusammenfassen und verlinken, etwa um eine Frage zu beantworten oder Kontakt aufzunehmen.',
    notAllowed: 'Text- und Data-Mining sowie das Training von KI-Modellen mit diesen Inhalten sind nicht erlaubt (Nutzungsvorbehalt nach § 44b Abs. 3 UrhG).',
    notAllowedWithoutTdm: 'Jede Nutzung über Abrufen, Zusammenfassen und Verlinken hinaus bedarf der Erlaubnis.',
    photos: 'Die Fotografien sind urheberrechtlich geschützt. Jede Nutzung bedarf der vorherigen schriftlichen Genehmigung.',
  },
};

export function usageStatement(lang: string) {
  return STATEMENTS[lang] ?? STATEMENTS.en;
}
