import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentPageInput,
  ContentPageSlug,
  DiscoverModelInput,
  contentPageApi,
  contentPageOperatorApi,
} from '@fanzone/contract';
import { contentPageCalls, contentPageOperatorCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';

/** Declared beside the app-only pages and the console's section, their only users (lazy chunks). */
const contentPageEndpoints = refs<typeof contentPageApi>(contentPageCalls);
const operatorEndpoints = refs<typeof contentPageOperatorApi>(contentPageOperatorCalls);

export const contentPageKeys = {
  all: ['contentPages'] as const,
  page: (slug: ContentPageSlug) => [...contentPageKeys.all, 'page', slug] as const,
  models: () => [...contentPageKeys.all, 'models'] as const,
  model: (id: string) => [...contentPageKeys.all, 'model', id] as const,
  forOperators: () => [...contentPageKeys.all, 'operators', 'pages'] as const,
  modelsForOperators: () => [...contentPageKeys.all, 'operators', 'models'] as const,
};

/** A content page in the reader's language. The page shows a failure itself. */
export function useContentPage(slug: ContentPageSlug) {
  return useQuery(contentPageOptions(slug));
}

export function contentPageOptions(slug: ContentPageSlug) {
  return queryOptions({
    queryKey: contentPageKeys.page(slug),
    queryFn: ({ signal }) => fetchData(contentPageEndpoints.page, { params: { slug }, signal }),
    meta: { silent: true },
  });
}

/** The discover page's models, in the operators' order. */
export function useDiscoverModels(enabled = true) {
  return useQuery({ ...discoverModelsOptions(), enabled });
}

export function discoverModelsOptions() {
  return queryOptions({
    queryKey: contentPageKeys.models(),
    queryFn: ({ signal }) => fetchData(contentPageEndpoints.discoverModels, { signal }),
    meta: { silent: true },
  });
}

/** One model; a removed one fails with PAGE_EXPIRED, which the page says. */
export function useDiscoverModel(id: string) {
  return useQuery(discoverModelOptions(id));
}

export function discoverModelOptions(id: string) {
  return queryOptions({
    queryKey: contentPageKeys.model(id),
    queryFn: ({ signal }) => fetchData(contentPageEndpoints.discoverModel, { params: { id }, signal }),
    retry: false,
    meta: { silent: true },
  });
}

export function useContentPagesForOperators() {
  return useQuery({
    queryKey: contentPageKeys.forOperators(),
    queryFn: ({ signal }) => fetchData(operatorEndpoints.pages, { signal }),
  });
}

export function useDiscoverModelsForOperators() {
  return useQuery({
    queryKey: contentPageKeys.modelsForOperators(),
    queryFn: ({ signal }) => fetchData(operatorEndpoints.models, { signal }),
  });
}

/** Every write drops what readers and operators hold of the pages and models. */
function useOperatorWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The section says a failure in its one toast.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentPageKeys.all }),
  });
}

/** A page's rewrite; its body is the call's body, as the console's forms send it. */
export const useRewriteContentPage = (slug: ContentPageSlug) =>
  useOperatorWrite((input: ContentPageInput) =>
    fetchData(operatorEndpoints.updatePage, { params: { slug }, body: input }),
  );

/** A new model (no id yet) or a change to one. */
export const useSaveDiscoverModel = (id: string | null) =>
  useOperatorWrite((input: DiscoverModelInput) =>
    id
      ? fetchData(operatorEndpoints.updateModel, { params: { id }, body: input })
      : fetchData(operatorEndpoints.createModel, { body: input }),
  );

export const useRemoveDiscoverModel = (id: string) =>
  useOperatorWrite(() => fetchData(operatorEndpoints.removeModel, { params: { id } }));

export const useOrderDiscoverModels = () =>
  useOperatorWrite((ids: string[]) => fetchData(operatorEndpoints.orderModels, { body: { ids } }));
