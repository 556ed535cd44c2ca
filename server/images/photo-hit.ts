/** A search hit on a photograph's section: its ImageObject is the result's schema_object. */
import type { Page, Section, Site } from '../site/site-types.ts';
import { photoImageObject } from './image-object.ts';

export function photoOf(page: Page, section: Pick<Section, 'id'>) {
  return page.photos?.find((p) => p.id === section.id);
}

export function photoHitJsonLd(site: Site, page: Page, section: Section): Record<string, unknown> | undefined {
  const photo = photoOf(page, section);
  return photo && photoImageObject(site, page, photo, { context: true });
}
