import { MutationCache, QueryClient } from '@tanstack/react-query';
import { refetchShownLists } from '../features/table-kit/list-query.ts';

/**
 * The app's query client. Errors are toasted by the request client already; queries must not retry into
 * a second toast. After any change the person makes (a successful mutation) the lists on screen load
 * again, whether or not the page remembered to invalidate its own key.
 */
export const createQueryClient = () => {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({ onSuccess: () => void refetchShownLists(client) }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  return client;
};

export const queryClient = createQueryClient();
