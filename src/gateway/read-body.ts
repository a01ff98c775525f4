/**
 * Bounded request-body reading for the gateway.
 * @module
 */
import type { IncomingMessage } from 'node:http';

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
