import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { getWebhookEnabledEvents } from './routes/get-webhook-enabled-events.js';
import { getWebhookEvent } from './routes/get-webhook-event.js';
import { getWebhookSignatureScheme } from './routes/get-webhook-signature-scheme.js';
import { getWebhookSigningSecret } from './routes/get-webhook-signing-secret.js';
import { listWebhookEvents } from './routes/list-webhook-events.js';
import { redeliverFailedWebhookEvents } from './routes/redeliver-failed-webhook-events.js';
import { redeliverWebhookEvent } from './routes/redeliver-webhook-event.js';
import { rotateWebhookSigningSecret } from './routes/rotate-webhook-signing-secret.js';
import { sendTestWebhookEvent } from './routes/send-test-webhook-event.js';
import { setWebhookEnabledEvents } from './routes/set-webhook-enabled-events.js';
import { setWebhookSignatureScheme } from './routes/set-webhook-signature-scheme.js';
import { streamEvents } from './routes/stream-events.js';

export function registerWebhookRoutes(app: App, ctx: AppContext): void {
  listWebhookEvents(app, ctx);
  getWebhookEvent(app, ctx);
  redeliverWebhookEvent(app, ctx);
  redeliverFailedWebhookEvents(app, ctx);
  sendTestWebhookEvent(app, ctx);
  streamEvents(app, ctx);
  getWebhookSigningSecret(app, ctx);
  rotateWebhookSigningSecret(app, ctx);
  setWebhookSignatureScheme(app, ctx);
  getWebhookSignatureScheme(app, ctx);
  getWebhookEnabledEvents(app, ctx);
  setWebhookEnabledEvents(app, ctx);
}
