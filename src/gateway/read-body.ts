/**
 * Bounded request-body reading for the gateway.
 * @module
 */
import type { IncomingMessage } from 'node:http';
import { brotliDecompress, gunzip, inflate, inflateRaw, type ZlibOptions } from 'node:zlib';

/** Thrown (as a value) when a body exceeds the limit. */
export class BodyTooLarge {
  constructor(readonly limitBytes: number) {}
}

/** Thrown when the client went away (closed or reset the connection) before its whole body. */
export class BodyAborted extends Error {
  override name = 'BodyAborted';
}

/**
 * Reads a request body up to `limitBytes`. A `content-length` over the limit fails before any
 * byte is read; a chunked body fails as soon as it crosses the limit.
 */
export function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    return Promise.reject(new BodyTooLarge(limitBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limitBytes) {
        cleanup();
        reject(new BodyTooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(
        new BodyAborted(`the client connection failed while sending its body (${error.message})`),
      );
    };
    // A client that goes away mid-body: never leave the promise (and its buffers) hanging.
    const onClose = (): void => {
      if (request.complete) return;
      cleanup();
      reject(new BodyAborted('the client closed the connection before sending the whole body'));
    };
    const cleanup = (): void => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('close', onClose);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('close', onClose);
  });
}

/**
 * Reads and drops the rest of a refused body, up to `maxBytes` more, so that the client, which is
 * still uploading, reads the refusal: a server that answers and closes mid-upload makes the
 * client's next write fail (EPIPE, a reset), which HTTP clients and SDKs report as a connection
 * error and retry with the whole body again. Resolves true once the body ended, false when it is
 * larger (declared or sent) than `maxBytes` or the client went away.
 */
export function discardBody(request: IncomingMessage, maxBytes: number): Promise<boolean> {
  if (request.complete) return Promise.resolve(true);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let size = 0;
    const settle = (ended: boolean): void => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onGone);
      request.off('close', onGone);
      resolve(ended);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) settle(false);
    };
    const onEnd = (): void => settle(true);
    const onGone = (): void => settle(request.complete);
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onGone);
    request.on('close', onGone);
    request.resume();
  });
}

/** Thrown (as a value) for a `content-encoding` the gateway cannot decode. */
export class UnsupportedEncoding {
  constructor(readonly encoding: string) {}
}

/** Thrown when a body is not valid in the `content-encoding` it declares. */
export class BadEncoding extends Error {
  override name = 'BadEncoding';
}

/** The content codings {@link decodeBody} reads, as a caller's error message lists them. */
export const SUPPORTED_ENCODINGS = 'gzip, deflate, br';

type Decode = (
  body: Buffer,
  options: ZlibOptions,
  done: (error: Error | null, result: Buffer) => void,
) => void;

const DECODERS: Readonly<Record<string, Decode>> = {
  gzip: gunzip,
  'x-gzip': gunzip,
  deflate: inflate,
  br: brotliDecompress,
};

function decodeOne(body: Buffer, encoding: string, limitBytes: number): Promise<Buffer> {
  const decode = DECODERS[encoding];
  if (decode === undefined) return Promise.reject(new UnsupportedEncoding(encoding));
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer): void => {
      if (error === null) resolve(result);
      else if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
        reject(new BodyTooLarge(limitBytes));
      // HTTP's "deflate" is zlib-wrapped, but some clients send raw deflate.
      else if (encoding === 'deflate')
        inflateRaw(body, { maxOutputLength: limitBytes }, (rawError, rawResult) => {
          if (rawError === null) resolve(rawResult);
          else if ((rawError as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
            reject(new BodyTooLarge(limitBytes));
          else reject(new BadEncoding(`the request body is not valid deflate (${error.message})`));
        });
      else reject(new BadEncoding(`the request body is not valid ${encoding} (${error.message})`));
    };
    decode(body, { maxOutputLength: limitBytes }, done);
  });
}

/**
 * Decodes a body by its `content-encoding` (codings applied in the order listed, so undone last
 * first), each step bounded by `limitBytes` of output: a small gzip of a huge body is a
 * {@link BodyTooLarge}, not a buffer the size of the bomb. `identity` is no coding.
 */
export async function decodeBody(
  body: Buffer,
  contentEncoding: string,
  limitBytes: number,
): Promise<Buffer> {
  const codings = contentEncoding
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  let decoded = body;
  for (const coding of codings.reverse()) decoded = await decodeOne(decoded, coding, limitBytes);
  return decoded;
}
