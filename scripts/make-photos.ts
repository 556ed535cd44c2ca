/**
 * npm run make:photos — draws the sample site's photographs (SVG scenes rendered with
 * sharp; nothing downloaded), embeds their IPTC Photo Metadata (XMP with German and
 * English captions, plus the IPTC IIM block), writes them to content/assets/photos/,
 * and puts them into the pages: each story's caption table becomes its gallery, the
 * home page gets a cover and the about page a portrait. Deterministic: the same bytes
 * on every run with the same sharp version. Pages already converted are left alone.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { Canvas, seeded, W, H } from './photo-scenes.ts';
import { SCENES } from './photo-compositions.ts';
import { STORIES, SINGLES, type CatalogPhoto } from './photo-catalog.ts';
import { buildIptcApp13, buildXmpPacket, insertApp13, PLUS_VOCAB } from '../server/images/xmp-packet.ts';

const content = resolve(process.argv[2] ?? 'content');
const site = parseYaml(readFileSync(join(content, 'site.yaml'), 'utf8')) as { baseUrl: string; person: { name: string }; rights: { copyrightHolder: string } };
const base = site.baseUrl.replace(/\/+$/, '');

async function render(photo: CatalogPhoto, file: string, portrait = false): Promise<number> {
  const canvas = new Canvas(seeded(photo.slug), portrait ? 1200 : W, portrait ? 1500 : H);
  const scene = SCENES[photo.scene];
  if (!scene) throw new Error(`no scene ${photo.scene}`);
  scene(canvas);
  const creator = photo.creator ?? site.person.name;
  const year = photo.date.slice(0, 4);
  const fields = {
    caption: { en: photo.caption.en, de: photo.caption.de },
    altText: { en: photo.alt.en, de: photo.alt.de },
    title: { en: photo.title.en, de: photo.title.de },
    headline: photo.title.en,
    creator,
    creditLine: photo.creator ? `Foto: ${photo.creator}` : `${creator} / Nordlicht`,
    copyrightNotice: `© ${year} ${photo.creator ?? site.rights.copyrightHolder}`,
    dateCreated: photo.date,
    sublocation: photo.sublocation,
    city: photo.city,
    country: photo.country,
    countryCode: photo.countryCode,
    people: photo.people,
    webStatement: `${base}/en/licensing/`,
    licensorName: site.rights.copyrightHolder,
    licensorUrl: `${base}/en/contact/`,
    dataMining: `${PLUS_VOCAB}DMI-PROHIBITED-AIMLTRAINING`,
  };
  const jpeg = await sharp(Buffer.from(canvas.svg())).jpeg({ quality: 74, mozjpeg: true, chromaSubsampling: '4:2:0' }).withXmp(buildXmpPacket(fields)).toBuffer();
  const bytes = insertApp13(jpeg, buildIptcApp13(fields));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return bytes.length;
}

/** Replaces a story's caption table (under its photographs heading) with one image per photo. */
function galleryInto(pageFile: string, lang: 'en' | 'de', folder: string, photos: CatalogPhoto[]): void {
  const source = readFileSync(pageFile, 'utf8');
  if (source.includes(`/assets/photos/${folder}/`)) return;
  const images = photos.map((p) => `![${p.alt[lang]}](/assets/photos/${folder}/${p.slug}.jpg)`).join('\n\n');
  const heading = lang === 'en' ? '## Photographs' : '## Fotografien';
  const table = new RegExp(`(${heading}\\n\\n)(?:\\|.*\\|\\n)+`);
  if (!table.test(source)) throw new Error(`${pageFile}: no caption table under "${heading}"`);
  writeFileSync(pageFile, source.replace(table, `$1${images}\n`));
}

/** Puts a single picture after the page's first paragraph. */
function singleInto(pageFile: string, lang: 'en' | 'de', folder: string, photo: CatalogPhoto): void {
  const source = readFileSync(pageFile, 'utf8');
  const src = `/assets/photos/${folder}/${photo.slug}.jpg`;
  if (source.includes(src)) return;
  let body = source.indexOf('\n---\n', 4) + 5;
  while (source[body] === '\n') body++;
  const para = source.indexOf('\n\n', body);
  writeFileSync(pageFile, `${source.slice(0, para)}\n\n![${photo.alt[lang]}](${src})${source.slice(para)}`);
}

let total = 0;
let count = 0;
for (const [story, { de, photos }] of Object.entries(STORIES)) {
  for (const photo of photos) {
    total += await render(photo, join(content, 'assets', 'photos', story, `${photo.slug}.jpg`));
    count++;
  }
  galleryInto(join(content, 'en', 'portfolio', `${story}.md`), 'en', story, photos);
  galleryInto(join(content, 'de', 'portfolio', `${de}.md`), 'de', story, photos);
}
for (const single of SINGLES) {
  total += await render(single.photo, join(content, 'assets', 'photos', single.folder, `${single.photo.slug}.jpg`), single.photo.scene === 'portrait');
  count++;
  singleInto(join(content, single.pages.en), 'en', single.folder, single.photo);
  singleInto(join(content, single.pages.de), 'de', single.folder, single.photo);
}
console.log(`${count} photographs, ${(total / 1024).toFixed(0)} KiB in ${join(content, 'assets', 'photos')}`);
