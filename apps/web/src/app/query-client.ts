import { QueryClient } from '@tanstack/react-query';

/** Errors are toasted by the request client already; queries must not retry into a second toast. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});
