import { queryOptions, useQuery } from '@tanstack/react-query';
import type { yearInReviewApi } from '@fanzone/contract';
import { yearInReviewCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';

const yearInReviewEndpoints = refs<typeof yearInReviewApi>(yearInReviewCalls);

export const yearInReviewKeys = {
  all: ['yearInReview'] as const,
  year: (year: number) => [...yearInReviewKeys.all, year] as const,
};

/** The signed-in member's year in review, counted by the server from their own data. */
export function yearInReviewOptions(year: number) {
  return queryOptions({
    queryKey: yearInReviewKeys.year(year),
    queryFn: ({ signal }) => fetchData(yearInReviewEndpoints.mine, { params: { year }, signal }),
  });
}

export function useYearInReview(year: number, enabled: boolean) {
  return useQuery({ ...yearInReviewOptions(year), enabled });
}
