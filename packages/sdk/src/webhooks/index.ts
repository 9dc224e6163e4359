/**
 * `@mailwright/sdk/webhooks`: verification of webhook deliveries and their event types, without
 * the API client.
 */
export { WebhookVerificationError, type WebhookVerificationFailure } from './errors.js';
export type {
  AlertStatus,
  ClientIdRequestRecord,
  ClientIdRequestStatusChangedEvent,
  ConsentRequestEventMetadata,
  ConsentRequestRecord,
  ConsentRequestStatusChangedEvent,
  DomainRecord,
  DomainStatus,
  DomainStatusChangedEvent,
  DomainTag,
  EventMetadata,
  InfraGuardAlertRecord,
  InfraGuardAlertStatusChangedEvent,
  KnownEventName,
  MailboxEventMetadata,
  MailboxPlatform,
  MailboxRecord,
  MailboxStatus,
  MailboxStatusChangedEvent,
  RenewalStatus,
  RequestStatus,
  UnknownWebhookEvent,
  WebhookEvent,
  WebhookTestEvent,
  WebhookTestMetadata,
  WebhookTestRecord,
} from './events.js';
export { knownEvents } from './events.js';
export type { HeadersLike } from './headers.js';
export {
  addRawJsonParser,
  type FastifyLike,
  type FetchRequestLike,
  type NodeRequestLike,
  readRawBody,
  type VerifyRequestOptions,
  verifyFetchRequest,
  verifyNodeRequest,
} from './raw-body.js';
export { type SignWebhookOptions, signWebhook } from './sign.js';
export { type VerifyWebhookOptions, verifyWebhook } from './verify.js';
