/** A photograph of a page, as loaded: the embedded IPTC/XMP fields with the page's overrides applied. */

export interface PhotoPlace {
  sublocation?: string;
  city?: string;
  country?: string;
  /** ISO 3166 two-letter code, used to name the country in the page's language. */
  countryCode?: string;
}

export interface Photo {
  /** Anchor on the page and id of its search section: `photo-<file name>`. */
  id: string;
  /** Site address of the original, e.g. /assets/photos/salt-water/greta.jpg. */
  src: string;
  /** Path inside the content folder, e.g. assets/photos/salt-water/greta.jpg. */
  file: string;
  alt: string;
  /** Headline (or title) in the page's language; the file name when none is given. */
  name: string;
  caption?: string;
  creator?: string;
  /** Credit line as written or embedded; undefined means the site's own credit applies. */
  credit?: string;
  copyrightNotice?: string;
  dateCreated?: string;
  place: PhotoPlace;
  people: string[];
  /** Web Statement of Rights, as written or embedded (absolute URL or site address). */
  license?: string;
  /** Licensor URL: where a licence can be asked for. */
  licensor?: string;
  /** PLUS Data Mining value (vocabulary URI), as written or embedded. */
  dataMining?: string;
  /** What the file itself says about data mining (check warns on this, not on an override). */
  embeddedDataMining?: string;
  /** Media type of the original. */
  format: string;
  width: number;
  height: number;
  bytes: number;
  /** Modification time of the file when it was read (its hash is valid while this holds). */
  mtimeMs: number;
  /** Content hash of the original: names its derivatives and is its strong ETag. */
  fingerprint: string;
  /** Id of the page section the picture stands in (undefined: front matter only, or the introduction). */
  section?: string;
  /** True when the page body shows it; false for a front-matter-only gallery entry. */
  inBody: boolean;
}

/** What a page may write about one of its photographs (front matter `photos:`), overriding the file. */
export interface PhotoEntry {
  src: string;
  alt?: string;
  headline?: string;
  caption?: string;
  creator?: string;
  credit?: string;
  copyright?: string;
  date?: string;
  location?: string;
  city?: string;
  country?: string;
  people?: string[];
  license?: string;
  licensor?: string;
  dataMining?: string;
}
