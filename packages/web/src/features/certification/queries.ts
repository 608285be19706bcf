import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CertificationDecision,
  CertificationInput,
  CertificationStatus,
  certificationApi,
  certificationOperatorApi,
} from '@fanzone/contract';
import { certificationCalls, certificationOperatorCalls } from '@fanzone/contract';
import { callApi, fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { pagedListOptions } from '../../platform/paging.ts';

// Declared beside the certification page and the console's applications section, their only users.
const certificationEndpoints = refs<typeof certificationApi>(certificationCalls);
const operatorEndpoints = refs<typeof certificationOperatorApi>(certificationOperatorCalls);

export const certificationKeys = {
  all: ['certification'] as const,
  mine: () => [...certificationKeys.all, 'mine'] as const,
  forOperators: (status: CertificationStatus) => [...certificationKeys.all, 'operators', status] as const,
};

/** Whether the member may apply here, and their latest application with its status. */
export function myCertificationOptions() {
  return queryOptions({
    queryKey: certificationKeys.mine(),
    queryFn: ({ signal }) => fetchData(certificationEndpoints.mine, { signal }),
  });
}

export function useMyCertification(enabled: boolean) {
  return useQuery({ ...myCertificationOptions(), enabled });
}

export function useApplyForCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificationInput) => fetchData(certificationEndpoints.apply, { body: input }),
    // The form says the server's refusal itself: no toast on top of it.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificationKeys.mine() }),
  });
}

/** Applications for operators: pending (oldest first), approved or rejected (newest first). */
export function useApplicationsForOperators(status: CertificationStatus) {
  return useInfiniteQuery(
    pagedListOptions(certificationKeys.forOperators(status), (cursor, signal) =>
      callApi(operatorEndpoints.list, { query: { status, cursor }, signal }),
    ),
  );
}

export function useDecideApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CertificationDecision) =>
      fetchData(operatorEndpoints.decide, { params: { id }, body: decision }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificationKeys.all }),
  });
}
