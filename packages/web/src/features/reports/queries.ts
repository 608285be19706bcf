import { useMutation } from '@tanstack/react-query';
import type { ReportInput, reportsApi } from '@fanzone/contract';
import { reportCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';

// Declared beside the report form, its only user: never part of a first view.
const reportEndpoints = refs<typeof reportsApi>(reportCalls);

/** Files a report of a post, a comment or a member. */
export function useFileReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => fetchData(reportEndpoints.file, { body: input }),
  });
}
