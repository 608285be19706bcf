import { firstViewAnswersElementId, limits } from '@fanzone/contract';

/** An API answer as the server sent it in the page: its HTTP status and its envelope. */
export type FirstViewAnswer = { status: number; body: unknown };

let answers: Map<string, FirstViewAnswer> | undefined;

/**
 * The answers to the page's first calls, which the server put in the page itself (keyed by the call's
 * URL, `callUrl`), so the first view needs no round trip for its data. Read once; each answer serves
 * one call, and only while the page is new: a later call asks the server again.
 */
export function takeFirstViewAnswer(url: string, doc: Document | undefined = globalThis.document) {
  if (!answers) answers = readAnswers(doc);
  const answer = answers.get(url);
  if (!answer) return undefined;
  answers.delete(url);
  return performance.now() <= limits.ui.firstViewAnswersFreshMs ? answer : undefined;
}

function readAnswers(doc: Document | undefined): Map<string, FirstViewAnswer> {
  const text = doc?.getElementById(firstViewAnswersElementId)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, FirstViewAnswer>));
  } catch (error) {
    // The calls are made over the network instead: slower, never wrong.
    console.error('[first view] embedded answers are not JSON', error);
    return new Map();
  }
}
