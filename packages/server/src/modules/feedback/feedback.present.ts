import type { Feedback } from '@fanzone/contract';
import { feedbackNumber } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { FeedbackRow } from './feedback.tables.ts';

export function presentFeedback(row: FeedbackRow): Feedback {
  const id = row.id.toString();
  return {
    id,
    number: feedbackNumber(id),
    device: row.device,
    systemVersion: row.systemVersion,
    frequency: row.frequency,
    path: row.path,
    description: row.description,
    contact: row.contact,
    images: row.images,
    status: row.answer === null ? 'submitted' : 'answered',
    answer: row.answer,
    answeredAt: row.answeredAt ? unixSeconds(row.answeredAt) : null,
    createdAt: unixSeconds(row.createdAt),
  };
}
