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
  ForwardingJobStatusChangedEvent,
  InfraGuardAlertRecord,
  InfraGuardAlertStatusChangedEvent,
  KnownEventName,
  MailboxEventMetadata,
  MailboxPlatform,
  MailboxRecord,
  MailboxStatus,
  MailboxStatusChangedEvent,
  OrderStatusChangedEvent,
  PlacementTestStatusChangedEvent,
  RenewalStatus,
  RequestStatus,
  SequencerExportStatusChangedEvent,
  SequencerStatusChangedEvent,
  UnknownWebhookEvent,
  VerificationSentEvent,
  VerificationSentMetadata,
  VerifiedDestinationRecord,
  WarmupSubscriptionStatusChangedEvent,
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
export type {
  ForwardingJobRecord,
  ForwardingJobStatus,
  OrderRecord,
  OrderStatus,
  PlacementFigures,
  PlacementTestRecord,
  PlacementTestStatus,
  SequencerExportRecord,
  SequencerExportStatus,
  SequencerRecord,
  SequencerStatus,
  StatusEventMetadata,
  WarmupSubscriptionRecord,
  WarmupSubscriptionStatus,
} from './record-events.js';
export { type SignWebhookOptions, signWebhook } from './sign.js';
export { type VerifyWebhookOptions, verifyWebhook } from './verify.js';
