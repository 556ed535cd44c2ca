/** get_page's `images`: the page's photographs with what an assistant needs to show and credit them. */
import * as v from 'valibot';
import { absoluteUrl, type Page, type Section, type Site } from '../site/site-types.ts';
import { photoCopyright, photoCredit, photoLicense, photoLicensor, photoUrl } from './image-object.ts';
import { derivativePath, derivativeWidths, thumbnailPath } from './derivative-names.ts';
import { dataMiningText, placeText } from './photo-text.ts';

const str = (what: string) => v.pipe(v.string(), v.description(what));
const num = (what: string) => v.pipe(v.number(), v.description(what));

export const PageImageSchema = v.object({
  id: str('Anchor of the photograph on the page, e.g. photo-greta; also its section id.'),
  url: str('Address of the photograph on the page (page URL with #id).'),
  contentUrl: str('URL of the original picture file.'),
  thumbnailUrl: str('URL of a small JPEG version.'),
  sizes: v.pipe(
    v.array(v.object({ url: str('URL of this version.'), width: num('Width in pixels.'), type: str('Media type.') })),
    v.description('Resized versions (WebP and JPEG) for showing the picture.'),
  ),
  name: str('Title (headline) of the photograph.'),
  alt: str('Alt text: what the picture shows, for people who cannot see it.'),
  caption: v.optional(str('Caption.')),
  creator: v.optional(str('Photographer.')),
  credit: str('Credit line to show with the picture.'),
  copyrightNotice: str('Copyright notice.'),
  license: str('URL of the licence terms (Web Statement of Rights).'),
  acquireLicensePage: str('URL where a licence can be asked for.'),
  dataMining: v.optional(str('PLUS Data Mining value in words, with its code, e.g. "prohibited for AI/ML training (DMI-PROHIBITED-AIMLTRAINING)".')),
  dateCreated: v.optional(str('Date the photograph was taken (ISO).')),
  place: v.optional(str('Where it was taken.')),
  people: v.pipe(v.array(v.string()), v.description('People shown.')),
  encodingFormat: str('Media type of the original.'),
  width: num('Width of the original in pixels.'),
  height: num('Height of the original in pixels.'),
});

export const PageImagesSchema = v.pipe(v.array(PageImageSchema), v.description('The photographs of the page (or of the section asked for), in order; each is also an ImageObject in jsonLd.image.'));
export type PageImage = v.InferOutput<typeof PageImageSchema>;

/** The ids of a section and of the sub-sections its Markdown covers (those after it, one level deeper or more). */
function coveredIds(page: Page, section: Section): Set<string> {
  const ids = new Set([section.id]);
  const text = page.sections.filter((s) => s.kind !== 'photo');
  for (let i = text.indexOf(section) + 1; i > 0 && i < text.length && text[i].level > section.level; i++) ids.add(text[i].id);
  return ids;
}

export function pageImages(site: Site, page: Page, section?: Section): PageImage[] {
  const covered = section && section.kind !== 'photo' ? coveredIds(page, section) : undefined;
  const photos = (page.photos ?? []).filter((p) => !section || (covered ? covered.has(p.section ?? '') : p.id === section.id));
  return photos.map((photo) => ({
    id: photo.id,
    url: photoUrl(site, page, photo),
    contentUrl: absoluteUrl(site, photo.src),
    thumbnailUrl: absoluteUrl(site, thumbnailPath(photo)),
    sizes: derivativeWidths(photo).flatMap((width) => [
      { url: absoluteUrl(site, derivativePath(photo, width, 'webp')), width, type: 'image/webp' },
      { url: absoluteUrl(site, derivativePath(photo, width, 'jpg')), width, type: 'image/jpeg' },
    ]),
    name: photo.name,
    alt: photo.alt,
    caption: photo.caption,
    creator: photo.creator,
    credit: photoCredit(site, page, photo),
    copyrightNotice: photoCopyright(site, photo),
    license: photoLicense(site, page, photo),
    acquireLicensePage: photoLicensor(site, page, photo),
    dataMining: dataMiningText(photo.dataMining, page.lang),
    dateCreated: photo.dateCreated,
    place: placeText(photo.place, page.lang),
    people: photo.people,
    encodingFormat: photo.format,
    width: photo.width,
    height: photo.height,
  }));
}
