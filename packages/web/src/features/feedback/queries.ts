import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackInput, feedbackApi } from '@fanzone/contract';
import { feedbackCalls } from '@fanzone/contract';
import { callApi, fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import type { Paging } from '../../platform/paging.ts';
import { nextCursor, pagingOf } from '../../platform/paging.ts';

// Declared beside the feedback page and the console's feedback section, their only users.
const feedbackEndpoints = refs<typeof feedbackApi>(feedbackCalls);

export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: () => [...feedbackKeys.all, 'mine'] as const,
  forOperators: (status: 'submitted' | 'answered') => [...feedbackKeys.all, 'operators', status] as const,
};

/** The member's own feedback, newest first. */
export function useMyFeedback() {
  return useInfiniteQuery({
    queryKey: feedbackKeys.mine(),
    queryFn: async ({ pageParam, signal }) => {
      const result = await callApi(feedbackEndpoints.mine, { query: { cursor: pageParam }, signal });
      return { items: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Paging) => nextCursor(page),
    meta: { silent: true },
  });
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
  return useInfiniteQuery({
    queryKey: feedbackKeys.forOperators(status),
    queryFn: async ({ pageParam, signal }) => {
      const result = await callApi(feedbackEndpoints.all, { query: { status, cursor: pageParam }, signal });
      return { items: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Paging) => nextCursor(page),
    meta: { silent: true },
  });
}

export function useAnswerFeedback(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) => fetchData(feedbackEndpoints.answer, { params: { id }, body: { answer } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
