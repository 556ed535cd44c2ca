import { expect } from 'chai';
import { readFileSync, symlinkSync, mkdtempSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachPhotos } from '../../../server/images/load-photos.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import type { Problem } from '../../../server/site/content-schemas.ts';
import type { Page } from '../../../server/site/site-types.ts';
import { photoSite } from '../../helpers/photo-site.ts';

describe('attachPhotos', () => {
  it('refuses a picture whose link leads out of the content folder without reading a byte of it', async () => {
    const fixture = await photoSite();
    const outside = mkdtempSync(join(tmpdir(), 'portfolio-agent-outside-'));
    try {
      const pages = loadSiteParts(fixture.dir);
      copyFileSync(join(fixture.dir, 'assets', 'photos', 'ferry.jpg'), join(outside, 'secret.jpg'));
      rmSync(join(fixture.dir, 'assets', 'photos', 'ferry.jpg'));
      symlinkSync(join(outside, 'secret.jpg'), join(fixture.dir, 'assets', 'photos', 'ferry.jpg'));
      const read: string[] = [];
      const problems: Problem[] = [];
      attachPhotos(fixture.dir, pages, problems, { readFile: (path) => (read.push(path), readFileSync(path)) });
      expect(problems.map((p) => [p.field, p.message])).to.deep.include(['image /assets/photos/ferry.jpg', 'is a symbolic link that leads outside the content folder: refused']);
      expect(read.some((path) => path.endsWith('ferry.jpg'))).to.equal(false);
      expect(read.some((path) => path.endsWith('greta.jpg'))).to.equal(true);
    } finally {
      fixture.remove();
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('skips a picture that cannot be read with a warning, and loads the rest', async () => {
    const fixture = await photoSite();
    try {
      const problems: Problem[] = [];
      const pages = loadSiteParts(fixture.dir);
      const stats = attachPhotos(fixture.dir, pages, problems, {
        readFile: (path) => {
          if (path.endsWith('ferry.jpg')) throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
          return readFileSync(path);
        },
      });
      const ferry = problems.filter((p) => p.field === 'image /assets/photos/ferry.jpg');
      expect(ferry.map((p) => [p.severity, p.message])).to.deep.equal([['warning', "cannot be read (EACCES): skipped; check the file's permissions"]]);
      expect(pages.flatMap((p) => p.photos ?? []).map((p) => p.file)).to.have.members(['assets/photos/greta.jpg', 'assets/photos/greta.jpg']);
      expect(stats.photos).to.equal(2);
    } finally {
      fixture.remove();
    }
  });
});

/** The fixture's pages as loadSite makes them, before photographs are attached. */
function loadSiteParts(dir: string) {
  const tmp = mkdtempSync(join(tmpdir(), 'portfolio-agent-pages-'));
  try {
    return loadSite(dir, { cacheDir: tmp }).pages.map((p): Page => ({ ...p, photos: [], sections: p.sections.filter((s) => s.kind !== 'photo') }));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
