import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberRole, moderationApi, ReportDecision, reportsApi } from '@fanzone/contract';
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
  members: (query: string) => [...consoleKeys.all, 'members', query] as const,
  editorGroups: () => [...consoleKeys.all, 'editor-groups'] as const,
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

/** Members for staff: those whose name starts with `query`, or the newest first. */
export function useConsoleMembers(query: string) {
  return useInfiniteQuery(
    pagedListOptions(consoleKeys.members(query), (cursor, signal) =>
      callApi(moderationEndpoints.members, { query: { query: query || undefined, cursor }, signal }),
    ),
  );
}

/** An admin sets a member's role and moderated boards; the console's lists are read afresh after. */
export function useSetMemberRole(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: MemberRole) =>
      fetchData(moderationEndpoints.setMemberRole, { params: { id: memberId }, body: role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

/** An admin sets a member's level; the console's lists (and the log) are read afresh after. */
export function useSetMemberLevel(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: number) =>
      fetchData(moderationEndpoints.setMemberLevel, { params: { id: memberId }, body: { level } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

/** The editor groups an admin puts members in, in their order, with their active members. */
export function useEditorGroups() {
  return useQuery({
    queryKey: consoleKeys.editorGroups(),
    queryFn: ({ signal }) => fetchData(moderationEndpoints.editorGroups, { signal }),
  });
}

/**
 * An admin makes a member an active member of exactly these editor groups; the console's lists, the
 * groups' member counts and the log are read afresh after.
 */
export function useSetMemberEditorGroups(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupIds: string[]) =>
      fetchData(moderationEndpoints.setMemberEditorGroups, { params: { id: memberId }, body: { groupIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
