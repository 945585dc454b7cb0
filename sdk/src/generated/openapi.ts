/**
 * Generated from the service's OpenAPI document by `npm run sdk:generate` (openapi-typescript).
 * Do not edit: a unit test fails when this file differs from what the routes generate.
 */

export interface paths {
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
    "/api/v1/me": {
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
         * Change your own name
         * @description Scope: `authenticated`.
         *
         *     API tokens are refused (401).
         */
        patch: operations["me.update"];
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
        ChangePasswordInput: {
            currentPassword: string;
            newPassword: string;
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
        ResetPasswordInput: {
            password: string;
            token: string;
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
        TeamMember: {
            createdAt: string;
            email: string;
            id: string;
            lastSignInAt: string | null;
            name: string;
            /** @enum {string} */
            role: "owner" | "admin" | "agent" | "marketer";
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
        UpdateProfileInput: {
            name: string;
        };
        VerifyOtpInput: {
            code: string;
            /**
             * @description Stored as digits only, e.g. +1 (555) 010-2030 becomes 15550102030
             * @example +1 415 555 0134
             */
            phone: string;
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
}
