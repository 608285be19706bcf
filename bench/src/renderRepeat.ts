import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderAnswer, ServerRenderInput, ServerRenderer } from '@fanzone/contract';

/**
 * The child `bench:render` runs under valgrind to count a render's instructions (render.ts,
 * `BENCH_RENDER_INSTRUCTIONS`): draws one recorded page (its config and every answer its render
 * asked, written by the parent) so many times and exits. It asks nothing over the network and
 * starts nothing else, so two runs that differ only in how many times they draw differ only by
 * those renders.
 */
export type RecordedPage = Omit<ServerRenderInput, 'ask'> & {
  rendererFile: string;
  answers: Record<string, RenderAnswer>;
};

const [recordFile, times] = process.argv.slice(2);
if (!recordFile || !times) throw new Error('usage: renderRepeat.ts <recorded page.json> <renders>');
const recorded = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as RecordedPage;
const { renderPage } = (await import(pathToFileURL(recorded.rendererFile).href)) as {
  renderPage: ServerRenderer;
};
const { rendererFile: _file, answers, ...input } = recorded;
const ask = async (url: string) => {
  const answer = answers[url];
  if (!answer) throw new Error(`${url} was not asked when the page was recorded`);
  return answer;
};
for (let render = 0; render < Number(times); render += 1) await renderPage({ ...input, ask });
process.exit(0);
