import { MailwrightApiError } from '@mailwright/sdk';
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      // The SDK already retries network errors and 5xx answers; a 4xx will not change.
      retry: (count, error) => !(error instanceof MailwrightApiError) && count < 1,
      refetchOnWindowFocus: false,
    },
  },
});
