import type { FirstViewPage, RouteEntry } from '@fanzone/contract';
import { firstViewAnswersElementId, firstViewCalls, routeParams } from '@fanzone/contract';
import type { FastifyRequest } from 'fastify';
import type { InProcessAnswer, InProcessGet } from '../../platform/http/injectFetch.ts';

/** The answers to a page's first calls, by the call's URL (`callUrl`), as the web reads them. */
export type FirstViewAnswers = Record<string, InProcessAnswer>;

/**
 * Answers the calls the page will make on its first view (contract `firstViewCalls`), for the
 * member or visitor asking, so the page carries its own data and needs no round trip for it. They
 * run side by side; each is exactly what the browser's own call would have received.
 */
export async function answerFirstView(
  ask: InProcessGet,
  request: FastifyRequest,
  route: RouteEntry,
  page: Pick<FirstViewPage, 'search' | 'layout' | 'today'> & { pathname: string },
): Promise<FirstViewAnswers> {
  const params = routeParams(route, page.pathname);
  const urls = firstViewCalls(
    route,
    {
      params,
      search: page.search,
      layout: page.layout,
      ...(page.today ? { today: page.today } : {}),
      ...(request.viewer ? { viewerId: String(request.viewer.id) } : {}),
    },
    request.viewer ? 'member' : 'visitor',
  );
  const answers = await Promise.all(urls.map((url) => ask(url, request)));
  const byUrl: FirstViewAnswers = {};
  urls.forEach((url, index) => {
    const answer = answers[index];
    if (answer) byUrl[url] = answer;
  });
  return byUrl;
}

/**
 * The answers as a JSON data block, `{url: {status, body}}`, written around each answer's own JSON
 * text (parsing and writing them again cost more than the rest of the page). `<` is escaped, so no
 * text in them can close the element.
 */
export function firstViewAnswersElement(answers: FirstViewAnswers): string {
  const entries = Object.entries(answers).map(
    ([url, answer]) => `${JSON.stringify(url)}:{"status":${answer.status},"body":${answer.json}}`,
  );
  const json = `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${firstViewAnswersElementId}">${json}</script>`;
}
