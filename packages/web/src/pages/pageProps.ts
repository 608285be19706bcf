import type { routeTable } from '@fanzone/contract';

/** Routes that render a page (the others only redirect). */
export type PageRouteName = Exclude<(typeof routeTable)[number], { redirectTo: string }>['name'];

/** Every page receives the route it serves, so one page folder can serve sibling routes. */
export type PageProps = { name: PageRouteName };
