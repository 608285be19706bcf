import { messagesApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route } from '../../platform/http/route.ts';
import { messageBadgeOf } from './messageBadge.ts';

export function registerMessagesRoutes(app: FastifyInstance, deps: Deps) {
  route(app, messagesApi.badge, async ({ viewer }) => messageBadgeOf(deps, viewer.id));
}
