/**
 * A section of a page as offsets into the page's Markdown body: the one copy of the text.
 * `markdown`, `ownMarkdown` and `text` are computed from it when read (slices of the body,
 * and the plain text by one scan of the section's own range), so nothing is held twice.
 * Code that makes sections of its own (photo sections) may still use plain objects.
 */
import type { Section } from './site-types.ts';
import { markdownText } from './markdown-text.ts';

export interface SectionRange {
  /** The section with its heading and sub-sections: body[start, end), trimmed. */
  start: number;
  end: number;
  /** The section's own text without heading and sub-sections: body[ownStart, ownEnd), trimmed. */
  ownStart: number;
  ownEnd: number;
}

export class TextSection implements Section {
  readonly #body: string;
  readonly #range: SectionRange;
  readonly #definitions: ReadonlySet<string>;
  parent?: string;
  kind?: 'section' | 'photo';

  constructor(
    body: string,
    range: SectionRange,
    definitions: ReadonlySet<string>,
    readonly id: string,
    readonly name: string,
    readonly level: number,
    public path: string,
    parent?: string,
  ) {
    this.#body = body;
    this.#range = range;
    this.#definitions = definitions;
    if (parent !== undefined) this.parent = parent;
  }

  get markdown(): string {
    return this.#body.slice(this.#range.start, this.#range.end);
  }

  get ownMarkdown(): string {
    return this.#body.slice(this.#range.ownStart, this.#range.ownEnd);
  }

  /** Plain text of `ownMarkdown`, computed on each read (about a microsecond per 100 bytes). */
  get text(): string {
    return markdownText(this.#body, this.#range.ownStart, this.#range.ownEnd, this.#definitions);
  }

  /** The page body and link definitions the text is computed from (to compute it elsewhere, e.g. on a worker thread). */
  get source(): { body: string; definitions: ReadonlySet<string> } {
    return { body: this.#body, definitions: this.#definitions };
  }

  /** Offsets into the page body, for code that wants to avoid the slices. */
  get range(): Readonly<SectionRange> {
    return this.#range;
  }

  /** Serialises like the plain object it replaces. */
  toJSON(): Section {
    const { id, name, level, path, ownMarkdown, markdown, text, parent, kind } = this;
    return { id, name, level, path, ownMarkdown, markdown, text, ...(parent !== undefined && { parent }), ...(kind !== undefined && { kind }) };
  }
}
