/**
 * Photographs in the HTML page (a rehype step after Markdown → HTML): a picture alone in
 * its paragraph becomes a <figure> with its caption, place, date, credit and licence, a
 * <picture> with WebP and JPEG srcsets of the derivatives, width/height so nothing jumps,
 * lazy loading below the introduction, and a link to the full picture (no JavaScript).
 * Consecutive figures are one gallery. Front-matter-only photographs follow the text.
 */
import type { Root as HastRoot, Element, ElementContent, Properties } from 'hast';
import type { Page, Site } from '../site/site-types.ts';
import { derivativeHeight, derivativePath, derivativeWidths, type DerivativeExt } from './derivative-names.ts';
import { dataMiningText, dateText, photoLabels, placeText } from './photo-text.ts';
import { photoCopyright, photoCredit, photoLicense } from './image-object.ts';
import { reservesDataMining } from './load-photos.ts';
import type { Photo } from './photo-types.ts';

/** The width a figure takes: the text column on phones, up to 64rem on wide screens. */
export const FIGURE_SIZES = '(min-width: 68rem) 64rem, calc(100vw - 2.5rem)';

const el = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });
const txt = (value: string): ElementContent => ({ type: 'text', value });

function srcset(photo: Photo, ext: DerivativeExt): string {
  return derivativeWidths(photo)
    .map((w) => `${derivativePath(photo, w, ext)} ${w}w`)
    .join(', ');
}

/** The <picture> of a photograph: WebP first, JPEG for the rest, a middle-sized JPEG as src. */
export function pictureElement(photo: Photo, alt: string, eager: boolean, sizes = FIGURE_SIZES): Element {
  const widths = derivativeWidths(photo);
  const fallback = widths.find((w) => w >= 960) ?? widths[widths.length - 1];
  return el('picture', {}, [
    el('source', { type: 'image/webp', srcSet: srcset(photo, 'webp'), sizes }),
    el('img', {
      src: derivativePath(photo, fallback, 'jpg'),
      srcSet: srcset(photo, 'jpg'),
      sizes,
      width: photo.width,
      height: photo.height,
      alt,
      loading: eager ? 'eager' : 'lazy',
      decoding: 'async',
      ...(eager ? { fetchPriority: 'high' } : {}),
    }),
  ]);
}

function figcaption(site: Site, page: Page, photo: Photo): Element {
  const l = photoLabels(page.lang);
  const where = [placeText(photo.place, page.lang), dateText(photo.dateCreated, page.lang)].filter(Boolean).join(' · ');
  const rights: ElementContent[] = [el('a', { href: photoLicense(site, page, photo), rel: ['license'] }, [txt(l.licence)])];
  if (photo.dataMining) {
    rights.push(txt(` · ${l.dataMining}: `), el('span', { dataDataMining: photo.dataMining }, [txt(dataMiningText(photo.dataMining, page.lang) ?? '')]));
  }
  return el('figcaption', {}, [
    el('span', { className: ['title'] }, [txt(photo.name)]),
    ...(photo.caption ? [txt(' '), el('span', { className: ['caption'] }, [txt(photo.caption)])] : []),
    ...(where ? [txt(' '), el('span', { className: ['where'] }, [txt(where)])] : []),
    txt(' '),
    el('span', { className: ['credit'] }, [txt(`${photoCredit(site, page, photo)} · ${photoCopyright(site, photo)}`)]),
    txt(' '),
    el('span', { className: ['rights'] }, rights),
  ]);
}

export function figureElement(site: Site, page: Page, photo: Photo, alt: string, eager: boolean): Element {
  const l = photoLabels(page.lang);
  return el('figure', { className: ['photo'], id: photo.id }, [
    el('a', { href: photo.src, className: ['full'], title: l.fullSize, type: photo.format }, [pictureElement(photo, alt, eager)]),
    figcaption(site, page, photo),
  ]);
}

const isBlank = (node: ElementContent) => node.type === 'text' && !node.value.trim();

/** The rehype step. `photos` are the page's photographs; the first one in the introduction loads eagerly. */
export function photoFigures(site: Site, page: Page) {
  return () => (tree: HastRoot) => {
    const photos = page.photos ?? [];
    if (!photos.length) return;
    const bySrc = new Map(photos.map((p) => [p.src, p]));
    let first = true;
    const eagerFor = (photo: Photo) => {
      const eager = first && photo.section === undefined;
      first = false;
      return eager;
    };
    const out: typeof tree.children = [];
    let gallery: Element | undefined;
    for (const node of tree.children) {
      const photo = node.type === 'element' && node.tagName === 'p' ? loneImage(node, bySrc) : undefined;
      if (photo) {
        const img = (node as Element).children.find((c): c is Element => c.type === 'element')!;
        const figure = figureElement(site, page, photo.photo, String(img.properties.alt ?? photo.photo.alt), eagerFor(photo.photo));
        if (!gallery) out.push((gallery = el('div', { className: ['gallery'] }, [])));
        gallery.children.push(figure);
        continue;
      }
      if (gallery && node.type === 'text' && !node.value.trim()) continue;
      gallery = undefined;
      if (node.type === 'element') responsiveInline(node, bySrc);
      out.push(node);
    }
    const extra = photos.filter((p) => !p.inBody);
    if (extra.length) {
      out.push(el('h2', { className: ['photos'] }, [txt(photoLabels(page.lang).photos)]));
      out.push(
        el(
          'div',
          { className: ['gallery'] },
          extra.map((p) => figureElement(site, page, p, p.alt, false)),
        ),
      );
    }
    tree.children = out;
  };
}

function loneImage(p: Element, bySrc: Map<string, Photo>): { photo: Photo } | undefined {
  const content = p.children.filter((c) => !isBlank(c));
  if (content.length !== 1 || content[0].type !== 'element' || content[0].tagName !== 'img') return undefined;
  const photo = bySrc.get(String(content[0].properties.src ?? ''));
  return photo ? { photo } : undefined;
}

/** A picture inside running text keeps its place but gets sizes and lazy loading. */
function responsiveInline(node: Element, bySrc: Map<string, Photo>): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'img') {
      const photo = bySrc.get(String(child.properties.src ?? ''));
      if (!photo) continue;
      const widths = derivativeWidths(photo);
      child.properties = {
        ...child.properties,
        src: derivativePath(photo, widths[0], 'jpg'),
        srcSet: photo.width ? `${derivativePath(photo, widths[0], 'jpg')} ${widths[0]}w` : undefined,
        width: widths[0],
        height: derivativeHeight(photo, widths[0]),
        loading: 'lazy',
        decoding: 'async',
        id: photo.id,
      };
    } else responsiveInline(child, bySrc);
  }
}

export { reservesDataMining };
