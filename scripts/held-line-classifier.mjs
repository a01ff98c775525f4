// Classifies a labelled line (the corpus' JSON Lines format) on a built classifier the way
// test/support/corpus-lines.ts does, for the scripts that score held-out lines outside vitest
// (score-holdout.mjs, known-misses.mjs).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Loads the classifier of the build in `dist` and returns `classifyLine(line, error?)` (the line's
 * error, or a rendering of it, classified with the line's provider and context) and
 * `decidedByVote(result)` (the word vote, not a rule, gave the answer).
 */
export async function loadLineClassifier(dist) {
  const load = (file) => import(pathToFileURL(resolve(dist, 'core/classify', file)).href);
  const { classifyError } = await load('classify.js');
  const { errorFromDescriptor } = await load('error-from-descriptor.js');
  const classifyLine = (line, error = line.error) =>
    classifyError(errorFromDescriptor(error, { provider: line.provider }), {
      provider: line.provider,
      approxTokens: line.context?.approx_tokens,
      contextLength: line.context?.context_length,
      numMessages: line.context?.num_messages,
    });
  const decidedByVote = (result) =>
    result.explain.some((step) => step.step === 'words' && step.decided);
  return { classifyLine, decidedByVote };
}
