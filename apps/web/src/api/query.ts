import { notifications } from '@mantine/notifications';
import {
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOperation, type OpData, type OperationId, type OpInit } from './client';
import { errorMessage } from './errors';
import { readAgain } from './read-again';

/** A query's key: its operationId first, then what it was called with. */
export function opKey<K extends OperationId>(id: K, init?: OpInit<K>): QueryKey {
  return init === undefined ? [id] : [id, init];
}

/**
 * One query of one operation, keyed by its operationId and arguments, so an event or a mutation
 * can find every cached answer of an operation by its id.
 */
export function useOp<K extends OperationId>(
  id: K,
  init: OpInit<K>,
  options: Omit<
    UseQueryOptions<OpData<K>, Error, OpData<K>, QueryKey>,
    'queryKey' | 'queryFn'
  > = {},
) {
  return useQuery({
    queryKey: opKey(id, init),
    queryFn: ({ signal }) => callOperation(id, { ...(init as object), signal } as OpInit<K>),
    ...options,
  });
}

export interface ActionOptions<K extends OperationId> {
  /** Operations whose cached answers this changes (their queries are refetched). */
  invalidates?: OperationId[];
  /** Shown when it succeeds (a function of the answer), or nothing. */
  success?: string | ((data: OpData<K>) => string);
  /** Shown while it runs. */
  pending?: string;
  onSuccess?: (data: OpData<K>) => void;
}

/**
 * A write: shows its progress and its result as a notification, and refreshes exactly the lists
 * it changes. Errors are notified too; forms also show them next to their fields (`fieldErrors`).
 */
export function useAction<K extends OperationId>(id: K, options: ActionOptions<K> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [id],
    mutationFn: async (init: OpInit<K>): Promise<OpData<K>> => {
      const note = options.pending
        ? notifications.show({ message: options.pending, loading: true, autoClose: false })
        : undefined;
      try {
        return await callOperation(id, init);
      } finally {
        if (note) notifications.hide(note);
      }
    },
    onSuccess: async (data) => {
      const message =
        typeof options.success === 'function' ? options.success(data) : options.success;
      if (message) notifications.show({ color: 'green', title: 'Done', message });
      options.onSuccess?.(data);
      await readAgain(
        client,
        (options.invalidates ?? []).map((op) => [op]),
      );
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Not done', message: errorMessage(error) });
    },
  });
}
