/**
 * Request and response types of every operation.
 * Generated from openapi.json by `npm run sdk:generate`: do not edit by hand.
 */
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers and every migration is applied */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get account details
         * @description The team the API token belongs to. Needs no X-Workspace-Id.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/workspaces/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workspaces
         * @description The team’s workspaces, newest first. Needs no X-Workspace-Id.
         */
        get: operations["listWorkspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/workspaces/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get workspace details */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/workspaces/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create workspace */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/workspaces/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update workspace
         * @description Renames the workspace. Its webhook is set with Update workspace webhook.
         */
        put: operations["updateWorkspace"];
        post?: never;
        /**
         * Delete workspace
         * @description Deletes an empty workspace. While it still owns domains or mailboxes the answer is 409.
         */
        delete: operations["deleteWorkspace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/workspaces/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update workspace webhook
         * @description Sets the address to which the workspace’s webhook events are delivered. The workspace is named by the body `uid`; an empty `webhook_url` clears the webhook. The first URL creates the workspace’s signing secret (Get the webhook signing secret); setting a URL re-enables a webhook that was disabled after failing continuously.
         */
        post: operations["updateWorkspaceWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/webhooks/events/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List webhook events
         * @description The delivery log: the workspace’s events, newest first, with where each one’s delivery stands. Filters combine. Credentials are never included.
         */
        post: operations["listWebhookEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/webhooks/events/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook event and its attempts
         * @description One event of the workspace with its data (credential fields shown as "[redacted]") and every delivery attempt: number, trigger, start, duration, HTTP status or error class, the start of the answer, and when the next attempt is due.
         */
        get: operations["getWebhookEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/webhooks/events/{uid}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver a webhook event
         * @description Sends the event again at once, whatever its state, with the same event id and a fresh timestamp and signature. If that attempt fails, the retry schedule applies from its start. 409 while the workspace has no webhook URL or its webhook is disabled.
         */
        post: operations["redeliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/webhooks/events/redeliver-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver every failed webhook event since a time
         * @description Sends again every event of the workspace in state `failed` or `skipped` created in the range, each as Redeliver a webhook event does. At most 10,000 per call: `has_more` says whether to call again. 409 while the workspace has no webhook URL or its webhook is disabled.
         */
        post: operations["redeliverFailedWebhookEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test webhook event
         * @description Records a `webhook.test` event (`data.test` holds `uid` and `message`; `data.metadata` holds `requested_at`, `workspace_id`, `workspace_uid`) and delivers it like any event: signed, retried, logged. Use it to check a receiver and its signature verification. 409 while the workspace has no webhook URL or its webhook is disabled.
         */
        post: operations["sendTestWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/webhooks/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the webhook signing secret
         * @description The workspace’s signing secret, created when its first webhook URL was set (409 before that), and during a rotation the next one. Both verify `X-Service-Signature` and the Standard Webhooks `webhook-signature`. This is the only operation that shows it.
         */
        get: operations["getWebhookSigningSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/webhooks/secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the webhook signing secret
         * @description Creates the next signing secret and returns it. Deliveries stay signed with the current secret until `active_at`, so add the new one to your verifier first (it may accept both). Rotating again before `active_at` replaces the pending secret. 409 before the workspace has a secret.
         */
        post: operations["rotateWebhookSigningSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Metrics in Prometheus text format
         * @description Per-workspace webhook figures. Requires `Authorization: Bearer <MAILWRIGHT_METRICS_TOKEN>` when that variable is set.
         */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** ErrorResponse */
        ErrorResponse: {
            /** @enum {boolean} */
            error: true;
            /** @description Human-readable explanation, naming the field for validation errors. */
            message: string;
            /**
             * @description Machine-readable error code; see docs/errors.md.
             * @enum {unknown}
             */
            code: "VALIDATION_FAILED" | "MALFORMED_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
            /** @description Identifier of this request, also sent as the X-Request-Id header. */
            request_id: string;
            /** @description One entry per invalid field (validation errors only). */
            details?: {
                field: string;
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        /**
                         * Format: uuid
                         * @description The team uid (the `team_id` of webhook envelopes).
                         */
                        uid: string;
                        /** @description The team name (the `team_name` of webhook envelopes). */
                        team: string;
                        admin_email: string | null;
                        /** @description Wallet credits; 0 until billing exists. */
                        total_credits: number;
                        credits_used: number;
                        credits_remaining: number;
                        auto_topup_enabled: boolean;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listWorkspaces: {
        parameters: {
            query?: {
                /** @description Page number, 1-based (default 1). */
                page?: number;
                /** @description Page size, 1 to 100 (default 10). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        workspaces: {
                            /** @description Internal identifier (the `workspace_id` of webhook metadata). */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier; send it as X-Workspace-Id.
                             */
                            uid: string;
                            name: string;
                            /** @description Receiver of this workspace’s webhook events; empty when unset. */
                            webhook_url: string;
                            webhook_disabled_at: string | null;
                            webhook_disabled_reason: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** PagePagination */
                        pagination: {
                            /** @description Echo of the requested page. */
                            page: number;
                            /** @description Echo of the requested limit. */
                            limit: number;
                            /** @description Number of matching items. */
                            total: number;
                            /** @description ceil(total / limit). */
                            pages: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getWorkspace: {
        parameters: {
            query: {
                /** @description The workspace uid. */
                uid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        /** Workspace */
                        workspace: {
                            /** @description Internal identifier (the `workspace_id` of webhook metadata). */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier; send it as X-Workspace-Id.
                             */
                            uid: string;
                            name: string;
                            /** @description Receiver of this workspace’s webhook events; empty when unset. */
                            webhook_url: string;
                            webhook_disabled_at: string | null;
                            webhook_disabled_reason: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Display name, 1 to 100 characters. */
                    name: string;
                    /** @description An absolute http(s) URL without credentials in it; an empty string clears the webhook. */
                    webhook_url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        /** Workspace */
                        workspace: {
                            /** @description Internal identifier (the `workspace_id` of webhook metadata). */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier; send it as X-Workspace-Id.
                             */
                            uid: string;
                            name: string;
                            /** @description Receiver of this workspace’s webhook events; empty when unset. */
                            webhook_url: string;
                            webhook_disabled_at: string | null;
                            webhook_disabled_reason: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace uid. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Display name, 1 to 100 characters. */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        /** Workspace */
                        workspace: {
                            /** @description Internal identifier (the `workspace_id` of webhook metadata). */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier; send it as X-Workspace-Id.
                             */
                            uid: string;
                            name: string;
                            /** @description Receiver of this workspace’s webhook events; empty when unset. */
                            webhook_url: string;
                            webhook_disabled_at: string | null;
                            webhook_disabled_reason: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace uid. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateWorkspaceWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Workspace identifier.
                     */
                    uid: string;
                    /** @description An absolute http(s) URL without credentials in it; an empty string clears the webhook. */
                    webhook_url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listWebhookEvents: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Page number, 1-based (default 1).
                     * @default 1
                     */
                    page?: number;
                    /**
                     * @description Page size, 1 to 100 (default 10).
                     * @default 10
                     */
                    limit?: number;
                    /**
                     * @description Only events of this name.
                     * @enum {unknown}
                     */
                    event?: "domain.status_changed" | "mailbox.status_changed" | "consent_request.status_changed" | "client_id_request.status_changed" | "webhook.test";
                    /** @description Only events about this record. */
                    record_uid?: string;
                    /**
                     * @description `pending`: an attempt is due or running (now or at `next_attempt_at`); `delivered`: the receiver answered 2xx; `failed`: every attempt of the retry schedule failed; `skipped`: not sent because the workspace had no webhook URL or its webhook was disabled. Failed and skipped events can be redelivered.
                     * @enum {unknown}
                     */
                    state?: "pending" | "delivered" | "failed" | "skipped";
                    /**
                     * Format: date-time
                     * @description Only events created at or after this time.
                     */
                    since?: string;
                    /**
                     * Format: date-time
                     * @description Only events created before this time.
                     */
                    until?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        events: {
                            /**
                             * Format: uuid
                             * @description Event id: the `X-Service-Event-Id` and `webhook-id` headers of its deliveries.
                             */
                            uid: string;
                            /** @description Event name, such as `mailbox.status_changed`. */
                            event: string;
                            /** @description Key of the record under `data`. */
                            record_kind: string;
                            /** @description uid of the record the event is about. */
                            record_uid: string;
                            /**
                             * Format: date-time
                             * @description When the change happened and the event was recorded.
                             */
                            created_at: string;
                            delivery: {
                                /**
                                 * @description `pending`: an attempt is due or running (now or at `next_attempt_at`); `delivered`: the receiver answered 2xx; `failed`: every attempt of the retry schedule failed; `skipped`: not sent because the workspace had no webhook URL or its webhook was disabled. Failed and skipped events can be redelivered.
                                 * @enum {unknown}
                                 */
                                state: "pending" | "delivered" | "failed" | "skipped";
                                /** @description Attempts made so far, over every redelivery. */
                                attempts: number;
                                last_attempt_at: string | null;
                                last_status_code: number | null;
                                last_error_class: string | null;
                                next_attempt_at: string | null;
                                delivered_at: string | null;
                            };
                        }[];
                        /** PagePagination */
                        pagination: {
                            /** @description Echo of the requested page. */
                            page: number;
                            /** @description Echo of the requested limit. */
                            limit: number;
                            /** @description Number of matching items. */
                            total: number;
                            /** @description ceil(total / limit). */
                            pages: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getWebhookEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The event id (`X-Service-Event-Id`). */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        /** WebhookEventDetail */
                        event: {
                            /**
                             * Format: uuid
                             * @description Event id: the `X-Service-Event-Id` and `webhook-id` headers of its deliveries.
                             */
                            uid: string;
                            /** @description Event name, such as `mailbox.status_changed`. */
                            event: string;
                            /** @description Key of the record under `data`. */
                            record_kind: string;
                            /** @description uid of the record the event is about. */
                            record_uid: string;
                            /**
                             * Format: date-time
                             * @description When the change happened and the event was recorded.
                             */
                            created_at: string;
                            delivery: {
                                /**
                                 * @description `pending`: an attempt is due or running (now or at `next_attempt_at`); `delivered`: the receiver answered 2xx; `failed`: every attempt of the retry schedule failed; `skipped`: not sent because the workspace had no webhook URL or its webhook was disabled. Failed and skipped events can be redelivered.
                                 * @enum {unknown}
                                 */
                                state: "pending" | "delivered" | "failed" | "skipped";
                                /** @description Attempts made so far, over every redelivery. */
                                attempts: number;
                                last_attempt_at: string | null;
                                last_status_code: number | null;
                                last_error_class: string | null;
                                next_attempt_at: string | null;
                                delivered_at: string | null;
                            };
                            /** @description The envelope’s `data` as recorded: `{ <record_kind>: record, metadata }`, with credential fields (passwords, secrets) shown as "[redacted]". */
                            data: {
                                [key: string]: unknown;
                            };
                            attempts: {
                                /** @description 1-based, over every redelivery of the event. */
                                attempt: number;
                                /** @description `manual` for the first attempt of a redelivery you asked for. */
                                trigger: "automatic" | "manual";
                                state: "succeeded" | "failed";
                                /** @description Where it was sent. */
                                url: string;
                                /** Format: date-time */
                                started_at: string;
                                duration_ms: number | null;
                                status_code: number | null;
                                error_class: string | null;
                                response_excerpt: string | null;
                                next_attempt_at: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    redeliverWebhookEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The event id (`X-Service-Event-Id`). */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        /** WebhookEvent */
                        event: {
                            /**
                             * Format: uuid
                             * @description Event id: the `X-Service-Event-Id` and `webhook-id` headers of its deliveries.
                             */
                            uid: string;
                            /** @description Event name, such as `mailbox.status_changed`. */
                            event: string;
                            /** @description Key of the record under `data`. */
                            record_kind: string;
                            /** @description uid of the record the event is about. */
                            record_uid: string;
                            /**
                             * Format: date-time
                             * @description When the change happened and the event was recorded.
                             */
                            created_at: string;
                            delivery: {
                                /**
                                 * @description `pending`: an attempt is due or running (now or at `next_attempt_at`); `delivered`: the receiver answered 2xx; `failed`: every attempt of the retry schedule failed; `skipped`: not sent because the workspace had no webhook URL or its webhook was disabled. Failed and skipped events can be redelivered.
                                 * @enum {unknown}
                                 */
                                state: "pending" | "delivered" | "failed" | "skipped";
                                /** @description Attempts made so far, over every redelivery. */
                                attempts: number;
                                last_attempt_at: string | null;
                                last_status_code: number | null;
                                last_error_class: string | null;
                                next_attempt_at: string | null;
                                delivered_at: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    redeliverFailedWebhookEvents: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Redeliver events created at or after this time.
                     */
                    since: string;
                    /**
                     * Format: date-time
                     * @description … and before this time (default: now).
                     */
                    until?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        /** @description Events queued for redelivery. */
                        count: number;
                        /** @description More matching events remain. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sendTestWebhookEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        /** WebhookEvent */
                        event: {
                            /**
                             * Format: uuid
                             * @description Event id: the `X-Service-Event-Id` and `webhook-id` headers of its deliveries.
                             */
                            uid: string;
                            /** @description Event name, such as `mailbox.status_changed`. */
                            event: string;
                            /** @description Key of the record under `data`. */
                            record_kind: string;
                            /** @description uid of the record the event is about. */
                            record_uid: string;
                            /**
                             * Format: date-time
                             * @description When the change happened and the event was recorded.
                             */
                            created_at: string;
                            delivery: {
                                /**
                                 * @description `pending`: an attempt is due or running (now or at `next_attempt_at`); `delivered`: the receiver answered 2xx; `failed`: every attempt of the retry schedule failed; `skipped`: not sent because the workspace had no webhook URL or its webhook was disabled. Failed and skipped events can be redelivered.
                                 * @enum {unknown}
                                 */
                                state: "pending" | "delivered" | "failed" | "skipped";
                                /** @description Attempts made so far, over every redelivery. */
                                attempts: number;
                                last_attempt_at: string | null;
                                last_status_code: number | null;
                                last_error_class: string | null;
                                next_attempt_at: string | null;
                                delivered_at: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getWebhookSigningSecret: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        /** @description The secret deliveries are signed with now: `whsec_` + base64 of 32 bytes. */
                        secret: string;
                        next_secret: string | null;
                        next_secret_active_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    rotateWebhookSigningSecret: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How long the current secret keeps signing, 0 to 10080 (7 days); default 1440 (24 hours). 0 switches at once. */
                    grace_period_minutes?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        error: false;
                        message: string;
                        /** @description The new secret. */
                        secret: string;
                        /**
                         * Format: date-time
                         * @description When deliveries start being signed with it.
                         */
                        active_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format 0.0.4. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
