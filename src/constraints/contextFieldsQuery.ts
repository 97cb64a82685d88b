import { queryOptions } from '@tanstack/react-query';
import { listContextFields } from '../api/contextFields';

export const contextFieldKeys = {
  all: ['context-fields'] as const,
};

/** The context fields constraints may name: the constraint editor's choices, and the Context fields page. */
export const contextFieldsOptions = () =>
  queryOptions({
    queryKey: contextFieldKeys.all,
    queryFn: ({ signal }) => listContextFields(signal),
    staleTime: 60_000,
  });
