/**
 * Generated from GET /api/openapi.json by `npm run api:types` (openapi-typescript). Do not edit:
 * change the route's declaration in api/src/modules and run the command again. openapi.test.ts
 * fails while this file and the document disagree.
 */
export interface paths {
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The brand of this host, each remote's manifest URL and the version
         * @description Public, never cached: a brand or a remote URL change shows on the next load.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What the shell needs before it can render */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["ClientConfig"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/signatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A credential's signatures */
        get: {
            parameters: {
                query: {
                    /** @description The credential (sender) the signatures belong to */
                    credentials_id: string;
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signatures, default first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Signature"][];
                        };
                    };
                };
                /** @description credentials_id: Fill this field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Credentials not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a signature to a credential */
        post: {
            parameters: {
                query: {
                    /** @description The credential (sender) the signatures belong to */
                    credentials_id: string;
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        /** @default false */
                        is_default?: boolean;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The new signature */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Signature"];
                        };
                    };
                };
                /** @description Fill this field; message can not be longer than 100 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Credentials not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/signatures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a signature */
        delete: {
            parameters: {
                query?: {
                    /** @description When given, the signature must belong to this credential */
                    credentials_id?: string;
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deleted signature */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: {
                                _id: string;
                            };
                        };
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signature not found; Credentials not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename, rewrite or make default a signature */
        patch: {
            parameters: {
                query?: {
                    /** @description When given, the signature must belong to this credential */
                    credentials_id?: string;
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content?: string;
                        is_default?: boolean;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description The signature as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Signature"];
                        };
                    };
                };
                /** @description Fill this field; message can not be longer than 100 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signature not found; Credentials not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this node and its database answer
         * @description Public. Load balancers take a node out when it answers 503.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The node and its database answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["HealthStatus"];
                        };
                    };
                };
                /** @description Database is unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's webhooks */
        get: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The webhooks */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Webhook"][];
                        };
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a webhook (its whole secret is in the answer, once) */
        post: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        is_active?: boolean;
                        /** @default  */
                        name?: string;
                        update_types: ("mark_as_customer" | "mark_as_lead" | "meet_booked" | "message_sent" | "invite_sent" | "invite_accepted" | "got_reply" | "new_message" | "add_label" | "add_ai_label" | "delete_label" | "new_email" | "email_sent" | "clicked_email_link" | "clicked_message_link")[];
                        url: string;
                        /**
                         * Format: uuid
                         * @default null
                         */
                        workflow_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description The new webhook, with its secret */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Webhook"];
                        };
                    };
                };
                /** @description A webhook needs at least one update type; This field should be a valid URL; The URL must have http or https protocol; The URL points to a private or local address, which is not allowed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Workflow not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/webhook/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename, repoint, retarget or pause a webhook */
        put: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        is_active?: boolean;
                        name?: string;
                        update_types?: ("mark_as_customer" | "mark_as_lead" | "meet_booked" | "message_sent" | "invite_sent" | "invite_accepted" | "got_reply" | "new_message" | "add_label" | "add_ai_label" | "delete_label" | "new_email" | "email_sent" | "clicked_email_link" | "clicked_message_link")[];
                        url?: string;
                        /** Format: uuid */
                        workflow_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description The webhook as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Webhook"];
                        };
                    };
                };
                /** @description A webhook needs at least one update type; This field should be a valid URL; The URL must have http or https protocol; The URL points to a private or local address, which is not allowed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Webhook not found; Workflow not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a webhook */
        delete: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deleted webhook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: {
                                _id: string;
                            };
                        };
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Webhook not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/webhook/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook's deliveries, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number | null;
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of deliveries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["WebhookDeliveriesPage"];
                        };
                    };
                };
                /** @description limit must be 1 to 100; offset can not be negative */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Webhook not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/webhook/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a webhook's signing secret (the new one is in the answer, once) */
        post: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The webhook, with its new secret */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Webhook"];
                        };
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Webhook not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/webhook/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a sample event now */
        post: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The delivered sample */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["WebhookDelivery"];
                        };
                    };
                };
                /** @description Webhook responded with status code {code}; Webhook could not be reached: {reason} */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Webhook not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/webhook/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery's payload again, as a new delivery */
        post: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    deliveryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new delivery */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["WebhookDelivery"];
                        };
                    };
                };
                /** @description This field should be a valid URL; The URL must have http or https protocol; The URL points to a private or local address, which is not allowed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Delivery not found; Webhook not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/webhook/step_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The secret send_webhook steps are signed with */
        get: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The step secret */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: {
                                secret: string;
                            };
                        };
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a label */
        post: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        color: string;
                        display_order?: number;
                        /** @default true */
                        is_shared?: boolean;
                        name: string;
                        /**
                         * @default profile
                         * @enum {string}
                         */
                        type?: "profile" | "space" | "template";
                    };
                };
            };
            responses: {
                /** @description The new label */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Label"];
                        };
                    };
                };
                /** @description Fill this field; message can not be longer than 30 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This title is already chosen */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/labels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename, recolour, share or move a label */
        put: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        color?: string;
                        display_order?: number;
                        is_shared?: boolean;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description The label as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Label"];
                        };
                    };
                };
                /** @description AI labels can not be renamed or deleted */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Label not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description This title is already chosen */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a label (and take it off every prospect) */
        delete: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deleted label */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: {
                                _id: string;
                            };
                        };
                    };
                };
                /** @description AI labels can not be renamed or deleted */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Label not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/labels/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's labels the member may see */
        get: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                    type?: "profile" | "ai_generated" | "space" | "template";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Labels, in display order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Label"][];
                        };
                    };
                };
                /** @description Bad type */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message_templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's templates, newest change first, by channel and text, paged */
        get: {
            parameters: {
                query?: {
                    channel?: "message" | "inmail" | "connection_request" | "email" | "sms";
                    page?: number;
                    page_size?: number;
                    query?: string;
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of templates */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["MessageTemplatePage"];
                        };
                    };
                };
                /** @description channel must be one of: message, inmail, connection_request, email, sms; page_size can not be more than 100 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a template */
        post: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "message" | "inmail" | "connection_request" | "email" | "sms";
                        name: string;
                        subject?: string | null;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The new template */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["MessageTemplate"];
                        };
                    };
                };
                /** @description name: Fill this field; channel must be one of: message, inmail, connection_request, email, sms; text: message can not be longer than 300; subject: Fill this field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A template with this name already exists */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message_templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template */
        get: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The template */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["MessageTemplate"];
                        };
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Template not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a template */
        delete: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deleted template */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: {
                                _id: string;
                            };
                        };
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Template not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a template (a changed channel is checked with its own rules) */
        patch: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel?: "message" | "inmail" | "connection_request" | "email" | "sms";
                        name?: string;
                        subject?: string | null;
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description The template as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["MessageTemplate"];
                        };
                    };
                };
                /** @description name: Fill this field; channel must be one of: message, inmail, connection_request, email, sms; text: message can not be longer than 300; subject: Fill this field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Template not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A template with this name already exists */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/message_templates/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a template as "Name (copy)", "Name (copy 2)", ... */
        post: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The copy */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["MessageTemplate"];
                        };
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Template not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A template with this name already exists */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tasks the member sees, filtered, sorted and paged */
        get: {
            parameters: {
                query?: {
                    assignee?: string;
                    credentials_id?: string;
                    due?: "overdue" | "today" | "week" | "all";
                    limit?: number;
                    offset?: number | null;
                    order?: "asc" | "desc";
                    priority?: number;
                    sort?: "due_at" | "priority" | "created_at";
                    /** @description The workspace id */
                    space?: string;
                    status?: "open" | "done" | "canceled" | "all";
                    type?: "manual" | "manual_task" | "make_call" | "voicemail_drop";
                    workflow_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of tasks */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["TaskPage"];
                        };
                    };
                };
                /** @description status must be one of open, done, canceled, all; limit can not be more than 100 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a task by hand (type manual; the creator’s when no assignee is given) */
        post: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        assignee_id?: string | null;
                        /** Format: date-time */
                        due_at?: string | null;
                        info?: string;
                        name: string;
                        priority?: number;
                        prospect_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description The new task */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Task"];
                        };
                    };
                };
                /** @description name: Fill this field; assignee_id: The assignee must be a member of this workspace */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Prospect not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a task made by hand */
        delete: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deleted task */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: {
                                _id: string;
                            };
                        };
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Task not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A campaign task can be canceled, not deleted */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a task: name, info, due date, priority, assignee or status */
        patch: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        assignee_id?: string | null;
                        /** Format: date-time */
                        due_at?: string | null;
                        info?: string;
                        name?: string;
                        priority?: number;
                        /** @enum {string} */
                        status?: "open" | "done" | "canceled";
                    };
                };
            };
            responses: {
                /** @description The task as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["Task"];
                        };
                    };
                };
                /** @description Give name, info, due_at, priority, assignee_id or status; assignee_id: The assignee must be a member of this workspace */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Task not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/tasks/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open, overdue, due today and done this week, over the tasks the member sees */
        get: {
            parameters: {
                query?: {
                    /** @description The workspace id */
                    space?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            payload: components["schemas"]["TaskSummary"];
                        };
                    };
                };
                /** @description Token is not valid */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Can not find space; Workspace blocked or deleted, contact admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
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
        ClientConfig: {
            brand: {
                dark: {
                    border: string;
                    danger: string;
                    info: string;
                    primary: string;
                    primaryContrast: string;
                    success: string;
                    surface: string;
                    surfaceRaised: string;
                    text: string;
                    textMuted: string;
                    warning: string;
                };
                domains: string[];
                /** @default [] */
                embedOrigins: string[];
                /** @enum {string} */
                family: "main" | "restricted" | "partner";
                features: {
                    changelogWidget: boolean;
                    healthPanel: boolean;
                    maxCredentials?: number;
                    monitoringTab: boolean;
                    newWorkspace: boolean;
                    referAndEarn: boolean;
                    /** @enum {string} */
                    seatsMode: "seats" | "max_credentials";
                    subscriptionNotices: boolean;
                };
                id: string;
                light: {
                    border: string;
                    danger: string;
                    info: string;
                    primary: string;
                    primaryContrast: string;
                    success: string;
                    surface: string;
                    surfaceRaised: string;
                    text: string;
                    textMuted: string;
                    warning: string;
                };
                logo: {
                    /** @enum {string} */
                    shape: "square" | "rectangle";
                    svg: string;
                };
                name: string;
                navLinks: {
                    /** Format: uri */
                    affiliate?: string;
                    /** Format: uri */
                    community?: string;
                    /** Format: uri */
                    help?: string;
                    /** Format: uri */
                    learning?: string;
                    /** Format: uri */
                    referAndEarn?: string;
                };
                support: {
                    appId?: string;
                    /** @enum {string} */
                    integration: "no_support" | "tawk" | "servicebell" | "hubspot" | "intercome" | "freshchat" | "chatra" | "leadconnector" | "crisp";
                };
                values: string[];
            };
            /**
             * @example {
             *       "inbox": "/remotes/inbox/mf-manifest.json"
             *     }
             */
            remotes: {
                admin?: string;
                ai?: string;
                billing?: string;
                campaigns?: string;
                dialer?: string;
                inbox?: string;
            };
            version: string;
        };
        Error: {
            /** @example Not found */
            error: string;
            /** @enum {boolean} */
            ok: false;
        };
        HealthStatus: {
            /** @enum {string} */
            database: "pglite" | "postgres";
            /** @enum {string} */
            status: "ok";
            /** @example 0.1.0 */
            version: string;
        };
        Label: {
            _id: string;
            /** @example #47e671 */
            color: string;
            /** Format: date-time */
            created_at: string;
            display_order: number;
            is_shared: boolean;
            /** @example interested */
            name: string;
            /** @enum {string} */
            type: "profile" | "ai_generated" | "space" | "template";
        };
        MessageTemplate: {
            _id: string;
            /** @enum {string} */
            channel: "message" | "inmail" | "connection_request" | "email" | "sms";
            /** Format: date-time */
            created_at: string;
            /** @description The id of the user who made it */
            created_by: string | null;
            /** @example First touch */
            name: string;
            /** @description Email and InMail only */
            subject: string | null;
            /** @example Hi {{first_name}}, ... */
            text: string;
            /** Format: date-time */
            updated_at: string;
        };
        MessageTemplatePage: {
            items: components["schemas"]["MessageTemplate"][];
            page: number;
            page_size: number;
            total: number;
        };
        Signature: {
            _id: string;
            /** @example Best regards, Ann */
            content: string;
            /** Format: date-time */
            created_at: string;
            credentials_id: string;
            is_default: boolean;
            /** @example Best regards, Ann */
            message: string;
            /** @example Work */
            name: string;
            /** Format: date-time */
            updated_at: string;
        };
        Task: {
            _id: string;
            /** @description The connected account the campaign ran with */
            account: {
                _id: string;
                name: string;
            } | null;
            assignee: {
                _id: string;
                name: string;
            } | null;
            campaign: {
                _id: string;
                name: string;
            } | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            due_at: string | null;
            info: string;
            /** @example Call back about the demo */
            name: string;
            /** @example 100 */
            priority: number;
            prospect: {
                _id: string;
                company_name: string | null;
                full_name: string;
            } | null;
            /** @enum {string} */
            status: "open" | "done" | "canceled";
            /**
             * @description The step kind that made it (manual_task, make_call, voicemail_drop), or `manual`
             * @example manual
             */
            type: string;
        };
        TaskPage: {
            items: components["schemas"]["Task"][];
            limit: number;
            offset: number;
            total: number;
        };
        TaskSummary: {
            done_this_week: number;
            due_today: number;
            open: number;
            overdue: number;
        };
        Webhook: {
            _id: string;
            /** Format: date-time */
            created_at: string;
            is_active: boolean;
            name: string;
            /** @description The whole signing secret, on create and rotate only */
            secret?: string;
            /** @description The last characters of the secret; the whole secret only in `secret` on create and rotate */
            secret_hint: string;
            /** @description Among mark_as_customer, mark_as_lead, meet_booked, message_sent, invite_sent, invite_accepted, got_reply, new_message, add_label, add_ai_label, delete_label, new_email, email_sent, clicked_email_link, clicked_message_link */
            update_types: string[];
            /** Format: date-time */
            updated_at: string;
            /** @example https://hooks.example.com/outreach */
            url: string;
            workflow_id: string | null;
        };
        WebhookDeliveriesPage: {
            items: components["schemas"]["WebhookDelivery"][];
            limit: number;
            offset: number;
            total: number;
        };
        WebhookDelivery: {
            _id: string;
            attempts: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            delivered_at: string | null;
            duration_ms: number | null;
            error: string | null;
            event: string;
            /** Format: date-time */
            next_attempt_at: string | null;
            payload: {
                [key: string]: unknown;
            };
            replay_of: string | null;
            response_body: string | null;
            /** @enum {string} */
            status: "pending" | "delivering" | "delivered" | "failed";
            status_code: number | null;
            webhook_id: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
