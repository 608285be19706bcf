import { serverModule } from '../../platform/modules/serverModule.ts';
import type { ScheduledJob } from '../../platform/jobs.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { announceDueEvents } from './announceEvent.ts';
import { registerEventsRoutes } from './events.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The announcement job, exposed so tests and operators can run it now. */
    eventJobs: { announceDue: ScheduledJob };
  }
}

/** How often a node looks for a due announcement; the announcement itself is exactly once. */
const announceEveryMs = 60 * 1000;

/** Events and campaigns: joining, entries, ranking, announcement, awards (ARCHITECTURE §15). */
export const eventsModule = serverModule('events', ['boards'], (app) => {
  const { deps } = app;
  registerEventsRoutes(app, deps, app.boards.catalogue);
  // Announcements run on their date on whichever node holds the job's lock; the announcement's own
  // guard keeps it exactly once even if an operator announces at the same moment.
  const announceDue = scheduleJob(deps, {
    name: 'events.announce-due',
    everyMs: announceEveryMs,
    run: async () => {
      const announced = await announceDueEvents(deps);
      if (announced) app.log.info({ announced }, 'announced due events');
    },
  });
  app.addHook('onClose', async () => announceDue.stop());
  app.decorate('eventJobs', { announceDue });
});
