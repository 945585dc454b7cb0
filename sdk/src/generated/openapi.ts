/**
 * Generated from the service's OpenAPI document by `npm run sdk:generate` (openapi-typescript).
 * Do not edit: a unit test fails when this file differs from what the routes generate.
 */

export interface paths {
    "/api/channels/{channel}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Platform verification handshake
         * @description Answers `hub.challenge` as plain text when `hub.mode` is `subscribe` and `hub.verify_token` equals the channel's verify token (CHATAPP_VERIFY_TOKEN, PHOTOAPP_VERIFY_TOKEN or SOCIALCHAT_VERIFY_TOKEN); 403 otherwise.
         */
        get: operations["channels.webhook.verify"];
        put?: never;
        /**
         * Messaging callbacks: messages, statuses and receipts, postbacks, reactions, referrals, template reviews
         * @description The platform's webhook body, verified with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the channel's app secret: CHATAPP_APP_SECRET, PHOTOAPP_APP_SECRET or SOCIALCHAT_APP_SECRET; 401 on mismatch). chatapp: the Cloud API's `whatsapp_business_account` body, routed by `metadata.phone_number_id`, with message statuses and template status, quality and category changes; photoapp and socialchat: `object` "instagram" or "page", each entry routed by its account id. Idempotent on the platform message id; stored before the answer (chatapp: `queued` when the callback went to the durable inbox under load).
         */
        post: operations["channels.webhook.receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description 200 once the database answers.
         */
        get: operations["health.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description Public: the link's token is the credential. Ends every session of the person. An unknown token is a 404; a used, replaced or expired one a 409 with details.reason.
         */
        post: operations["auth.resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange email and password for a short-lived JWT
         * @description The JWT is accepted as `Authorization: Bearer <jwt>`; the user's role decides its scopes. Limited to 10 attempts a minute per address and email.
         */
        post: operations["auth.token.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/botchat/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text, photo or document with an optional inline or reply keyboard
         * @description Goes to the Bot API as sendMessage, sendPhoto or sendDocument (`{ chat_id, text | photo | document, caption, parse_mode, reply_markup }`). A bot may only write to customers who started a chat with it: a `to` that never wrote is 409 CONFLICT with `details.reason: "window_closed"`. A customer who blocked the bot is 409 `recipient_unavailable`; a platform refusal answers the mapped error with `details.messageId`.
         *
         *     Scope: `messages:send`.
         */
        post: operations["botchat.send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{channel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's connection (never the access token)
         * @description Scope: `channels:read`.
         */
        get: operations["channels.get"];
        /**
         * Connect a channel live with the platform's ids and access token (replaces the sandbox)
         * @description chatapp: `{ phoneNumberId, wabaId, displayPhoneNumber?, catalogId?, accessToken }` (the display number is read from the platform when left out); photoapp: `{ pageId, instagramAccountId?, accessToken }` (the Instagram professional account is read from the page when left out); socialchat: `{ pageId, accessToken }`. The token is tried against the platform first; a refusal is a 400 naming accessToken and nothing is stored. An account connected to another company is a 409. The token is stored encrypted (AES-256-GCM) and never returned.
         *
         *     Scope: `channels:write`.
         */
        put: operations["channels.connect"];
        post?: never;
        /**
         * Disconnect a channel (conversations and messages stay)
         * @description Scope: `channels:write`.
         */
        delete: operations["channels.disconnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{channel}/sandbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch a channel to the built-in sandbox (forgets a live token)
         * @description Scope: `channels:write`.
         */
        post: operations["channels.useSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{channel}/sandbox/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: a customer writes (the same inbound path as platform callbacks)
         * @description `from` is the customer's platform id (any digits; on chatapp the phone number); `payload` makes the message a quick-reply tap (photoapp, socialchat). 409 unless the channel's connection is the sandbox.
         *
         *     Scope: `messages:send`.
         */
        post: operations["channels.sandbox.simulateInbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{channel}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a channel's connection with a cheap platform call
         * @description The result is stored as the connection's health.
         *
         *     Scope: `channels:write`.
         */
        post: operations["channels.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/analytics/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per agent: messages, conversations and response times
         * @description Range: startDate and endDate together (dates in the company's time zone, both included), or days for the trailing N days ending today (ignored when both dates are given); neither is all time. Every channel unless `channel` narrows it. Figures come from rollups folded about once a minute.
         *
         *     Scope: `analytics:read`.
         */
        get: operations["analytics.agents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/analytics/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Breakdown by channel
         * @description Range: startDate and endDate together (dates in the company's time zone, both included), or days for the trailing N days ending today (ignored when both dates are given); neither is all time. Every channel unless `channel` narrows it. Figures come from rollups folded about once a minute.
         *
         *     Scope: `analytics:read`.
         */
        get: operations["analytics.channels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/analytics/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conversations opened and resolved, and by status
         * @description Range: startDate and endDate together (dates in the company's time zone, both included), or days for the trailing N days ending today (ignored when both dates are given); neither is all time. Every channel unless `channel` narrows it. Figures come from rollups folded about once a minute.
         *
         *     Scope: `analytics:read`.
         */
        get: operations["analytics.conversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/analytics/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message volume per day or month
         * @description Range: startDate and endDate together (dates in the company's time zone, both included), or days for the trailing N days ending today (ignored when both dates are given); neither is all time. Every channel unless `channel` narrows it. Figures come from rollups folded about once a minute.
         *
         *     Scope: `analytics:read`.
         */
        get: operations["analytics.messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/analytics/messages/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message rates over time and against the previous period
         * @description Range: startDate and endDate together (dates in the company's time zone, both included), or days for the trailing N days ending today (ignored when both dates are given); neither is all time. Every channel unless `channel` narrows it. Figures come from rollups folded about once a minute.
         *
         *     Scope: `analytics:read`.
         */
        get: operations["analytics.trends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/analytics/response-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * First response and resolution times: median, p90 and distribution
         * @description Range: startDate and endDate together (dates in the company's time zone, both included), or days for the trailing N days ending today (ignored when both dates are given); neither is all time. Every channel unless `channel` narrows it. Figures come from rollups folded about once a minute.
         *
         *     Scope: `analytics:read`.
         */
        get: operations["analytics.responseTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages, rates, conversations and response times over a range
         * @description Range: startDate and endDate together (dates in the company's time zone, both included), or days for the trailing N days ending today (ignored when both dates are given); neither is all time. Every channel unless `channel` narrows it. Figures come from rollups folded about once a minute.
         *
         *     Scope: `analytics:read`.
         */
        get: operations["analytics.summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/analytics/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Template performance: sent, delivered, read, replied, failed
         * @description Range: startDate and endDate together (dates in the company's time zone, both included), or days for the trailing N days ending today (ignored when both dates are given); neither is all time. Every channel unless `channel` narrows it. Figures come from rollups folded about once a minute.
         *
         *     Scope: `analytics:read`.
         */
        get: operations["analytics.templates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaigns, newest first
         * @description Scope: `campaigns:read`.
         */
        get: operations["chatapp.campaigns.list"];
        put?: never;
        /**
         * Create a campaign (a DRAFT, or SCHEDULED with a future scheduledAt)
         * @description templateId must name an APPROVED template of the company (409 otherwise). The audience is checked (tags, contacts and batches must be the company's) but materialised only when the campaign runs.
         *
         *     Scope: `campaigns:write`.
         */
        post: operations["chatapp.campaigns.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaign with its recipient counts
         * @description Scope: `campaigns:read`.
         */
        get: operations["chatapp.campaigns.get"];
        /**
         * Update a DRAFT or SCHEDULED campaign
         * @description A future scheduledAt makes it SCHEDULED, null a DRAFT. A campaign in another state answers 409 CONFLICT with `details.status` (the current state) and `details.allowed`.
         *
         *     Scope: `campaigns:write`.
         */
        put: operations["chatapp.campaigns.update"];
        post?: never;
        /**
         * Delete a campaign that is not RUNNING, with its recipients
         * @description Messages already sent stay in their conversations. A campaign in another state answers 409 CONFLICT with `details.status` (the current state) and `details.allowed`.
         *
         *     Scope: `campaigns:write`.
         */
        delete: operations["chatapp.campaigns.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/{id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clicks on the campaign's tracked URL buttons
         * @description URL buttons whose template URL is this service's link address (`<APP_URL>/r/{{1}}`) are tracked per recipient; other buttons are listed under `untracked` with the reason.
         *
         *     Scope: `campaigns:read`.
         */
        get: operations["chatapp.campaigns.analytics.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a campaign that has not finished
         * @description PENDING recipients become SKIPPED; the campaign becomes CANCELLED. A campaign in another state answers 409 CONFLICT with `details.status` (the current state) and `details.allowed`.
         *
         *     Scope: `campaigns:write`.
         */
        post: operations["chatapp.campaigns.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress: counts per recipient status, current send rate and ETA
         * @description Scope: `campaigns:read`.
         */
        get: operations["chatapp.campaigns.details.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a RUNNING campaign
         * @description No new recipient is claimed after this answers; sends already claimed (at most a second's worth) finish. A campaign in another state answers 409 CONFLICT with `details.status` (the current state) and `details.allowed`.
         *
         *     Scope: `campaigns:write`.
         */
        post: operations["chatapp.campaigns.pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a campaign's recipients
         * @description Scope: `campaigns:read`.
         */
        get: operations["chatapp.campaigns.recipients.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a PAUSED campaign
         * @description Sending continues at the campaign's pace. A campaign in another state answers 409 CONFLICT with `details.status` (the current state) and `details.allowed`.
         *
         *     Scope: `campaigns:write`.
         */
        post: operations["chatapp.campaigns.resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send again to failed recipients
         * @description FAILED recipients (only recipientIds, or only failureCategories, when given) go back to PENDING and the campaign runs again. Allowed on RUNNING, PAUSED, COMPLETED and FAILED campaigns. A campaign in another state answers 409 CONFLICT with `details.status` (the current state) and `details.allowed`.
         *
         *     Scope: `campaigns:write`.
         */
        post: operations["chatapp.campaigns.retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start sending a DRAFT or SCHEDULED campaign now
         * @description Materialises the recipients (de-duplicated by phone, opted-out contacts left out) and moves the campaign to RUNNING; emits campaign.started. An audience that leaves nobody completes at once. A campaign in another state answers 409 CONFLICT with `details.status` (the current state) and `details.allowed`.
         *
         *     Scope: `campaigns:write`.
         */
        post: operations["chatapp.campaigns.run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/{id}/timeseries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sent, delivered, read, failed and replied per minute or hour
         * @description Scope: `campaigns:read`.
         */
        get: operations["chatapp.campaigns.timeseries.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/import-audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an audience list: match contacts by phone, create the missing ones
         * @description Up to 50,000 rows per call. Phones are normalised (defaultCountryCode for local numbers) and matched to contacts; with createMissing (default true) unknown phones become contacts and unknown tag names become tags. Matched contacts keep their fields; the row's tags are added. Bad rows come back in `rejected` with the reason; the rest form the batch.
         *
         *     Scope: `campaigns:write`.
         */
        post: operations["chatapp.campaigns.importAudience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/campaigns/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Audience size, exclusions and estimated cost, without creating anything
         * @description Cost is audienceSize times the company's rate for the template's category (PATCH /api/v1/company `messageRates`).
         *
         *     Scope: `campaigns:read`.
         */
        post: operations["chatapp.campaigns.preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload media for sends; answers { mediaId }
         * @description `mediaUrl` is fetched by the service (public addresses only, no redirects, 10 s, the platform's size limit for the type) or send `base64` with `mimeType`. Limits: image 5 MB (jpeg, png), video 16 MB (mp4, 3gpp), audio 16 MB, document 100 MB.
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.media.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/media/upload-for-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a header or card sample for review; answers a media handle
         * @description The platform's resumable upload (`POST /{app-id}/uploads`, then the bytes to the upload session). The handle goes in `headerExample` or `carouselCards[].headerMediaHandle`; it is for review only, sends use media ids (PATCH .../media).
         *
         *     Scope: `templates:write`.
         */
        post: operations["chatapp.media.uploadForTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/{messageId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an inbound message read (the customer sees blue ticks)
         * @description 409 for outbound messages.
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/buttons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send up to three reply buttons
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendButtons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the catalog message
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendCatalog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/catalog-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a product or service card from the store catalog, in Arabic or English
         * @description The conversation names the recipient. 404 when the item is not an active product or service of the company. Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendCatalogCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one contact card
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send contact cards
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/cta-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a call-to-action URL button
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendCtaUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a list message
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a location pin
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/location-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the customer to share their location
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendLocationRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an image, video, audio or document
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one product from the platform catalog
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/product-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send up to 30 products in up to 10 sections
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a template message (allowed outside the window)
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/template/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a template send for its recipient, without sending
         * @description Takes the send's own body and runs the send's own preparation (the stored APPROVED template, the recipient's contact found by `conversationId` or `to`, the saved variable mapping) without sending or storing anything. `text` is what the customer will read; each body variable says its `value` and `status`: `filled` from the contact's own data, `fallback` when it is the mapping's static text (the same for every contact), `missing` when it would come out empty, which the send refuses (409 `variable_unfilled`) unless its value is given in a body component. A body component given here wins, as it does in the send (`source: given`). `problems` lists what else the send would refuse (a header variable, media not attached, a dynamic link ending); `ready` is true when the send would go through. 404 when the template is not stored, 409 when it is not APPROVED, as in the send.
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.template.preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/messages/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text message
         * @description Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: "window_requires_template"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.messages.sendText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/sandbox/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: a customer writes (the same inbound path as platform callbacks)
         * @description The same as POST /api/v1/channels/chatapp/sandbox/inbound. 409 unless the company's chatapp connection is the sandbox.
         *
         *     Scope: `messages:send`.
         */
        post: operations["chatapp.sandbox.simulateInbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message and conversation totals of all time
         * @description Scope: `analytics:read`.
         */
        get: operations["analytics.stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List templates (filter by status, category, language, name)
         * @description Scope: `templates:read`.
         */
        get: operations["chatapp.templates.list"];
        put?: never;
        /**
         * Create a template and submit it for review
         * @description Lints the template (400 with one `details.fields` entry per problem, as `POST .../validate` reports them), stores it as PENDING and submits it to the platform (`POST /{waba-id}/message_templates`). The review result arrives by the platform's status callback, or through `POST .../sync`. A name already used in that language is one of the 400 problems (`name`).
         *
         *     Scope: `templates:write`.
         */
        post: operations["chatapp.templates.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/templates/{template}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a template with its status history
         * @description `{template}` is the template's **id**.
         *
         *     Scope: `templates:read`.
         */
        get: operations["chatapp.templates.get"];
        put?: never;
        post?: never;
        /**
         * Delete every language of a template, on the platform and here
         * @description `{template}` is the template's **name**: the operation covers every language of it. 409 CONFLICT (`reason: template_in_use`, with the campaigns) while a campaign names one of its languages; nothing is deleted then.
         *
         *     Scope: `templates:write`.
         */
        delete: operations["chatapp.templates.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/templates/{template}/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace the variable mapping (the platform is not called)
         * @description `{template}` is the template's **name**: the operation covers every language of it. Checked against each language variant's body variables; `language` limits the change to one variant.
         *
         *     Scope: `templates:write`.
         */
        patch: operations["chatapp.templates.mapping.update"];
        trace?: never;
    };
    "/api/v1/chatapp/templates/{template}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Attach the media sent with every send (header, carousel cards)
         * @description `{template}` is the template's **id**. A template with a media header (or carousel cards) and no media attached cannot be sent: attach it with PATCH .../{template}/media, or give the header in the send's components.
         *
         *     Scope: `templates:write`.
         */
        patch: operations["chatapp.templates.attachMedia"];
        trace?: never;
    };
    "/api/v1/chatapp/templates/{template}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery ledger of a template: counts by status and every send
         * @description `{template}` is the template's **name**: the operation covers every language of it.
         *
         *     Scope: `templates:read`.
         */
        get: operations["chatapp.templates.usage.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/templates/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync templates and their review status from the platform
         * @description Pages through the platform's template list: updates status (kept as history), quality and rejection reason, and imports templates created outside the service.
         *
         *     Scope: `templates:write`.
         */
        post: operations["chatapp.templates.sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chatapp/templates/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lint a template without creating it
         * @description Runs every rule that create runs before anything is sent (except name uniqueness) and answers 200 with `valid` and one `{path, message}` per problem, e.g. `buttons.2.text`. The template builder calls it as the user types.
         *
         *     Scope: `templates:write`.
         */
        post: operations["chatapp.templates.validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's company profile
         * @description Scope: `authenticated`.
         */
        get: operations["company.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the company profile and its marketing-consent keywords and replies
         * @description Scope: `company:write`.
         *
         *     API tokens are refused (401).
         */
        patch: operations["company.update"];
        trace?: never;
    };
    "/api/v1/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contacts with filters, sorting and pages
         * @description `pagination.total` is exact up to 10,000 matches; beyond that it is an estimate and `totalIsExact` is false.
         *
         *     Scope: `contacts:read`.
         */
        get: operations["contacts.list"];
        put?: never;
        /**
         * Create a contact
         * @description 409 CONFLICT when another contact of the company has the same phone.
         *
         *     Scope: `contacts:write`.
         */
        post: operations["contacts.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contact
         * @description Scope: `contacts:read`.
         */
        get: operations["contacts.get"];
        /**
         * Update a contact (fields left out are unchanged)
         * @description `customFields` is merged: keys set to null are removed. `tagIds`, when given, replaces the contact's tags.
         *
         *     Scope: `contacts:write`.
         */
        put: operations["contacts.update"];
        post?: never;
        /**
         * Delete a contact with its timeline, tags, conversations and messages
         * @description Scope: `contacts:write`.
         */
        delete: operations["contacts.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Assign a contact to an agent (null unassigns)
         * @description Scope: `contacts:write`.
         */
        patch: operations["contacts.assign"];
        trace?: never;
    };
    "/api/v1/contacts/{id}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Append a note to a contact
         * @description Scope: `contacts:write`.
         */
        post: operations["contacts.addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/{id}/stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a contact's lifecycle stage
         * @description Scope: `contacts:write`.
         */
        patch: operations["contacts.setStage"];
        trace?: never;
    };
    "/api/v1/contacts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a contact's status
         * @description Scope: `contacts:write`.
         */
        patch: operations["contacts.setStatus"];
        trace?: never;
    };
    "/api/v1/contacts/{id}/tags/{tagId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a tag to a contact (idempotent)
         * @description Scope: `contacts:write`.
         */
        post: operations["contacts.addTag"];
        /**
         * Remove a tag from a contact (idempotent)
         * @description Scope: `contacts:write`.
         */
        delete: operations["contacts.removeTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contact's timeline, newest first
         * @description Scope: `contacts:read`.
         */
        get: operations["contacts.timeline.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/bulk/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or remove tags on up to 10,000 contacts
         * @description Idempotent; unknown or other companies' contact ids are skipped, unknown tag ids are a 400.
         *
         *     Scope: `contacts:write`.
         */
        post: operations["contacts.bulkTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/custom-field-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every custom-field key used by the company's contacts, with usage counts
         * @description Scope: `contacts:read`.
         */
        get: operations["contacts.customFieldKeys.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered contacts as CSV
         * @description Takes the list filters and sort (no paging) and streams `text/csv`.
         *
         *     Scope: `contacts:read`.
         */
        get: operations["contacts.export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/find-or-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a contact by phone or create it (race-safe)
         * @description Scope: `contacts:write`.
         */
        post: operations["contacts.findOrCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a batch of mapped CSV rows (up to 1,000)
         * @description Phones are normalised; a row whose phone matches a contact updates it. Rejected rows come back with the reason.
         *
         *     Scope: `contacts:write`.
         */
        post: operations["contacts.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quick search: exact phone or email matches first, then names
         * @description Scope: `contacts:read`.
         */
        get: operations["contacts.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a tag
         * @description 409 CONFLICT when a tag of that name (any case) exists.
         *
         *     Scope: `contacts:write`.
         */
        post: operations["contacts.tags.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/tags/{tagId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename or recolour a tag
         * @description Scope: `contacts:write`.
         */
        put: operations["contacts.tags.update"];
        post?: never;
        /**
         * Delete a tag (it is removed from every contact)
         * @description Scope: `contacts:write`.
         */
        delete: operations["contacts.tags.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/tags/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags with how many contacts carry each
         * @description Scope: `contacts:read`.
         */
        get: operations["contacts.tags.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conversations (the inbox), newest activity first
         * @description Scope: `conversations:read`.
         */
        get: operations["conversations.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a conversation
         * @description Scope: `conversations:read`.
         */
        get: operations["conversations.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{conversationId}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign the conversation to an agent
         * @description Emits conversation.assigned. `agentId` must be a user of the company.
         *
         *     Scope: `conversations:write`.
         */
        post: operations["conversations.assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{conversationId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close an open conversation
         * @description 409 unless OPEN. Emits conversation.closed.
         *
         *     Scope: `conversations:write`.
         */
        post: operations["conversations.close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{conversationId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conversation's messages, newest first, by cursor
         * @description Scope: `conversations:read`.
         */
        get: operations["conversations.messages.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{conversationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the conversation read (unread count to zero)
         * @description Scope: `conversations:write`.
         */
        post: operations["conversations.markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{conversationId}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a closed or resolved conversation
         * @description 409 when it is open already or when the contact has another open conversation on the channel. Emits conversation.opened.
         *
         *     Scope: `conversations:write`.
         */
        post: operations["conversations.reopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{conversationId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a conversation
         * @description From OPEN or CLOSED; 409 otherwise. Emits conversation.resolved and conversation.closed.
         *
         *     Scope: `conversations:write`.
         */
        post: operations["conversations.resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{conversationId}/unassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the conversation's assignee
         * @description Scope: `conversations:write`.
         */
        post: operations["conversations.unassign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecommerce/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List store customers, newest first, with their order count and total spent
         * @description Scope: `ecommerce:read`.
         */
        get: operations["ecommerce.customers.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ecommerce/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store customer with its orders (newest 100)
         * @description Scope: `ecommerce:read`.
         */
        get: operations["ecommerce.customers.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pending invitations
         * @description Invitations not yet accepted, revoked or expired. Links are never shown again after creation.
         *
         *     Scope: `team:read`.
         *
         *     API tokens are refused (401).
         */
        get: operations["invitations.list"];
        put?: never;
        /**
         * Invite someone by a one-time link
         * @description Returns a one-time link (the service sends no mail: copy it to the person). It works once and expires after expiresInDays (default 7). Only its SHA-256 is stored. An email that already has an account is a 409 naming email; a new invitation for an address replaces its pending one. Only an owner may invite an owner.
         *
         *     Scope: `team:write`.
         *
         *     API tokens are refused (401).
         */
        post: operations["invitations.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/{id}": {
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
         * Revoke a pending invitation
         * @description Its link stops working. An accepted or already revoked invitation is a 409.
         *
         *     Scope: `team:write`.
         *
         *     API tokens are refused (401).
         */
        delete: operations["invitations.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: set your name and password
         * @description Public: the link's token is the credential. Creates the account with the invited email and role; the link then stops working. An unknown token is a 404; a used, revoked or expired one a 409 with details.reason. Sign in afterwards with the email and password.
         */
        post: operations["invitations.accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List leads, newest first
         * @description Scope: `leads:read`.
         */
        get: operations["leads.list"];
        put?: never;
        /**
         * Create a lead
         * @description Stages NEW, CONTACTED, QUALIFIED, PROPOSAL are open; WON and LOST close the lead. contactId, conversationId and assigneeId must be of the caller's company (else 400 naming the field); the conversation must be the contact's. Emits lead.created.
         *
         *     Scope: `leads:write`.
         */
        post: operations["leads.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a lead
         * @description Scope: `leads:read`.
         */
        get: operations["leads.get"];
        put?: never;
        post?: never;
        /**
         * Delete a lead
         * @description Tasks linked to it stay, without the link.
         *
         *     Scope: `leads:write`.
         */
        delete: operations["leads.delete"];
        options?: never;
        head?: never;
        /**
         * Change, assign or move a lead
         * @description Open stages move freely and to WON or LOST. A WON or LOST lead only takes a stage back to an open one (reopen); other changes answer 409 CONFLICT with details.stage. lostReason is kept only while the stage is LOST. contactId, conversationId and assigneeId must be of the caller's company (else 400 naming the field); the conversation must be the contact's.
         *
         *     Scope: `leads:write`.
         */
        patch: operations["leads.update"];
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller: user, company and effective scopes
         * @description Scope: `authenticated`.
         */
        get: operations["me.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change your own name
         * @description Scope: `authenticated`.
         *
         *     API tokens are refused (401).
         */
        patch: operations["me.update"];
        trace?: never;
    };
    "/api/v1/me/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Connection status of every channel
         * @description Scope: `channels:read`.
         */
        get: operations["me.channels.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your own password (needs the current one)
         * @description A wrong currentPassword is a 400 naming that field; newPassword follows the sign-up rules (8 to 200 characters). The change ends your other sessions. Sessions are stateless (signed cookies and API JWTs), so ending them bumps the person's session version: every session and JWT issued before stops working at its next request. The dashboard session that asked gets a new cookie and stays signed in; a JWT that asked ends too (ask POST /api/v1/auth/token for a new one).
         *
         *     Scope: `authenticated`.
         *
         *     API tokens are refused (401).
         */
        post: operations["me.changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of every other session
         * @description Sessions are stateless (signed cookies and API JWTs), so ending them bumps the person's session version: every session and JWT issued before stops working at its next request. The dashboard session that asked gets a new cookie and stays signed in; a JWT that asked ends too (ask POST /api/v1/auth/token for a new one).
         *
         *     Scope: `authenticated`.
         *
         *     API tokens are refused (401).
         */
        post: operations["me.signOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["openapi.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders, newest first
         * @description Scope: `orders:read`.
         */
        get: operations["orders.list"];
        put?: never;
        /**
         * Create a manual order
         * @description Totals are computed from the lines plus tax and shipping less discounts. The buyer is contactId, else the contact with that phone, then email, else a new contact (source STORE).
         *
         *     Scope: `orders:write`.
         */
        post: operations["orders.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order
         * @description Scope: `orders:read`.
         */
        get: operations["orders.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an order's statuses, tracking, address or note
         * @description status CANCELLED cancels, COMPLETED marks it fulfilled; a cancelled order cannot be completed (409). For a store's order, the store's next webhook wins.
         *
         *     Scope: `orders:write`.
         */
        patch: operations["orders.update"];
        trace?: never;
    };
    "/api/v1/otp/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a one-time code to a phone
         * @description Generates a code (digits; length, expiry and tries from the company's OTP settings) and sends it on chatapp through an APPROVED AUTHENTICATION template with a copy-code or one-tap button, or by SMS.
         *
         *     `channel` left out takes the settings' default; AUTO uses chatapp when it is connected and a usable template exists, else SMS when connected. Nothing usable answers 409 CONFLICT with `details.reason` (`no_otp_channel`, `no_authentication_template`, `template_not_approved`, `template_not_authentication`, `template_without_otp_button`, `template_not_found`, `channel_not_connected`).
         *
         *     A new code replaces the phone's earlier one once it is sent. Limits: the settings' resend cooldown and sends per hour per phone, and RATE_LIMIT_OTP_SENDS_PER_MINUTE (default 20) sends per token or person; over them, 429 TOO_MANY_REQUESTS with `Retry-After` and `details.reason` (`resend_cooldown`, `phone_hourly_limit`, `sender_otp_limit`).
         *
         *     The code is stored only as an HMAC and appears in no answer, log, event or thread (the thread shows it masked). The answer has one shape whether or not the phone is a contact.
         *
         *     Scope: `otp:send`.
         */
        post: operations["otp.send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/otp/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's one-time-code settings
         * @description The defaults until they are changed: 6 digits, 10 minutes, 5 tries, 30 s between sends to a phone, 5 sends per phone per hour, channel AUTO, the newest approved AUTHENTICATION template.
         *
         *     Scope: `otp:send`.
         */
        get: operations["otp.getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the company's one-time-code settings
         * @description Company configuration: signed-in owners and admins (company:write), not API tokens. templateName must name a stored AUTHENTICATION template (400 otherwise); its approval is checked at each send.
         *
         *     Scope: `company:write`.
         *
         *     API tokens are refused (401).
         */
        patch: operations["otp.updateSettings"];
        trace?: never;
    };
    "/api/v1/otp/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a one-time code
         * @description 200 with `verified: true` once per code. Otherwise 200 with `verified: false` and `reason`: `expired`, `too_many_attempts` (the code is dead after the settings' maxAttempts wrong tries) or `invalid_code` (a wrong code, and also no code for the phone, a used code or one replaced by a newer send: the answer never tells whether a phone is known).
         *
         *     Scope: `otp:verify`.
         */
        post: operations["otp.verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/conversations/{conversationId}/window": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a free-form message may go now, until when, and why
         * @description Scope: `conversations:read`.
         */
        get: operations["photoapp.conversations.window.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/interactive-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List saved interactive messages, newest first
         * @description Scope: `library:read`.
         */
        get: operations["photoapp.interactiveMessages.list"];
        put?: never;
        /**
         * Save an interactive message (buttons or quick replies)
         * @description config is validated by type: buttons takes {text, buttons (1 to 3)}, quick_replies takes {text, quickReplies (1 to 13)}.
         *
         *     Scope: `library:write`.
         */
        post: operations["photoapp.interactiveMessages.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/interactive-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a saved interactive message
         * @description Scope: `library:read`.
         */
        get: operations["photoapp.interactiveMessages.get"];
        /**
         * Replace a saved interactive message (name, type and config, all required)
         * @description Scope: `library:write`.
         */
        put: operations["photoapp.interactiveMessages.update"];
        post?: never;
        /**
         * Delete a saved interactive message
         * @description Scope: `library:write`.
         */
        delete: operations["photoapp.interactiveMessages.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/quick-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quick replies by shortcut
         * @description Scope: `library:read`.
         */
        get: operations["photoapp.quickReplies.list"];
        put?: never;
        /**
         * Create a quick reply
         * @description 409 CONFLICT when the company has a quick reply with the same shortcut (any case).
         *
         *     Scope: `library:write`.
         */
        post: operations["photoapp.quickReplies.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/quick-replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a quick reply
         * @description Scope: `library:read`.
         */
        get: operations["photoapp.quickReplies.get"];
        /**
         * Update a quick reply (fields left out are unchanged)
         * @description 409 CONFLICT when the new shortcut is taken (any case).
         *
         *     Scope: `library:write`.
         */
        put: operations["photoapp.quickReplies.update"];
        post?: never;
        /**
         * Delete a quick reply
         * @description Scope: `library:write`.
         */
        delete: operations["photoapp.quickReplies.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/quick-replies/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The quick-reply categories in use, with how many each holds
         * @description Scope: `library:read`.
         */
        get: operations["photoapp.quickReplies.categories.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/rate-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The remaining send quota
         * @description `platform`: the platform's own figures from the usage headers of its last answer (percentages used, minutes until access returns), null until it has reported. `service`: the sends this service counted, beside the platform's documented per-second ceilings. `remainingPercent` is the platform's when reported.
         *
         *     Scope: `channels:read`.
         */
        get: operations["photoapp.rateLimit.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text, or media followed by its text
         * @description The platform allows free-form messages within 24 hours of the customer's last message (7 days with `tag: "HUMAN_AGENT"`, an agent's reply). Outside it the send answers 409 CONFLICT with `details.reason: "window_closed"`, as does a `to` that has never written. The body goes to the platform as the Send API's `{ recipient: { id }, message }`. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["photoapp.send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/send/buttons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text with up to 3 buttons (button template)
         * @description The platform allows free-form messages within 24 hours of the customer's last message (7 days with `tag: "HUMAN_AGENT"`, an agent's reply). Outside it the send answers 409 CONFLICT with `details.reason: "window_closed"`, as does a `to` that has never written. The body goes to the platform as the Send API's `{ recipient: { id }, message }`. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["photoapp.sendButtons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/send/carousel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a carousel of 1 to 10 cards (generic template)
         * @description The platform allows free-form messages within 24 hours of the customer's last message (7 days with `tag: "HUMAN_AGENT"`, an agent's reply). Outside it the send answers 409 CONFLICT with `details.reason: "window_closed"`, as does a `to` that has never written. The body goes to the platform as the Send API's `{ recipient: { id }, message }`. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["photoapp.sendCarousel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/send/media-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an image or video with buttons (media template)
         * @description The platform allows free-form messages within 24 hours of the customer's last message (7 days with `tag: "HUMAN_AGENT"`, an agent's reply). Outside it the send answers 409 CONFLICT with `details.reason: "window_closed"`, as does a `to` that has never written. The body goes to the platform as the Send API's `{ recipient: { id }, message }`. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["photoapp.sendMediaTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/send/quick-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send up to 13 quick replies
         * @description The platform allows free-form messages within 24 hours of the customer's last message (7 days with `tag: "HUMAN_AGENT"`, an agent's reply). Outside it the send answers 409 CONFLICT with `details.reason: "window_closed"`, as does a `to` that has never written. The body goes to the platform as the Send API's `{ recipient: { id }, message }`. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["photoapp.sendQuickReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages, conversations and customers over a period
         * @description today and month start in the company's time zone; 7days is the last 168 hours.
         *
         *     Scope: `analytics:read`.
         */
        get: operations["photoapp.stats.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List saved photoapp templates, newest first
         * @description Scope: `templates:read`.
         */
        get: operations["photoapp.templates.list"];
        put?: never;
        /**
         * Save a photoapp template (1 to 10 cards, up to 3 buttons each)
         * @description Scope: `templates:write`.
         */
        post: operations["photoapp.templates.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a saved photoapp template
         * @description Scope: `templates:read`.
         */
        get: operations["photoapp.templates.get"];
        /**
         * Update a saved photoapp template (fields left out are unchanged)
         * @description Scope: `templates:write`.
         */
        put: operations["photoapp.templates.update"];
        post?: never;
        /**
         * Delete a saved photoapp template (messages sent from it stay)
         * @description Scope: `templates:write`.
         */
        delete: operations["photoapp.templates.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/templates/{id}/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A saved photoapp template with its usage
         * @description usage counts the outbound messages sent from the template by their current status, with the 10 newest.
         *
         *     Scope: `templates:read`.
         */
        get: operations["photoapp.templates.detail.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/photoapp/templates/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a saved template's cards to a customer
         * @description recipientId is the customer's photoapp id. An inactive template is a 409 (template_inactive). The platform allows free-form messages within 24 hours of the customer's last message (7 days with `tag: "HUMAN_AGENT"`, an agent's reply). Outside it the send answers 409 CONFLICT with `details.reason: "window_closed"`, as does a `to` that has never written. The body goes to the platform as the Send API's `{ recipient: { id }, message }`. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).
         *
         *     Scope: `messages:send`.
         */
        post: operations["photoapp.templates.send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product categories (the store's product types, and those created here)
         * @description Answers use the common public success shape: `{ success: true, data }`, and lists add `pagination: { page, pageSize, total, totalPages }`. Errors keep the common error body.
         *
         *     Scope: `products:read`.
         */
        get: operations["public.categories.list"];
        put?: never;
        /**
         * Create a product category
         * @description Answers use the common public success shape: `{ success: true, data }`, and lists add `pagination: { page, pageSize, total, totalPages }`. Errors keep the common error body. 409 when a category of that name exists.
         *
         *     Scope: `products:write`.
         */
        post: operations["public.categories.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products (search by name or SKU, categoryId, isActive)
         * @description Answers use the common public success shape: `{ success: true, data }`, and lists add `pagination: { page, pageSize, total, totalPages }`. Errors keep the common error body.
         *
         *     Scope: `products:read`.
         */
        get: operations["public.products.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product with full details (variants included)
         * @description Answers use the common public success shape: `{ success: true, data }`, and lists add `pagination: { page, pageSize, total, totalPages }`. Errors keep the common error body.
         *
         *     Scope: `products:read`.
         */
        get: operations["public.products.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a product
         * @description Answers use the common public success shape: `{ success: true, data }`, and lists add `pagination: { page, pageSize, total, totalPages }`. Errors keep the common error body. Products come from the store's sync; an edit here holds until the store sends the product again.
         *
         *     Scope: `products:write`.
         */
        patch: operations["public.products.update"];
        trace?: never;
    };
    "/api/v1/saved-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List saved replies by shortcut
         * @description `shortcut` narrows to shortcuts starting with it (what the composer offers after `/`); `search` finds part of the shortcut, name or body.
         *
         *     Scope: `library:read`.
         */
        get: operations["savedReplies.list"];
        put?: never;
        /**
         * Create a saved reply
         * @description 409 CONFLICT (`details.field: shortcut`) when the company has a saved reply with the same shortcut, any case.
         *
         *     Scope: `library:write`.
         */
        post: operations["savedReplies.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a saved reply
         * @description Scope: `library:read`.
         */
        get: operations["savedReplies.get"];
        put?: never;
        post?: never;
        /**
         * Delete a saved reply
         * @description Scope: `library:write`.
         */
        delete: operations["savedReplies.delete"];
        options?: never;
        head?: never;
        /**
         * Change a saved reply (fields left out are unchanged)
         * @description 409 CONFLICT when the new shortcut is taken (any case).
         *
         *     Scope: `library:write`.
         */
        patch: operations["savedReplies.update"];
        trace?: never;
    };
    "/api/v1/scheduled-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List scheduled messages
         * @description Soonest occurrence first. `from` and `to` select messages with an occurrence in the range (a calendar month) and list those occurrences per message.
         *
         *     Scope: `messages:read`.
         */
        get: operations["scheduledMessages.list"];
        put?: never;
        /**
         * Schedule a message
         * @description Sends once at scheduledFor, or DAILY, WEEKLY or MONTHLY at the same wall-clock time in the company's time zone (a monthly message on the 31st goes on the last day of shorter months). A chatapp text to a recipient outside the 24-hour window answers 409 CONFLICT with `details.reason` `window_requires_template`; the window is checked again when each occurrence is sent.
         *
         *     Scope: `messages:send`.
         */
        post: operations["scheduledMessages.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/scheduled-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a scheduled message
         * @description Scope: `messages:read`.
         */
        get: operations["scheduledMessages.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a PENDING scheduled message
         * @description Any other state answers 409 CONFLICT with `details.status`. A chatapp text is checked against the window again.
         *
         *     Scope: `messages:send`.
         */
        patch: operations["scheduledMessages.update"];
        trace?: never;
    };
    "/api/v1/scheduled-messages/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a scheduled message (its history stays)
         * @description PENDING messages, and recurring ones while an occurrence is being sent (that occurrence completes). Others answer 409 CONFLICT with `details.status`.
         *
         *     Scope: `messages:send`.
         */
        post: operations["scheduledMessages.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/scheduled-messages/{id}/sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The occurrences sent, failed or skipped, newest first
         * @description Scope: `messages:read`.
         */
        get: operations["scheduledMessages.sends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether first-run setup is still needed */
        get: operations["setup.get"];
        put?: never;
        /**
         * First-run setup: create the company and its owner
         * @description Only while no company exists; afterwards 409 CONFLICT.
         */
        post: operations["setup.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How many SMS segments a text is billed as (GSM-7 or UCS-2)
         * @description GSM-7 holds 160 characters in one segment and 153 per segment once split (the extension characters such as { } [ ] € count twice); any other character makes the whole text UCS-2: 70, then 67 per segment.
         *
         *     Scope: `messages:send`.
         */
        post: operations["sms.countSegments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sms/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an SMS (or MMS with media URLs)
         * @description Goes to the gateway's Messages API as a form (`To`, `From` = the connected number, `Body`, `MediaUrl`, `StatusCallback`); delivery and failure come back by status callback. SMS has no messaging window; a number that never texted is found or created as a contact. A number that replied STOP to the gateway is 409 `recipient_opted_out`; a number the gateway cannot text is a 400 naming `to`. The thread stores the encoding and segments the text is billed as.
         *
         *     Scope: `messages:send`.
         */
        post: operations["sms.send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/socialchat/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text, or media followed by its text
         * @description Inside the 24-hour window the body goes to the platform's Send API with `messaging_type: "RESPONSE"`; outside it only with `tag` (HUMAN_AGENT within 7 days of the customer's last message; ACCOUNT_UPDATE, CONFIRMED_EVENT_UPDATE or POST_PURCHASE_UPDATE for their purpose), sent as `messaging_type: "MESSAGE_TAG"`. Otherwise 409 CONFLICT with `details.reason: "window_closed"`, as for a `to` that has never written. A platform refusal answers the mapped error with `details.messageId`.
         *
         *     Scope: `messages:send`.
         */
        post: operations["socialchat.send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/socialchat/send/buttons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text with up to 3 buttons (button template)
         * @description Inside the 24-hour window the body goes to the platform's Send API with `messaging_type: "RESPONSE"`; outside it only with `tag` (HUMAN_AGENT within 7 days of the customer's last message; ACCOUNT_UPDATE, CONFIRMED_EVENT_UPDATE or POST_PURCHASE_UPDATE for their purpose), sent as `messaging_type: "MESSAGE_TAG"`. Otherwise 409 CONFLICT with `details.reason: "window_closed"`, as for a `to` that has never written. A platform refusal answers the mapped error with `details.messageId`.
         *
         *     Scope: `messages:send`.
         */
        post: operations["socialchat.sendButtons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/socialchat/send/generic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send 1 to 10 cards (generic template)
         * @description Inside the 24-hour window the body goes to the platform's Send API with `messaging_type: "RESPONSE"`; outside it only with `tag` (HUMAN_AGENT within 7 days of the customer's last message; ACCOUNT_UPDATE, CONFIRMED_EVENT_UPDATE or POST_PURCHASE_UPDATE for their purpose), sent as `messaging_type: "MESSAGE_TAG"`. Otherwise 409 CONFLICT with `details.reason: "window_closed"`, as for a `to` that has never written. A platform refusal answers the mapped error with `details.messageId`.
         *
         *     Scope: `messages:send`.
         */
        post: operations["socialchat.sendGeneric"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/socialchat/send/quick-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send up to 13 quick replies
         * @description Inside the 24-hour window the body goes to the platform's Send API with `messaging_type: "RESPONSE"`; outside it only with `tag` (HUMAN_AGENT within 7 days of the customer's last message; ACCOUNT_UPDATE, CONFIRMED_EVENT_UPDATE or POST_PURCHASE_UPDATE for their purpose), sent as `messaging_type: "MESSAGE_TAG"`. Otherwise 409 CONFLICT with `details.reason: "window_closed"`, as for a `to` that has never written. A platform refusal answers the mapped error with `details.messageId`.
         *
         *     Scope: `messages:send`.
         */
        post: operations["socialchat.sendQuickReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/storeplugin/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connected stores
         * @description Scope: `storeplugin:read`.
         */
        get: operations["storeplugin.connections.list"];
        put?: never;
        /**
         * Connect a store; the answer holds its webhook signing secret, once
         * @description Give the secret and the webhook URL (webhookPath on this host) to the store. 409 when the shop domain is already connected.
         *
         *     Scope: `storeplugin:write`.
         */
        post: operations["storeplugin.connections.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/storeplugin/connections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a connected store
         * @description Scope: `storeplugin:read`.
         */
        get: operations["storeplugin.connections.get"];
        put?: never;
        post?: never;
        /**
         * Disconnect a store (its webhooks are refused from now on; its orders, customers and products stay)
         * @description Scope: `storeplugin:write`.
         */
        delete: operations["storeplugin.connections.delete"];
        options?: never;
        head?: never;
        /**
         * Rename a store or change its abandoned-cart quiet time
         * @description Scope: `storeplugin:write`.
         */
        patch: operations["storeplugin.connections.update"];
        trace?: never;
    };
    "/api/v1/storeplugin/connections/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reveal the store's webhook secret (dashboard sessions and JWTs only; API tokens get 401)
         * @description Scope: `storeplugin:write`.
         *
         *     API tokens are refused (401).
         */
        get: operations["storeplugin.connections.secret.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/storeplugin/connections/{id}/secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the store's webhook secret; the old one stops verifying at once
         * @description The new secret is in the answer. API tokens with storeplugin:write may rotate (a plugin rotating its own key); only sessions may reveal.
         *
         *     Scope: `storeplugin:write`.
         */
        post: operations["storeplugin.connections.secret.rotate.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description OPEN first by due time (undated last), then COMPLETED, most recently completed first.
         *
         *     Scope: `tasks:read`.
         */
        get: operations["tasks.list"];
        put?: never;
        /**
         * Create a task
         * @description The task starts OPEN. The contact may be left out when a conversation, ticket or lead names it. contactId, conversationId, ticketId, leadId and assigneeId must be of the caller's company (else 400 naming the field), and every link must be about the same contact. Emits task.created.
         *
         *     Scope: `tasks:write`.
         */
        post: operations["tasks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a task
         * @description Scope: `tasks:read`.
         */
        get: operations["tasks.get"];
        put?: never;
        post?: never;
        /**
         * Delete a task
         * @description Scope: `tasks:write`.
         */
        delete: operations["tasks.delete"];
        options?: never;
        head?: never;
        /**
         * Change, assign, complete or reopen a task
         * @description completed: true completes an OPEN task (task.completed), false reopens a COMPLETED one; the other way round answers 409 CONFLICT with details.status, as does any other change to a COMPLETED task. contactId, conversationId, ticketId, leadId and assigneeId must be of the caller's company (else 400 naming the field), and every link must be about the same contact. Emits task.assigned when the assignee changes.
         *
         *     Scope: `tasks:write`.
         */
        patch: operations["tasks.update"];
        trace?: never;
    };
    "/api/v1/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tickets
         * @description OPEN and PENDING first, soonest SLA due time first; then the others newest first. Filters combine with AND.
         *
         *     Scope: `tickets:read`.
         */
        get: operations["tickets.list"];
        put?: never;
        /**
         * Open a ticket
         * @description The ticket starts OPEN; slaDueAt is now plus the company's resolution target for the priority (GET /api/v1/tickets/sla-policy). contactId, conversationId and assigneeId must be of the caller's company (else 400 naming the field); the conversation must be the contact's. Emits ticket.created.
         *
         *     Scope: `tickets:write`.
         */
        post: operations["tickets.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a ticket
         * @description Scope: `tickets:read`.
         */
        get: operations["tickets.get"];
        put?: never;
        post?: never;
        /**
         * Delete a ticket
         * @description Tasks linked to it stay, without the link.
         *
         *     Scope: `tickets:write`.
         */
        delete: operations["tickets.delete"];
        options?: never;
        head?: never;
        /**
         * Change, assign or move a ticket
         * @description Status moves: OPEN -> PENDING or RESOLVED; PENDING -> OPEN or RESOLVED; RESOLVED -> OPEN (reopen) or CLOSED; CLOSED is final and read-only. Any other move, or a change to a CLOSED ticket, answers 409 CONFLICT with details.status and details.allowed. contactId, conversationId and assigneeId must be of the caller's company (else 400 naming the field); the conversation must be the contact's. Emits ticket.assigned when the assignee changes and ticket.status_changed when the status does.
         *
         *     Scope: `tickets:write`.
         */
        patch: operations["tickets.update"];
        trace?: never;
    };
    "/api/v1/tickets/sla-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's ticket resolution targets per priority
         * @description isDefault is true while the company has not set its own (URGENT 240, HIGH 480, NORMAL 1440, LOW 4320 minutes).
         *
         *     Scope: `tickets:read`.
         */
        get: operations["tickets.getSlaPolicy"];
        /**
         * Set the company's ticket resolution targets
         * @description Applies to tickets created, or given a new priority, from now on; existing due times stay. Company settings: people with company:write only.
         *
         *     Scope: `company:write`.
         *
         *     API tokens are refused (401).
         */
        put: operations["tickets.setSlaPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's API tokens
         * @description Scope: `tokens:read`.
         *
         *     API tokens are refused (401).
         */
        get: operations["tokens.list"];
        put?: never;
        /**
         * Create an API token
         * @description The token is in this response only; it is stored as a SHA-256 hash. Scopes cannot exceed the caller's role.
         *
         *     Scope: `tokens:write`.
         *
         *     API tokens are refused (401).
         */
        post: operations["tokens.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tokens/{id}": {
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
         * @description Scope: `tokens:write`.
         *
         *     API tokens are refused (401).
         */
        delete: operations["tokens.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List team members
         * @description Scope: `team:read`.
         *
         *     API tokens are refused (401).
         */
        get: operations["users.list"];
        put?: never;
        /**
         * Add a team member
         * @description Scope: `team:write`.
         *
         *     API tokens are refused (401).
         */
        post: operations["users.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
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
         * Remove a team member (their API tokens are revoked)
         * @description Scope: `team:write`.
         *
         *     API tokens are refused (401).
         */
        delete: operations["users.delete"];
        options?: never;
        head?: never;
        /**
         * Change a member's role or name
         * @description Scope: `team:write`.
         *
         *     API tokens are refused (401).
         */
        patch: operations["users.update"];
        trace?: never;
    };
    "/api/v1/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a one-time password-reset link for a member
         * @description Returns a one-time link to hand to the person (no mail is sent); it works once and expires after 7 days, and a newer link replaces older unused ones. Using it sets a new password and ends that person's sessions. Only an owner may issue one for an owner.
         *
         *     Scope: `team:write`.
         *
         *     API tokens are refused (401).
         */
        post: operations["users.issuePasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List web-event integrations
         * @description Scope: `automations:read`.
         */
        get: operations["webEvents.list"];
        put?: never;
        /**
         * Create a web-event integration (its secret is generated and shown only in the dashboard)
         * @description Scope: `automations:write`.
         */
        post: operations["webEvents.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web-events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a web-event integration
         * @description Scope: `automations:read`.
         */
        get: operations["webEvents.get"];
        /**
         * Update a web-event integration
         * @description Changing authType keeps the secret; regenerate it from the dashboard if needed.
         *
         *     Scope: `automations:write`.
         */
        put: operations["webEvents.update"];
        post?: never;
        /**
         * Delete a web-event integration and its received events
         * @description Scope: `automations:write`.
         */
        delete: operations["webEvents.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web-events/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent events received by an integration, newest first, with their contact match
         * @description Scope: `automations:read`.
         */
        get: operations["webEvents.events.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web-events/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reveal the integration secret (dashboard sessions and JWTs only; API tokens get 401)
         * @description Scope: `automations:write`.
         *
         *     API tokens are refused (401).
         */
        get: operations["webEvents.secret.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/web-events/{id}/secret/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the integration secret (dashboard sessions and JWTs only)
         * @description Scope: `automations:write`.
         *
         *     API tokens are refused (401).
         */
        post: operations["webEvents.secret.regenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webchat/conversations/{conversationId}/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the conversation's visitor is online, typing, and what it has read
         * @description Scope: `conversations:read`.
         */
        get: operations["webchat.conversations.getPresence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webchat/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file sent in a website chat
         * @description Scope: `messages:read`.
         */
        get: operations["webchat.files.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webchat/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a website visitor (text and/or one file)
         * @description Stored as sent and pushed to the visitor's open chat; delivered when it reaches a connected visitor, read at the visitor's read mark. A closed conversation answers 409.
         *
         *     Scope: `messages:send`.
         */
        post: operations["webchat.send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webchat/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show the visitor that an agent is typing (for a few seconds)
         * @description Scope: `messages:send`.
         */
        post: operations["webchat.sendTyping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks with their recent success rate
         * @description Scope: `webhooks:read`.
         */
        get: operations["webhooks.list"];
        put?: never;
        /**
         * Register a webhook
         * @description Deliveries are POSTs with a JSON body. Message events (`message.*`, `chatapp.*`, … received/sent) carry the spec's envelope `{ id, event, timestamp, channel, contact: { id, name, phone: "+…" }, message: { id, text, type, direction, status, … }, conversationId }`; every other event carries `{ id, event, timestamp, data }` where `data` is the event's payload (for contact events: `{ contact, changes? }`). See docs/webhooks.md. Headers: `X-Service-Event`, `X-Service-Delivery-Id` (stable across retries), `X-Service-Timestamp` (Unix seconds), `X-Service-Signature: sha256=hex(HMAC-SHA256(secret, timestamp + "." + rawBody))`. The URL must be HTTPS and resolve to public addresses only.
         *
         *     Scope: `webhooks:write`.
         */
        post: operations["webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook
         * @description Scope: `webhooks:read`.
         */
        get: operations["webhooks.get"];
        /**
         * Update a webhook (setting status ACTIVE resets the failure count)
         * @description Scope: `webhooks:write`.
         */
        put: operations["webhooks.update"];
        post?: never;
        /**
         * Delete a webhook and its delivery log
         * @description Scope: `webhooks:write`.
         */
        delete: operations["webhooks.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log, newest first
         * @description Scope: `webhooks:read`.
         */
        get: operations["webhooks.deliveries.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery with its request body and every attempt
         * @description Scope: `webhooks:read`.
         */
        get: operations["webhooks.deliveries.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed delivery again (same delivery id, a fresh retry budget)
         * @description 409 CONFLICT unless the delivery is FAILED and at most 7 days old, or when the webhook is not ACTIVE.
         *
         *     Scope: `webhooks:write`.
         */
        post: operations["webhooks.deliveries.resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause deliveries
         * @description Nothing is dropped while paused: events that match the webhook are kept as HELD deliveries (listed in its log, counted in heldDeliveries), and resuming delivers them in the order they occurred, or discards them if asked. Deliveries already queued when it pauses are held too.
         *
         *     Scope: `webhooks:write`.
         */
        post: operations["webhooks.pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/resend-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend every failed delivery of the last 7 days (or since a given time)
         * @description 409 CONFLICT when the webhook is not ACTIVE.
         *
         *     Scope: `webhooks:write`.
         */
        post: operations["webhooks.resendFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume deliveries and reset the consecutive-failure count
         * @description The events held while the webhook was paused are delivered in the order they occurred (heldDeliveries: deliver, the default), or marked DISCARDED in the log (heldDeliveries: discard). Setting status ACTIVE through an update delivers them too.
         *
         *     Scope: `webhooks:write`.
         */
        post: operations["webhooks.resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signing secret that verifies deliveries
         * @description Needs webhooks:write: a read-only token cannot learn the key.
         *
         *     Scope: `webhooks:write`.
         */
        get: operations["webhooks.secret.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/secret/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret; deliveries from now on are signed with the new one
         * @description Scope: `webhooks:write`.
         */
        post: operations["webhooks.secret.regenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliveries per hour by outcome, for the dashboard chart
         * @description Scope: `webhooks:read`.
         */
        get: operations["webhooks.stats.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed sample delivery now and answer its outcome
         * @description One attempt, no retries, whatever the webhook's status; recorded in the delivery log as a test and not counted towards auto-pause.
         *
         *     Scope: `webhooks:write`.
         */
        post: operations["webhooks.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the event types webhooks can subscribe to
         * @description Subscribe by exact name, `*`, or a group prefix such as `chatapp.*` or `ecommerce.order.*`.
         *
         *     Scope: `webhooks:read`.
         */
        get: operations["webhooks.events.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The website chat widget's settings
         * @description Scope: `channels:read`.
         */
        get: operations["widget.settings.get"];
        /**
         * Change the website chat widget's settings (appearance, greeting, pre-chat form, allowed origins, on/off)
         * @description Scope: `channels:write`.
         */
        put: operations["widget.settings.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workflows with their last 24 hours of runs
         * @description Scope: `automations:read`.
         */
        get: operations["workflows.list"];
        put?: never;
        /**
         * Create a workflow (a DRAFT)
         * @description Node configs are checked on publish, so a half-built draft can be saved; the limits (500 nodes, 1,000 edges) and the shape of every node and edge are checked always.
         *
         *     Scope: `automations:write`.
         */
        post: operations["workflows.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/{workflowId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a workflow's draft and publish state
         * @description Scope: `automations:read`.
         */
        get: operations["workflows.get"];
        /**
         * Update a workflow's draft
         * @description Edits change the draft only: a published workflow keeps running its published version (hasUnpublishedChanges turns true) until it is published again. nodes and edges are replaced together.
         *
         *     Scope: `automations:write`.
         */
        put: operations["workflows.update"];
        post?: never;
        /**
         * Delete a workflow with its versions and runs
         * @description Runs in progress stop where they are.
         *
         *     Scope: `automations:write`.
         */
        delete: operations["workflows.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/{workflowId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a workflow's draft into a new DRAFT
         * @description Scope: `automations:write`.
         */
        post: operations["workflows.duplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/{workflowId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a workflow's draft as a versioned JSON document
         * @description Scope: `automations:read`.
         */
        get: operations["workflows.export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/{workflowId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft as the version new runs start on
         * @description Runs already under way finish on the version they started on. A graph that cannot run answers 400 VALIDATION_ERROR with `details.problems`: one `{nodeId?, edgeId?, path?, code, message}` per problem (exactly one trigger, known node types with valid configs, edges through their node's outputs, every node reachable, no loop that skips a delay or a wait, the limits).
         *
         *     Scope: `automations:write`.
         */
        post: operations["workflows.publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/{workflowId}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a workflow's runs, newest first
         * @description Scope: `automations:read`.
         */
        get: operations["workflows.runs.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/{workflowId}/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a run with each step's input, output, error and timing
         * @description Scope: `automations:read`.
         */
        get: operations["workflows.runs.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/{workflowId}/runs/{runId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a RUNNING or WAITING run
         * @description A step already under way finishes; nothing after it runs. A finished run answers 409 CONFLICT with `details.status`.
         *
         *     Scope: `automations:write`.
         */
        post: operations["workflows.runs.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/{workflowId}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop starting runs (runs under way finish)
         * @description A workflow that is not PUBLISHED answers 409 CONFLICT with `details.status`.
         *
         *     Scope: `automations:write`.
         */
        post: operations["workflows.unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a DRAFT from an exported document
         * @description Tags and agents named in node configs are ids of this company; nodes naming another company's are reported when publishing.
         *
         *     Scope: `automations:write`.
         */
        post: operations["workflows.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/node-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The node types a workflow can use, with their outputs and config JSON Schemas
         * @description Scope: `automations:read`.
         */
        get: operations["workflows.nodeTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/storeplugin/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A connected store posts a webhook
         * @description No bearer credential. Headers as Shopify sends them: `X-Shopify-Hmac-Sha256` (base64 HMAC-SHA256 of the raw body, keyed with the connection's secret), `X-Shopify-Topic` (orders/create, orders/updated, orders/paid, orders/fulfilled, orders/cancelled, refunds/create, customers/create, customers/update, carts/create, carts/update, products/create, products/update; other topics are acknowledged and ignored), `X-Shopify-Webhook-Id` and `X-Shopify-Triggered-At`. 401 for a missing or wrong signature, a missing webhook id, or a triggered-at more than 300 s from now; 409 for a webhook id already processed; 404 for an unknown connection; 400 naming the field for a body that is not the topic's shape; 413 over 1 MB. Orders, customers, carts and products are found by the store's ids, so a retried or reordered delivery changes nothing twice.
         */
        post: operations["storeplugin.receiveWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/web-events/{integrationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A website posts a JSON event
         * @description No bearer credential. HMAC_SHA256 integrations send `X-Webhook-Signature: <hex HMAC-SHA256(secret, rawBody)>` (a `sha256=` prefix is accepted); API_KEY integrations send the secret in `X-Api-Key`. 401 for a bad or missing credential, 404 for an unknown integration, 400 when the body is not a JSON object, 413 over 256 KB.
         */
        post: operations["webEvents.receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widget/{company}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Widget: the panel's appearance, greeting and pre-chat form
         * @description Called by the embedded script (widget.js) from a website: the browser's `Origin` must be one of the company's allowed origins (403 otherwise; CORS answers only those), the widget must be enabled (404 otherwise),. Visitors are rate limited per visitor.
         */
        get: operations["widget.visitor.getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widget/{company}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Widget: a file of the visitor's conversation, by the signed link the messages carry
         * @description No token header (images load by URL): the `sig` query parameter the message's file url holds is checked instead.
         */
        get: operations["widget.visitor.getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widget/{company}/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Widget: the pre-chat form (name, and email or phone as the settings ask)
         * @description Called by the embedded script (widget.js) from a website: the browser's `Origin` must be one of the company's allowed origins (403 otherwise; CORS answers only those), the widget must be enabled (404 otherwise), and the visitor's signed token goes in `X-Visitor-Token` (401 when missing or tampered with). Visitors are rate limited per visitor. Updates the visitor's contact and emits widget.form.submitted.
         */
        post: operations["widget.visitor.submitForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widget/{company}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Widget: the visitor's conversation, oldest first (after a seq)
         * @description Called by the embedded script (widget.js) from a website: the browser's `Origin` must be one of the company's allowed origins (403 otherwise; CORS answers only those), the widget must be enabled (404 otherwise), and the visitor's signed token goes in `X-Visitor-Token` (401 when missing or tampered with). Visitors are rate limited per visitor.
         */
        get: operations["widget.visitor.listMessages"];
        put?: never;
        /**
         * Widget: the visitor writes (text and/or one file)
         * @description Called by the embedded script (widget.js) from a website: the browser's `Origin` must be one of the company's allowed origins (403 otherwise; CORS answers only those), the widget must be enabled (404 otherwise), and the visitor's signed token goes in `X-Visitor-Token` (401 when missing or tampered with). Visitors are rate limited per visitor. Files: PNG, JPEG, GIF, WebP, PDF or plain text up to 5 MB, as base64.
         */
        post: operations["widget.visitor.sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widget/{company}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Widget: the visitor's read mark (agent messages up to now, or up to seq, are read)
         * @description Called by the embedded script (widget.js) from a website: the browser's `Origin` must be one of the company's allowed origins (403 otherwise; CORS answers only those), the widget must be enabled (404 otherwise), and the visitor's signed token goes in `X-Visitor-Token` (401 when missing or tampered with). Visitors are rate limited per visitor.
         */
        post: operations["widget.visitor.markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widget/{company}/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Widget: start a visitor session, or resume the one whose token is sent
         * @description Called by the embedded script (widget.js) from a website: the browser's `Origin` must be one of the company's allowed origins (403 otherwise; CORS answers only those), the widget must be enabled (404 otherwise), and the visitor's signed token goes in `X-Visitor-Token` (401 when missing or tampered with). Visitors are rate limited per visitor. Without a token (or with one that no longer names a visitor) a new visitor starts. A tampered token is refused with 401.
         */
        post: operations["widget.visitor.startSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widget/{company}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Widget: server-sent events (message, typing) for the visitor
         * @description Called by the embedded script (widget.js) from a website: the browser's `Origin` must be one of the company's allowed origins (403 otherwise; CORS answers only those), the widget must be enabled (404 otherwise), and the visitor's signed token goes in `X-Visitor-Token` (401 when missing or tampered with). Visitors are rate limited per visitor. `text/event-stream`; each message event's id is its seq, and `Last-Event-ID` (or `after`) resumes after it, so a reconnect misses nothing.
         */
        get: operations["widget.visitor.stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widget/{company}/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Widget: the visitor is typing
         * @description Called by the embedded script (widget.js) from a website: the browser's `Origin` must be one of the company's allowed origins (403 otherwise; CORS answers only those), the widget must be enabled (404 otherwise), and the visitor's signed token goes in `X-Visitor-Token` (401 when missing or tampered with). Visitors are rate limited per visitor.
         */
        post: operations["widget.visitor.sendTyping"];
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
        AcceptedInvitation: {
            user: components["schemas"]["TeamMember"];
        };
        AcceptInvitationInput: {
            name: string;
            password: string;
            token: string;
        };
        AccessToken: {
            accessToken: string;
            expiresAt: string;
            expiresIn: number;
            /** @enum {string} */
            tokenType: "Bearer";
        };
        AddTeamMemberInput: {
            email: string;
            name: string;
            /** @description Initial password; share it with the person, who can change it later */
            password: string;
            /** @enum {string} */
            role: "owner" | "admin" | "agent" | "marketer";
        };
        /** @description messages: outbound sent by the agent; conversations: opened in the range and assigned to them; resolved and resolution: theirs resolved in the range; firstResponse: first responses they sent */
        AnalyticsAgents: {
            agents: {
                agentId: string;
                conversations: number;
                email: string | null;
                firstResponse: components["schemas"]["AnalyticsTimeSummary"];
                messages: number;
                name: string | null;
                resolution: components["schemas"]["AnalyticsTimeSummary"];
                resolved: number;
            }[];
            range: components["schemas"]["AnalyticsRange"];
        };
        /** @description Per channel with activity, most messages first; share: percent of all messages */
        AnalyticsChannels: {
            channels: {
                /** @enum {string} */
                channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
                conversations: number;
                delivered: number;
                failed: number;
                inbound: number;
                messages: number;
                outbound: number;
                read: number;
                /** @description Percent, one decimal; null when the base is 0 */
                share: number | null;
            }[];
            range: components["schemas"]["AnalyticsRange"];
        };
        AnalyticsConversations: {
            /** @description Today's status of the conversations opened in the range */
            byStatus: {
                CLOSED: number;
                OPEN: number;
                RESOLVED: number;
            };
            /** @enum {string} */
            interval: "day" | "month";
            opened: number;
            range: components["schemas"]["AnalyticsRange"];
            resolved: number;
            series: {
                date: string;
                opened: number;
                resolved: number;
            }[];
        };
        /** @description Series per day up to 92 days, per month beyond (and for all time), zero-filled */
        AnalyticsMessages: {
            /** @enum {string} */
            interval: "day" | "month";
            range: components["schemas"]["AnalyticsRange"];
            series: {
                date: string;
                delivered: number;
                failed: number;
                inbound: number;
                outbound: number;
                read: number;
                replied: number;
                sent: number;
            }[];
            totals: components["schemas"]["AnalyticsMessageTotals"];
        };
        /** @description sent: outbound that reached the platform (sent, delivered or read now); replied: outbound answered by the customer within 24 hours */
        AnalyticsMessageTotals: {
            delivered: number;
            failed: number;
            inbound: number;
            outbound: number;
            read: number;
            replied: number;
            sent: number;
            total: number;
        };
        AnalyticsRange: {
            allTime: boolean;
            /** @enum {string|null} */
            channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms" | null;
            days: number | null;
            endDate: string | null;
            /** @description Inclusive; null for all time */
            startDate: string | null;
            timezone: string;
        };
        /** @description First response: the first outbound message after a conversation's first inbound one, on the day it was sent. Resolution: opened to resolved, on the day resolved. */
        AnalyticsResponseTimes: {
            firstResponse: {
                averageSeconds: number | null;
                count: number;
                distribution: {
                    count: number;
                    fromSeconds: number;
                    toSeconds: number | null;
                }[];
                medianSeconds: number | null;
                p90Seconds: number | null;
            };
            range: components["schemas"]["AnalyticsRange"];
            resolution: {
                averageSeconds: number | null;
                count: number;
                distribution: {
                    count: number;
                    fromSeconds: number;
                    toSeconds: number | null;
                }[];
                medianSeconds: number | null;
                p90Seconds: number | null;
            };
        };
        AnalyticsStats: {
            /** @enum {string|null} */
            channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms" | null;
            conversations: {
                closed: number;
                open: number;
                resolved: number;
                total: number;
            };
            messages: components["schemas"]["AnalyticsMessageTotals"];
            timezone: string;
        };
        AnalyticsSummary: {
            conversations: {
                opened: number;
                resolved: number;
            };
            firstResponse: components["schemas"]["AnalyticsTimeSummary"];
            messages: components["schemas"]["AnalyticsMessageTotals"];
            range: components["schemas"]["AnalyticsRange"];
            rates: {
                /** @description Percent, one decimal; null when the base is 0 */
                deliveryRate: number | null;
                /** @description Percent, one decimal; null when the base is 0 */
                failureRate: number | null;
                /** @description Percent, one decimal; null when the base is 0 */
                readRate: number | null;
                /** @description Percent, one decimal; null when the base is 0 */
                replyRate: number | null;
            };
            resolution: components["schemas"]["AnalyticsTimeSummary"];
        };
        /** @description Template sends by template name, most sent first */
        AnalyticsTemplates: {
            range: components["schemas"]["AnalyticsRange"];
            templates: {
                delivered: number;
                /** @description Percent, one decimal; null when the base is 0 */
                deliveryRate: number | null;
                failed: number;
                name: string;
                read: number;
                /** @description Percent, one decimal; null when the base is 0 */
                readRate: number | null;
                replied: number;
                /** @description Percent, one decimal; null when the base is 0 */
                replyRate: number | null;
                sent: number;
                total: number;
            }[];
        };
        /** @description Median and p90 are estimated from fixed histogram buckets (interpolated inside the bucket); the average is exact */
        AnalyticsTimeSummary: {
            averageSeconds: number | null;
            count: number;
            medianSeconds: number | null;
            p90Seconds: number | null;
        };
        AnalyticsTrends: {
            /** @description Percent change of each message total against previous; null without a base */
            change: {
                [key: string]: number | null;
            };
            /** @enum {string} */
            interval: "day" | "month";
            /** @description The same number of days just before; null for all time */
            previous: {
                endDate: string;
                messages: components["schemas"]["AnalyticsMessageTotals"];
                startDate: string;
            } | null;
            range: components["schemas"]["AnalyticsRange"];
            series: {
                date: string;
                /** @description Percent, one decimal; null when the base is 0 */
                deliveryRate: number | null;
                /** @description Percent, one decimal; null when the base is 0 */
                failureRate: number | null;
                /** @description Percent, one decimal; null when the base is 0 */
                readRate: number | null;
                /** @description Percent, one decimal; null when the base is 0 */
                replyRate: number | null;
                total: number;
            }[];
        };
        ApiToken: {
            createdAt: string;
            createdBy: {
                id: string | null;
                name: string;
            };
            /** @description The first characters of the token, to tell tokens apart */
            displayPrefix: string;
            expiresAt: string | null;
            id: string;
            lastUsedAt: string | null;
            name: string;
            revokedAt: string | null;
            scopes: string[];
            /** @enum {string} */
            status: "active" | "expired" | "revoked";
        };
        ApiTokenList: {
            data: components["schemas"]["ApiToken"][];
        };
        AssignConversationInput: {
            agentId: string;
        };
        /**
         * @example {
         *       "to": "512300001",
         *       "text": "Your order *#1042* has shipped",
         *       "format": "markdown",
         *       "keyboard": {
         *         "inline": [
         *           [
         *             {
         *               "text": "Track it",
         *               "url": "https://example.com/t/1042"
         *             }
         *           ]
         *         ]
         *       }
         *     }
         */
        BotchatSendInput: {
            conversationId?: string;
            /** @enum {string} */
            format?: "plain" | "markdown";
            keyboard?: {
                inline?: {
                    data?: string;
                    text: string;
                    /** Format: uri */
                    url?: string;
                }[][];
                /**
                 * @description Takes a reply keyboard away
                 * @enum {boolean}
                 */
                remove?: true;
                /** @description Answers that replace the customer's keyboard; oneTime hides them after one tap */
                reply?: {
                    oneTime?: boolean;
                    placeholder?: string;
                    rows: string[][];
                };
            };
            /** @description A photo or document by its https URL; the text becomes its caption (at most 1024 characters) */
            media?: {
                /** @enum {string} */
                type: "photo" | "document";
                /** Format: uri */
                url: string;
            };
            text?: string;
            /** @description The customer's chat id; required unless conversationId is given */
            to?: string;
        };
        BulkTagsInput: {
            /** @enum {string} */
            action: "add" | "remove";
            contactIds: string[];
            tagIds: string[];
        };
        BulkTagsResult: {
            /** @enum {string} */
            action: "add" | "remove";
            /** @description links added or removed */
            changed: number;
            contacts: number;
            tags: number;
        };
        Campaign: {
            aiEnabled: boolean;
            audience: components["schemas"]["CampaignAudience"];
            /** @description Recipients materialised at run; null before */
            audienceSize: number | null;
            autoRetry: boolean;
            counts: components["schemas"]["CampaignRecipientCounts"];
            createdAt: string;
            excludedOptedOut: number | null;
            finishedAt: string | null;
            id: string;
            maxRetries: number;
            messagesPerDay: number | null;
            messagesPerSecond: number;
            name: string;
            pacingDisabled: boolean;
            scheduledAt: string | null;
            startedAt: string | null;
            /** @enum {string} */
            status: "DRAFT" | "SCHEDULED" | "RUNNING" | "PAUSED" | "COMPLETED" | "CANCELLED" | "FAILED";
            statusReason: string | null;
            template: {
                category: string;
                id: string;
                language: string;
                name: string;
                status: string;
            } | null;
            templateComponents: {
                [key: string]: unknown;
            }[] | null;
            templateId: string;
            updatedAt: string;
        };
        CampaignAnalytics: {
            campaignId: string;
            /** @description uniqueClickers / sent */
            clickRate: number;
            links: {
                clicks: number;
                index: number;
                text: string;
                uniqueClicks: number;
                url: string;
            }[];
            sent: number;
            totalClicks: number;
            uniqueClickers: number;
            untracked: {
                index: number;
                reason: string;
                text: string;
            }[];
        };
        /**
         * @description ALL: every opted-in contact with a phone. TAGS: contacts with any of tagIds. CONTACTS: exactly contactIds (at most 5,000). IMPORT_BATCH: the contacts of an import-audience batch. Opted-out contacts and contacts without a phone are always left out.
         * @example {
         *       "type": "ALL"
         *     }
         */
        CampaignAudience: {
            batchId?: string;
            contactIds?: string[];
            tagIds?: string[];
            /** @enum {string} */
            type: "ALL" | "TAGS" | "CONTACTS" | "IMPORT_BATCH";
        };
        CampaignDetails: {
            campaign: components["schemas"]["Campaign"];
            counts: components["schemas"]["CampaignRecipientCounts"];
            eta: string | null;
            etaSeconds: number | null;
            failureCategories: {
                [key: string]: number;
            };
            /** @description done: recipients no longer PENDING or CLAIMED */
            progress: {
                done: number;
                percent: number;
                total: number;
            };
            rate: {
                perMinute: number;
                /** @description Sends per second over the last 10 seconds */
                perSecond: number;
            };
            total: number;
        };
        CampaignList: {
            data: components["schemas"]["Campaign"][];
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
        };
        CampaignPreview: {
            /** @description Recipients a run would send to: de-duplicated by phone, opted-out and phoneless contacts left out */
            audienceSize: number;
            duplicates: number;
            estimatedCost: {
                category: string;
                currency: string;
                perMessage: number;
                total: number;
            };
            excludedOptedOut: number;
            /** @description Contacts the audience names before any exclusion */
            matched: number;
            /** @description Contacts without a phone number */
            unreachable: number;
        };
        CampaignPreviewInput: {
            audience: components["schemas"]["CampaignAudience"];
            templateId: string;
        };
        CampaignRecipient: {
            attempts: number;
            contactId: string;
            contactName: string | null;
            deliveredAt: string | null;
            failedAt: string | null;
            /** @enum {string|null} */
            failureCategory: "INVALID_NUMBER" | "NOT_ON_CHANNEL" | "RATE_LIMITED" | "TEMPLATE_PROBLEM" | "POLICY_BLOCKED" | "VARIABLE_MISSING" | "PLATFORM_ERROR" | "UNKNOWN" | null;
            failureCode: string | null;
            failureMessage: string | null;
            id: string;
            messageId: string | null;
            nextAttemptAt: string | null;
            phone: string;
            readAt: string | null;
            repliedAt: string | null;
            sentAt: string | null;
            /** @enum {string} */
            status: "PENDING" | "CLAIMED" | "SKIPPED" | "SENT" | "DELIVERED" | "READ" | "FAILED" | "REPLIED";
        };
        CampaignRecipientCounts: {
            CLAIMED: number;
            DELIVERED: number;
            FAILED: number;
            PENDING: number;
            READ: number;
            REPLIED: number;
            SENT: number;
            SKIPPED: number;
        };
        CampaignRecipientList: {
            data: components["schemas"]["CampaignRecipient"][];
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
        };
        CampaignRetryInput: {
            failureCategories?: ("INVALID_NUMBER" | "NOT_ON_CHANNEL" | "RATE_LIMITED" | "TEMPLATE_PROBLEM" | "POLICY_BLOCKED" | "VARIABLE_MISSING" | "PLATFORM_ERROR" | "UNKNOWN")[];
            recipientIds?: string[];
        };
        CampaignRetryResult: {
            campaign: components["schemas"]["Campaign"];
            retried: number;
        };
        CampaignTimeseries: {
            /** @enum {string} */
            interval: "minute" | "hour";
            points: {
                at: string;
                delivered: number;
                failed: number;
                read: number;
                replied: number;
                sent: number;
            }[];
        };
        ChangePasswordInput: {
            currentPassword: string;
            newPassword: string;
        };
        ChannelConnection: {
            /** @enum {string} */
            channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "sms";
            connectedAt: string | null;
            displayName: string | null;
            /** @description The token itself is never returned */
            hasAccessToken: boolean;
            health: {
                details?: {
                    [key: string]: unknown;
                };
                message: string;
                ok: boolean;
            } | null;
            /** @description The platform's public ids: chatapp phoneNumberId, wabaId, displayPhoneNumber, catalogId; photoapp pageId, instagramAccountId, username, pageName; socialchat pageId, pageName */
            identifiers: {
                [key: string]: string;
            };
            lastCheckedAt: string | null;
            /** @enum {string|null} */
            mode: "live" | "sandbox" | null;
            /** @description The account id the platform's callbacks name */
            routingId: string | null;
            /** @enum {string} */
            status: "connected" | "not_connected" | "error";
        };
        ChannelSendResult: {
            conversationId: string;
            messageId: string;
            /** @description Every platform message of the send, in order */
            messages: {
                messageId: string;
                platformMessageId: string;
            }[];
            platformMessageId: string;
            /** @enum {string} */
            status: "sent";
        };
        ChannelStatus: {
            /** @enum {string} */
            channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
            connectedAt: string | null;
            displayName: string | null;
            health: {
                details?: {
                    [key: string]: unknown;
                };
                message: string;
                ok: boolean;
            } | null;
            /** @description Who the company is on the channel: its number, page, bot or account ids (never a token) */
            identifiers: {
                [key: string]: string;
            };
            lastCheckedAt: string | null;
            /** @description What the last connection test reported, when it failed */
            lastError: string | null;
            /** @enum {string|null} */
            mode: "live" | "sandbox" | null;
            /** @description webchat: the websites the chat widget may run on */
            origins?: string[];
            /** @description The sending quota as the platform last reported it (its usage headers), where the platform has one */
            quota: {
                reportedAt: string;
                usage: {
                    [key: string]: unknown;
                };
            } | null;
            /** @enum {string} */
            status: "connected" | "not_connected" | "error";
        };
        ChatappCarouselCard: {
            /** @default [] */
            bodyExamples?: string[];
            /** @description Required; at most 160 characters */
            bodyText?: string | null;
            /** @default [] */
            buttons?: components["schemas"]["ChatappTemplateButton"][];
            /** @enum {string|null} */
            headerFormat?: "IMAGE" | "VIDEO" | null;
            /** @description The handle from upload-for-template */
            headerMediaHandle?: string | null;
            headerMediaUrl?: string | null;
        };
        /**
         * @description A contact card in the Cloud API shape (snake_case, as the platform takes it)
         * @example {
         *       "name": {
         *         "formatted_name": "Sara Ali",
         *         "first_name": "Sara"
         *       },
         *       "phones": [
         *         {
         *           "phone": "+971 50 123 4567",
         *           "type": "WORK",
         *           "wa_id": "971501234567"
         *         }
         *       ]
         *     }
         */
        ChatappContactCard: {
            addresses?: {
                city?: string;
                country?: string;
                country_code?: string;
                state?: string;
                street?: string;
                /** @description HOME, WORK or any short label */
                type?: string;
                zip?: string;
            }[];
            birthday?: string;
            emails?: {
                email: string;
                /** @description HOME, WORK or any short label */
                type?: string;
            }[];
            name: {
                first_name?: string;
                formatted_name: string;
                last_name?: string;
                middle_name?: string;
                prefix?: string;
                suffix?: string;
            };
            org?: {
                company?: string;
                department?: string;
                title?: string;
            };
            phones?: {
                phone: string;
                /** @description HOME, WORK or any short label */
                type?: string;
                /** @description adds a Message button on the card */
                wa_id?: string;
            }[];
            urls?: {
                /** @description HOME, WORK or any short label */
                type?: string;
                /** Format: uri */
                url: string;
            }[];
        };
        /** @description Up to 3 reply buttons */
        ChatappSendButtonsInput: {
            body: string;
            buttons: {
                /** @description Returned in the reply callback */
                id: string;
                /** @description Button label */
                title: string;
            }[];
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /** @description Footer text (at most 60 characters) */
            footer?: string;
            /** @description Header text (at most 60 characters) */
            header?: string;
            /** @description Public http(s) URL of a header image (JPEG or PNG); not with header */
            headerImage?: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        /** @description A product or service card from the store catalog, in Arabic or English */
        ChatappSendCatalogCardInput: {
            /** @description The conversation whose contact receives the card */
            conversationId: string;
            /** @description Id of the product or service in the store catalog */
            itemId: string;
            /** @enum {string} */
            itemType: "product" | "service";
            /** @enum {string} */
            language: "ar" | "en";
        };
        /** @description Opens the business's catalog */
        ChatappSendCatalogInput: {
            body: string;
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /** @description Footer text (at most 60 characters) */
            footer?: string;
            /** @description Product whose image heads the message; default: the catalog's first */
            thumbnailProductRetailerId?: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        /** @description Exactly one contact card, as contact or a one-element contacts */
        ChatappSendContactInput: {
            contact?: components["schemas"]["ChatappContactCard"];
            contacts?: components["schemas"]["ChatappContactCard"][];
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        /** @description Contact cards: contacts, contact, or both (contact is sent last) */
        ChatappSendContactsInput: {
            contact?: components["schemas"]["ChatappContactCard"];
            contacts?: components["schemas"]["ChatappContactCard"][];
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        /** @description A button that opens a URL */
        ChatappSendCtaUrlInput: {
            body: string;
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /** @description Button label */
            displayText: string;
            /** @description Footer text (at most 60 characters) */
            footer?: string;
            /** @description Header text (at most 60 characters) */
            header?: string;
            /** @description Public http(s) URL of a header image (JPEG or PNG); not with header */
            headerImage?: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
            url: string;
        };
        /** @description A list of up to 10 rows in up to 10 sections */
        ChatappSendListInput: {
            body: string;
            /** @description Label of the button that opens the list */
            buttonText: string;
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /** @description Footer text (at most 60 characters) */
            footer?: string;
            /** @description Header text (at most 60 characters) */
            header?: string;
            sections: {
                rows: {
                    description?: string;
                    /** @description Returned in the reply callback */
                    id: string;
                    title: string;
                }[];
                /** @description Required when there is more than one section */
                title?: string;
            }[];
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        /** @description A location pin */
        ChatappSendLocationInput: {
            address?: string;
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            latitude: number;
            longitude: number;
            name?: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        /** @description Asks the customer to share a location */
        ChatappSendLocationRequestInput: {
            body: string;
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        /** @description An image, video, audio or document, by link or uploaded media id */
        ChatappSendMediaInput: {
            /** @description Not for audio */
            caption?: string;
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /** @description Documents only: the name the customer sees */
            filename?: string;
            /**
             * @description Id from POST /api/v1/chatapp/media/upload; instead of mediaUrl
             * @example 1037543291543636
             */
            mediaId?: string;
            /** @enum {string} */
            mediaType: "image" | "video" | "audio" | "document";
            /** @description Public http(s) link the platform downloads; or send mediaId */
            mediaUrl?: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        /** @description One product of the catalog */
        ChatappSendProductInput: {
            body?: string;
            /** @example 194836987003835 */
            catalogId: string;
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /** @description Footer text (at most 60 characters) */
            footer?: string;
            /** @description The product's retailer id (content id / SKU) in the catalog */
            productRetailerId: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        /** @description Up to 30 products in up to 10 sections */
        ChatappSendProductListInput: {
            body: string;
            /** @example 194836987003835 */
            catalogId: string;
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /** @description Footer text (at most 60 characters) */
            footer?: string;
            /** @description Header text (at most 60 characters) */
            header: string;
            sections: {
                productRetailerIds: string[];
                title: string;
            }[];
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        ChatappSendResult: {
            conversationId: string;
            messageId: string;
            platformMessageId: string;
            /** @enum {string} */
            status: "sent";
        };
        /** @description An approved template; allowed outside the 24-hour window */
        ChatappSendTemplateInput: {
            components?: components["schemas"]["ChatappTemplateComponent"][];
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /** @example en_US */
            languageCode: string;
            /** @example order_update */
            templateName: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        /** @description A text message */
        ChatappSendTextInput: {
            /** @description Message text; a URL in it gets a link preview */
            body: string;
            /** @description Send into this conversation; by default the contact's open conversation is used or opened */
            conversationId?: string;
            /**
             * @description Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped
             * @example +971 50 123 4567
             */
            to: string;
        };
        ChatappTemplate: {
            authExpirationMinutes?: number | null;
            authSecurityDisclaimer: boolean;
            bodyExamples: string[];
            /** @description At most 1,024 characters; variables {{1}}, {{2}}, ... in order */
            bodyText: string;
            buttons: components["schemas"]["ChatappTemplateButton"][];
            cardMedia: {
                index: number;
                mediaId: string;
            }[];
            carouselCards: components["schemas"]["ChatappCarouselCard"][];
            /** @enum {string} */
            category: "MARKETING" | "UTILITY" | "AUTHENTICATION";
            createdAt: string;
            footerText?: string | null;
            /** @description TEXT: the sample for {{1}}; media headers: the handle from upload-for-template */
            headerExample?: string | null;
            /** @description Media id attached for sends (PATCH .../media) */
            headerMediaId: string | null;
            headerMediaUrl?: string | null;
            headerText?: string | null;
            /** @enum {string} */
            headerType: "NONE" | "TEXT" | "IMAGE" | "VIDEO" | "DOCUMENT";
            id: string;
            /**
             * @description Platform language code
             * @example en_US
             */
            language: string;
            ltoCouponCode?: string | null;
            /** @description ISO 8601 date-time when the offer ends */
            ltoExpiration?: string | null;
            ltoText?: string | null;
            /**
             * @description Lowercase letters, digits and underscores; at most 512; unique per language
             * @example order_update
             */
            name: string;
            platformTemplateId: string | null;
            /** @enum {string} */
            quality: "GREEN" | "YELLOW" | "RED" | "UNKNOWN";
            rejectionReason: string | null;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
            statusHistory: {
                at: string;
                reason: string | null;
                /** @enum {string} */
                source: "create" | "callback" | "sync";
                /** @enum {string} */
                status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
            }[];
            /** @enum {string} */
            templateType: "STANDARD" | "CAROUSEL" | "LIMITED_TIME_OFFER";
            updatedAt: string;
            /** @description Keyed by body variable number as a string: {"1": {"type": "contact_field", "value": "firstName"}} */
            variableMapping: {
                [key: string]: components["schemas"]["ChatappTemplateVariable"];
            } | null;
        };
        ChatappTemplateButton: {
            /** @description ONE_TAP: the autofill button label (default Autofill) */
            autofillText?: string | null;
            /** @description COPY_CODE buttons: the code (at most 15 letters and digits) */
            couponCode?: string | null;
            /** @enum {string|null} */
            flowAction?: "navigate" | "data_exchange" | null;
            flowId?: string | null;
            /**
             * @description OTP buttons of AUTHENTICATION templates
             * @enum {string|null}
             */
            otpType?: "COPY_CODE" | "ONE_TAP" | null;
            /** @description PHONE_NUMBER buttons, E.164 (+15550102030) */
            phoneNumber?: string | null;
            /** @description ONE_TAP: the Android apps that receive the code (the platform requires them) */
            supportedApps?: {
                packageName: string;
                signatureHash: string;
            }[] | null;
            /** @description Label, at most 25 characters (required) */
            text?: string | null;
            /** @enum {string} */
            type: "QUICK_REPLY" | "URL" | "PHONE_NUMBER" | "COPY_CODE" | "OTP" | "FLOW";
            /** @description URL buttons; may end in {{1}} for a dynamic suffix */
            url?: string | null;
            /** @description A sample full URL, required when url ends in {{1}} */
            urlExample?: string | null;
        };
        /**
         * @description A template component as the Cloud API takes it (type, sub_type, index, parameters)
         * @example {
         *       "type": "body",
         *       "parameters": [
         *         {
         *           "type": "text",
         *           "text": "Sara"
         *         }
         *       ]
         *     }
         */
        ChatappTemplateComponent: {
            cards?: ({
                card_index: number;
            } & {
                [key: string]: unknown;
            })[];
            index?: number | string;
            parameters?: ({
                payload?: string;
                text?: string;
                /** @enum {string} */
                type: "text" | "currency" | "date_time" | "image" | "document" | "video" | "location" | "payload" | "coupon_code" | "action" | "limited_time_offer" | "product";
            } & {
                [key: string]: unknown;
            })[];
            /** @enum {string} */
            sub_type?: "quick_reply" | "url" | "copy_code" | "flow" | "catalog" | "mpm" | "voice_call" | "otp";
            /** @enum {string} */
            type: "header" | "body" | "button" | "carousel" | "limited_time_offer";
        } & {
            [key: string]: unknown;
        };
        ChatappTemplateDeleteResult: {
            /** @description The language variants removed here */
            languages: string[];
            name: string;
        };
        /** @description The template fields of a create (see ChatappTemplateInput), complete or not */
        ChatappTemplateDraft: {
            [key: string]: unknown;
        };
        ChatappTemplateInput: {
            authExpirationMinutes?: number | null;
            /** @default true */
            authSecurityDisclaimer?: boolean;
            /** @default [] */
            bodyExamples?: string[];
            /** @description At most 1,024 characters; variables {{1}}, {{2}}, ... in order */
            bodyText: string;
            /** @default [] */
            buttons?: components["schemas"]["ChatappTemplateButton"][];
            /** @default [] */
            carouselCards?: components["schemas"]["ChatappCarouselCard"][];
            /** @enum {string} */
            category: "MARKETING" | "UTILITY" | "AUTHENTICATION";
            footerText?: string | null;
            /** @description TEXT: the sample for {{1}}; media headers: the handle from upload-for-template */
            headerExample?: string | null;
            headerMediaUrl?: string | null;
            headerText?: string | null;
            /**
             * @default NONE
             * @enum {string}
             */
            headerType?: "NONE" | "TEXT" | "IMAGE" | "VIDEO" | "DOCUMENT";
            /**
             * @description Platform language code
             * @example en_US
             */
            language: string;
            ltoCouponCode?: string | null;
            /** @description ISO 8601 date-time when the offer ends */
            ltoExpiration?: string | null;
            ltoText?: string | null;
            /**
             * @description Lowercase letters, digits and underscores; at most 512; unique per language
             * @example order_update
             */
            name: string;
            /**
             * @default STANDARD
             * @enum {string}
             */
            templateType?: "STANDARD" | "CAROUSEL" | "LIMITED_TIME_OFFER";
            /** @description Keyed by body variable number as a string: {"1": {"type": "contact_field", "value": "firstName"}} */
            variableMapping?: {
                [key: string]: components["schemas"]["ChatappTemplateVariable"];
            } | null;
        };
        ChatappTemplateList: {
            data: components["schemas"]["ChatappTemplateListItem"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        ChatappTemplateListItem: {
            authExpirationMinutes?: number | null;
            authSecurityDisclaimer: boolean;
            bodyExamples: string[];
            /** @description At most 1,024 characters; variables {{1}}, {{2}}, ... in order */
            bodyText: string;
            buttons: components["schemas"]["ChatappTemplateButton"][];
            cardMedia: {
                index: number;
                mediaId: string;
            }[];
            carouselCards: components["schemas"]["ChatappCarouselCard"][];
            /** @enum {string} */
            category: "MARKETING" | "UTILITY" | "AUTHENTICATION";
            createdAt: string;
            footerText?: string | null;
            /** @description TEXT: the sample for {{1}}; media headers: the handle from upload-for-template */
            headerExample?: string | null;
            /** @description Media id attached for sends (PATCH .../media) */
            headerMediaId: string | null;
            headerMediaUrl?: string | null;
            headerText?: string | null;
            /** @enum {string} */
            headerType: "NONE" | "TEXT" | "IMAGE" | "VIDEO" | "DOCUMENT";
            id: string;
            /**
             * @description Platform language code
             * @example en_US
             */
            language: string;
            ltoCouponCode?: string | null;
            /** @description ISO 8601 date-time when the offer ends */
            ltoExpiration?: string | null;
            ltoText?: string | null;
            /**
             * @description Lowercase letters, digits and underscores; at most 512; unique per language
             * @example order_update
             */
            name: string;
            platformTemplateId: string | null;
            /** @enum {string} */
            quality: "GREEN" | "YELLOW" | "RED" | "UNKNOWN";
            rejectionReason: string | null;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
            /** @enum {string} */
            templateType: "STANDARD" | "CAROUSEL" | "LIMITED_TIME_OFFER";
            updatedAt: string;
            /** @description Keyed by body variable number as a string: {"1": {"type": "contact_field", "value": "firstName"}} */
            variableMapping: {
                [key: string]: components["schemas"]["ChatappTemplateVariable"];
            } | null;
        };
        ChatappTemplateMappingInput: {
            /** @description Keyed by body variable number as a string: {"1": {"type": "contact_field", "value": "firstName"}} */
            variableMapping: {
                [key: string]: components["schemas"]["ChatappTemplateVariable"];
            };
        };
        ChatappTemplateMediaHandle: {
            bytes: number;
            /**
             * @description The platform's upload handle (for headerExample / carouselCards[].headerMediaHandle)
             * @example 4::aW1hZ2UvanBlZw==:ARb3x
             */
            handle: string;
            mediaType: string;
            mimeType: string;
        };
        ChatappTemplateMediaInput: {
            /** @description One media id per card, by card index (0-based); [] when the template is not a carousel */
            carouselCards: {
                index: number;
                mediaId: string;
            }[];
            /** @description Media id from POST /api/v1/chatapp/media/upload for the header; null when the template has no media header */
            headerMediaId: string | null;
        };
        ChatappTemplatePreviewVariable: {
            /** @description The mapping's field, custom-field key, path or static text; null when unmapped or given */
            field: string | null;
            /** @description Why a missing variable is missing */
            reason: string | null;
            /** @enum {string} */
            source: "static" | "contact_field" | "custom_field" | "order_field" | "web_event_field" | "unmapped" | "given";
            /** @enum {string} */
            status: "filled" | "fallback" | "missing";
            value: string | null;
            variable: number;
        };
        ChatappTemplateProblem: {
            message: string;
            path: string;
        };
        /**
         * @example {
         *       "templateName": "order_update",
         *       "languageCode": "en_US",
         *       "text": "Hi Walk, your order {{2}} has shipped",
         *       "variables": [
         *         {
         *           "variable": 1,
         *           "source": "contact_field",
         *           "field": "firstName",
         *           "value": "Walk",
         *           "status": "filled",
         *           "reason": null
         *         },
         *         {
         *           "variable": 2,
         *           "source": "custom_field",
         *           "field": "order_number",
         *           "value": null,
         *           "status": "missing",
         *           "reason": "custom_field order_number is empty"
         *         }
         *       ],
         *       "missing": [
         *         2
         *       ],
         *       "problems": [],
         *       "ready": false
         *     }
         */
        ChatappTemplateSendPreview: {
            languageCode: string;
            /** @description The body variables that would come out empty */
            missing: number[];
            problems: {
                message: string;
                reason: string;
                variable: string | number | null;
            }[];
            /** @description True when the send would go through as given */
            ready: boolean;
            templateName: string;
            /** @description The body as the customer will read it; a missing variable shows as its {{n}} */
            text: string;
            variables: components["schemas"]["ChatappTemplatePreviewVariable"][];
        };
        ChatappTemplateSyncResult: {
            /** @description Created outside the service, now stored here */
            imported: number;
            pages: number;
            /** @description Templates the platform listed */
            total: number;
            unchanged: number;
            /** @description Stored ones whose status, quality or rejection reason changed */
            updated: number;
        };
        /** @description Counts by status (every send, not only this page) and the sends, newest first */
        ChatappTemplateUsage: {
            counts: {
                delivered: number;
                failed: number;
                queued: number;
                read: number;
                sent: number;
                total: number;
            };
            data: {
                contact: {
                    id: string;
                    name: string;
                    phone: string | null;
                };
                conversationId: string;
                error: {
                    code?: number | string;
                    message?: string;
                    title?: string;
                } | null;
                language: string;
                messageId: string;
                sentAt: string;
                /** @enum {string} */
                status: "queued" | "sent" | "delivered" | "read" | "failed";
            }[];
            language: string | null;
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
            templateName: string;
        };
        /**
         * @example {
         *       "valid": false,
         *       "problems": [
         *         {
         *           "path": "buttons.2.text",
         *           "message": "must be at most 25 characters"
         *         }
         *       ]
         *     }
         */
        ChatappTemplateValidation: {
            problems: components["schemas"]["ChatappTemplateProblem"][];
            valid: boolean;
        };
        /** @description static: the value as is; contact_field: firstName, lastName, name, email, phone; custom_field: a contact custom-field key; order_field: last.order.total, last.order.product, last.order.status, last.order.date, last.order.shipping_address, last.order.tracking_number; web_event_field: a dot path inside the triggering web event */
        ChatappTemplateVariable: {
            /** @enum {string} */
            type: "static" | "contact_field" | "custom_field" | "order_field" | "web_event_field";
            value: string;
        };
        ChatappTemplateVariants: {
            data: components["schemas"]["ChatappTemplate"][];
        };
        /** @description A header or card sample for template review; answers a media handle for headerExample or headerMediaHandle */
        ChatappUploadForTemplateInput: {
            /** @description The file as plain base64 (no data: prefix) */
            base64?: string;
            filename?: string;
            /** @enum {string} */
            mediaType: "image" | "video" | "audio" | "document";
            /** @description Fetched by the service (size, type and address checks); or send base64 */
            mediaUrl?: string;
            /** @description Required with base64; with mediaUrl the response's Content-Type is used when absent */
            mimeType?: string;
        };
        /** @description Uploads media to the platform and answers { mediaId } for media sends */
        ChatappUploadMediaInput: {
            /** @description The file as plain base64 (no data: prefix) */
            base64?: string;
            filename?: string;
            /** @enum {string} */
            mediaType: "image" | "video" | "audio" | "document";
            /** @description Fetched by the service (size, type and address checks); or send base64 */
            mediaUrl?: string;
            /** @description Required with base64; with mediaUrl the response's Content-Type is used when absent */
            mimeType?: string;
        };
        ChatappUploadResult: {
            mediaId: string;
        };
        Company: {
            createdAt: string;
            id: string;
            messageRates: components["schemas"]["MessageRates"];
            name: string;
            /** @description The confirmation sent on a start keyword; {company} is the company's name */
            optInReply: string;
            /** @description The confirmation sent on a stop keyword; {company} is the company's name */
            optOutReply: string;
            slug: string;
            /** @description Texts that opt a customer back in */
            startKeywords: string[];
            /** @description Texts that opt a customer out of marketing (compared trimmed, case-insensitively) */
            stopKeywords: string[];
            supportEmail: string | null;
            timezone: string;
            website: string | null;
        };
        /** @description chatapp: { phoneNumberId, wabaId, displayPhoneNumber?, catalogId?, accessToken }; photoapp: { pageId, instagramAccountId?, accessToken }; socialchat: { pageId, accessToken } */
        ConnectChannelInput: {
            [key: string]: unknown;
        };
        ConnectedStore: {
            abandonedCartMinutes: number;
            createdAt: string;
            id: string;
            lastWebhookAt: string | null;
            name: string;
            /** @enum {string} */
            platform: "SHOPIFY" | "WOOCOMMERCE" | "CUSTOM";
            /** @description Shown once here; admins can reveal it again in the dashboard */
            secret: string;
            shopDomain: string;
            updatedAt: string;
            webhookCount: number;
            /** @description Where the store posts its webhooks: /api/webhook/storeplugin/{id} */
            webhookPath: string;
        };
        ConnectionCheck: {
            details?: {
                [key: string]: unknown;
            };
            message: string;
            ok: boolean;
        };
        ConnectStoreInput: {
            /** @description Quiet time after a cart's last change before it counts as abandoned (default 60) */
            abandonedCartMinutes?: number;
            /** @description Defaults to the shop domain */
            name?: string;
            /**
             * @description SHOPIFY, WOOCOMMERCE or CUSTOM; every platform signs webhooks the same way (see the webhook route)
             * @enum {string}
             */
            platform: "SHOPIFY" | "WOOCOMMERCE" | "CUSTOM";
            shopDomain: string;
        };
        Contact: {
            assignedAgent: {
                id: string;
                name: string;
            } | null;
            assignedAgentId: string | null;
            avatar: string | null;
            channelType: string | null;
            createdAt: string;
            customFields: {
                [key: string]: unknown;
            };
            email: string | null;
            externalId: string | null;
            firstName: string | null;
            id: string;
            /** @enum {string|null} */
            label: "HOT_LEAD" | "WARM_LEAD" | "COLD_LEAD" | "FOLLOW_UP" | "VIP" | "CHURNED" | "DO_NOT_CONTACT" | null;
            lastInteractionAt: string | null;
            lastName: string | null;
            /** @enum {string} */
            lifecycleStage: "LEAD" | "SUBSCRIBER" | "OPPORTUNITY" | "CUSTOMER" | "REPEAT_CUSTOMER" | "EVANGELIST";
            /** @enum {string} */
            marketingConsent: "OPTED_IN" | "OPTED_OUT";
            marketingConsentChangedAt: string | null;
            /** @enum {string|null} */
            marketingConsentSource: "API" | "DASHBOARD" | "IMPORT" | "KEYWORD" | "INBOUND" | null;
            name: string;
            notes: string | null;
            orderCount: number;
            phone: string | null;
            source: string;
            /** @enum {string} */
            status: "ACTIVE" | "INACTIVE" | "ARCHIVED";
            tagIds: string[];
            tags: {
                color: string;
                id: string;
                name: string;
            }[];
            totalSpent: number;
            updatedAt: string;
        };
        ContactActivity: {
            actor: {
                id: string | null;
                name: string;
                type: string;
            };
            createdAt: string;
            data: {
                [key: string]: unknown;
            };
            id: string;
            type: string;
        };
        ContactList: {
            data: components["schemas"]["Contact"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        ContactMapping: {
            /** @description Mirrors autoCreateContact */
            autoCreate?: boolean;
            /** @description Paths the dashboard shows as columns of the recent events */
            displayColumns?: string[];
            /** @description Path of the email in the posted JSON */
            emailField?: string | null;
            /** @description Scalar values copied into the matched contact's custom fields */
            enrichFields?: {
                /** @description Path in the posted JSON */
                source: string;
                target: string;
            }[];
            /** @description Path of the name used when a contact is created */
            nameField?: string | null;
            /** @description Path of the phone in the posted JSON */
            phoneField?: string | null;
        };
        ContactSearchResult: {
            data: components["schemas"]["Contact"][];
        };
        ContactTimeline: {
            data: components["schemas"]["ContactActivity"][];
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
        };
        Conversation: {
            assignedAgent: {
                id: string;
                name: string;
            } | null;
            /** @enum {string} */
            channel: "CHATAPP" | "PHOTOAPP" | "SOCIALCHAT" | "BOTCHAT" | "WEBCHAT" | "SMS";
            closedAt: string | null;
            contact: {
                avatar: string | null;
                email: string | null;
                id: string;
                name: string;
                phone: string | null;
                /** @description The customer's id on the conversation's channel where it names people by id (photoapp IGSID, socialchat PSID); null on chatapp */
                platformUserId: string | null;
            };
            createdAt: string;
            id: string;
            lastInboundAt: string | null;
            lastMessageAt: string | null;
            /** @enum {string|null} */
            lastMessageDirection: "inbound" | "outbound" | null;
            lastMessagePreview: string | null;
            resolvedAt: string | null;
            /** @enum {string} */
            status: "OPEN" | "CLOSED" | "RESOLVED";
            unreadCount: number;
            updatedAt: string;
            /** @description The chatapp 24-hour customer-service window: free-form sends need it open; templates do not. */
            window: {
                expiresAt: string | null;
                open: boolean;
            };
        };
        ConversationList: {
            data: components["schemas"]["Conversation"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        CreateCampaignInput: {
            aiEnabled?: boolean;
            audience: components["schemas"]["CampaignAudience"];
            /** @description Daily cap in the company's time zone; the rest carries to the next day. Null: no cap. */
            messagesPerDay?: number | null;
            /** @description 1 to 20; default 10 */
            messagesPerSecond?: number;
            name: string;
            /** @description Load tests only: send as fast as the workers can. Owners and admins signed in only. */
            pacingDisabled?: boolean;
            /**
             * Format: date-time
             * @description Omitted: a DRAFT. A future time: SCHEDULED, started by itself then.
             */
            scheduledAt?: string;
            templateComponents?: ({
                type: string;
            } & {
                [key: string]: unknown;
            })[] | null;
            templateId: string;
        };
        CreateContactInput: {
            /** Format: uri */
            avatar?: string | null;
            /**
             * @description Scalar values only; null removes a key on update
             * @example {
             *       "plan": "gold",
             *       "city": "Dubai"
             *     }
             */
            customFields?: {
                [key: string]: string | number | boolean | null;
            };
            email?: string | null;
            externalId?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            /**
             * @description New contacts are OPTED_IN unless this says otherwise
             * @enum {string}
             */
            marketingConsent?: "OPTED_IN" | "OPTED_OUT";
            name: string;
            /**
             * @description Stored as digits only, e.g. +1 (555) 010-2030 becomes 15550102030
             * @example +971 50 123 4567
             */
            phone?: string | null;
            tagIds?: string[];
        };
        CreatedApiToken: {
            createdAt: string;
            createdBy: {
                id: string | null;
                name: string;
            };
            /** @description The first characters of the token, to tell tokens apart */
            displayPrefix: string;
            expiresAt: string | null;
            id: string;
            lastUsedAt: string | null;
            name: string;
            revokedAt: string | null;
            scopes: string[];
            /** @enum {string} */
            status: "active" | "expired" | "revoked";
            /** @description The secret token. Shown only in this response. */
            token: string;
        };
        CreatedInvitation: {
            createdAt: string;
            createdByName: string;
            email: string;
            expiresAt: string;
            id: string;
            /** @description The same link as a path on this service */
            path: string;
            /** @enum {string} */
            role: "owner" | "admin" | "agent" | "marketer";
            /** @description The one-time link to hand over (APP_URL based); shown only in this response */
            url: string;
        };
        CreateInvitationInput: {
            email: string;
            /** @description How long the link works; 7 days when left out */
            expiresInDays?: number;
            /** @enum {string} */
            role: "owner" | "admin" | "agent" | "marketer";
        };
        CreateLeadInput: {
            /** @description A user of the company */
            assigneeId?: string | null;
            /** @description The contact the lead is about; may be left out when conversationId is given */
            contactId?: string;
            /** @description A conversation of the same contact */
            conversationId?: string | null;
            /**
             * @description ISO 4217 code
             * @default USD
             */
            currency?: string;
            lostReason?: string | null;
            /** @description Where the lead came from, e.g. website, chatapp ad, referral */
            source?: string | null;
            /**
             * @default NEW
             * @enum {string}
             */
            stage?: "NEW" | "CONTACTED" | "QUALIFIED" | "PROPOSAL" | "WON" | "LOST";
            title: string;
            /** @description The deal's expected value in currency, two decimals at most */
            value?: number | null;
        };
        CreateOrderInput: {
            /** @description The buyer; else found or created by phone, then email */
            contactId?: string;
            currency: string;
            /** @description Names a contact created for this order */
            customerName?: string;
            email?: string;
            /**
             * @description Default PENDING
             * @enum {string}
             */
            financialStatus?: "PENDING" | "AUTHORIZED" | "PARTIALLY_PAID" | "PAID" | "PARTIALLY_REFUNDED" | "REFUNDED" | "VOIDED";
            /**
             * @description Default UNFULFILLED
             * @enum {string}
             */
            fulfillmentStatus?: "UNFULFILLED" | "PARTIAL" | "FULFILLED";
            lineItems: {
                price: number;
                /** @description The product's id (GET /api/v1/public/products), kept with the line as given */
                productId?: string | null;
                quantity: number;
                sku?: string | null;
                title: string;
            }[];
            note?: string;
            /** @description Defaults to M-<sequence> */
            orderNumber?: string;
            /**
             * @description Stored as digits only, e.g. +1 (555) 010-2030 becomes 15550102030
             * @example +971 50 123 4567
             */
            phone?: string;
            /** Format: date-time */
            placedAt?: string;
            shippingAddress?: components["schemas"]["PostalAddress"];
            totalDiscounts?: number;
            totalShipping?: number;
            totalTax?: number;
            trackingNumber?: string;
            /** Format: uri */
            trackingUrl?: string;
        };
        /** @description shortcut is unique in the company, any case (409 CONFLICT). */
        CreatePhotoappQuickReplyInput: {
            /** @description Empty or null: no category */
            category?: string | null;
            shortcut: string;
            text: string;
            title: string;
        };
        CreatePhotoappTemplateInput: {
            cards: components["schemas"]["PhotoappCard"][];
            description?: string | null;
            /** @description Default true */
            isActive?: boolean;
            name: string;
        };
        CreateProductCategoryInput: {
            name: string;
        };
        /**
         * @example {
         *       "name": "Opening hours",
         *       "shortcut": "hours",
         *       "body": "Hi {{contact.firstName}}, we open at 9 every day."
         *     }
         */
        CreateSavedReplyInput: {
            /**
             * @description The reply's text. Variables filled for the conversation's contact when inserted: {{contact.name}}, {{contact.firstName}}, {{contact.lastName}}, {{contact.email}}, {{contact.phone}}, {{contact.<custom field key>}}
             * @example Hi {{contact.firstName}}, we open at 9 every day.
             */
            body: string;
            name: string;
            /**
             * @description Typed after / in the composer; unique in the company, any case
             * @example hours
             */
            shortcut: string;
        };
        CreateScheduledMessageInput: {
            /** @enum {string} */
            channel: "CHATAPP" | "PHOTOAPP" | "SOCIALCHAT" | "BOTCHAT" | "SMS";
            /** @description The conversation it belongs to (must be the recipient's, on the channel) */
            conversationId?: string;
            /** @description Chatapp, recurring text only: the template an occurrence sends instead when the recipient is outside the 24-hour window at send time. Without one, such an occurrence fails (the series goes on). */
            fallbackTemplate?: {
                /** @description {{1}}, {{2}}… of the body in order; left out, the template's saved mapping fills them */
                bodyVariables?: string[];
                /** @description Cloud API template components; they win over bodyVariables */
                components?: components["schemas"]["ChatappTemplateComponent"][];
                /** @enum {string} */
                kind: "template";
                languageCode: string;
                templateName: string;
            } | null;
            payload: components["schemas"]["ScheduledTextPayload"] | components["schemas"]["ScheduledTemplatePayload"];
            /** @description A phone number (chatapp, SMS) or the channel's recipient id (IGSID, PSID, chat id) */
            recipientRef: string;
            /**
             * @default NONE
             * @enum {string}
             */
            recurrence?: "NONE" | "DAILY" | "WEEKLY" | "MONTHLY";
            /**
             * Format: date-time
             * @description When to send (the first occurrence of a recurring message); its wall-clock time in the company's time zone is what recurs
             */
            scheduledFor: string;
        };
        CreateTagInput: {
            color?: string;
            name: string;
        };
        CreateTaskInput: {
            /** @description A user of the company */
            assigneeId?: string | null;
            /** @description The contact the task is about; may be left out when conversationId, ticketId or leadId is given */
            contactId?: string;
            /** @description A conversation of the same contact */
            conversationId?: string | null;
            description?: string | null;
            /**
             * Format: date-time
             * @description When the task is due; past due times are allowed (a task logged late)
             */
            dueAt?: string | null;
            /** @description A lead of the same contact */
            leadId?: string | null;
            /** @description A ticket of the same contact */
            ticketId?: string | null;
            title: string;
        };
        /** @description The ticket starts OPEN with its SLA due time from the company's policy for the priority */
        CreateTicketInput: {
            /** @description A user of the company */
            assigneeId?: string | null;
            /** @description The contact the ticket is about; may be left out when conversationId is given */
            contactId?: string;
            /** @description A conversation of the same contact the ticket came from */
            conversationId?: string | null;
            description?: string | null;
            /**
             * @default NORMAL
             * @enum {string}
             */
            priority?: "LOW" | "NORMAL" | "HIGH" | "URGENT";
            subject: string;
        };
        CreateTokenInput: {
            /** Format: date-time */
            expiresAt?: string | null;
            name: string;
            scopes: string[];
        };
        CreateWebEventIntegrationInput: {
            /** @enum {string} */
            authType: "HMAC_SHA256" | "API_KEY";
            autoCreateContact?: boolean;
            contactMapping?: components["schemas"]["ContactMapping"];
            description?: string | null;
            name: string;
        };
        CreateWebhookInput: {
            /** @default 10 */
            consecutiveFailureThreshold?: number;
            events: string[];
            /** @default [] */
            fieldExclusions?: string[];
            /** @default 3 */
            maxRetries?: number;
            name: string;
            /**
             * @description HTTPS, and a public address (private, loopback, link-local and cloud metadata targets are refused)
             * @example https://example.com/hooks/service
             */
            url: string;
        };
        /** @description A draft: node configs are checked on publish, the limits (500 nodes, 1,000 edges) always */
        CreateWorkflowInput: {
            /**
             * @description Let a contact be in several runs of this workflow at once
             * @default false
             */
            allowReentry?: boolean;
            description?: string;
            edges: components["schemas"]["WorkflowEdge"][];
            name: string;
            /** @default [] */
            nodes?: components["schemas"]["WorkflowNode"][];
            /**
             * @description A catalog event name, or web_event:<name> for a website event of that name
             * @example message.received
             */
            triggerEvent: string;
        };
        CustomFieldKeys: {
            data: {
                key: string;
                usage: number;
            }[];
        };
        Error: {
            error: {
                /** @enum {string} */
                code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INSUFFICIENT_PERMISSIONS" | "FORBIDDEN" | "SUBSCRIPTION_NOT_ACTIVE" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "BAD_GATEWAY" | "SERVICE_UNAVAILABLE";
                details?: {
                    [key: string]: unknown;
                };
                message: string;
                requestId: string;
            };
        };
        EventType: {
            description: string;
            group: string;
            name: string;
        };
        EventTypeList: {
            data: components["schemas"]["EventType"][];
            groups: string[];
        };
        FindOrCreateContactInput: {
            name?: string;
            /**
             * @description Stored as digits only, e.g. +1 (555) 010-2030 becomes 15550102030
             * @example +971 50 123 4567
             */
            phone: string;
        };
        FindOrCreateContactResult: {
            assignedAgent: {
                id: string;
                name: string;
            } | null;
            assignedAgentId: string | null;
            avatar: string | null;
            channelType: string | null;
            created: boolean;
            createdAt: string;
            customFields: {
                [key: string]: unknown;
            };
            email: string | null;
            externalId: string | null;
            firstName: string | null;
            id: string;
            /** @enum {string|null} */
            label: "HOT_LEAD" | "WARM_LEAD" | "COLD_LEAD" | "FOLLOW_UP" | "VIP" | "CHURNED" | "DO_NOT_CONTACT" | null;
            lastInteractionAt: string | null;
            lastName: string | null;
            /** @enum {string} */
            lifecycleStage: "LEAD" | "SUBSCRIBER" | "OPPORTUNITY" | "CUSTOMER" | "REPEAT_CUSTOMER" | "EVANGELIST";
            /** @enum {string} */
            marketingConsent: "OPTED_IN" | "OPTED_OUT";
            marketingConsentChangedAt: string | null;
            /** @enum {string|null} */
            marketingConsentSource: "API" | "DASHBOARD" | "IMPORT" | "KEYWORD" | "INBOUND" | null;
            name: string;
            notes: string | null;
            orderCount: number;
            phone: string | null;
            source: string;
            /** @enum {string} */
            status: "ACTIVE" | "INACTIVE" | "ARCHIVED";
            tagIds: string[];
            tags: {
                color: string;
                id: string;
                name: string;
            }[];
            totalSpent: number;
            updatedAt: string;
        };
        ImportAudienceInput: {
            /** @default true */
            createMissing?: boolean;
            data: {
                email?: string;
                name: string;
                phone: string;
                /** @description Tag names, comma-separated */
                tags?: string;
            }[];
            defaultCountryCode?: string;
        };
        ImportAudienceResult: {
            batchId: string;
            created: number;
            matched: number;
            rejected: {
                reason: string;
                row: number;
            }[];
        };
        ImportContactsInput: {
            defaultCountryCode?: string;
            /**
             * @description index of the first row in the file, for the report
             * @default 0
             */
            rowOffset?: number;
            rows: {
                customFields?: {
                    [key: string]: string;
                };
                email?: string;
                externalId?: string;
                firstName?: string;
                lastName?: string;
                /** @description OPTED_IN or OPTED_OUT (any case), or yes/no, true/false, 1/0; left out, a new contact is OPTED_IN and an existing one keeps its consent */
                marketingConsent?: string;
                name?: string;
                phone?: string;
                /** @description comma-separated tag names; missing tags are created */
                tags?: string;
            }[];
        };
        ImportContactsResult: {
            created: number;
            rejected: {
                reason: string;
                row: number;
            }[];
            updated: number;
        };
        ImportWorkflowInput: {
            exportedAt?: string;
            /** @enum {string} */
            format: "service.workflow";
            /** @enum {number} */
            formatVersion: 1;
            /** @description Overrides the document's name */
            name?: string;
            workflow: {
                /** @default false */
                allowReentry?: boolean;
                description?: string | null;
                edges: components["schemas"]["WorkflowEdge"][];
                name: string;
                nodes: components["schemas"]["WorkflowNode"][];
                /**
                 * @description A catalog event name, or web_event:<name> for a website event of that name
                 * @example message.received
                 */
                triggerEvent: string;
            };
        };
        Invitation: {
            createdAt: string;
            createdByName: string;
            email: string;
            expiresAt: string;
            id: string;
            /** @enum {string} */
            role: "owner" | "admin" | "agent" | "marketer";
        };
        InvitationList: {
            data: components["schemas"]["Invitation"][];
        };
        IssueJwtInput: {
            email: string;
            password: string;
        };
        Lead: {
            assignee: {
                id: string;
                name: string;
            } | null;
            closedAt: string | null;
            contact: {
                id: string;
                name: string;
            };
            conversationId: string | null;
            createdAt: string;
            createdById: string | null;
            currency: string;
            id: string;
            lostReason: string | null;
            source: string | null;
            /** @enum {string} */
            stage: "NEW" | "CONTACTED" | "QUALIFIED" | "PROPOSAL" | "WON" | "LOST";
            /**
             * @description Derived from the stage
             * @enum {string}
             */
            status: "open" | "won" | "lost";
            title: string;
            updatedAt: string;
            value: number | null;
        };
        LeadList: {
            data: components["schemas"]["Lead"][];
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
        };
        Me: {
            actor: {
                /** @enum {string} */
                kind: "user" | "token" | "system";
                via?: string;
            };
            company: {
                id: string;
                name: string;
                slug: string;
            };
            scopes: string[];
            user: components["schemas"]["TeamMember"] | null;
        };
        Message: {
            /** @enum {string} */
            channel: "CHATAPP" | "PHOTOAPP" | "SOCIALCHAT" | "BOTCHAT" | "WEBCHAT" | "SMS";
            contactId: string;
            content: {
                [key: string]: unknown;
            };
            conversationId: string;
            createdAt: string;
            deliveredAt: string | null;
            /** @enum {string} */
            direction: "inbound" | "outbound";
            error: {
                code?: string | number;
                details?: unknown;
                message: string;
                title?: string;
            } | null;
            failedAt: string | null;
            id: string;
            platformMessageId: string | null;
            readAt: string | null;
            sentAt: string | null;
            sentBy: {
                id: string;
                name: string;
            } | null;
            /** @enum {string} */
            status: "queued" | "sent" | "delivered" | "read" | "failed" | "received";
            templateLanguage: string | null;
            templateName: string | null;
            text: string | null;
            /** @description text, template, interactive_buttons, interactive_list, cta_url, location_request, catalog, product, product_list, image, video, audio, voice, document, sticker, location, contacts, button_reply, list_reply, button, order, flow_reply, reaction, referral, unsupported */
            type: string;
        };
        MessageList: {
            data: components["schemas"]["Message"][];
            pagination: {
                limit: number;
                /** @description Pass as `before` for older messages; null at the start of the conversation */
                nextCursor: string | null;
            };
        };
        /**
         * @description What one template message costs by category, for campaign cost estimates
         * @example {
         *       "currency": "USD",
         *       "MARKETING": 0.025,
         *       "UTILITY": 0.004,
         *       "AUTHENTICATION": 0.0035
         *     }
         */
        MessageRates: {
            AUTHENTICATION: number;
            currency: string;
            MARKETING: number;
            UTILITY: number;
        };
        MyChannels: {
            data: components["schemas"]["ChannelStatus"][];
        };
        Order: {
            cancelledAt: string | null;
            connectionId: string | null;
            contact: {
                id: string;
                name: string;
            } | null;
            createdAt: string;
            currency: string;
            customerId: string | null;
            customerName: string | null;
            email: string | null;
            /** @description The store's order id */
            externalId: string | null;
            /** @enum {string} */
            financialStatus: "PENDING" | "AUTHORIZED" | "PARTIALLY_PAID" | "PAID" | "PARTIALLY_REFUNDED" | "REFUNDED" | "VOIDED";
            /** @enum {string} */
            fulfillmentStatus: "UNFULFILLED" | "PARTIAL" | "FULFILLED";
            id: string;
            lineItems: {
                id: string | null;
                price: number;
                productId: string | null;
                quantity: number;
                sku: string | null;
                title: string;
                variantId: string | null;
                variantTitle: string | null;
            }[];
            note: string | null;
            orderNumber: string;
            phone: string | null;
            placedAt: string;
            refundedAmount: number;
            shippingAddress: components["schemas"]["PostalAddress"];
            /** @description MANUAL, or the store platform (SHOPIFY, WOOCOMMERCE, CUSTOM) */
            source: string;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "CANCELLED" | "REFUNDED";
            subtotal: number;
            total: number;
            totalDiscounts: number;
            totalShipping: number;
            totalTax: number;
            trackingNumber: string | null;
            trackingUrl: string | null;
            updatedAt: string;
        };
        OrderList: {
            data: components["schemas"]["Order"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        /** @description The same shape whether or not the phone belongs to a contact */
        OtpSent: {
            /** @enum {string} */
            channel: "CHATAPP" | "SMS";
            codeLength: number;
            /** Format: date-time */
            expiresAt: string;
            /** @description The code's id (otp_…); never the code */
            id: string;
            /**
             * Format: date-time
             * @description When the next send to this phone is allowed
             */
            resendAvailableAt: string;
        };
        /** @description A company's one-time-code settings */
        OtpSettings: {
            /** @description Digits per code (default 6) */
            codeLength: number;
            /**
             * @description AUTO: chatapp when an approved AUTHENTICATION template is usable, else SMS when connected
             * @enum {string}
             */
            defaultChannel: "AUTO" | "CHATAPP" | "SMS";
            /** @description How long a code stays usable (default 10) */
            expiryMinutes: number;
            /** @description Wrong tries after which the code is dead (default 5) */
            maxAttempts: number;
            /** @description Sends to one phone in any hour (default 5) */
            maxSendsPerHour: number;
            /** @description The least time between two sends to one phone (default 30) */
            resendCooldownSeconds: number;
            templateLanguage: string | null;
            /** @description The AUTHENTICATION template chatapp codes use; null: the newest approved one */
            templateName: string | null;
        };
        /**
         * @example {
         *       "verified": true,
         *       "verifiedAt": "2026-05-01T10:00:00.000Z"
         *     }
         */
        OtpVerification: {
            /**
             * @description When verified is false. invalid_code also covers a phone with no code, a used code and a superseded one, so the answer never tells whether a phone is known
             * @enum {string}
             */
            reason?: "invalid_code" | "expired" | "too_many_attempts";
            verified: boolean;
            /** Format: date-time */
            verifiedAt?: string;
        };
        PasswordResetDone: {
            email: string;
        };
        PasswordResetLink: {
            email: string;
            expiresAt: string;
            /** @description The same link as a path on this service */
            path: string;
            /** @description The one-time link to hand over (APP_URL based); shown only in this response */
            url: string;
            userId: string;
        };
        /**
         * @example {
         *       "type": "web_url",
         *       "title": "Shop now",
         *       "url": "https://example.com/shop"
         *     }
         */
        PhotoappButton: {
            title: string;
            /** @enum {string} */
            type: "web_url";
            /**
             * Format: uri
             * @description Required for web_url
             */
            url: string;
        } | {
            /** @description Required for postback */
            payload: string;
            title: string;
            /** @enum {string} */
            type: "postback";
        };
        /**
         * @example {
         *       "text": "How can we help?",
         *       "buttons": [
         *         {
         *           "type": "postback",
         *           "title": "Track my order",
         *           "payload": "TRACK"
         *         }
         *       ]
         *     }
         */
        PhotoappButtonsConfig: {
            buttons: components["schemas"]["PhotoappButton"][];
            text: string;
        };
        /**
         * @example {
         *       "to": "17841400000000001",
         *       "text": "How can we help?",
         *       "buttons": [
         *         {
         *           "type": "web_url",
         *           "title": "Track order",
         *           "url": "https://example.com/track"
         *         }
         *       ]
         *     }
         */
        PhotoappButtonsInput: {
            buttons: components["schemas"]["PhotoappButton"][];
            conversationId?: string;
            /**
             * @description HUMAN_AGENT: an agent's reply up to 7 days after the customer's last message (the standard window is 24 hours)
             * @enum {string}
             */
            tag?: "HUMAN_AGENT";
            text: string;
            /** @description The customer's photoapp id (IGSID); required unless conversationId is given */
            to?: string;
        };
        /**
         * @example {
         *       "title": "Spring collection",
         *       "subtitle": "New arrivals",
         *       "buttons": [
         *         {
         *           "type": "postback",
         *           "title": "Tell me more",
         *           "payload": "SPRING"
         *         }
         *       ]
         *     }
         */
        PhotoappCard: {
            buttons?: components["schemas"]["PhotoappButton"][];
            /**
             * Format: uri
             * @description Opened when the card itself is tapped
             */
            defaultActionUrl?: string | null;
            /** Format: uri */
            imageUrl?: string | null;
            subtitle?: string | null;
            title: string;
        };
        PhotoappCarouselElement: {
            buttons?: components["schemas"]["PhotoappButton"][];
            default_action?: {
                /**
                 * @default web_url
                 * @enum {string}
                 */
                type?: "web_url";
                /** Format: uri */
                url: string;
            };
            /** Format: uri */
            image_url?: string;
            subtitle?: string;
            title: string;
        };
        /**
         * @example {
         *       "to": "17841400000000001",
         *       "elements": [
         *         {
         *           "title": "Runner X",
         *           "subtitle": "New",
         *           "buttons": [
         *             {
         *               "type": "postback",
         *               "title": "Buy",
         *               "payload": "BUY_X"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        PhotoappCarouselInput: {
            conversationId?: string;
            elements: components["schemas"]["PhotoappCarouselElement"][];
            /**
             * @description HUMAN_AGENT: an agent's reply up to 7 days after the customer's last message (the standard window is 24 hours)
             * @enum {string}
             */
            tag?: "HUMAN_AGENT";
            /** @description The customer's photoapp id (IGSID); required unless conversationId is given */
            to?: string;
        };
        PhotoappInteractiveMessage: {
            config: components["schemas"]["PhotoappButtonsConfig"] | components["schemas"]["PhotoappQuickRepliesConfig"];
            createdAt: string;
            id: string;
            name: string;
            /** @enum {string} */
            type: "buttons" | "quick_replies";
            updatedAt: string;
        };
        /** @description The whole message: PUT takes the same body as POST and replaces it. */
        PhotoappInteractiveMessageInput: {
            config: components["schemas"]["PhotoappButtonsConfig"];
            name: string;
            /** @enum {string} */
            type: "buttons";
        } | {
            config: components["schemas"]["PhotoappQuickRepliesConfig"];
            name: string;
            /** @enum {string} */
            type: "quick_replies";
        };
        PhotoappInteractiveMessageList: {
            data: components["schemas"]["PhotoappInteractiveMessage"][];
        };
        PhotoappLibraryDeleted: {
            /** @enum {boolean} */
            deleted: true;
            id: string;
        };
        /**
         * @example {
         *       "to": "17841400000000001",
         *       "mediaType": "image",
         *       "mediaUrl": "https://example.com/a.jpg"
         *     }
         */
        PhotoappMediaTemplateInput: {
            buttons?: components["schemas"]["PhotoappButton"][];
            conversationId?: string;
            /**
             * @description Default: video when mediaUrl ends in .mp4, .mov, .m4v or .webm, otherwise image
             * @enum {string}
             */
            mediaType?: "image" | "video";
            /** Format: uri */
            mediaUrl: string;
            /**
             * @description HUMAN_AGENT: an agent's reply up to 7 days after the customer's last message (the standard window is 24 hours)
             * @enum {string}
             */
            tag?: "HUMAN_AGENT";
            /** @description The customer's photoapp id (IGSID); required unless conversationId is given */
            to?: string;
        };
        /**
         * @example {
         *       "text": "Pick a size",
         *       "quickReplies": [
         *         {
         *           "title": "Small",
         *           "payload": "SIZE_S"
         *         }
         *       ]
         *     }
         */
        PhotoappQuickRepliesConfig: {
            quickReplies: components["schemas"]["PhotoappQuickReplyOption"][];
            text: string;
        };
        /**
         * @example {
         *       "to": "17841400000000001",
         *       "text": "What are you looking for?",
         *       "quickReplies": [
         *         {
         *           "title": "Shoes",
         *           "payload": "SHOES"
         *         }
         *       ]
         *     }
         */
        PhotoappQuickRepliesInput: {
            conversationId?: string;
            quickReplies: {
                payload: string;
                title: string;
            }[];
            /**
             * @description HUMAN_AGENT: an agent's reply up to 7 days after the customer's last message (the standard window is 24 hours)
             * @enum {string}
             */
            tag?: "HUMAN_AGENT";
            text: string;
            /** @description The customer's photoapp id (IGSID); required unless conversationId is given */
            to?: string;
        };
        PhotoappQuickReply: {
            category: string | null;
            createdAt: string;
            id: string;
            shortcut: string;
            text: string;
            title: string;
            updatedAt: string;
        };
        PhotoappQuickReplyCategories: {
            data: {
                category: string;
                count: number;
            }[];
            /** @description Quick replies without a category */
            uncategorized: number;
        };
        PhotoappQuickReplyList: {
            data: components["schemas"]["PhotoappQuickReply"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        PhotoappQuickReplyOption: {
            payload: string;
            title: string;
        };
        PhotoappRateLimit: {
            /** @enum {string} */
            mode: "live" | "sandbox";
            platform: {
                callCountPercent: number;
                estimatedTimeToRegainAccessMinutes: number;
                remainingPercent: number;
                reportedAt: string;
                totalCputimePercent: number;
                totalTimePercent: number;
            } | null;
            remainingPercent: number;
            service: {
                limits: {
                    mediaPerSecond: number;
                    textPerSecond: number;
                };
                remainingThisSecond: number;
                sent: {
                    last24Hours: number;
                    lastHour: number;
                    lastMinute: number;
                    lastSecond: number;
                };
            };
        };
        /**
         * @example {
         *       "to": "17841400000000001",
         *       "content": "Thanks for reaching out!"
         *     }
         */
        PhotoappSendInput: {
            /** @description The text; with media it follows the attachment as a second message (the platform has no captions) */
            content: string;
            conversationId?: string;
            /** @enum {string} */
            mediaType?: "image" | "video" | "audio" | "file";
            /** Format: uri */
            mediaUrl?: string;
            /**
             * @description HUMAN_AGENT: an agent's reply up to 7 days after the customer's last message (the standard window is 24 hours)
             * @enum {string}
             */
            tag?: "HUMAN_AGENT";
            /** @description The customer's photoapp id (IGSID); required unless conversationId is given */
            to?: string;
        };
        PhotoappStats: {
            byDay: {
                day: string;
                received: number;
                sent: number;
            }[];
            conversations: {
                active: number;
                started: number;
            };
            customers: {
                active: number;
                new: number;
            };
            from: string;
            messages: {
                delivered: number;
                failed: number;
                read: number;
                received: number;
                sent: number;
            };
            /** @enum {string} */
            period: "today" | "7days" | "month";
            /** @description Percent of sent messages read */
            readRate: number | null;
            timezone: string;
            to: string;
        };
        PhotoappTemplate: {
            cards: {
                buttons: {
                    payload: string | null;
                    title: string;
                    /** @enum {string} */
                    type: "web_url" | "postback";
                    url: string | null;
                }[];
                defaultActionUrl: string | null;
                imageUrl: string | null;
                subtitle: string | null;
                title: string;
            }[];
            createdAt: string;
            description: string | null;
            id: string;
            isActive: boolean;
            name: string;
            updatedAt: string;
        };
        PhotoappTemplateDetail: {
            cards: {
                buttons: {
                    payload: string | null;
                    title: string;
                    /** @enum {string} */
                    type: "web_url" | "postback";
                    url: string | null;
                }[];
                defaultActionUrl: string | null;
                imageUrl: string | null;
                subtitle: string | null;
                title: string;
            }[];
            createdAt: string;
            description: string | null;
            id: string;
            isActive: boolean;
            name: string;
            updatedAt: string;
            usage: {
                /** @description Messages by their current status */
                byStatus: {
                    delivered: number;
                    failed: number;
                    queued: number;
                    read: number;
                    sent: number;
                };
                /** @description When the newest of them was made */
                lastSentAt: string | null;
                /** @description The 10 newest */
                recent: {
                    contactId: string;
                    conversationId: string;
                    createdAt: string;
                    messageId: string;
                    status: string;
                }[];
                /** @description Messages sent from this template, whatever their status */
                totalSends: number;
            };
        };
        PhotoappTemplateList: {
            data: components["schemas"]["PhotoappTemplate"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        PhotoappWindow: {
            conversationId: string;
            /** @enum {string} */
            conversationStatus: "OPEN" | "CLOSED" | "RESOLVED";
            expiresAt: string | null;
            /** @description The HUMAN_AGENT tag's 7-day window */
            humanAgent: {
                expiresAt: string | null;
                open: boolean;
            };
            lastInboundAt: string | null;
            open: boolean;
            reason: string;
        };
        PostalAddress: {
            address1?: string | null;
            address2?: string | null;
            city?: string | null;
            country?: string | null;
            name?: string | null;
            phone?: string | null;
            province?: string | null;
            zip?: string | null;
        } | null;
        Product: {
            category: {
                id: string;
                name: string;
            } | null;
            compareAtPrice: number | null;
            connectionId: string | null;
            createdAt: string;
            currency: string | null;
            description: string | null;
            externalId: string | null;
            id: string;
            imageUrl: string | null;
            inventoryQuantity: number | null;
            isActive: boolean;
            name: string;
            price: number;
            sku: string | null;
            updatedAt: string;
            vendor: string | null;
        };
        ProductCategory: {
            id: string;
            name: string;
            productCount: number;
        };
        ProductDetail: {
            category: {
                id: string;
                name: string;
            } | null;
            compareAtPrice: number | null;
            connectionId: string | null;
            createdAt: string;
            currency: string | null;
            description: string | null;
            externalId: string | null;
            id: string;
            imageUrl: string | null;
            inventoryQuantity: number | null;
            isActive: boolean;
            name: string;
            price: number;
            sku: string | null;
            updatedAt: string;
            variants: {
                id: string | null;
                inventoryQuantity: number | null;
                price: number;
                sku: string | null;
                title: string | null;
            }[];
            vendor: string | null;
        };
        PublicProduct: {
            data: components["schemas"]["ProductDetail"];
            /** @enum {boolean} */
            success: true;
        };
        PublicProductCategory: {
            data: components["schemas"]["ProductCategory"];
            /** @enum {boolean} */
            success: true;
        };
        PublicProductCategoryList: {
            data: components["schemas"]["ProductCategory"][];
            /** @enum {boolean} */
            success: true;
        };
        PublicProductList: {
            data: components["schemas"]["Product"][];
            pagination: {
                page: number;
                pageSize: number;
                total: number;
                totalPages: number;
            };
            /** @enum {boolean} */
            success: true;
        };
        PublishedWorkflow: {
            allowReentry: boolean;
            createdAt: string;
            description: string | null;
            edges: components["schemas"]["WorkflowEdge"][];
            hasUnpublishedChanges: boolean;
            id: string;
            name: string;
            nodes: components["schemas"]["WorkflowNode"][];
            publishedAt: string | null;
            /** @description The version runs start on; null when never published */
            publishedVersion: number | null;
            stats: {
                active: number;
                failedLast24h: number;
                runsLast24h: number;
            };
            /** @enum {string} */
            status: "DRAFT" | "PUBLISHED" | "UNPUBLISHED";
            triggerEvent: string;
            updatedAt: string;
            version: number;
        };
        ResendFailedInput: {
            /**
             * Format: date-time
             * @description Resend failed deliveries created at or after this time; default and earliest: 7 days ago
             */
            since?: string;
        };
        ResendFailedResult: {
            resent: number;
        };
        ResetPasswordInput: {
            password: string;
            token: string;
        };
        ResumeWebhookInput: {
            /**
             * @description What becomes of the events kept while the webhook was paused: deliver them in the order they occurred (default), or discard them (they stay in the log as DISCARDED)
             * @default deliver
             * @enum {string}
             */
            heldDeliveries?: "deliver" | "discard";
        };
        SavedReply: {
            body: string;
            createdAt: string;
            createdBy: {
                id: string;
                name: string;
            } | null;
            id: string;
            name: string;
            shortcut: string;
            updatedAt: string;
        };
        SavedReplyDeleted: {
            /** @enum {boolean} */
            deleted: true;
            id: string;
        };
        SavedReplyList: {
            data: components["schemas"]["SavedReply"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        ScheduledMessage: {
            cancelledAt: string | null;
            /** @enum {string} */
            channel: "CHATAPP" | "PHOTOAPP" | "SOCIALCHAT" | "BOTCHAT" | "SMS";
            contact: {
                id: string;
                name: string;
            } | null;
            conversationId: string | null;
            createdAt: string;
            createdById: string | null;
            failedCount: number;
            fallbackTemplate: {
                bodyVariables?: string[];
                components?: {
                    [key: string]: unknown;
                }[];
                /** @enum {string} */
                kind: "template";
                languageCode: string;
                templateName: string;
            } | null;
            id: string;
            lastError: string | null;
            lastSentAt: string | null;
            /** @description The wall-clock time that recurs, in timeZone, e.g. 2026-01-31T09:30:00 */
            localTime: string;
            /** @description The occurrence pending (null once nothing is left to send) */
            nextOccurrenceAt: string | null;
            /** @description With from and to: the pending occurrences in the range */
            occurrencesInRange?: string[];
            payload: {
                /** @enum {string} */
                kind: "text";
                text: string;
            } | {
                bodyVariables?: string[];
                components?: {
                    [key: string]: unknown;
                }[];
                /** @enum {string} */
                kind: "template";
                languageCode: string;
                templateName: string;
            };
            recipientRef: string;
            /** @enum {string} */
            recurrence: "NONE" | "DAILY" | "WEEKLY" | "MONTHLY";
            /** @description The first occurrence */
            scheduledFor: string;
            sentCount: number;
            /** @enum {string} */
            status: "PENDING" | "SENDING" | "SENT" | "FAILED" | "CANCELLED";
            timeZone: string;
            updatedAt: string;
        };
        ScheduledMessageList: {
            data: components["schemas"]["ScheduledMessage"][];
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
        };
        ScheduledMessageSend: {
            attempts: number;
            conversationId: string | null;
            error: string | null;
            finishedAt: string | null;
            id: string;
            messageId: string | null;
            occurrenceAt: string;
            reason: string | null;
            scheduledMessageId: string;
            startedAt: string;
            /** @enum {string} */
            status: "SENDING" | "SENT" | "FAILED" | "SKIPPED";
            usedFallback: boolean;
        };
        ScheduledMessageSendList: {
            data: components["schemas"]["ScheduledMessageSend"][];
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
        };
        /** @description An approved chatapp template (allowed outside the 24-hour window) */
        ScheduledTemplatePayload: {
            /** @description {{1}}, {{2}}… of the body in order; left out, the template's saved mapping fills them */
            bodyVariables?: string[];
            /** @description Cloud API template components; they win over bodyVariables */
            components?: components["schemas"]["ChatappTemplateComponent"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "template";
            languageCode: string;
            templateName: string;
        };
        /** @description Free-form text; on chatapp only inside the 24-hour customer window */
        ScheduledTextPayload: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "text";
            text: string;
        };
        /**
         * @example {
         *       "phone": "+1 415 555 0134"
         *     }
         */
        SendOtpInput: {
            /**
             * @description Left out: the settings' default channel (AUTO picks by availability)
             * @enum {string}
             */
            channel?: "CHATAPP" | "SMS";
            languageCode?: string;
            /**
             * @description The phone number the code goes to
             * @example +1 415 555 0134
             */
            phone: string;
            /** @description Chatapp: an APPROVED AUTHENTICATION template; left out, the settings' template or the newest approved one */
            templateName?: string;
        };
        SendPhotoappTemplateInput: {
            conversationId?: string;
            recipientId: string;
            /**
             * @description HUMAN_AGENT: an agent's reply up to 7 days after the customer's last message (the standard window is 24 hours)
             * @enum {string}
             */
            tag?: "HUMAN_AGENT";
        };
        SessionsEnded: {
            /** @description When every other session and API JWT of this user stopped working */
            signedOutOthersAt: string;
        };
        SetupInput: {
            companyName: string;
            companySlug?: string;
            email: string;
            name: string;
            password: string;
        };
        SetupStatus: {
            needsSetup: boolean;
        };
        SimulateChannelInboundInput: {
            from: string;
            name?: string;
            payload?: string;
            text: string;
        };
        SimulateInboundInput: {
            from: string;
            name?: string;
            text: string;
        };
        SmsSegments: {
            characters: number;
            /** @enum {string} */
            encoding: "GSM-7" | "UCS-2";
            /** @description Characters that force UCS-2; replacing them lets a segment hold 160 characters instead of 70 */
            nonGsmCharacters: string[];
            segments: number;
        };
        SmsSegmentsInput: {
            text: string;
        };
        /**
         * @example {
         *       "to": "+1 415 555 0134",
         *       "text": "Your table for 4 is booked for 8 pm. Reply STOP to opt out."
         *     }
         */
        SmsSendInput: {
            conversationId?: string;
            mediaUrls?: string[];
            text: string;
            /**
             * @description The customer's phone number; required unless conversationId is given
             * @example +971 50 123 4567
             */
            to?: string;
        };
        SocialchatButtonsInput: {
            buttons: components["schemas"]["PhotoappButton"][];
            conversationId?: string;
            /**
             * @description Outside the 24-hour window: HUMAN_AGENT within 7 days, or an update tag for its purpose
             * @enum {string}
             */
            tag?: "ACCOUNT_UPDATE" | "CONFIRMED_EVENT_UPDATE" | "POST_PURCHASE_UPDATE" | "HUMAN_AGENT";
            text: string;
            /** @description The customer's socialchat id (PSID); required unless conversationId is given */
            to?: string;
        };
        SocialchatGenericInput: {
            conversationId?: string;
            elements: components["schemas"]["PhotoappCarouselElement"][];
            /**
             * @description Outside the 24-hour window: HUMAN_AGENT within 7 days, or an update tag for its purpose
             * @enum {string}
             */
            tag?: "ACCOUNT_UPDATE" | "CONFIRMED_EVENT_UPDATE" | "POST_PURCHASE_UPDATE" | "HUMAN_AGENT";
            /** @description The customer's socialchat id (PSID); required unless conversationId is given */
            to?: string;
        };
        SocialchatQuickRepliesInput: {
            conversationId?: string;
            quickReplies: {
                payload: string;
                title: string;
            }[];
            /**
             * @description Outside the 24-hour window: HUMAN_AGENT within 7 days, or an update tag for its purpose
             * @enum {string}
             */
            tag?: "ACCOUNT_UPDATE" | "CONFIRMED_EVENT_UPDATE" | "POST_PURCHASE_UPDATE" | "HUMAN_AGENT";
            text: string;
            /** @description The customer's socialchat id (PSID); required unless conversationId is given */
            to?: string;
        };
        /**
         * @example {
         *       "to": "6254000000000001",
         *       "content": "Your order has shipped"
         *     }
         */
        SocialchatSendInput: {
            /** @description The text; with media it follows the attachment as a second message */
            content: string;
            conversationId?: string;
            /** @enum {string} */
            mediaType?: "image" | "video" | "audio" | "file";
            /** Format: uri */
            mediaUrl?: string;
            /**
             * @description Outside the 24-hour window: HUMAN_AGENT within 7 days, or an update tag for its purpose
             * @enum {string}
             */
            tag?: "ACCOUNT_UPDATE" | "CONFIRMED_EVENT_UPDATE" | "POST_PURCHASE_UPDATE" | "HUMAN_AGENT";
            /** @description The customer's socialchat id (PSID); required unless conversationId is given */
            to?: string;
        };
        /** @description The signing secret is never part of this object. */
        StoreConnection: {
            abandonedCartMinutes: number;
            createdAt: string;
            id: string;
            lastWebhookAt: string | null;
            name: string;
            /** @enum {string} */
            platform: "SHOPIFY" | "WOOCOMMERCE" | "CUSTOM";
            shopDomain: string;
            updatedAt: string;
            webhookCount: number;
            /** @description Where the store posts its webhooks: /api/webhook/storeplugin/{id} */
            webhookPath: string;
        };
        StoreConnectionList: {
            data: components["schemas"]["StoreConnection"][];
        };
        StoreCustomer: {
            acceptsMarketing: boolean | null;
            connectionId: string | null;
            contactId: string | null;
            createdAt: string;
            email: string | null;
            externalId: string | null;
            firstName: string | null;
            id: string;
            lastName: string | null;
            orderCount: number;
            phone: string | null;
            totalSpent: number;
            updatedAt: string;
        };
        StoreCustomerList: {
            data: components["schemas"]["StoreCustomer"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        StoreCustomerWithOrders: {
            acceptsMarketing: boolean | null;
            connectionId: string | null;
            contactId: string | null;
            createdAt: string;
            email: string | null;
            externalId: string | null;
            firstName: string | null;
            id: string;
            lastName: string | null;
            orderCount: number;
            orders: components["schemas"]["Order"][];
            phone: string | null;
            totalSpent: number;
            updatedAt: string;
        };
        StoreSecret: {
            /**
             * @description base64 HMAC-SHA256(secret, rawBody)
             * @enum {string}
             */
            header: "X-Shopify-Hmac-Sha256";
            /** @description The HMAC key the store signs webhooks with */
            secret: string;
        };
        StoreWebhookResult: {
            contactId: string | null;
            orderId: string | null;
            /**
             * @description ignored: a topic this service does not use, or an older version than the one stored
             * @enum {string}
             */
            status: "processed" | "ignored";
            topic: string;
        };
        Tag: {
            color: string;
            contactCount?: number;
            createdAt: string;
            id: string;
            name: string;
        };
        TagList: {
            data: components["schemas"]["Tag"][];
        };
        Task: {
            assignee: {
                id: string;
                name: string;
            } | null;
            completed: boolean;
            completedAt: string | null;
            contact: {
                id: string;
                name: string;
            };
            conversationId: string | null;
            createdAt: string;
            createdById: string | null;
            description: string | null;
            dueAt: string | null;
            id: string;
            leadId: string | null;
            /** @description OPEN and past dueAt */
            overdue: boolean;
            /** @enum {string} */
            status: "OPEN" | "COMPLETED";
            ticketId: string | null;
            title: string;
            updatedAt: string;
        };
        TaskList: {
            data: components["schemas"]["Task"][];
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
        };
        TeamMember: {
            createdAt: string;
            email: string;
            id: string;
            lastSignInAt: string | null;
            name: string;
            /** @enum {string} */
            role: "owner" | "admin" | "agent" | "marketer";
        };
        TeamMemberList: {
            data: components["schemas"]["TeamMember"][];
        };
        TestWebhookInput: {
            /**
             * @description The event name the sample is labelled with
             * @default webhook.test
             */
            event?: string;
        };
        Ticket: {
            assignee: {
                id: string;
                name: string;
            } | null;
            /** @description Resolved after slaDueAt, or unresolved past it */
            breached: boolean;
            closedAt: string | null;
            contact: {
                id: string;
                name: string;
            };
            conversationId: string | null;
            createdAt: string;
            createdById: string | null;
            description: string | null;
            id: string;
            /** @enum {string} */
            priority: "LOW" | "NORMAL" | "HIGH" | "URGENT";
            resolvedAt: string | null;
            /** @description createdAt plus the company's resolution target for the priority */
            slaDueAt: string;
            /** @enum {string} */
            status: "OPEN" | "PENDING" | "RESOLVED" | "CLOSED";
            subject: string;
            updatedAt: string;
        };
        TicketList: {
            data: components["schemas"]["Ticket"][];
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
        };
        /** @description Resolution targets per priority in minutes; defaults URGENT 240, HIGH 480, NORMAL 1440, LOW 4320 */
        TicketSlaPolicy: {
            /** @description Minutes to resolve a HIGH ticket */
            HIGH: number;
            /** @description Minutes to resolve a LOW ticket */
            LOW: number;
            /** @description Minutes to resolve a NORMAL ticket */
            NORMAL: number;
            /** @description Minutes to resolve a URGENT ticket */
            URGENT: number;
        };
        TicketSlaPolicyResponse: {
            /** @description Minutes to resolve a HIGH ticket */
            HIGH: number;
            isDefault: boolean;
            /** @description Minutes to resolve a LOW ticket */
            LOW: number;
            /** @description Minutes to resolve a NORMAL ticket */
            NORMAL: number;
            /** @description Minutes to resolve a URGENT ticket */
            URGENT: number;
        };
        UpdateCampaignInput: {
            aiEnabled?: boolean;
            audience?: components["schemas"]["CampaignAudience"];
            /** @description Retry failures of retryable categories by themselves, with back-off */
            autoRetry?: boolean;
            /** @description Attempts after the first, 0 to 10; default 3 */
            maxRetries?: number;
            messagesPerDay?: number | null;
            messagesPerSecond?: number;
            name?: string;
            pacingDisabled?: boolean;
            /**
             * Format: date-time
             * @description A future time schedules the campaign; null makes it a DRAFT again
             */
            scheduledAt?: string | null;
            templateComponents?: ({
                type: string;
            } & {
                [key: string]: unknown;
            })[] | null;
            templateId?: string;
        };
        UpdateCompanyInput: {
            /**
             * @description null restores the defaults
             * @example {
             *       "currency": "USD",
             *       "MARKETING": 0.025,
             *       "UTILITY": 0.004,
             *       "AUTHENTICATION": 0.0035
             *     }
             */
            messageRates?: {
                AUTHENTICATION: number;
                currency: string;
                MARKETING: number;
                UTILITY: number;
            } | null;
            name?: string;
            /** @description null restores the default */
            optInReply?: string | null;
            /** @description null restores the default */
            optOutReply?: string | null;
            /** @description null restores the defaults */
            startKeywords?: string[] | null;
            /** @description null restores the defaults */
            stopKeywords?: string[] | null;
            supportEmail?: string | null;
            timezone?: string;
            /** Format: uri */
            website?: string | null;
        };
        UpdateContactInput: {
            assignedAgentId?: string | null;
            /** Format: uri */
            avatar?: string | null;
            /**
             * @description Scalar values only; null removes a key on update
             * @example {
             *       "plan": "gold",
             *       "city": "Dubai"
             *     }
             */
            customFields?: {
                [key: string]: string | number | boolean | null;
            };
            email?: string | null;
            externalId?: string | null;
            firstName?: string | null;
            /** @enum {string|null} */
            label?: "HOT_LEAD" | "WARM_LEAD" | "COLD_LEAD" | "FOLLOW_UP" | "VIP" | "CHURNED" | "DO_NOT_CONTACT" | null;
            lastName?: string | null;
            /** @enum {string} */
            lifecycleStage?: "LEAD" | "SUBSCRIBER" | "OPPORTUNITY" | "CUSTOMER" | "REPEAT_CUSTOMER" | "EVANGELIST";
            /**
             * @description New contacts are OPTED_IN unless this says otherwise
             * @enum {string}
             */
            marketingConsent?: "OPTED_IN" | "OPTED_OUT";
            name?: string;
            notes?: string | null;
            /**
             * @description Stored as digits only, e.g. +1 (555) 010-2030 becomes 15550102030
             * @example +971 50 123 4567
             */
            phone?: string | null;
            /** @enum {string} */
            status?: "ACTIVE" | "INACTIVE" | "ARCHIVED";
            tagIds?: string[];
        };
        UpdateLeadInput: {
            /** @description A user of the company, or null to unassign */
            assigneeId?: string | null;
            /** @description A conversation of the lead's contact, or null */
            conversationId?: string | null;
            /** @description ISO 4217 code */
            currency?: string;
            lostReason?: string | null;
            /** @description Where the lead came from, e.g. website, chatapp ad, referral */
            source?: string | null;
            /**
             * @description Open stages move freely; WON and LOST close the lead (read-only until its stage is set back to an open one)
             * @enum {string}
             */
            stage?: "NEW" | "CONTACTED" | "QUALIFIED" | "PROPOSAL" | "WON" | "LOST";
            title?: string;
            /** @description The deal's expected value in currency, two decimals at most */
            value?: number | null;
        };
        UpdateOrderInput: {
            /** @enum {string} */
            financialStatus?: "PENDING" | "AUTHORIZED" | "PARTIALLY_PAID" | "PAID" | "PARTIALLY_REFUNDED" | "REFUNDED" | "VOIDED";
            /** @enum {string} */
            fulfillmentStatus?: "UNFULFILLED" | "PARTIAL" | "FULFILLED";
            note?: string | null;
            shippingAddress?: components["schemas"]["PostalAddress"];
            /**
             * @description Cancel, or complete (marks it fulfilled)
             * @enum {string}
             */
            status?: "CANCELLED" | "COMPLETED";
            trackingNumber?: string | null;
            /** Format: uri */
            trackingUrl?: string | null;
        };
        /** @description Any subset of the settings; templateName and templateLanguage go together (templateName null clears both) */
        UpdateOtpSettingsInput: {
            /** @description Digits per code (default 6) */
            codeLength?: number;
            /**
             * @description AUTO: chatapp when an approved AUTHENTICATION template is usable, else SMS when connected
             * @enum {string}
             */
            defaultChannel?: "AUTO" | "CHATAPP" | "SMS";
            /** @description How long a code stays usable (default 10) */
            expiryMinutes?: number;
            /** @description Wrong tries after which the code is dead (default 5) */
            maxAttempts?: number;
            /** @description Sends to one phone in any hour (default 5) */
            maxSendsPerHour?: number;
            /** @description The least time between two sends to one phone (default 30) */
            resendCooldownSeconds?: number;
            templateLanguage?: string | null;
            /** @description The AUTHENTICATION template chatapp codes use; null: the newest approved one */
            templateName?: string | null;
        };
        /**
         * @description Fields left out are unchanged.
         * @example {
         *       "title": "Opening hours",
         *       "text": "We open at 9 every day."
         *     }
         */
        UpdatePhotoappQuickReplyInput: {
            /** @description Empty or null: no category */
            category?: string | null;
            shortcut?: string;
            text?: string;
            title?: string;
        };
        /**
         * @description Fields left out are unchanged; cards, when given, replaces every card.
         * @example {
         *       "name": "Spring sale",
         *       "isActive": false
         *     }
         */
        UpdatePhotoappTemplateInput: {
            cards?: components["schemas"]["PhotoappCard"][];
            description?: string | null;
            isActive?: boolean;
            name?: string;
        };
        /** @description Edits made here hold until the store sends the product again (products/update). */
        UpdateProductInput: {
            /** @description A category of this company; null clears it */
            categoryId?: string | null;
            compareAtPrice?: number | null;
            description?: string | null;
            /** Format: uri */
            imageUrl?: string | null;
            isActive?: boolean;
            name?: string;
            price?: number;
            sku?: string | null;
        };
        UpdateProfileInput: {
            name: string;
        };
        /** @description Fields left out are unchanged. */
        UpdateSavedReplyInput: {
            /**
             * @description The reply's text. Variables filled for the conversation's contact when inserted: {{contact.name}}, {{contact.firstName}}, {{contact.lastName}}, {{contact.email}}, {{contact.phone}}, {{contact.<custom field key>}}
             * @example Hi {{contact.firstName}}, we open at 9 every day.
             */
            body?: string;
            name?: string;
            /**
             * @description Typed after / in the composer; unique in the company, any case
             * @example hours
             */
            shortcut?: string;
        };
        /** @description Only a PENDING message; a new scheduledFor restarts the recurrence from it */
        UpdateScheduledMessageInput: {
            /** @description Chatapp, recurring text only: the template an occurrence sends instead when the recipient is outside the 24-hour window at send time. Without one, such an occurrence fails (the series goes on). */
            fallbackTemplate?: {
                /** @description {{1}}, {{2}}… of the body in order; left out, the template's saved mapping fills them */
                bodyVariables?: string[];
                /** @description Cloud API template components; they win over bodyVariables */
                components?: components["schemas"]["ChatappTemplateComponent"][];
                /** @enum {string} */
                kind: "template";
                languageCode: string;
                templateName: string;
            } | null;
            payload?: components["schemas"]["ScheduledTextPayload"] | components["schemas"]["ScheduledTemplatePayload"];
            /** @enum {string} */
            recurrence?: "NONE" | "DAILY" | "WEEKLY" | "MONTHLY";
            /** Format: date-time */
            scheduledFor?: string;
        };
        UpdateStoreConnectionInput: {
            /** @description Quiet time after a cart's last change before it counts as abandoned (default 60) */
            abandonedCartMinutes?: number;
            name?: string;
        };
        UpdateTagInput: {
            color?: string;
            name?: string;
        };
        UpdateTaskInput: {
            /** @description A user of the company, or null to unassign */
            assigneeId?: string | null;
            /** @description true completes an OPEN task (task.completed); false reopens a COMPLETED one */
            completed?: boolean;
            /** @description A conversation of the task's contact, or null */
            conversationId?: string | null;
            description?: string | null;
            /**
             * Format: date-time
             * @description When the task is due; past due times are allowed (a task logged late)
             */
            dueAt?: string | null;
            /** @description A lead of the task's contact, or null */
            leadId?: string | null;
            /** @description A ticket of the task's contact, or null */
            ticketId?: string | null;
            title?: string;
        };
        UpdateTeamMemberInput: {
            name?: string;
            /** @enum {string} */
            role?: "owner" | "admin" | "agent" | "marketer";
        };
        UpdateTicketInput: {
            /** @description A user of the company, or null to unassign */
            assigneeId?: string | null;
            /** @description A conversation of the ticket's contact, or null */
            conversationId?: string | null;
            description?: string | null;
            /**
             * @description A new priority recomputes slaDueAt from createdAt
             * @enum {string}
             */
            priority?: "LOW" | "NORMAL" | "HIGH" | "URGENT";
            /**
             * @description OPEN -> PENDING | RESOLVED; PENDING -> OPEN | RESOLVED; RESOLVED -> OPEN | CLOSED; CLOSED is final
             * @enum {string}
             */
            status?: "OPEN" | "PENDING" | "RESOLVED" | "CLOSED";
            subject?: string;
        };
        UpdateWebEventIntegrationInput: {
            /** @enum {string} */
            authType: "HMAC_SHA256" | "API_KEY";
            autoCreateContact?: boolean;
            contactMapping?: components["schemas"]["ContactMapping"];
            description?: string | null;
            name: string;
        };
        UpdateWebhookInput: {
            consecutiveFailureThreshold?: number;
            events?: string[];
            fieldExclusions?: string[];
            maxRetries?: number;
            name?: string;
            /** @enum {string} */
            status?: "ACTIVE" | "PAUSED" | "FAILED";
            /**
             * @description HTTPS, and a public address (private, loopback, link-local and cloud metadata targets are refused)
             * @example https://example.com/hooks/service
             */
            url?: string;
        };
        /** @description Changes the draft; a published workflow keeps running its published version until the next publish. nodes and edges go together */
        UpdateWorkflowInput: {
            /** @description Let a contact be in several runs of this workflow at once */
            allowReentry?: boolean;
            description?: string | null;
            edges?: components["schemas"]["WorkflowEdge"][];
            name?: string;
            nodes?: components["schemas"]["WorkflowNode"][];
            /**
             * @description A catalog event name, or web_event:<name> for a website event of that name
             * @example message.received
             */
            triggerEvent?: string;
        };
        VerifyOtpInput: {
            code: string;
            /**
             * @description Stored as digits only, e.g. +1 (555) 010-2030 becomes 15550102030
             * @example +1 415 555 0134
             */
            phone: string;
        };
        WebchatPresence: {
            /** @description The visitor's read mark */
            lastReadAt: string | null;
            lastSeenAt: string | null;
            /** @description The visitor's chat was open in the last minute */
            online: boolean;
            /** @description The visitor typed in the last few seconds */
            typing: boolean;
        };
        /**
         * @example {
         *       "conversationId": "cnv_8QpXgdLhN6Ty",
         *       "text": "Hello! How can I help?"
         *     }
         */
        WebchatSendInput: {
            conversationId?: string;
            media?: components["schemas"]["WidgetAttachment"];
            text?: string;
            /** @description The visitor's id (the contact's webchat id); required unless conversationId is given */
            to?: string;
        };
        WebchatSendResult: {
            conversationId: string;
            messageId: string;
            /**
             * @description delivered once pushed to a connected visitor, read at the visitor's read mark (message.status_updated)
             * @enum {string}
             */
            status: "sent";
        };
        WebEvent: {
            contact: {
                id: string;
                name: string;
            } | null;
            eventName: string | null;
            id: string;
            integrationId: string;
            /**
             * @description MATCHED an existing contact, CREATED one, or UNMATCHED
             * @enum {string}
             */
            match: "MATCHED" | "CREATED" | "UNMATCHED";
            matchNote: string | null;
            payload?: unknown;
            receivedAt: string;
        };
        /** @description The secret is never part of this object; see GET /api/v1/web-events/{id}/secret (dashboard only). */
        WebEventIntegration: {
            /** @enum {string} */
            authType: "HMAC_SHA256" | "API_KEY";
            autoCreateContact: boolean;
            contactMapping: {
                autoCreate: boolean;
                displayColumns: string[];
                emailField: string | null;
                enrichFields: {
                    source: string;
                    target: string;
                }[];
                nameField: string | null;
                phoneField: string | null;
            };
            createdAt: string;
            description: string | null;
            /** @description Where the website posts: /api/webhook/web-events/{id} */
            endpointPath: string;
            eventCount: number;
            id: string;
            lastEventAt: string | null;
            name: string;
            updatedAt: string;
        };
        WebEventIntegrationList: {
            data: components["schemas"]["WebEventIntegration"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        WebEventIntegrationSecret: {
            /** @enum {string} */
            authType: "HMAC_SHA256" | "API_KEY";
            /** @description X-Webhook-Signature (HMAC hex of the raw body) or X-Api-Key (the secret itself) */
            header: string;
            secret: string;
        };
        WebEventList: {
            data: components["schemas"]["WebEvent"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        WebEventReceived: {
            contactId: string | null;
            /** @description The stored event's id */
            id: string;
            /** @enum {string} */
            match: "MATCHED" | "CREATED" | "UNMATCHED";
        };
        Webhook: {
            /** @description Deliveries in a row that failed every retry (each counts once, when its retries are used up); a success resets it */
            consecutiveFailures: number;
            consecutiveFailureThreshold: number;
            createdAt: string;
            events: string[];
            /** @description When the current run of failed deliveries began; null while the last delivery succeeded */
            failingSince: string | null;
            fieldExclusions: string[];
            /** @description Events kept while the webhook is paused or FAILED; resuming delivers them in the order they occurred, or discards them when asked */
            heldDeliveries: number;
            id: string;
            lastDeliveryAt: string | null;
            maxRetries: number;
            name: string;
            /** @description Finished deliveries (succeeded or failed) of the last 24 hours, test sends excluded */
            recentDeliveries: number;
            /** @description Share of those that succeeded, 0 to 1; null when there were none */
            recentSuccessRate: number | null;
            /** @enum {string} */
            status: "ACTIVE" | "PAUSED" | "FAILED";
            statusChangedAt: string | null;
            /** @description Why the webhook is PAUSED or FAILED (auto-pause, refused address, a person) */
            statusReason: string | null;
            updatedAt: string;
            url: string;
        };
        WebhookDelivery: {
            attempts: number;
            /** @description FAILED and created within the last 7 days */
            canResend: boolean;
            completedAt: string | null;
            createdAt: string;
            event: string;
            eventId: string;
            firstAttemptAt: string | null;
            /** @description Sent as X-Service-Delivery-Id, the same on every retry */
            id: string;
            lastError: string | null;
            lastResponseStatus: number | null;
            /** @description Duration of the latest attempt */
            latencyMs: number | null;
            maxAttempts: number;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "PENDING" | "RETRYING" | "SUCCEEDED" | "FAILED" | "HELD" | "DISCARDED";
            test: boolean;
            webhookId: string;
        };
        WebhookDeliveryAttempt: {
            attemptNumber: number;
            durationMs: number;
            /** @description Why the attempt failed, written for people ("connection refused: nothing is listening at that address and port", "timed out after 10 s: …", "HTTP 500 Internal Server Error"); null when it succeeded */
            error: string | null;
            /** @description The raw network or TLS error behind `error` (e.g. "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9"); null when a response came back */
            errorDetail: string | null;
            requestHeaders: {
                [key: string]: string;
            };
            /** @description The first 4 KB of the response body */
            responseBody: string | null;
            responseHeaders: {
                [key: string]: string;
            } | null;
            responseStatus: number | null;
            startedAt: string;
            success: boolean;
        };
        WebhookDeliveryDetail: {
            attemptLog: components["schemas"]["WebhookDeliveryAttempt"][];
            attempts: number;
            /** @description FAILED and created within the last 7 days */
            canResend: boolean;
            completedAt: string | null;
            createdAt: string;
            event: string;
            eventId: string;
            firstAttemptAt: string | null;
            /** @description Sent as X-Service-Delivery-Id, the same on every retry */
            id: string;
            lastError: string | null;
            lastResponseStatus: number | null;
            /** @description Duration of the latest attempt */
            latencyMs: number | null;
            maxAttempts: number;
            nextAttemptAt: string | null;
            /** @description The JSON body exactly as sent (after fieldExclusions) */
            requestBody: string;
            /** @enum {string} */
            status: "PENDING" | "RETRYING" | "SUCCEEDED" | "FAILED" | "HELD" | "DISCARDED";
            test: boolean;
            webhookId: string;
        };
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        WebhookList: {
            data: components["schemas"]["Webhook"][];
            pagination: {
                limit: number;
                page: number;
                total: number;
                /** @description false when total is an estimate (more than 10,000 matches) */
                totalIsExact: boolean;
                totalPages: number;
            };
        };
        WebhookSecret: {
            /** @description Key of the HMAC-SHA256 in X-Service-Signature */
            secret: string;
        };
        WebhookStats: {
            avgLatencyMs: number | null;
            buckets: {
                failed: number;
                /** @description Start of the hour, ISO UTC */
                hour: string;
                /** @description PENDING or RETRYING */
                pending: number;
                succeeded: number;
            }[];
            hours: number;
            successRate: number | null;
            totals: {
                failed: number;
                pending: number;
                succeeded: number;
            };
        };
        WidgetAttachment: {
            base64: string;
            /** @enum {string} */
            mimeType: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf" | "text/plain";
            name: string;
        };
        WidgetConfig: {
            files: {
                maxBytes: number;
                mimeTypes: string[];
            };
            greeting: string | null;
            name: string;
            /** @enum {string} */
            position: "right" | "left";
            /** @enum {string} */
            preChatForm: "off" | "name_email" | "name_phone";
            primaryColor: string;
            textColor: string;
        };
        WidgetFormInput: {
            email?: string;
            name: string;
            /**
             * @description Stored as digits only, e.g. +1 (555) 010-2030 becomes 15550102030
             * @example +971 50 123 4567
             */
            phone?: string;
        };
        WidgetHistory: {
            data: components["schemas"]["WidgetMessage"][];
            typing: boolean;
        };
        WidgetMessage: {
            at: string;
            file: {
                mimeType: string;
                name: string;
                size: number;
                url: string;
            } | null;
            /** @enum {string} */
            from: "visitor" | "agent";
            id: string;
            /** @description Arrival order; the stream and history resume after it */
            seq: number;
            status: string;
            text: string | null;
            type: string;
        };
        WidgetSession: {
            /** @description Whether the pre-chat form is still to be filled */
            formRequired: boolean;
            profile: {
                email: string | null;
                name: string | null;
                phone: string | null;
            };
            /** @description The signed visitor token: keep it and send it as X-Visitor-Token */
            token: string;
            visitorId: string;
        };
        WidgetSessionInput: {
            /** @description The visitor opened the chat panel (widget.chat.opened) */
            opened?: boolean;
        };
        WidgetSettings: {
            allowedOrigins: string[];
            /** @description The value of the snippet's data-company attribute */
            companyId: string;
            companyName: string;
            displayName: string | null;
            enabled: boolean;
            greeting: string | null;
            /** @enum {string} */
            position: "right" | "left";
            /** @enum {string} */
            preChatForm: "off" | "name_email" | "name_phone";
            primaryColor: string;
            textColor: string;
            updatedAt: string | null;
        };
        /**
         * @description Fields left out keep their value
         * @example {
         *       "enabled": true,
         *       "greeting": "Hi! How can we help?",
         *       "allowedOrigins": [
         *         "https://www.example.com"
         *       ]
         *     }
         */
        WidgetSettingsInput: {
            /** @description Websites that may embed the widget: scheme://host[:port], or https://*.example.com for subdomains */
            allowedOrigins?: string[];
            /** @description Shown in the panel's header; null uses the company's name */
            displayName?: string | null;
            enabled?: boolean;
            /** @description The first message a visitor sees */
            greeting?: string | null;
            /** @enum {string} */
            position?: "right" | "left";
            /**
             * @description Ask for the visitor's name and email (or phone) before the chat
             * @enum {string}
             */
            preChatForm?: "off" | "name_email" | "name_phone";
            /** @description Launcher and header background, #rrggbb */
            primaryColor?: string;
            /** @description Text on the primary colour, #rrggbb */
            textColor?: string;
        };
        WidgetVisitorMessageInput: {
            /** @description The widget's id for this message: a retry with the same id is stored once */
            clientId?: string;
            file?: components["schemas"]["WidgetAttachment"];
            text?: string;
        };
        Workflow: {
            allowReentry: boolean;
            createdAt: string;
            description: string | null;
            edges: components["schemas"]["WorkflowEdge"][];
            hasUnpublishedChanges: boolean;
            id: string;
            name: string;
            nodes: components["schemas"]["WorkflowNode"][];
            publishedAt: string | null;
            /** @description The version runs start on; null when never published */
            publishedVersion: number | null;
            stats: {
                active: number;
                failedLast24h: number;
                runsLast24h: number;
            };
            /** @enum {string} */
            status: "DRAFT" | "PUBLISHED" | "UNPUBLISHED";
            triggerEvent: string;
            updatedAt: string;
        };
        WorkflowEdge: {
            id: string;
            source: string;
            /** @description The source node's output; may be left out when the node has only one */
            sourceHandle?: string | null;
            target: string;
        };
        /** @description A versioned, self-contained copy of a workflow's draft; POST /api/v1/workflows/import takes it back */
        WorkflowExport: {
            exportedAt?: string;
            /** @enum {string} */
            format: "service.workflow";
            /** @enum {number} */
            formatVersion: 1;
            workflow: {
                /** @default false */
                allowReentry?: boolean;
                description?: string | null;
                edges: components["schemas"]["WorkflowEdge"][];
                name: string;
                nodes: components["schemas"]["WorkflowNode"][];
                /**
                 * @description A catalog event name, or web_event:<name> for a website event of that name
                 * @example message.received
                 */
                triggerEvent: string;
            };
        };
        WorkflowList: {
            data: {
                allowReentry: boolean;
                createdAt: string;
                description: string | null;
                hasUnpublishedChanges: boolean;
                id: string;
                name: string;
                nodeCount: number;
                publishedAt: string | null;
                /** @description The version runs start on; null when never published */
                publishedVersion: number | null;
                stats: {
                    active: number;
                    failedLast24h: number;
                    runsLast24h: number;
                };
                /** @enum {string} */
                status: "DRAFT" | "PUBLISHED" | "UNPUBLISHED";
                triggerEvent: string;
                updatedAt: string;
            }[];
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
        };
        WorkflowNode: {
            config?: {
                [key: string]: unknown;
            };
            id: string;
            label?: string;
            position?: {
                x: number;
                y: number;
            };
            type: string;
            version?: number;
        };
        WorkflowNodeType: {
            category: string;
            /** @description The config's JSON Schema */
            configSchema?: unknown;
            defaults?: unknown;
            description: string;
            hasInput: boolean;
            icon: string;
            label: string;
            /** @description For a split, the outputs of its default branches; its branch ids name them */
            outputs: {
                id: string;
                label: string;
            }[];
            pauses: boolean;
            type: string;
        };
        WorkflowRun: {
            contact: {
                id: string;
                name: string;
            } | null;
            currentNodeId: string | null;
            error: string | null;
            event: string;
            eventId: string;
            finishedAt: string | null;
            id: string;
            startedAt: string;
            /** @enum {string} */
            status: "RUNNING" | "WAITING" | "COMPLETED" | "FAILED" | "CANCELLED";
            stepCount: number;
            version: number;
            /** @description When a delayed or waiting run continues */
            wakeAt: string | null;
            workflowId: string;
        };
        WorkflowRunDetail: {
            contact: {
                id: string;
                name: string;
            } | null;
            currentNodeId: string | null;
            error: string | null;
            event: string;
            eventId: string;
            eventPayload: {
                [key: string]: unknown;
            };
            finishedAt: string | null;
            id: string;
            startedAt: string;
            /** @enum {string} */
            status: "RUNNING" | "WAITING" | "COMPLETED" | "FAILED" | "CANCELLED";
            stepCount: number;
            steps: components["schemas"]["WorkflowStep"][];
            version: number;
            /** @description When a delayed or waiting run continues */
            wakeAt: string | null;
            workflowId: string;
        };
        WorkflowRunList: {
            data: components["schemas"]["WorkflowRun"][];
            pagination: {
                limit: number;
                offset: number;
                total: number;
            };
        };
        WorkflowStep: {
            attempts: number;
            durationMs: number | null;
            error: string | null;
            finishedAt: string | null;
            /** @description The output the run left the node by */
            handle: string | null;
            id: string;
            input: {
                [key: string]: unknown;
            } | null;
            nodeId: string;
            nodeType: string;
            output: {
                [key: string]: unknown;
            } | null;
            seq: number;
            startedAt: string;
            /** @enum {string} */
            status: "RUNNING" | "SUCCEEDED" | "FAILED";
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
    "channels.webhook.verify": {
        parameters: {
            query?: {
                "hub.challenge"?: string;
                "hub.mode"?: string;
                "hub.verify_token"?: string;
            };
            header?: never;
            path: {
                channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "sms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.webhook.receive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "sms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description chatapp: statuses for messages not stored yet, applied shortly */
                        deferred?: number;
                        duplicates: number;
                        ignored: number;
                        /** @description chatapp: stored in the durable inbox and processed right after the answer */
                        queued?: boolean;
                        received: number;
                        statuses: number;
                        /** @description chatapp: template status, quality and category changes applied */
                        templates?: number;
                        /** @description photoapp, socialchat: entries for an account no company has connected (chatapp counts them as ignored) */
                        unrouted?: number;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "health.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResetPasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetDone"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth.token.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["IssueJwtInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessToken"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "botchat.send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BotchatSendInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "sms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelConnection"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.connect": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "sms";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConnectChannelInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelConnection"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "sms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelConnection"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.useSandbox": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "sms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelConnection"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.sandbox.simulateInbound": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "sms";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SimulateChannelInboundInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactId: string;
                        conversationId: string;
                        messageId: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "channels.test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: "chatapp" | "photoapp" | "socialchat" | "botchat" | "sms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionCheck"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "analytics.agents": {
        parameters: {
            query?: {
                /** @description Only this channel; every channel when left out */
                channel?: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
                /** @description Trailing window of N calendar days ending today (1 = today); ignored when startDate and endDate are both given */
                days?: number;
                /** @description Last day, included; requires startDate */
                endDate?: string;
                /** @description How many rows, 1 to 100 (default 10) */
                limit?: number;
                /** @description First day (YYYY-MM-DD, company time zone); requires endDate */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsAgents"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "analytics.channels": {
        parameters: {
            query?: {
                /** @description Only this channel; every channel when left out */
                channel?: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
                /** @description Trailing window of N calendar days ending today (1 = today); ignored when startDate and endDate are both given */
                days?: number;
                /** @description Last day, included; requires startDate */
                endDate?: string;
                /** @description First day (YYYY-MM-DD, company time zone); requires endDate */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsChannels"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "analytics.conversations": {
        parameters: {
            query?: {
                /** @description Only this channel; every channel when left out */
                channel?: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
                /** @description Trailing window of N calendar days ending today (1 = today); ignored when startDate and endDate are both given */
                days?: number;
                /** @description Last day, included; requires startDate */
                endDate?: string;
                /** @description First day (YYYY-MM-DD, company time zone); requires endDate */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsConversations"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "analytics.messages": {
        parameters: {
            query?: {
                /** @description Only this channel; every channel when left out */
                channel?: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
                /** @description Trailing window of N calendar days ending today (1 = today); ignored when startDate and endDate are both given */
                days?: number;
                /** @description Last day, included; requires startDate */
                endDate?: string;
                /** @description First day (YYYY-MM-DD, company time zone); requires endDate */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsMessages"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "analytics.trends": {
        parameters: {
            query?: {
                /** @description Only this channel; every channel when left out */
                channel?: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
                /** @description Trailing window of N calendar days ending today (1 = today); ignored when startDate and endDate are both given */
                days?: number;
                /** @description Last day, included; requires startDate */
                endDate?: string;
                /** @description First day (YYYY-MM-DD, company time zone); requires endDate */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsTrends"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "analytics.responseTimes": {
        parameters: {
            query?: {
                /** @description Only this channel; every channel when left out */
                channel?: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
                /** @description Trailing window of N calendar days ending today (1 = today); ignored when startDate and endDate are both given */
                days?: number;
                /** @description Last day, included; requires startDate */
                endDate?: string;
                /** @description First day (YYYY-MM-DD, company time zone); requires endDate */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsResponseTimes"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "analytics.summary": {
        parameters: {
            query?: {
                /** @description Only this channel; every channel when left out */
                channel?: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
                /** @description Trailing window of N calendar days ending today (1 = today); ignored when startDate and endDate are both given */
                days?: number;
                /** @description Last day, included; requires startDate */
                endDate?: string;
                /** @description First day (YYYY-MM-DD, company time zone); requires endDate */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsSummary"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "analytics.templates": {
        parameters: {
            query?: {
                /** @description Only this channel; every channel when left out */
                channel?: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
                /** @description Trailing window of N calendar days ending today (1 = today); ignored when startDate and endDate are both given */
                days?: number;
                /** @description Last day, included; requires startDate */
                endDate?: string;
                /** @description How many rows, 1 to 100 (default 10) */
                limit?: number;
                /** @description First day (YYYY-MM-DD, company time zone); requires endDate */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsTemplates"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                search?: string;
                status?: "DRAFT" | "SCHEDULED" | "RUNNING" | "PAUSED" | "COMPLETED" | "CANCELLED" | "FAILED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateCampaignInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateCampaignInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.analytics.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignAnalytics"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.details.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDetails"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.pause": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.recipients.list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                status?: "PENDING" | "CLAIMED" | "SKIPPED" | "SENT" | "DELIVERED" | "READ" | "FAILED" | "REPLIED";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignRecipientList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CampaignRetryInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignRetryResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.run": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.timeseries.get": {
        parameters: {
            query?: {
                from?: string;
                /** @description Default: minute for campaigns shorter than 6 hours, else hour */
                interval?: "minute" | "hour";
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignTimeseries"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.importAudience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ImportAudienceInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAudienceResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.campaigns.preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CampaignPreviewInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPreview"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.media.upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappUploadMediaInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappUploadResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.media.uploadForTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappUploadForTemplateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplateMediaHandle"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.markRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messageId: string;
                        readAt: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendButtons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendButtonsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendCatalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendCatalogInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendCatalogCard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendCatalogCardInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendContact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendContactInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendContacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendContactsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendCtaUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendCtaUrlInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendListInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendLocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendLocationInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendLocationRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendLocationRequestInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendMedia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendMediaInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendProductInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendProductList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendProductListInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendTemplateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.template.preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendTemplateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplateSendPreview"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.messages.sendText": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappSendTextInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.sandbox.simulateInbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SimulateInboundInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactId: string;
                        conversationId: string;
                        messageId: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "analytics.stats": {
        parameters: {
            query?: {
                /** @description Only this channel; every channel when left out */
                channel?: "chatapp" | "photoapp" | "socialchat" | "botchat" | "webchat" | "sms";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsStats"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.templates.list": {
        parameters: {
            query?: {
                category?: "MARKETING" | "UTILITY" | "AUTHENTICATION";
                language?: string;
                limit?: number;
                page?: number;
                /** @description Part of the name */
                search?: string;
                status?: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplateList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.templates.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappTemplateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplate"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.templates.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template's id */
                template: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplate"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.templates.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template's name: the operation covers every language of it */
                template: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplateDeleteResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.templates.mapping.update": {
        parameters: {
            query?: {
                /** @description One variant; every language of the name when absent */
                language?: string;
            };
            header?: never;
            path: {
                /** @description The template's name: the operation covers every language of it */
                template: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappTemplateMappingInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplateVariants"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.templates.attachMedia": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template's id */
                template: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappTemplateMediaInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplate"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.templates.usage.get": {
        parameters: {
            query?: {
                /** @description One variant; all languages when absent */
                language?: string;
                limit?: number;
                offset?: number | null;
            };
            header?: never;
            path: {
                /** @description The template's name: the operation covers every language of it */
                template: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplateUsage"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.templates.sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplateSyncResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chatapp.templates.validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChatappTemplateDraft"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatappTemplateValidation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "company.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "company.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateCompanyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.list": {
        parameters: {
            query?: {
                /** @description A user id, or `none` for unassigned contacts */
                assignedAgentId?: string;
                channelType?: string;
                createdAfter?: string;
                createdBefore?: string;
                hasEmail?: "0" | "1" | "true" | "false";
                hasOrders?: "0" | "1" | "true" | "false";
                hasPhone?: "0" | "1" | "true" | "false";
                label?: string | string[];
                lastInteractionAfter?: string;
                lastInteractionBefore?: string;
                lifecycleStage?: string | string[];
                limit?: number;
                marketingConsent?: string | string[];
                maxTotalSpent?: number | null;
                minTotalSpent?: number | null;
                page?: number;
                search?: string;
                sortBy?: "name" | "createdAt" | "updatedAt";
                sortOrder?: "asc" | "desc";
                source?: string | string[];
                status?: string | string[];
                tagIds?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateContactInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateContactInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.assign": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    agentId: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.addNote": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.setStage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    lifecycleStage: "LEAD" | "SUBSCRIBER" | "OPPORTUNITY" | "CUSTOMER" | "REPEAT_CUSTOMER" | "EVANGELIST";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.setStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "ACTIVE" | "INACTIVE" | "ARCHIVED";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.addTag": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                tagId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.removeTag": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                tagId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.timeline.get": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                types?: string | string[];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactTimeline"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.bulkTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BulkTagsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkTagsResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.customFieldKeys.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldKeys"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.export": {
        parameters: {
            query?: {
                /** @description A user id, or `none` for unassigned contacts */
                assignedAgentId?: string;
                channelType?: string;
                createdAfter?: string;
                createdBefore?: string;
                hasEmail?: "0" | "1" | "true" | "false";
                hasOrders?: "0" | "1" | "true" | "false";
                hasPhone?: "0" | "1" | "true" | "false";
                label?: string | string[];
                lastInteractionAfter?: string;
                lastInteractionBefore?: string;
                lifecycleStage?: string | string[];
                marketingConsent?: string | string[];
                maxTotalSpent?: number | null;
                minTotalSpent?: number | null;
                search?: string;
                sortBy?: "name" | "createdAt" | "updatedAt";
                sortOrder?: "asc" | "desc";
                source?: string | string[];
                status?: string | string[];
                tagIds?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.findOrCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FindOrCreateContactInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindOrCreateContactResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ImportContactsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportContactsResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.search": {
        parameters: {
            query: {
                limit?: number;
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactSearchResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.tags.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateTagInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.tags.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateTagInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.tags.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contacts.tags.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations.list": {
        parameters: {
            query?: {
                /** @description `me`, `unassigned`, or a user id */
                assignee?: string;
                channel?: string | string[];
                contactId?: string;
                limit?: number;
                page?: number;
                /** @description Contact name, phone or email contains */
                q?: string;
                status?: string | string[];
                /** @description true: only conversations with unread inbound messages */
                unread?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations.assign": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AssignConversationInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations.close": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations.messages.list": {
        parameters: {
            query?: {
                /** @description A message id: return the messages older than it (the previous page's nextCursor) */
                before?: string;
                limit?: number;
            };
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations.markRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations.reopen": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations.resolve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations.unassign": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "ecommerce.customers.list": {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Name, email or phone */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreCustomerList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "ecommerce.customers.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreCustomerWithOrders"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateInvitationInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedInvitation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations.accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitation"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "leads.list": {
        parameters: {
            query?: {
                /** @description A user id, `me` (the caller; a token acts for its creator) or `none` (unassigned) */
                assigneeId?: string;
                contactId?: string;
                conversationId?: string;
                limit?: number;
                offset?: number | null;
                /** @description Part of the title */
                search?: string;
                source?: string;
                /** @description One stage or several, comma-separated */
                stage?: string | string[];
                /** @description open: NEW to PROPOSAL; closed: WON or LOST */
                status?: "open" | "won" | "lost" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "leads.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateLeadInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "leads.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "leads.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "leads.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateLeadInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "me.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "me.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateProfileInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "me.channels.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyChannels"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "me.changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChangePasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "me.signOutOthers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "openapi.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders.list": {
        parameters: {
            query?: {
                contactId?: string;
                financialStatus?: string | string[];
                fulfillmentStatus?: string | string[];
                limit?: number;
                page?: number;
                placedAfter?: string;
                placedBefore?: string;
                /** @description Order number, customer name, email or phone */
                search?: string;
                status?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateOrderInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateOrderInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "otp.send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SendOtpInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtpSent"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "otp.getSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtpSettings"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "otp.updateSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateOtpSettingsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtpSettings"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "otp.verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["VerifyOtpInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtpVerification"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.conversations.window.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappWindow"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.interactiveMessages.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappInteractiveMessageList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.interactiveMessages.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PhotoappInteractiveMessageInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappInteractiveMessage"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.interactiveMessages.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappInteractiveMessage"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.interactiveMessages.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PhotoappInteractiveMessageInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappInteractiveMessage"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.interactiveMessages.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappLibraryDeleted"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.quickReplies.list": {
        parameters: {
            query?: {
                /** @description Exact category */
                category?: string;
                limit?: number;
                page?: number;
                /** @description Part of the shortcut, title or text, any case */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappQuickReplyList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.quickReplies.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreatePhotoappQuickReplyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappQuickReply"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.quickReplies.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappQuickReply"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.quickReplies.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdatePhotoappQuickReplyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappQuickReply"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.quickReplies.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappLibraryDeleted"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.quickReplies.categories.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappQuickReplyCategories"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.rateLimit.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappRateLimit"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PhotoappSendInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.sendButtons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PhotoappButtonsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.sendCarousel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PhotoappCarouselInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.sendMediaTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PhotoappMediaTemplateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.sendQuickReplies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PhotoappQuickRepliesInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.stats.get": {
        parameters: {
            query?: {
                period?: "today" | "7days" | "month";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappStats"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.templates.list": {
        parameters: {
            query?: {
                isActive?: "0" | "1" | "true" | "false";
                limit?: number;
                page?: number;
                /** @description Part of the name, any case */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappTemplateList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.templates.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreatePhotoappTemplateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappTemplate"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.templates.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappTemplate"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.templates.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdatePhotoappTemplateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappTemplate"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.templates.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappLibraryDeleted"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.templates.detail.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoappTemplateDetail"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "photoapp.templates.send": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SendPhotoappTemplateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "public.categories.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductCategoryList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "public.categories.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateProductCategoryInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductCategory"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "public.products.list": {
        parameters: {
            query?: {
                categoryId?: string;
                isActive?: "true" | "false";
                page?: number;
                pageSize?: number;
                /** @description Name or SKU */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProductList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "public.products.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProduct"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "public.products.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateProductInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProduct"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "savedReplies.list": {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Part of the shortcut, name or body, any case */
                search?: string;
                /** @description Shortcuts that start with this, any case (the composer's / suggestions) */
                shortcut?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReplyList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "savedReplies.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateSavedReplyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReply"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "savedReplies.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReply"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "savedReplies.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReplyDeleted"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "savedReplies.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateSavedReplyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReply"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "scheduledMessages.list": {
        parameters: {
            query?: {
                channel?: "CHATAPP" | "PHOTOAPP" | "SOCIALCHAT" | "BOTCHAT" | "SMS";
                contactId?: string;
                /** @description With `to`: messages with an occurrence in [from, to) (the calendar); each then lists `occurrencesInRange` */
                from?: string;
                limit?: number;
                offset?: number | null;
                status?: "PENDING" | "SENDING" | "SENT" | "FAILED" | "CANCELLED";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledMessageList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "scheduledMessages.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateScheduledMessageInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledMessage"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "scheduledMessages.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledMessage"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "scheduledMessages.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateScheduledMessageInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledMessage"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "scheduledMessages.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledMessage"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "scheduledMessages.sends": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledMessageSendList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "setup.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupStatus"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "setup.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SetupInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: {
                            id: string;
                            name: string;
                            slug: string;
                        } & {
                            [key: string]: unknown;
                        };
                        user: {
                            email: string;
                            id: string;
                            name: string;
                            role: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "sms.countSegments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SmsSegmentsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSegments"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "sms.send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SmsSendInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "socialchat.send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SocialchatSendInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "socialchat.sendButtons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SocialchatButtonsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "socialchat.sendGeneric": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SocialchatGenericInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "socialchat.sendQuickReplies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SocialchatQuickRepliesInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "storeplugin.connections.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreConnectionList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "storeplugin.connections.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConnectStoreInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedStore"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "storeplugin.connections.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreConnection"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "storeplugin.connections.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreConnection"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "storeplugin.connections.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateStoreConnectionInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreConnection"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "storeplugin.connections.secret.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreSecret"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "storeplugin.connections.secret.rotate.create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreSecret"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tasks.list": {
        parameters: {
            query?: {
                /** @description A user id, `me` (the caller; a token acts for its creator) or `none` (unassigned) */
                assigneeId?: string;
                contactId?: string;
                conversationId?: string;
                /** @description Only tasks due before this time (overdue: dueBefore=now and status=OPEN) */
                dueBefore?: string;
                leadId?: string;
                limit?: number;
                offset?: number | null;
                /** @description Part of the title or description */
                search?: string;
                status?: "OPEN" | "COMPLETED";
                ticketId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tasks.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateTaskInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tasks.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tasks.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tasks.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateTaskInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tickets.list": {
        parameters: {
            query?: {
                /** @description A user id, `me` (the caller; a token acts for its creator) or `none` (unassigned) */
                assigneeId?: string;
                /** @description true: only tickets past their SLA due time */
                breached?: "0" | "1" | "true" | "false";
                contactId?: string;
                conversationId?: string;
                limit?: number;
                offset?: number | null;
                priority?: string | string[];
                /** @description Part of the subject or description */
                search?: string;
                /** @description One status or several, comma-separated */
                status?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tickets.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateTicketInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tickets.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tickets.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tickets.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateTicketInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tickets.getSlaPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSlaPolicyResponse"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tickets.setSlaPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TicketSlaPolicy"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSlaPolicyResponse"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tokens.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tokens.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateTokenInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiToken"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tokens.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AddTeamMemberInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateTeamMemberInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users.issuePasswordReset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetLink"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webEvents.list": {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebEventIntegrationList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webEvents.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateWebEventIntegrationInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebEventIntegration"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webEvents.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebEventIntegration"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webEvents.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateWebEventIntegrationInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebEventIntegration"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webEvents.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebEventIntegration"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webEvents.events.list": {
        parameters: {
            query?: {
                limit?: number;
                match?: "MATCHED" | "CREATED" | "UNMATCHED";
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebEventList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webEvents.secret.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebEventIntegrationSecret"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webEvents.secret.regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebEventIntegrationSecret"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webchat.conversations.getPresence": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebchatPresence"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webchat.files.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webchat.send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebchatSendInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebchatSendResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webchat.sendTyping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    conversationId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.list": {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateWebhookInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.deliveries.list": {
        parameters: {
            query?: {
                /** @description Exact event name, or a prefix wildcard such as chatapp.* */
                event?: string;
                from?: string;
                limit?: number;
                page?: number;
                status?: string | string[];
                to?: string;
            };
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.deliveries.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.deliveries.resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.pause": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.resendFailed": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResendFailedInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendFailedResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResumeWebhookInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.secret.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.secret.regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.stats.get": {
        parameters: {
            query?: {
                hours?: number;
            };
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookStats"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TestWebhookInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks.events.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.settings.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetSettings"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.settings.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WidgetSettingsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetSettings"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                /** @description Part of the name, any case */
                search?: string;
                status?: "DRAFT" | "PUBLISHED" | "UNPUBLISHED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateWorkflowInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateWorkflowInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowExport"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.publish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishedWorkflow"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.runs.list": {
        parameters: {
            query?: {
                contactId?: string;
                limit?: number;
                offset?: number | null;
                since?: string;
                status?: "RUNNING" | "WAITING" | "COMPLETED" | "FAILED" | "CANCELLED";
            };
            header?: never;
            path: {
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRunList"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.runs.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: string;
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRunDetail"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.runs.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: string;
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRun"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ImportWorkflowInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "workflows.nodeTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowNodeType"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "storeplugin.receiveWebhook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreWebhookResult"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webEvents.receive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebEventReceived"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.visitor.getConfig": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company id (the snippet's data-company) */
                company: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetConfig"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.visitor.getFile": {
        parameters: {
            query?: {
                sig?: string;
            };
            header?: never;
            path: {
                /** @description The company id (the snippet's data-company) */
                company: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.visitor.submitForm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company id (the snippet's data-company) */
                company: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WidgetFormInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetSession"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.visitor.listMessages": {
        parameters: {
            query?: {
                /** @description Only messages after this seq */
                after?: number | null;
            };
            header?: never;
            path: {
                /** @description The company id (the snippet's data-company) */
                company: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetHistory"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.visitor.sendMessage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company id (the snippet's data-company) */
                company: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WidgetVisitorMessageInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: components["schemas"]["WidgetMessage"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.visitor.markRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company id (the snippet's data-company) */
                company: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    seq?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.visitor.startSession": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company id (the snippet's data-company) */
                company: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WidgetSessionInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetSession"];
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.visitor.stream": {
        parameters: {
            query?: {
                /** @description Only messages after this seq */
                after?: number | null;
            };
            header?: never;
            path: {
                /** @description The company id (the snippet's data-company) */
                company: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "widget.visitor.sendTyping": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company id (the snippet's data-company) */
                company: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            /** @description VALIDATION_ERROR: the message names the field; details.fields lists each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND (also for another company's resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_REQUESTS, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
