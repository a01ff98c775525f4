/**
 * Document parts (PDF and text documents) as each provider takes them.
 * @module
 */
import { UnsupportedFeatureError } from '../../core/errors.js';
import type { DocumentPart } from '../../core/model.js';

/** The media type every provider that reads documents reads natively. */
const PDF_MEDIA_TYPE = 'application/pdf';

/** How a document travels: its text, its base64 bytes, or a URL. */
export type DocumentSource =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'base64'; readonly mediaType: string; readonly data: string }
  | { readonly kind: 'url'; readonly url: string };

/**
 * The source of a document part: its text first (a text document), then base64 bytes (PDF only:
 * no provider reads other binary formats), then a URL. Throws `UnsupportedFeatureError` otherwise.
 */
export function documentSource(part: DocumentPart, provider: string): DocumentSource {
  if (part.text !== undefined) return { kind: 'text', text: part.text };
  if (part.data !== undefined) {
    if (part.mediaType !== PDF_MEDIA_TYPE)
      throw new UnsupportedFeatureError(provider, `documents of type ${part.mediaType}`);
    return { kind: 'base64', mediaType: part.mediaType, data: part.data };
  }
  if (part.url !== undefined) return { kind: 'url', url: part.url };
  throw new UnsupportedFeatureError(provider, 'a document with no text, data or url');
}

/** A text document as plain text, its title first (for providers without document blocks). */
export function documentAsText(part: DocumentPart, text: string): string {
  return part.title === undefined ? text : `${part.title}\n\n${text}`;
}
