/**
 * Every operation: its operationId (the client method name), HTTP method and path.
 * Generated from openapi.json by `npm run sdk:generate`: do not edit by hand.
 */
export const operationTable = {
  healthz: { method: "get", path: "/healthz" },
  readyz: { method: "get", path: "/readyz" },
  getAccount: { method: "get", path: "/v1/api/account" },
  listWorkspaces: { method: "get", path: "/v1/api/workspaces/list" },
  getWorkspace: { method: "get", path: "/v1/api/workspaces/details" },
  createWorkspace: { method: "post", path: "/v1/api/workspaces/create" },
  updateWorkspace: { method: "put", path: "/v1/api/workspaces/{uid}" },
  deleteWorkspace: { method: "delete", path: "/v1/api/workspaces/{uid}" },
  updateWorkspaceWebhook: { method: "post", path: "/v1/api/workspaces/webhook" },
  listWebhookEvents: { method: "post", path: "/v1/api/webhooks/events/list" },
  getWebhookEvent: { method: "get", path: "/v1/api/webhooks/events/{uid}" },
  redeliverWebhookEvent: { method: "post", path: "/v1/api/webhooks/events/{uid}/redeliver" },
  redeliverFailedWebhookEvents: { method: "post", path: "/v1/api/webhooks/events/redeliver-failed" },
  sendTestWebhookEvent: { method: "post", path: "/v1/api/webhooks/test" },
  getWebhookSigningSecret: { method: "get", path: "/v1/api/webhooks/secret" },
  rotateWebhookSigningSecret: { method: "post", path: "/v1/api/webhooks/secret/rotate" },
  metrics: { method: "get", path: "/metrics", parseAs: "text" },
} as const;
