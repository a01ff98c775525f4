/**
 * An async iterator that starts its work on the first `next()` and then forwards every call
 * straight to the inner iterator (no extra async step per item, unlike `yield*`).
 * @module
 */

/** Builds the iterator of a streamed call; `open` runs on the first `next()`. */
export function lazyStream<T>(open: () => Promise<AsyncIterator<T>>): AsyncIterableIterator<T> {
  let inner: AsyncIterator<T> | undefined;
  let opening: Promise<AsyncIterator<T>> | undefined;
  let closed = false;
  const done = (): IteratorResult<T> => ({ done: true, value: undefined });
  const start = async (): Promise<IteratorResult<T>> => {
    try {
      opening ??= open();
      inner = await opening;
    } catch (error) {
      closed = true;
      throw error;
    }
    if (closed) {
      await inner.return?.();
      return done();
    }
    return inner.next();
  };
  return {
    next(): Promise<IteratorResult<T>> {
      if (inner !== undefined) return inner.next();
      if (closed) return Promise.resolve(done());
      return start();
    },
    async return(): Promise<IteratorResult<T>> {
      closed = true;
      if (inner === undefined && opening !== undefined)
        inner = await opening.catch(() => undefined);
      await inner?.return?.();
      return done();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
