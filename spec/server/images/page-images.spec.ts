import { expect } from 'chai';
import { pageImages } from '../../../server/images/page-images.ts';
import type { Section } from '../../../server/site/site-types.ts';
import { sample } from '../../helpers/sites.ts';

describe('pageImages', () => {
  it("gives a section's photographs with those of the sub-sections its Markdown covers", () => {
    const site = sample();
    const page = site.pages.find((p) => (p.photos ?? []).some((photo) => photo.section))!;
    const owner = page.sections.find((s) => s.id === page.photos!.find((photo) => photo.section)!.section)!;
    // The same page with its photographs moved under a ### heading inside that section.
    const sub = { id: 'sub-heading', name: 'Sub-heading', level: owner.level + 1, path: `${page.path}#sub-heading`, ownMarkdown: '', markdown: '', text: '', kind: 'section' } as Section;
    const sections = [...page.sections];
    sections.splice(sections.indexOf(owner) + 1, 0, sub);
    const moved = { ...page, sections, photos: page.photos!.map((photo) => (photo.section === owner.id ? { ...photo, section: sub.id } : photo)) };
    const inOwner = pageImages(site, page, owner).map((image) => image.id);
    expect(inOwner.length).to.be.above(0);
    expect(pageImages(site, moved, owner).map((image) => image.id)).to.deep.equal(inOwner);
    expect(pageImages(site, moved, sub).map((image) => image.id)).to.deep.equal(inOwner);
  });
});
