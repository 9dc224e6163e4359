/**
 * @mailwright/sdk: a typed client of the Mailwright API and verification of its webhooks.
 * `@mailwright/sdk/webhooks` exports the verification part alone, for receivers.
 */
export type {
  BuiltClient,
  ClientCore,
  MailwrightOptions,
  OperationRoute,
} from './client/build-client.js';
export { createMailwright, type MailwrightClient } from './client/create-mailwright.js';
export {
  type ApiErrorCode,
  type ApiErrorDetail,
  MailwrightApiError,
  MailwrightConnectionError,
  MailwrightError,
  MailwrightTimeoutError,
} from './client/errors.js';
export {
  defaultRetryOptions,
  isRetrySafe,
  type RetryOptions,
  type RetryTraits,
} from './client/retry-policy.js';
export type { FetchLike, RetryWait } from './client/transport.js';
export type {
  CallOptions,
  ItemOf,
  OffsetPagination,
  OperationArgs,
  OperationData,
  OperationInit,
  OperationMethods,
  PagePagination,
  PaginatedOperationId,
} from './client/types.js';
export type { components, operations, paths } from './generated/openapi.js';
export { operationTable } from './generated/operations.js';
export * from './webhooks/index.js';
