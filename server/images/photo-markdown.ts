/**
 * Photographs in Markdown (get_page, the Markdown views, llms-full.txt): each picture that
 * stands alone in the text is followed by its caption, place and date, credit, copyright,
 * licence, Data Mining value and address; pictures only the front matter lists follow the text.
 */
import { absoluteUrl, type Page, type Site } from '../site/site-types.ts';
import { dataMiningText, dateText, photoLabels, placeText } from './photo-text.ts';
import { photoCopyright, photoCredit, photoLicense, photoLicensor, photoUrl } from './image-object.ts';
import { IMAGE_PATTERN } from './scan-images.ts';
import type { Photo } from './photo-types.ts';

const mdText = (s: string) => s.replace(/([\\[\]*_`])/g, '\\$1');

export function photoBlock(site: Site, page: Page, photo: Photo): string {
  const l = photoLabels(page.lang);
  const place = placeText(photo.place, page.lang);
  const date = dateText(photo.dateCreated, page.lang);
  const license = photoLicense(site, page, photo);
  const licensor = photoLicensor(site, page, photo);
  const lines = [
    `![${mdText(photo.alt)}](${absoluteUrl(site, photo.src)} "${photo.name.replace(/"/g, "'")}")`,
    '',
    `- **${mdText(photo.name)}**${photo.caption ? `: ${mdText(photo.caption)}` : ''}`,
    place || date ? `- ${[place && `${l.place}: ${place}`, date && `${l.date}: ${date}`].filter(Boolean).join(' · ')}` : '',
    photo.people.length ? `- ${l.people}: ${photo.people.join(', ')}` : '',
    `- ${l.credit}: ${mdText(photoCredit(site, page, photo))} · ${mdText(photoCopyright(site, photo))}`,
    `- ${l.licence}: ${license}${licensor !== license ? ` · ${l.licensing}: ${licensor}` : ''}`,
    photo.dataMining ? `- ${l.dataMining}: ${dataMiningText(photo.dataMining, page.lang)}` : '',
    `- ${l.address}: ${photoUrl(site, page, photo)}`,
  ];
  return lines.filter((line, i) => line !== '' || i === 1).join('\n');
}

/**
 * The Markdown with each photograph's details after it. With `whole`, photographs of the
 * front matter only are appended under a heading.
 */
export function withPhotoDetails(site: Site, page: Page, markdown: string, whole: boolean): string {
  const photos = page.photos ?? [];
  if (!photos.length) return markdown;
  const bySrc = new Map(photos.map((p) => [p.src, p]));
  let fence = false;
  const out = markdown.split('\n').map((line) => {
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) fence = !fence;
    if (fence) return line;
    const matches = [...line.matchAll(IMAGE_PATTERN)];
    if (matches.length !== 1 || line.trim() !== matches[0][0]) return line;
    const photo = bySrc.get(matches[0][2]);
    return photo ? photoBlock(site, page, photo) : line;
  });
  let text = out.join('\n');
  const extra = photos.filter((p) => !p.inBody);
  if (whole && extra.length) text = `${text.trimEnd()}\n\n## ${photoLabels(page.lang).photos}\n\n${extra.map((p) => photoBlock(site, page, p)).join('\n\n')}\n`;
  return text;
}
