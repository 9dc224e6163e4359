import { createMailwright, type MailwrightClient } from '@mailwright/sdk';
import { notifications } from '@mantine/notifications';
import {
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OpData, OperationId, OpInit } from './client';
import { errorMessage } from './errors';
import { readAgain } from './read-again';
import { noteRetryWait } from './retry-waits';

/**
 * The operator console's client. An operator signs in by pasting an operator token (`mwo_…`,
 * made by `mailwright operators create`); it is kept in this tab's sessionStorage only (gone
 * when the tab closes) and sent as a Bearer token to the operator API. It never uses the
 * customer's session cookie, and a customer session never opens the operator API
 * (docs/decisions.md "The operator console signs in with an operator token").
 */
const KEY = 'mailwright.operator_token';

let cached: { token: string; client: MailwrightClient } | null = null;

export function operatorToken(): string | null {
  return sessionStorage.getItem(KEY);
}

export function setOperatorToken(token: string | null): void {
  if (token) sessionStorage.setItem(KEY, token);
  else sessionStorage.removeItem(KEY);
  cached = null;
}

/** A client for `token` (the stored one by default). */
export function operatorClient(token = operatorToken()): MailwrightClient {
  if (!token) throw new Error('Not signed in as an operator');
  if (cached?.token !== token)
    cached = {
      token,
      client: createMailwright({ baseUrl: window.location.origin, token, onRetry: noteRetryWait }),
    };
  return cached.client;
}

/** Calls operator operation `id` with the stored operator token. */
export function callOperator<K extends OperationId>(id: K, init: OpInit<K>): Promise<OpData<K>> {
  const method = operatorClient()[id] as unknown as (init: unknown) => Promise<OpData<K>>;
  return method(init);
}

/** A query of the operator API (its cache apart from the customer's: keyed under `operator`). */
export function useOperatorOp<K extends OperationId>(
  id: K,
  init: OpInit<K>,
  options: Omit<
    UseQueryOptions<OpData<K>, Error, OpData<K>, QueryKey>,
    'queryKey' | 'queryFn'
  > = {},
) {
  return useQuery({
    queryKey: ['operator', id, init],
    queryFn: ({ signal }) => callOperator(id, { ...(init as object), signal } as OpInit<K>),
    ...options,
  });
}

/** A write of the operator API, with its result notified and the queries it changes refetched. */
export function useOperatorAction<K extends OperationId>(
  id: K,
  options: {
    invalidates?: OperationId[];
    success?: string | ((data: OpData<K>) => string);
    onSuccess?: (data: OpData<K>) => void;
  } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (init: OpInit<K>) => callOperator(id, init),
    onSuccess: async (data) => {
      const message =
        typeof options.success === 'function' ? options.success(data) : options.success;
      if (message) notifications.show({ color: 'green', title: 'Done', message });
      options.onSuccess?.(data);
      await readAgain(
        client,
        (options.invalidates ?? []).map((op) => ['operator', op]),
      );
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Not done', message: errorMessage(error) });
    },
  });
}
