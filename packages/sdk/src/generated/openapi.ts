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
    "/v1/api/account/registrant-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the registrant contact
         * @description The team’s default registrant contact, which Register domains uses for an order sent without `contact_details`. Needs no X-Workspace-Id.
         */
        get: operations["getAccountRegistrantContact"];
        put?: never;
        /**
         * Set the registrant contact
         * @description Sets the team’s default registrant contact (checked as an order’s: 400 naming `contact_details.<field>`), or clears it with null (team admins only). Register domains uses it for orders sent without `contact_details`; domains already registered keep theirs. Needs no X-Workspace-Id.
         */
        post: operations["setAccountRegistrantContact"];
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
         * @description The team’s workspaces, newest first (for members who are not admins, without the `admins_only` ones). Needs no X-Workspace-Id.
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
        /**
         * Get workspace details
         * @description An `admins_only` workspace is a 404 for members who are not admins, as another team’s is.
         */
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
        /**
         * Create workspace
         * @description Team admins only. `admins_only: true` hides it from the other members.
         */
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
         * @description Renames the workspace, sets `admins_only` (team admins only), and/or chooses which wallet pays for its purchases (`use_shared_billing`); send at least one. Its webhook is set with Update workspace webhook.
         */
        put: operations["updateWorkspace"];
        post?: never;
        /**
         * Delete workspace
         * @description Deletes an empty workspace (team admins only). While it still owns domains or mailboxes the answer is 409.
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
    "/v1/api/webhooks/signature-scheme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the webhook signature scheme
         * @description How `X-Service-Signature` is computed for this workspace’s deliveries. `api_key_sha256` signs the way the real service does, with the hex SHA-256 of the API token sending this request (to change the key, send it again with the other token), so a receiver written for the real service can be tested unchanged. It is static and replayable: keep `hmac`, the default, for anything else. The Standard Webhooks headers stay HMAC-signed either way.
         */
        post: operations["setWebhookSignatureScheme"];
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
    "/v1/api/domains/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search available domains
         * @description Suggests names built around `keyword` in the TLDs sold, a page of `num` candidates at a time (unavailable ones are dropped from the page unless `show_unavailable`), or looks up one `domain`.
         */
        post: operations["searchDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/banned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check if domain is banned from registration
         * @description Whether the registrar refuses this name outright. Needs no X-Workspace-Id.
         */
        get: operations["checkDomainBanned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check domain availability
         * @description Whether a name can be bought, and its prices. A name already in your account reads `available: false`. Needs no X-Workspace-Id.
         */
        get: operations["checkDomainAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register domains
         * @description Buys domains for 1 to 10 years. `contact_details` may be left out when the account has a registrant contact (Set the registrant contact), which is then used. Every name is checked first: an invalid, unsold or banned name is a 400 and a taken one a 409, each listed by `domains[i].name` in `details`, and nothing is bought; a wallet holding less than the whole order is a 402 (`INSUFFICIENT_FUNDS`, "Insufficient wallet balance to register domains"), nothing bought. Otherwise each domain starts in `cart` and moves on through its lifecycle (`domain.status_changed` events). Send an `Idempotency-Key` to retry safely.
         */
        post: operations["registerDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List domains
         * @description The workspace’s domains, newest first, filtered by keyword, status and uid.
         */
        post: operations["listDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/assignable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List assignable domains
         * @description Active domains with room for more mailboxes (at most 5 per domain), newest first.
         */
        get: operations["listAssignableDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove domains
         * @description Removes domains named by `domains` (names) and/or `uids`. Domains not yet live are deleted at once (one paid and not yet being registered gets its charge back into the wallet); the others are scheduled for deletion while their DNS zone is torn down. A domain being registered, or holding mailboxes, is a 409 and nothing is removed.
         */
        post: operations["removeDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/forwarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set domain forwarding
         * @description Redirects web visitors of the domains to a URL (an empty URL removes it).
         */
        post: operations["setDomainForwarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/catch-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set catch-all email
         * @description Delivers mail sent to unknown addresses at these domains to one address.
         */
        post: operations["setCatchAllEmail"];
        /** Remove catch-all email */
        delete: operations["removeCatchAllEmail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/nameservers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get nameservers for domain connection
         * @description Connects domains you own elsewhere: each gets a DNS zone and two nameservers to set at your registrar. A domain already in your account is a 409 and nothing is connected; that 409 carries `result` with the nameservers of the domains already there.
         */
        post: operations["getNameservers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/nameservers/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check nameservers propagation
         * @description Checks now, instead of waiting for the next scheduled check, whether resolvers see each domain delegated to our nameservers, and moves it on if so. A domain in `expired_propagation` gets a fresh deadline and is checked again.
         */
        post: operations["checkNameservers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/check-workspace-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check workspace availability
         * @description Whether a Google Workspace or Microsoft 365 tenant could still be created on each domain (false when one already claims it). Needs no X-Workspace-Id.
         */
        post: operations["checkWorkspaceAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/dmarc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set DMARC configuration
         * @description Sets the DMARC policy (and report address) and republishes the `_dmarc` record.
         */
        post: operations["setDmarcConfiguration"];
        /**
         * Remove DMARC configuration
         * @description Removes the `_dmarc` record; DNS verify then reports DMARC as not applicable.
         */
        delete: operations["removeDmarcConfiguration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/nameservers/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate domain nameservers
         * @description Gives connected domains that are not yet delegated (`dns_setup_pending`, `expired_propagation`) a new pair of nameservers and a fresh deadline. Domains bought here have managed nameservers (409).
         */
        post: operations["regenerateNameservers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request domain renewal
         * @description Renews registrations for 1 to 10 years, charged from the wallet at once (renewal price times years; 402 `INSUFFICIENT_FUNDS` and nothing requested when it holds too little). `renewal_status` is `pending` until the registrar answers, then `completed` (with the new `renewal_date`) or `failed` (the charge is refunded).
         */
        post: operations["requestDomainRenewal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/renewal-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check renewal status */
        get: operations["getRenewalStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update domain privacy
         * @description Turns WHOIS privacy on or off at the registrar (domains bought here).
         */
        post: operations["updateDomainPrivacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update domain contact details
         * @description Replaces the registrant’s contact details at the registrar (domains bought here).
         */
        post: operations["updateDomainContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move domains to another workspace
         * @description Queues a move of these domains (with their tags) to another workspace of your team; follow it with Get domain move status. A domain that cannot move (deleted, being deleted, or holding mailboxes, which do not move) is a 409 naming it, and nothing is queued. Later events of the domains go to the target workspace’s webhook.
         */
        post: operations["moveDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/move/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a domain move
         * @description What moving these domains to another workspace of your team would do. Changes nothing.
         */
        post: operations["previewDomainMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/move/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get domain move status
         * @description A move of your team, asked from either workspace.
         */
        get: operations["getDomainMoveStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/rotation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a domain rotation
         * @description Queues a rotation: each `from` domain is retired (`inactive`, web visitors forwarded to its replacement) and its tags are copied to the `to` domain. An invalid pair (not both active, or a domain with mailboxes on either side) is a 409 naming it, and nothing is queued. See docs/api/domains.md for what rotation does not do yet.
         */
        post: operations["startDomainRotation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/rotation/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a domain rotation
         * @description Whether each pair can be rotated, and why not. Changes nothing.
         */
        post: operations["previewDomainRotation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/rotation/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get domain rotation status */
        get: operations["getDomainRotationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/dns/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get DNS records
         * @description Every record of the domain’s zone, oldest first, managed ones included.
         */
        get: operations["getDnsRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/dns/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add DNS records
         * @description Adds records to the domain’s zone and publishes them. A duplicate, or a CNAME sharing its name, is a 409; nothing is added.
         */
        post: operations["addDnsRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/dns/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update DNS records
         * @description Replaces records (by `record_id`) and publishes them. Editing a managed record makes it yours: DNS verify then reports the expected one as missing until you repair.
         */
        post: operations["updateDnsRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/dns/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete DNS records
         * @description Deletes records by id and publishes the zone. An id that is not a record of the domain is a 400 naming it; nothing is deleted.
         */
        post: operations["deleteDnsRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/dns/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify DNS records
         * @description Checks each domain’s expected records (MX, SPF, DKIM, DMARC) against its zone and what resolvers see.
         */
        post: operations["verifyDnsRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/dns/repair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Repair DNS records
         * @description Restores missing or altered expected records (removing records that compete with them, such as a second SPF record) and republishes. An `inactive` domain whose DNS setup failed runs setup again.
         */
        post: operations["repairDnsRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy mailboxes
         * @description Buys mailboxes on active domains of the workspace. Everything is checked first and every problem is listed in `details` by `mailboxes[i].<field>` (400 for bad input, 404 for a domain not in the workspace, 409 for an address that exists, a domain that is not active, full, or on another platform), and nothing is bought; a wallet holding less than the first month of them all is a 402 (`INSUFFICIENT_FUNDS`), nothing bought. Otherwise each mailbox starts in `scheduled` and is set up by itself (`mailbox.status_changed` events). Send an `Idempotency-Key` to retry safely.
         */
        post: operations["buyMailboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List mailboxes
         * @description The workspace’s mailboxes, newest first, filtered by keyword, domain, status and platform. Deleted mailboxes are listed only when asked for by `status`. Never carries credentials.
         */
        post: operations["listMailboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get mailbox details
         * @description One mailbox of the workspace, by uid, in `mailbox` and with the same fields at the top level of the body. Never carries credentials (see Show mailbox credentials).
         */
        get: operations["getMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check mailbox status
         * @description Where each mailbox stands: those named by `uids` and every mailbox of the domains named by `domain_uids` (one of the two is required), newest first; and the named domains themselves in `domains` (a receiver re-reads a domain this way after a `domain.status_changed`).
         */
        post: operations["checkMailboxStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/show-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show mailbox credentials
         * @description The mailbox’s password, app password and 2FA secret in plaintext, with its SMTP and IMAP settings: the only operation that returns credentials. Name the mailbox by exactly one of `uid` and `email` (an address names the mailbox holding it, else the newest that had it). Keep the answer out of logs.
         */
        get: operations["showMailboxCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generate TOTP
         * @description The current one-time code of the mailbox’s 2FA secret, for signing in by hand. A mailbox without a secret (SMTP) is a 409.
         */
        get: operations["generateMailboxTotp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/failure-reason": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get failure reason
         * @description Why a mailbox failed: the step it failed at (`failed_step`, its `previous_status`), a code and the reason. Also explains suspended, inactive and renewal-failed mailboxes.
         */
        get: operations["getMailboxFailureReason"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check mailbox availability
         * @description Whether an address can be bought in the workspace (on `platform`, if given): its domain active with room and on that platform, and the address free. A domain not in the workspace is a 404.
         */
        get: operations["checkMailboxAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update mailbox
         * @description Changes the person’s first and/or last name, and with `user_name` the address (the same rename as Change username: the new address must be free, a 409 names it otherwise), at the host and here. The mailbox must be active, inactive or suspended.
         */
        post: operations["updateMailbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change username
         * @description Renames the mailbox’s address on its domain (`new_username@domain`). The address must be free: a 409 names it otherwise. The mailbox must be active, inactive or suspended.
         */
        post: operations["changeMailboxUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change password
         * @description Sets the mailbox’s login password at the host: the one given, or a generated one. The answer never echoes it: Show mailbox credentials returns it, and webhook deliveries sent from now on carry it.
         */
        post: operations["changeMailboxPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/profile-picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update mailbox profile picture
         * @description Sets the account’s profile picture from a URL (or removes it), at the host and here.
         */
        post: operations["updateMailboxProfilePicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or update signature
         * @description Sets the signature of each mailbox (active, inactive or suspended), at the host and here.
         */
        post: operations["setMailboxSignature"];
        /**
         * Delete signature
         * @description Removes the signature of each mailbox, at the host and here.
         */
        delete: operations["deleteMailboxSignature"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel mailboxes
         * @description Schedules mailboxes for cancellation (`scheduled_for_cancellation`). A mailbox with a paid period left is cancelled at its end (`cancel_at`, its `renewal_date`); others at once. Uncancel takes it back until then. Active, inactive, suspended, failed and renewal-failed mailboxes can be cancelled; one being set up is a 409, and nothing is cancelled. Cancelling is idempotent: a mailbox already scheduled for cancellation (or cancelled, archived, deleted) is left as it is, and every mailbox is answered in its current state.
         */
        post: operations["cancelMailboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/uncancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uncancel mailboxes
         * @description Takes back scheduled cancellations before they take effect: each mailbox returns to the status it had. Answered per mailbox, as the real service does: `failed` lists those not scheduled for cancellation or whose `cancel_at` has passed.
         */
        post: operations["uncancelMailboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/resetup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resetup mailboxes
         * @description Sets failed mailboxes up again from the start of their platform’s path (`failed` -> `pending`). Any mailbox not failed is a 409 and nothing starts. A failed setup was refunded, so each resetup is charged its first month again (402 `INSUFFICIENT_FUNDS`, nothing started, when the wallet holds too little). Get resetup status follows each one.
         */
        post: operations["resetupMailboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/resetup/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get resetup status
         * @description Where the latest resetup of a mailbox stands.
         */
        get: operations["getMailboxResetupStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate mailboxes (Microsoft 365 / Azure)
         * @description Restores the licence and sign-in of suspended or inactive MICROSOFT / AZURE mailboxes: `processing`, `finalizing_setup`, then `active`. Another platform is a 400 naming `uids[i]`; another status a 409; nothing starts unless all can.
         */
        post: operations["reactivateMailboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/repurchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-purchase mailboxes for reactivation
         * @description Buys cancelled or archived MICROSOFT / AZURE mailboxes again, with their address and credentials: each takes a slot of its domain again and goes `scheduled`, then through its platform’s setup; its first month is charged from the wallet (402 `INSUFFICIENT_FUNDS`, nothing bought, when it holds too little). A taken address or a full domain is a 409, another platform a 400; nothing is bought unless all can be. Send an `Idempotency-Key` to retry safely.
         */
        post: operations["repurchaseMailboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/forwarding/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Setup email forwarding
         * @description Forwards the incoming mail of active mailboxes to `forwarding_email`: one forwarding job per mailbox, action `enable`, carried out by a worker (follow it with List forwarding jobs; Get mailbox details shows `forwarding_email` once it completes). A mailbox that forwards already (or will, once its open jobs have run) is a 409: use Update. All or nothing.
         */
        post: operations["setupMailboxForwarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/forwarding/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update email forwarding
         * @description Changes where active mailboxes forward their mail: one forwarding job per mailbox, action `update`. A mailbox that does not forward (and will not, once its open jobs have run) is a 409: use Setup. All or nothing.
         */
        post: operations["updateMailboxForwarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/forwarding/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove email forwarding
         * @description Stops active mailboxes forwarding their mail: one forwarding job per mailbox, action `disable` (its `forwarding_email` is the address being removed). A mailbox that does not forward (and will not, once its open jobs have run) is a 409. All or nothing.
         */
        post: operations["removeMailboxForwarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/forwarding/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List forwarding jobs
         * @description The workspace’s forwarding jobs, newest first (by creation; ties in creation order), filtered by mailbox (`mailbox_uid`, or several in `uids`), status and action. Page style: `pagination: {page, limit, total, pages}`, `pages` = ceil(total / limit).
         */
        post: operations["listForwardingJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/consent-request/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initiate a consent request
         * @description Asks the user of an active GOOGLE, MICROSOFT or AZURE mailbox (by `mailbox_uid`, or `username` and `domain`) to grant Mailwright’s application OAuth access to it. The request starts `queued`; a worker prepares the consent URL (`pending`, sent in `consent_request.status_changed`), the user answers it, the grant is verified (`processing`) and the request ends `completed`, `failed`, `errored` or `cancelled`. One open request per mailbox.
         */
        post: operations["initiateConsentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/consent-request/status/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get consent request status
         * @description One consent request of the workspace: its status, the consent URL while `pending`, and why it failed, errored or was cancelled.
         */
        get: operations["getConsentRequestStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/consent-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List consent requests
         * @description The workspace’s consent requests, newest first, optionally of one mailbox or in one status. Offset style: `pagination: {total, limit, offset, hasMore}`. A `mailbox_uid` that names no mailbox of the workspace (also an empty or malformed one) matches nothing; longer than 100 characters is a 400.
         */
        get: operations["listConsentRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/consent-request/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a consent request
         * @description Cancels a consent request that is `pending` or `processing`: it ends `cancelled` with `completed_at` (from `pending` through `processing`, as every request ends), and its consent URL stops working. A request still `queued` (its consent URL is being prepared, normally within a second) is a 409: retry once it is `pending`. A request that has ended is a 409.
         */
        post: operations["cancelConsentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/client-id-request/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initiate a client-id request
         * @description Grants an application access to every mailbox of an active domain (named by `domain_uid`, `domain_name`, or a mailbox’s address in `mailbox_email`). The platform is told from the client id: a Google client id is added by the customer to the domain’s domain-wide delegation (`pending` carries the instructions) and Mailwright verifies it; for a GUID Mailwright grants tenant-wide admin consent in the domain’s Microsoft 365 or Azure tenant itself, and the request stays `processing` for several minutes. Each status change sends `client_id_request.status_changed`.
         */
        post: operations["initiateClientIdRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/client-id-request/status/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get client-id request status
         * @description One client-id request of the workspace: its status, platform, instructions and why it failed or errored.
         */
        get: operations["getClientIdRequestStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/client-id-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List client-id requests
         * @description The workspace’s client-id requests, newest first, optionally of one domain or in one status. Page style: `pagination: {page, limit, total, pages}`. A `domain_uid` that names no domain of the workspace matches nothing.
         */
        get: operations["listClientIdRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get all tags
         * @description The workspace’s tags, newest first, with how many records carry each.
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a new tag
         * @description Creates a tag in the workspace. A name already used (in any case) is a 409.
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/tags/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a tag
         * @description Deletes the tag and takes it off every domain and mailbox that carried it.
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/tags/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign tags to domains or mailboxes
         * @description Puts every tag on every domain, mailbox and sequencer named; tags already there are left alone.
         */
        post: operations["assignTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/tags/unassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove tags from domains or mailboxes
         * @description Takes every tag off every domain, mailbox and sequencer named; tags not there are ignored.
         */
        post: operations["unassignTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sequencers/export/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export mailboxes status
         * @description Where exports stand, newest first, with each failed one’s `error_message`: filtered by sequencer, mailboxes, export uids and status. Offset pagination: `limit` 1 to 100 (default 10), `offset` from 0.
         */
        post: operations["getSequencerExportStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sequencers/platforms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sequencer platforms
         * @description Every sequencer platform a sequencer can be added for, with its connection form (`platform_metadata.fields`): what Add sequencer takes for that platform, and the rules each value must meet.
         */
        get: operations["listSequencerPlatforms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sequencers/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get sequencer tags
         * @description The tags on each sequencer named (the Sequencer record has no tags field). Tags are put on and taken off with Assign / Remove tags (`sequencer_uids`) or when adding a sequencer (`tags`).
         */
        post: operations["getSequencerTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sequencers/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List sequencers
         * @description The sequencers connected to the workspace, newest first (ties by id), filtered by platforms, keyword, status and uids. Offset pagination: `limit` 1 to 100 (default 10), `offset` from 0. Never carries credentials.
         */
        post: operations["listSequencers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sequencers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export mailboxes
         * @description Exports active mailboxes to an active sequencer: one export per mailbox, each run by a worker through the platform (`pending`, then `authorizing` for OAuth, `exporting`, `completed` or `failed`; see Export mailboxes status). Microsoft 365 and Azure mailboxes go by OAuth (and Google ones on lemlist), the others by SMTP/IMAP with the app password. A mailbox already exported or being exported is skipped and counted. A mailbox that is not the workspace’s is a 404, one that is not active a 409 naming it; nothing is exported then.
         */
        post: operations["exportMailboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sequencers/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add sequencer
         * @description Connects an account on a sequencer platform: `name`, `platform`, and the values of that platform’s connection form (List sequencer platforms) at the top level of the body. Every value is checked against the form first, and every failing field is reported (400, `details`). The values are stored encrypted and never returned. The platform then verifies the connection: the sequencer starts `verifying` and goes `active`, `awaiting_code` (Verify one-time code) or `failed` with a `status_reason`.
         */
        post: operations["addSequencer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sequencers/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update sequencer
         * @description Renames a sequencer and/or changes its connection. Form values not sent keep their stored value (an empty string clears an optional one); the result is checked against the platform’s form, every failing field reported. A changed connection is verified again (`verifying`); a rename alone is not. The platform cannot change: add another sequencer.
         */
        post: operations["updateSequencer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sequencers/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete sequencers
         * @description Deletes sequencers at once, with their stored credentials, their exports’ records and their tags. Mailboxes already added to the sequencer stay there (remove them in the sequencer). An unknown uid is a 404 and nothing is deleted.
         */
        post: operations["deleteSequencers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sequencers/verify-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify one-time code for a sequencer platform
         * @description Completes the connection of a sequencer in `awaiting_code` with the code its platform sent to the login: right, it goes `active`. A wrong code is a 400 naming `code` with the attempts left (3 in all; then the sequencer goes `failed`); a code entered after it expired (10 minutes) is a 409 and the sequencer fails. Update the sequencer to get a new code.
         */
        post: operations["verifySequencerCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which providers are real
         * @description Each provider family (and each mailbox platform) with the adapter serving it: the simulator, or a real server (PowerDNS for DNS, the mail stack for SMTP mailboxes). Needs no X-Workspace-Id.
         */
        get: operations["getProviderStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description The team’s members with their roles, newest first. Any member may list them.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/members/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the calling member
         * @description The member the API token acts as, with its role. Needs no X-Workspace-Id.
         */
        get: operations["getCurrentMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/members/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member’s role
         * @description Team admins only. Sets the role (and for a `member`, `can_manage_billing`, false when left out). The member’s tokens act with the new role from their next request. Demoting the last admin is a 409.
         */
        put: operations["updateMember"];
        post?: never;
        /**
         * Remove a member
         * @description Team admins only. Removes the member from the team and revokes every token it has, at once. Removing the last admin is a 409. The email can be invited again.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/members/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a member
         * @description Team admins only. Invites someone by name and email with a role (`member` by default; `can_manage_billing` for a member with billing). The answer carries `invitation_url`, a one-time link shown only here: whoever opens it can join the team once, until `expires_at`. Someone who is already a member, or has a pending invitation, is a 409.
         */
        post: operations["inviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/members/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invitations
         * @description Team admins only. The team’s invitations, newest first, with their status (`pending`, `accepted`, `revoked`, `expired`); never their links.
         */
        get: operations["listInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/members/invitations/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an invitation
         * @description Team admins only. The invitation’s link stops working at once; revoking it again changes nothing. An accepted invitation is a 409 (remove the member instead).
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/members/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description Needs no API token: the invitation link’s token is the credential. Joins the team with the invited role and answers the new member’s first API token, shown only here. Each link works once: a link already used, revoked or expired is a 409 saying which; an unknown one a 404. People open the link itself (a page with an Accept button); this operation is for programs.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API tokens
         * @description Team admins only. The team’s tokens, live and revoked, newest first, with the member each acts as; never the tokens themselves.
         */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Create an API token
         * @description Team admins only. Issues a token for yourself or, with `member_uid`, for a member of the team; `token` is shown only in this answer and stored as a hash.
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API token
         * @description Team admins only. The token stops working from its next request; revoking it again changes nothing. Revoking the token you call with is allowed (an operator can issue a new one with `mailwright tokens create`).
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sandbox/clocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sandbox clocks
         * @description The team’s clocks, newest first.
         */
        get: operations["listSandboxClocks"];
        put?: never;
        /**
         * Create a sandbox clock
         * @description A clock whose time stands still until advanced. Workspaces attached to it see its time for everything scheduled for them (warmup days, renewals). Refused (403) unless the operator allows sandbox clocks (MAILWRIGHT_SANDBOX_CLOCKS).
         */
        post: operations["createSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sandbox/clocks/detach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Detach the workspace from its sandbox clock
         * @description The workspace named by X-Workspace-Id goes back to real time; what it had scheduled on the clock runs after the time it had left. A workspace on no clock, or whose clock is advancing, is a 409.
         */
        post: operations["detachSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sandbox/clocks/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sandbox clock
         * @description The clock, its time and status (poll it after an advance until `ready`).
         */
        get: operations["getSandboxClock"];
        put?: never;
        post?: never;
        /**
         * Delete a sandbox clock
         * @description Detaches its workspaces (what they had scheduled on the clock runs in real time, after the time it had left) and deletes the clock. A clock that is advancing is a 409.
         */
        delete: operations["deleteSandboxClock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sandbox/clocks/{uid}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance a sandbox clock
         * @description Moves the clock forward (`to` or `by`). The clock is `advancing` while everything scheduled on it up to then runs, in order of its time, with its webhook events; then `ready` at the new time. A clock already advancing is a 409.
         */
        post: operations["advanceSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/sandbox/clocks/{uid}/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach the workspace to a sandbox clock
         * @description The workspace named by X-Workspace-Id sees the clock’s time from now on; what it has scheduled moves onto the clock, keeping the time it had left. Attaching it again to the same clock changes nothing; a workspace on another clock, or a clock that is advancing, is a 409.
         */
        post: operations["attachSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/warmup/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List warmup subscriptions
         * @description The workspace’s warmup subscriptions, newest first, with the real service’s top-level `total`, `pages`, `current_page` and `limit`. Cancelled ones only with `include_cancelled` (or `status: cancelled`). There is no per-mailbox filter (as at the real service): use Get warmup details.
         */
        post: operations["listWarmupSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/warmup/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get warmup details
         * @description One subscription, by `uid` or `mailbox_uid`: its settings, day counter, today’s target, health score and its mailbox’s warmup per day.
         */
        get: operations["getWarmupDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/warmup/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add warmup for mailboxes
         * @description One warmup subscription per mailbox (3 credits a month each), its first month charged from the wallet that pays for the workspace at once (once per subscription: a second add of an enrolled mailbox charges nothing); a wallet holding less than the first month of them all is a 402 (`INSUFFICIENT_FUNDS`, "Insufficient wallet balance to add warmup for N mailboxes") and nothing is created. A mailbox already enrolled is counted in `skipped` (never a second subscription); an unknown or ended one is listed in `errors`, inside the 200. Send an `Idempotency-Key` to retry safely.
         */
        post: operations["addWarmup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/warmup/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause warmup
         * @description Pauses the warmup of mailboxes: no more warmup mail is sent and the day counter stands still until resumed. Billing goes on. Per-mailbox results inside the 200.
         */
        post: operations["pauseWarmup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/warmup/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume warmup
         * @description Resumes paused warmup: sending starts again from the next plan, and the day counter moves on from where it stopped. Per-mailbox results inside the 200.
         */
        post: operations["resumeWarmup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/warmup/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel warmup
         * @description Cancels the warmup of mailboxes (active warmup is stopped first): nothing more is sent or charged. Per-mailbox results inside the 200; a mailbox with no live subscription is counted as failed.
         */
        post: operations["cancelWarmup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/warmup/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get warmup statistics
         * @description Counts by status, the average health score of live subscriptions, what they cost a month, and the per-day series (sent, received, inbox, spam, rescued, replied, bounced) of the workspace’s warmed mailboxes, days on the workspace’s time line.
         */
        get: operations["getWarmupStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/warmup/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get warmup pricing
         * @description What warmup costs: per mailbox, per month, from the wallet.
         */
        get: operations["getWarmupPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/warmup/update-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update warmup settings
         * @description Changes the daily limit, the daily increment, the first day’s volume and the reply rate of mailboxes’ warmup (the vocabulary of Add sequencer); they apply from the next day’s plan. Per-mailbox results inside the 200.
         */
        post: operations["updateWarmupSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/workspace/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Workspace overview
         * @description Totals over the window for every mailbox of the workspace: sent (by kind), bounced, bounce rate, replies and reply rate, inbox rate, auth failures; how many mailboxes sent and how many are high-bounce.
         */
        get: operations["getInsightsWorkspaceOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/workspace/mailboxes-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailboxes health
         * @description A page of the workspace’s mailboxes (newest first), each with its health as Get mailbox health answers it.
         */
        get: operations["getInsightsMailboxesHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/workspace/high-bounce-mailboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * High-bounce mailboxes
         * @description Mailboxes whose bounce rate over the window is above `threshold` % (default 5) with at least `min_sent` messages sent (default 20), highest first.
         */
        get: operations["getInsightsHighBounceMailboxes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/workspace/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Workspace activity
         * @description What happened hour by hour (hours with traffic only, oldest first) over the window (default 7 days): sent, first touches, follow-ups, bounced, replies received.
         */
        get: operations["getInsightsWorkspaceActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/workspace/daily-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily stats
         * @description Every local day of the window (the workspace’s time zone) with its sends, bounces, replies and rates; a rate is null on a day with nothing to divide by.
         */
        get: operations["getInsightsDailyStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/workspace/campaign-reply-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Campaign reply rate
         * @description Campaign threads started in the window and how many got a human reply (auto-replies apart): overall, per day and per mailbox.
         */
        get: operations["getInsightsCampaignReplyRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox stats
         * @description Window totals of the mailbox (as the workspace overview) and its last event.
         */
        get: operations["getInsightsMailboxStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/deliverability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox deliverability
         * @description Delivered, bounced (hard, soft), inbox and spam where the landing is known, auth failures, and the same per recipient provider.
         */
        get: operations["getInsightsMailboxDeliverability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox health
         * @description The real service’s shape: `status` is activity (`active`: sent in the last 7 days; `inactive`), not the mailbox’s lifecycle; `bounce_rate_30d` a percentage, absent when nothing was sent in 30 days; `last_event_at` `0001-01-01T00:00:00Z` when there was no event.
         */
        get: operations["getInsightsMailboxHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox trends
         * @description The window against the window of the same length before it: both sets of totals and the change in volume and rates (null where either side has no data).
         */
        get: operations["getInsightsMailboxTrends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox activity
         * @description Hour by hour (hours with traffic), default 7 days: sent, first touches, follow-ups, bounced, replies received.
         */
        get: operations["getInsightsMailboxActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/bounce-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox bounce events
         * @description The bounces of messages sent in the window, newest first: recipient, hard or soft, the receiver’s diagnostic, whether it names an authentication failure.
         */
        get: operations["getInsightsMailboxBounceEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/top-recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox top recipients
         * @description The addresses the mailbox sent most to in the window, with bounces and replies.
         */
        get: operations["getInsightsMailboxTopRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/top-recipient-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox top recipient domains
         * @description Recipient domains by messages sent (whole UTC days covering the window), with bounce and reply rates.
         */
        get: operations["getInsightsMailboxTopRecipientDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/message-breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox message breakdown
         * @description Messages by type: first touch, follow-up, reply, warmup, other; bounces and auto-replies that came back.
         */
        get: operations["getInsightsMailboxMessageBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/subject-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox subject analysis
         * @description Campaign mail grouped by normalised subject (Re:/Fwd: removed, case and spacing folded): sent, bounce and reply rates.
         */
        get: operations["getInsightsMailboxSubjectAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/reply-time-heatmap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox reply time heatmap
         * @description Human replies to campaign mail by the local weekday (Monday first) and hour they came back, in the workspace’s time zone.
         */
        get: operations["getInsightsMailboxReplyTimeHeatmap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/reply-rate-by-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox reply rate by domain
         * @description Reply rate per recipient domain (threads started there), highest first.
         */
        get: operations["getInsightsMailboxReplyRateByDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/velocity-overlay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox velocity overlay
         * @description Sending volume per local day beside that day’s bounce and reply rates.
         */
        get: operations["getInsightsMailboxVelocityOverlay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/first-touch-funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox first touch funnel
         * @description Recipients contacted → first touches → delivered (not bounced) → replied threads.
         */
        get: operations["getInsightsMailboxFirstTouchFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/auth-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox auth failures
         * @description Messages refused or filed for failing SPF, DKIM or DMARC: a receiver’s failing verdict, or a bounce whose diagnostic names one.
         */
        get: operations["getInsightsMailboxAuthFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/mailbox/{uid}/recipient-esp-breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mailbox recipient ESP breakdown
         * @description Sent, bounce, reply and inbox figures per recipient mailbox provider (google, microsoft, yahoo, other).
         */
        get: operations["getInsightsMailboxRecipientEspBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/email-insights/workspace/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get insight settings
         * @description The time zone the workspace’s insights count days and hours in.
         */
        get: operations["getInsightsSettings"];
        /**
         * Update insight settings
         * @description Sets the time zone (IANA name, such as `Europe/Paris`). Rollups are kept by UTC hour, so every answer uses the new zone at once, history included.
         */
        put: operations["updateInsightsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/billing/pricing-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get pricing plans
         * @description The plan catalog (the operator’s, or the built-in one): each plan’s monthly and yearly price, the mailboxes it includes, and the monthly price of each further mailbox per platform. Credits: 1 credit = 1 USD. Needs no X-Workspace-Id.
         */
        get: operations["getPricingPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/billing/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get wallet details
         * @description The team’s wallet (or, with `workspace_uid`, a workspace’s own): totals from the ledger in credits (1 credit = 1 USD), auto top-up settings, the saved card. Needs no X-Workspace-Id.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/billing/wallet/add-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add credits to wallet
         * @description Buys credits by checkout page or by charging the saved card (`payment_mode`). A declined direct charge is a 402 `PAYMENT_DECLINED`; no saved card a 409. Send an `Idempotency-Key` to retry safely. Needs no X-Workspace-Id.
         */
        post: operations["addCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/billing/wallet/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check payment status
         * @description Where a payment stands, asked of the payment provider now: once it is paid its credits are applied (exactly once, whether this check or the provider’s webhook sees it first) and what it pays for moves on. Needs no X-Workspace-Id.
         */
        get: operations["getPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/billing/wallet/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get wallet logs
         * @description The wallet’s ledger, newest first, page by page: every credit purchase, top-up, charge, refund and adjustment with the balance after it, what it paid for and who made it. Filter by `kind` and by time (`from`, `to`). Needs no X-Workspace-Id.
         */
        get: operations["listWalletLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/billing/wallet/auto-topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update auto top-up settings
         * @description Turns auto top-up on or off and sets its trigger (`drops_below`) and amount (`add_balance`). Once on, a charge that leaves the balance below the trigger charges the saved card once for `add_balance` (a wallet already below it is topped up at once). Turning it on needs a saved card (409 otherwise); a declined top-up turns it off and says why in `auto_topup_disabled_reason`. Needs no X-Workspace-Id.
         */
        post: operations["updateAutoTopup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get subscription details
         * @description The team’s plan and its subscription (null on the catalog’s default plan): cycle, price, included mailboxes, `renews_on`, whether it ends at the period’s end. Needs no X-Workspace-Id.
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/billing/subscription/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change subscription plan
         * @description Moves the team to another plan (or cycle) at once; a new period starts today. Proration: the unused part of the current period is credited against the new price, the difference is charged from the team’s wallet (402 `INSUFFICIENT_FUNDS`, nothing changed, when it holds too little) or refunded to it. The same plan again takes back a pending cancellation. Needs no X-Workspace-Id.
         */
        post: operations["changePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/billing/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel subscription
         * @description Cancels at the end of the period paid for: the plan stays until `renews_on`, then the team is on the default plan and nothing more is charged. Change plan to the same plan takes the cancellation back. A team on the default plan is a 409. Needs no X-Workspace-Id.
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/billing/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get billing portal link
         * @description A link to the payment provider’s billing portal for the wallet: save or change the card auto top-up charges, see receipts. Needs no X-Workspace-Id.
         */
        get: operations["getBillingPortalLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description The workspace’s orders, newest first, page by page; filter by `status`.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Place order
         * @description One request for domains (registered or connected) with up to 5 mailboxes each and an optional sequencer export, charged once for the whole from the wallet (402 `INSUFFICIENT_FUNDS`, nothing written, when it holds too little) or paid by checkout. Bad input is a 400 naming the field. A domain that cannot be had (taken, banned, not sold, already yours) is refused and costs nothing (`refused`); an order whose every domain is refused is a 409. The order then runs by itself: see Get order for each domain’s and mailbox’s progress. Answers 201. Send an `Idempotency-Key` to retry safely.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get order
         * @description An order’s progress: its status, and for each domain its status (`queued`, `registering`, `waiting_for_activation`, `creating_mailboxes`, `exporting`, then `completed`, `warning`, `error`, or `refused`), its domain and each mailbox with their own statuses.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/cloudflare-domains/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect Cloudflare domains
         * @description Stores the workspace’s Cloudflare credential (sealed) after checking it at Cloudflare, and connects the zones named in `domains` (or every zone with `connect_all`): each becomes a domain whose nameservers stay at Cloudflare and whose mail records Mailwright writes into the zone. Without `domains` or `connect_all` the credential is only checked and stored. A refused token, one without DNS access or an account without zones is a 400 naming `api_token`; another team’s account is a 409 `ACCOUNT_ALREADY_USED`; another account while domains are connected through the stored one a 409 `CREDENTIAL_CONFLICT`; more than 10 connects in 5 minutes a 429.
         */
        post: operations["connectCloudflareDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/cloudflare-domains/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connected Cloudflare domains
         * @description The workspace’s Cloudflare-connected domains, newest first.
         */
        get: operations["listCloudflareDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/cloudflare-domains/zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Cloudflare zones
         * @description The zones the workspace’s stored Cloudflare credential sees. No credential stored is a 404 telling you to connect first.
         */
        get: operations["listCloudflareZones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/cloudflare-domains/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disconnect a Cloudflare domain
         * @description Removes the domain as Remove domains does (one with mailboxes is a 409 until they are cancelled): Mailwright’s records are deleted from the zone, which stays at Cloudflare with your own records.
         */
        post: operations["disconnectCloudflareDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/cloudflare-domains/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Cloudflare domain details
         * @description One Cloudflare-connected domain by name or uid: its status, the zone, the credential’s status and the conflicts found when it was connected.
         */
        get: operations["getCloudflareDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/verified-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List verified destinations
         * @description The workspace’s forwarding destinations with their status, newest first; filter by `status` and `type`.
         */
        get: operations["listVerifiedDestinations"];
        put?: never;
        /**
         * Add a destination to verify
         * @description Adds a forwarding destination, `pending` until verified: an `email` gets a six-digit code by mail (valid 30 minutes, 5 tries; in the sandbox the code is in the `verified_destination.verification_sent` event), a `domain` answers the TXT record to publish (`dns_record`). Adding a pending address again sends a new code (at most one a minute: 429). A verified destination is a 409.
         */
        post: operations["addVerifiedDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/verified-domains/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a destination
         * @description An address: checks `code` (400 naming `code` when wrong; each code is single use, expires, and 5 wrong tries void it: 409, add the address again). A domain: looks up its TXT record `_mailwright-verify.<domain>` through real DNS (409 while it is not visible; 503 when the resolver does not answer). Verifying a verified destination is a 409.
         */
        post: operations["verifyDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/verified-domains/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a destination
         * @description Removes a destination, pending or verified. New forwarding to it is refused from then on; mailboxes that forward to it already keep forwarding (remove or update their forwarding to stop it).
         */
        post: operations["removeVerifiedDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create workspace (alias)
         * @description The same operation as `createWorkspace`, at the path a JavaScript client of the real service calls (/v1/api/workspaces). Team admins only. `admins_only: true` hides it from the other members.
         */
        post: operations["createWorkspaceAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/workspaces/{uid}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update workspace webhook (alias)
         * @description The same operation as `updateWorkspaceWebhook`, at the path the real service’s integration guide call (/v1/api/workspaces/{uid}/webhook); the uid in the path names the record. Sets the address to which the workspace’s webhook events are delivered. The workspace is named by the body `uid`; an empty `webhook_url` clears the webhook. The first URL creates the workspace’s signing secret (Get the webhook signing secret); setting a URL re-enables a webhook that was disabled after failing continuously.
         */
        post: operations["updateWorkspaceWebhookByPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/domains/nameservers/check-propagation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check nameservers propagation (alias)
         * @description The same operation as `checkNameservers`, at the path two independent clients of the real service call (/v1/api/domains/nameservers/check-propagation). Checks now, instead of waiting for the next scheduled check, whether resolvers see each domain delegated to our nameservers, and moves it on if so. A domain in `expired_propagation` gets a fresh deadline and is checked again.
         */
        post: operations["checkNameserversPropagation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get mailbox details (alias)
         * @description The same operation as `getMailbox`, at the path two clients of the real service call (/v1/api/mailboxes/{uid}); the uid in the path names the record. One mailbox of the workspace, by uid, in `mailbox` and with the same fields at the top level of the body. Never carries credentials (see Show mailbox credentials).
         */
        get: operations["getMailboxByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/{uid}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update mailbox (alias)
         * @description The same operation as `updateMailbox`, at the path a Go client of the real service and its integration guide calls (/v1/api/mailboxes/{uid}/update); the uid in the path names the record. Changes the person’s first and/or last name, and with `user_name` the address (the same rename as Change username: the new address must be free, a 409 names it otherwise), at the host and here. The mailbox must be active, inactive or suspended.
         */
        post: operations["updateMailboxByPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api/mailboxes/{uid}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show mailbox credentials (alias)
         * @description The same operation as `showMailboxCredentials`, at the path clients of the real service and its integration guide call (/v1/api/mailboxes/{uid}/credentials); the uid in the path names the record. The mailbox’s password, app password and 2FA secret in plaintext, with its SMTP and IMAP settings: the only operation that returns credentials. Name the mailbox by exactly one of `uid` and `email` (an address names the mailbox holding it, else the newest that had it). Keep the answer out of logs.
         */
        get: operations["showMailboxCredentialsByPath"];
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
            code: "VALIDATION_FAILED" | "MALFORMED_REQUEST" | "UNAUTHORIZED" | "INSUFFICIENT_FUNDS" | "PAYMENT_DECLINED" | "FORBIDDEN" | "BILLING_PERMISSION_REQUIRED" | "ADMIN_ROLE_REQUIRED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "ACCOUNT_ALREADY_USED" | "CREDENTIAL_CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
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
                        /** @description The team wallet’s credits paid in (1 credit = 1 USD), from the ledger. */
                        total_credits: number;
                        /** @description Credits spent: charges less refunds. */
                        credits_used: number;
                        /** @description What the team wallet holds. */
                        credits_remaining: number;
                        /** @description Monthly price of a GOOGLE mailbox beyond the plan’s included ones. */
                        cost_per_google_mailbox: number;
                        /** @description Monthly price of a MICROSOFT mailbox beyond the plan’s included ones. */
                        cost_per_ms_outlook_mailbox: number;
                        current_plan: {
                            name: string;
                            uid: string;
                            /** @enum {unknown} */
                            cycle: "monthly" | "yearly";
                            /** @description What the period costs. */
                            pricing: number;
                            renews_on: string | null;
                            purchased_on: string | null;
                        };
                        auto_topup_enabled: boolean;
                        auto_topup_config: {
                            /** @description Credits: a charge leaving less triggers a top-up. */
                            drops_below: number;
                            /** @description Credits each top-up adds. */
                            add_balance: number;
                        };
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
    getAccountRegistrantContact: {
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
                        /** @description The team’s default registrant contact; null when none is set. */
                        contact_details: {
                            first_name: string;
                            last_name: string;
                            /** Format: email */
                            email: string;
                            address_line1: string;
                            address_line2?: string;
                            city: string;
                            /** @description State, province or region. */
                            state: string;
                            /** @description ISO 3166-1 alpha-2 code. */
                            country: string;
                            postal_code: string;
                            /** @description International form: +1.5555550123. */
                            phone?: string;
                            organization?: string;
                        } | null;
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
    setAccountRegistrantContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The contact Register domains uses when an order has none; null clears it. */
                    contact_details: {
                        first_name: string;
                        last_name: string;
                        /** Format: email */
                        email: string;
                        address_line1: string;
                        address_line2?: string;
                        city: string;
                        /** @description State, province or region. */
                        state: string;
                        /** @description ISO 3166-1 alpha-2 code. */
                        country: string;
                        postal_code: string;
                        /** @description International form: +1.5555550123. */
                        phone?: string;
                        organization?: string;
                    } | null;
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
                        /** @description The team’s default registrant contact; null when none is set. */
                        contact_details: {
                            first_name: string;
                            last_name: string;
                            /** Format: email */
                            email: string;
                            address_line1: string;
                            address_line2?: string;
                            city: string;
                            /** @description State, province or region. */
                            state: string;
                            /** @description ISO 3166-1 alpha-2 code. */
                            country: string;
                            postal_code: string;
                            /** @description International form: +1.5555550123. */
                            phone?: string;
                            organization?: string;
                        } | null;
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
            403: {
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
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
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
                            /** @description When true, only the team’s admins see and use this workspace. */
                            admins_only: boolean;
                            /** @description true (the default): purchases in this workspace are paid from the team’s wallet; false: from the workspace’s own wallet (see the Billing operations, `workspace_uid`). */
                            use_shared_billing: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
                            /** @description When true, only the team’s admins see and use this workspace. */
                            admins_only: boolean;
                            /** @description true (the default): purchases in this workspace are paid from the team’s wallet; false: from the workspace’s own wallet (see the Billing operations, `workspace_uid`). */
                            use_shared_billing: boolean;
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
                    /** @description Only the team’s admins see and use the workspace; to other members it does not exist (default false). */
                    admins_only?: boolean;
                    /** @description true (the default): purchases in this workspace are paid from the team’s wallet; false: from the workspace’s own wallet (see the Billing operations, `workspace_uid`). */
                    use_shared_billing?: boolean;
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
                            /** @description When true, only the team’s admins see and use this workspace. */
                            admins_only: boolean;
                            /** @description true (the default): purchases in this workspace are paid from the team’s wallet; false: from the workspace’s own wallet (see the Billing operations, `workspace_uid`). */
                            use_shared_billing: boolean;
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
            403: {
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
                    name?: string;
                    /** @description Only the team’s admins see and use the workspace; to other members it does not exist (default false). */
                    admins_only?: boolean;
                    /** @description true (the default): purchases in this workspace are paid from the team’s wallet; false: from the workspace’s own wallet (see the Billing operations, `workspace_uid`). */
                    use_shared_billing?: boolean;
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
                            /** @description When true, only the team’s admins see and use this workspace. */
                            admins_only: boolean;
                            /** @description true (the default): purchases in this workspace are paid from the team’s wallet; false: from the workspace’s own wallet (see the Billing operations, `workspace_uid`). */
                            use_shared_billing: boolean;
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
            403: {
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
            403: {
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
                     * @description Page number, 1-based, at most 2000000 (default 1).
                     * @default 1
                     */
                    page?: number;
                    /**
                     * @description Page size, 1 to 500 (default 10).
                     * @default 10
                     */
                    limit?: number;
                    /**
                     * @description Only events of this name.
                     * @enum {unknown}
                     */
                    event?: "domain.status_changed" | "mailbox.status_changed" | "consent_request.status_changed" | "client_id_request.status_changed" | "verified_destination.verification_sent" | "webhook.test";
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
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
                                /** @description Where it was sent: scheme, host and path (the query string and fragment are not shown). */
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
                        /**
                         * @description How `X-Service-Signature` is computed (Set the webhook signature scheme); the secret signs the Standard Webhooks headers either way.
                         * @enum {unknown}
                         */
                        signature_scheme: "hmac" | "api_key_sha256";
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
    setWebhookSignatureScheme: {
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
                     * @description `hmac` (default): a fresh HMAC-SHA256 of the timestamp and body with the signing secret, per attempt. `api_key_sha256`: the real service’s scheme, `sha256=` + hex SHA-256 of an API key, the same on every delivery (weaker: replayable; see docs/webhooks.md).
                     * @enum {unknown}
                     */
                    scheme: "hmac" | "api_key_sha256";
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
                        /**
                         * @description `hmac` (default): a fresh HMAC-SHA256 of the timestamp and body with the signing secret, per attempt. `api_key_sha256`: the real service’s scheme, `sha256=` + hex SHA-256 of an API key, the same on every delivery (weaker: replayable; see docs/webhooks.md).
                         * @enum {unknown}
                         */
                        scheme: "hmac" | "api_key_sha256";
                        api_key_prefix: string | null;
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
    searchDomains: {
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
                    /** @description Word to build names around. */
                    keyword?: string;
                    /** @description Look up this one name instead. */
                    domain?: string;
                    /** @description TLDs to search, with or without the dot (default: every TLD sold: com, net, org, shop). */
                    tlds?: string[];
                    /**
                     * @description Names per page, 1 to 200 (default 20): the page size of this list.
                     * @default 20
                     */
                    num?: number;
                    /**
                     * @description Page number, 1-based, at most 2000000 (default 1).
                     * @default 1
                     */
                    page?: number;
                    /** @description Include names that cannot be bought. */
                    show_unavailable?: boolean;
                    /** @description Accepted for compatibility; `banned` is always reported. */
                    check_banned?: boolean;
                    check_google_workspace_availability?: boolean;
                    check_ms365_workspace_availability?: boolean;
                    /** @description Years `total_price` is for. */
                    registration_years?: number;
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
                        domains: {
                            domain: string;
                            tld: string;
                            available: boolean;
                            banned: boolean;
                            price: number | null;
                            registration_price: number | null;
                            renewal_price: number | null;
                            total_price: number | null;
                            google_workspace_available?: boolean;
                            ms365_workspace_available?: boolean;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
    checkDomainBanned: {
        parameters: {
            query: {
                /** @description Fully qualified name, such as example.com. */
                domain: string;
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
                        domain: string;
                        banned: boolean;
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
    checkDomainAvailability: {
        parameters: {
            query: {
                /** @description Fully qualified name, such as example.com. */
                domain: string;
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
                        domain: string;
                        available: boolean;
                        banned: boolean;
                        registration_price: number | null;
                        renewal_price: number | null;
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
    registerDomains: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
                /** @description Any unique string (a UUID): retrying the request with the same key returns the first answer and buys nothing twice, for 24 hours. The same key with a different request is a 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domains: {
                        /** @description Fully qualified name to buy. */
                        name: string;
                        /** @default 1 */
                        registration_years: number;
                    }[];
                    /** ContactDetails */
                    contact_details?: {
                        first_name: string;
                        last_name: string;
                        /** Format: email */
                        email: string;
                        address_line1: string;
                        address_line2?: string;
                        city: string;
                        /** @description State, province or region. */
                        state: string;
                        /** @description ISO 3166-1 alpha-2 code. */
                        country: string;
                        postal_code: string;
                        /** @description International form: +1.5555550123. */
                        phone?: string;
                        organization?: string;
                    };
                    /** @description true (default): pay from the wallet (402 `INSUFFICIENT_FUNDS` when it holds too little). false: answer with a checkout `url` and `session_id`; the domains wait in `cart` until it is paid (then register), declined (`payment_failed`, still payable) or expired (`cancelled`). */
                    use_wallet_balance?: boolean;
                    /** @description WHOIS privacy (default true). */
                    privacy?: boolean;
                    /**
                     * Format: email-or-empty
                     * @description Where DMARC aggregate reports go; "" for none.
                     */
                    dmarc_email?: string;
                    /**
                     * Format: email-or-empty
                     * @description Catch-all destination for the new domains; "" for none.
                     */
                    catch_all_email?: string;
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
                        domains_count: number;
                        /** @description USD, all domains and years. */
                        total_cost: number;
                        /**
                         * @description `wallet`: paid from the wallet; `checkout`: pay at `url`.
                         * @enum {unknown}
                         */
                        payment_type: "wallet" | "checkout";
                        /** @description The checkout page (checkout only). */
                        url?: string;
                        /** @description Poll Check payment status with it (checkout only). */
                        session_id?: string;
                        /** ContactDetails */
                        contact_details: {
                            first_name: string;
                            last_name: string;
                            /** Format: email */
                            email: string;
                            address_line1: string;
                            address_line2?: string;
                            city: string;
                            /** @description State, province or region. */
                            state: string;
                            /** @description ISO 3166-1 alpha-2 code. */
                            country: string;
                            postal_code: string;
                            /** @description International form: +1.5555550123. */
                            phone?: string;
                            organization?: string;
                        };
                        domain_uids: string[];
                        domains: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            registration_years: number;
                            /** @description USD for all its years. */
                            price: number;
                        }[];
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
            402: {
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
    listDomains: {
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
                     * @description Page number, 1-based, at most 2000000 (default 1).
                     * @default 1
                     */
                    page?: number;
                    /**
                     * @description Page size, 1 to 500 (default 10).
                     * @default 10
                     */
                    limit?: number;
                    /** @description Part of the name, any case. */
                    keyword?: string;
                    /** @description Only these statuses. Deleted domains are listed only when asked for here. */
                    status?: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion")[];
                    /** @description Only these domains; [] filters nothing. */
                    uids?: string[];
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
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
    listAssignableDomains: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
                limit?: number;
            };
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
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
    removeDomains: {
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
                    /** @description Names. */
                    domains?: string[];
                    uids?: string[];
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
                        result: {
                            /** @description Domains with a DNS zone: scheduled_for_deletion, deleted once torn down. */
                            updated: {
                                name: string;
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                /**
                                 * @description Domain status (docs/lifecycles.md).
                                 * @enum {unknown}
                                 */
                                previous_status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                                /**
                                 * @description Domain status (docs/lifecycles.md).
                                 * @enum {unknown}
                                 */
                                new_status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            }[];
                            /** @description Domains deleted at once. */
                            deleted: {
                                name: string;
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                /**
                                 * @description Domain status (docs/lifecycles.md).
                                 * @enum {unknown}
                                 */
                                previous_status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                                /**
                                 * @description Domain status (docs/lifecycles.md).
                                 * @enum {unknown}
                                 */
                                new_status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
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
    setDomainForwarding: {
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
                    /** @description Domains to act on (uids from List domains). */
                    uids: string[];
                    /** @description Absolute http(s) URL web visitors are redirected to; empty removes forwarding. */
                    forwarding_url: string;
                    /** @description Keep the domain in the address bar. */
                    mask_forwarding?: boolean;
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
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    setCatchAllEmail: {
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
                    /** @description Domains to act on (uids from List domains). */
                    uids: string[];
                    /**
                     * Format: email
                     * @description Where mail to unknown addresses at these domains is delivered.
                     */
                    email: string;
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
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    removeCatchAllEmail: {
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
                    /** @description Domains to act on (uids from List domains). */
                    uids: string[];
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
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    getNameservers: {
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
                    /** @description Domains you own at another registrar, to connect. */
                    domains: string[];
                    /** @description Mask the forwarding URL (keep the domain in the address bar). */
                    mask_forwarding?: boolean;
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
                        result: {
                            domain: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Set these at your registrar; the domain waits in dns_setup_pending until resolvers see them. */
                            nameservers: string[];
                        }[];
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
                    "application/json": {
                        /** @enum {boolean} */
                        error: true;
                        /** @description Human-readable explanation, naming the field for validation errors. */
                        message: string;
                        /**
                         * @description Machine-readable error code; see docs/errors.md.
                         * @enum {unknown}
                         */
                        code: "VALIDATION_FAILED" | "MALFORMED_REQUEST" | "UNAUTHORIZED" | "INSUFFICIENT_FUNDS" | "PAYMENT_DECLINED" | "FORBIDDEN" | "BILLING_PERMISSION_REQUIRED" | "ADMIN_ROLE_REQUIRED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "ACCOUNT_ALREADY_USED" | "CREDENTIAL_CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        /** @description Identifier of this request, also sent as the X-Request-Id header. */
                        request_id: string;
                        /** @description One entry per invalid field (validation errors only). */
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        /** @description The domains of the request already in your account, with their nameservers (absent when the conflict is a name held elsewhere or taken meanwhile). */
                        result?: {
                            domain: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Set these at your registrar; the domain waits in dns_setup_pending until resolvers see them. */
                            nameservers: string[];
                        }[];
                    };
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
    checkNameservers: {
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
                    /** @description Names of the workspace’s domains to check now. */
                    domains: string[];
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
                        result: {
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            /** @description Resolvers see the domain delegated to our nameservers. */
                            propagated: boolean;
                            nameservers: string[];
                            actual_nameservers: string[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
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
    checkWorkspaceAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Names to check. */
                    domains: string[];
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
                        result: {
                            domain: string;
                            google_workspace_available: boolean;
                            ms365_workspace_available: boolean;
                        }[];
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
    setDmarcConfiguration: {
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
                    /** @description Domains to act on (uids from List domains). */
                    uids: string[];
                    /**
                     * @description What receivers do with mail that fails DMARC.
                     * @enum {unknown}
                     */
                    policy: "none" | "quarantine" | "reject";
                    /**
                     * Format: email
                     * @description Aggregate-report address (rua); keeps the current one if absent.
                     */
                    email?: string;
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
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    removeDmarcConfiguration: {
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
                    /** @description Domains to act on (uids from List domains). */
                    uids: string[];
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
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    regenerateNameservers: {
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
                    /** @description Connected domains not yet delegated. */
                    uids: string[];
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
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    requestDomainRenewal: {
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
                    /** @description Domains bought here. */
                    uids: string[];
                    /** @default 1 */
                    years?: number;
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
                        renewals: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            domain: string;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            renewal_date: string | null;
                            renewal_years: number | null;
                            renewal_requested_at: string | null;
                            renewal_price: number | null;
                        }[];
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
            402: {
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
    getRenewalStatus: {
        parameters: {
            query: {
                /** @description The domain’s uid. */
                uid: string;
            };
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
                        renewal: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            domain: string;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            renewal_date: string | null;
                            renewal_years: number | null;
                            renewal_requested_at: string | null;
                            renewal_price: number | null;
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
    updateDomainPrivacy: {
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
                    /** @description Domains bought here. */
                    uids: string[];
                    /** @description WHOIS privacy on (true) or off. */
                    privacy: boolean;
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
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    updateDomainContact: {
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
                    /** @description Domains bought here. */
                    uids: string[];
                    /** ContactDetails */
                    contact_details: {
                        first_name: string;
                        last_name: string;
                        /** Format: email */
                        email: string;
                        address_line1: string;
                        address_line2?: string;
                        city: string;
                        /** @description State, province or region. */
                        state: string;
                        /** @description ISO 3166-1 alpha-2 code. */
                        country: string;
                        postal_code: string;
                        /** @description International form: +1.5555550123. */
                        phone?: string;
                        organization?: string;
                    };
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
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    moveDomains: {
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
                    /** @description Domains of this workspace to move. */
                    uids: string[];
                    /**
                     * Format: uuid
                     * @description Another workspace of your team.
                     */
                    target_workspace_uid: string;
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
                        /** DomainOperation */
                        move: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @enum {unknown} */
                            status: "queued" | "completed" | "failed";
                            source_workspace_uid: string | null;
                            target_workspace_uid?: string | null;
                            domains: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                replacement?: {
                                    /**
                                     * Format: uuid
                                     * @description Public identifier (UUID).
                                     */
                                    uid: string;
                                    name: string;
                                };
                                /** @enum {unknown} */
                                result: "pending" | "done" | "skipped";
                                /** @description Why it was skipped; empty otherwise. */
                                reason: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            completed_at: string | null;
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
    previewDomainMove: {
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
                    /** @description Domains of this workspace to move. */
                    uids: string[];
                    /**
                     * Format: uuid
                     * @description Another workspace of your team.
                     */
                    target_workspace_uid: string;
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
                        target_workspace: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                        };
                        domains: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            movable: boolean;
                            /** @description Why it cannot move; empty when it can. */
                            reason: string;
                            /** @description Mailboxes it holds; a domain with any cannot move (mailboxes stay in their workspace). */
                            mailboxes: number;
                            /** @description Tags it keeps (matched by name, created in the target if missing). */
                            tags: string[];
                        }[];
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
    getDomainMoveStatus: {
        parameters: {
            query: {
                /** @description Public identifier (UUID). */
                uid: string;
            };
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
                        /** DomainOperation */
                        move: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @enum {unknown} */
                            status: "queued" | "completed" | "failed";
                            source_workspace_uid: string | null;
                            target_workspace_uid?: string | null;
                            domains: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                replacement?: {
                                    /**
                                     * Format: uuid
                                     * @description Public identifier (UUID).
                                     */
                                    uid: string;
                                    name: string;
                                };
                                /** @enum {unknown} */
                                result: "pending" | "done" | "skipped";
                                /** @description Why it was skipped; empty otherwise. */
                                reason: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            completed_at: string | null;
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
    startDomainRotation: {
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
                    rotations: {
                        /**
                         * Format: uuid
                         * @description Active domain without mailboxes to rotate out.
                         */
                        from_uid: string;
                        /**
                         * Format: uuid
                         * @description Active domain without mailboxes that takes over.
                         */
                        to_uid: string;
                    }[];
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
                        /** DomainOperation */
                        rotation: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @enum {unknown} */
                            status: "queued" | "completed" | "failed";
                            source_workspace_uid: string | null;
                            target_workspace_uid?: string | null;
                            domains: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                replacement?: {
                                    /**
                                     * Format: uuid
                                     * @description Public identifier (UUID).
                                     */
                                    uid: string;
                                    name: string;
                                };
                                /** @enum {unknown} */
                                result: "pending" | "done" | "skipped";
                                /** @description Why it was skipped; empty otherwise. */
                                reason: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            completed_at: string | null;
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
    previewDomainRotation: {
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
                    rotations: {
                        /**
                         * Format: uuid
                         * @description Active domain without mailboxes to rotate out.
                         */
                        from_uid: string;
                        /**
                         * Format: uuid
                         * @description Active domain without mailboxes that takes over.
                         */
                        to_uid: string;
                    }[];
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
                        rotations: {
                            from: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                /** @description Mailboxes it holds; a domain with any cannot be rotated out (rotation does not carry mailboxes). */
                                mailboxes: number;
                            };
                            to: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            };
                            rotatable: boolean;
                            /** @description Why not; empty when it can be rotated. */
                            reason: string;
                        }[];
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
    getDomainRotationStatus: {
        parameters: {
            query: {
                /** @description Public identifier (UUID). */
                uid: string;
            };
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
                        /** DomainOperation */
                        rotation: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @enum {unknown} */
                            status: "queued" | "completed" | "failed";
                            source_workspace_uid: string | null;
                            target_workspace_uid?: string | null;
                            domains: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                replacement?: {
                                    /**
                                     * Format: uuid
                                     * @description Public identifier (UUID).
                                     */
                                    uid: string;
                                    name: string;
                                };
                                /** @enum {unknown} */
                                result: "pending" | "done" | "skipped";
                                /** @description Why it was skipped; empty otherwise. */
                                reason: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            completed_at: string | null;
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
    getDnsRecords: {
        parameters: {
            query?: {
                /** @description The domain’s uid (or send `domain`). */
                uid?: string;
                /** @description The domain’s name (or send `uid`). */
                domain?: string;
            };
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
                        dns_record: {
                            domain: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            records: {
                                /** @description Record id (`record_id` in update and delete). */
                                _id: string;
                                /** @description Relative to the domain; `@` is the domain itself. */
                                host: string;
                                /** @enum {unknown} */
                                type: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "CAA";
                                value: string;
                                ttl: number;
                                priority: number | null;
                                /**
                                 * @description `active` once resolvers see it.
                                 * @enum {unknown}
                                 */
                                status: "pending" | "active";
                                managed: ("MX" | "SPF" | "DKIM" | "DMARC") | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
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
    addDnsRecords: {
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
                     * Format: uuid
                     * @description The domain’s uid (or send `domain`).
                     */
                    uid?: string;
                    /** @description The domain’s name (or send `uid`). */
                    domain?: string;
                    records: {
                        /** @description `@`, a name relative to the domain, or a name inside it. */
                        host: string;
                        /** @enum {unknown} */
                        type: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "CAA";
                        value: string;
                        /** @default 3600 */
                        ttl?: number;
                        /** @description MX only (default 10). */
                        priority?: number;
                    }[];
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
                        records: {
                            /** @description Record id (`record_id` in update and delete). */
                            _id: string;
                            /** @description Relative to the domain; `@` is the domain itself. */
                            host: string;
                            /** @enum {unknown} */
                            type: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "CAA";
                            value: string;
                            ttl: number;
                            priority: number | null;
                            /**
                             * @description `active` once resolvers see it.
                             * @enum {unknown}
                             */
                            status: "pending" | "active";
                            managed: ("MX" | "SPF" | "DKIM" | "DMARC") | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    updateDnsRecords: {
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
                     * Format: uuid
                     * @description The domain’s uid (or send `domain`).
                     */
                    uid?: string;
                    /** @description The domain’s name (or send `uid`). */
                    domain?: string;
                    records: {
                        record_id: string;
                        /** @description `@`, a name relative to the domain, or a name inside it. */
                        host: string;
                        /** @enum {unknown} */
                        type: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "CAA";
                        value: string;
                        /** @default 3600 */
                        ttl?: number;
                        /** @description MX only (default 10). */
                        priority?: number;
                    }[];
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
                        records: {
                            /** @description Record id (`record_id` in update and delete). */
                            _id: string;
                            /** @description Relative to the domain; `@` is the domain itself. */
                            host: string;
                            /** @enum {unknown} */
                            type: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "CAA";
                            value: string;
                            ttl: number;
                            priority: number | null;
                            /**
                             * @description `active` once resolvers see it.
                             * @enum {unknown}
                             */
                            status: "pending" | "active";
                            managed: ("MX" | "SPF" | "DKIM" | "DMARC") | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    deleteDnsRecords: {
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
                     * Format: uuid
                     * @description The domain’s uid (or send `domain`).
                     */
                    uid?: string;
                    /** @description The domain’s name (or send `uid`). */
                    domain?: string;
                    record_ids: string[];
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
                        deleted: number;
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
    verifyDnsRecords: {
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
                    /** @description Names. */
                    domains?: string[];
                    uids?: string[];
                    /** @description One domain by name (as some of the real service’s clients send it). */
                    domain_name?: string;
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
                        summary: {
                            /** @description Domains whose records are all ok. */
                            total_verified: number;
                            total_requested: number;
                            needs_repair: number;
                        };
                        results: {
                            domain: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /**
                             * @description error: the domain could not be verified.
                             * @enum {unknown}
                             */
                            status: "ok" | "error";
                            error_message: string;
                            records: {
                                /** @enum {unknown} */
                                label: "MX" | "SPF" | "DKIM" | "DMARC";
                                /**
                                 * @description ok: published and visible; pending: published, not yet visible; missing: absent or altered (repair restores it); not_applicable: DMARC removed.
                                 * @enum {unknown}
                                 */
                                status: "ok" | "pending" | "missing" | "not_applicable";
                                expected: {
                                    host: string;
                                    type: string;
                                    value: string;
                                    priority: number | null;
                                }[];
                            }[];
                            /** @enum {unknown} */
                            overall_health: "healthy" | "pending" | "needs_repair" | "unknown";
                            needs_repair: boolean;
                        }[];
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
    repairDnsRecords: {
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
                    /** @description Names. */
                    domains?: string[];
                    uids?: string[];
                    /** @description One domain by name (as some of the real service’s clients send it). */
                    domain_name?: string;
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
                        results: {
                            domain: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @enum {unknown} */
                            status: "repaired" | "healthy" | "restarted" | "skipped";
                            repaired: ("MX" | "SPF" | "DKIM" | "DMARC")[];
                            message: string;
                        }[];
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
    buyMailboxes: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
                /** @description Any unique string (a UUID): retrying the request with the same key returns the first answer and buys nothing twice, for 24 hours. The same key with a different request is a 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mailboxes: {
                        /** @description Given name; may be empty. */
                        first_name: string;
                        /** @description Family name; may be empty. */
                        last_name: string;
                        /** @description Local part. */
                        username: string;
                        /**
                         * @description GOOGLE, MICROSOFT, AZURE or SMTP.
                         * @enum {unknown}
                         */
                        platform: "GOOGLE" | "MICROSOFT" | "AZURE" | "SMTP";
                        /** @description An active domain of the workspace. */
                        domain_name: string;
                        /** @description http(s) URL. */
                        profile_picture?: string;
                    }[];
                    /** @description true (default): pay the first month from the wallet (402 `INSUFFICIENT_FUNDS`, "Insufficient wallet balance to purchase mailboxes", when it holds too little). false: answer with a checkout `url` and `session_id`; the mailboxes wait in `scheduled` until it is paid (then set up) or expires (`cancelled`). */
                    use_wallet_balance?: boolean;
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
                        mailboxes: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /**
                         * @description `wallet`: paid from the wallet; `checkout`: pay at `url`.
                         * @enum {unknown}
                         */
                        payment_type?: "wallet" | "checkout";
                        /** @description USD: the first month of every mailbox bought. */
                        total_cost?: number;
                        /** @description The checkout page (checkout only). */
                        url?: string;
                        /** @description Poll Check payment status with it (checkout only). */
                        session_id?: string;
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
            402: {
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
    listMailboxes: {
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
                     * @description Page number, 1-based, at most 2000000 (default 1).
                     * @default 1
                     */
                    page?: number;
                    /**
                     * @description Page size, 1 to 500 (default 10).
                     * @default 10
                     */
                    limit?: number;
                    /** @description Part of the address or the person’s name, any case. */
                    keyword?: string;
                    /** @description Only mailboxes of this domain (name). */
                    domain?: string;
                    /**
                     * Format: uuid
                     * @description Only mailboxes of this domain (uid).
                     */
                    domain_uid?: string;
                    /**
                     * @description Mailbox status (docs/lifecycles.md).
                     * @enum {unknown}
                     */
                    status?: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                    /** @description Only this platform (GOOGLE, MICROSOFT, AZURE, SMTP). */
                    platform?: string;
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
                        mailboxes: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
    getMailbox: {
        parameters: {
            query: {
                /** @description The mailbox (uid from List mailboxes). */
                uid: string;
            };
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
                        /** Mailbox */
                        mailbox: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        /** @description Internal identifier. */
                        _id: string;
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                         */
                        uid: string;
                        /** @description `<username>@<domain_name>`. */
                        email: string;
                        /** @description Local part, lowercase. */
                        username: string;
                        domain_name: string;
                        /** @description uid of its domain (List domains). */
                        domain_uid: string;
                        /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                        domain_id: string;
                        /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                        workspace_id: string;
                        first_name: string;
                        last_name: string;
                        /** @description URL, or empty. */
                        profile_picture: string;
                        /** @description HTML signature, or empty. */
                        signature: string;
                        /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                        forwarding_email: string;
                        /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                        platform: string;
                        /**
                         * @description Mailbox status (docs/lifecycles.md).
                         * @enum {unknown}
                         */
                        status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                        previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                        /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                        status_reason: string;
                        /** @description Admin of its workspace / tenant (the domain’s first). */
                        is_admin: boolean;
                        /** @description Added to a workspace / tenant that already existed. */
                        is_add_on: boolean;
                        renewal_date: string | null;
                        /** @enum {string} */
                        renewal_cycle: "monthly";
                        /** @enum {unknown} */
                        renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                        cancel_at: string | null;
                        tags: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
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
    checkMailboxStatus: {
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
                    /** @description Mailboxes to report on. */
                    uids?: string[];
                    /** @description Report on every mailbox of these domains too, and on the domains themselves (`domains`). */
                    domain_uids?: string[];
                    /**
                     * @description Page number, 1-based, at most 2000000 (default 1).
                     * @default 1
                     */
                    page?: number;
                    /**
                     * @description Page size, 1 to 500 (default 10).
                     * @default 10
                     */
                    limit?: number;
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
                        mailboxes: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            email: string;
                            username: string;
                            first_name: string;
                            last_name: string;
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            status_reason: string;
                            domain_uid: string;
                            domain_name: string;
                            /** @description Internal identifier of its domain. */
                            domain_id: string;
                            /** @description Internal identifier of its workspace. */
                            workspace_id: string;
                            /**
                             * Format: uuid
                             * @description Its workspace (the X-Workspace-Id).
                             */
                            workspace_uid: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** @description The domains named by `domain_uids`, in that order ([] when none were named). */
                        domains: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Fully qualified name, lowercase. */
                            name: string;
                            /** @description Everything after the first label, such as `com`. */
                            tld: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            previous_status: ("cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion") | null;
                            /** @description Why the domain is in a failure status; empty otherwise. */
                            status_reason: string;
                            /** @enum {unknown} */
                            connection_type: "purchased" | "connected";
                            /** @enum {unknown} */
                            dns_propagation_status: "pending" | "waiting" | "propagated" | "failed" | "errored";
                            /** @enum {unknown} */
                            nameserver_match_status: "pending" | "matched";
                            /** @description Nameservers we assigned; [] if none yet. */
                            nameservers: string[];
                            /** @description Nameservers public resolvers answered at the last check. */
                            actual_nameservers: string[];
                            last_nameserver_check: string | null;
                            /** @description 0 for connected domains. */
                            registration_years: number;
                            price: number | null;
                            renewal_price: number | null;
                            renewal_date: string | null;
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed";
                            /** @description WHOIS privacy (purchased domains). */
                            privacy: boolean;
                            /** @description Where web visitors are redirected; empty if none. */
                            forwarding_url: string;
                            mask_forwarding: boolean;
                            /** @description Catch-all destination; empty if none. */
                            catch_all_email: string;
                            dmarc: {
                                /** @enum {unknown} */
                                policy: "none" | "quarantine" | "reject";
                                /** @description Aggregate-report address (rua); empty if none. */
                                email: string;
                            } | null;
                            assigned_mailboxes: number;
                            /** @description Mailboxes the domain still has room for. */
                            available_mailboxes: number;
                            mail_platform: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
    showMailboxCredentials: {
        parameters: {
            query?: {
                /** @description The mailbox (uid from List mailboxes); or send `email`. */
                uid?: string;
                /** @description The mailbox’s address (username@domain); or send `uid`. */
                email?: string;
            };
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
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID).
                         */
                        uid: string;
                        email: string;
                        /** @description Main login password, plaintext. */
                        password: string;
                        /** @description Application-specific password (SMTP/IMAP login), plaintext. */
                        app_password: string;
                        /** @description Base32 TOTP (2FA) secret, plaintext; empty on platforms without 2FA. */
                        secret: string;
                        smtp: {
                            host: string;
                            port: number;
                            /** @description The login: the mailbox address. */
                            username: string;
                            /** @description The login’s password: the app password, plaintext. */
                            password: string;
                        };
                        imap: {
                            host: string;
                            port: number;
                            /** @description The login: the mailbox address. */
                            username: string;
                            /** @description The login’s password: the app password, plaintext. */
                            password: string;
                        };
                        /** @description The same as `smtp.host` (the real service’s flat fields). */
                        smtp_host: string;
                        /** @description The same as `smtp.port`. */
                        smtp_port: number;
                        /** @description The same as `smtp.username`. */
                        smtp_username: string;
                        /** @description The same as `imap.host`. */
                        imap_host: string;
                        /** @description The same as `imap.port`. */
                        imap_port: number;
                        /** @description The same as `imap.username`. */
                        imap_username: string;
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
    generateMailboxTotp: {
        parameters: {
            query: {
                /** @description The mailbox (uid from List mailboxes). */
                uid: string;
            };
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
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID).
                         */
                        uid: string;
                        /** @description The current 6-digit code (RFC 6238, 30-second steps). */
                        code: string;
                        /** @description Seconds it stays valid. */
                        remaining_seconds: number;
                        /** Format: date-time */
                        valid_until: string;
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
    getMailboxFailureReason: {
        parameters: {
            query: {
                /** @description The mailbox (uid from List mailboxes). */
                uid: string;
            };
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
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID).
                         */
                        uid: string;
                        /**
                         * @description Mailbox status (docs/lifecycles.md).
                         * @enum {unknown}
                         */
                        status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                        failed_step: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                        /** @description Short stable code (`account_refused`, `deadline_passed` ...); empty when none. */
                        code: string;
                        /** @description For people; empty when the mailbox is not failed, suspended, disabled or ended. */
                        reason: string;
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
    checkMailboxAvailability: {
        parameters: {
            query: {
                /** @description The address to check: username@domain. */
                email: string;
                /** @description GOOGLE, MICROSOFT, AZURE or SMTP. */
                platform?: "GOOGLE" | "MICROSOFT" | "AZURE" | "SMTP";
            };
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
                        email: string;
                        available: boolean;
                        reason: ("taken" | "domain_not_active" | "domain_full" | "platform_mismatch") | null;
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
    updateMailbox: {
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
                     * Format: uuid
                     * @description The mailbox.
                     */
                    uid: string;
                    /** @description Given name; may be empty. */
                    first_name?: string;
                    /** @description Family name; may be empty. */
                    last_name?: string;
                    /** @description A new local part: renames the address (`user_name@domain`) exactly as Change username does. */
                    user_name?: string;
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
                        /** Mailbox */
                        mailbox: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
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
    changeMailboxUsername: {
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
                     * Format: uuid
                     * @description The mailbox.
                     */
                    uid: string;
                    /** @description The new local part. */
                    new_username: string;
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
                        /** Mailbox */
                        mailbox: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
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
    changeMailboxPassword: {
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
                     * Format: uuid
                     * @description The mailbox.
                     */
                    uid: string;
                    /** @description 12 to 128 characters mixing three of lowercase, uppercase, digits and symbols. Omit it to have a strong one generated. */
                    new_password?: string;
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
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID).
                         */
                        uid: string;
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
    updateMailboxProfilePicture: {
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
                     * Format: uuid
                     * @description The mailbox.
                     */
                    uid: string;
                    /** @description Absolute http(s) URL of the picture; an empty string removes it. */
                    profile_picture: string;
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
                        /** Mailbox */
                        mailbox: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
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
    setMailboxSignature: {
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
                    /** @description Mailboxes to sign with it. */
                    uids: string[];
                    /** @description The signature, HTML or plain text. */
                    signature: string;
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
                        mailboxes: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    deleteMailboxSignature: {
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
                    /** @description Mailboxes to sign no more. */
                    uids: string[];
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
                        mailboxes: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    cancelMailboxes: {
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
                    /** @description Mailboxes to cancel. */
                    uids?: string[];
                    /** @description Cancel every cancellable mailbox of these domains too. */
                    domain_uids?: string[];
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
                        /** @description Every mailbox named or cancelled, in its state now (`status`, `cancel_at`). */
                        mailboxes: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    uncancelMailboxes: {
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
                    /** @description Mailboxes to keep. */
                    uids: string[];
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
                        results: {
                            success: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                /**
                                 * @description Mailbox status (docs/lifecycles.md).
                                 * @enum {unknown}
                                 */
                                status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            }[];
                            failed: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                error: string;
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
    resetupMailboxes: {
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
                    /** @description Failed mailboxes to set up again. */
                    uids: string[];
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
                        mailboxes: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
            402: {
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
    getMailboxResetupStatus: {
        parameters: {
            query: {
                /** @description The mailbox (uid from List mailboxes). */
                uid: string;
            };
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
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID).
                         */
                        uid: string;
                        /**
                         * @description Mailbox status (docs/lifecycles.md).
                         * @enum {unknown}
                         */
                        status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                        /**
                         * @description How the latest resetup went: none yet, running, the mailbox went active, or it failed again.
                         * @enum {unknown}
                         */
                        resetup_status: "none" | "in_progress" | "completed" | "failed";
                        resetup_count: number;
                        last_resetup_at: string | null;
                        status_reason: string;
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
    reactivateMailboxes: {
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
                    /** @description Suspended or inactive MICROSOFT / AZURE mailboxes. */
                    uids: string[];
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
                        mailboxes: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
    repurchaseMailboxes: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
                /** @description Any unique string (a UUID): retrying the request with the same key returns the first answer and buys nothing twice, for 24 hours. The same key with a different request is a 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Cancelled or archived MICROSOFT / AZURE mailboxes. */
                    uids: string[];
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
                        mailboxes: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /**
                         * @description `wallet`: paid from the wallet; `checkout`: pay at `url`.
                         * @enum {unknown}
                         */
                        payment_type?: "wallet" | "checkout";
                        /** @description USD: the first month of every mailbox bought. */
                        total_cost?: number;
                        /** @description The checkout page (checkout only). */
                        url?: string;
                        /** @description Poll Check payment status with it (checkout only). */
                        session_id?: string;
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
            402: {
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
    setupMailboxForwarding: {
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
                    /** @description Mailboxes to forward (uids from List mailboxes). */
                    uids: string[];
                    /** @description The address to forward incoming mail to. */
                    forwarding_email: string;
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
                        jobs: {
                            /** @description Mailbox identifier. */
                            mailbox_uid: string;
                            /** @description Email address of the mailbox. */
                            mailbox_email: string;
                            /** @description Forward destination address (for `disable`, the one removed). */
                            forwarding_email: string;
                            /**
                             * @description enable (Setup), update (Update) or disable (Remove email forwarding).
                             * @enum {unknown}
                             */
                            action: "enable" | "update" | "disable";
                            /**
                             * @description pending, processing, completed or failed.
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "completed" | "failed";
                            /** @description Human-readable progress text. */
                            status_message: string;
                            /** @description The last attempt’s error; empty when none. */
                            error_message: string;
                            /** @description Attempts made so far. */
                            attempts: number;
                            /** @description Attempt cap. */
                            max_attempts: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            completed_at: string | null;
                            last_attempt_at: string | null;
                            next_retry_at: string | null;
                        }[];
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
    updateMailboxForwarding: {
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
                    /** @description Mailboxes whose forwarding changes (uids from List mailboxes). */
                    uids: string[];
                    /** @description The address to forward incoming mail to. */
                    forwarding_email: string;
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
                        jobs: {
                            /** @description Mailbox identifier. */
                            mailbox_uid: string;
                            /** @description Email address of the mailbox. */
                            mailbox_email: string;
                            /** @description Forward destination address (for `disable`, the one removed). */
                            forwarding_email: string;
                            /**
                             * @description enable (Setup), update (Update) or disable (Remove email forwarding).
                             * @enum {unknown}
                             */
                            action: "enable" | "update" | "disable";
                            /**
                             * @description pending, processing, completed or failed.
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "completed" | "failed";
                            /** @description Human-readable progress text. */
                            status_message: string;
                            /** @description The last attempt’s error; empty when none. */
                            error_message: string;
                            /** @description Attempts made so far. */
                            attempts: number;
                            /** @description Attempt cap. */
                            max_attempts: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            completed_at: string | null;
                            last_attempt_at: string | null;
                            next_retry_at: string | null;
                        }[];
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
    removeMailboxForwarding: {
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
                    /** @description Mailboxes that stop forwarding (uids from List mailboxes). */
                    uids: string[];
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
                        jobs: {
                            /** @description Mailbox identifier. */
                            mailbox_uid: string;
                            /** @description Email address of the mailbox. */
                            mailbox_email: string;
                            /** @description Forward destination address (for `disable`, the one removed). */
                            forwarding_email: string;
                            /**
                             * @description enable (Setup), update (Update) or disable (Remove email forwarding).
                             * @enum {unknown}
                             */
                            action: "enable" | "update" | "disable";
                            /**
                             * @description pending, processing, completed or failed.
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "completed" | "failed";
                            /** @description Human-readable progress text. */
                            status_message: string;
                            /** @description The last attempt’s error; empty when none. */
                            error_message: string;
                            /** @description Attempts made so far. */
                            attempts: number;
                            /** @description Attempt cap. */
                            max_attempts: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            completed_at: string | null;
                            last_attempt_at: string | null;
                            next_retry_at: string | null;
                        }[];
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
    listForwardingJobs: {
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
                     * @description Page number, 1-based, at most 2000000 (default 1).
                     * @default 1
                     */
                    page?: number;
                    /**
                     * @description Page size, 1 to 500 (default 10).
                     * @default 10
                     */
                    limit?: number;
                    /** @description Only this mailbox’s records. A uid that names no mailbox of the workspace (also an empty or malformed one) matches nothing. */
                    mailbox_uid?: string;
                    /** @description Only jobs of these mailboxes (with `mailbox_uid`, of any of them); [] filters nothing. */
                    uids?: string[];
                    /**
                     * @description pending, processing, completed or failed.
                     * @enum {unknown}
                     */
                    status?: "pending" | "processing" | "completed" | "failed";
                    /**
                     * @description enable (Setup), update (Update) or disable (Remove email forwarding).
                     * @enum {unknown}
                     */
                    action?: "enable" | "update" | "disable";
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
                        jobs: {
                            /** @description Mailbox identifier. */
                            mailbox_uid: string;
                            /** @description Email address of the mailbox. */
                            mailbox_email: string;
                            /** @description Forward destination address (for `disable`, the one removed). */
                            forwarding_email: string;
                            /**
                             * @description enable (Setup), update (Update) or disable (Remove email forwarding).
                             * @enum {unknown}
                             */
                            action: "enable" | "update" | "disable";
                            /**
                             * @description pending, processing, completed or failed.
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "completed" | "failed";
                            /** @description Human-readable progress text. */
                            status_message: string;
                            /** @description The last attempt’s error; empty when none. */
                            error_message: string;
                            /** @description Attempts made so far. */
                            attempts: number;
                            /** @description Attempt cap. */
                            max_attempts: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            completed_at: string | null;
                            last_attempt_at: string | null;
                            next_retry_at: string | null;
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
    initiateConsentRequest: {
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
                     * Format: uuid
                     * @description The mailbox whose user is to grant consent (uid from List mailboxes); or send `username` and `domain`.
                     */
                    mailbox_uid?: string;
                    /** @description With `domain`: the mailbox by its address. */
                    username?: string;
                    /** @description With `username`: the mailbox’s domain name. */
                    domain?: string;
                    /** @description Where to send the user’s browser once they have answered, with `consent_request_uid` and `status` added to its query. */
                    redirect_url?: string;
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
                        /** ConsentRequest */
                        data: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier: the `data.consent_request.uid` of its events.
                             */
                            uid: string;
                            /**
                             * @description queued, pending, processing, then completed, failed, errored or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled";
                            previous_status: ("queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled") | null;
                            /** @description The URL the mailbox’s user opens to grant consent, while `pending`; empty otherwise. */
                            consent_url: string;
                            /** @description Short message for display; may be empty. */
                            status_text: string;
                            /** @description Why the request failed, errored or was cancelled (free text); may be empty. */
                            status_reason: string;
                            /** @description Verification retries so far. */
                            retry_count: number;
                            /** @description Retries before the request ends `errored`. */
                            max_retries: number;
                            completed_at: string | null;
                            expires_at: string | null;
                            /** @description Where the user’s browser goes after answering; empty for none. */
                            redirect_url: string;
                            /** @description The mailbox’s platform: GOOGLE, MICROSOFT or AZURE. */
                            platform: string;
                            /** @description Address of the mailbox. */
                            mailbox_email: string;
                            mailbox: {
                                uid: string;
                                email: string;
                            };
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
    getConsentRequestStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The consent request (uid from Initiate or List consent requests). */
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
                        /** ConsentRequest */
                        data: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier: the `data.consent_request.uid` of its events.
                             */
                            uid: string;
                            /**
                             * @description queued, pending, processing, then completed, failed, errored or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled";
                            previous_status: ("queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled") | null;
                            /** @description The URL the mailbox’s user opens to grant consent, while `pending`; empty otherwise. */
                            consent_url: string;
                            /** @description Short message for display; may be empty. */
                            status_text: string;
                            /** @description Why the request failed, errored or was cancelled (free text); may be empty. */
                            status_reason: string;
                            /** @description Verification retries so far. */
                            retry_count: number;
                            /** @description Retries before the request ends `errored`. */
                            max_retries: number;
                            completed_at: string | null;
                            expires_at: string | null;
                            /** @description Where the user’s browser goes after answering; empty for none. */
                            redirect_url: string;
                            /** @description The mailbox’s platform: GOOGLE, MICROSOFT or AZURE. */
                            platform: string;
                            /** @description Address of the mailbox. */
                            mailbox_email: string;
                            mailbox: {
                                uid: string;
                                email: string;
                            };
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
    listConsentRequests: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 500 (default 10). */
                limit?: number;
                /** @description Number of items to skip, at most 1000000000 (default 0). */
                offset?: number;
                /** @description Only this mailbox’s records. A uid that names no mailbox of the workspace (also an empty or malformed one) matches nothing. */
                mailbox_uid?: string;
                /** @description queued, pending, processing, then completed, failed, errored or cancelled (docs/lifecycles.md). */
                status?: "queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled";
            };
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
                        data: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier: the `data.consent_request.uid` of its events.
                             */
                            uid: string;
                            /**
                             * @description queued, pending, processing, then completed, failed, errored or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled";
                            previous_status: ("queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled") | null;
                            /** @description The URL the mailbox’s user opens to grant consent, while `pending`; empty otherwise. */
                            consent_url: string;
                            /** @description Short message for display; may be empty. */
                            status_text: string;
                            /** @description Why the request failed, errored or was cancelled (free text); may be empty. */
                            status_reason: string;
                            /** @description Verification retries so far. */
                            retry_count: number;
                            /** @description Retries before the request ends `errored`. */
                            max_retries: number;
                            completed_at: string | null;
                            expires_at: string | null;
                            /** @description Where the user’s browser goes after answering; empty for none. */
                            redirect_url: string;
                            /** @description The mailbox’s platform: GOOGLE, MICROSOFT or AZURE. */
                            platform: string;
                            /** @description Address of the mailbox. */
                            mailbox_email: string;
                            mailbox: {
                                uid: string;
                                email: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** OffsetPagination */
                        pagination: {
                            /** @description Number of matching items. */
                            total: number;
                            /** @description Echo of the requested limit. */
                            limit: number;
                            /** @description Echo of the requested offset. */
                            offset: number;
                            /** @description Whether items exist beyond offset + limit. */
                            hasMore: boolean;
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
    cancelConsentRequest: {
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
                     * Format: uuid
                     * @description The consent request to cancel.
                     */
                    uid: string;
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
                        /** ConsentRequest */
                        data: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier: the `data.consent_request.uid` of its events.
                             */
                            uid: string;
                            /**
                             * @description queued, pending, processing, then completed, failed, errored or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled";
                            previous_status: ("queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled") | null;
                            /** @description The URL the mailbox’s user opens to grant consent, while `pending`; empty otherwise. */
                            consent_url: string;
                            /** @description Short message for display; may be empty. */
                            status_text: string;
                            /** @description Why the request failed, errored or was cancelled (free text); may be empty. */
                            status_reason: string;
                            /** @description Verification retries so far. */
                            retry_count: number;
                            /** @description Retries before the request ends `errored`. */
                            max_retries: number;
                            completed_at: string | null;
                            expires_at: string | null;
                            /** @description Where the user’s browser goes after answering; empty for none. */
                            redirect_url: string;
                            /** @description The mailbox’s platform: GOOGLE, MICROSOFT or AZURE. */
                            platform: string;
                            /** @description Address of the mailbox. */
                            mailbox_email: string;
                            mailbox: {
                                uid: string;
                                email: string;
                            };
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
    initiateClientIdRequest: {
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
                     * Format: uuid
                     * @description The domain (uid from List domains); or give `domain_name`.
                     */
                    domain_uid?: string;
                    /** @description The domain by name; or give `domain_uid`. */
                    domain_name?: string;
                    /**
                     * Format: email
                     * @description A mailbox address instead of the domain: the grant is for its domain (as the real service’s clients send it).
                     */
                    mailbox_email?: string;
                    /** @description A Google OAuth client id (`….apps.googleusercontent.com`) or a Microsoft application (client) id (a GUID). */
                    client_id: string;
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
                        /** ClientIdRequest */
                        data: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier: the `data.client_id_request.uid` of its events.
                             */
                            uid: string;
                            /**
                             * @description queued, pending, processing, then completed, failed, errored or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled";
                            previous_status: ("queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled") | null;
                            /** @description uid of the domain (List domains). */
                            domain_uid: string;
                            /** @description The domain the grant applies to. */
                            domain_name: string;
                            /** @description The application being granted, lowercase: `….apps.googleusercontent.com` (GOOGLE) or a GUID (MICROSOFT, AZURE). */
                            client_id: string;
                            /** @description GOOGLE, MICROSOFT or AZURE: told from the client id, and for a GUID from the domain’s mailboxes. Events carry no platform. */
                            platform: string;
                            /** @description GOOGLE: how to add the client id in domain-wide delegation. MICROSOFT / AZURE: that there is nothing to do. Empty while `queued`. */
                            instructions: string;
                            /** @description GOOGLE: the OAuth scopes to delegate. Empty for MICROSOFT / AZURE. */
                            scopes: string[];
                            /** @description Short message for display; may be empty. */
                            status_text: string;
                            /** @description Why it failed or errored: a short code on GOOGLE (`delegation_not_found`, `missing_scopes`, `provider_error`, `domain_not_active`), the provider’s words on MICROSOFT / AZURE. Empty otherwise. */
                            status_reason: string;
                            /** @description Verification retries so far. */
                            retry_count: number;
                            /** @description Retries before the request gives up. */
                            max_retries: number;
                            completed_at: string | null;
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
    getClientIdRequestStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The client-id request (uid from Initiate or List client-id requests). */
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
                        /** ClientIdRequest */
                        data: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier: the `data.client_id_request.uid` of its events.
                             */
                            uid: string;
                            /**
                             * @description queued, pending, processing, then completed, failed, errored or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled";
                            previous_status: ("queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled") | null;
                            /** @description uid of the domain (List domains). */
                            domain_uid: string;
                            /** @description The domain the grant applies to. */
                            domain_name: string;
                            /** @description The application being granted, lowercase: `….apps.googleusercontent.com` (GOOGLE) or a GUID (MICROSOFT, AZURE). */
                            client_id: string;
                            /** @description GOOGLE, MICROSOFT or AZURE: told from the client id, and for a GUID from the domain’s mailboxes. Events carry no platform. */
                            platform: string;
                            /** @description GOOGLE: how to add the client id in domain-wide delegation. MICROSOFT / AZURE: that there is nothing to do. Empty while `queued`. */
                            instructions: string;
                            /** @description GOOGLE: the OAuth scopes to delegate. Empty for MICROSOFT / AZURE. */
                            scopes: string[];
                            /** @description Short message for display; may be empty. */
                            status_text: string;
                            /** @description Why it failed or errored: a short code on GOOGLE (`delegation_not_found`, `missing_scopes`, `provider_error`, `domain_not_active`), the provider’s words on MICROSOFT / AZURE. Empty otherwise. */
                            status_reason: string;
                            /** @description Verification retries so far. */
                            retry_count: number;
                            /** @description Retries before the request gives up. */
                            max_retries: number;
                            completed_at: string | null;
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
    listClientIdRequests: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
                limit?: number;
                /** @description Only this domain’s requests. */
                domain_uid?: string;
                /** @description queued, pending, processing, then completed, failed, errored or cancelled (docs/lifecycles.md). */
                status?: "queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled";
            };
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
                        client_id_requests: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier: the `data.client_id_request.uid` of its events.
                             */
                            uid: string;
                            /**
                             * @description queued, pending, processing, then completed, failed, errored or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled";
                            previous_status: ("queued" | "pending" | "processing" | "completed" | "failed" | "errored" | "cancelled") | null;
                            /** @description uid of the domain (List domains). */
                            domain_uid: string;
                            /** @description The domain the grant applies to. */
                            domain_name: string;
                            /** @description The application being granted, lowercase: `….apps.googleusercontent.com` (GOOGLE) or a GUID (MICROSOFT, AZURE). */
                            client_id: string;
                            /** @description GOOGLE, MICROSOFT or AZURE: told from the client id, and for a GUID from the domain’s mailboxes. Events carry no platform. */
                            platform: string;
                            /** @description GOOGLE: how to add the client id in domain-wide delegation. MICROSOFT / AZURE: that there is nothing to do. Empty while `queued`. */
                            instructions: string;
                            /** @description GOOGLE: the OAuth scopes to delegate. Empty for MICROSOFT / AZURE. */
                            scopes: string[];
                            /** @description Short message for display; may be empty. */
                            status_text: string;
                            /** @description Why it failed or errored: a short code on GOOGLE (`delegation_not_found`, `missing_scopes`, `provider_error`, `domain_not_active`), the provider’s words on MICROSOFT / AZURE. Empty otherwise. */
                            status_reason: string;
                            /** @description Verification retries so far. */
                            retry_count: number;
                            /** @description Retries before the request gives up. */
                            max_retries: number;
                            completed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
    listTags: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
                limit?: number;
            };
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
                        tags: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Domains carrying the tag. */
                            domains_count: number;
                            /** @description Mailboxes carrying the tag. */
                            mailboxes_count: number;
                            /** @description Sequencers carrying the tag. */
                            sequencers_count: number;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
    createTag: {
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
                    /** @description Display name, 1 to 50 characters, unique per workspace regardless of case. */
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
                        /** Tag */
                        tag: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
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
    deleteTag: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The tag’s uid. */
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
    assignTags: {
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
                    /** @description Tags to assign or remove (uids from Get all tags). */
                    tag_uids: string[];
                    /** @description Domains to tag or untag. */
                    domain_uids?: string[];
                    /** @description Mailboxes to tag or untag. */
                    mailbox_uids?: string[];
                    /** @description Sequencers to tag or untag. */
                    sequencer_uids?: string[];
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
                        /** @description Assignments added (assign) or removed (unassign). */
                        changed: number;
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
    unassignTags: {
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
                    /** @description Tags to assign or remove (uids from Get all tags). */
                    tag_uids: string[];
                    /** @description Domains to tag or untag. */
                    domain_uids?: string[];
                    /** @description Mailboxes to tag or untag. */
                    mailbox_uids?: string[];
                    /** @description Sequencers to tag or untag. */
                    sequencer_uids?: string[];
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
                        /** @description Assignments added (assign) or removed (unassign). */
                        changed: number;
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
    getSequencerExportStatus: {
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
                     * Format: uuid
                     * @description Only exports to this sequencer (404 if it is not the workspace’s).
                     */
                    sequencer_uid?: string;
                    /** @description Only exports of these mailboxes; an empty array filters nothing. */
                    mailbox_uids?: string[];
                    /** @description Only these exports; an empty array filters nothing. */
                    uids?: string[];
                    /**
                     * @description Export status (docs/lifecycles.md#export).
                     * @enum {unknown}
                     */
                    status?: "pending" | "authorizing" | "exporting" | "completed" | "failed";
                    /**
                     * @description Page size, 1 to 500 (default 10).
                     * @default 10
                     */
                    limit?: number;
                    /**
                     * @description Number of items to skip, at most 1000000000 (default 0).
                     * @default 0
                     */
                    offset?: number;
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
                        data: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            mailbox_uid: string;
                            mailbox_email: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            sequencer_uid: string;
                            /**
                             * @description Export status (docs/lifecycles.md#export).
                             * @enum {unknown}
                             */
                            status: "pending" | "authorizing" | "exporting" | "completed" | "failed";
                            /**
                             * @description oauth: Microsoft 365 / Azure (and Google on lemlist); imap: app password.
                             * @enum {unknown}
                             */
                            method: "imap" | "oauth";
                            /** @description Why the export failed; empty otherwise. */
                            error_message: string;
                            /** @description Calls made to the platform, retries included. */
                            attempts: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            completed_at: string | null;
                        }[];
                        /** OffsetPagination */
                        pagination: {
                            /** @description Number of matching items. */
                            total: number;
                            /** @description Echo of the requested limit. */
                            limit: number;
                            /** @description Echo of the requested offset. */
                            offset: number;
                            /** @description Whether items exist beyond offset + limit. */
                            hasMore: boolean;
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
    listSequencerPlatforms: {
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
                        data: {
                            /** @description The identifier to send as `platform`. */
                            platform: string;
                            /** SequencerPlatformMetadata */
                            platform_metadata: {
                                platform_name: string;
                                /**
                                 * Format: uri
                                 * @description URL of the platform’s logo (SVG).
                                 */
                                logo: string;
                                /** @description The platform’s Google OAuth client id (for domain-wide delegation); sandbox values in the simulator. */
                                client_id: string;
                                /** @description Where a custom tracking domain’s CNAME points. */
                                cname: string;
                                /** @description Version of this form definition. */
                                version: string;
                                ui_config: {
                                    /** @enum {unknown} */
                                    theme: "light" | "dark" | "system";
                                    /**
                                     * @description stacked: one field per row; grid: two columns (see ui_hints.width).
                                     * @enum {unknown}
                                     */
                                    layout: "stacked" | "grid";
                                    submit_button_text: string;
                                    loading_text: string;
                                    responsive: boolean;
                                };
                                /** @description The connection form, in order. */
                                fields: {
                                    label: string;
                                    /**
                                     * @description Input kind: text, email or password.
                                     * @enum {unknown}
                                     */
                                    type: "text" | "email" | "password";
                                    /** @description Form key: the body field the value is sent as. */
                                    name: string;
                                    required: boolean;
                                    /** @description Only the keys that apply to the field are present. */
                                    validation: {
                                        /** @description ECMAScript regular expression (u flag) the value matches. */
                                        pattern?: string;
                                        /** @description In Unicode code points. */
                                        min_length?: number;
                                        /** @description In Unicode code points. */
                                        max_length?: number;
                                        /** @description The message a value breaking these rules is answered with. */
                                        error_message?: string;
                                    };
                                    ui_hints: {
                                        placeholder: string;
                                        /** @description An HTML autocomplete token. */
                                        autocomplete: string;
                                        /**
                                         * @description Share of a grid row: full or half.
                                         * @enum {unknown}
                                         */
                                        width?: "full" | "half";
                                        show_strength_meter: boolean;
                                    };
                                    /** @description Allowed values, `{label, value}`; empty for free input. */
                                    options: {
                                        label: string;
                                        value: string;
                                    }[];
                                }[];
                            };
                            /** @description Mailbox platforms this sequencer connects by OAuth (the others by SMTP/IMAP with the app password). */
                            oauth_mailbox_platforms: string[];
                        }[];
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
    getSequencerTags: {
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
                    /** @description Sequencers whose tags to read. */
                    uids: string[];
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
                        data: {
                            /**
                             * Format: uuid
                             * @description The sequencer.
                             */
                            uid: string;
                            name: string;
                            /** @description Its tags, in the order they were put on. */
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                        }[];
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
    listSequencers: {
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
                     * @description Page size, 1 to 500 (default 10).
                     * @default 10
                     */
                    limit?: number;
                    /**
                     * @description Number of items to skip, at most 1000000000 (default 0).
                     * @default 0
                     */
                    offset?: number;
                    /** @description Only these platforms; an empty array filters nothing. */
                    sequencer_platforms?: ("instantly" | "smartlead" | "emailbison" | "lemlist" | "replyio" | "plusvibe" | "reachinbox" | "salesforge")[];
                    /** @description Part of the name, username or workspace name, any case; `%` and `_` are plain characters. */
                    keyword?: string;
                    /**
                     * @description Sequencer status (docs/lifecycles.md#sequencer).
                     * @enum {unknown}
                     */
                    status?: "verifying" | "awaiting_code" | "active" | "failed" | "disconnected";
                    /** @description Only these sequencers; an empty array filters nothing. */
                    uids?: string[];
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
                        data: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Display name. */
                            name: string;
                            /** @description Sequencer platform identifier (`smartlead` ...). */
                            platform: string;
                            /** @description Login of the connected account; empty until verified on API-key platforms. */
                            username: string;
                            /**
                             * @description Sequencer status (docs/lifecycles.md#sequencer).
                             * @enum {unknown}
                             */
                            status: "verifying" | "awaiting_code" | "active" | "failed" | "disconnected";
                            /** @description Why it failed or was disconnected, or what to do (awaiting_code); may be empty. */
                            status_reason: string;
                            /** @description Workspace name on the sequencer platform. */
                            workspace_name: string;
                            /** @description The account’s OAuth link for Microsoft mailboxes, once verified; may be empty. */
                            consent_url: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** SequencerPlatformMetadata */
                            platform_metadata: {
                                platform_name: string;
                                /**
                                 * Format: uri
                                 * @description URL of the platform’s logo (SVG).
                                 */
                                logo: string;
                                /** @description The platform’s Google OAuth client id (for domain-wide delegation); sandbox values in the simulator. */
                                client_id: string;
                                /** @description Where a custom tracking domain’s CNAME points. */
                                cname: string;
                                /** @description Version of this form definition. */
                                version: string;
                                ui_config: {
                                    /** @enum {unknown} */
                                    theme: "light" | "dark" | "system";
                                    /**
                                     * @description stacked: one field per row; grid: two columns (see ui_hints.width).
                                     * @enum {unknown}
                                     */
                                    layout: "stacked" | "grid";
                                    submit_button_text: string;
                                    loading_text: string;
                                    responsive: boolean;
                                };
                                /** @description The connection form, in order. */
                                fields: {
                                    label: string;
                                    /**
                                     * @description Input kind: text, email or password.
                                     * @enum {unknown}
                                     */
                                    type: "text" | "email" | "password";
                                    /** @description Form key: the body field the value is sent as. */
                                    name: string;
                                    required: boolean;
                                    /** @description Only the keys that apply to the field are present. */
                                    validation: {
                                        /** @description ECMAScript regular expression (u flag) the value matches. */
                                        pattern?: string;
                                        /** @description In Unicode code points. */
                                        min_length?: number;
                                        /** @description In Unicode code points. */
                                        max_length?: number;
                                        /** @description The message a value breaking these rules is answered with. */
                                        error_message?: string;
                                    };
                                    ui_hints: {
                                        placeholder: string;
                                        /** @description An HTML autocomplete token. */
                                        autocomplete: string;
                                        /**
                                         * @description Share of a grid row: full or half.
                                         * @enum {unknown}
                                         */
                                        width?: "full" | "half";
                                        show_strength_meter: boolean;
                                    };
                                    /** @description Allowed values, `{label, value}`; empty for free input. */
                                    options: {
                                        label: string;
                                        value: string;
                                    }[];
                                }[];
                            };
                        }[];
                        /** OffsetPagination */
                        pagination: {
                            /** @description Number of matching items. */
                            total: number;
                            /** @description Echo of the requested limit. */
                            limit: number;
                            /** @description Echo of the requested offset. */
                            offset: number;
                            /** @description Whether items exist beyond offset + limit. */
                            hasMore: boolean;
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
    exportMailboxes: {
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
                     * Format: uuid
                     * @description The sequencer to export to (it must be active).
                     */
                    sequencer_uid: string;
                    /** @description Active mailboxes of the workspace to export. */
                    mailbox_uids: string[];
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
                        results: {
                            new_exports_created: number;
                            /** @description Mailboxes already exported (or being exported) to it, and repeats in the request. */
                            duplicate_exports_skipped: number;
                        };
                        exports: {
                            created: {
                                /**
                                 * Format: uuid
                                 * @description The export (Export mailboxes status).
                                 */
                                uid: string;
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                mailbox_uid: string;
                                mailbox_email: string;
                                /**
                                 * @description Export status (docs/lifecycles.md#export).
                                 * @enum {unknown}
                                 */
                                status: "pending" | "authorizing" | "exporting" | "completed" | "failed";
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
    addSequencer: {
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
                    /** @description Display name, 1 to 100 characters. */
                    name: string;
                    /**
                     * @description A platform identifier from List sequencer platforms.
                     * @enum {unknown}
                     */
                    platform: "instantly" | "smartlead" | "emailbison" | "lemlist" | "replyio" | "plusvibe" | "reachinbox" | "salesforge";
                    /** @description Tags to put on it (uids from Get all tags). */
                    tags?: string[];
                    /** @description Warm the mailboxes exported to it up (see `warmup` in the answer). */
                    enable_warmup?: boolean;
                    /** @description Warmup emails per day at most. */
                    warmup_limit?: number;
                    /** @description Daily ramp-up of warmup emails (as sent). */
                    warmup_increment?: string;
                    /** @description Warmup reply rate, percent. */
                    warmup_replyrate?: number;
                    /** @description Reconnect its mailboxes at the platform by itself (kept; see the answer). */
                    auto_reconnect_mailboxes?: boolean;
                    /** @description Connection form value for instantly, smartlead, lemlist (see their platform_metadata.fields). */
                    sequencer_login?: string;
                    /** @description Connection form value for instantly, smartlead, lemlist (see their platform_metadata.fields). */
                    sequencer_password?: string;
                    /** @description Connection form value for instantly (see their platform_metadata.fields). */
                    workspace_name?: string;
                    /** @description Connection form value for instantly, smartlead, emailbison, replyio, plusvibe, reachinbox, salesforge (see their platform_metadata.fields). */
                    api_key?: string;
                    /** @description Connection form value for emailbison (see their platform_metadata.fields). */
                    base_url?: string;
                    /** @description Connection form value for plusvibe, salesforge (see their platform_metadata.fields). */
                    workspace_id?: string;
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
                        /**
                         * Format: uuid
                         * @description The new sequencer (also `data.uid`).
                         */
                        uid: string;
                        /** Sequencer */
                        data: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Display name. */
                            name: string;
                            /** @description Sequencer platform identifier (`smartlead` ...). */
                            platform: string;
                            /** @description Login of the connected account; empty until verified on API-key platforms. */
                            username: string;
                            /**
                             * @description Sequencer status (docs/lifecycles.md#sequencer).
                             * @enum {unknown}
                             */
                            status: "verifying" | "awaiting_code" | "active" | "failed" | "disconnected";
                            /** @description Why it failed or was disconnected, or what to do (awaiting_code); may be empty. */
                            status_reason: string;
                            /** @description Workspace name on the sequencer platform. */
                            workspace_name: string;
                            /** @description The account’s OAuth link for Microsoft mailboxes, once verified; may be empty. */
                            consent_url: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** SequencerPlatformMetadata */
                            platform_metadata: {
                                platform_name: string;
                                /**
                                 * Format: uri
                                 * @description URL of the platform’s logo (SVG).
                                 */
                                logo: string;
                                /** @description The platform’s Google OAuth client id (for domain-wide delegation); sandbox values in the simulator. */
                                client_id: string;
                                /** @description Where a custom tracking domain’s CNAME points. */
                                cname: string;
                                /** @description Version of this form definition. */
                                version: string;
                                ui_config: {
                                    /** @enum {unknown} */
                                    theme: "light" | "dark" | "system";
                                    /**
                                     * @description stacked: one field per row; grid: two columns (see ui_hints.width).
                                     * @enum {unknown}
                                     */
                                    layout: "stacked" | "grid";
                                    submit_button_text: string;
                                    loading_text: string;
                                    responsive: boolean;
                                };
                                /** @description The connection form, in order. */
                                fields: {
                                    label: string;
                                    /**
                                     * @description Input kind: text, email or password.
                                     * @enum {unknown}
                                     */
                                    type: "text" | "email" | "password";
                                    /** @description Form key: the body field the value is sent as. */
                                    name: string;
                                    required: boolean;
                                    /** @description Only the keys that apply to the field are present. */
                                    validation: {
                                        /** @description ECMAScript regular expression (u flag) the value matches. */
                                        pattern?: string;
                                        /** @description In Unicode code points. */
                                        min_length?: number;
                                        /** @description In Unicode code points. */
                                        max_length?: number;
                                        /** @description The message a value breaking these rules is answered with. */
                                        error_message?: string;
                                    };
                                    ui_hints: {
                                        placeholder: string;
                                        /** @description An HTML autocomplete token. */
                                        autocomplete: string;
                                        /**
                                         * @description Share of a grid row: full or half.
                                         * @enum {unknown}
                                         */
                                        width?: "full" | "half";
                                        show_strength_meter: boolean;
                                    };
                                    /** @description Allowed values, `{label, value}`; empty for free input. */
                                    options: {
                                        label: string;
                                        value: string;
                                    }[];
                                }[];
                            };
                        };
                        /** @description What became of `enable_warmup` and its settings. */
                        warmup: {
                            /** @description Whether `enable_warmup: true` was sent. */
                            requested: boolean;
                            /** @description Whether warmup was started: false in this version. */
                            applied: boolean;
                            /** @description Why it was not applied; empty when it was not asked for. */
                            reason: string;
                        };
                        /** @description As sent (default false), kept. */
                        auto_reconnect_mailboxes: boolean;
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
    updateSequencer: {
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
                     * Format: uuid
                     * @description The sequencer.
                     */
                    uid: string;
                    /** @description Display name, 1 to 100 characters. */
                    name?: string;
                    /** @description Connection form value for instantly, smartlead, lemlist (see their platform_metadata.fields). */
                    sequencer_login?: string;
                    /** @description Connection form value for instantly, smartlead, lemlist (see their platform_metadata.fields). */
                    sequencer_password?: string;
                    /** @description Connection form value for instantly (see their platform_metadata.fields). */
                    workspace_name?: string;
                    /** @description Connection form value for instantly, smartlead, emailbison, replyio, plusvibe, reachinbox, salesforge (see their platform_metadata.fields). */
                    api_key?: string;
                    /** @description Connection form value for emailbison (see their platform_metadata.fields). */
                    base_url?: string;
                    /** @description Connection form value for plusvibe, salesforge (see their platform_metadata.fields). */
                    workspace_id?: string;
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
                        /** Sequencer */
                        data: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Display name. */
                            name: string;
                            /** @description Sequencer platform identifier (`smartlead` ...). */
                            platform: string;
                            /** @description Login of the connected account; empty until verified on API-key platforms. */
                            username: string;
                            /**
                             * @description Sequencer status (docs/lifecycles.md#sequencer).
                             * @enum {unknown}
                             */
                            status: "verifying" | "awaiting_code" | "active" | "failed" | "disconnected";
                            /** @description Why it failed or was disconnected, or what to do (awaiting_code); may be empty. */
                            status_reason: string;
                            /** @description Workspace name on the sequencer platform. */
                            workspace_name: string;
                            /** @description The account’s OAuth link for Microsoft mailboxes, once verified; may be empty. */
                            consent_url: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** SequencerPlatformMetadata */
                            platform_metadata: {
                                platform_name: string;
                                /**
                                 * Format: uri
                                 * @description URL of the platform’s logo (SVG).
                                 */
                                logo: string;
                                /** @description The platform’s Google OAuth client id (for domain-wide delegation); sandbox values in the simulator. */
                                client_id: string;
                                /** @description Where a custom tracking domain’s CNAME points. */
                                cname: string;
                                /** @description Version of this form definition. */
                                version: string;
                                ui_config: {
                                    /** @enum {unknown} */
                                    theme: "light" | "dark" | "system";
                                    /**
                                     * @description stacked: one field per row; grid: two columns (see ui_hints.width).
                                     * @enum {unknown}
                                     */
                                    layout: "stacked" | "grid";
                                    submit_button_text: string;
                                    loading_text: string;
                                    responsive: boolean;
                                };
                                /** @description The connection form, in order. */
                                fields: {
                                    label: string;
                                    /**
                                     * @description Input kind: text, email or password.
                                     * @enum {unknown}
                                     */
                                    type: "text" | "email" | "password";
                                    /** @description Form key: the body field the value is sent as. */
                                    name: string;
                                    required: boolean;
                                    /** @description Only the keys that apply to the field are present. */
                                    validation: {
                                        /** @description ECMAScript regular expression (u flag) the value matches. */
                                        pattern?: string;
                                        /** @description In Unicode code points. */
                                        min_length?: number;
                                        /** @description In Unicode code points. */
                                        max_length?: number;
                                        /** @description The message a value breaking these rules is answered with. */
                                        error_message?: string;
                                    };
                                    ui_hints: {
                                        placeholder: string;
                                        /** @description An HTML autocomplete token. */
                                        autocomplete: string;
                                        /**
                                         * @description Share of a grid row: full or half.
                                         * @enum {unknown}
                                         */
                                        width?: "full" | "half";
                                        show_strength_meter: boolean;
                                    };
                                    /** @description Allowed values, `{label, value}`; empty for free input. */
                                    options: {
                                        label: string;
                                        value: string;
                                    }[];
                                }[];
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
    deleteSequencers: {
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
                    /** @description Sequencers to delete. */
                    uids: string[];
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
                        /** @description The sequencers deleted. */
                        deleted_uids: string[];
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
    verifySequencerCode: {
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
                     * Format: uuid
                     * @description The sequencer (status `awaiting_code`).
                     */
                    uid: string;
                    /** @description The one-time code the platform sent to the sequencer’s login (4 to 12 letters or digits). */
                    code: string;
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
                        /** Sequencer */
                        data: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description Display name. */
                            name: string;
                            /** @description Sequencer platform identifier (`smartlead` ...). */
                            platform: string;
                            /** @description Login of the connected account; empty until verified on API-key platforms. */
                            username: string;
                            /**
                             * @description Sequencer status (docs/lifecycles.md#sequencer).
                             * @enum {unknown}
                             */
                            status: "verifying" | "awaiting_code" | "active" | "failed" | "disconnected";
                            /** @description Why it failed or was disconnected, or what to do (awaiting_code); may be empty. */
                            status_reason: string;
                            /** @description Workspace name on the sequencer platform. */
                            workspace_name: string;
                            /** @description The account’s OAuth link for Microsoft mailboxes, once verified; may be empty. */
                            consent_url: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** SequencerPlatformMetadata */
                            platform_metadata: {
                                platform_name: string;
                                /**
                                 * Format: uri
                                 * @description URL of the platform’s logo (SVG).
                                 */
                                logo: string;
                                /** @description The platform’s Google OAuth client id (for domain-wide delegation); sandbox values in the simulator. */
                                client_id: string;
                                /** @description Where a custom tracking domain’s CNAME points. */
                                cname: string;
                                /** @description Version of this form definition. */
                                version: string;
                                ui_config: {
                                    /** @enum {unknown} */
                                    theme: "light" | "dark" | "system";
                                    /**
                                     * @description stacked: one field per row; grid: two columns (see ui_hints.width).
                                     * @enum {unknown}
                                     */
                                    layout: "stacked" | "grid";
                                    submit_button_text: string;
                                    loading_text: string;
                                    responsive: boolean;
                                };
                                /** @description The connection form, in order. */
                                fields: {
                                    label: string;
                                    /**
                                     * @description Input kind: text, email or password.
                                     * @enum {unknown}
                                     */
                                    type: "text" | "email" | "password";
                                    /** @description Form key: the body field the value is sent as. */
                                    name: string;
                                    required: boolean;
                                    /** @description Only the keys that apply to the field are present. */
                                    validation: {
                                        /** @description ECMAScript regular expression (u flag) the value matches. */
                                        pattern?: string;
                                        /** @description In Unicode code points. */
                                        min_length?: number;
                                        /** @description In Unicode code points. */
                                        max_length?: number;
                                        /** @description The message a value breaking these rules is answered with. */
                                        error_message?: string;
                                    };
                                    ui_hints: {
                                        placeholder: string;
                                        /** @description An HTML autocomplete token. */
                                        autocomplete: string;
                                        /**
                                         * @description Share of a grid row: full or half.
                                         * @enum {unknown}
                                         */
                                        width?: "full" | "half";
                                        show_strength_meter: boolean;
                                    };
                                    /** @description Allowed values, `{label, value}`; empty for free input. */
                                    options: {
                                        label: string;
                                        value: string;
                                    }[];
                                }[];
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
    getProviderStatus: {
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
                        families: {
                            /** @description `registrar`, `dns_host`, `mailbox_host`, `oauth_grants`, `sequencer_platform` or `cloudflare`. */
                            family: string;
                            platform: string | null;
                            /** @description `simulator`, `powerdns` or `mailserver`. */
                            adapter: string;
                            /** @description False when the family is simulated (the sandbox). */
                            real: boolean;
                        }[];
                        /** @description True when any family is simulated. */
                        simulated: boolean;
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
    listMembers: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
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
                        members: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            email: string | null;
                            /**
                             * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                             * @enum {unknown}
                             */
                            role: "admin" | "member";
                            can_manage_billing: boolean;
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
                        total: number;
                        page: number;
                        pages: number;
                        limit: number;
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
    getCurrentMember: {
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
                        /** Member */
                        member: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            email: string | null;
                            /**
                             * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                             * @enum {unknown}
                             */
                            role: "admin" | "member";
                            can_manage_billing: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
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
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member uid. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                     * @enum {unknown}
                     */
                    role: "admin" | "member";
                    /** @description Whether the member may manage billing and payments (the real service’s “Member with billing enabled”). Always true for an admin; default false for a member. */
                    can_manage_billing?: boolean;
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
                        /** Member */
                        member: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            email: string | null;
                            /**
                             * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                             * @enum {unknown}
                             */
                            role: "admin" | "member";
                            can_manage_billing: boolean;
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
            403: {
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
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member uid. */
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
            403: {
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
    inviteMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Full name, 1 to 200 characters. */
                    name: string;
                    /** Format: email */
                    email: string;
                    /**
                     * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                     * @enum {unknown}
                     */
                    role?: "admin" | "member";
                    /** @description Whether the member may manage billing and payments (the real service’s “Member with billing enabled”). Always true for an admin; default false for a member. */
                    can_manage_billing?: boolean;
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
                        /** Invitation */
                        invitation: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            email: string;
                            /**
                             * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                             * @enum {unknown}
                             */
                            role: "admin" | "member";
                            can_manage_billing: boolean;
                            /** @enum {unknown} */
                            status: "pending" | "accepted" | "revoked" | "expired";
                            invited_by: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                email: string | null;
                            } | null;
                            member: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                email: string | null;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description After this the link no longer works.
                             */
                            expires_at: string;
                            accepted_at: string | null;
                            revoked_at: string | null;
                        };
                        /** @description The one-time link to send the invitee. Shown only in this answer. */
                        invitation_url: string;
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
            403: {
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
    listInvitations: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
                limit?: number;
                /** @description Only invitations in this status. */
                status?: "pending" | "accepted" | "revoked" | "expired";
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
                        invitations: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            email: string;
                            /**
                             * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                             * @enum {unknown}
                             */
                            role: "admin" | "member";
                            can_manage_billing: boolean;
                            /** @enum {unknown} */
                            status: "pending" | "accepted" | "revoked" | "expired";
                            invited_by: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                email: string | null;
                            } | null;
                            member: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                email: string | null;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description After this the link no longer works.
                             */
                            expires_at: string;
                            accepted_at: string | null;
                            revoked_at: string | null;
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
                        total: number;
                        page: number;
                        pages: number;
                        limit: number;
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
            403: {
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
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation uid. */
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
                        /** Invitation */
                        invitation: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            email: string;
                            /**
                             * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                             * @enum {unknown}
                             */
                            role: "admin" | "member";
                            can_manage_billing: boolean;
                            /** @enum {unknown} */
                            status: "pending" | "accepted" | "revoked" | "expired";
                            invited_by: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                email: string | null;
                            } | null;
                            member: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                email: string | null;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description After this the link no longer works.
                             */
                            expires_at: string;
                            accepted_at: string | null;
                            revoked_at: string | null;
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
            403: {
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
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token at the end of the invitation link (`…/invitations/<token>`). */
                    token: string;
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
                        team: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                        };
                        /** Member */
                        member: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            email: string | null;
                            /**
                             * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                             * @enum {unknown}
                             */
                            role: "admin" | "member";
                            can_manage_billing: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        /** @description The new member’s first API token. Shown only in this answer; stored as a hash. */
                        token: string;
                        /** ApiToken */
                        api_token: {
                            /** @description Token id (24 hex characters): revoke it with this. */
                            id: string;
                            /** @description A label. */
                            name: string;
                            /** @description The first characters of the token, to tell tokens apart. */
                            prefix: string;
                            /** @description The member the token acts as; it carries this member’s role. */
                            member: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                email: string | null;
                                /**
                                 * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                                 * @enum {unknown}
                                 */
                                role: "admin" | "member";
                                can_manage_billing: boolean;
                            };
                            /** Format: date-time */
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
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
    listApiTokens: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
                limit?: number;
                /** @description Only this member’s records. A uid that names no member of the workspace (also an empty or malformed one) matches nothing. */
                member_uid?: string;
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
                        api_tokens: {
                            /** @description Token id (24 hex characters): revoke it with this. */
                            id: string;
                            /** @description A label. */
                            name: string;
                            /** @description The first characters of the token, to tell tokens apart. */
                            prefix: string;
                            /** @description The member the token acts as; it carries this member’s role. */
                            member: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                email: string | null;
                                /**
                                 * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                                 * @enum {unknown}
                                 */
                                role: "admin" | "member";
                                can_manage_billing: boolean;
                            };
                            /** Format: date-time */
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
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
                        total: number;
                        page: number;
                        pages: number;
                        limit: number;
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
            403: {
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
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A label (default `api`). */
                    name?: string;
                    /**
                     * Format: uuid
                     * @description The member the token acts as (default: the caller). It carries that member’s role.
                     */
                    member_uid?: string;
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
                        /** @description The token. Shown only in this answer. */
                        token: string;
                        /** ApiToken */
                        api_token: {
                            /** @description Token id (24 hex characters): revoke it with this. */
                            id: string;
                            /** @description A label. */
                            name: string;
                            /** @description The first characters of the token, to tell tokens apart. */
                            prefix: string;
                            /** @description The member the token acts as; it carries this member’s role. */
                            member: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                email: string | null;
                                /**
                                 * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                                 * @enum {unknown}
                                 */
                                role: "admin" | "member";
                                can_manage_billing: boolean;
                            };
                            /** Format: date-time */
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
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
            403: {
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
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token id (see List API tokens). */
                id: string;
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
                        /** ApiToken */
                        api_token: {
                            /** @description Token id (24 hex characters): revoke it with this. */
                            id: string;
                            /** @description A label. */
                            name: string;
                            /** @description The first characters of the token, to tell tokens apart. */
                            prefix: string;
                            /** @description The member the token acts as; it carries this member’s role. */
                            member: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                                email: string | null;
                                /**
                                 * @description `admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.
                                 * @enum {unknown}
                                 */
                                role: "admin" | "member";
                                can_manage_billing: boolean;
                            };
                            /** Format: date-time */
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
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
            403: {
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
    listSandboxClocks: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
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
                        clocks: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * Format: date-time
                             * @description The time the clock shows: what its workspaces see as now.
                             */
                            frozen_time: string;
                            /** @description `advancing` while an advance runs what became due, in order; `ready` once it is done. */
                            status: "ready" | "advancing";
                            advance_to: string | null;
                            /** @description The workspaces attached to the clock. */
                            workspace_uids: string[];
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
            403: {
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
    createSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description For people. */
                    name?: string;
                    /**
                     * Format: date-time
                     * @description The time the clock starts at (default: now). It stands still until advanced.
                     */
                    frozen_time?: string;
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
                        /** SandboxClock */
                        clock: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * Format: date-time
                             * @description The time the clock shows: what its workspaces see as now.
                             */
                            frozen_time: string;
                            /** @description `advancing` while an advance runs what became due, in order; `ready` once it is done. */
                            status: "ready" | "advancing";
                            advance_to: string | null;
                            /** @description The workspaces attached to the clock. */
                            workspace_uids: string[];
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
            403: {
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
    detachSandboxClock: {
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
            403: {
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
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The clock uid. */
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
                        /** SandboxClock */
                        clock: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * Format: date-time
                             * @description The time the clock shows: what its workspaces see as now.
                             */
                            frozen_time: string;
                            /** @description `advancing` while an advance runs what became due, in order; `ready` once it is done. */
                            status: "ready" | "advancing";
                            advance_to: string | null;
                            /** @description The workspaces attached to the clock. */
                            workspace_uids: string[];
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
            403: {
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
    deleteSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The clock uid. */
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
            403: {
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
    advanceSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The clock uid. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description The time to move the clock to (after its time, 366 days at most).
                     */
                    to?: string;
                    /** @description How far to move it instead: `30m`, `1h`, `1d`, `1w`, `1mo` (calendar month). */
                    by?: string;
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
                        /** SandboxClock */
                        clock: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * Format: date-time
                             * @description The time the clock shows: what its workspaces see as now.
                             */
                            frozen_time: string;
                            /** @description `advancing` while an advance runs what became due, in order; `ready` once it is done. */
                            status: "ready" | "advancing";
                            advance_to: string | null;
                            /** @description The workspaces attached to the clock. */
                            workspace_uids: string[];
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
            403: {
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
    attachSandboxClock: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The clock uid. */
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
                        /** SandboxClock */
                        clock: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * Format: date-time
                             * @description The time the clock shows: what its workspaces see as now.
                             */
                            frozen_time: string;
                            /** @description `advancing` while an advance runs what became due, in order; `ready` once it is done. */
                            status: "ready" | "advancing";
                            advance_to: string | null;
                            /** @description The workspaces attached to the clock. */
                            workspace_uids: string[];
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
            403: {
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
    listWarmupSubscriptions: {
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
                     * @description Page number, 1-based, at most 2000000 (default 1).
                     * @default 1
                     */
                    page?: number;
                    /**
                     * @description Page size, 1 to 500 (default 10).
                     * @default 10
                     */
                    limit?: number;
                    /**
                     * @description pending, active, paused or cancelled (docs/lifecycles.md).
                     * @enum {unknown}
                     */
                    status?: "pending" | "active" | "paused" | "cancelled";
                    /** @description List cancelled subscriptions too (default false). */
                    include_cancelled?: boolean;
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
                        subscriptions: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /**
                             * @description pending, active, paused or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "active" | "paused" | "cancelled";
                            mailbox_email: string;
                            /** @description Credits (USD) a month; 0 when included. */
                            price_per_month: number;
                            started_at: string | null;
                            next_billing_date: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            mailbox: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                username: string;
                                domain_name: string;
                                platform: string;
                                status: string;
                            };
                            /** @description Why it is paused or cancelled, or empty. */
                            status_reason: string;
                            /** @description The value of the `X-Mailwright-Warmup` header its warmup mail carries (filter on it). */
                            warmup_tag: string;
                            /** @description Most warmup emails a day. */
                            warmup_limit: number;
                            /** @description Emails added each day. */
                            warmup_increment: number;
                            /** @description Emails on the first day. */
                            warmup_start: number;
                            /** @description Share of its emails answered, percent. */
                            warmup_replyrate: number;
                            /** @description Days warmed so far (stands still while paused). */
                            day: number;
                            paused_at: string | null;
                            cancelled_at: string | null;
                            included_until: string | null;
                            health_score: number | null;
                        }[];
                        total: number;
                        pages: number;
                        current_page: number;
                        page: number;
                        limit: number;
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
    getWarmupDetails: {
        parameters: {
            query?: {
                /** @description The subscription uid. */
                uid?: string;
                /** @description Or the mailbox’s: its live subscription, else its newest. */
                mailbox_uid?: string;
                /** @description Days of history (default 30). */
                days?: number;
            };
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
                        subscription: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /**
                             * @description pending, active, paused or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "active" | "paused" | "cancelled";
                            mailbox_email: string;
                            /** @description Credits (USD) a month; 0 when included. */
                            price_per_month: number;
                            started_at: string | null;
                            next_billing_date: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            mailbox: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                username: string;
                                domain_name: string;
                                platform: string;
                                status: string;
                            };
                            /** @description Why it is paused or cancelled, or empty. */
                            status_reason: string;
                            /** @description The value of the `X-Mailwright-Warmup` header its warmup mail carries (filter on it). */
                            warmup_tag: string;
                            /** @description Most warmup emails a day. */
                            warmup_limit: number;
                            /** @description Emails added each day. */
                            warmup_increment: number;
                            /** @description Emails on the first day. */
                            warmup_start: number;
                            /** @description Share of its emails answered, percent. */
                            warmup_replyrate: number;
                            /** @description Days warmed so far (stands still while paused). */
                            day: number;
                            paused_at: string | null;
                            cancelled_at: string | null;
                            included_until: string | null;
                            health_score: number | null;
                        } & {
                            /** @description Warmup emails planned for today (its ramp). */
                            daily_target: number;
                        };
                        daily: {
                            /** @description YYYY-MM-DD on the workspace’s time line. */
                            date: string;
                            sent: number;
                            received: number;
                            /** @description Of that day’s sent mail: reached the inbox (a tab included). */
                            inbox: number;
                            /** @description Of that day’s sent mail: landed in spam. */
                            spam: number;
                            /** @description Of that day’s sent mail: moved from spam to the inbox. */
                            rescued: number;
                            replied: number;
                            bounced: number;
                        }[];
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
    addWarmup: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
                /** @description Any unique string (a UUID): retrying the request with the same key returns the first answer and buys nothing twice, for 24 hours. The same key with a different request is a 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Mailboxes (1 to 100). */
                    mailbox_uids: string[];
                    /** @description Start today (default true); false starts on the next day. A mailbox still being set up starts once active. */
                    activate_immediately?: boolean;
                    /** @description Most warmup emails a day, 1–50 (default 40). */
                    warmup_limit?: number;
                    /** @description Emails added each day, 1–20 (default 3). */
                    warmup_increment?: number;
                    /** @description Emails on the first day, 1–50 (default 2). */
                    warmup_start?: number;
                    /** @description Share of its emails answered (percent), 0–100 (default 30). */
                    warmup_replyrate?: number;
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
                        subscriptions: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /**
                             * @description pending, active, paused or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "active" | "paused" | "cancelled";
                            mailbox_email: string;
                            /** @description Credits (USD) a month; 0 when included. */
                            price_per_month: number;
                            started_at: string | null;
                            next_billing_date: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            mailbox: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                username: string;
                                domain_name: string;
                                platform: string;
                                status: string;
                            };
                            /** @description Why it is paused or cancelled, or empty. */
                            status_reason: string;
                            /** @description The value of the `X-Mailwright-Warmup` header its warmup mail carries (filter on it). */
                            warmup_tag: string;
                            /** @description Most warmup emails a day. */
                            warmup_limit: number;
                            /** @description Emails added each day. */
                            warmup_increment: number;
                            /** @description Emails on the first day. */
                            warmup_start: number;
                            /** @description Share of its emails answered, percent. */
                            warmup_replyrate: number;
                            /** @description Days warmed so far (stands still while paused). */
                            day: number;
                            paused_at: string | null;
                            cancelled_at: string | null;
                            included_until: string | null;
                            health_score: number | null;
                        }[];
                        errors: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            mailbox_uid: string;
                            message: string;
                        }[];
                        skipped: number;
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
            402: {
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
    pauseWarmup: {
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
                    /** @description Mailboxes (1 to 100). */
                    mailbox_uids: string[];
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
                        results: {
                            success: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                mailbox_uid: string;
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                subscription_uid: string;
                                action: string;
                            }[];
                            failed: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                mailbox_uid: string;
                                message: string;
                            }[];
                        };
                        subscriptions: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /**
                             * @description pending, active, paused or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "active" | "paused" | "cancelled";
                            mailbox_email: string;
                            /** @description Credits (USD) a month; 0 when included. */
                            price_per_month: number;
                            started_at: string | null;
                            next_billing_date: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            mailbox: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                username: string;
                                domain_name: string;
                                platform: string;
                                status: string;
                            };
                            /** @description Why it is paused or cancelled, or empty. */
                            status_reason: string;
                            /** @description The value of the `X-Mailwright-Warmup` header its warmup mail carries (filter on it). */
                            warmup_tag: string;
                            /** @description Most warmup emails a day. */
                            warmup_limit: number;
                            /** @description Emails added each day. */
                            warmup_increment: number;
                            /** @description Emails on the first day. */
                            warmup_start: number;
                            /** @description Share of its emails answered, percent. */
                            warmup_replyrate: number;
                            /** @description Days warmed so far (stands still while paused). */
                            day: number;
                            paused_at: string | null;
                            cancelled_at: string | null;
                            included_until: string | null;
                            health_score: number | null;
                        }[];
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
    resumeWarmup: {
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
                    /** @description Mailboxes (1 to 100). */
                    mailbox_uids: string[];
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
                        results: {
                            success: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                mailbox_uid: string;
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                subscription_uid: string;
                                action: string;
                            }[];
                            failed: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                mailbox_uid: string;
                                message: string;
                            }[];
                        };
                        subscriptions: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /**
                             * @description pending, active, paused or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "active" | "paused" | "cancelled";
                            mailbox_email: string;
                            /** @description Credits (USD) a month; 0 when included. */
                            price_per_month: number;
                            started_at: string | null;
                            next_billing_date: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            mailbox: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                username: string;
                                domain_name: string;
                                platform: string;
                                status: string;
                            };
                            /** @description Why it is paused or cancelled, or empty. */
                            status_reason: string;
                            /** @description The value of the `X-Mailwright-Warmup` header its warmup mail carries (filter on it). */
                            warmup_tag: string;
                            /** @description Most warmup emails a day. */
                            warmup_limit: number;
                            /** @description Emails added each day. */
                            warmup_increment: number;
                            /** @description Emails on the first day. */
                            warmup_start: number;
                            /** @description Share of its emails answered, percent. */
                            warmup_replyrate: number;
                            /** @description Days warmed so far (stands still while paused). */
                            day: number;
                            paused_at: string | null;
                            cancelled_at: string | null;
                            included_until: string | null;
                            health_score: number | null;
                        }[];
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
    cancelWarmup: {
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
                    /** @description Mailboxes (1 to 100). */
                    mailbox_uids: string[];
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
                        results: {
                            success: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                mailbox_uid: string;
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                subscription_uid: string;
                                action: string;
                            }[];
                            failed: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                mailbox_uid: string;
                                message: string;
                            }[];
                        };
                        subscriptions: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /**
                             * @description pending, active, paused or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "active" | "paused" | "cancelled";
                            mailbox_email: string;
                            /** @description Credits (USD) a month; 0 when included. */
                            price_per_month: number;
                            started_at: string | null;
                            next_billing_date: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            mailbox: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                username: string;
                                domain_name: string;
                                platform: string;
                                status: string;
                            };
                            /** @description Why it is paused or cancelled, or empty. */
                            status_reason: string;
                            /** @description The value of the `X-Mailwright-Warmup` header its warmup mail carries (filter on it). */
                            warmup_tag: string;
                            /** @description Most warmup emails a day. */
                            warmup_limit: number;
                            /** @description Emails added each day. */
                            warmup_increment: number;
                            /** @description Emails on the first day. */
                            warmup_start: number;
                            /** @description Share of its emails answered, percent. */
                            warmup_replyrate: number;
                            /** @description Days warmed so far (stands still while paused). */
                            day: number;
                            paused_at: string | null;
                            cancelled_at: string | null;
                            included_until: string | null;
                            health_score: number | null;
                        }[];
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
    getWarmupStats: {
        parameters: {
            query?: {
                /** @description Days in the series (default 30). */
                days?: number;
                /** @description Only this mailbox’s series. */
                mailbox_uid?: string;
            };
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
                        stats: {
                            activeCount: number;
                            pendingCount: number;
                            pausedCount: number;
                            /** @description 0–100; 0 before any warmup mail arrived. */
                            avgHealthScore: number;
                            /** @description Credits a month for live subscriptions. */
                            monthlyTotal: number;
                            daily: {
                                /** @description YYYY-MM-DD on the workspace’s time line. */
                                date: string;
                                sent: number;
                                received: number;
                                /** @description Of that day’s sent mail: reached the inbox (a tab included). */
                                inbox: number;
                                /** @description Of that day’s sent mail: landed in spam. */
                                spam: number;
                                /** @description Of that day’s sent mail: moved from spam to the inbox. */
                                rescued: number;
                                replied: number;
                                bounced: number;
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
    getWarmupPricing: {
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
                        pricing: {
                            /** @description Credits (1 credit = 1 USD). */
                            price_per_mailbox: number;
                            price_per_month: number;
                            /** @enum {string} */
                            currency: "USD";
                            /** @enum {string} */
                            billing_period: "monthly";
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
    updateWarmupSettings: {
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
                    /** @description Mailboxes (1 to 100). */
                    mailbox_uids: string[];
                    /** @description Most warmup emails a day, 1–50 (default 40). */
                    warmup_limit?: number;
                    /** @description Emails added each day, 1–20 (default 3). */
                    warmup_increment?: number;
                    /** @description Emails on the first day, 1–50 (default 2). */
                    warmup_start?: number;
                    /** @description Share of its emails answered (percent), 0–100 (default 30). */
                    warmup_replyrate?: number;
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
                        results: {
                            success: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                mailbox_uid: string;
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                subscription_uid: string;
                                action: string;
                            }[];
                            failed: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                mailbox_uid: string;
                                message: string;
                            }[];
                        };
                        subscriptions: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /**
                             * @description pending, active, paused or cancelled (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "active" | "paused" | "cancelled";
                            mailbox_email: string;
                            /** @description Credits (USD) a month; 0 when included. */
                            price_per_month: number;
                            started_at: string | null;
                            next_billing_date: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            mailbox: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                username: string;
                                domain_name: string;
                                platform: string;
                                status: string;
                            };
                            /** @description Why it is paused or cancelled, or empty. */
                            status_reason: string;
                            /** @description The value of the `X-Mailwright-Warmup` header its warmup mail carries (filter on it). */
                            warmup_tag: string;
                            /** @description Most warmup emails a day. */
                            warmup_limit: number;
                            /** @description Emails added each day. */
                            warmup_increment: number;
                            /** @description Emails on the first day. */
                            warmup_start: number;
                            /** @description Share of its emails answered, percent. */
                            warmup_replyrate: number;
                            /** @description Days warmed so far (stands still while paused). */
                            day: number;
                            paused_at: string | null;
                            cancelled_at: string | null;
                            included_until: string | null;
                            health_score: number | null;
                        }[];
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
    getInsightsWorkspaceOverview: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
            };
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
                        success: true;
                        /** @description Window totals (docs/api/insights.md). */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxesHealth: {
        parameters: {
            query?: {
                /** @description Page (default 1). */
                page?: number;
                /** @description Per page (default 10). */
                limit?: number;
            };
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
                        success: true;
                        /** @description `mailboxes`, `total`, `page`, `pages`, `limit`. */
                        data: {
                            [key: string]: unknown;
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
    getInsightsHighBounceMailboxes: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
                threshold?: number;
                min_sent?: number;
            };
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
                        success: true;
                        /** @description `threshold`, `min_sent`, `mailboxes`. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsWorkspaceActivity: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
            };
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
                        success: true;
                        /** @description `hours`. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsDailyStats: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
                /** @description `svg`: the chart of this series (image/svg+xml) instead of JSON. */
                format?: "json" | "svg";
            };
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
                        success: true;
                        /** @description `days`. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsCampaignReplyRate: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
            };
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
                        success: true;
                        /** @description `first_touch`, `replied_threads`, `reply_rate`, `auto_replies`, `days`, `mailboxes`. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxStats: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description Window totals of the mailbox (as the workspace overview) and its last event. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxDeliverability: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description Delivered, bounced (hard, soft), inbox and spam where the landing is known, auth failures, and the same per recipient provider. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxHealth: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        data: {
                            status: "active" | "inactive";
                            bounce_rate_30d?: number;
                            total_7d: number;
                            total_30d: number;
                            /** @description ISO 8601; `0001-01-01T00:00:00Z` when none. */
                            last_event_at: string;
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
    getInsightsMailboxTrends: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description The window against the window of the same length before it: both sets of totals and the change in volume and rates (null where either side has no data). */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxActivity: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description Hour by hour (hours with traffic), default 7 days: sent, first touches, follow-ups, bounced, replies received. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxBounceEvents: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
                /** @description At most this many (default 50). */
                limit?: number;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description The bounces of messages sent in the window, newest first: recipient, hard or soft, the receiver’s diagnostic, whether it names an authentication failure. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxTopRecipients: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
                /** @description At most this many (default 10). */
                limit?: number;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description The addresses the mailbox sent most to in the window, with bounces and replies. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxTopRecipientDomains: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
                /** @description At most this many (default 10). */
                limit?: number;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description Recipient domains by messages sent (whole UTC days covering the window), with bounce and reply rates. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxMessageBreakdown: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description Messages by type: first touch, follow-up, reply, warmup, other; bounces and auto-replies that came back. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxSubjectAnalysis: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
                /** @description At most this many (default 20). */
                limit?: number;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description Campaign mail grouped by normalised subject (Re:/Fwd: removed, case and spacing folded): sent, bounce and reply rates. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxReplyTimeHeatmap: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
                /** @description `svg`: the chart of this series (image/svg+xml) instead of JSON. */
                format?: "json" | "svg";
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description `weekdays`, `replies` (7 × 24), `total_replies`. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxReplyRateByDomain: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
                /** @description At most this many (default 10). */
                limit?: number;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description Reply rate per recipient domain (threads started there), highest first. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxVelocityOverlay: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
                /** @description `svg`: the chart of this series (image/svg+xml) instead of JSON. */
                format?: "json" | "svg";
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description `days`. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxFirstTouchFunnel: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description Recipients contacted → first touches → delivered (not bounced) → replied threads. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxAuthFailures: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
                /** @description At most this many (default 50). */
                limit?: number;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description Messages refused or filed for failing SPF, DKIM or DMARC: a receiver’s failing verdict, or a bounce whose diagnostic names one. */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsMailboxRecipientEspBreakdown: {
        parameters: {
            query?: {
                /** @description The last N days in the workspace’s time zone, today included (default 30). */
                days?: number;
                /** @description First local day (YYYY-MM-DD), with `to`; not with `days`. */
                from?: string;
                /** @description Last local day (YYYY-MM-DD), default today. */
                to?: string;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The mailbox. */
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
                        success: true;
                        /** @description Sent, bounce, reply and inbox figures per recipient mailbox provider (google, microsoft, yahoo, other). */
                        data: {
                            window: {
                                from: string;
                                to: string;
                                days: number;
                                time_zone: string;
                            };
                        } & {
                            [key: string]: unknown;
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
    getInsightsSettings: {
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
                        success: true;
                        data: {
                            /** @description IANA time zone of the daily buckets and the weekday × hour heatmap (default UTC). */
                            time_zone: string;
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
    updateInsightsSettings: {
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
                    /** @description IANA time zone of the daily buckets and the weekday × hour heatmap (default UTC). */
                    time_zone: string;
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
                        success: true;
                        data: {
                            /** @description IANA time zone of the daily buckets and the weekday × hour heatmap (default UTC). */
                            time_zone: string;
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
    getPricingPlans: {
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
                        /** @enum {string} */
                        currency: "usd";
                        plans: {
                            uid: string;
                            name: string;
                            pricing: {
                                /** @description Per month. */
                                monthly: number;
                                /** @description Per year. */
                                yearly: number;
                            };
                            /** @description Mailboxes the plan pays for each month. */
                            included_mailboxes: number;
                            /** @description Monthly price of each further mailbox, per platform. */
                            mailbox_prices: {
                                [key: string]: number;
                            };
                            /** @description The plan of a team without a subscription. */
                            is_default: boolean;
                        }[];
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
            403: {
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
    getWallet: {
        parameters: {
            query?: {
                /** @description A workspace’s own wallet (one whose `use_shared_billing` is false) instead of the team’s. */
                workspace_uid?: string;
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
                        /** @description Everything paid in: credits bought, top-ups, grants. */
                        total_credits: number;
                        /** @description Everything spent: charges less refunds. */
                        credits_used: number;
                        /** @description What the wallet holds: total_credits - credits_used. */
                        credits_remaining: number;
                        auto_topup_enabled: boolean;
                        /** @enum {string} */
                        auto_topup_mode: "threshold";
                        /** @description A charge leaving the balance below this tops it up. */
                        auto_topup_trigger_drops_below: number;
                        /** @description What a top-up adds. */
                        auto_topup_add_credits: number;
                        auto_topup_disabled_reason: string | null;
                        card_on_file: string | null;
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID).
                         */
                        wallet_uid: string;
                        workspace_uid: string | null;
                        /** @description Whether purchases are paid from this wallet now (a workspace wallet is used while its `use_shared_billing` is false). */
                        in_use: boolean;
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
            403: {
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
    addCredits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retrying the request with the same key returns the first answer and buys nothing twice, for 24 hours. The same key with a different request is a 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Credits to add (1 credit = 1 USD), 0.50 to 100,000. */
                    amount: number;
                    /**
                     * @description `checkout` (default): answer with a checkout `url` and `session_id`; the credits land once it is paid (poll Check payment status). `direct_charge`: charge the saved card now; the credits are applied in this answer.
                     * @enum {unknown}
                     */
                    payment_mode?: "checkout" | "direct_charge";
                    /** @description A workspace’s own wallet (one whose `use_shared_billing` is false) instead of the team’s. */
                    workspace_uid?: string;
                    /** @description Where the payer lands after paying (checkout). */
                    success_url?: string;
                    /** @description Where the payer lands after giving up (checkout). */
                    cancel_url?: string;
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
                        /** @description The payment’s id at the provider (`cs_…`, `pi_…`). */
                        session_id: string;
                        /** @enum {unknown} */
                        payment_status: "paid" | "unpaid";
                        /** @description Credits (USD). */
                        amount: number;
                        currency: string;
                        /** @description Turns true once, when the credits are applied. */
                        credits_applied: boolean;
                        /**
                         * @description `open`: waiting for the payer (`error_message` tells a declined attempt); `requires_action`: a second step at `url`; `processing`: accepted, the money arrives later; `paid`; `declined`; `expired`.
                         * @enum {unknown}
                         */
                        status: "open" | "requires_action" | "processing" | "paid" | "declined" | "expired";
                        /** @enum {unknown} */
                        payment_mode: "checkout" | "direct_charge" | "auto_topup";
                        /**
                         * @description What the payment pays for once paid.
                         * @enum {unknown}
                         */
                        purpose: "credits" | "domains" | "mailboxes" | "order";
                        url: string | null;
                        error_message: string | null;
                        expires_at: string | null;
                        paid_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        wallet: {
                            /** @description Everything paid in: credits bought, top-ups, grants. */
                            total_credits: number;
                            /** @description Everything spent: charges less refunds. */
                            credits_used: number;
                            /** @description What the wallet holds: total_credits - credits_used. */
                            credits_remaining: number;
                            auto_topup_enabled: boolean;
                            /** @enum {string} */
                            auto_topup_mode: "threshold";
                            /** @description A charge leaving the balance below this tops it up. */
                            auto_topup_trigger_drops_below: number;
                            /** @description What a top-up adds. */
                            auto_topup_add_credits: number;
                            auto_topup_disabled_reason: string | null;
                            card_on_file: string | null;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            wallet_uid: string;
                            workspace_uid: string | null;
                            /** @description Whether purchases are paid from this wallet now (a workspace wallet is used while its `use_shared_billing` is false). */
                            in_use: boolean;
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
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
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
    getPaymentStatus: {
        parameters: {
            query: {
                /** @description The `session_id` a checkout, Add credits or a purchase answered. */
                session_id: string;
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
                        /** @description The payment’s id at the provider (`cs_…`, `pi_…`). */
                        session_id: string;
                        /** @enum {unknown} */
                        payment_status: "paid" | "unpaid";
                        /** @description Credits (USD). */
                        amount: number;
                        currency: string;
                        /** @description Turns true once, when the credits are applied. */
                        credits_applied: boolean;
                        /**
                         * @description `open`: waiting for the payer (`error_message` tells a declined attempt); `requires_action`: a second step at `url`; `processing`: accepted, the money arrives later; `paid`; `declined`; `expired`.
                         * @enum {unknown}
                         */
                        status: "open" | "requires_action" | "processing" | "paid" | "declined" | "expired";
                        /** @enum {unknown} */
                        payment_mode: "checkout" | "direct_charge" | "auto_topup";
                        /**
                         * @description What the payment pays for once paid.
                         * @enum {unknown}
                         */
                        purpose: "credits" | "domains" | "mailboxes" | "order";
                        url: string | null;
                        error_message: string | null;
                        expires_at: string | null;
                        paid_at: string | null;
                        /** Format: date-time */
                        created_at: string;
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
            403: {
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
    listWalletLogs: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
                limit?: number;
                /** @description Only these kinds, comma-separated: purchase, auto_topup, charge, refund, adjustment. */
                kind?: string;
                /** @description Entries written at or after this time. */
                from?: string;
                /** @description Entries written before this time. */
                to?: string;
                /** @description A workspace’s own wallet (one whose `use_shared_billing` is false) instead of the team’s. */
                workspace_uid?: string;
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
                        logs: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @enum {unknown} */
                            kind: "purchase" | "auto_topup" | "charge" | "refund" | "adjustment";
                            /** @description Signed: positive in, negative out. */
                            amount: number;
                            /** @description The wallet’s balance after this entry. */
                            balance_after: number;
                            description: string;
                            record: {
                                /** @description `domain`, `mailbox`, `order`, `subscription`, `payment`. */
                                type: string;
                                uid: string;
                            } | null;
                            refund_of: string | null;
                            /** @description An API token id, `operator` (CLI) or `system` (a job). */
                            actor: string;
                            /** @description Unique: what makes a retried movement count once. */
                            reference: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
            403: {
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
    updateAutoTopup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** @description Top up when a charge leaves the balance below this many credits. */
                    drops_below?: number;
                    /** @description Credits each top-up adds (0.50 or more). */
                    add_balance?: number;
                    /** @description A workspace’s own wallet (one whose `use_shared_billing` is false) instead of the team’s. */
                    workspace_uid?: string;
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
                        /** @description Everything paid in: credits bought, top-ups, grants. */
                        total_credits: number;
                        /** @description Everything spent: charges less refunds. */
                        credits_used: number;
                        /** @description What the wallet holds: total_credits - credits_used. */
                        credits_remaining: number;
                        auto_topup_enabled: boolean;
                        /** @enum {string} */
                        auto_topup_mode: "threshold";
                        /** @description A charge leaving the balance below this tops it up. */
                        auto_topup_trigger_drops_below: number;
                        /** @description What a top-up adds. */
                        auto_topup_add_credits: number;
                        auto_topup_disabled_reason: string | null;
                        card_on_file: string | null;
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID).
                         */
                        wallet_uid: string;
                        workspace_uid: string | null;
                        /** @description Whether purchases are paid from this wallet now (a workspace wallet is used while its `use_shared_billing` is false). */
                        in_use: boolean;
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
            403: {
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
    getSubscription: {
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
                        current_plan: {
                            name: string;
                            uid: string;
                            /** @enum {unknown} */
                            cycle: "monthly" | "yearly";
                            /** @description What the period costs. */
                            pricing: number;
                            renews_on: string | null;
                            purchased_on: string | null;
                        };
                        subscription: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            plan_uid: string;
                            plan_name: string;
                            /** @enum {unknown} */
                            cycle: "monthly" | "yearly";
                            /** @description What one period costs. */
                            price: number;
                            included_mailboxes: number;
                            /**
                             * @description `past_due`: the renewal could not be paid; it is retried once.
                             * @enum {unknown}
                             */
                            status: "active" | "past_due" | "ended";
                            status_reason: string;
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            purchased_on: string;
                            /** Format: date-time */
                            period_start: string;
                            /** Format: date-time */
                            renews_on: string;
                        } | null;
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
            403: {
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
    changePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A plan of Get pricing plans. */
                    plan_uid: string;
                    /**
                     * @description Default `monthly`.
                     * @enum {unknown}
                     */
                    cycle?: "monthly" | "yearly";
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
                        current_plan: {
                            name: string;
                            uid: string;
                            /** @enum {unknown} */
                            cycle: "monthly" | "yearly";
                            /** @description What the period costs. */
                            pricing: number;
                            renews_on: string | null;
                            purchased_on: string | null;
                        };
                        subscription: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            plan_uid: string;
                            plan_name: string;
                            /** @enum {unknown} */
                            cycle: "monthly" | "yearly";
                            /** @description What one period costs. */
                            price: number;
                            included_mailboxes: number;
                            /**
                             * @description `past_due`: the renewal could not be paid; it is retried once.
                             * @enum {unknown}
                             */
                            status: "active" | "past_due" | "ended";
                            status_reason: string;
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            purchased_on: string;
                            /** Format: date-time */
                            period_start: string;
                            /** Format: date-time */
                            renews_on: string;
                        } | null;
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
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
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
    cancelSubscription: {
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
                        current_plan: {
                            name: string;
                            uid: string;
                            /** @enum {unknown} */
                            cycle: "monthly" | "yearly";
                            /** @description What the period costs. */
                            pricing: number;
                            renews_on: string | null;
                            purchased_on: string | null;
                        };
                        subscription: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            plan_uid: string;
                            plan_name: string;
                            /** @enum {unknown} */
                            cycle: "monthly" | "yearly";
                            /** @description What one period costs. */
                            price: number;
                            included_mailboxes: number;
                            /**
                             * @description `past_due`: the renewal could not be paid; it is retried once.
                             * @enum {unknown}
                             */
                            status: "active" | "past_due" | "ended";
                            status_reason: string;
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            purchased_on: string;
                            /** Format: date-time */
                            period_start: string;
                            /** Format: date-time */
                            renews_on: string;
                        } | null;
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
            403: {
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
    getBillingPortalLink: {
        parameters: {
            query?: {
                /** @description A workspace’s own wallet (one whose `use_shared_billing` is false) instead of the team’s. */
                workspace_uid?: string;
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
                        /** @description Open it in a browser; it is short-lived. */
                        url: string;
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
            403: {
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
    listOrders: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
                limit?: number;
                status?: "queued" | "processing" | "done" | "error";
            };
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
                        orders: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            order_id: string;
                            /**
                             * Format: uuid
                             * @description The same as `order_id`.
                             */
                            id: string;
                            /**
                             * @description `done` once every accepted domain is `completed` or `warning`; `error` when any failed.
                             * @enum {unknown}
                             */
                            status: "queued" | "processing" | "done" | "error";
                            /** @enum {unknown} */
                            payment_type: "wallet" | "checkout";
                            /** @enum {unknown} */
                            payment_status: "paid" | "awaiting_payment" | "unpaid";
                            /** @description USD charged (refused domains cost nothing). */
                            total_cost: number;
                            sequencer_uid: string | null;
                            workspace: {
                                uid: string;
                                name: string;
                            };
                            /** @description Domains accepted. */
                            domains_count: number;
                            /** @description Domains refused up front, not charged. */
                            refused_count: number;
                            domains: {
                                name: string;
                                /** @enum {unknown} */
                                type: "register" | "connect";
                                /** @enum {unknown} */
                                status: "refused" | "queued" | "registering" | "waiting_for_activation" | "creating_mailboxes" | "exporting" | "completed" | "warning" | "error";
                                status_reason: string;
                                registration_years: number;
                                price: number;
                                domain_uid: string | null;
                                domain_status: string | null;
                                mailboxes: {
                                    email: string;
                                    platform: string;
                                    /** @description The mailbox’s own status once bought; before: `queued`, or `refused`. */
                                    status: string;
                                    status_reason: string;
                                    /** @description Its share of the order (the first month). */
                                    price: number;
                                    mailbox_uid: string | null;
                                    export_uid: string | null;
                                }[];
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            completed_at: string | null;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
    placeOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
                /** @description Any unique string (a UUID): retrying the request with the same key returns the first answer and buys nothing twice, for 24 hours. The same key with a different request is a 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domains: {
                        /** @description Fully qualified name. */
                        name: string;
                        /**
                         * @description `register` (default): buy it; `connect`: a domain you own, by nameservers.
                         * @enum {unknown}
                         */
                        type?: "register" | "connect";
                        /** @default 1 */
                        registration_years?: number;
                        /** @description Where the domain’s web visitors are sent. */
                        redirect_url?: string;
                        /** ContactDetails */
                        contact_details?: {
                            first_name: string;
                            last_name: string;
                            /** Format: email */
                            email: string;
                            address_line1: string;
                            address_line2?: string;
                            city: string;
                            /** @description State, province or region. */
                            state: string;
                            /** @description ISO 3166-1 alpha-2 code. */
                            country: string;
                            postal_code: string;
                            /** @description International form: +1.5555550123. */
                            phone?: string;
                            organization?: string;
                        };
                        mailboxes?: {
                            /** @description Given name; may be empty. */
                            first_name: string;
                            /** @description Family name; may be empty. */
                            last_name: string;
                            /** @description Local part. */
                            username?: string;
                            /** @description The full address (at this domain), instead of `username`. */
                            email?: string;
                            /**
                             * @description GOOGLE, MICROSOFT, AZURE or SMTP.
                             * @enum {unknown}
                             */
                            platform: "GOOGLE" | "MICROSOFT" | "AZURE" | "SMTP";
                            /** @description http(s) URL of the profile picture. */
                            profile_pic_url?: string;
                        }[];
                    }[];
                    /** ContactDetails */
                    contact_details?: {
                        first_name: string;
                        last_name: string;
                        /** Format: email */
                        email: string;
                        address_line1: string;
                        address_line2?: string;
                        city: string;
                        /** @description State, province or region. */
                        state: string;
                        /** @description ISO 3166-1 alpha-2 code. */
                        country: string;
                        postal_code: string;
                        /** @description International form: +1.5555550123. */
                        phone?: string;
                        organization?: string;
                    };
                    /**
                     * Format: uuid
                     * @description Export every mailbox of the order to this sequencer of the workspace once it is active.
                     */
                    sequencer_uid?: string;
                    /** @description true (default): charge the wallet now. false: answer with a checkout `url` and `session_id`; the order waits (`payment_status` `awaiting_payment`) until paid, declined or expired. */
                    use_wallet_balance?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
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
                         * @description Public identifier (UUID).
                         */
                        order_id: string;
                        /**
                         * Format: uuid
                         * @description The same as `order_id`.
                         */
                        id: string;
                        /**
                         * @description `done` once every accepted domain is `completed` or `warning`; `error` when any failed.
                         * @enum {unknown}
                         */
                        status: "queued" | "processing" | "done" | "error";
                        /** @enum {unknown} */
                        payment_type: "wallet" | "checkout";
                        /** @enum {unknown} */
                        payment_status: "paid" | "awaiting_payment" | "unpaid";
                        /** @description USD charged (refused domains cost nothing). */
                        total_cost: number;
                        sequencer_uid: string | null;
                        workspace: {
                            uid: string;
                            name: string;
                        };
                        /** @description Domains accepted. */
                        domains_count: number;
                        /** @description Domains refused up front, not charged. */
                        refused_count: number;
                        domains: {
                            name: string;
                            /** @enum {unknown} */
                            type: "register" | "connect";
                            /** @enum {unknown} */
                            status: "refused" | "queued" | "registering" | "waiting_for_activation" | "creating_mailboxes" | "exporting" | "completed" | "warning" | "error";
                            status_reason: string;
                            registration_years: number;
                            price: number;
                            domain_uid: string | null;
                            domain_status: string | null;
                            mailboxes: {
                                email: string;
                                platform: string;
                                /** @description The mailbox’s own status once bought; before: `queued`, or `refused`. */
                                status: string;
                                status_reason: string;
                                /** @description Its share of the order (the first month). */
                                price: number;
                                mailbox_uid: string | null;
                                export_uid: string | null;
                            }[];
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        completed_at: string | null;
                        /** @description The checkout page (checkout only). */
                        url?: string;
                        /** @description Check payment status with it. */
                        session_id?: string;
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
            402: {
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
    getOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The order’s `order_id`. */
                id: string;
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
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID).
                         */
                        order_id: string;
                        /**
                         * Format: uuid
                         * @description The same as `order_id`.
                         */
                        id: string;
                        /**
                         * @description `done` once every accepted domain is `completed` or `warning`; `error` when any failed.
                         * @enum {unknown}
                         */
                        status: "queued" | "processing" | "done" | "error";
                        /** @enum {unknown} */
                        payment_type: "wallet" | "checkout";
                        /** @enum {unknown} */
                        payment_status: "paid" | "awaiting_payment" | "unpaid";
                        /** @description USD charged (refused domains cost nothing). */
                        total_cost: number;
                        sequencer_uid: string | null;
                        workspace: {
                            uid: string;
                            name: string;
                        };
                        /** @description Domains accepted. */
                        domains_count: number;
                        /** @description Domains refused up front, not charged. */
                        refused_count: number;
                        domains: {
                            name: string;
                            /** @enum {unknown} */
                            type: "register" | "connect";
                            /** @enum {unknown} */
                            status: "refused" | "queued" | "registering" | "waiting_for_activation" | "creating_mailboxes" | "exporting" | "completed" | "warning" | "error";
                            status_reason: string;
                            registration_years: number;
                            price: number;
                            domain_uid: string | null;
                            domain_status: string | null;
                            mailboxes: {
                                email: string;
                                platform: string;
                                /** @description The mailbox’s own status once bought; before: `queued`, or `refused`. */
                                status: string;
                                status_reason: string;
                                /** @description Its share of the order (the first month). */
                                price: number;
                                mailbox_uid: string | null;
                                export_uid: string | null;
                            }[];
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        completed_at: string | null;
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
    connectCloudflareDomains: {
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
                    auth_type: "api_token" | "global_api_key";
                    /** @description The API token (Zone:Read + DNS:Edit), or the Global API Key. */
                    api_token: string;
                    /** @description The account’s email: required with a Global API Key. */
                    email?: string;
                    /** @description Zones to connect. */
                    domains?: string[];
                    /** @description Connect every zone (not with domains). */
                    connect_all?: boolean;
                    /** @description Check each zone for conflicting mail records first (default true). */
                    validateDNS?: boolean;
                    /** @description Connect zones with conflicting mail records; Mailwright’s replace them. */
                    overwrite_conflicts?: boolean;
                    /** @description A name for the credential. */
                    label?: string;
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
                        connected_count: number;
                        reconnected_count: number;
                        failed_count: number;
                        skipped_count: number;
                        domains: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            status: string;
                            reconnected: boolean;
                        }[];
                        skipped: {
                            name: string;
                            reason: "already_connected" | "already_exists";
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            domain_uid: string;
                        }[];
                        results: {
                            zone_name: string;
                            success: boolean;
                            error: string | null;
                            /** CloudflareDnsConflict */
                            dns_conflict: {
                                has_conflict: boolean;
                                /** @description The customer’s records that compete with Mailwright’s mail records. */
                                records: {
                                    type: string;
                                    name: string;
                                    content: string;
                                }[];
                                labels: ("MX" | "SPF" | "DKIM" | "DMARC")[];
                                message: string;
                            };
                        }[];
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
    listCloudflareDomains: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
                limit?: number;
            };
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
                        domains: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            status_reason: string;
                            /** @enum {string} */
                            connection_mode: "cloudflare";
                            /** @enum {string} */
                            connection_type: "connected";
                            /** @description `invalid` once Cloudflare refuses the stored credential; connect again to fix. */
                            credential_status: "valid" | "invalid";
                            assigned_mailboxes: number;
                            available_mailboxes: number;
                            /** @description The zone’s nameservers at Cloudflare. */
                            nameservers: string[];
                            dns_propagation_status: string;
                            nameserver_match_status: string;
                            /** @description Cloudflare’s zone id. */
                            zone_id: string;
                            account_name: string;
                            overwrite_conflicts: boolean;
                            dns_conflict: {
                                has_conflict: boolean;
                                /** @description The customer’s records that compete with Mailwright’s mail records. */
                                records: {
                                    type: string;
                                    name: string;
                                    content: string;
                                }[];
                                labels: ("MX" | "SPF" | "DKIM" | "DMARC")[];
                                message: string;
                            } | null;
                            connected_at: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
    listCloudflareZones: {
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
                        account: {
                            id: string;
                            name: string;
                        };
                        /** @description `invalid` once Cloudflare refuses the stored credential; connect again to fix. */
                        credential_status: "valid" | "invalid";
                        zones: {
                            id: string;
                            name: string;
                            /** @description Cloudflare’s: `active`, `pending` … */
                            status: string;
                            name_servers: string[];
                            account_name: string;
                            already_connected: boolean;
                            /** @description Connected here before and disconnected: connect reconnects it. */
                            reconnectable: boolean;
                            domain_uid: string | null;
                        }[];
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
    disconnectCloudflareDomain: {
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
                    /** @description Name or uid. */
                    domain: string;
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
                        domain: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            previous_status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            new_status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
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
    getCloudflareDomain: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description Name or uid. */
                domain: string;
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
                        /** CloudflareDomain */
                        domain: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            status_reason: string;
                            /** @enum {string} */
                            connection_mode: "cloudflare";
                            /** @enum {string} */
                            connection_type: "connected";
                            /** @description `invalid` once Cloudflare refuses the stored credential; connect again to fix. */
                            credential_status: "valid" | "invalid";
                            assigned_mailboxes: number;
                            available_mailboxes: number;
                            /** @description The zone’s nameservers at Cloudflare. */
                            nameservers: string[];
                            dns_propagation_status: string;
                            nameserver_match_status: string;
                            /** @description Cloudflare’s zone id. */
                            zone_id: string;
                            account_name: string;
                            overwrite_conflicts: boolean;
                            dns_conflict: {
                                has_conflict: boolean;
                                /** @description The customer’s records that compete with Mailwright’s mail records. */
                                records: {
                                    type: string;
                                    name: string;
                                    content: string;
                                }[];
                                labels: ("MX" | "SPF" | "DKIM" | "DMARC")[];
                                message: string;
                            } | null;
                            connected_at: string;
                            created_at: string;
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
    listVerifiedDestinations: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 2000000 (default 1). */
                page?: number;
                /** @description Page size, 1 to 500 (default 10). */
                limit?: number;
                status?: "pending" | "verified";
                type?: "email" | "domain";
            };
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
                        destinations: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description `email`: one address; `domain`: every address at the domain. */
                            type: "email" | "domain";
                            /** @description The address or domain, lowercase. */
                            destination: string;
                            status: "pending" | "verified";
                            /** @description How it was verified: a code sent to the address, a TXT record of the domain, or `grandfathered` (already in use for forwarding when verification began). Null while pending. */
                            verification_method: ("code" | "dns_txt" | "grandfathered") | null;
                            /** @description A domain: the TXT record to publish before Verify. Null for an address. */
                            dns_record: {
                                /** @enum {string} */
                                type: "TXT";
                                /** @description The full name: `_mailwright-verify.<domain>`. */
                                host: string;
                                value: string;
                            } | null;
                            code_expires_at: string | null;
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        /** @description Number of matching items (as `pagination.total`). */
                        total: number;
                        /** @description Echo of the requested page (as `pagination.page`). */
                        page: number;
                        /** @description The same as `page`: the real service’s name. */
                        current_page: number;
                        /** @description ceil(total / limit): loop while page < pages. */
                        pages: number;
                        /** @description Echo of the requested limit (as `pagination.limit`). */
                        limit: number;
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
    addVerifiedDestination: {
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
                    /** @description An address to verify by a code sent to it. */
                    email?: string;
                    /** @description A domain to verify by a TXT record: every address at it may then be forwarded to. */
                    domain?: string;
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
                        destination: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description `email`: one address; `domain`: every address at the domain. */
                            type: "email" | "domain";
                            /** @description The address or domain, lowercase. */
                            destination: string;
                            status: "pending" | "verified";
                            /** @description How it was verified: a code sent to the address, a TXT record of the domain, or `grandfathered` (already in use for forwarding when verification began). Null while pending. */
                            verification_method: ("code" | "dns_txt" | "grandfathered") | null;
                            /** @description A domain: the TXT record to publish before Verify. Null for an address. */
                            dns_record: {
                                /** @enum {string} */
                                type: "TXT";
                                /** @description The full name: `_mailwright-verify.<domain>`. */
                                host: string;
                                value: string;
                            } | null;
                            code_expires_at: string | null;
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
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
    verifyDestination: {
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
                     * Format: uuid
                     * @description The destination (from Add or List).
                     */
                    uid: string;
                    /** @description An address: the code sent to it. */
                    code?: string;
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
                        destination: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description `email`: one address; `domain`: every address at the domain. */
                            type: "email" | "domain";
                            /** @description The address or domain, lowercase. */
                            destination: string;
                            status: "pending" | "verified";
                            /** @description How it was verified: a code sent to the address, a TXT record of the domain, or `grandfathered` (already in use for forwarding when verification began). Null while pending. */
                            verification_method: ("code" | "dns_txt" | "grandfathered") | null;
                            /** @description A domain: the TXT record to publish before Verify. Null for an address. */
                            dns_record: {
                                /** @enum {string} */
                                type: "TXT";
                                /** @description The full name: `_mailwright-verify.<domain>`. */
                                host: string;
                                value: string;
                            } | null;
                            code_expires_at: string | null;
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
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
    removeVerifiedDestination: {
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
                     * Format: uuid
                     * @description The destination to remove.
                     */
                    uid: string;
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
                        destination: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            /** @description `email`: one address; `domain`: every address at the domain. */
                            type: "email" | "domain";
                            /** @description The address or domain, lowercase. */
                            destination: string;
                            status: "pending" | "verified";
                            /** @description How it was verified: a code sent to the address, a TXT record of the domain, or `grandfathered` (already in use for forwarding when verification began). Null while pending. */
                            verification_method: ("code" | "dns_txt" | "grandfathered") | null;
                            /** @description A domain: the TXT record to publish before Verify. Null for an address. */
                            dns_record: {
                                /** @enum {string} */
                                type: "TXT";
                                /** @description The full name: `_mailwright-verify.<domain>`. */
                                host: string;
                                value: string;
                            } | null;
                            code_expires_at: string | null;
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
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
    createWorkspaceAlias: {
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
                    /** @description Only the team’s admins see and use the workspace; to other members it does not exist (default false). */
                    admins_only?: boolean;
                    /** @description true (the default): purchases in this workspace are paid from the team’s wallet; false: from the workspace’s own wallet (see the Billing operations, `workspace_uid`). */
                    use_shared_billing?: boolean;
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
                            /** @description When true, only the team’s admins see and use this workspace. */
                            admins_only: boolean;
                            /** @description true (the default): purchases in this workspace are paid from the team’s wallet; false: from the workspace’s own wallet (see the Billing operations, `workspace_uid`). */
                            use_shared_billing: boolean;
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
            403: {
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
    updateWorkspaceWebhookByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record’s uid. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Taken from the path (a value sent here is replaced by it).
                     */
                    uid?: string;
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
    checkNameserversPropagation: {
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
                    /** @description Names of the workspace’s domains to check now. */
                    domains: string[];
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
                        result: {
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                            /**
                             * @description Domain status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "cart" | "registration_in_progress" | "dns_setup_pending" | "waiting_for_dns_propagation" | "active" | "inactive" | "payment_failed" | "cancelled" | "deleted" | "registration_failed" | "expired_propagation" | "scheduled_for_deletion";
                            /** @description Resolvers see the domain delegated to our nameservers. */
                            propagated: boolean;
                            nameservers: string[];
                            actual_nameservers: string[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
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
    getMailboxByPath: {
        parameters: {
            query?: {
                /** @description Taken from the path (a value sent here is replaced by it). */
                uid?: string;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The record’s uid. */
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
                        /** Mailbox */
                        mailbox: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        /** @description Internal identifier. */
                        _id: string;
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                         */
                        uid: string;
                        /** @description `<username>@<domain_name>`. */
                        email: string;
                        /** @description Local part, lowercase. */
                        username: string;
                        domain_name: string;
                        /** @description uid of its domain (List domains). */
                        domain_uid: string;
                        /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                        domain_id: string;
                        /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                        workspace_id: string;
                        first_name: string;
                        last_name: string;
                        /** @description URL, or empty. */
                        profile_picture: string;
                        /** @description HTML signature, or empty. */
                        signature: string;
                        /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                        forwarding_email: string;
                        /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                        platform: string;
                        /**
                         * @description Mailbox status (docs/lifecycles.md).
                         * @enum {unknown}
                         */
                        status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                        previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                        /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                        status_reason: string;
                        /** @description Admin of its workspace / tenant (the domain’s first). */
                        is_admin: boolean;
                        /** @description Added to a workspace / tenant that already existed. */
                        is_add_on: boolean;
                        renewal_date: string | null;
                        /** @enum {string} */
                        renewal_cycle: "monthly";
                        /** @enum {unknown} */
                        renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                        cancel_at: string | null;
                        tags: {
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID).
                             */
                            uid: string;
                            name: string;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
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
    updateMailboxByPath: {
        parameters: {
            query?: never;
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The record’s uid. */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Taken from the path (a value sent here is replaced by it).
                     */
                    uid?: string;
                    /** @description Given name; may be empty. */
                    first_name?: string;
                    /** @description Family name; may be empty. */
                    last_name?: string;
                    /** @description A new local part: renames the address (`user_name@domain`) exactly as Change username does. */
                    user_name?: string;
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
                        /** Mailbox */
                        mailbox: {
                            /** @description Internal identifier. */
                            _id: string;
                            /**
                             * Format: uuid
                             * @description Public identifier (UUID): the `data.mailbox.uid` of its events.
                             */
                            uid: string;
                            /** @description `<username>@<domain_name>`. */
                            email: string;
                            /** @description Local part, lowercase. */
                            username: string;
                            domain_name: string;
                            /** @description uid of its domain (List domains). */
                            domain_uid: string;
                            /** @description Internal identifier of its domain (`data.metadata.domain_id` of its events). */
                            domain_id: string;
                            /** @description Internal identifier of its workspace (`data.metadata.workspace_id` of its events). */
                            workspace_id: string;
                            first_name: string;
                            last_name: string;
                            /** @description URL, or empty. */
                            profile_picture: string;
                            /** @description HTML signature, or empty. */
                            signature: string;
                            /** @description Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs). */
                            forwarding_email: string;
                            /** @description GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added. */
                            platform: string;
                            /**
                             * @description Mailbox status (docs/lifecycles.md).
                             * @enum {unknown}
                             */
                            status: "pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted";
                            previous_status: ("pending" | "processing" | "waiting_for_dns_propagation" | "waiting_for_activation_email" | "activation_email_received" | "configuring_workspace" | "configuring_dns" | "configuring_dkim" | "configuring_auth" | "finalizing_setup" | "active" | "inactive" | "scheduled" | "suspended" | "failed" | "renewal_failed" | "scheduled_for_cancellation" | "cancelled" | "archived" | "deleted") | null;
                            /** @description Why the mailbox failed, was suspended, disabled or ended; empty otherwise. */
                            status_reason: string;
                            /** @description Admin of its workspace / tenant (the domain’s first). */
                            is_admin: boolean;
                            /** @description Added to a workspace / tenant that already existed. */
                            is_add_on: boolean;
                            renewal_date: string | null;
                            /** @enum {string} */
                            renewal_cycle: "monthly";
                            /** @enum {unknown} */
                            renewal_status: "na" | "pending" | "completed" | "failed" | "cancelled" | "permanent_failure";
                            cancel_at: string | null;
                            tags: {
                                /**
                                 * Format: uuid
                                 * @description Public identifier (UUID).
                                 */
                                uid: string;
                                name: string;
                            }[];
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
    showMailboxCredentialsByPath: {
        parameters: {
            query?: {
                /** @description Taken from the path (a value sent here is replaced by it). */
                uid?: string;
                /** @description The mailbox’s address (username@domain); or send `uid`. */
                email?: string;
            };
            header: {
                /** @description uid of the workspace to act in (see List workspaces). */
                "x-workspace-id": string;
            };
            path: {
                /** @description The record’s uid. */
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
                        /**
                         * Format: uuid
                         * @description Public identifier (UUID).
                         */
                        uid: string;
                        email: string;
                        /** @description Main login password, plaintext. */
                        password: string;
                        /** @description Application-specific password (SMTP/IMAP login), plaintext. */
                        app_password: string;
                        /** @description Base32 TOTP (2FA) secret, plaintext; empty on platforms without 2FA. */
                        secret: string;
                        smtp: {
                            host: string;
                            port: number;
                            /** @description The login: the mailbox address. */
                            username: string;
                            /** @description The login’s password: the app password, plaintext. */
                            password: string;
                        };
                        imap: {
                            host: string;
                            port: number;
                            /** @description The login: the mailbox address. */
                            username: string;
                            /** @description The login’s password: the app password, plaintext. */
                            password: string;
                        };
                        /** @description The same as `smtp.host` (the real service’s flat fields). */
                        smtp_host: string;
                        /** @description The same as `smtp.port`. */
                        smtp_port: number;
                        /** @description The same as `smtp.username`. */
                        smtp_username: string;
                        /** @description The same as `imap.host`. */
                        imap_host: string;
                        /** @description The same as `imap.port`. */
                        imap_port: number;
                        /** @description The same as `imap.username`. */
                        imap_username: string;
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
}
