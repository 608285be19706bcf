import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { moderationApi, ReportDecision, reportsApi } from '@fanzone/contract';
import { postsKeys } from '../posts/keys.ts';
import { moderationCalls, reportCalls } from '@fanzone/contract';
import { callApi, fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { pagedListOptions } from '../../platform/paging.ts';

// The console's calls: declared beside its screens, never in a member's first view.
const reportEndpoints = refs<typeof reportsApi>(reportCalls);
const moderationEndpoints = refs<typeof moderationApi>(moderationCalls);

/** Query keys of the console's lists. */
export const consoleKeys = {
  all: ['console'] as const,
  reports: () => [...consoleKeys.all, 'reports'] as const,
  staffLog: () => [...consoleKeys.all, 'staff-log'] as const,
  approvals: () => [...consoleKeys.all, 'approvals'] as const,
};

/** The reports queue, oldest first, in keyset pages. */
export function useReportQueue() {
  return useInfiniteQuery(
    pagedListOptions(consoleKeys.reports(), (cursor, signal) =>
      callApi(reportEndpoints.queue, { query: { cursor }, signal }),
    ),
  );
}

/** A decision on a reported target; the queue and the log are read afresh after. */
export function useDecideReports(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReportDecision) =>
      fetchData(reportEndpoints.handle, { params: { id: groupId }, body: decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

/** The staff log, newest first, in keyset pages. */
export function useStaffLog() {
  return useInfiniteQuery(
    pagedListOptions(consoleKeys.staffLog(), (cursor, signal) =>
      callApi(moderationEndpoints.staffLog, { query: { cursor }, signal }),
    ),
  );
}

/** Posts waiting for approval, oldest first, in keyset pages. */
export function useApprovalQueue() {
  return useInfiniteQuery(
    pagedListOptions(consoleKeys.approvals(), (cursor, signal) =>
      callApi(moderationEndpoints.approvalQueue, { query: { cursor }, signal }),
    ),
  );
}

/** Approving or not a waiting post; the queue, the log and every list of posts are read afresh after. */
export function useDecideApproval(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { action: 'approve' } | { action: 'reject'; reason: string }) =>
      fetchData(moderationEndpoints.moderatePost, { params: { id: postId }, body: decision }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
        queryClient.invalidateQueries({ queryKey: postsKeys.all }),
      ]),
  });
}
