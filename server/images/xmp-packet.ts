/**
 * Writes IPTC Photo Metadata: an XMP packet (IPTC Core/Extension, PLUS, XMP Rights) and,
 * for JPEG, the legacy IPTC IIM block (APP13) that older agency tools still read.
 * Used by scripts/make-photos.ts and by tests that need a JPEG with known fields.
 */

export interface PhotoRightsFields {
  /** Caption (dc:description) by language; `x-default` is the first entry given. */
  caption?: Record<string, string>;
  /** Alt text (Iptc4xmpCore:AltTextAccessibility) by language. */
  altText?: Record<string, string>;
  /** Title / object name (dc:title) by language. */
  title?: Record<string, string>;
  headline?: string;
  creator?: string;
  creditLine?: string;
  copyrightNotice?: string;
  /** ISO date (YYYY-MM-DD). */
  dateCreated?: string;
  sublocation?: string;
  city?: string;
  country?: string;
  countryCode?: string;
  people?: string[];
  /** Web Statement of Rights (xmpRights:WebStatement). */
  webStatement?: string;
  licensorName?: string;
  licensorUrl?: string;
  /** PLUS Data Mining value, a full vocabulary URI. */
  dataMining?: string;
}

export const PLUS_VOCAB = 'http://ns.useplus.org/ldf/vocab/';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function langAlt(tag: string, values: Record<string, string> | undefined): string {
  const entries = Object.entries(values ?? {});
  if (!entries.length) return '';
  const all = values?.['x-default'] !== undefined ? entries : [['x-default', entries[0][1]], ...entries];
  const items = all.map(([lang, text]) => `<rdf:li xml:lang="${esc(lang)}">${esc(text)}</rdf:li>`);
  return `<${tag}><rdf:Alt>${items.join('')}</rdf:Alt></${tag}>`;
}

const simple = (tag: string, value: string | undefined) => (value ? `<${tag}>${esc(value)}</${tag}>` : '');

/** A complete XMP packet (with the xpacket wrapper) for the fields given. */
export function buildXmpPacket(f: PhotoRightsFields): string {
  const body = [
    f.creator ? `<dc:creator><rdf:Seq><rdf:li>${esc(f.creator)}</rdf:li></rdf:Seq></dc:creator>` : '',
    langAlt('dc:description', f.caption),
    langAlt('dc:title', f.title),
    f.copyrightNotice ? langAlt('dc:rights', { 'x-default': f.copyrightNotice }) : '',
    simple('photoshop:Headline', f.headline),
    simple('photoshop:Credit', f.creditLine),
    simple('photoshop:DateCreated', f.dateCreated),
    simple('photoshop:City', f.city),
    simple('photoshop:Country', f.country),
    simple('Iptc4xmpCore:Location', f.sublocation),
    simple('Iptc4xmpCore:CountryCode', f.countryCode),
    langAlt('Iptc4xmpCore:AltTextAccessibility', f.altText),
    f.people?.length ? `<Iptc4xmpExt:PersonInImage><rdf:Bag>${f.people.map((p) => `<rdf:li>${esc(p)}</rdf:li>`).join('')}</rdf:Bag></Iptc4xmpExt:PersonInImage>` : '',
    f.webStatement ? `<xmpRights:Marked>True</xmpRights:Marked>${simple('xmpRights:WebStatement', f.webStatement)}` : '',
    f.licensorUrl || f.licensorName
      ? `<plus:Licensor><rdf:Seq><rdf:li rdf:parseType="Resource">${simple('plus:LicensorName', f.licensorName)}${simple('plus:LicensorURL', f.licensorUrl)}</rdf:li></rdf:Seq></plus:Licensor>`
      : '',
    f.dataMining ? `<plus:DataMining rdf:resource="${esc(f.dataMining)}"/>` : '',
  ].filter(Boolean);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ' xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/"',
    ' xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"',
    ' xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/">',
    ...body,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/**
 * The IPTC IIM record 2 datasets (UTF-8, declared by 1:90) inside a Photoshop "8BIM" 0x0404
 * resource: the payload of a JPEG APP13 segment.
 */
export function buildIptcApp13(f: PhotoRightsFields): Buffer {
  const datasets: Buffer[] = [dataset(1, 90, Buffer.from([0x1b, 0x25, 0x47]))];
  const add = (tag: number, value: string | undefined, max: number) => {
    if (value) datasets.push(dataset(2, tag, truncateUtf8(value, max)));
  };
  add(5, f.title && Object.values(f.title)[0], 64);
  add(105, f.headline, 256);
  add(80, f.creator, 32);
  add(110, f.creditLine, 32);
  add(116, f.copyrightNotice, 128);
  add(55, f.dateCreated?.replace(/-/g, ''), 8);
  add(90, f.city, 32);
  add(101, f.country, 64);
  add(100, f.countryCode, 3);
  add(92, f.sublocation, 32);
  add(120, f.caption && Object.values(f.caption)[0], 2000);
  const iim = Buffer.concat(datasets);
  const padded = iim.length % 2 ? Buffer.concat([iim, Buffer.alloc(1)]) : iim;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iim.length);
  return Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), Buffer.from('8BIM'), Buffer.from([0x04, 0x04, 0, 0]), size, padded]);
}

function dataset(record: number, tag: number, value: Buffer): Buffer {
  const head = Buffer.from([0x1c, record, tag, 0, 0]);
  head.writeUInt16BE(value.length, 3);
  return Buffer.concat([head, value]);
}

function truncateUtf8(value: string, maxBytes: number): Buffer {
  let bytes = Buffer.from(value, 'utf8');
  while (bytes.length > maxBytes) {
    value = [...value].slice(0, -1).join('');
    bytes = Buffer.from(value, 'utf8');
  }
  return bytes;
}

/** Inserts an APP13 segment after the JPEG's SOI and APPn segments that must come first (APP0/APP1). */
export function insertApp13(jpeg: Buffer, payload: Buffer): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff && (jpeg[offset + 1] === 0xe0 || jpeg[offset + 1] === 0xe1)) {
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  const head = Buffer.from([0xff, 0xed, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, offset), head, payload, jpeg.subarray(offset)]);
}
