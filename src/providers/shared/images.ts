import type { ImagePart } from '../../core/model.js';

/** An image resolved to either inline base64 or a remote URL. */
export type ResolvedImage =
  | { readonly kind: 'base64'; readonly mediaType: string; readonly data: string }
  | { readonly kind: 'url'; readonly url: string };

const DATA_URL = /^data:([^;,]+)?(?:;[^,]*)?;base64,(.*)$/s;

/** Normalizes an image part: a `data:` URL in `url` becomes inline base64. */
export function resolveImage(part: ImagePart): ResolvedImage | undefined {
  if (part.data !== undefined) {
    return { kind: 'base64', mediaType: part.mediaType ?? 'image/png', data: part.data };
  }
  if (part.url === undefined) return undefined;
  const match = DATA_URL.exec(part.url);
  if (match) {
    return {
      kind: 'base64',
      mediaType: match[1] ?? part.mediaType ?? 'image/png',
      data: match[2]!,
    };
  }
  return { kind: 'url', url: part.url };
}
