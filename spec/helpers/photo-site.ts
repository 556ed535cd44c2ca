/** A small content folder with photographs whose embedded IPTC/XMP is known (made with sharp). */
import sharp from 'sharp';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildIptcApp13, buildXmpPacket, insertApp13, PLUS_VOCAB, type PhotoRightsFields } from '../../server/images/xmp-packet.ts';
import { tempSite } from './temp-site.ts';

export const GRETA: PhotoRightsFields = {
  caption: { en: 'Greta, 88, at the window of the house she was born in.', de: 'Greta, 88, am Fenster des Hauses, in dem sie geboren wurde.' },
  altText: { en: 'An old woman at a window.', de: 'Eine alte Frau am Fenster.' },
  title: { en: 'Greta', de: 'Greta' },
  headline: 'Greta',
  creator: 'Test Person',
  creditLine: 'Test Person / Agentur',
  copyrightNotice: '© 2023 Test Person',
  dateCreated: '2023-03-04',
  city: 'Langeneß',
  country: 'Germany',
  countryCode: 'DE',
  people: ['Greta Hansen'],
  webStatement: 'https://www.test.example/en/licensing/',
  licensorUrl: 'https://www.test.example/en/licensing/',
  dataMining: `${PLUS_VOCAB}DMI-PROHIBITED-AIMLTRAINING`,
};

export async function jpegWith(fields: PhotoRightsFields | undefined, width = 1200, height = 800, color = '#557'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: color } }).jpeg({ quality: 60 });
  if (!fields) return base.toBuffer();
  const jpeg = await base.withXmp(buildXmpPacket(fields)).toBuffer();
  return insertApp13(jpeg, buildIptcApp13(fields));
}

export const GALLERY_EN = `---
title: Gallery
description: Pictures of the islands.
translationKey: gallery
type: ImageGallery
photos:
  - src: /assets/photos/ferry.jpg
    caption: The morning ferry leaves the harbour.
    credit: "Photo: Test Person"
    people: [Hauke]
---

Pictures from the Halligen.

## Photographs

![An old woman at a window.](/assets/photos/greta.jpg)

![A ferry at the quay.](/assets/photos/ferry.jpg)

## About the series

Text about the series.
`;

export const GALLERY_DE = `---
title: Galerie
description: Bilder von den Inseln.
translationKey: gallery
type: ImageGallery
photos:
  - src: /assets/photos/greta.jpg
    headline: Greta am Fenster
---

Bilder von den Halligen.

## Fotografien

![Eine alte Frau am Fenster.](/assets/photos/greta.jpg)
`;

/** The fixture: greta.jpg with full IPTC/XMP, ferry.jpg with IPTC/XMP but no caption (the page writes it). */
export async function photoSite(extra: Record<string, string | null> = {}) {
  const site = tempSite({ 'en/gallery.md': GALLERY_EN, 'de/galerie.md': GALLERY_DE, ...extra });
  const write = (path: string, bytes: Buffer) => {
    mkdirSync(dirname(join(site.dir, path)), { recursive: true });
    writeFileSync(join(site.dir, path), bytes);
  };
  write('assets/photos/greta.jpg', await jpegWith(GRETA));
  write('assets/photos/ferry.jpg', await jpegWith({ ...GRETA, caption: undefined, altText: undefined, title: undefined, headline: 'Ferry', people: [] }, 900, 600, '#9ab'));
  return { ...site, write };
}
