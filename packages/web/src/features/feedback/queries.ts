import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackInput, feedbackApi } from '@fanzone/contract';
import { feedbackCalls } from '@fanzone/contract';
import { callApi, fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { pagedListOptions } from '../../platform/paging.ts';

// Declared beside the feedback page and the console's feedback section, their only users.
const feedbackEndpoints = refs<typeof feedbackApi>(feedbackCalls);

export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: () => [...feedbackKeys.all, 'mine'] as const,
  forOperators: (status: 'submitted' | 'answered') => [...feedbackKeys.all, 'operators', status] as const,
};

/** The member's own feedback, newest first. */
export const myFeedbackOptions = () =>
  pagedListOptions(feedbackKeys.mine(), (cursor, signal) =>
    callApi(feedbackEndpoints.mine, { query: { cursor }, signal }),
  );

export function useMyFeedback() {
  return useInfiniteQuery(myFeedbackOptions());
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => fetchData(feedbackEndpoints.submit, { body: input }),
    // The form shows the server's refusal under its field: no toast on top of it.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.mine() }),
  });
}

/** Members' feedback for operators: waiting (oldest first) or answered (newest first). */
export function useFeedbackForOperators(status: 'submitted' | 'answered') {
  return useInfiniteQuery(
    pagedListOptions(feedbackKeys.forOperators(status), (cursor, signal) =>
      callApi(feedbackEndpoints.all, { query: { status, cursor }, signal }),
    ),
  );
}

export function useAnswerFeedback(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) => fetchData(feedbackEndpoints.answer, { params: { id }, body: { answer } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
