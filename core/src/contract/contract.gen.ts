/**
 * Generated from GET /api/openapi.json by `npm run api:types` (openapi-typescript). Do not edit:
 * change the route's declaration in api/src/modules and run the command again. openapi.test.ts
 * fails while this file and the document disagree.
 */
export interface paths {
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first (25 a page), filtered; a reseller reads only their brands' entries */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/billing/features/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a plan's flags, limits, seats, default credits, credit categories and card; applies to the brand's workspaces at once */
        put: operations["updatePlanFeatures"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/billing/prices/{priceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One price of a white-label */
        get: operations["getPrice"];
        /** Change the amount, currency, Stripe price link, free seats, minimum quantity or active flag of a price */
        put: operations["updatePrice"];
        post?: never;
        /** Delete a price no workspace subscribes to */
        delete: operations["deletePrice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/billing/prices/{priceId}/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the description of a subscription price: the card (name, features) of its tier's plan */
        put: operations["updatePriceDescription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/billing/prices/{priceId}/promo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set (or, with null, remove) the promo {code, description, percent_off} of a subscription price */
        put: operations["updatePricePromo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin filters' values (brands, managers, labels, tiers, statuses, types, triggers, subscription types) */
        get: operations["getAdminConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer workspaces (25 a page) with the spec's filters, the total and counts per status and brand; a reseller sees only their brands */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block a customer workspace (audited) */
        post: operations["blockCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}/customer_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer: workspace, users, credentials and their states, subscription, credits, health, managers, labels, note */
        get: operations["getCustomerInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a customer workspace: status deleted, its users can no longer choose it (audited) */
        post: operations["deleteCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted customer workspace (audited) */
        post: operations["restoreCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unblock a customer workspace (audited) */
        post: operations["unblockCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a customer's name, labels, note, tier, managers, billing switch or subscription mode (audited) */
        post: operations["updateCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{id}/uset_credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a customer workspace's credit balance (platform admins, resellers for their brands; audited); the change shows in its history */
        post: operations["setCustomerCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/link_stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link a Stripe customer to a workspace's billing account (checked at Stripe when payments are configured) */
        post: operations["linkStripeCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/emails/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test email through a white-label's email configuration (SMTP failures answer 400 with the reason) */
        post: operations["sendBrandTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/features/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A plan with every feature flag, grouped as the plan's feature sub-pages (sdk featureGroups) */
        get: operations["getPlanFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/health/recompute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recompute the health index of every customer now (platform admins; also every 6 hours) */
        post: operations["recomputeHealthIndex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/health/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many customers have an index in 0-20, 20-40, 40-60, 60-80, 80-100 (the last includes 100) */
        get: operations["getHealthStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/impersonation/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "Back to admin": ends the signed-in admin's "log in as customer" in `space` (every open one without it), audited as impersonation.end */
        post: operations["endImpersonation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/operator_warnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the operator should fix in this node's set-up (platform super admins) */
        get: operations["getOperatorWarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/prepaid_customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prepaid customers, newest first, 25 a page */
        get: operations["listPrepaidCustomers"];
        put?: never;
        /** Add a prepaid customer: the first workspace this email creates on the brand gets the tier, a manual subscription and the Stripe customer */
        post: operations["createPrepaidCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/prepaid_customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a prepaid customer (a workspace that already got the terms keeps them) */
        delete: operations["deletePrepaidCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/space_report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per day (UTC): new workspaces, of them paid, credentials connected, engine actions done; and totals */
        get: operations["getSpaceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/space/{id}/set_li_approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the social network's manual approval of a customer (audited) */
        post: operations["setCustomerLiApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/space/{id}/set_unlimited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give (or take) a customer no credits or seats limits (audited) */
        post: operations["setCustomerUnlimited"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/space/{id}/stripe/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-read the linked Stripe customer's newest subscription and apply it to the workspace */
        post: operations["refreshStripeCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stripe/customers/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stripe customers by email (exact) or id; a reseller finds only their brands' customers; [] when payments are not configured */
        get: operations["fetchStripeCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users (10 a page), newest first, searched by email or name; a reseller sees users of their brands */
        get: operations["listAdminUsers"];
        put?: never;
        /** Make or unmake a platform admin (super admins only; never yourself) */
        post: operations["setPlatformAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user and their workspaces (those of the admin's scope) */
        get: operations["getAdminUserSpaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a user's names or status (audited); never their email or password, which only the user changes; a super admin's account only by a super admin */
        post: operations["updateAdminUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/update_spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a user to workspaces (as admin or not) and remove them from others (audited); a reseller only changes or removes existing memberships, never their own */
        post: operations["updateAdminUserSpaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user is a platform admin, a super admin, and which brands they resell (answers every signed-in user) */
        get: operations["validateAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/validate_original": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the route guard may keep `space`: a platform admin, and whether it is a customer's workspace */
        get: operations["validateOriginalAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** White-labels of one status (platform admins: all; resellers: their own), each with its customers' count */
        get: operations["listWhitelabels"];
        put?: never;
        /** Create a white-label as a copy of another (platform admins); its plans and prices are seeded */
        post: operations["createWhitelabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One white-label: its public brand, owners, email configuration (no password) and what this admin may edit */
        get: operations["getWhitelabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a white-label (platform admins): its hosts fall back to the default brand, its workspaces keep working */
        post: operations["archiveWhitelabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Logo shape, uploaded logo and favicon (data: URLs; null removes one) */
        put: operations["updateWhitelabelAssets"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A white-label's price floor for resellers and its currency lock (currencies already invoiced) */
        get: operations["getWhitelabelBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/colors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The light and dark palettes */
        put: operations["updateWhitelabelColors"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Name, domains, owner emails, navigation links and embedding pages (platform admins) */
        put: operations["updateWhitelabelDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/email_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sender and SMTP server of the brand's system emails (the password is kept sealed, never returned; omitted keeps it) */
        put: operations["updateWhitelabelEmailConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/email_domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark the sender address's domain as the brand's verified mail domain, or withdraw it (platform admins only): only then do its secret emails come from that address */
        put: operations["setWhitelabelEmailDomain"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/health_index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The white-label's health index rules and notifications (the defaults when none are saved) */
        get: operations["getHealthIndex"];
        /** Save the health index rules and notifications; every customer of the brand is recomputed */
        put: operations["updateHealthIndex"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/managers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The white-label's sales and success managers (spec platform §3 Manager) */
        get: operations["listManagers"];
        put?: never;
        /** Add a manager; new customers of the brand get one of each type round-robin */
        post: operations["createManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/managers/{managerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a manager or change their description (not their type) */
        put: operations["updateManager"];
        post?: never;
        /** Delete a manager; their customers are left without one of that type */
        delete: operations["deleteManager"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Auth options and features (platform admins) */
        put: operations["updateWhitelabelOptions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A white-label's plans in tier order (admins; resellers for their brands) */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/price_floor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the lowest prices a reseller may set (cents per `tier:interval`, `tier:interval:CUR`, `credits` per credit); super admins only. The floor holds for what a customer pays after the promo, per period, per seat and per credit (the period floor buys the default brand's plan of the tier) */
        put: operations["updatePriceFloor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A white-label's prices (wl_prices): subscriptions and credit packs, active or not, with their subscribers */
        get: operations["listWhitelabelPrices"];
        put?: never;
        /** Create a subscription price (tier, interval) or a credit pack (credits) of a white-label */
        post: operations["createPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore an archived white-label (platform admins) */
        post: operations["restoreWhitelabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/whitelabels/{id}/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The support chat widget and its app id */
        put: operations["updateWhitelabelSupport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/wl_report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per white-label: customers, paid customers, MRR per currency, credits used in the period, seats used */
        get: operations["getWhitelabelReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/activate_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send the signed-in user a new activation link */
        get: operations["activateEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/ad/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where Microsoft sends the person back (the account is created on a first sign-in) */
        get: operations["microsoftSignInCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/ad/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign in with Microsoft (OpenID Connect) */
        get: operations["signInWithMicrosoft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change your own sign-in email (current password required): a confirmation link goes to the new address, a notice to the old one; nothing changes until the new address confirms */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/check_activation_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Confirm the email of the code's user (again a success for the same code, used) */
        get: operations["checkActivationCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/check_restore_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a restore code still works */
        get: operations["checkRestoreCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/confirm_email_change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a new sign-in email with the code mailed to it: the email changes and counts as confirmed, every session ends and a new one is returned */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/create_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new token for the signed-in user; the one sent is revoked */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where Google sends the person back (the account is created on a first sign-in) */
        get: operations["googleSignInCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign in with Google (OpenID Connect) */
        get: operations["signInWithGoogle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** End the session of the token sent */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a restore link (the same answer whether or not the account exists) */
        post: operations["restorePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/set_password_with_restore_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a restore code (every other session ends; the email counts as confirmed) */
        post: operations["setPasswordWithRestoreCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (active, email unconfirmed; the activation email is sent)
         * @description At most 20 an hour from one client address.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/validate_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and their workspace (`space`, else their current one) */
        get: operations["validateToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automation/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Something a prospect did that no task reported (a reply, an accepted connection request) */
        post: operations["reportAutomationEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automation/tasks/{id}/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extend a claimed task's lease */
        post: operations["extendTaskLease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automation/tasks/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a task's outcome once (a repeated report changes nothing) */
        post: operations["reportTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automation/tasks/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim up to `max` of a connected account's due social tasks (a lease of 10 minutes) */
        post: operations["claimTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Stripe Checkout for a plan (no live subscription) or a credit pack (workspace admins) */
        get: operations["getCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's credit balance, this month's usage, the auto top-up rule and members' monthly caps */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/credits_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every change of the credit balance, newest first, filtered by day or range, member and usage type */
        get: operations["listCreditsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/credits_history/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credits used and granted per day, and the balance at the end of each day (at most 366 days) */
        get: operations["getCreditsChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/credits/auto_topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the auto top-up rule: under `threshold` credits buy pack `price_id`, at most `max_per_month` times (workspace admins) */
        put: operations["setAutoTopup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/credits/member_caps/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set (or, null, remove) a member's monthly credit cap (workspace admins) */
        put: operations["setMemberCreditCap"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/customer_portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Stripe Billing Portal session (workspace admins) */
        get: operations["getCustomerPortal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's invoices, newest first */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the workspace pays: plan, next invoice, seats, credits, payment methods */
        get: operations["getBillingOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/payment_method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a card: a Checkout in setup mode (workspace admins) */
        post: operations["addPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/payment_method/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the workspace's cards (workspace admins) */
        delete: operations["deletePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/payment_method/{id}/set_primary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a card the one invoices are paid with (workspace admins) */
        post: operations["setPrimaryPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's plans with their prices in one currency and interval, and the credit packs */
        get: operations["listPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/prices/{id}/upgrade_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What changing to this price costs now (Stripe's proration preview; workspace admins) */
        get: operations["getUpgradeInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/prices/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit packs in the workspace's currency, and what the one named costs */
        get: operations["listCreditPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/prices/extend_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What extending the subscription costs now (workspace admins) */
        get: operations["getExtendInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the plan now, prorated and invoiced at once (workspace admins); answers the account */
        put: operations["changeSubscription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/subscription/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a subscription set to end, or pay its open invoice now (workspace admins) */
        post: operations["extendSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's events (public; verified from the raw body with the Stripe-Signature header, 300 s tolerance) */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bootstrap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed-in page's session calls in one: the user, the workspace's info, features, credentials and seats, the admin check
         * @description Each part answers as its own route would (GET /users/fetch_user, /space/info, /space/features, /credentials/fetch, /credentials/seats, /admin/validate), with the same access rules: a part its route would refuse carries that route's status and error (`ok: false`) and the others still answer. The workspace is `space`, else the current one, as on those routes; a workspace the caller is not a member of refuses the whole call, as every route of that workspace does.
         */
        get: operations["getBootstrap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/automation_type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch between cloud and extension (cloud needs a country and a password first) */
        post: operations["setAutomationType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/blacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credential's blacklist, in the user's order */
        get: operations["getBlacklist"];
        /** Replace the whole blacklist (blank values dropped, duplicates ignoring case kept once) */
        put: operations["setBlacklist"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a credential with its blacklist and secrets; its seat is free again */
        post: operations["deleteCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/do_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Try the login again (an authorized account with nothing pending is left as it is) */
        post: operations["doAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/duplicate_workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A draft copy of each campaign, with this account as its only sender */
        post: operations["duplicateWorkflowsForCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One credential */
        get: operations["fetchCredential"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/onboarding_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the add flow resumes for this credential */
        get: operations["getOnboardingInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/proxy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credential's proxy settings and the proxy it goes out through */
        get: operations["getProxy"];
        put?: never;
        /** Country, proxy type, custom proxy or none; a changed setting gets a new proxy */
        post: operations["setProxy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/refresh_proxy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A fresh proxy from the pool, at most 2 times a day */
        post: operations["refreshProxy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/resend_phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the network to request the phone number again */
        post: operations["resendPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the security code the network asked for, or ask for it again (resend) */
        post: operations["sendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/send_phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the phone number the network asked for */
        post: operations["sendPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/two_factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Store the mailbox that receives the two-step codes; logs in when the network waits for it */
        put: operations["setTwoFactor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change settings (any subset); a new email or password logs in again */
        post: operations["updateCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/{id}/verify_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The user confirmed the network's email; the login continues */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect an account: checks seats and the email, saves it, then logs it in on the network */
        post: operations["createCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The connected accounts of the workspace the member may see */
        get: operations["fetchCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A credential's email integrations, oldest first */
        get: operations["listCredentialIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credentials/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seats used and available, cloud and extension (or credentials against a maximum) */
        get: operations["getSeats"];
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
        get: operations["listSignatures"];
        put?: never;
        /** Add a signature to a credential */
        post: operations["createSignature"];
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
        delete: operations["deleteSignature"];
        options?: never;
        head?: never;
        /** Rename, rewrite or make default a signature */
        patch: operations["updateSignature"];
        trace?: never;
    };
    "/credentials/timezones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every IANA time zone with its current GMT offset */
        get: operations["listTimezones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's outreach events, newest first (the dashboard's activity feed) */
        get: operations["getActivityFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/engine/approvals/{campaignProspectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve, hold or cancel a step that waits for approval */
        post: operations["decideApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/engine/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The senders' next 24 hours: caps, work hours and what the engine plans, hour by hour */
        get: operations["getForecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/dialogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dialogs of the accounts the member sees, newest last message first, filtered and paged */
        get: operations["listDialogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/dialogs/{id}": {
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
        /** Mark a dialog read or unread, starred, archived */
        patch: operations["updateDialog"];
        trace?: never;
    };
    "/inbox/dialogs/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest messages of a dialog sent before `before`, oldest first */
        get: operations["listMessages"];
        put?: never;
        /** Answer in a dialog: by email now, or social through the account's worker (queued); with `send_at`, later */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/dialogs/{id}/scheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dialog's replies waiting to be sent (scheduled send), soonest first */
        get: operations["listScheduledReplies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/dialogs/{id}/scheduled/{scheduledId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a scheduled reply before it is sent */
        post: operations["cancelScheduledReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/{id}/add_smtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set an SMTP integration's servers; both logins are tried before anything is stored */
        put: operations["addSmtp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a mailbox, whatever its state (one begun and never set up included); it no longer counts against the plan */
        delete: operations["removeIntegration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/{id}/follow_ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** What follow-ups do for a mailbox without IMAP, whose replies are never read: stop after the first email (default) or send anyway */
        put: operations["setFollowUps"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an integration for a credential (SMTP: disconnected until its settings are added) */
        post: operations["connectIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect one integration (integration_id), or all of the provider's for a credential (credentials_id) */
        post: operations["disconnectIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/oauth_callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Google or Microsoft mailbox sign-in redirect (no session: the state, single use and bound to the browser that called connect by an HttpOnly cookie, names the integration); back to /integrations?type=email */
        get: operations["integrationOauthCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's live API keys, oldest first (no secrets) */
        get: operations["listApiKeys"];
        put?: never;
        /** Create an API key (workspace admins; its whole secret is in the answer, once) */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key (workspace admins); it stops working at once */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The integrations catalogue: every provider by category with its status, the credential’s mailboxes, and the PUBLIC_URL warning */
        get: operations["getCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Connect the built-in CRM: no outside sign-in, its default pipeline made on first use
         * @description The built-in CRM's counterpart of HubSpot's and Pipedrive's sign-in: any member whose plan has the CRM (else 402); answers where the CRM is managed.
         */
        get: operations["authorizeCrm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company names of the workspace's prospects, at most 10 */
        get: operations["searchCrmCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/crm_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The CRM platform (the built-in one, always connected) */
        get: operations["getCrmInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The currencies a deal may use (ISO 4217) */
        get: operations["listCrmCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a deal at the end of its stage */
        post: operations["createDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A deal */
        get: operations["getDeal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/deals/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a deal (its stage is renumbered) */
        delete: operations["deleteDeal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/deals/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a deal's fields, status or stage (a new stage puts it at the end) */
        put: operations["updateDeal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a deal to `new_position` of its stage, or of `crm_stage` */
        patch: operations["moveDeal"];
        trace?: never;
    };
    "/integrations/crm/default/owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's members, who may own a deal */
        get: operations["listCrmOwners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a pipeline, with the default stages */
        post: operations["createPipeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pipelines, first one first (a workspace without any gets "Sales pipeline") */
        get: operations["listPipelines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/pipelines/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a pipeline with its stages and deals (the last one stays) */
        delete: operations["deletePipeline"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/pipelines/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a pipeline */
        put: operations["updatePipeline"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's prospects by name, company or email, at most 10 */
        get: operations["searchCrmProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a stage in a pipeline, at `order` or at the end */
        post: operations["createStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pipeline's stages in order, with their deals */
        get: operations["listStages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/stages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stage with its deals */
        get: operations["getStage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/stages/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a stage; its deals move to the end of `stage_to_move` (query or JSON body) */
        delete: operations["deleteStage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/default/stages/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a stage, change its probability or its place (it stays in its pipeline) */
        put: operations["updateStage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/export_duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the CSV of an account's prospects the CRM already holds (a push with deduplication skips them)
         * @description The prospects of the account (credentials_id, one the caller may see) that already have an open deal in the built-in CRM, as a CSV in an email to `email`, which must be a member of the workspace. Needs the plan’s CRM (402).
         */
        post: operations["exportCrmDuplicates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/crm_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The HubSpot connection: status, account, last sync and last error */
        get: operations["getHubSpotCrmInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The currencies HubSpot accepts (live) */
        get: operations["listHubSpotCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a deal on HubSpot */
        post: operations["createHubSpotDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/deals/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a HubSpot deal's fields or stage */
        put: operations["updateHubSpotDeal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a HubSpot deal to `crm_stage` (the board's drag and drop) */
        patch: operations["moveHubSpotDeal"];
        trace?: never;
    };
    "/integrations/crm/hubspot/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How to connect HubSpot: the OAuth sign-in URL when this server has an OAuth app, else null (connect with a token); its single-use state is bound to this browser by an HttpOnly cookie */
        get: operations["getHubSpotLogin"];
        put?: never;
        /** Connect HubSpot with a token (checked with HubSpot first) */
        post: operations["connectHubSpot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect HubSpot (its tokens are forgotten) */
        post: operations["disconnectHubSpot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/oauth_callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** HubSpot OAuth redirect: keeps the connection, then back to /crm/manage/hubspot */
        get: operations["completeHubSpotOauth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** HubSpot's users who may own a deal (live) */
        get: operations["listHubSpotOwners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** HubSpot's deal pipelines (live) */
        get: operations["listHubSpotPipelines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push to CRM: each prospect becomes (or updates) a HubSpot contact by email, with a deal when asked */
        post: operations["pushToHubSpot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/reload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sync now: waiting "Push to CRM" steps and new contacts go to HubSpot */
        post: operations["syncHubSpot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A HubSpot pipeline's stages with their deals (live): the board */
        get: operations["listHubSpotStages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/hubspot/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The HubSpot account the connection uses */
        get: operations["getHubSpotUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/crm_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Pipedrive connection: status, account, last sync and last error */
        get: operations["getPipedriveCrmInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The currencies Pipedrive accepts (live) */
        get: operations["listPipedriveCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a deal on Pipedrive */
        post: operations["createPipedriveDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/deals/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a Pipedrive deal's fields or stage */
        put: operations["updatePipedriveDeal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a Pipedrive deal to `crm_stage` (the board's drag and drop) */
        patch: operations["movePipedriveDeal"];
        trace?: never;
    };
    "/integrations/crm/pipedrive/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How to connect Pipedrive: the OAuth sign-in URL when this server has an OAuth app, else null (connect with a token); its single-use state is bound to this browser by an HttpOnly cookie */
        get: operations["getPipedriveLogin"];
        put?: never;
        /** Connect Pipedrive with a token (checked with Pipedrive first) */
        post: operations["connectPipedrive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect Pipedrive (its tokens are forgotten) */
        post: operations["disconnectPipedrive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/oauth_callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pipedrive OAuth redirect: keeps the connection, then back to /crm/manage/pipedrive */
        get: operations["completePipedriveOauth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pipedrive's users who may own a deal (live) */
        get: operations["listPipedriveOwners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pipedrive's deal pipelines (live) */
        get: operations["listPipedrivePipelines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push to CRM: each prospect becomes (or updates) a Pipedrive contact by email, with a deal when asked */
        post: operations["pushToPipedrive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/reload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sync now: waiting "Push to CRM" steps and new contacts go to Pipedrive */
        post: operations["syncPipedrive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Pipedrive pipeline's stages with their deals (live): the board */
        get: operations["listPipedriveStages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/pipedrive/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Pipedrive account the connection uses */
        get: operations["getPipedriveUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/crm/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The CRMs this workspace's members asked to be integrated (POST /space/crm_suggestion), newest first */
        get: operations["listCrmSuggestions"];
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
        get: operations["listWebhooks"];
        put?: never;
        /** Create a webhook (its whole secret is in the answer, once) */
        post: operations["createWebhook"];
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
        put: operations["updateWebhook"];
        post?: never;
        /** Delete a webhook */
        delete: operations["deleteWebhook"];
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
        get: operations["listDeliveries"];
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
        post: operations["rotateWebhookSecret"];
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
        post: operations["testWebhook"];
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
        post: operations["replayDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/webhook/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's automation settings: the labels whose events are sent, the message text */
        get: operations["getAutomationSettings"];
        /** Choose the labels whose events webhooks and Zapier get, and whether events carry the message text */
        put: operations["updateAutomationSettings"];
        post?: never;
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
        get: operations["getStepSecret"];
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
        post: operations["createLabel"];
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
        put: operations["updateLabel"];
        post?: never;
        /** Delete a label (and take it off every prospect) */
        delete: operations["deleteLabel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/labels/auto_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's auto-label rules, with their label's name and colour */
        get: operations["listAutoLabelRules"];
        put?: never;
        /** Create an auto-label rule: AI auto-labelling for an AI label, or keywords for any label */
        post: operations["createAutoLabelRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/labels/auto_rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a rule's phrases or turn it on or off */
        put: operations["updateAutoLabelRule"];
        post?: never;
        /** Delete an auto-label rule (labels already put on stay) */
        delete: operations["deleteAutoLabelRule"];
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
        get: operations["fetchLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/looch/filters/{filter}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggestions for a filter's input */
        get: operations["listFilterSuggestions"];
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
        get: operations["listTemplates"];
        put?: never;
        /** Create a template */
        post: operations["createTemplate"];
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
        get: operations["getTemplate"];
        put?: never;
        post?: never;
        /** Delete a template */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        /** Change a template (a changed channel is checked with its own rules) */
        patch: operations["updateTemplate"];
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
        post: operations["duplicateTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a registered OAuth client in for the signed-in user (a one-time code, 10 minutes) */
        post: operations["acceptOauthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run `npm run admin` in the server that holds the embedded database
         * @description Only while the server runs on the embedded database (no DATABASE_URL), only from this machine, and only with the secret the server wrote into DATA_DIR/admin-endpoint.json at start (Authorization: Bearer). Anyone else gets 404 as for an unknown path.
         */
        post: operations["runAdminCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The local outbox, newest first (at most 50)
         * @description Only while mail goes to the local outbox (no SMTP_URL), and only for a client on this machine or a platform admin (bearer token); anyone else gets 404 as for an unknown path.
         */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One message of the local outbox
         * @description Only while mail goes to the local outbox (no SMTP_URL), and only for a client on this machine or a platform admin (bearer token); anyone else gets 404 as for an unknown path.
         */
        get: operations["getOutboxMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A workspace avatar or a user photo, for <img src>
         * @description Public, like any image link: an <img> sends no bearer token. The id changes with every upload, so the answer is cached for good.
         */
        get: operations["getPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's prospects, filtered, sorted and paged (My Prospects) */
        get: operations["listProspects"];
        put?: never;
        /** Add a prospect by hand (source api), with an email or a profile URL */
        post: operations["createProspect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A prospect with their notes, campaigns and dialog messages */
        get: operations["getProspect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a prospect's fields; `status` lead or customer moves the lifecycle forward only */
        patch: operations["updateProspect"];
        trace?: never;
    };
    "/profiles/{id}/labels/{labelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a label on a prospect (add_label once; putting it on again changes nothing) */
        post: operations["addProspectLabel"];
        /** Take a label off a prospect (delete_label once) */
        delete: operations["removeProspectLabel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a note to a prospect */
        post: operations["createNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a note */
        delete: operations["deleteNote"];
        options?: never;
        head?: never;
        /** Edit a note's text */
        patch: operations["updateNote"];
        trace?: never;
    };
    "/proxy/v2/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The countries proxies come from, per proxy type (count 0: out of reserve) */
        get: operations["listProxyCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public landing page's data (/v/{id}); each call counts one view
         * @description No session: a video is public to whoever has its (random, unguessable) id, as a shared link is.
         */
        get: operations["getPublicVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/videos/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Play a video on its public page (Range requests answered with 206) */
        get: operations["getPublicVideoFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity report: every reporting series per day, totals, rates, breakdown */
        get: operations["getActivityReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audience report: the prospects by status, label, company, title and location */
        get: operations["getAudienceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A report as CSV (cells that start with = + - @ are quoted as text) */
        get: operations["exportReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/insight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Insight report: best steps, send hours, reply rates by channel and step, A/B variants */
        get: operations["getInsightReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/{id}/code_invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's live invite code, created on first read (admins) */
        get: operations["getCodeInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/{id}/code_invites/{codeId}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the invite code with a new one, with the given pages and credentials (left out: as before) (admins) */
        post: operations["renewCodeInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/{id}/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every email invite of the workspace, newest first, with its state (admins) */
        get: operations["listEmailInvites"];
        put?: never;
        /** Invite people by email, with their role, pages and credentials (admins) */
        post: operations["sendEmailInvites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/{id}/invites/{inviteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an email invite (it stays listed, as revoked) (admins) */
        delete: operations["revokeEmailInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/{id}/invites/{inviteId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a fresh link; the earlier one stops working (admins) */
        post: operations["resendEmailInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename the workspace or remove its picture (admins) */
        post: operations["updateSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/admin/{id}/manual_credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grant (or, negative, correct) a workspace's credits by hand (platform admins) */
        put: operations["grantManualCredits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a workspace; the creator becomes its admin and it becomes their current one */
        post: operations["createSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/crm_suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggest a CRM to integrate */
        post: operations["suggestCrm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which features the workspace's plan includes */
        get: operations["getSpaceFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace, its members and seats (also of a blocked or deleted one, so its members can switch away) */
        get: operations["getSpaceInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which workspace an invite code or link is for, and who sent it (no sign-in: the accept-invite page) */
        get: operations["getInviteDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a workspace with an invite code or an email invite's token; it becomes the current one */
        post: operations["joinSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/save_photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the workspace's picture (admins) */
        post: operations["saveSpacePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/sign_up_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save answers of the sign-up questionnaire, merged into the stored ones (null removes one) (admins) */
        post: operations["saveSignUpSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/space/subscriptions/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the workspace's subscription with the payment provider now and answer its state
         * @description What the payment-in-progress page polls (spec platform §4: up to 5 times from 15 s, doubling): the newest subscription of the workspace’s customer is read from Stripe and applied as its webhook would be, so a missed or late webhook does not keep the workspace waiting. Without payments configured or a customer, the stored state. Any member.
         */
        post: operations["validateSubscription"];
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
        get: operations["listTasks"];
        put?: never;
        /** Create a task by hand (type manual; the creator’s when no assignee is given) */
        post: operations["createTask"];
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
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        /** Change a task: name, info, due date, priority, assignee or status */
        patch: operations["updateTask"];
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
        get: operations["getTaskSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tracking/custom_domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's tracking domains, with how many campaigns and videos use each */
        get: operations["listTrackingDomains"];
        put?: never;
        /** Add a tracking domain (a bare host; its CNAME target is in the answer) */
        post: operations["createTrackingDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tracking/custom_domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a tracking domain (the campaigns that used it fall back to the default) */
        delete: operations["deleteTrackingDomain"];
        options?: never;
        head?: never;
        /** Change the host (checked again) or the defaults of a tracking domain */
        patch: operations["updateTrackingDomain"];
        trace?: never;
    };
    "/tracking/custom_domains/{id}/set_for_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make the domain the default for links or videos (for links, every campaign uses it too) */
        post: operations["setTrackingDomainForAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tracking/custom_domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the CNAME of the domain now (optional: links use the domain either way) */
        post: operations["verifyTrackingDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/allowed_pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's page map in the workspace (the member themself, or an admin) */
        get: operations["getAllowedPages"];
        /** Set a member's pages: a list of pages, or the whole map (admins) */
        put: operations["setAllowedPages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/change_admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant or revoke a member's workspace admin role (admins) */
        post: operations["changeAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/exit_from_space": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a workspace, or (admins) remove a member from it; a workspace keeps at least one admin */
        post: operations["exitFromSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/set_credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the credentials a worker may use (admins) */
        post: operations["setMemberCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/change_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in user's password; their other sessions are signed out */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an account uses this address (the invite dialog’s hint); limited per address */
        post: operations["userExists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/fetch_spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's workspaces, whatever their status (a member of a blocked one can switch away) */
        get: operations["fetchSpaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/fetch_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["fetchUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/get_available_credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credentials a member may use: every one for an admin, else their available_credentials */
        get: operations["getAvailableCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/save_photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the signed-in user's picture */
        post: operations["saveUserPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/set_space": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a workspace the current one (an active one the user is a member of) */
        post: operations["setSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in user's profile: only the fields sent change */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/looch/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People of the data set matching the filters, by page (or only their count) */
        get: operations["searchFinderProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/looch/profiles/add_to_workflow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy the chosen people into the workspace's prospects and the campaign (pending)
         * @description The people are `ids` or `linkedin_urls` when given, else the first `limit` matching `filters`.
         */
        post: operations["addFinderProfilesToWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/looch/profiles/enrich": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal the chosen people's verified email (1 credit each, once per workspace)
         * @description The people are `ids` or `linkedin_urls` when given, else the first `limit` matching `filters`.
         */
        post: operations["enrichFinderProfiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/looch/profiles/push_to_ghl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push people to GoHighLevel (no such integration yet: always refused) */
        post: operations["pushFinderProfilesToGhl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's videos, newest first, one page */
        get: operations["listVideos"];
        put?: never;
        /** Upload a video: an .mp4 or .webm of at most 50 MB */
        post: operations["uploadVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One video, with the number of campaigns using it */
        get: operations["getVideo"];
        put?: never;
        post?: never;
        /** Delete a video (a campaign step showing it then waits for another one) */
        delete: operations["deleteVideo"];
        options?: never;
        head?: never;
        /** Rename a video or change its landing page (title, message, button, tracking domain) */
        patch: operations["updateVideo"];
        trace?: never;
    };
    "/videos/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Play a video back for the workspace (Range requests answered with 206) */
        get: operations["getVideoFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voicemail/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's voicemails, newest first, one page */
        get: operations["listVoicemails"];
        put?: never;
        /** Upload a recording: a .wav of 6 to 180 seconds, at most 20 MB, the terms agreed */
        post: operations["uploadVoicemail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voicemail/audio/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a voicemail no campaign uses */
        delete: operations["deleteVoicemail"];
        options?: never;
        head?: never;
        /** Rename a voicemail */
        patch: operations["renameVoicemail"];
        trace?: never;
    };
    "/voicemail/audio/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The recording, for playback */
        get: operations["getVoicemailFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voicemail/audio/{id}/workflows_number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many campaigns (not deleted) play this recording in a live step */
        get: operations["countVoicemailWorkflows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaigns list: archived and deleted hidden unless asked for, manual order first */
        get: operations["listWorkflows"];
        put?: never;
        /** Create a campaign (its steps, senders and settings in one body) */
        post: operations["createWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign: fields, steps, senders and sources */
        get: operations["getWorkflow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a campaign (its prospects stop) */
        post: operations["archiveWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/delete_async": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a campaign (its prospects stop) */
        post: operations["deleteWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A draft copy of a campaign: fields, settings, steps and senders (no prospects or searches) */
        post: operations["duplicateWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Completed and waiting prospects per live step */
        get: operations["getWorkflowProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/prospects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's prospects, newest first, optionally in one state */
        get: operations["listWorkflowProspects"];
        put?: never;
        /** Put prospects of the workspace into a campaign (pending) */
        post: operations["addWorkflowProspects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's stats: the reporting series in all and per day, and its prospects per state */
        get: operations["getWorkflowRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/rerun_searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run every URL search of a campaign again (CSV and API sources stay) */
        post: operations["rerunSearches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bring an archived or deleted campaign back, paused */
        post: operations["restoreWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a search or list URL as a prospect source of a campaign */
        post: operations["addSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/update_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start or resume (`active`) or pause (`paused`) a campaign */
        post: operations["updateWorkflowStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/update/async": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a campaign (a running one follows the live-edit rule: completed steps stay) */
        put: operations["updateWorkflow"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/csv_imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's progress, for polling */
        get: operations["getCsvImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every campaign not deleted, for pickers, in list order */
        get: operations["fetchWorkflows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put the campaigns in a manual order (positions 1..n) */
        post: operations["orderWorkflows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/searches/{id}/download_csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A search's prospects as a CSV file (the spec's columns, then its custom fields) */
        get: operations["downloadSearchCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/searches/{id}/update_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a search's status in its campaign */
        post: operations["updateSearchStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/set_data_from_csv_file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import an uploaded file with a mapping of its columns (into a campaign with workflow_id) */
        post: operations["importCsvFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/steps/send_email/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one email of a step, with sample prospect values, to `receiver` */
        post: operations["sendStepTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/upload_csv_file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a CSV file: its headers, first lines and a suggested mapping (then set_data_from_csv_file) */
        post: operations["uploadCsvFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/zapier/hooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe a REST hook (Zapier's performSubscribe) */
        post: operations["subscribeZapierHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/zapier/hooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unsubscribe a REST hook (Zapier's performUnsubscribe) */
        delete: operations["unsubscribeZapierHook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/zapier/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zapier's auth test: the API key's workspace */
        get: operations["getZapierMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/zapier/triggers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trigger events, with labels */
        get: operations["listZapierTriggers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/zapier/triggers/{event}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A trigger's newest events (polling, and samples for Zapier's editor) */
        get: operations["listZapierTriggerEvents"];
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
        ActivityEvent: {
            /** Format: date-time */
            created_at: string;
            credential_id: string | null;
            /** @description The event's data: the prospect's summary (`prospect`), message text, label, link */
            data: {
                [key: string]: unknown;
            };
            /** @example got_reply */
            event: string;
            id: string;
            prospect_id: string | null;
            workflow_id: string | null;
            /** @description The campaign's name, when the event has one */
            workflow_name: string | null;
        };
        ActivityFeed: {
            has_more: boolean;
            items: components["schemas"]["ActivityEvent"][];
        };
        ActivityReport: {
            breakdown: components["schemas"]["ReportBreakdownRow"][];
            days: components["schemas"]["ReportDay"][];
            from: string;
            previous_totals: components["schemas"]["WorkflowSeriesCounts"];
            rates: components["schemas"]["ReportRates"];
            to: string;
            totals: components["schemas"]["WorkflowSeriesCounts"];
        };
        AdminAuditEntry: {
            action: string;
            actor_email: string;
            actor_id: string | null;
            after?: unknown;
            before?: unknown;
            brand: string | null;
            changed_keys: string[];
            created_at: string;
            id: string;
            target_id: string;
            target_type: string;
        };
        AdminAuditPage: {
            items: components["schemas"]["AdminAuditEntry"][];
            total: number;
        };
        AdminBrandBilling: {
            can_edit_floor: boolean;
            currency_locked: boolean;
            invoiced_currencies: string[];
            price_floor: {
                [key: string]: number;
            };
            whitelabel: string;
        };
        AdminCommandResult: {
            exit_code: number;
            stderr: string[];
            stdout: string[];
        };
        AdminConfig: {
            brands: {
                id: string;
                name: string;
            }[];
            is_super_admin: boolean;
            labels: string[];
            managers: {
                brand: string;
                id: string;
                name: string;
                type: string;
            }[];
            note_filters: string[];
            orders: string[];
            /** @enum {string} */
            scope: "platform" | "reseller";
            statuses: string[];
            subscription_types: string[];
            tiers: string[];
            triggers: string[];
            types: string[];
        };
        AdminCustomer: {
            admin_emails: string[];
            brand: string;
            created_at: string;
            credentials_count: number;
            deleted_at: string | null;
            has_note: boolean;
            health_index: number | null;
            id: string;
            is_paid: boolean;
            is_unlimited: boolean;
            labels: string[];
            li_approve: boolean;
            name: string;
            sales_manager: {
                id: string;
                name: string;
            } | null;
            status: string;
            subscription_mode: string;
            success_manager: {
                id: string;
                name: string;
            } | null;
            tier: string;
            users_count: number;
        };
        AdminCustomerInfo: {
            credentials: {
                automation_type: string;
                created_at: string;
                first_name: string;
                id: string;
                last_name: string;
                status: string;
                username: string;
            }[];
            credits: {
                available: number;
                used: number;
            };
            health_index: number | null;
            labels: string[];
            managers: {
                sales: {
                    id: string;
                    name: string;
                } | null;
                success: {
                    id: string;
                    name: string;
                } | null;
            };
            note: string;
            subscription: {
                amount: number | null;
                currency: string | null;
                interval: string | null;
                stripe_customer_id: string | null;
                subscription_mode: string;
                subscription_status: string | null;
                tier: string;
            };
            users: {
                email: string;
                first_name: string;
                id: string;
                is_admin: boolean;
                is_platform_admin: boolean;
                last_name: string;
                status: string;
            }[];
            workspace: components["schemas"]["AdminCustomer"] & {
                avatar: string | null;
                cloud_seats: number;
                extension_seats: number;
                health_computed_at: string | null;
                is_billing_enabled: boolean;
                payment_in_progress: boolean;
                total_seats: number;
                updated_at: string;
            };
        };
        AdminCustomersPage: {
            counts: {
                by_brand: {
                    [key: string]: number;
                };
                by_status: {
                    [key: string]: number;
                };
            };
            items: components["schemas"]["AdminCustomer"][];
            total: number;
        };
        AdminPlan: {
            _id: string;
            brand: string;
            card_description: {
                features: string[];
                name: string;
            };
            credits_features: string[];
            default_credits: number;
            features: string[];
            limited_features: {
                campaigns: {
                    is_limited: boolean;
                    limit: number;
                };
                email_integrations: {
                    is_limited: boolean;
                    limit: number;
                };
            };
            seats: {
                cloud: number;
                extension: number;
                total: number;
                /** @enum {string} */
                type: "shared" | "separate";
            };
            tier: string;
            updated_at: string;
        };
        AdminPlanFeatures: {
            groups: {
                flags: {
                    enabled: boolean;
                    flag: string;
                    name: string;
                }[];
                /** @enum {string} */
                id: "base-features" | "search-types" | "integrations" | "crm-integrations" | "dialer-features" | "ai-email-features" | "email-features" | "seats-type" | "ai-features";
            }[];
            plan: components["schemas"]["AdminPlan"];
        };
        AdminPlanFeaturesInput: {
            card_description?: {
                features: string[];
                name: string;
            };
            credits_features?: string[];
            default_credits?: number;
            features?: string[];
            limited_features?: {
                campaigns?: {
                    is_limited: boolean;
                    limit: number;
                };
                email_integrations?: {
                    is_limited: boolean;
                    limit: number;
                };
            };
            seats?: {
                cloud: number;
                extension: number;
                total: number;
                /** @enum {string} */
                type?: "shared" | "separate";
            };
        };
        AdminPrice: {
            _id: string;
            active: boolean;
            amount_cents: number;
            brand: string;
            card_description: {
                features: string[];
                name: string;
            } | null;
            created_at: string;
            credits: number | null;
            currency: string;
            free_seats: number;
            interval: string | null;
            /** @enum {string} */
            kind: "subscription" | "credits";
            minimum_payment_quantity: number;
            price: number;
            promo: {
                code: string;
                description: string;
                percent_off: number;
            } | null;
            stripe_price_id: string | null;
            subscribers: number;
            tier: string | null;
        };
        AdminPriceCreate: {
            amount_cents: number;
            credits?: number;
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
            free_seats?: number;
            /** @enum {string} */
            interval?: "custom" | "monthly" | "quarterly" | "annual" | "lifetime";
            /** @enum {string} */
            kind: "subscription" | "credits";
            minimum_payment_quantity?: number;
            stripe_price_id?: string;
            /** @enum {string} */
            tier?: "free" | "basic" | "growth" | "scale" | "unlimited" | "supreme";
        };
        AdminPriceDescription: {
            features: string[];
            name: string;
        };
        AdminPriceFloorInput: {
            price_floor: {
                [key: string]: number;
            };
        };
        AdminPricePromo: {
            promo: {
                code: string;
                description: string;
                percent_off: number;
            } | null;
        };
        AdminPriceUpdate: {
            active?: boolean;
            amount_cents?: number;
            credits?: number;
            /** @enum {string} */
            currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD";
            free_seats?: number;
            minimum_payment_quantity?: number;
            stripe_price_id?: string | null;
        };
        AdminStripeCustomer: {
            email: string | null;
            id: string;
            name: string | null;
        };
        AdminUser: {
            brand: string;
            created_at: string;
            email: string;
            first_name: string;
            id: string;
            is_admin: boolean;
            is_super_admin: boolean;
            last_name: string;
            spaces_count: number;
            status: string;
        };
        AdminUserSpaces: {
            spaces: {
                brand: string;
                id: string;
                is_admin: boolean;
                name: string;
                status: string;
            }[];
            user: components["schemas"]["AdminUser"];
        };
        AdminUsersPage: {
            items: components["schemas"]["AdminUser"][];
            total: number;
        };
        AdminValidation: {
            /** @description A platform admin */
            is_admin: boolean;
            /** @description A platform admin who may grant and revoke admins */
            is_super_admin: boolean;
            /** @description The active white-labels whose owner emails hold the user's email (a reseller's admin view) */
            reseller_brands: string[];
        };
        ApiKey: {
            _id: string;
            /** Format: date-time */
            created_at: string;
            created_by: {
                _id: string;
                email: string;
                name: string;
            };
            /** Format: date-time */
            last_used_at: string | null;
            /** @example Partner CRM */
            name: string;
            /**
             * @description The visible start of the secret
             * @example rk_live_AbCd
             */
            prefix: string;
        };
        ApprovalDecision: {
            /** @enum {string|null} */
            approval_state: "awaiting_approval" | "approved" | "hold" | "paused" | "canceled" | "complete" | null;
            campaign_prospect_id: string;
            /** @enum {string} */
            state: "excluded" | "pending" | "paused" | "active" | "finished" | "campaign_paused";
            /** @description The step the prospect is at now */
            step_key: string | null;
        };
        AudienceReport: {
            by_company: components["schemas"]["ReportBucket"][];
            by_label: {
                color: string;
                count: number;
                id: string;
                name: string;
            }[];
            by_location: components["schemas"]["ReportBucket"][];
            by_status: {
                count: number;
                /** @enum {string} */
                status: "new" | "request_sent" | "contacted" | "connected" | "unconnectable" | "fetched_email" | "viewed_message" | "visited_link" | "got_reply" | "excluded" | "interested" | "lead" | "stuck";
            }[];
            by_title: components["schemas"]["ReportBucket"][];
            total: number;
        };
        AuthSession: {
            /** @description The bearer token of the new session */
            token: string;
            user: components["schemas"]["UserProfile"];
        };
        AutoLabelRule: {
            _id: string;
            /** Format: date-time */
            created_at: string;
            is_active: boolean;
            /** @enum {string} */
            kind: "ai" | "keywords";
            label: {
                _id: string;
                /** @example #47e671 */
                color: string;
                /** @example interested */
                name: string;
                /** @enum {string} */
                type: "profile" | "ai_generated" | "space" | "template";
            };
            /**
             * @example [
             *       "pricing",
             *       "book a demo"
             *     ]
             */
            phrases: string[];
            /** Format: date-time */
            updated_at: string;
        };
        AutomationSettings: {
            /** @description Email and message events carry their text and subject */
            include_message_text: boolean;
            /** @description The labels whose events are sent; null: every label's */
            label_ids: string[] | null;
            /** @description Last saved; null: never (the defaults) */
            updated_at: string | null;
        };
        AutomationTask: {
            attempts: number;
            /** @enum {string|null} */
            claimed_by: "cloud" | "extension" | "sandbox" | null;
            /** Format: date-time */
            created_at: string;
            credentials_id: string;
            id: string;
            /**
             * @description The step kind
             * @example view_profile
             */
            kind: string;
            /** Format: date-time */
            lease_until: string | null;
            payload: components["schemas"]["AutomationTaskPayload"];
            prospect_id: string | null;
            result: components["schemas"]["AutomationTaskResult"] | null;
            /** @enum {string} */
            status: "queued" | "claimed" | "done" | "failed" | "expired";
            workflow_id: string | null;
        };
        AutomationTaskPayload: {
            /** @description like_posts: 3; endorse_skills: 5 */
            count?: number;
            /** @description connection_by_email: the address the request goes to */
            email?: string | null;
            /** @description invite_to_event: the event URL */
            event_url?: string | null;
            profile_url: string | null;
            prospect_name: string;
            subject?: string | null;
            /** @description Rendered message, InMail body, connection note or comment instructions */
            text?: string | null;
            /** @description ai_comment: the tone */
            tone?: string | null;
        };
        AutomationTaskReportOutcome: {
            /** @description False when the task was finished already (a repeated report changes nothing) */
            applied: boolean;
            task: components["schemas"]["AutomationTask"];
        };
        AutomationTaskResult: {
            /** @description The engine's step result (`type` done, skipped, wait or limit, and its fields) */
            applied?: {
                [key: string]: unknown;
            };
            error?: string | null;
            events?: {
                /** Format: date-time */
                at: string;
                kind: string;
                text?: string | null;
            }[];
            /** @enum {string} */
            outcome: "done" | "failed";
            positive?: boolean;
            signals?: string[];
            skip_reason?: string | null;
            wait_reason?: string | null;
        };
        BillingNextInvoice: {
            amount: number;
            currency: string;
            date: string;
        };
        BillingOverview: {
            can_upgrade: boolean;
            credits: {
                balance: number;
            };
            is_billing_enabled: boolean;
            last_payment_error: string | null;
            next_invoice: components["schemas"]["BillingNextInvoice"] | null;
            payment_methods: components["schemas"]["PaymentMethod"][];
            /**
             * @description stripe: Stripe; local: the local payments server (test payments only); none: not configured
             * @enum {string}
             */
            payments_mode: "stripe" | "local" | "none";
            plan: components["schemas"]["BillingPlan"] | null;
            seats: {
                bought: number;
                included: number;
                /** @enum {string} */
                mode: "seats" | "max_credentials";
                total: number;
                used: number;
            };
            subscription_mode: string;
        };
        BillingPlan: {
            /** @description Per period, all seats, in currency units */
            amount: number;
            amount_with_tax: number;
            cancel_at_period_end: boolean;
            currency: string;
            interval: string;
            name: string;
            quantity: number;
            status: string;
            tax_percent: number;
            tier: string;
        };
        BillingPlanCard: {
            card_description: {
                features: string[];
                name: string;
            };
            default_credits: number;
            name: string;
            prices: components["schemas"]["BillingPrice"][];
            seats: {
                cloud: number;
                extension: number;
                total: number;
            };
            tier: string;
            weight: number;
        };
        BillingPrice: {
            _id: string;
            amount_cents: number;
            currency: string;
            free_seats: number;
            interval: string;
            minimum_payment_quantity: number;
            /** @description Per seat, currency units */
            price: number;
            promo: components["schemas"]["BillingPromo"] | null;
            promotion_price: number | null;
            seats: components["schemas"]["SeatCount"];
            tier: string;
        };
        BillingPrices: {
            credit_packs: components["schemas"]["CreditPack"][];
            currencies: string[];
            currency: string;
            current_price_id: string | null;
            current_tier: string;
            intervals: string[];
            /**
             * @description stripe: Stripe; local: the local payments server (test payments only); none: not configured
             * @enum {string}
             */
            payments_mode: "stripe" | "local" | "none";
            plans: components["schemas"]["BillingPlanCard"][];
        };
        BillingPromo: {
            code: string;
            description: string;
            percent_off: number;
        };
        BillingUrl: {
            url: string;
        };
        Bootstrap: {
            /** @description GET /space/info */
            account: {
                /** @enum {boolean} */
                ok: true;
                payload: components["schemas"]["SpaceInfo"];
            } | components["schemas"]["BootstrapPartFailure"];
            /** @description GET /admin/validate */
            adminValidation: {
                /** @enum {boolean} */
                ok: true;
                payload: components["schemas"]["AdminValidation"];
            } | components["schemas"]["BootstrapPartFailure"];
            /** @description GET /credentials/fetch */
            credentials: {
                /** @enum {boolean} */
                ok: true;
                payload: components["schemas"]["Credential"][];
            } | components["schemas"]["BootstrapPartFailure"];
            /** @description GET /space/features */
            features: {
                /** @enum {boolean} */
                ok: true;
                payload: components["schemas"]["SpaceFeatures"];
            } | components["schemas"]["BootstrapPartFailure"];
            /** @description GET /credentials/seats */
            seats: {
                /** @enum {boolean} */
                ok: true;
                payload: components["schemas"]["CredentialSeats"];
            } | components["schemas"]["BootstrapPartFailure"];
            user: components["schemas"]["UserProfile"];
        };
        BootstrapPartFailure: {
            /** @example Can not find space */
            error: string;
            /** @enum {boolean} */
            ok: false;
            /** @example 403 */
            status: number;
        };
        Campaign: {
            _id: string;
            ai_employee_id: string | null;
            ai_targeting_settings: {
                [key: string]: unknown;
            } | null;
            connection_daily_limit: number | null;
            /** Format: date-time */
            created_at: string;
            /** @description Sender account ids, in rotation order */
            credentials: string[];
            /** @description Tracking domain id; null is the default domain */
            custom_domain: string | null;
            is_ai_employee: boolean;
            is_ai_targeting: boolean;
            is_email_only: boolean;
            is_existing_people: boolean;
            is_include_talked_before: boolean;
            is_link_tracking: boolean;
            is_only_premium: boolean;
            is_open_tracking: boolean;
            name: string;
            percent_complete: number;
            position: number;
            revision: number;
            searches: components["schemas"]["CampaignSearch"][];
            sequence: components["schemas"]["CampaignStep"][];
            /** @description Node positions of the smart-sequence editor */
            sequences_nodes: {
                id: string;
                x: number;
                y: number;
            }[];
            /** @enum {string} */
            sequences_type: "simple" | "smart";
            settings: components["schemas"]["CampaignSettings"];
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "archived" | "deleted";
            /** @enum {string} */
            type: "simple" | "smart" | "magic";
            /** Format: date-time */
            updated_at: string;
        };
        CampaignLiveEdit: {
            added_keys: string[];
            retired_keys: string[];
            skipped_keys: string[];
        };
        CampaignProspect: {
            _id: string;
            /** @enum {string|null} */
            approval_state: "awaiting_approval" | "approved" | "hold" | "paused" | "canceled" | "complete" | null;
            credential_id: string | null;
            current_step_key: string | null;
            /** Format: date-time */
            next_step_at: string | null;
            pause_reason: string | null;
            prospect_id: string;
            /** @enum {string} */
            state: "excluded" | "pending" | "paused" | "active" | "finished" | "campaign_paused";
            /** @enum {string|null} */
            wait_reason: "no_required_email" | "out_of_credits" | "invalid_email_integration" | "profile_action_declined" | "no_sales_navigator_link" | "profile_closed" | "no_company_name" | "inmail_forbidden" | "needs_api_booster" | "needs_sales_navigator" | "not_premium" | "video_template_not_found" | "group_or_event_messaging_closed" | "invalid_phone" | "inmail_too_long" | "connection_note_too_long" | "closed_in_sales_navigator" | "last_extension_task_failed" | "outside_work_hours" | "daily_limit_reached" | "weekly_limit_reached" | "sender_cooling_down" | "no_available_sender" | null;
            workflow_id: string;
        };
        CampaignProspectListItem: components["schemas"]["CampaignProspect"] & {
            /** Format: date-time */
            added_at: string;
            company_name: string | null;
            email: string | null;
            first_name: string;
            full_name: string;
            last_name: string;
            position: string | null;
            profile_url: string | null;
            /**
             * @description outreach §3 prospect status, coloured in the list
             * @enum {string}
             */
            status: "new" | "request_sent" | "contacted" | "connected" | "unconnectable" | "fetched_email" | "viewed_message" | "visited_link" | "got_reply" | "excluded" | "interested" | "lead" | "stuck";
        };
        CampaignProspectPage: {
            items: components["schemas"]["CampaignProspectListItem"][];
            limit: number;
            offset: number;
            total: number;
        };
        CampaignProspectsLinked: {
            added: number;
            /** @description Taken out of another campaign (settings.move_prospects) */
            moved: number;
            /** @description Already in this campaign, or in another campaign of the workspace without move_prospects */
            skipped: number;
        };
        CampaignSearch: {
            _id: string;
            added_count: number;
            /** Format: date-time */
            created_at: string;
            custom_fields_keys: string[];
            /** @enum {string} */
            link_type: "search" | "post" | "event" | "group" | "navigator_list" | "recruiter_project" | "recruiter_search" | "api" | "csv";
            name: string;
            refused_count: number;
            /** @enum {string} */
            status: "new" | "paused" | "active" | "failed" | "finished" | "stopped" | "absent" | "rerun";
            total_count: number;
            url: string | null;
        };
        CampaignSettings: {
            move_prospects?: boolean;
            pause_ai_employee?: boolean;
        };
        CampaignStep: {
            /** @description Kind-specific fields (integration_id, url, label_id, …: outreach §3 Step) */
            config: {
                [key: string]: unknown;
            };
            /** @enum {string|null} */
            email_type: "work" | "personal" | "enriched" | null;
            is_ai_message: boolean;
            key: string;
            /** @enum {string} */
            kind: "view_profile" | "follow" | "like_posts" | "endorse_skills" | "send_message" | "send_inmail" | "connection_request" | "connection_by_email" | "invite_to_event" | "enrich_profile" | "send_webhook" | "push_to_crm" | "manual_task" | "make_call" | "send_sms" | "voicemail_drop" | "reveal_personality" | "ai_comment" | "add_label" | "send_email";
            negative_key: string | null;
            /** @description The step's place in a simple campaign, from 1 */
            number: number;
            positive_key: string | null;
            requires_approval: boolean;
            subject: string | null;
            text: string | null;
            thread: boolean;
            video_id: string | null;
            wait_days: number;
            wait_hours: number;
        };
        CampaignStepProgress: {
            /** @description Prospects that finished this step (done or skipped) */
            completed: number;
            key: string;
            /** @description Prospects waiting at this step */
            waiting: number;
        };
        CatalogueProvider: {
            /** @enum {string} */
            category: "email" | "crm" | "automation" | "marketing" | "productivity";
            /** @example smtp */
            id: string;
            last_error: string | null;
            /** @example SMTP */
            name: string;
            /** @enum {string} */
            status: "connected" | "disconnected" | "disabled" | "coming_soon" | "not_configured";
        };
        CheckoutRedirect: {
            paid?: boolean;
            redirect: boolean;
            url: string;
        };
        ClaimedAutomationTasks: {
            tasks: components["schemas"]["AutomationTask"][];
        };
        ClientConfig: {
            brand: {
                /**
                 * @default {
                 *       "password": true,
                 *       "google": true,
                 *       "ghl": false,
                 *       "uiRegistration": true,
                 *       "ghlOnlyRegistration": false
                 *     }
                 */
                auth: {
                    ghl: boolean;
                    ghlOnlyRegistration: boolean;
                    google: boolean;
                    password: boolean;
                    uiRegistration: boolean;
                };
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
                favicon?: string;
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
                    image?: string;
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
            /** @description Sign-in providers offered on this host: configured, and allowed by its brand */
            signIn: {
                google: boolean;
                microsoft: boolean;
            };
            version: string;
        };
        CreatedApiKey: components["schemas"]["ApiKey"] & {
            /**
             * @description The whole secret, shown this once
             * @example rk_live_…
             */
            secret: string;
        };
        Credential: {
            _id: string;
            account_type: string;
            activity_dict: {
                links: {
                    [key: string]: string;
                };
                status: string;
                text: string;
            } | null;
            auth_status: components["schemas"]["CredentialAuthStatus"];
            /** @enum {string} */
            automation_type: "cloud" | "extension";
            /** Format: date-time */
            code_expires_at: string | null;
            /** Format: date-time */
            connect_limited_at: string | null;
            /** @example US */
            country_code: string | null;
            /** Format: date-time */
            created_at: string;
            custom_proxy: components["schemas"]["CredentialCustomProxy"];
            first_name: string;
            full_name: string;
            has_cookies: boolean;
            has_password: boolean;
            /** Format: date-time */
            hibernated_at: string | null;
            /** Format: date-time */
            inmail_limited_at: string | null;
            /** @description Computed from auth_status.security_code and the clock (platform §3 computes it on the client too) */
            is_code_expired: boolean;
            last_name: string;
            /** Format: date-time */
            login_limited_at: string | null;
            no_proxy: boolean;
            notifications: components["schemas"]["CredentialNotification"][];
            photo_link: string | null;
            /** @enum {string} */
            proxy_type: "basic" | "residential";
            required_2fa: string | null;
            required_actions: {
                verify_email?: boolean;
            };
            required_subscriptions: {
                /** Format: date-time */
                premium_at?: string | null;
                /** Format: date-time */
                recruiter_at?: string | null;
                /** Format: date-time */
                sales_navigator_at?: string | null;
            };
            sales_error: string | null;
            setting_proxy: components["schemas"]["CredentialSettingProxy"];
            /** @enum {string} */
            status: "active" | "invalid" | "inactive" | "blocked" | "deleted";
            /** @example Europe/Berlin */
            timezone: string;
            two_factor: {
                has_password: boolean;
                link: string | null;
                /** @enum {string|null} */
                status: "invalid" | "failed" | "temporarily_locked" | null;
                /** Format: date-time */
                temporary_locked_at: string | null;
                update_password: boolean;
                username: string;
            } | null;
            unread_count: number;
            /** Format: date-time */
            updated_at: string;
            use_browser: boolean;
            /** @example ada@example.com */
            username: string;
            wait_for_authorization: boolean;
            work_hours_end: number;
            work_hours_start: number;
            /** @description Whether the sender works on Saturdays and Sundays: its own choice, else the default */
            work_weekends: boolean;
            /** @description The default of a sender that has not chosen (the server's ENGINE_WORK_WEEKENDS) */
            work_weekends_default: boolean;
        };
        CredentialActionResult: {
            credential: components["schemas"]["Credential"];
            /** @example The code is successfully sent to the server */
            message: string;
        };
        CredentialAuthStatus: {
            /** Format: date-time */
            challenged_at: string | null;
            hard_challenge_count: number;
            /** Format: date-time */
            logged_in_at: string | null;
            must_change_password: boolean;
            phone: {
                is_entering: boolean;
                is_wrong: boolean;
                /** Format: date-time */
                requested_at: string | null;
            } | null;
            security_code: {
                is_entering: boolean;
                is_wrong: boolean;
                /** @enum {string|null} */
                pin_type: "email" | "sms" | "app" | null;
                /** Format: date-time */
                requested_at: string | null;
            } | null;
            wrong_password: boolean;
        };
        CredentialAutomationTypeResult: {
            credential: components["schemas"]["Credential"];
            /** @enum {string} */
            outcome: "NEEDS_PASSWORD" | "NEEDS_LOCATION" | "SUCCESS";
        };
        CredentialBlacklist: {
            values: string[];
        };
        CredentialCustomProxy: {
            domain: string | null;
            has_password: boolean;
            ports: {
                /** @example 8080 */
                http: string;
            };
            /** @description Null when a domain is used */
            proxy_address: string | null;
            username: string | null;
        } | null;
        CredentialNotification: {
            /** @description Stable per credential and kind, so a closed notice stays closed */
            _id: string;
            action?: {
                meta: {
                    credential_id: string;
                    /** @enum {string} */
                    modal: "changePass" | "code" | "connectInfo" | "phone" | "inmailsInfo" | "credentialsUpdate" | "twoFactor" | "verifyEmail";
                };
                /** @enum {string} */
                type: "modal";
            } | {
                meta: {
                    to: string;
                };
                /** @enum {string} */
                type: "router";
            };
            credential_id: string;
            /** @enum {boolean} */
            hasClosedButton: true;
            /** @enum {string} */
            kind: "unpaid" | "suspended" | "invalid_password" | "change_password" | "invalid_captcha" | "broken_automation" | "security_code_needed" | "security_code_wrong" | "security_code_expired" | "phone_needed" | "phone_wrong" | "two_factor_required" | "two_factor_unsupported" | "two_factor_wrong" | "two_factor_locked" | "verify_email" | "connection_limited" | "inmails_limited" | "waiting_for_authorization" | "hibernated" | "sales_navigator" | "limited_login" | "subscription_required" | "broken_integration" | "all_campaigns_inactive";
            text: string;
            title: string;
            /** @enum {string} */
            type: "danger" | "warning" | "info";
            /** @description Danger notices do not expire (platform §8) */
            withoutDuration: boolean;
        };
        CredentialOnboardingInfo: {
            /** @enum {string} */
            automation_type: "cloud" | "extension";
            code_requested: boolean;
            country_code: string | null;
            credential_id: string;
            has_password: boolean;
            is_authorized: boolean;
            phone_requested: boolean;
            /** @enum {string|null} */
            pin_type: "email" | "sms" | "app" | null;
            /**
             * @description The add-flow step to resume at (platform §4), or null when nothing is missing
             * @enum {string|null}
             */
            step: "automation" | "location" | "schedule" | "credentials" | "verification" | "changeAutomation" | null;
            step_number: number | null;
            timezone: string;
            work_hours_end: number;
            work_hours_start: number;
            wrong_password: boolean;
        };
        CredentialProxy: {
            country_code: string | null;
            custom_proxy: components["schemas"]["CredentialCustomProxy"];
            no_proxy: boolean;
            /** @enum {string} */
            proxy_type: "basic" | "residential";
            refreshes_left_today: number;
            setting_proxy: components["schemas"]["CredentialSettingProxy"];
        };
        CredentialSeats: {
            available: number;
            cloud_available: number;
            cloud_used: number;
            extension_available: number;
            extension_used: number;
            max_credentials: number | null;
            /**
             * @description `max_credentials` for the restricted brand (platform §1)
             * @enum {string}
             */
            seats_mode: "seats" | "max_credentials";
            total: number;
            used: number;
        };
        CredentialSettingProxy: {
            attempt_count: number;
            country_code: string | null;
            password: string | null;
            ports: {
                http: string;
            } | null;
            proxy_address: string | null;
            /** @description Epoch seconds; set while stage is fail */
            proxy_failed_until: number | null;
            /** @enum {string} */
            stage: "start" | "success" | "fail";
            username: string | null;
        } | null;
        CredentialTimezone: {
            /** @example (GMT+01:00) Europe/Berlin */
            name: string;
            /**
             * @description The IANA id
             * @example Europe/Berlin
             */
            value: string;
        };
        CreditPack: {
            _id: string;
            amount_cents: number;
            credits: number;
            currency: string;
            price: number;
        };
        CreditPrices: {
            packs: components["schemas"]["CreditPack"][];
            payment_info: components["schemas"]["PaymentInfo"] | null;
        };
        CreditsChart: {
            days: {
                /** @description The balance at the end of the day */
                balance: number;
                /** @example 2026-11-26 */
                date: string;
                granted: number;
                used: number;
            }[];
        };
        CreditsHistory: {
            items: components["schemas"]["CreditsHistoryItem"][];
            total: number;
        };
        CreditsHistoryItem: {
            _id: string;
            balance_after: number;
            category: string;
            /** Format: date-time */
            created_at: string;
            /** @description Negative for usage, positive for grants */
            delta: number;
            description: string | null;
            /** @enum {string} */
            kind: "usage" | "renewal" | "pack" | "topup" | "manual" | "uset" | "refund";
            user: {
                _id: string;
                full_name: string;
            } | null;
        };
        CreditsSettings: {
            auto_topup: {
                enabled: boolean;
                max_per_month: number;
                price_id: string | null;
                threshold: number;
                /** @description Automatic packs bought this month */
                used_this_month: number;
            };
            balance: number;
            member_caps: {
                full_name: string;
                monthly_cap: number | null;
                used_this_month: number;
                user_id: string;
            }[];
            /** @description Credits spent this calendar month (UTC) */
            used_this_month: number;
        };
        CreditsUsage: {
            available_by_type: {
                default: number;
            };
            usage_by_type: {
                default: number;
            };
        };
        CrmAuthorize: {
            /** @enum {boolean} */
            connected: true;
            /** @description The workspace's pipelines (the default one made on first use) */
            pipelines: number;
            /** @enum {string} */
            platform: "default";
            /** @example /crm/manage/default */
            redirect_url: string;
        };
        CrmCompany: {
            name: string;
        };
        CrmCurrency: {
            /**
             * @example USD
             * @enum {string}
             */
            code: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | "NZD" | "CHF" | "JPY" | "CNY" | "INR" | "BRL" | "MXN" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK" | "HUF" | "RON" | "TRY" | "ILS" | "AED" | "ZAR" | "SGD" | "HKD";
            /** @example US Dollar */
            name: string;
        };
        CrmDeal: {
            _id: string;
            amount: number | null;
            /** Format: date-time */
            created_at: string;
            crm_owner: {
                _id: string;
                name: string;
            } | null;
            /** @description The stage id */
            crm_stage: string;
            /**
             * @example USD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | "NZD" | "CHF" | "JPY" | "CNY" | "INR" | "BRL" | "MXN" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK" | "HUF" | "RON" | "TRY" | "ILS" | "AED" | "ZAR" | "SGD" | "HKD";
            name: string;
            /** @description The pipeline id */
            pipeline: string;
            /** @enum {string} */
            platform: "default";
            position: number;
            probability: number | null;
            prospect: {
                _id: string;
                company_name: string | null;
                full_name: string;
            } | null;
            /** @enum {string} */
            status: "open" | "won" | "lost" | "deleted";
            workflow_id: string | null;
        };
        CrmDeletedStage: {
            _id: string;
            moved_deals: number;
        };
        CrmDuplicatesExport: {
            credentials_id: string;
            /** @description Prospects in the export */
            duplicates: number;
            email: string;
        };
        CrmInfo: {
            connected: boolean;
            /** @enum {string} */
            platform: "default";
        };
        CrmLoginStart: {
            /** @description Where to send the browser; null: connect with a token */
            oauth_url: string | null;
        };
        CrmOwner: {
            _id: string;
            email: string;
            name: string;
        };
        CrmPipeline: {
            _id: string;
            /** @example Sales pipeline */
            name: string;
            position: number;
        };
        CrmProfile: {
            _id: string;
            company_name: string | null;
            email: string | null;
            full_name: string;
        };
        CrmRemoteCurrency: {
            code: string;
            name: string;
        };
        CrmRemoteDeal: {
            _id: string;
            amount: number | null;
            crm_owner: {
                _id: string;
                name: string;
            } | null;
            crm_stage: string;
            currency: string | null;
            name: string;
            pipeline: string;
            /** @enum {string} */
            platform: "hubspot" | "pipedrive";
            position: number;
            probability: number | null;
            /** @enum {string} */
            status: "open" | "won" | "lost";
        };
        CrmRemoteOwner: {
            _id: string;
            email: string;
            name: string;
        };
        CrmRemotePipeline: {
            _id: string;
            name: string;
            position: number;
        };
        CrmRemoteStage: {
            _id: string;
            crm_deals: components["schemas"]["CrmRemoteDeal"][];
            data: {
                order: number;
            };
            name: string;
            order: number;
            pipeline_id: string;
            probability: number | null;
        };
        CrmStage: {
            _id: string;
            crm_deals: components["schemas"]["CrmDeal"][];
            data: {
                order: number;
            };
            /** @example Lead */
            name: string;
            order: number;
            pipeline_id: string;
            probability: number;
        };
        CrmSuggestion: {
            _id: string;
            crm_suggestion: string;
        };
        CrmSuggestionListItem: {
            _id: string;
            /** Format: date-time */
            created_at: string;
            crm_suggestion: string;
            /** @description Who suggested it (null once they are removed) */
            user_id: string | null;
        };
        CrmSyncInfo: {
            account: {
                currency: string;
                id: string;
                name: string;
                user_email: string | null;
            } | null;
            /** @enum {string|null} */
            auth_kind: "oauth" | "token" | null;
            /** @description A connection exists and its token works as far as we know */
            connected: boolean;
            last_error: string | null;
            /** Format: date-time */
            last_synced_at: string | null;
            /** @description The server has an OAuth app for this CRM */
            oauth_available: boolean;
            /** @enum {string} */
            platform: "hubspot" | "pipedrive";
            /**
             * @description none: never connected
             * @enum {string}
             */
            status: "connected" | "expired" | "disconnected" | "none";
        };
        CrmSyncResult: {
            deals_created: number;
            /** Format: date-time */
            last_synced_at: string | null;
            /** @description "Push to CRM" steps that were waiting for this CRM */
            processed_pushes: number;
            /** @description Prospects whose contact was created or updated */
            pushed_contacts: number;
            skipped_without_email: number;
        };
        CsvImportProgress: {
            added: number;
            error: string | null;
            processed: number;
            refused: number;
            search_id: string | null;
            /** @enum {string} */
            status: "uploaded" | "importing" | "done" | "failed";
            total: number;
            upload_id: string;
            workflow_id: string | null;
        };
        CsvUpload: {
            /** @example , */
            delimiter: string;
            /** @description The name set_data_from_csv_file takes */
            filename: string;
            headers: string[];
            original_name: string;
            /** @description Data lines (the header line aside) */
            row_count: number;
            /** @description The first 5 data lines, cells by header */
            sample: {
                [key: string]: string;
            }[];
            /** @description Header to field (first_name, …, profile_url, work_email, custom_field_N) */
            suggested_mapping: {
                [key: string]: string;
            };
            upload_id: string;
        };
        DeletedTrackingDomain: {
            _id: string;
            unset_workflows: number;
        };
        EmailChangeRequested: {
            /** @enum {string} */
            message: "We sent a confirmation link to your new email address";
            new_email: string;
        };
        EmailConfirmed: {
            /** @enum {string} */
            message: "Your email was successfully confirmed";
            user: components["schemas"]["UserProfile"];
        };
        EmailIntegration: {
            _id: string;
            /** @enum {string} */
            category: "email";
            credentials_id: string;
            email: string | null;
            /**
             * @description A mailbox without IMAP never reads replies: stop (the default) sends each prospect its first email only; send goes on with the follow-ups anyway
             * @enum {string}
             */
            follow_ups_without_replies: "stop" | "send";
            from_name: string | null;
            imap: components["schemas"]["MailServer"] | null;
            last_error: string | null;
            /** @enum {string|null} */
            last_error_from: "smtp" | "imap" | null;
            /** @description IMAP is set: replies are read and pause their prospects. Without it they never are */
            reads_replies: boolean;
            smtp: components["schemas"]["MailServer"] | null;
            /** @enum {string} */
            status: "connected" | "disconnected" | "disabled";
            /** @enum {string} */
            type: "google" | "sendgrid" | "microsoft" | "amazon" | "exchange" | "smtp" | "ai_email_service";
        };
        EmailIntegrationConnect: {
            integration: components["schemas"]["EmailIntegration"];
            /**
             * @description SMTP: the settings form; google and microsoft: the provider’s authorize URL
             * @example /integrations?type=email&provider=smtp&integration_id=…&credentials_id=…
             */
            url: string;
        };
        EngineForecast: {
            /** Format: date-time */
            generated_at: string;
            senders: components["schemas"]["SenderForecast"][];
        };
        Error: {
            /** @example Not found */
            error: string;
            /** @enum {boolean} */
            ok: false;
        };
        FinderAddToWorkflowResult: {
            /** @description Newly in the campaign (pending) */
            added: number;
            /** @description Were in this campaign already */
            already_in_campaign: number;
            /** @description New rows in the workspace's prospects */
            prospects_created: number;
            /** @description Prospects of the workspace left out because is_existing_people was false */
            skipped_existing: number;
        };
        FinderCount: {
            count: number;
        };
        FinderEnrichResult: {
            credits_used: number;
            items: {
                enriched_email: string | null;
                /** @enum {string} */
                enrichment: "enriched" | "enriched_no_contacts";
                id: string;
            }[];
        };
        FinderFilterValue: {
            saved_value: string;
            string_value: string;
        };
        FinderPage: {
            count: number;
            items: components["schemas"]["FinderPerson"][];
            page: number;
            page_size: number;
        };
        FinderPerson: {
            age: number;
            children: boolean;
            company_domain: string;
            company_name: string;
            email: string | null;
            /** @description Shown once this workspace enriched the person */
            enriched_email: string | null;
            first_name: string;
            full_name: string;
            gender: string;
            homeowner: boolean;
            id: string;
            income_range: string;
            industry: string;
            is_enriched: boolean;
            is_fresh: boolean;
            is_social_only: boolean;
            last_name: string;
            location: string;
            married: boolean;
            net_worth: string;
            phone: string | null;
            position: string;
            profile_url: string;
            work_email: string | null;
        };
        ForecastCap: {
            /** @enum {string} */
            action_kind: "profile_view" | "follow" | "like" | "endorse" | "message" | "inmail" | "connection_request" | "connection_by_email" | "event_invite" | "enrich" | "email" | "sms" | "call" | "voicemail" | "comment" | "internal";
            daily_cap: number;
            remaining_today: number;
            remaining_week: number | null;
            used_today: number;
            used_week: number | null;
            weekly_cap: number | null;
        };
        ForecastHour: {
            /** @description Actions the engine plans in this hour, per action kind */
            planned: {
                call?: number;
                comment?: number;
                connection_by_email?: number;
                connection_request?: number;
                email?: number;
                endorse?: number;
                enrich?: number;
                event_invite?: number;
                follow?: number;
                inmail?: number;
                internal?: number;
                like?: number;
                message?: number;
                profile_view?: number;
                sms?: number;
                voicemail?: number;
            };
            /**
             * Format: date-time
             * @description Start of the hour
             */
            start: string;
            working: boolean;
        };
        HealthIndex: components["schemas"]["HealthIndexSettings"] & {
            /** @description true: no rules were saved yet, these are the defaults */
            defaults: boolean;
            /** @description The metrics a rule may use */
            metrics: ("active_credentials" | "campaigns_running" | "actions_7d" | "replies_30d" | "days_since_last_login" | "seats_used_pct" | "is_paid")[];
        };
        HealthIndexRule: {
            max: number;
            /** @description One of active_credentials, campaigns_running, actions_7d, replies_30d, days_since_last_login, seats_used_pct, is_paid */
            metric: string;
            /** @description The rule gives its points when min ≤ value ≤ max */
            min: number;
            points: number;
        };
        HealthIndexSettings: {
            notifications: {
                emails: string[];
                enabled: boolean;
                threshold: number;
            };
            rules: components["schemas"]["HealthIndexRule"][];
        };
        HealthRecompute: {
            computed: number;
        };
        HealthStatistics: {
            buckets: {
                count: number;
                from: number;
                label: string;
                to: number;
            }[];
            not_computed: number;
            total: number;
        };
        HealthStatus: {
            /** @enum {string} */
            database: "pglite" | "postgres";
            /** @enum {string} */
            status: "ok";
            /** @example 0.1.0 */
            version: string;
            /** @description The operator's set-up problems this node logged at start (PUBLIC_URL missing or not https, mail kept in the outbox); empty when none */
            warnings: string[];
        };
        ImpersonationEnd: {
            /** @description How many open sessions ended (each is an `impersonation.end` audit entry): 0 when none was open */
            ended: number;
        };
        InboxDialog: {
            _id: string;
            credential_id: string | null;
            credential_name: string | null;
            is_archived: boolean;
            is_starred: boolean;
            is_unread: boolean;
            /** @description The newest message, its text cut to 200 characters */
            last_message: {
                /** @enum {string} */
                channel: "social" | "email" | "sms";
                /** @enum {string} */
                direction: "in" | "out";
                /**
                 * @description message, reply, out_of_office, bounce, ... (what the engine or the sync stored)
                 * @example message
                 */
                kind: string;
                /** Format: date-time */
                sent_at: string;
                subject: string | null;
                text: string;
            } | null;
            /** Format: date-time */
            last_message_at: string | null;
            prospect: components["schemas"]["InboxDialogProspect"];
        };
        InboxDialogPage: {
            items: components["schemas"]["InboxDialog"][];
            limit: number;
            offset: number;
            total: number;
        };
        InboxDialogProspect: {
            _id: string;
            company_name: string | null;
            /** @description The work, personal or enriched email, in that order */
            email: string | null;
            first_name: string;
            full_name: string;
            last_name: string;
            position: string | null;
            profile_url: string | null;
        };
        InboxMessage: {
            _id: string;
            /** @enum {string} */
            channel: "social" | "email" | "sms";
            /** @enum {string} */
            direction: "in" | "out";
            /**
             * @description message, reply, out_of_office, bounce, ... (what the engine or the sync stored)
             * @example message
             */
            kind: string;
            /** Format: date-time */
            sent_at: string;
            /**
             * @description A social message waits `queued` for its worker
             * @enum {string}
             */
            status: "queued" | "sent" | "failed";
            subject: string | null;
            text: string;
        };
        InboxMessagePage: {
            /** @description Older messages are left: ask again with `before` */
            has_more: boolean;
            /** @description Oldest first */
            items: components["schemas"]["InboxMessage"][];
        };
        InsightChannel: {
            channel: string;
            replied: number;
            reply_rate: number | null;
            sent: number;
        };
        InsightHour: {
            hour: number;
            replied: number;
            reply_rate: number | null;
            sent: number;
        };
        InsightReport: {
            channels: components["schemas"]["InsightChannel"][];
            hours: components["schemas"]["InsightHour"][];
            steps: components["schemas"]["InsightStep"][];
            variants: components["schemas"]["InsightVariant"][];
        };
        InsightStep: {
            action: string;
            opened: number;
            position: number | null;
            replied: number;
            reply_rate: number | null;
            sent: number;
            step_id: string | null;
            workflow_id: string;
            workflow_name: string;
        };
        InsightVariant: {
            opened: number;
            replied: number;
            reply_rate: number | null;
            sent: number;
            step_id: string | null;
            variant: string;
            workflow_id: string;
            workflow_name: string;
        };
        IntegrationsCatalogue: {
            categories: {
                /** @enum {string} */
                id: "email" | "crm" | "automation" | "marketing" | "productivity";
                providers: components["schemas"]["CatalogueProvider"][];
            }[];
            credentials_id: string | null;
            mailboxes: components["schemas"]["EmailIntegration"][];
        };
        Invoice: {
            amount: number;
            currency: string;
            date: string;
            description: string | null;
            hosted_invoice_url: string | null;
            id: string;
            invoice_pdf: string | null;
            number: string | null;
            status: string | null;
        };
        Invoices: {
            items: components["schemas"]["Invoice"][];
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
        Locked: {
            /** @enum {string} */
            code: "feature_locked" | "limit_reached";
            /** @example Video is available from the Growth plan: upgrade to use it */
            error: string;
            /** @description The feature flag (sdk features.ts) */
            feature?: string;
            /** @description The plan's limit (limit_reached) */
            limit?: number;
            /** @enum {boolean} */
            ok: false;
            /** @description The lowest tier whose plan includes it */
            tier?: string;
        };
        MailServer: {
            host: string;
            port: number;
            secure: boolean;
            user: string;
        };
        Manager: {
            /** @description Customers assigned so far (round-robin) */
            assigned_count: number;
            created_at: string;
            description: string;
            id: string;
            name: string;
            /** @enum {string} */
            type: "sales" | "success";
        };
        ManagerInput: {
            /** @default  */
            description: string;
            name: string;
            /** @enum {string} */
            type: "sales" | "success";
        };
        ManagerList: {
            items: components["schemas"]["Manager"][];
        };
        ManagerUpdateInput: {
            description?: string;
            name?: string;
        };
        ManualCreditGrant: {
            _id: string;
            amount: number;
            comment: string | null;
            /** Format: date-time */
            created_at: string;
            /** @example default */
            credit_type: string;
            granted_by: string | null;
            space_id: string;
            /** @description Sum of every manual grant of this type so far */
            total_granted: number;
        };
        MemberAllowedPages: {
            allowed_pages: components["schemas"]["WorkspacePages"];
            is_admin: boolean;
            user_id: string;
        };
        MemberAvailableCredentials: {
            /** @description The user sees every credential of the workspace (an admin) */
            all: boolean;
            credentials_ids: string[];
            user_id: string;
        };
        MemberExit: {
            space_id: string;
            user_id: string;
        };
        MemberRole: {
            is_admin: boolean;
            space_id: string;
            user_id: string;
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
        OauthAccepted: {
            /** @description The client's redirect URI with `code` and `state` */
            redirect_url: string;
        };
        OperatorWarnings: {
            /** @description This node's set-up problems, as its start-up log says them (PUBLIC_URL missing or not https, mail kept in the outbox); empty when none */
            warnings: string[];
        };
        OriginalAdminValidation: {
            /** @description `space` names a workspace the admin is not a member of: the UI shows "Back to admin" */
            is_admin_view: boolean;
            /** @description The `space` query parameter may be kept across navigation (platform §4) */
            is_original_admin: boolean;
        };
        OutboxMail: {
            _id: string;
            /** @example Outreach <no-reply@example.com> */
            from: string;
            html: string | null;
            /**
             * @description What the message is for
             * @example activation
             */
            kind: string;
            /** Format: date-time */
            sent_at: string;
            subject: string;
            text: string;
            /** @example lea@example.test */
            to: string;
        };
        PasswordChanged: {
            /** @enum {boolean} */
            changed: true;
        };
        PaymentInfo: {
            currency: string;
            /** @description Before tax, currency units */
            current_base_price: number;
            /** @description What is charged now, tax included */
            current_price: number;
            current_tax: number;
            tax_percent: number;
        };
        PaymentMethod: {
            brand: string;
            exp_month: number;
            exp_year: number;
            id: string;
            is_primary: boolean;
            last4: string;
        };
        PaymentMethods: {
            payment_methods: components["schemas"]["PaymentMethod"][];
        };
        PrepaidCustomer: {
            applied_at: string | null;
            brand: string;
            created_at: string;
            currency: string;
            email: string;
            id: string;
            interval: string;
            /** @description The workspace the terms went to, once it exists */
            space_id: string | null;
            stripe_customer: string;
            tier: string;
        };
        PrepaidCustomerInput: {
            brand?: string;
            currency: string;
            email: string;
            interval: string;
            stripe_customer: string;
            tier: string;
        };
        PrepaidCustomerList: {
            items: components["schemas"]["PrepaidCustomer"][];
            total: number;
        };
        Prospect: {
            _id: string;
            company_domain: string | null;
            company_name: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * @example {
             *       "custom1": "analytical"
             *     }
             */
            custom_fields: {
                [key: string]: string;
            };
            enriched_email: string | null;
            /** @enum {string|null} */
            enrichment: "enriching" | "enriched" | "not_enriched" | "enriched_no_contacts" | null;
            first_name: string;
            /** @example Ada Lovelace */
            full_name: string;
            industry: string | null;
            labels: components["schemas"]["ProspectLabel"][];
            last_name: string;
            /** @enum {string} */
            lifecycle: "new" | "contacted" | "connected" | "got_reply" | "lead" | "customer";
            location: string | null;
            personal_email: string | null;
            phone: string | null;
            position: string | null;
            profile_url: string | null;
            /**
             * @description How the prospect came in (api, csv, search, ...)
             * @example api
             */
            source: string;
            twitter: string | null;
            /** Format: date-time */
            updated_at: string;
            website: string | null;
            work_email: string | null;
        };
        ProspectCampaign: {
            name: string;
            next_step: {
                key: string;
                kind: string;
                number: number;
            } | null;
            /** Format: date-time */
            next_step_at: string | null;
            /** @enum {string|null} */
            pause_reason: "contacted_before" | "email_failed" | "message_failed" | "inmail_failed_existing_dialog" | "manual" | "got_reply" | "meeting_booked" | null;
            /** @enum {string} */
            state: "excluded" | "pending" | "paused" | "active" | "finished" | "campaign_paused";
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "archived" | "deleted";
            wait_reason: string | null;
            workflow_id: string;
        };
        ProspectDetail: components["schemas"]["Prospect"] & {
            campaigns: components["schemas"]["ProspectCampaign"][];
            messages: components["schemas"]["ProspectMessage"][];
            notes: components["schemas"]["ProspectNote"][];
        };
        ProspectLabel: {
            _id: string;
            /** @example #47e671 */
            color: string;
            /** @example interested */
            name: string;
            /** @enum {string} */
            type: "profile" | "ai_generated" | "space" | "template";
        };
        ProspectMessage: {
            _id: string;
            /** @enum {string} */
            channel: "social" | "email" | "sms";
            dialog_id: string;
            /** @enum {string} */
            direction: "in" | "out";
            /** @example message */
            kind: string;
            /** Format: date-time */
            sent_at: string;
            subject: string | null;
            text: string;
        };
        ProspectNote: {
            _id: string;
            /** @description The member who wrote it; null once they left */
            author_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** @example Call back after the demo */
            text: string;
        };
        ProspectPage: {
            items: components["schemas"]["Prospect"][];
            limit: number;
            offset: number;
            total: number;
        };
        ProxyCountry: {
            /** @example US */
            code: string;
            /** @description 0: out of reserve */
            count: number;
            /** @example United States */
            name: string;
            /** @enum {string} */
            type: "basic" | "residential";
        };
        PublicVideo: {
            _id: string;
            button_text: string | null;
            button_url: string | null;
            duration_seconds: number | null;
            /** @example /api/public/videos/<id>/file */
            file_url: string;
            message: string | null;
            /** @enum {string} */
            mime_type: "video/mp4" | "video/webm";
            /** @description Placeholders filled for ?p=, or their fallbacks */
            title: string | null;
        };
        ReportBreakdownRow: {
            id: string | null;
            name: string;
            totals: components["schemas"]["WorkflowSeriesCounts"];
        };
        ReportBucket: {
            count: number;
            key: string;
        };
        ReportDay: components["schemas"]["WorkflowSeriesCounts"] & {
            date: string;
        };
        ReportRates: {
            /** @description new_accepted / request_sent */
            acceptance_rate: number | null;
            /** @description email_clicked / emails_sent */
            click_rate: number | null;
            /** @description new_interested / new_replied */
            interested_rate: number | null;
            /** @description email_opened / emails_sent */
            open_rate: number | null;
            /** @description new_replied / (messages_sent + emails_sent + inmails_sent) */
            reply_rate: number | null;
        };
        ScheduledMessage: {
            _id: string;
            /** @enum {string} */
            channel: "email" | "social";
            /** Format: date-time */
            created_at: string;
            dialog_id: string;
            error: string | null;
            /** @description The message it became once sent */
            message_id: string | null;
            /** Format: date-time */
            send_at: string;
            /** @enum {string} */
            status: "pending" | "sent" | "failed" | "cancelled";
            subject: string | null;
            text: string;
        };
        SeatCount: {
            /** @description Seats paid for: the subscription's quantity */
            bought: number;
            /** @description Seats given without paying for them */
            included: number;
            /** @description bought + included: what the seat rule counts against */
            total: number;
        };
        SenderForecast: {
            caps: components["schemas"]["ForecastCap"][];
            /** Format: date-time */
            cooldown_until: string | null;
            credential_id: string;
            health_score: number;
            hours: components["schemas"]["ForecastHour"][];
            name: string;
            /** @description Why the plan is what it is, in plain words */
            reasons: string[];
            /** @example Europe/Paris */
            timezone: string;
            work_hours: {
                end: number;
                start: number;
            };
            /** @description The work window now or next */
            work_window: {
                /** Format: date-time */
                end: string;
                /** Format: date-time */
                start: string;
            };
        };
        SentTestEmail: {
            /** @description The Message-ID header of the sent email */
            message_id: string;
            /** @example me@example.com */
            receiver: string;
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
        SpaceCodeInvite: {
            _id: string;
            allowed_pages: {
                [key: string]: boolean;
            } | null;
            /** @example K7QXW2MPD9ZA */
            code: string;
            /** Format: date-time */
            created_at: string;
            credentials_ids: string[];
        };
        SpaceEmailInvite: {
            _id: string;
            /** @description The invitee's page map once joined; null: every page */
            allowed_pages: {
                [key: string]: boolean;
            } | null;
            /** Format: date-time */
            created_at: string;
            credentials_ids: string[];
            email: string;
            /** @description The invitee joins as a workspace admin */
            granted_access: boolean;
            invited_by: string | null;
            /** @enum {string} */
            state: "sent" | "resent" | "revoked" | "accepted";
            /** Format: date-time */
            updated_at: string;
        };
        SpaceFeatures: {
            ai_assistant_in_campaigns: boolean;
            ai_assistant_in_inbox: boolean;
            ai_company_researches: boolean;
            ai_domain: boolean;
            ai_employee_messages: boolean;
            ai_magic_campaigns: boolean;
            ai_powered_comments: boolean;
            ai_powered_labels: boolean;
            ai_powered_personality_type: boolean;
            ai_targeting: boolean;
            allow_residential_proxies: boolean;
            api_targeting: boolean;
            calendly: boolean;
            calling: boolean;
            campaigns: boolean;
            cloud: boolean;
            connection_booster: boolean;
            dash_tasks: boolean;
            email_automation: boolean;
            email_warming: boolean;
            enrichment: boolean;
            event_targeting: boolean;
            extension: boolean;
            group_targeting: boolean;
            hubspot_crm: boolean;
            icebreakers: boolean;
            inmail_booster: boolean;
            instant_searches: boolean;
            link_tracking: boolean;
            mailbox_slot: boolean;
            native_crm: boolean;
            pipedrive_crm: boolean;
            post_targeting: boolean;
            prospect_finder: boolean;
            smart_sequences: boolean;
            sms: boolean;
            social_automation: boolean;
            social_targeting: boolean;
            video: boolean;
            voicemail: boolean;
            webhook_integration: boolean;
            zapier_integration: boolean;
        };
        SpaceInfo: {
            _id: string;
            /** @description User ids of the workspace admins */
            admins: string[];
            available_seats: number;
            avatar: string | null;
            brand: string;
            brand_config: {
                /**
                 * @default {
                 *       "password": true,
                 *       "google": true,
                 *       "ghl": false,
                 *       "uiRegistration": true,
                 *       "ghlOnlyRegistration": false
                 *     }
                 */
                auth: {
                    ghl: boolean;
                    ghlOnlyRegistration: boolean;
                    google: boolean;
                    password: boolean;
                    uiRegistration: boolean;
                };
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
                favicon?: string;
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
                    image?: string;
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
            cloud_seats_available: number;
            config: {
                /** @enum {string} */
                logo_shape: "square" | "rectangle";
            };
            credits_usage: components["schemas"]["CreditsUsage"];
            /** @description platform §3: the CRMs connected (or expired); /CRM goes to /crm/manage-last when any */
            crm_tokens: ("hubspot" | "pipedrive")[];
            extension_seats_available: number;
            /** @description A platform admin looking at a customer's workspace (logout reads "Back to admin") */
            is_admin_view: boolean;
            is_billing_enabled: boolean;
            is_paid: boolean;
            /** @description spec platform §1: the restricted brand shows a maximum credentials count instead of seats */
            max_credentials: number | null;
            name: string;
            notifications: {
                /** @description platform §8: the HubSpot token was refused, the "expired CRM token" notice */
                is_expired_hubspot_token: boolean;
            };
            payment_in_progress: boolean;
            show_crm: boolean;
            /** @enum {string} */
            status: "active" | "blocked" | "deleted";
            subscription: components["schemas"]["SpaceSubscription"] | null;
            subscription_mode: string;
            tier: string;
            total_seats: number;
            used_seats: number;
            users: components["schemas"]["SpaceMember"][];
        };
        SpaceInviteDetails: {
            /** @description The address an email invite was sent to (null for codes) */
            email: string | null;
            inviter: {
                first_name: string;
                full_name: string;
                last_name: string;
            } | null;
            space: {
                _id: string;
                avatar: string | null;
                name: string;
            };
            /** @enum {string} */
            type: "email" | "code";
        };
        SpaceMember: {
            _id: string;
            allowed_pages: components["schemas"]["WorkspacePages"];
            available_credentials: string[];
            email: string;
            first_name: string;
            full_name: string;
            is_admin: boolean;
            last_name: string;
            photo_link: string | null;
        };
        SpacePhoto: {
            /** @example /api/photos/3f6c2c1e-0b7a-4f51-9a8e-2d0c1f5e7a10 */
            avatar: string;
        };
        SpaceReport: {
            days: {
                actions_done: number;
                credentials_connected: number;
                date: string;
                new_workspaces: number;
                /** @description Workspaces created that day that are paid now */
                paid_workspaces: number;
            }[];
            from: string;
            to: string;
            totals: {
                actions_done: number;
                credentials_connected: number;
                new_workspaces: number;
                /** @description Workspaces created that day that are paid now */
                paid_workspaces: number;
            };
        };
        SpaceSignUpSettings: {
            sign_up_settings: {
                [key: string]: string | number | boolean | string[] | null;
            };
        };
        SpaceSubscription: {
            /** @description Per period, all seats, in currency units */
            amount: number;
            currency: string;
            interval: string;
            status: string;
            tier: string;
        };
        SpaceSummary: {
            _id: string;
            avatar: string | null;
            brand: string;
            is_admin: boolean;
            name: string;
            /** @enum {string} */
            status: "active" | "blocked" | "deleted";
        };
        StartRefusal: {
            /**
             * @description start_refused, or feature_locked (402) for a step the plan lacks
             * @enum {string}
             */
            code?: "start_refused" | "feature_locked";
            /** @example Step 2 (send email): You need to add integration */
            error: string;
            /** @description The feature flag a locked step needs */
            feature?: string;
            /** @description The path of the page where it is fixed */
            fix?: string;
            /** @enum {boolean} */
            ok: false;
            /** @enum {string} */
            step_kind?: "view_profile" | "follow" | "like_posts" | "endorse_skills" | "send_message" | "send_inmail" | "connection_request" | "connection_by_email" | "invite_to_event" | "enrich_profile" | "send_webhook" | "push_to_crm" | "manual_task" | "make_call" | "send_sms" | "voicemail_drop" | "reveal_personality" | "ai_comment" | "add_label" | "send_email";
            /** @description The step at fault (1-based) */
            step_number?: number;
            /** @description The lowest tier whose plan includes it */
            tier?: string;
        };
        SubscriptionState: {
            /** @description Whether the check changed the stored state */
            changed: boolean;
            is_paid: boolean;
            payment_in_progress: boolean;
            subscription_mode: string;
            tier: string;
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
        TrackingDomain: {
            _id: string;
            /** Format: date-time */
            created_at: string;
            /** @example links.acme.com */
            host: string;
            is_default_for_link_tracking: boolean;
            is_default_for_video_scenario: boolean;
            /** @enum {string} */
            status: "unverified" | "verified" | "failed";
            /**
             * @description How the domain is connected; only `cname` exists
             * @example cname
             */
            type: string;
            /**
             * @description The CNAME target to create for `host`
             * @example track.example.com
             */
            value: string;
            /** Format: date-time */
            verified_at: string | null;
            video_usage_counter: number;
            workflow_usage_counter: number;
        };
        TrackingDomainVerifyResult: components["schemas"]["TrackingDomain"] & {
            /** @example links.acme.com points to track.example.com */
            message: string;
        };
        UpdatedCampaign: components["schemas"]["Campaign"] & {
            live_edit?: components["schemas"]["CampaignLiveEdit"];
        };
        UpgradeInfo: components["schemas"]["PaymentInfo"] & {
            /** @description What discounts take off, currency units (0 or more) */
            discount: number;
            lines: {
                /** @description Currency units; a credit is negative */
                amount: number;
                description: string;
                /**
                 * @description unused_time: the current plan's unused time, credited; remaining_time: the rest of the period at the new plan; period: a full period
                 * @enum {string}
                 */
                kind: "unused_time" | "remaining_time" | "period";
            }[];
            /** @description Per period, all seats, from the next renewal on */
            new_price: number;
            plan: {
                interval: string;
                name: string;
                tier: string;
            };
            seats: components["schemas"]["SeatCount"];
        };
        UserExists: {
            exists: boolean;
        };
        UserPhoto: {
            avatar: string;
            photo_link: string;
        };
        UserProfile: {
            _id: string;
            address_line: string | null;
            avatar: string | null;
            brand: string;
            /** @description ISO 3166-1 alpha-2, chosen at sign-up */
            country_code: string | null;
            email: string;
            email_confirmed: boolean;
            /** @description Every notification, on unless switched off */
            email_notifications: {
                account_issue: boolean;
                campaign_completed: boolean;
                new_reply: boolean;
                weekly_report: boolean;
            };
            first_name: string;
            full_name: string;
            industry: string | null;
            /** @description A platform admin */
            is_admin: boolean;
            last_name: string;
            manual_approval: boolean;
            phone: string | null;
            /** @description Same as `avatar` (the name the workspace users list uses) */
            photo_link: string | null;
            /** @enum {string} */
            status: "active" | "inactive";
            zip_code: string | null;
        };
        UsetCredits: {
            balance: number;
            space_id: string;
        };
        ValidatedSession: {
            /** @description Null for a user without a workspace */
            space: components["schemas"]["SpaceInfo"] | null;
            user: components["schemas"]["UserProfile"];
        };
        Video: {
            _id: string;
            button_text: string | null;
            button_url: string | null;
            /** Format: date-time */
            created_at: string;
            duration_seconds: number | null;
            message: string | null;
            /** @enum {string} */
            mime_type: "video/mp4" | "video/webm";
            /** @example Intro */
            name: string;
            /** @description The landing page: /v/<id> (an email link adds ?p=) */
            public_path: string;
            size_bytes: number;
            title: string | null;
            tracking_domain_id: string | null;
            /** Format: date-time */
            updated_at: string;
            views_count: number;
        };
        VideoDetail: components["schemas"]["Video"] & {
            workflows_number: number;
        };
        VideoPage: {
            items: components["schemas"]["Video"][];
            limit: number;
            offset: number;
            total: number;
        };
        VideoUploadForm: {
            /** @description The player's length in seconds (a hint from the browser), rounded */
            duration_seconds?: number;
            /**
             * Format: binary
             * @description An .mp4 or .webm video (told by its first bytes), at most 50 MB
             */
            file: string;
            /** @description The name in the list; the file name without its extension when not given */
            name?: string;
        };
        Voicemail: {
            _id: string;
            audio: {
                /** @description The recording: GET /voicemail/audio/{id}/file */
                id: string;
                /** @example greeting.wav */
                name: string;
            };
            /** Format: date-time */
            created_at: string;
            credentials_id: string | null;
            /**
             * @description To a tenth of a second
             * @example 12.5
             */
            duration_seconds: number;
            forward_number: string | null;
            /** @example Follow-up drop */
            name: string;
            size_bytes: number;
        };
        VoicemailPage: {
            items: components["schemas"]["Voicemail"][];
            limit: number;
            offset: number;
            total: number;
        };
        VoicemailUploadForm: {
            /**
             * @description The terms of service must be agreed before upload
             * @enum {string}
             */
            agreed_to_terms: "true";
            /**
             * Format: binary
             * @description A .wav recording of 6 to 180 seconds, at most 20 MB
             */
            file: string;
            /** @description The recording's file name (.wav); the file's own when not given */
            file_name?: string;
            /** @description The name in the list; the file name without .wav when not given */
            name?: string;
        };
        Webhook: {
            _id: string;
            /** Format: date-time */
            created_at: string;
            is_active: boolean;
            last_delivery: {
                _id: string;
                /** Format: date-time */
                created_at: string;
                /** @enum {string} */
                status: "pending" | "delivering" | "delivered" | "failed";
                status_code: number | null;
            } | null;
            name: string;
            /** @description The whole signing secret, on create and rotate only */
            secret?: string;
            /** @description The last characters of the secret; the whole secret only in `secret` on create and rotate */
            secret_hint: string;
            /**
             * @description `app` (this API or the Webhooks screen) or `zapier` (a REST-hook subscription, read-only here)
             * @enum {string}
             */
            source: "app" | "zapier";
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
        WebhookReceived: {
            /** @enum {boolean} */
            duplicate?: true;
            /** @enum {boolean} */
            ignored?: true;
            /** @enum {boolean} */
            received: true;
        };
        Whitelabel: {
            archived_at: string | null;
            brand: {
                /**
                 * @default {
                 *       "password": true,
                 *       "google": true,
                 *       "ghl": false,
                 *       "uiRegistration": true,
                 *       "ghlOnlyRegistration": false
                 *     }
                 */
                auth: {
                    ghl: boolean;
                    ghlOnlyRegistration: boolean;
                    google: boolean;
                    password: boolean;
                    uiRegistration: boolean;
                };
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
                favicon?: string;
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
                    image?: string;
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
            can_edit: {
                colors: boolean;
                details: boolean;
                email: boolean;
                email_domain: boolean;
                options: boolean;
                support: boolean;
            };
            created_at: string;
            email_config: {
                /** @description True when a platform admin verified the sender address's domain: only then do the brand's secret emails (reset, activation, invites) come from that address, else from the platform's address under the sender name */
                domain_verified: boolean;
                sender_address: string | null;
                sender_name: string | null;
                smtp: {
                    has_password: boolean;
                    host: string;
                    port: number;
                    secure: boolean;
                    user: string | null;
                } | null;
                /** @description The mail domain a platform admin verified */
                verified_domain: string | null;
            };
            id: string;
            owner_emails: string[];
            /** @enum {string} */
            status: "active" | "archived";
            updated_at: string;
        };
        WhitelabelList: {
            items: components["schemas"]["WhitelabelRow"][];
            total: number;
        };
        WhitelabelRow: {
            archived_at: string | null;
            created_at: string;
            /** @description Workspaces of this brand */
            customers: number;
            domains: string[];
            family: string;
            id: string;
            logo: {
                image?: string;
                /** @enum {string} */
                shape: "square" | "rectangle";
                svg: string;
            };
            name: string;
            owner_emails: string[];
            /** @description The light theme primary colour */
            primary: string;
            /** @enum {string} */
            status: "active" | "archived";
        };
        WhitelabelTestEmail: {
            from: string;
            /** @enum {boolean} */
            sent: true;
        };
        WlReport: {
            brands: {
                brand: string;
                credits_used: number;
                customers: number;
                /** @description Monthly recurring revenue of active Stripe subscriptions, per currency (minor units) */
                mrr: {
                    amount_cents: number;
                    currency: string;
                }[];
                name: string;
                paid_customers: number;
                seats_used: number;
            }[];
            from: string;
            to: string;
        };
        WorkflowListItem: {
            _id: string;
            /** Format: date-time */
            created_at: string;
            is_email_only: boolean;
            /** @example Founders in Berlin */
            name: string;
            /** @description Share of the campaign's prospects that are finished, 0-100 */
            percent_complete: number;
            position: number;
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "archived" | "deleted";
            /** @enum {string} */
            type: "simple" | "smart" | "magic";
            /** Format: date-time */
            updated_at: string;
        };
        WorkflowOrder: {
            /** @description The campaign ids, in their new order */
            order: string[];
        };
        WorkflowPage: {
            items: components["schemas"]["WorkflowListItem"][];
            limit: number;
            offset: number;
            total: number;
        };
        WorkflowPickerItem: {
            _id: string;
            /** @example Founders in Berlin */
            name: string;
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "archived" | "deleted";
        };
        /** @description The campaign's prospects per state, and `total` */
        WorkflowProspectCounts: {
            active: number;
            campaign_paused: number;
            excluded: number;
            finished: number;
            paused: number;
            pending: number;
            total: number;
        };
        WorkflowSeriesCounts: {
            email_clicked: number;
            email_opened: number;
            emails_sent: number;
            followed_profiles: number;
            inmails_sent: number;
            li_connect_by_email: number;
            messages_sent: number;
            new_accepted: number;
            new_interested: number;
            new_leads: number;
            new_replied: number;
            request_sent: number;
            viewed_profiles: number;
        };
        WorkflowStats: {
            days: components["schemas"]["WorkflowStatsDay"][];
            prospects: components["schemas"]["WorkflowProspectCounts"];
            statuses: components["schemas"]["WorkflowStatusCounts"];
            totals: components["schemas"]["WorkflowSeriesCounts"];
        };
        WorkflowStatsDay: components["schemas"]["WorkflowSeriesCounts"] & {
            /**
             * Format: date
             * @example 2025-03-01
             */
            date: string;
        };
        /** @description The campaign's prospects per §3 status, as the Reports' audience counts them (the funnel's contacted) */
        WorkflowStatusCounts: {
            connected: number;
            contacted: number;
            excluded: number;
            fetched_email: number;
            got_reply: number;
            interested: number;
            lead: number;
            new: number;
            request_sent: number;
            stuck: number;
            unconnectable: number;
            viewed_message: number;
            visited_link: number;
        };
        WorkspacePages: {
            billing: boolean;
            campaigns: boolean;
            dashboard: boolean;
            inbox: boolean;
            integrations: boolean;
            mailboxes: boolean;
            pipeline: boolean;
            profiles: boolean;
            reports: boolean;
            search: boolean;
            settings: boolean;
            templates: boolean;
        };
        ZapierEvent: {
            /** Format: date-time */
            created_at: string;
            data: {
                [key: string]: unknown;
            };
            event: string;
            id: string;
        };
        ZapierHook: {
            id: string;
        };
        ZapierMe: {
            space_id: string;
            space_name: string;
        };
        ZapierTrigger: {
            description: string;
            /** @enum {string} */
            key: "mark_as_customer" | "mark_as_lead" | "meet_booked" | "message_sent" | "invite_sent" | "invite_accepted" | "got_reply" | "new_message" | "add_label" | "add_ai_label" | "delete_label" | "new_email" | "email_sent" | "clicked_email_link" | "clicked_message_link";
            label: string;
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
    listAuditLog: {
        parameters: {
            query?: {
                action?: string;
                /** @description The actor's email (part of it) or id */
                actor?: string;
                from?: string;
                limit?: number;
                offset?: number | null;
                target_id?: string;
                target_type?: string;
                /** @description Through this day (YYYY-MM-DD) or until this instant */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminAuditPage"];
                    };
                };
            };
            /** @description Dates must be YYYY-MM-DD or ISO date-times */
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
            /** @description Only platform admins can do this */
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
    updatePlanFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plan id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPlanFeaturesInput"];
            };
        };
        responses: {
            /** @description The plan as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminPlan"];
                    };
                };
            };
            /** @description Unknown feature: X; Cloud seats cannot exceed total seats; Extension seats cannot exceed total seats; create brand settings first; {Tier interval CUR}: the price per seat (or per credit) cannot be lower than {amount} (resellers: more seats or credits would sell under the floor) */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Plan not found */
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
    getPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The price id */
                priceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminPrice"];
                    };
                };
            };
            /** @description create brand settings first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Price not found */
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
    updatePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The price id */
                priceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPriceUpdate"];
            };
        };
        responses: {
            /** @description The price as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminPrice"];
                    };
                };
            };
            /** @description Select stripe price first; The price cannot be lower than {amount}; After the promo the price cannot be lower than {amount}; The price per seat cannot be lower than {amount}; The price per credit cannot be lower than {amount}; Stripe price not found; The Stripe price has another currency; The Stripe price has another billing interval; The Stripe price bills another amount */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Price not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Currency cannot change after the first invoice; This price is linked to a Stripe price: link a new Stripe price to change its amount; This Stripe price is linked to another price */
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
    deletePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The price id */
                priceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted price */
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
            /** @description create brand settings first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Price not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This price has subscribers */
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
    updatePriceDescription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The price id */
                priceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPriceDescription"];
            };
        };
        responses: {
            /** @description The price with its card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminPrice"];
                    };
                };
            };
            /** @description Only subscription prices have a description and a promo */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Price not found */
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
    updatePricePromo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The price id */
                priceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPricePromo"];
            };
        };
        responses: {
            /** @description The price with its promo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminPrice"];
                    };
                };
            };
            /** @description Only subscription prices have a description and a promo; After the promo the price cannot be lower than {amount} (resellers); The price per seat (or per credit) cannot be lower than {amount} */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Price not found */
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
    getAdminConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminConfig"];
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
            /** @description Only platform admins can do this */
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
    listCustomers: {
        parameters: {
            query?: {
                /** @description brands: repeated or comma-separated */
                brands?: string | string[];
                /** @description labels: repeated or comma-separated */
                labels?: string | string[];
                limit?: number;
                /** @description managers: repeated or comma-separated */
                managers?: string | string[];
                /** @description note_filters: repeated or comma-separated (with_note, without_note) */
                note_filters?: string | string[];
                offset?: number | null;
                order?: "newest" | "oldest" | "name" | "health";
                q?: string;
                /** @description statuses: repeated or comma-separated (active, blocked, deleted) */
                statuses?: string | string[];
                /** @description subscription_types: repeated or comma-separated (disabled, stripe, manual, no_sub) */
                subscription_types?: string | string[];
                /** @description tier: repeated or comma-separated */
                tier?: string | string[];
                /** @description triggers: repeated or comma-separated (no_credentials, credential_problem, unpaid, health_low, inactive_30d) */
                triggers?: string | string[];
                /** @description types: repeated or comma-separated (paid, unpaid, free, unlimited, trial) */
                types?: string | string[];
                with_credentials?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminCustomersPage"];
                    };
                };
            };
            /** @description A bad filter */
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
            /** @description Only platform admins can do this */
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
    blockCustomer: {
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
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminCustomer"];
                    };
                };
            };
            /** @description Space already active; Space already blocked; Space already deleted; Space is not deleted; A deleted space can not be blocked or unblocked: restore it first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    getCustomerInfo: {
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
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminCustomerInfo"];
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    deleteCustomer: {
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
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminCustomer"];
                    };
                };
            };
            /** @description Space already active; Space already blocked; Space already deleted; Space is not deleted; A deleted space can not be blocked or unblocked: restore it first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    restoreCustomer: {
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
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminCustomer"];
                    };
                };
            };
            /** @description Space already active; Space already blocked; Space already deleted; Space is not deleted; A deleted space can not be blocked or unblocked: restore it first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    unblockCustomer: {
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
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminCustomer"];
                    };
                };
            };
            /** @description Space already active; Space already blocked; Space already deleted; Space is not deleted; A deleted space can not be blocked or unblocked: restore it first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_billing_enabled?: boolean;
                    labels?: string[];
                    name?: string;
                    note?: string;
                    /** Format: uuid */
                    sales_manager_id?: string | null;
                    /** @enum {string} */
                    subscription_mode?: "disabled" | "stripe" | "manual" | "no_sub";
                    /** Format: uuid */
                    success_manager_id?: string | null;
                    /** @enum {string} */
                    tier?: "free" | "basic" | "growth" | "scale" | "unlimited" | "supreme";
                };
            };
        };
        responses: {
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminCustomer"];
                    };
                };
            };
            /** @description Manager not found; a bad field */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    setCustomerCredits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credits: number;
                };
            };
        };
        responses: {
            /** @description The new balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["UsetCredits"];
                    };
                };
            };
            /** @description credits: Credits must be a whole number */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    linkStripeCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    space_id: string;
                    stripe_customer: string;
                };
            };
        };
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            space_id: string;
                            stripe_customer: string;
                        };
                    };
                };
            };
            /** @description Stripe customer not found */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Stripe customer is linked to another workspace */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendBrandTestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    to: string;
                    whitelabel_id: string;
                };
            };
        };
        responses: {
            /** @description Sent, from this sender */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["WhitelabelTestEmail"];
                    };
                };
            };
            /** @description Could not connect to smtp.example.com:587: connection refused */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    getPlanFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plan id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan and its feature groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminPlanFeatures"];
                    };
                };
            };
            /** @description create brand settings first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Plan not found */
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
    recomputeHealthIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many customers were computed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["HealthRecompute"];
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
            /** @description Only platform admins can do this */
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
    getHealthStatistics: {
        parameters: {
            query?: {
                /** @description One brand (default: every brand in scope) */
                brand?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The distribution */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["HealthStatistics"];
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    endImpersonation: {
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
            /** @description How many sessions ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ImpersonationEnd"];
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
            /** @description API keys can not be used for this call */
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
    getOperatorWarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The warnings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["OperatorWarnings"];
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
            /** @description Only platform admins can do this; Only super admins can do this */
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
    listPrepaidCustomers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["PrepaidCustomerList"];
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
            /** @description Only platform admins can do this */
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
    createPrepaidCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrepaidCustomerInput"];
            };
        };
        responses: {
            /** @description The prepaid customer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["PrepaidCustomer"];
                    };
                };
            };
            /** @description Not valid email; Stripe customer must look like cus_…; Stripe customer not found; Unknown currency; Unknown tier; Unknown interval */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This email is already a prepaid customer of this brand */
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
    deletePrepaidCustomer: {
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
            /** @description The deleted id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            id: string;
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Prepaid customer not found */
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
    getSpaceReport: {
        parameters: {
            query?: {
                /** @description One brand (default: every brand in scope) */
                brand?: string;
                /** @description YYYY-MM-DD (UTC), default 29 days before `to` */
                from?: string;
                /** @description YYYY-MM-DD (UTC), default today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceReport"];
                    };
                };
            };
            /** @description Dates must be YYYY-MM-DD; From must not be after to; The period can be at most 366 days */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    setCustomerLiApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    li_approve: boolean;
                };
            };
        };
        responses: {
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminCustomer"];
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    setCustomerUnlimited: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    unlimited: boolean;
                };
            };
        };
        responses: {
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminCustomer"];
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    refreshStripeCustomer: {
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
            /** @description What was applied */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            changed: boolean;
                            space_id: string;
                            subscription_id: string | null;
                        };
                    };
                };
            };
            /** @description Link a Stripe customer first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchStripeCustomers: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customers found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminStripeCustomer"][];
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminUsers: {
        parameters: {
            query?: {
                admins_only?: "0" | "1" | "true" | "false";
                limit?: number;
                offset?: number | null;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminUsersPage"];
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
            /** @description Only platform admins can do this */
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
    setPlatformAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_admin: boolean;
                    is_super_admin?: boolean;
                    user_id: string;
                };
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminUser"];
                    };
                };
            };
            /** @description You can not revoke your own admin rights; A super admin must be an admin */
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
            /** @description Only platform admins can do this; Only super admins can do this; This user also belongs to workspaces of other brands: only a platform admin changes their account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    getAdminUserSpaces: {
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
            /** @description The user and workspaces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminUserSpaces"];
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    updateAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    last_name?: string;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminUser"];
                    };
                };
            };
            /** @description Only the user changes their sign-in email or password (in their preferences); admins can not */
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
            /** @description Only platform admins can do this; Only super admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    updateAdminUserSpaces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    add?: {
                        is_admin: boolean;
                        /** Format: uuid */
                        space_id: string;
                    }[];
                    remove?: string[];
                };
            };
        };
        responses: {
            /** @description The user and workspaces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminUserSpaces"];
                    };
                };
            };
            /** @description A workspace needs at least one admin */
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
            /** @description Only platform admins can do this; Only super admins can do this; A reseller can not change their own or their brand's owners' workspace access; Resellers can not add people to a workspace: the workspace's admins invite them, or a platform admin adds them */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found; Can not find space */
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
    validateAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminValidation"];
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
            /** @description API keys can not be used for this call */
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
    validateOriginalAdmin: {
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
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["OriginalAdminValidation"];
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
            /** @description API keys can not be used for this call */
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
    listWhitelabels: {
        parameters: {
            query?: {
                status?: "active" | "archived";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The white-labels, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["WhitelabelList"];
                    };
                };
            };
            /** @description status: Invalid option */
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
            /** @description Only platform admins can do this */
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
    createWhitelabel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    copy_from?: string;
                    domains: string[];
                    id: string;
                    name: string;
                    owner_emails: string[];
                };
            };
        };
        responses: {
            /** @description The new white-label */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
                    };
                };
            };
            /** @description domains.0: must be a host name such as app.example.com; id: brand id: lower-case letters, digits and dashes */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A white-label with this id already exists; This domain already belongs to another white-label */
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
    getWhitelabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The white-label */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    archiveWhitelabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The white-label as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
                    };
                };
            };
            /** @description The default white-label cannot be archived */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    updateWhitelabelAssets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    favicon?: string | null;
                    logo_image?: string | null;
                    /** @enum {string} */
                    logo_shape: "square" | "rectangle";
                };
            };
        };
        responses: {
            /** @description The white-label as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
                    };
                };
            };
            /** @description logo_image: must be a PNG, JPEG, WEBP, GIF or SVG image */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    getWhitelabelBilling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The billing settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminBrandBilling"];
                    };
                };
            };
            /** @description create brand settings first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (another brand of a reseller) */
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
    updateWhitelabelColors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                };
            };
        };
        responses: {
            /** @description The white-label as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
                    };
                };
            };
            /** @description light.primary: must be a hex colour (#abc or #aabbcc) */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    updateWhitelabelDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domains: string[];
                    embed_origins?: string[];
                    name: string;
                    nav_links?: {
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
                    owner_emails: string[];
                };
            };
        };
        responses: {
            /** @description The white-label as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
                    };
                };
            };
            /** @description domains.0: must be a host name such as app.example.com */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This domain already belongs to another white-label */
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
    updateWhitelabelEmailConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    sender_address: string;
                    sender_name: string;
                    smtp: {
                        host: string;
                        password?: string;
                        port: number;
                        secure: boolean;
                        user?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The white-label as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
                    };
                };
            };
            /** @description sender_address: must be an email address */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    setWhitelabelEmailDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    verified: boolean;
                };
            };
        };
        responses: {
            /** @description The white-label as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
                    };
                };
            };
            /** @description Set a sender address before marking its domain as verified */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    getHealthIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label (brand) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rules and notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["HealthIndex"];
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    updateHealthIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label (brand) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HealthIndexSettings"];
            };
        };
        responses: {
            /** @description Rules and notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["HealthIndex"];
                    };
                };
            };
            /** @description Min must not be greater than max; Points must be a whole number from 0 to 100; Unknown metric; Threshold must be a whole number from 0 to 100; Not valid email */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    listManagers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label (brand) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The managers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ManagerList"];
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    createManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label (brand) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagerInput"];
            };
        };
        responses: {
            /** @description The new manager */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Manager"];
                    };
                };
            };
            /** @description Manager name may contain only letters, spaces and dashes; Description must be at most 500 characters */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    updateManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label (brand) id */
                id: string;
                managerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagerUpdateInput"];
            };
        };
        responses: {
            /** @description The manager */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Manager"];
                    };
                };
            };
            /** @description Manager name may contain only letters, spaces and dashes; Description must be at most 500 characters */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found; Manager not found */
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
    deleteManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label (brand) id */
                id: string;
                managerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            id: string;
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found; Manager not found */
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
    updateWhitelabelOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    auth: {
                        ghl: boolean;
                        ghlOnlyRegistration: boolean;
                        google: boolean;
                        password: boolean;
                        uiRegistration: boolean;
                    };
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
                };
            };
        };
        responses: {
            /** @description The white-label as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
                    };
                };
            };
            /** @description At least one auth method must stay active; UI registration and GHL-only registration cannot both be on; Password auth cannot be on with GHL-only registration */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminPlan"][];
                    };
                };
            };
            /** @description create brand settings first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (another brand of a reseller) */
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
    updatePriceFloor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPriceFloorInput"];
            };
        };
        responses: {
            /** @description The billing settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminBrandBilling"];
                    };
                };
            };
            /** @description create brand settings first */
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
            /** @description Only platform admins can do this; Only super admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (another brand of a reseller) */
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
    listWhitelabelPrices: {
        parameters: {
            query?: {
                /** @description subscription or credits; both without it */
                kind?: "subscription" | "credits";
            };
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminPrice"][];
                    };
                };
            };
            /** @description create brand settings first */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (another brand of a reseller) */
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
    createPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPriceCreate"];
            };
        };
        responses: {
            /** @description The new price */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminPrice"];
                    };
                };
            };
            /** @description Select stripe price first; create brand settings first; The price cannot be lower than {amount}; The price per seat cannot be lower than {amount}; The price per credit cannot be lower than {amount}; Stripe price not found; The Stripe price bills another amount */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (another brand of a reseller) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A price for this tier, interval and currency exists; This Stripe price is linked to another price */
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
    restoreWhitelabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The white-label as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
                    };
                };
            };
            /** @description This white-label is not archived */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This domain already belongs to another white-label */
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
    updateWhitelabelSupport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The white-label id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_id?: string;
                    /** @enum {string} */
                    integration: "no_support" | "tawk" | "servicebell" | "hubspot" | "intercome" | "freshchat" | "chatra" | "leadconnector" | "crisp";
                };
            };
        };
        responses: {
            /** @description The white-label as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Whitelabel"];
                    };
                };
            };
            /** @description app_id: An app id is required for this support integration; app_id: only letters, digits, dashes and underscores (at most 64) */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description White-label not found */
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
    getWhitelabelReport: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD (UTC), default 29 days before `to` */
                from?: string;
                /** @description YYYY-MM-DD (UTC), default today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["WlReport"];
                    };
                };
            };
            /** @description Dates must be YYYY-MM-DD; From must not be after to; The period can be at most 366 days */
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
            /** @description Only platform admins can do this */
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
    activateEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            /** @enum {boolean} */
                            sent: true;
                        };
                    };
                };
            };
            /** @description Your email is already confirmed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Token is not valid; API key is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description API keys can not be used for this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many emails sent, please try again in an hour */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The email could not be sent, please try again later */
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
    microsoftSignInCallback: {
        parameters: {
            query?: {
                /** @description The authorization code */
                code?: string;
                /** @description Why the provider did not sign the person in */
                error?: string;
                /** @description The state the login set (compared with its cookie) */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /auth/integration/third-party-login: the token in the URL fragment (`#token=`), or the reason in `?error=` */
            302: {
                headers: {
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The address holds an invalid percent-encoding; Text can not contain NUL characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signInWithMicrosoft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To Microsoft's sign-in page, with a random, single-use `state` (10 minutes) bound to this browser by an HttpOnly cookie */
            302: {
                headers: {
                    /** @description Microsoft's authorization URL */
                    Location: string;
                    /** @description The binding of the state to this browser (HttpOnly): the callback takes the state back only with it */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Microsoft sign-in is not configured */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    new_email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The confirmation link is on its way */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["EmailChangeRequested"];
                    };
                };
            };
            /** @description Not valid email; Old password is incorrect; Enter your current password to change your email; Set a password first (Forgot password) to change your sign-in email; This is already your email */
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
            /** @description API keys can not be used for this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Account with such email already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many emails sent, please try again in an hour */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The email could not be sent, please try again later */
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
    checkActivationCode: {
        parameters: {
            query?: {
                activation_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email is confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["EmailConfirmed"];
                    };
                };
            };
            /** @description Activation code is invalid or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkRestoreCode: {
        parameters: {
            query?: {
                restore_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code works */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            /** @enum {boolean} */
                            valid: true;
                        };
                    };
                };
            };
            /** @description Restore code is invalid or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description The email is changed, and a new session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description This email change link is invalid or has expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Account with such email already exists */
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
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description Token is not valid; API key is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description API keys can not be used for this call */
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
    googleSignInCallback: {
        parameters: {
            query?: {
                /** @description The authorization code */
                code?: string;
                /** @description Why the provider did not sign the person in */
                error?: string;
                /** @description The state the login set (compared with its cookie) */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /auth/integration/third-party-login: the token in the URL fragment (`#token=`), or the reason in `?error=` */
            302: {
                headers: {
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The address holds an invalid percent-encoding; Text can not contain NUL characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signInWithGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To Google's sign-in page, with a random, single-use `state` (10 minutes) bound to this browser by an HttpOnly cookie */
            302: {
                headers: {
                    /** @description Google's authorization URL */
                    Location: string;
                    /** @description The binding of the state to this browser (HttpOnly): the callback takes the state back only with it */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Google sign-in is not configured */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Google sign-in is turned off on this site */
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
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token no longer works */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            /** @enum {boolean} */
                            logged_out: true;
                        };
                    };
                };
            };
            /** @description Token is not valid; API key is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description API keys can not be used for this call */
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
    restorePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Sent, when the account exists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            /** @enum {boolean} */
                            sent: true;
                        };
                    };
                };
            };
            /** @description email: Not valid email */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setPasswordWithRestoreCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    restore_code?: string;
                };
            };
        };
        responses: {
            /** @description The new password is set, and a new session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description password: The password must be 8 to 40 characters; Restore code is invalid or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description A new session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description email: Email is required; password: Password is required */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid email or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Password sign-in is turned off on this site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed sign-in attempts, please try again in 15 minutes */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country: string;
                    email: string;
                    first_name: string;
                    invite_code?: string | null;
                    irclickid?: string | null;
                    last_name: string;
                    password: string;
                    phone: string;
                    /** @enum {boolean} */
                    privacy_accepted: true;
                    /** @enum {boolean} */
                    terms_accepted: true;
                    /** @description A campaign tag, or up to 20 tracking parameters (utm_source, ...) */
                    track?: string | {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description The new account, signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description password: The password must be 8 to 40 characters; phone: Please, add correct phone number; Unknown field: x */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Registration is closed on this site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Account with such email already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests, please try again in 60 minutes */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    validateToken: {
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
            /** @description The session is valid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ValidatedSession"];
                    };
                };
            };
            /** @description Token is not valid; API key is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; API keys can not be used for this call */
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
    reportAutomationEvent: {
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
                    /** Format: date-time */
                    at: string;
                    /** Format: uuid */
                    credentials_id: string;
                    /** @enum {string} */
                    kind: "reply" | "connection_accepted";
                    /** Format: uuid */
                    prospect_id: string;
                    text?: string | null;
                };
            };
        };
        responses: {
            /** @description The event was applied */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            /** @enum {boolean} */
                            accepted: true;
                        };
                    };
                };
            };
            /** @description at: Invalid ISO datetime; prospect_id: prospect_id: Invalid id */
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
            /** @description Not found (the account or the prospect is not in the workspace) */
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
    extendTaskLease: {
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
            /** @description The task, its lease extended when claimed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            task: components["schemas"]["AutomationTask"];
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
        };
    };
    reportTask: {
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
                    error?: string | null;
                    /** @default [] */
                    events?: {
                        /** Format: date-time */
                        at: string;
                        /** @enum {string} */
                        kind: "reply" | "connection_accepted";
                        text?: string | null;
                    }[];
                    /** @enum {string} */
                    outcome: "done" | "failed";
                    positive?: boolean;
                    /** @default [] */
                    signals?: ("connection_limited" | "inmail_limited" | "login_limited" | "challenged" | "mailbox_throttled")[];
                    /** @enum {string|null} */
                    skip_reason?: "task_failed" | "user_skipped" | "manual_resume" | "no_comments" | "message_exists" | "no_actions" | "no_emails" | "already_connected" | "already_enriched" | "request_already_sent" | "invite_already_sent" | "already_inmailed" | "next_step_done" | "no_posts" | "inserted_before_completed" | "approval_canceled" | null;
                    /** @enum {string|null} */
                    wait_reason?: "no_required_email" | "out_of_credits" | "invalid_email_integration" | "profile_action_declined" | "no_sales_navigator_link" | "profile_closed" | "no_company_name" | "inmail_forbidden" | "needs_api_booster" | "needs_sales_navigator" | "not_premium" | "video_template_not_found" | "group_or_event_messaging_closed" | "invalid_phone" | "inmail_too_long" | "connection_note_too_long" | "closed_in_sales_navigator" | "last_extension_task_failed" | "outside_work_hours" | "daily_limit_reached" | "weekly_limit_reached" | "sender_cooling_down" | "no_available_sender" | null;
                };
            };
        };
        responses: {
            /** @description The task, and whether this report was applied */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AutomationTaskReportOutcome"];
                    };
                };
            };
            /** @description outcome: Invalid option: expected one of "done"|"failed" */
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
    claimTasks: {
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
                    /** Format: uuid */
                    credentials_id: string;
                    /** @default 10 */
                    max?: number;
                    /** @enum {string} */
                    worker: "cloud" | "extension";
                };
            };
        };
        responses: {
            /** @description The claimed tasks, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ClaimedAutomationTasks"];
                    };
                };
            };
            /** @description credentials_id: credentials_id: Invalid id; worker: Invalid option: expected one of "cloud"|"extension" */
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
            /** @description Not found (the account is not in the workspace, or not the member's to use) */
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
    getCheckout: {
        parameters: {
            query: {
                /** @description 'true': the checkout runs in a new tab */
                is_close_window?: string;
                /** @description A subscription price or a credit pack */
                price_id: string;
                /** @description A path of the app (/search/search-prospects): after paying a plan the user lands there, with ?upgraded=<tier> */
                return_to?: string;
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where to send the user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CheckoutRedirect"];
                    };
                };
            };
            /** @description price_id: must be a price id; This workspace has a subscription: change its plan with PUT /billing/subscription; Currency cannot change after the first invoice; return_to: must be a path of this app; Credits can not go above 2,147,483,647 */
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
            /** @description The card was refused (the card issuer's message) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; Contact your customer support to help you */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Price not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCredits: {
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
            /** @description The credits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CreditsSettings"];
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
    listCreditsHistory: {
        parameters: {
            query?: {
                /** @description One day (YYYY-MM-DD, UTC) */
                date?: string;
                /** @description Through this day (YYYY-MM-DD) or until this instant (ISO) */
                end_date?: string;
                limit?: number;
                skip?: number | null;
                /** @description The workspace id */
                space?: string;
                /** @description From this day (YYYY-MM-DD) or instant (ISO) */
                start_date?: string;
                /** @description A credit category (usage) or a ledger kind (renewal, pack, topup, manual, uset, refund) */
                usage_type?: string;
                /** @description A member of the workspace */
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the history and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CreditsHistory"];
                    };
                };
            };
            /** @description Use a date as YYYY-MM-DD or an ISO date-time; Unknown usage type */
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
            /** @description User not found */
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
    getCreditsChart: {
        parameters: {
            query?: {
                /** @description Last day (YYYY-MM-DD); today by default */
                end_date?: string;
                /** @description The workspace id */
                space?: string;
                /** @description First day (YYYY-MM-DD); 29 days before end_date by default */
                start_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CreditsChart"];
                    };
                };
            };
            /** @description Use a date as YYYY-MM-DD or an ISO date-time; start_date must be before end_date; The chart covers at most 366 days */
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
    setAutoTopup: {
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
                    enabled: boolean;
                    max_per_month: number;
                    price_id: string | null;
                    threshold: number;
                };
            };
        };
        responses: {
            /** @description The credits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CreditsSettings"];
                    };
                };
            };
            /** @description Choose one of the credit packs of your plan */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
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
    setMemberCreditCap: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                /** @description A member of the workspace */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    monthly_cap: number | null;
                };
            };
        };
        responses: {
            /** @description The credits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CreditsSettings"];
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    getCustomerPortal: {
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
            /** @description The portal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["BillingUrl"];
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
            /** @description The card was refused (the card issuer's message) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; Contact your customer support to help you */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInvoices: {
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
            /** @description Invoices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Invoices"];
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
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBillingOverview: {
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
            /** @description The overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["BillingOverview"];
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
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addPaymentMethod: {
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
            /** @description Where to send the user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["BillingUrl"];
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
            /** @description The card was refused (the card issuer's message) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; Contact your customer support to help you */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePaymentMethod: {
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
            /** @description The cards left */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["PaymentMethods"];
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
            /** @description The card was refused (the card issuer's message) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; Contact your customer support to help you */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payment method not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setPrimaryPaymentMethod: {
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
            /** @description The cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["PaymentMethods"];
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
            /** @description The card was refused (the card issuer's message) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; Contact your customer support to help you */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payment method not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPrices: {
        parameters: {
            query?: {
                /** @description USD, EUR, GBP, CAD or AUD */
                currency?: string;
                /** @description monthly, quarterly or annual */
                interval?: string;
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plans and prices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["BillingPrices"];
                    };
                };
            };
            /** @description currency: must be one of USD, EUR, GBP, CAD, AUD; interval: must be monthly, quarterly or annual */
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
    getUpgradeInfo: {
        parameters: {
            query?: {
                price_to_delete?: string;
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
            /** @description The change and what it costs now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["UpgradeInfo"];
                    };
                };
            };
            /** @description price_id: must be a price id; This workspace has no subscription: buy one through checkout; Currency cannot change after the first invoice */
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
            /** @description The card was refused (the card issuer's message) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; Contact your customer support to help you */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Price not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCreditPrices: {
        parameters: {
            query?: {
                price_id?: string;
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Packs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CreditPrices"];
                    };
                };
            };
            /** @description price_id: must be a price id; Subscription purchase is not possible, please contact support; Currency cannot change after the first invoice */
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
            /** @description Price not found */
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
    getExtendInfo: {
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
            /** @description Payment info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["PaymentInfo"];
                    };
                };
            };
            /** @description This workspace has no subscription: buy one through checkout; The subscription is active: there is nothing to extend */
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
            /** @description The card was refused (the card issuer's message) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; Contact your customer support to help you */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeSubscription: {
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
                    local_price_id: string;
                };
            };
        };
        responses: {
            /** @description The account (as GET /space/info) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceInfo"];
                    };
                };
            };
            /** @description price_id: must be a price id; This workspace has no subscription: buy one through checkout; This is already the current plan */
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
            /** @description The card was refused (the card issuer's message) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; Contact your customer support to help you */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Price not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    extendSubscription: {
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
            /** @description The account (as GET /space/info) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceInfo"];
                    };
                };
            };
            /** @description This workspace has no subscription: buy one through checkout; The subscription is active: there is nothing to extend */
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
            /** @description The card was refused (the card issuer's message) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; Contact your customer support to help you */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received (handled, a duplicate, or not ours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["WebhookReceived"];
                    };
                };
            };
            /** @description Invalid signature */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payments are not configured */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider did not answer, try again */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBootstrap: {
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
            /** @description Every part, each answered or refused */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Bootstrap"];
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
            /** @description API keys can not be used for this call; Can not find space */
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
    getConfig: {
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
            /** @description The address holds an invalid percent-encoding; Text can not contain NUL characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setAutomationType: {
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
                    automation_type: "cloud" | "extension";
                    country_code?: string | null;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description NEEDS_LOCATION, NEEDS_PASSWORD or SUCCESS */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialAutomationTypeResult"];
                    };
                };
            };
            /** @description automation_type: Automation type must be cloud or extension; country_code: Not valid location; password: Not valid password; Body must be a JSON object */
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
            /** @description No cloud seats for this tier; No extension seats for this tier */
            402: {
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
    getBlacklist: {
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
            /** @description The values */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialBlacklist"];
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
    setBlacklist: {
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
                    values: string[];
                };
            };
        };
        responses: {
            /** @description The values as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialBlacklist"];
                    };
                };
            };
            /** @description values: The blacklist can not hold more than 5000 values; values.0: A blacklist value can not be longer than 500 characters; Unknown field: {name} */
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
    deleteCredential: {
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
            /** @description The deleted credential */
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
    doAuth: {
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
            /** @description The authorization request is successfully sent; The account is already authorized */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialActionResult"];
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
    duplicateWorkflowsForCredential: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                /** @description The account (credential) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    workflow_ids: string[];
                };
            };
        };
        responses: {
            /** @description The copies */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Campaign"][];
                    };
                };
            };
            /** @description workflow_ids: Choose at least one campaign */
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
            /** @description Your plan allows {limit} campaigns: upgrade to add more (code limit_reached); Smart sequences is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Credentials not found; Workflow not found */
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
    fetchCredential: {
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
            /** @description The credential */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Credential"];
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
    getOnboardingInfo: {
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
            /** @description The step and what the flow knows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialOnboardingInfo"];
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
    getProxy: {
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
            /** @description The proxy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialProxy"];
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
    setProxy: {
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
                    country_code?: string | null;
                    custom_proxy?: {
                        domain?: string | null;
                        password?: string | null;
                        ports: {
                            http: string;
                        };
                        proxy_address?: string | null;
                        username?: string | null;
                    } | null;
                    no_proxy?: boolean;
                    /** @enum {string} */
                    proxy_type?: "basic" | "residential";
                };
            };
        };
        responses: {
            /** @description The proxy as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialProxy"];
                    };
                };
            };
            /** @description country_code: Not valid location; proxy_type: Proxy type must be basic or residential; custom_proxy.proxy_address: Proxy address or domain is required; Body must be a JSON object */
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
    refreshProxy: {
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
            /** @description The proxy as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialProxy"];
                    };
                };
            };
            /** @description This account does not use a proxy; A custom proxy can not be refreshed */
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
            /** @description The proxy can be refreshed at most 2 times a day, please try again later */
            429: {
                headers: {
                    /** @description Seconds until the oldest refresh of the day expires */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendPhone: {
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
            /** @description Request for resending the phone is successfully sent to the server */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialActionResult"];
                    };
                };
            };
            /** @description No phone number was requested for this account */
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
    sendCode: {
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
                    code?: string;
                    /** @default false */
                    resend?: boolean;
                };
            };
        };
        responses: {
            /** @description The code is successfully sent to the server; The code is successfully resent to your email/sms */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialActionResult"];
                    };
                };
            };
            /** @description code: The code must be exactly 6 digits; No security code was requested for this account; The code has expired, please resend it; Wrong code, please check it and try again; Unknown field: {name} */
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
    sendPhone: {
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
                    country_code: string;
                    number: string;
                    phone_code: string;
                };
            };
        };
        responses: {
            /** @description The phone is successfully sent to the server */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialActionResult"];
                    };
                };
            };
            /** @description Please, add correct phone number; No phone number was requested for this account; The network did not accept this phone number, please check it; Unknown field: {name} */
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
    setTwoFactor: {
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
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description 2FA data is successfully set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialActionResult"];
                    };
                };
            };
            /** @description username: Username is required; username: Username must be an email; password: Password is required; Only Microsoft two step verification is supported, contact tech support; 2FA username or password is wrong, please update it; The 2FA mailbox is temporarily locked, please try again later; Unknown field: {name} */
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
    updateCredential: {
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
                    cookies?: string | null;
                    country_code?: string | null;
                    custom_proxy?: {
                        domain?: string | null;
                        password?: string | null;
                        ports: {
                            http: string;
                        };
                        proxy_address?: string | null;
                        username?: string | null;
                    } | null;
                    no_proxy?: boolean;
                    password?: string;
                    /** @enum {string} */
                    proxy_type?: "basic" | "residential";
                    timezone?: string;
                    use_browser?: boolean;
                    username?: string;
                    work_hours_end?: number;
                    work_hours_start?: number;
                    work_weekends?: boolean | null;
                };
            };
        };
        responses: {
            /** @description The credential as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Credential"];
                    };
                };
            };
            /** @description username: Not valid email; password: Not valid password; country_code: Not valid location; timezone: Not valid timezone; work_hours_start: Work hours must be whole hours from 0 to 24; work_hours_start: Work hours must start before they end; custom_proxy.proxy_address: Proxy address or domain is required; custom_proxy.ports.http: Proxy port must be from 1 to 65535; Body must be a JSON object; password: Password must be at least 4 characters */
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
            /** @description Account with such email already exists */
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
    verifyEmail: {
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
            /** @description Email has been successfully verified! */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialActionResult"];
                    };
                };
            };
            /** @description Email verification is not required for this account */
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
    createCredential: {
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
                    /**
                     * @default cloud
                     * @enum {string}
                     */
                    automation_type?: "cloud" | "extension";
                    cookies?: string | null;
                    country_code?: string | null;
                    custom_proxy?: {
                        domain?: string | null;
                        password?: string | null;
                        ports: {
                            http: string;
                        };
                        proxy_address?: string | null;
                        username?: string | null;
                    } | null;
                    /** @default false */
                    no_proxy?: boolean;
                    password?: string | null;
                    /**
                     * @default basic
                     * @enum {string}
                     */
                    proxy_type?: "basic" | "residential";
                    timezone: string;
                    /** @default false */
                    use_browser?: boolean;
                    username: string;
                    /** @default 18 */
                    work_hours_end?: number;
                    /** @default 9 */
                    work_hours_start?: number;
                };
            };
        };
        responses: {
            /** @description The new credential, after its first login attempt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Credential"];
                    };
                };
            };
            /** @description username: Not valid email; password: Not valid password; country_code: Not valid location; timezone: Not valid timezone; work_hours_start: Work hours must be whole hours from 0 to 24; work_hours_start: Work hours must start before they end; custom_proxy.proxy_address: Proxy address or domain is required; custom_proxy.ports.http: Proxy port must be from 1 to 65535; Body must be a JSON object */
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
            /** @description Please, purchase a subscription to add account; You need to purchase one more seat to be able to add an account; No cloud seats for this tier; No extension seats for this tier */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; You can't add another account */
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
            /** @description Account with such email already exists */
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
    fetchCredentials: {
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
            /** @description Credentials, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Credential"][];
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
    listCredentialIntegrations: {
        parameters: {
            query: {
                /** @description The credential (connected account) the integration belongs to */
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
            /** @description The integrations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["EmailIntegration"][];
                    };
                };
            };
            /** @description credentials_id: Credentials not found */
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
    getSeats: {
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
            /** @description The seats */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialSeats"];
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
    listSignatures: {
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
    createSignature: {
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
    deleteSignature: {
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
    updateSignature: {
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
    listTimezones: {
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
            /** @description Time zones, by IANA id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CredentialTimezone"][];
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
    getActivityFeed: {
        parameters: {
            query?: {
                /** @description Events older than this one (the last one already shown) */
                before_id?: string;
                limit?: number;
                /** @description Only these events, comma-separated (got_reply,invite_accepted) */
                names?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ActivityFeed"];
                    };
                };
            };
            /** @description limit can not be more than 100; names must be among mark_as_customer, mark_as_lead, meet_booked, message_sent, invite_sent, invite_accepted, got_reply, new_message, add_label, add_ai_label, delete_label, new_email, email_sent, clicked_email_link, clicked_message_link; before_id must be an event id */
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
            /** @description before_id: Event not found */
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
    decideApproval: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                campaignProspectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "approve" | "hold" | "cancel";
                };
            };
        };
        responses: {
            /** @description Where the prospect stands now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ApprovalDecision"];
                    };
                };
            };
            /** @description action: action must be approve, hold or cancel; This step is not waiting for approval */
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
            /** @description Prospect not found in this campaign */
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
    getForecast: {
        parameters: {
            query?: {
                credentials_id?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The forecast of every sender the member sees, or of one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["EngineForecast"];
                    };
                };
            };
            /** @description credentials_id: credentials_id must be an account id */
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
    getHealth: {
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
            /** @description The address holds an invalid percent-encoding; Text can not contain NUL characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
    listDialogs: {
        parameters: {
            query?: {
                credentials_id?: string;
                filter?: "all" | "unread" | "starred" | "archived";
                limit?: number;
                offset?: number | null;
                period?: "3d" | "1w" | "2w" | "1m" | "3m" | "6m" | "1y";
                prospect_id?: string;
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
            /** @description A page of dialogs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["InboxDialogPage"];
                    };
                };
            };
            /** @description period: period must be one of 3d, 1w, 2w, 1m, 3m, 6m, 1y; limit: limit can not be more than 100; Too long request */
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
    updateDialog: {
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
                    is_archived?: boolean;
                    is_starred?: boolean;
                    is_unread?: boolean;
                };
            };
        };
        responses: {
            /** @description The dialog as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["InboxDialog"];
                    };
                };
            };
            /** @description Give is_unread, is_starred or is_archived; is_unread: is_unread must be true or false */
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
            /** @description Dialog not found */
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
    listMessages: {
        parameters: {
            query?: {
                before?: string;
                limit?: number;
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
            /** @description A page of messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["InboxMessagePage"];
                    };
                };
            };
            /** @description before: before must be an ISO date; limit: limit can not be more than 200 */
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
            /** @description Dialog not found */
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
    sendMessage: {
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
                    channel: "email" | "social";
                    /**
                     * Format: date-time
                     * @description Send later, at this instant; now when left out
                     */
                    send_at?: string | null;
                    subject?: string | null;
                    text: string;
                };
            };
        };
        responses: {
            /** @description The message, sent or queued; the dialog is read */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["InboxMessage"];
                    };
                };
            };
            /** @description With a future `send_at`: the reply waits to be sent then */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ScheduledMessage"];
                    };
                };
            };
            /** @description text: Fill this field; You cannot send a message to the past; This dialog has no account to send from; The prospect has no email address; Connect a mailbox to this account to send email; This email address unsubscribed or bounced; Linkedin Inbox is available only with cloud automation; subject: Fill this field; The mail server is at a private or local address, which is not allowed; the mail server’s refusal, in plain words */
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
            /** @description Dialog not found */
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
    listScheduledReplies: {
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
            /** @description Pending scheduled messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ScheduledMessage"][];
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
            /** @description Dialog not found */
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
    cancelScheduledReply: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                id: string;
                scheduledId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scheduled message, cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ScheduledMessage"];
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
            /** @description Dialog not found; Scheduled message not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This message is not waiting to be sent any more */
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
    addSmtp: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                id: string;
                provider: "google" | "sendgrid" | "microsoft" | "amazon" | "exchange" | "smtp" | "ai_email_service";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A mailbox without IMAP never reads replies: stop (the default) sends each prospect its first email only; send goes on with the follow-ups anyway
                     * @enum {string}
                     */
                    follow_ups_without_replies?: "stop" | "send";
                    /** Format: email */
                    from_email: string;
                    from_name?: string;
                    host: string;
                    imap_host?: string;
                    imap_password?: string;
                    imap_port?: number;
                    imap_secure?: boolean;
                    imap_user?: string;
                    password: string;
                    port: number;
                    secure?: boolean;
                    user: string;
                };
            };
        };
        responses: {
            /** @description The integration, connected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["EmailIntegration"];
                    };
                };
            };
            /** @description host: Fill this field; port: Port must be a number from 1 to 65535; from_email: Invalid email; SMTP settings can only be added to an SMTP integration; The mail server is at a private or local address, which is not allowed; {field}: {what to change} (e.g. secure: Port 587 uses STARTTLS: turn SSL off; password: The SMTP server refused the user name or password; imap_host: Could not connect to {host}:{port}: host not found) */
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
            /** @description Your plan allows {limit} email integrations: upgrade to add more (code limit_reached; a mailbox takes its place in the plan when first set up) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Unknown integration; Integration not found */
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
    removeIntegration: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                id: string;
                provider: "google" | "sendgrid" | "microsoft" | "amazon" | "exchange" | "smtp" | "ai_email_service";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integration removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["EmailIntegration"];
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
            /** @description Unknown integration; Integration not found */
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
    setFollowUps: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                id: string;
                provider: "google" | "sendgrid" | "microsoft" | "amazon" | "exchange" | "smtp" | "ai_email_service";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A mailbox without IMAP never reads replies: stop (the default) sends each prospect its first email only; send goes on with the follow-ups anyway
                     * @enum {string}
                     */
                    follow_ups_without_replies: "stop" | "send";
                };
            };
        };
        responses: {
            /** @description The integration, with its choice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["EmailIntegration"];
                    };
                };
            };
            /** @description follow_ups_without_replies: Choose stop or send */
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
            /** @description Unknown integration; Integration not found */
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
    connectIntegration: {
        parameters: {
            query: {
                /** @description The credential (connected account) the integration belongs to */
                credentials_id: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                provider: "google" | "sendgrid" | "microsoft" | "amazon" | "exchange" | "smtp" | "ai_email_service";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new integration, and the settings page the UI opens */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["EmailIntegrationConnect"];
                    };
                };
            };
            /** @description credentials_id: Credentials not found; {Provider} integration is not configured */
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
            /** @description Your plan allows {limit} email integrations: upgrade to add more (code limit_reached) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Unknown integration; Credentials not found */
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
    disconnectIntegration: {
        parameters: {
            query?: {
                credentials_id?: string;
                integration_id?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                provider: "google" | "sendgrid" | "microsoft" | "amazon" | "exchange" | "smtp" | "ai_email_service";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    credentials_id?: string;
                    /** Format: uuid */
                    integration_id?: string;
                };
            };
        };
        responses: {
            /** @description The integrations disconnected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["EmailIntegration"][];
                    };
                };
            };
            /** @description integration_id: Fill this field */
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
            /** @description Unknown integration; Integration not found; Credentials not found */
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
    integrationOauthCallback: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                error_description?: string;
                state?: string;
            };
            header?: never;
            path: {
                provider: "google" | "sendgrid" | "microsoft" | "amazon" | "exchange" | "smtp" | "ai_email_service";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /integrations?type=email, with &error= in plain words when the sign-in was denied or refused */
            302: {
                headers: {
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The sign-in link is not valid or has expired: connect the mailbox again; {Provider} integration is not configured */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Workspace blocked or deleted, contact admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown integration */
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
    listApiKeys: {
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
            /** @description The live keys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ApiKey"][];
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
    createApiKey: {
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
                    name: string;
                };
            };
        };
        responses: {
            /** @description The new key, with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CreatedApiKey"];
                    };
                };
            };
            /** @description name: Name is required; name: Name can not be longer than 100 characters */
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
            /** @description Zapier and API keys is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
                };
            };
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; API keys can not be used for this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An API key with this name already exists; A workspace can have at most 50 API keys, revoke one first */
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
    revokeApiKey: {
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
            /** @description The revoked key */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; API keys can not be used for this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description API key not found */
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
    getCatalogue: {
        parameters: {
            query?: {
                /** @description The credential whose mailboxes to list; left out, every one the user sees */
                credentials_id?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["IntegrationsCatalogue"];
                    };
                };
            };
            /** @description credentials_id: Credentials not found */
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
    authorizeCrm: {
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
            /** @description The CRM, ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmAuthorize"];
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    searchCrmCompanies: {
        parameters: {
            query?: {
                limit?: number;
                q?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The companies found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmCompany"][];
                    };
                };
            };
            /** @description q: message can not be longer than 200; limit: limit must be a number from 1 to 10 */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    getCrmInfo: {
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
            /** @description The platform */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmInfo"];
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    listCrmCurrencies: {
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
            /** @description The currencies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmCurrency"][];
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    createDeal: {
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
                    amount?: number | null;
                    /** Format: uuid */
                    crm_owner?: string | null;
                    /** Format: uuid */
                    crm_stage: string;
                    /** @enum {string} */
                    currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | "NZD" | "CHF" | "JPY" | "CNY" | "INR" | "BRL" | "MXN" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK" | "HUF" | "RON" | "TRY" | "ILS" | "AED" | "ZAR" | "SGD" | "HKD";
                    name: string;
                    /** Format: uuid */
                    pipeline?: string;
                    probability?: number | null;
                    /** Format: uuid */
                    prospect_id?: string | null;
                    /** @enum {string} */
                    status?: "open" | "won" | "lost";
                };
            };
        };
        responses: {
            /** @description The new deal */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmDeal"];
                    };
                };
            };
            /** @description name: Fill this field; name: message can not be longer than 200; amount: Amount must be a number, 0 or more; currency: Choose a currency from the list; status: Status must be one of open, won, lost; The stage belongs to another pipeline; The owner must be a member of this workspace */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Stage not found; Prospect not found */
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
    getDeal: {
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
            /** @description The deal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmDeal"];
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Deal not found */
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
    deleteDeal: {
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
            /** @description The deleted deal */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Deal not found */
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
    updateDeal: {
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
                    amount?: number | null;
                    /** Format: uuid */
                    crm_owner?: string | null;
                    /** Format: uuid */
                    crm_stage?: string;
                    /** @enum {string} */
                    currency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | "NZD" | "CHF" | "JPY" | "CNY" | "INR" | "BRL" | "MXN" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK" | "HUF" | "RON" | "TRY" | "ILS" | "AED" | "ZAR" | "SGD" | "HKD";
                    name?: string;
                    /** Format: uuid */
                    pipeline?: string;
                    probability?: number | null;
                    /** Format: uuid */
                    prospect_id?: string | null;
                    /** @enum {string} */
                    status?: "open" | "won" | "lost";
                };
            };
        };
        responses: {
            /** @description The deal as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmDeal"];
                    };
                };
            };
            /** @description name: Fill this field; name: message can not be longer than 200; amount: Amount must be a number, 0 or more; currency: Choose a currency from the list; status: Status must be one of open, won, lost; The stage belongs to another pipeline; The owner must be a member of this workspace */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Deal not found; Stage not found; Prospect not found */
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
    moveDeal: {
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
                    /** Format: uuid */
                    crm_stage?: string;
                    new_position: number;
                };
            };
        };
        responses: {
            /** @description The deal where it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmDeal"];
                    };
                };
            };
            /** @description new_position: new_position must be a number, 0 or more; The stage belongs to another pipeline */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Deal not found; Stage not found */
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
    listCrmOwners: {
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
            /** @description The members, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmOwner"][];
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    createPipeline: {
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
                    name: string;
                };
            };
        };
        responses: {
            /** @description The new pipeline */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmPipeline"];
                    };
                };
            };
            /** @description name: Fill this field; name: message can not be longer than 100 */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description A pipeline with this name already exists */
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
    listPipelines: {
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
            /** @description The pipelines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmPipeline"][];
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    deletePipeline: {
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
            /** @description The deleted pipeline */
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
            /** @description A workspace needs at least one pipeline */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipeline not found */
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
    updatePipeline: {
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
                    name: string;
                };
            };
        };
        responses: {
            /** @description The pipeline as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmPipeline"];
                    };
                };
            };
            /** @description name: Fill this field; name: message can not be longer than 100 */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipeline not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A pipeline with this name already exists */
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
    searchCrmProfiles: {
        parameters: {
            query?: {
                limit?: number;
                q?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prospects found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmProfile"][];
                    };
                };
            };
            /** @description q: message can not be longer than 200; limit: limit must be a number from 1 to 10 */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    createStage: {
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
                    name: string;
                    order?: number;
                    /** Format: uuid */
                    pipeline_id: string;
                    probability: number;
                };
            };
        };
        responses: {
            /** @description The new stage (no deals yet) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmStage"];
                    };
                };
            };
            /** @description name: Fill this field; name: message can not be longer than 100; probability: Probability must be a positive number; probability: Probability can not be more than 100 */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipeline not found */
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
    listStages: {
        parameters: {
            query?: {
                /** @description The pipeline; the workspace's first when left out */
                pipeline_id?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmStage"][];
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipeline not found */
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
    getStage: {
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
            /** @description The stage */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmStage"];
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Stage not found */
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
    deleteStage: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
                stage_id?: string;
                /** @description The stage its deals move to */
                stage_to_move?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    stage_id?: string;
                    /** @description The stage its deals move to */
                    stage_to_move?: string;
                };
            };
        };
        responses: {
            /** @description The deleted stage and how many deals moved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmDeletedStage"];
                    };
                };
            };
            /** @description A pipeline needs at least one stage; Choose a stage to move the deals to; Choose another stage of this pipeline to move the deals to */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Stage not found */
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
    updateStage: {
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
                    name?: string;
                    order?: number;
                    /** Format: uuid */
                    pipeline_id?: string;
                    probability?: number;
                };
            };
        };
        responses: {
            /** @description The stage as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmStage"];
                    };
                };
            };
            /** @description name: Fill this field; name: message can not be longer than 100; probability: Probability must be a positive number; The stage belongs to another pipeline */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Stage not found; Pipeline not found */
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
    exportCrmDuplicates: {
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
                    credentials_id: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description The export, sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmDuplicatesExport"];
                    };
                };
            };
            /** @description Please enter email; Not valid email; Credentials not found; Send the export to the email of a member of this workspace */
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
            /** @description CRM is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    getHubSpotCrmInfo: {
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
            /** @description The connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncInfo"];
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHubSpotCurrencies: {
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
            /** @description The currencies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteCurrency"][];
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createHubSpotDeal: {
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
                    amount?: number | null;
                    crm_owner?: string | null;
                    crm_stage: string;
                    currency?: string;
                    name: string;
                    pipeline: string;
                    /** @enum {string} */
                    status?: "open" | "won" | "lost";
                };
            };
        };
        responses: {
            /** @description The new deal */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteDeal"];
                    };
                };
            };
            /** @description name: Fill this field; HubSpot's refusal */
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateHubSpotDeal: {
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
                    amount?: number | null;
                    crm_owner?: string | null;
                    crm_stage?: string;
                    currency?: string;
                    name?: string;
                    pipeline?: string;
                    /** @enum {string} */
                    status?: "open" | "won" | "lost";
                };
            };
        };
        responses: {
            /** @description The deal as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteDeal"];
                    };
                };
            };
            /** @description HubSpot's refusal */
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Deal not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    moveHubSpotDeal: {
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
                    crm_stage: string;
                    new_position?: number;
                };
            };
        };
        responses: {
            /** @description The deal where it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteDeal"];
                    };
                };
            };
            /** @description HubSpot's refusal */
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Deal not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHubSpotLogin: {
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
            /** @description Where to connect */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmLoginStart"];
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectHubSpot: {
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
                    /** @description A HubSpot private-app access token, or a Pipedrive API token */
                    token: string;
                };
            };
        };
        responses: {
            /** @description The connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncInfo"];
                    };
                };
            };
            /** @description The token was refused by HubSpot; token: Fill this field */
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disconnectHubSpot: {
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
            /** @description The connection, disconnected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncInfo"];
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completeHubSpotOauth: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /crm/manage/hubspot, with ?error= when the sign-in failed: a state this browser did not begin (its cookie from GET /login), used or older than 10 minutes; the workspace no longer allowed or its plan without HubSpot */
            302: {
                headers: {
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The address holds an invalid percent-encoding; Text can not contain NUL characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHubSpotOwners: {
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
            /** @description The owners */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteOwner"][];
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHubSpotPipelines: {
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
            /** @description The pipelines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemotePipeline"][];
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pushToHubSpot: {
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
                    create_deal?: boolean;
                    profile_ids: string[];
                };
            };
        };
        responses: {
            /** @description What was pushed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncResult"];
                    };
                };
            };
            /** @description profile_ids: Choose at least one prospect */
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    syncHubSpot: {
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
            /** @description What the sync did */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncResult"];
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHubSpotStages: {
        parameters: {
            query?: {
                /** @description The pipeline; the first when left out */
                pipeline_id?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteStage"][];
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipeline not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHubSpotUser: {
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
            /** @description The connection and its account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncInfo"];
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
            /** @description HubSpot is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description HubSpot is not connected: connect it first; Your HubSpot token has expired: reconnect HubSpot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description HubSpot did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPipedriveCrmInfo: {
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
            /** @description The connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncInfo"];
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPipedriveCurrencies: {
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
            /** @description The currencies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteCurrency"][];
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPipedriveDeal: {
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
                    amount?: number | null;
                    crm_owner?: string | null;
                    crm_stage: string;
                    currency?: string;
                    name: string;
                    pipeline: string;
                    /** @enum {string} */
                    status?: "open" | "won" | "lost";
                };
            };
        };
        responses: {
            /** @description The new deal */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteDeal"];
                    };
                };
            };
            /** @description name: Fill this field; Pipedrive's refusal */
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePipedriveDeal: {
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
                    amount?: number | null;
                    crm_owner?: string | null;
                    crm_stage?: string;
                    currency?: string;
                    name?: string;
                    pipeline?: string;
                    /** @enum {string} */
                    status?: "open" | "won" | "lost";
                };
            };
        };
        responses: {
            /** @description The deal as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteDeal"];
                    };
                };
            };
            /** @description Pipedrive's refusal */
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Deal not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    movePipedriveDeal: {
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
                    crm_stage: string;
                    new_position?: number;
                };
            };
        };
        responses: {
            /** @description The deal where it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteDeal"];
                    };
                };
            };
            /** @description Pipedrive's refusal */
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Deal not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPipedriveLogin: {
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
            /** @description Where to connect */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmLoginStart"];
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectPipedrive: {
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
                    /** @description A HubSpot private-app access token, or a Pipedrive API token */
                    token: string;
                };
            };
        };
        responses: {
            /** @description The connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncInfo"];
                    };
                };
            };
            /** @description The token was refused by Pipedrive; token: Fill this field */
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disconnectPipedrive: {
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
            /** @description The connection, disconnected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncInfo"];
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completePipedriveOauth: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /crm/manage/pipedrive, with ?error= when the sign-in failed: a state this browser did not begin (its cookie from GET /login), used or older than 10 minutes; the workspace no longer allowed or its plan without Pipedrive */
            302: {
                headers: {
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The address holds an invalid percent-encoding; Text can not contain NUL characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPipedriveOwners: {
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
            /** @description The owners */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteOwner"][];
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPipedrivePipelines: {
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
            /** @description The pipelines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemotePipeline"][];
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pushToPipedrive: {
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
                    create_deal?: boolean;
                    profile_ids: string[];
                };
            };
        };
        responses: {
            /** @description What was pushed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncResult"];
                    };
                };
            };
            /** @description profile_ids: Choose at least one prospect */
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    syncPipedrive: {
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
            /** @description What the sync did */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncResult"];
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPipedriveStages: {
        parameters: {
            query?: {
                /** @description The pipeline; the first when left out */
                pipeline_id?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmRemoteStage"][];
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipeline not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPipedriveUser: {
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
            /** @description The connection and its account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSyncInfo"];
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
            /** @description Pipedrive is not in this plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Pipedrive is not connected: connect it first; Your Pipedrive token has expired: reconnect Pipedrive */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Pipedrive did not answer: try again later */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCrmSuggestions: {
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
            /** @description At most 100 suggestions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSuggestionListItem"][];
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
    listWebhooks: {
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    createWebhook: {
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    updateWebhook: {
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description This webhook is a Zapier subscription: change it in Zapier */
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
    deleteWebhook: {
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    listDeliveries: {
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    rotateWebhookSecret: {
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description This webhook is a Zapier subscription: change it in Zapier */
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
    testWebhook: {
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    replayDelivery: {
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    getAutomationSettings: {
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
            /** @description The settings (the defaults until saved) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AutomationSettings"];
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    updateAutomationSettings: {
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
                    include_message_text?: boolean;
                    label_ids?: string[] | null;
                };
            };
        };
        responses: {
            /** @description The settings as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AutomationSettings"];
                    };
                };
            };
            /** @description label_ids is a list of label ids or null; include_message_text is true or false */
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    getStepSecret: {
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
            /** @description Webhooks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    createLabel: {
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
    updateLabel: {
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
    deleteLabel: {
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
    listAutoLabelRules: {
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
            /** @description AI rules first, then keyword rules, in label order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AutoLabelRule"][];
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
    createAutoLabelRule: {
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
                    /** @enum {string} */
                    kind: "ai" | "keywords";
                    label_id: string;
                    phrases?: string[];
                };
            };
        };
        responses: {
            /** @description The new rule */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AutoLabelRule"];
                    };
                };
            };
            /** @description AI auto-labelling works with AI labels only; phrases: Give at least one phrase; Give at most 20 phrases; message can not be longer than 100 */
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
            /** @description This label has a rule of this kind already */
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
    updateAutoLabelRule: {
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
                    phrases?: string[];
                };
            };
        };
        responses: {
            /** @description The rule as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AutoLabelRule"];
                    };
                };
            };
            /** @description Give phrases or is_active; phrases: Give at least one phrase */
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
            /** @description Auto-label rule not found */
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
    deleteAutoLabelRule: {
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
            /** @description The deleted rule */
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
            /** @description Auto-label rule not found */
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
    fetchLabels: {
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
    listFilterSuggestions: {
        parameters: {
            query?: {
                additional_query?: string;
                excluded_values?: string;
                fresh_only?: "0" | "1" | "true" | "false";
                limit?: number;
                offset?: number | null;
                query?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                /** @description One of position, company, location, industry, net_worth, income_range, gender */
                filter: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, in alphabetical order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["FinderFilterValue"][];
                    };
                };
            };
            /** @description limit can not be more than 50 */
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
            /** @description Prospect Finder is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Unknown filter */
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
    listTemplates: {
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
    createTemplate: {
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
    getTemplate: {
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
    deleteTemplate: {
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
    updateTemplate: {
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
    duplicateTemplate: {
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
    acceptOauthClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                    state: string;
                };
            };
        };
        responses: {
            /** @description Where to send the person: the client's redirect URI with code and state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["OauthAccepted"];
                    };
                };
            };
            /** @description Unknown OAuth client; state: State is required; client_id: Client id is required */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Token is not valid; API key is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description API keys can not be used for this call */
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
    runAdminCommand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    args: string[];
                };
            };
        };
        responses: {
            /** @description What the command printed, and its exit code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AdminCommandResult"];
                    };
                };
            };
            /** @description The body is not { args: string[] } */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
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
    listOutbox: {
        parameters: {
            query?: {
                /** @description What the message is for */
                kind?: string;
                /** @description The recipient, any case */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["OutboxMail"][];
                    };
                };
            };
            /** @description Not found */
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
    getOutboxMail: {
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
            /** @description The message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["OutboxMail"];
                    };
                };
            };
            /** @description Not found */
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
    getPhoto: {
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
            /** @description The picture, in the type its bytes were told to be at upload */
            200: {
                headers: {
                    /** @description public, max-age=31536000, immutable */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Not found */
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
    listProspects: {
        parameters: {
            query?: {
                created_from?: string | null;
                created_to?: string | null;
                has_email?: "true" | "false";
                label_ids?: string;
                limit?: number;
                offset?: number | null;
                order?: "asc" | "desc";
                query?: string;
                sort?: "created_at" | "name" | "company" | "lifecycle";
                /** @description The workspace id */
                space?: string;
                status?: string;
                workflow_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of prospects */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ProspectPage"];
                    };
                };
            };
            /** @description status: status must be among new, contacted, connected, got_reply, lead, customer; limit: limit can not be more than 100 */
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
    createProspect: {
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
                    company_domain?: string | null;
                    company_name?: string | null;
                    custom_fields?: {
                        [key: string]: string;
                    };
                    first_name?: string | null;
                    industry?: string | null;
                    last_name?: string | null;
                    location?: string | null;
                    personal_email?: string | null;
                    phone?: string | null;
                    position?: string | null;
                    profile_url?: string | null;
                    twitter?: string | null;
                    website?: string | null;
                    work_email?: string | null;
                };
            };
        };
        responses: {
            /** @description The new prospect */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Prospect"];
                    };
                };
            };
            /** @description Add an email or a profile URL; work_email: Invalid email; profile_url: This field should be a valid URL */
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
            /** @description Email already added; Profile already added */
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
    getProspect: {
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
            /** @description The prospect */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ProspectDetail"];
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
    updateProspect: {
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
                    company_domain?: string | null;
                    company_name?: string | null;
                    custom_fields?: {
                        [key: string]: string;
                    };
                    first_name?: string | null;
                    industry?: string | null;
                    last_name?: string | null;
                    location?: string | null;
                    personal_email?: string | null;
                    phone?: string | null;
                    position?: string | null;
                    profile_url?: string | null;
                    /** @enum {string} */
                    status?: "lead" | "customer";
                    twitter?: string | null;
                    website?: string | null;
                    work_email?: string | null;
                };
            };
        };
        responses: {
            /** @description The prospect as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Prospect"];
                    };
                };
            };
            /** @description Add an email or a profile URL; status: Status must be lead or customer; work_email: Invalid email; profile_url: This field should be a valid URL */
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
            /** @description Email already added; Profile already added; The prospect is already a customer */
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
    addProspectLabel: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                id: string;
                labelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prospect's labels */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ProspectLabel"][];
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
            /** @description Prospect not found; Label not found */
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
    removeProspectLabel: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                id: string;
                labelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prospect's labels */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ProspectLabel"][];
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
            /** @description Prospect not found; Label not found */
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
    createNote: {
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
                    text: string;
                };
            };
        };
        responses: {
            /** @description The new note */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ProspectNote"];
                    };
                };
            };
            /** @description text: Fill this field; text: message can not be longer than 5000 */
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
    deleteNote: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                id: string;
                noteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted note */
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
            /** @description Prospect not found; Note not found */
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
    updateNote: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                id: string;
                noteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The note as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ProspectNote"];
                    };
                };
            };
            /** @description text: Fill this field; text: message can not be longer than 5000 */
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
            /** @description Prospect not found; Note not found */
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
    listProxyCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Countries and proxy types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ProxyCountry"][];
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
        };
    };
    getPublicVideo: {
        parameters: {
            query?: {
                /** @description A campaign prospect's id (what email links carry) or a prospect's: fills the placeholders */
                p?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The landing page, placeholders filled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["PublicVideo"];
                    };
                };
            };
            /** @description Video not found */
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
    getPublicVideoFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description bytes=start-end, start- or -length */
                range?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file */
            200: {
                headers: {
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description public, max-age=86400 */
                    "Cache-Control"?: string;
                    /** @description The file size in bytes */
                    "Content-Length"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                    "video/webm": string;
                };
            };
            /** @description The asked-for range of the file (a player seeking) */
            206: {
                headers: {
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description public, max-age=86400 */
                    "Cache-Control"?: string;
                    /** @description The range size in bytes */
                    "Content-Length"?: string;
                    /** @description bytes <start>-<end>/<size> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                    "video/webm": string;
                };
            };
            /** @description Video not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Requested range not satisfiable */
            416: {
                headers: {
                    /** @description bytes *\/<size> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getActivityReport: {
        parameters: {
            query?: {
                /** @description Only this sender */
                credential_id?: string;
                /** @description First UTC day (default: 29 days before `to`) */
                from?: string;
                /** @description Also break the totals down per campaign, sender or member */
                group_by?: "campaign" | "sender" | "member";
                space?: string;
                /** @description Last UTC day, included (default: today) */
                to?: string;
                /** @description Only this member */
                user_id?: string;
                /** @description Only this campaign */
                workflow_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activity report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ActivityReport"];
                    };
                };
            };
            /** @description from must be on or before to; A report covers at most 366 days; from and to are dates: YYYY-MM-DD */
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
    getAudienceReport: {
        parameters: {
            query?: {
                /** @description Only this sender */
                credential_id?: string;
                /** @description First UTC day (default: 29 days before `to`) */
                from?: string;
                space?: string;
                /** @description Last UTC day, included (default: today) */
                to?: string;
                /** @description Only this member */
                user_id?: string;
                /** @description Only this campaign */
                workflow_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audience report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["AudienceReport"];
                    };
                };
            };
            /** @description from must be on or before to; A report covers at most 366 days; from and to are dates: YYYY-MM-DD */
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
    exportReport: {
        parameters: {
            query: {
                /** @description Only this sender */
                credential_id?: string;
                /** @description First UTC day (default: 29 days before `to`) */
                from?: string;
                /** @description Also break the totals down per campaign, sender or member */
                group_by?: "campaign" | "sender" | "member";
                report: "activity" | "audience" | "insight";
                space?: string;
                /** @description Last UTC day, included (default: today) */
                to?: string;
                /** @description Only this member */
                user_id?: string;
                /** @description Only this campaign */
                workflow_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description from must be on or before to; A report covers at most 366 days; from and to are dates: YYYY-MM-DD */
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
    getInsightReport: {
        parameters: {
            query?: {
                /** @description Only this sender */
                credential_id?: string;
                /** @description First UTC day (default: 29 days before `to`) */
                from?: string;
                space?: string;
                /** @description Last UTC day, included (default: today) */
                to?: string;
                /** @description Only this member */
                user_id?: string;
                /** @description Only this campaign */
                workflow_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The insight report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["InsightReport"];
                    };
                };
            };
            /** @description from must be on or before to; A report covers at most 366 days; from and to are dates: YYYY-MM-DD */
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
    getCodeInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceCodeInvite"][];
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
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
    renewCodeInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeId: string;
                /** @description The workspace id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The pages allowed, as a list or as a map of page to allowed; the pages: dashboard, search, campaigns, profiles, inbox, reports, mailboxes, settings, pipeline, templates, integrations, billing */
                    allowed_pages?: string[] | {
                        [key: string]: boolean;
                    } | null;
                    credentials_ids?: string[] | null;
                };
            };
        };
        responses: {
            /** @description The new code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceCodeInvite"];
                    };
                };
            };
            /** @description Unknown field: x; allowed_pages: Unknown page: x; Credentials not found */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invite not found */
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
    listEmailInvites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invites */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceEmailInvite"][];
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
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
    sendEmailInvites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The pages allowed, as a list or as a map of page to allowed; the pages: dashboard, search, campaigns, profiles, inbox, reports, mailboxes, settings, pipeline, templates, integrations, billing */
                    allowed_pages?: string[] | {
                        [key: string]: boolean;
                    } | null;
                    credentials_ids?: string[] | null;
                    emails?: string[] | null;
                    /** @default false */
                    granted_access?: boolean;
                };
            };
        };
        responses: {
            /** @description The invites sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceEmailInvite"][];
                    };
                };
            };
            /** @description Please enter email; Not valid email; You can invite at most 50 people at once; {email} is already a member of this workspace; allowed_pages: Unknown page: x; Credentials not found */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
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
    revokeEmailInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: string;
                inviteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invite, revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceEmailInvite"];
                    };
                };
            };
            /** @description This invite was already accepted */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invite not found */
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
    resendEmailInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: string;
                inviteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invite, resent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceEmailInvite"];
                    };
                };
            };
            /** @description This invite was revoked; This invite was already accepted */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invite not found */
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
    updateSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    space_object: {
                        avatar?: string | null;
                        name?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description The workspace as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceInfo"];
                    };
                };
            };
            /** @description Name is required; The name must be at most 100 characters; Unknown field: x; Upload a new picture through save_photo */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    grantManualCredits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    /** @default default */
                    credit_type?: string;
                    credits: number;
                };
            };
        };
        responses: {
            /** @description The grant, with the total granted of its type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ManualCreditGrant"];
                    };
                };
            };
            /** @description credits: Credits must be a whole number; credits: Credits must not be 0; credit_type: Unknown credit type; Credits can not go below zero */
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
            /** @description Only platform admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Can not find space */
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
    createSpace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    promotekit_referral?: string | null;
                };
            };
        };
        responses: {
            /** @description The new workspace */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceInfo"];
                    };
                };
            };
            /** @description Name is required; The name must be at most 100 characters; Unknown field: x */
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
            /** @description You can't create a new workspace; API keys can not be used for this call */
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
    suggestCrm: {
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
                    crm_suggestion?: string | null;
                };
            };
        };
        responses: {
            /** @description The suggestion stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CrmSuggestion"];
                    };
                };
            };
            /** @description Please enter a CRM name; The CRM name must be at most 200 characters */
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
    getSpaceFeatures: {
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
            /** @description Every feature flag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceFeatures"];
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
    getSpaceInfo: {
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
            /** @description The workspace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceInfo"];
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
            /** @description Can not find space */
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
    getInviteDetails: {
        parameters: {
            query?: {
                invite_code?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invite */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceInviteDetails"];
                    };
                };
            };
            /** @description invalid invite code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    joinSpace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    invite_code?: string | null;
                };
            };
        };
        responses: {
            /** @description The workspace joined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceInfo"];
                    };
                };
            };
            /** @description invalid invite code; You've been invited with another email! */
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
            /** @description Workspace blocked or deleted, contact admin; API keys can not be used for this call */
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
    saveSpacePhoto: {
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
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A PNG, JPEG, WEBP or GIF (told by its first bytes), at most 2 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The new avatar link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpacePhoto"];
                    };
                };
            };
            /** @description Please choose an image; The image must be a PNG, JPEG, WEBP or GIF; The image must be at most 2 MB */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
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
    saveSignUpSettings: {
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
                    goals?: string[] | null;
                    heard_from?: string | null;
                    industry?: string | null;
                    role?: string | null;
                    team_size?: string | null;
                    use_case?: string | null;
                };
            };
        };
        responses: {
            /** @description Every stored answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceSignUpSettings"];
                    };
                };
            };
            /** @description Unknown field: x; At most 50 settings */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
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
    validateSubscription: {
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
            /** @description The workspace's subscription state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SubscriptionState"];
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
    listTasks: {
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
            /** @description Tasks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    createTask: {
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
            /** @description Tasks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    deleteTask: {
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
            /** @description Tasks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    updateTask: {
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
            /** @description Tasks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    getTaskSummary: {
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
            /** @description Tasks is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    listTrackingDomains: {
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
            /** @description The tracking domains, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["TrackingDomain"][];
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
    createTrackingDomain: {
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
                    host: string;
                    /** @default false */
                    is_default_for_link_tracking?: boolean;
                    /** @default false */
                    is_default_for_video_scenario?: boolean;
                };
            };
        };
        responses: {
            /** @description The new tracking domain */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["TrackingDomain"];
                    };
                };
            };
            /** @description host: Fill this field; host: Remove leading and trailing spaces; host: This field should be a valid URL */
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
            /** @description This domain is already added; Another domain was made the default at the same time, please try again */
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
    deleteTrackingDomain: {
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
            /** @description The deleted domain and the campaigns it was taken off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["DeletedTrackingDomain"];
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
            /** @description Tracking domain not found */
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
    updateTrackingDomain: {
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
                    host?: string;
                    is_default_for_link_tracking?: boolean;
                    is_default_for_video_scenario?: boolean;
                };
            };
        };
        responses: {
            /** @description The tracking domain as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["TrackingDomain"];
                    };
                };
            };
            /** @description host: Fill this field; host: Remove leading and trailing spaces; host: This field should be a valid URL */
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
            /** @description Tracking domain not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This domain is already added; Another domain was made the default at the same time, please try again */
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
    setTrackingDomainForAll: {
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
                    target_type: "link_tracking" | "video_scenario";
                };
            };
        };
        responses: {
            /** @description The tracking domain as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["TrackingDomain"];
                    };
                };
            };
            /** @description target_type: target_type must be link_tracking or video_scenario; Unknown field: {name} */
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
            /** @description Tracking domain not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another domain was made the default at the same time, please try again */
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
    verifyTrackingDomain: {
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
            /** @description The domain with its new status and what the check found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["TrackingDomainVerifyResult"];
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
            /** @description Tracking domain not found */
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
    getAllowedPages: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                /** @description The user id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's pages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["MemberAllowedPages"];
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    setAllowedPages: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                /** @description The user id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The pages allowed, as a list or as a map of page to allowed; the pages: dashboard, search, campaigns, profiles, inbox, reports, mailboxes, settings, pipeline, templates, integrations, billing */
                    allowed_pages: string[] | {
                        [key: string]: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description The member's pages as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["MemberAllowedPages"];
                    };
                };
            };
            /** @description allowed_pages: Unknown page: x */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    changeAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_admin: boolean;
                    space_id?: string | null;
                };
            };
        };
        responses: {
            /** @description The member's role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["MemberRole"];
                    };
                };
            };
            /** @description A workspace needs at least one admin */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; API keys can not be used for this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    exitFromSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    space_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Who left which workspace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["MemberExit"];
                    };
                };
            };
            /** @description Assign another admin before leaving */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this; API keys can not be used for this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    setMemberCredentials: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                /** @description The user id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credentials_ids: string[];
                };
            };
        };
        responses: {
            /** @description The member's credentials as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["MemberAvailableCredentials"];
                    };
                };
            };
            /** @description Credentials not found */
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    old_password?: string | null;
                    password?: string | null;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["PasswordChanged"];
                    };
                };
            };
            /** @description The password must be 8 to 40 characters; This password is too common, please choose another one; Password can not be one character repeated, please choose another one; This password is too easy to guess. Add more words or characters that are less common; Old password is incorrect */
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
            /** @description API keys can not be used for this call */
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
    userExists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Whether the account exists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["UserExists"];
                    };
                };
            };
            /** @description Please enter email; Unknown field: x */
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
            /** @description Too many requests, please try again in {n} minutes */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchSpaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspaces, oldest membership first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceSummary"][];
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
            /** @description API keys can not be used for this call */
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
    fetchUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["UserProfile"];
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
        };
    };
    getAvailableCredentials: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's credentials */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["MemberAvailableCredentials"];
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
            /** @description Can not find space; Workspace blocked or deleted, contact admin; Only workspace admins can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    saveUserPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A PNG, JPEG, WEBP or GIF (told by its first bytes), at most 2 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The new avatar link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["UserPhoto"];
                    };
                };
            };
            /** @description Please choose an image; The image must be a PNG, JPEG, WEBP or GIF; The image must be at most 2 MB */
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
            /** @description API keys can not be used for this call */
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
    setSpace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    space_id?: string | null;
                };
            };
        };
        responses: {
            /** @description The workspace now current */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SpaceInfo"];
                    };
                };
            };
            /** @description Space already active */
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
            /** @description Can not find space; Space is {status}, contact admin; API keys can not be used for this call */
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
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address_line?: string | null;
                    email_notifications?: {
                        account_issue?: boolean;
                        campaign_completed?: boolean;
                        new_reply?: boolean;
                        weekly_report?: boolean;
                    };
                    first_name?: string;
                    industry?: string | null;
                    last_name?: string;
                    manual_approval?: boolean;
                    phone?: string | null;
                    zip_code?: string | null;
                };
            };
        };
        responses: {
            /** @description The user as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["UserProfile"];
                    };
                };
            };
            /** @description first_name: First name is required; phone: Please, add correct phone number */
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
            /** @description API keys can not be used for this call */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found */
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
    searchFinderProfiles: {
        parameters: {
            query?: {
                count_only?: "0" | "1" | "true" | "false";
                credentials?: string;
                /** @description The finder filters, a JSON object as text (docs/decisions.md) */
                filters?: string;
                page?: number;
                page_size?: number;
                sort?: "name" | "company" | "position" | "location";
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of people, or `{ count }` with count_only */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["FinderPage"] | components["schemas"]["FinderCount"];
                    };
                };
            };
            /** @description filters: filters must be a JSON object; page_size can not be more than 100 */
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
            /** @description Prospect Finder is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    addFinderProfilesToWorkflow: {
        parameters: {
            query?: {
                credentials?: string;
                /** @description The finder filters, a JSON object as text (docs/decisions.md) */
                filters?: string;
                ids?: string;
                limit?: number;
                linkedin_urls?: string;
                sort?: "name" | "company" | "position" | "location";
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
                    /** @default false */
                    is_existing_people?: boolean;
                    workflow_id: string;
                };
            };
        };
        responses: {
            /** @description What was added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["FinderAddToWorkflowResult"];
                    };
                };
            };
            /** @description workflow_id: Fill this field; No profiles match; You can not add profiles to email only campaign */
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
            /** @description Prospect Finder is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    enrichFinderProfiles: {
        parameters: {
            query?: {
                credentials?: string;
                /** @description The finder filters, a JSON object as text (docs/decisions.md) */
                filters?: string;
                ids?: string;
                limit?: number;
                linkedin_urls?: string;
                sort?: "name" | "company" | "position" | "location";
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each person and what enrichment found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["FinderEnrichResult"];
                    };
                };
            };
            /** @description No profiles match; limit can not be more than 1000 */
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
            /** @description Enrichment is available from the Growth plan: upgrade to use it (code feature_locked); Not enough credits; Please contact Sales to add more credits; Your monthly credit limit in this workspace is reached */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    pushFinderProfilesToGhl: {
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
            /** @description GoHighLevel is not configured for this workspace */
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
    listVideos: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of videos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["VideoPage"];
                    };
                };
            };
            /** @description limit can not be more than 100 */
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
            /** @description Video is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    uploadVideo: {
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
                "multipart/form-data": components["schemas"]["VideoUploadForm"];
            };
        };
        responses: {
            /** @description The new video */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Video"];
                    };
                };
            };
            /** @description Send the file as multipart/form-data; Please choose a file; duration_seconds must be a whole number from 0 to 600 */
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
            /** @description Video is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description The file must be at most 50 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only .mp4 and .webm videos can be uploaded */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVideo: {
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
            /** @description The video */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["VideoDetail"];
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
            /** @description Video is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Video not found */
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
    deleteVideo: {
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
            /** @description The deleted video */
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
            /** @description Video is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Video not found */
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
    updateVideo: {
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
                    button_text?: string | null;
                    button_url?: string | null;
                    message?: string | null;
                    name?: string;
                    title?: string | null;
                    tracking_domain_id?: string | null;
                };
            };
        };
        responses: {
            /** @description The video as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Video"];
                    };
                };
            };
            /** @description button_url: This field should be a valid URL; button_text: Fill this field */
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
            /** @description Video is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Video not found; Tracking domain not found */
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
    getVideoFile: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: {
                /** @description bytes=start-end, start- or -length */
                range?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file */
            200: {
                headers: {
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description private, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description The file size in bytes */
                    "Content-Length"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                    "video/webm": string;
                };
            };
            /** @description The asked-for range of the file (a player seeking) */
            206: {
                headers: {
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description private, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description The range size in bytes */
                    "Content-Length"?: string;
                    /** @description bytes <start>-<end>/<size> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                    "video/webm": string;
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
            /** @description Video is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Video not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Requested range not satisfiable */
            416: {
                headers: {
                    /** @description bytes *\/<size> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVoicemails: {
        parameters: {
            query?: {
                /** @description The credential (sender) the recording is for; when given, one the member may see */
                credentials_id?: string;
                limit?: number;
                offset?: number | null;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of voicemails */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["VoicemailPage"];
                    };
                };
            };
            /** @description limit can not be more than 100 */
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
            /** @description Voicemail is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    uploadVoicemail: {
        parameters: {
            query?: {
                /** @description The credential (sender) the recording is for; when given, one the member may see */
                credentials_id?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["VoicemailUploadForm"];
            };
        };
        responses: {
            /** @description The new voicemail */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Voicemail"];
                    };
                };
            };
            /** @description Send the file as multipart/form-data; You are disagreed to Terms of Service; Please choose a file; Only .wav files can be uploaded; The recording must be 6 to 180 seconds long */
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
            /** @description Voicemail is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description The file must be at most 20 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteVoicemail: {
        parameters: {
            query?: {
                /** @description The credential (sender) the recording is for; when given, one the member may see */
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
            /** @description The deleted voicemail */
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
            /** @description Voicemail is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Voicemail not found; Credentials not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unable to delete the voicemail used in the campaign */
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
    renameVoicemail: {
        parameters: {
            query?: {
                /** @description The credential (sender) the recording is for; when given, one the member may see */
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
                    name: string;
                };
            };
        };
        responses: {
            /** @description The voicemail as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Voicemail"];
                    };
                };
            };
            /** @description name: Fill this field; Unknown field: colour */
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
            /** @description Voicemail is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Voicemail not found; Credentials not found */
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
    getVoicemailFile: {
        parameters: {
            query?: {
                /** @description The credential (sender) the recording is for; when given, one the member may see */
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
            /** @description The .wav file */
            200: {
                headers: {
                    /** @description private, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description inline; filename="<file name>" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
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
            /** @description Voicemail is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Voicemail not found; Credentials not found */
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
    countVoicemailWorkflows: {
        parameters: {
            query?: {
                /** @description The credential (sender) the recording is for; when given, one the member may see */
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
            /** @description The count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: {
                            workflows_number: number;
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
            /** @description Voicemail is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Voicemail not found; Credentials not found */
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
    listWorkflows: {
        parameters: {
            query?: {
                archived_only?: "0" | "1" | "true" | "false";
                credentials_id?: string;
                deleted_only?: "0" | "1" | "true" | "false";
                limit?: number;
                offset?: number | null;
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
            /** @description A page of campaigns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["WorkflowPage"];
                    };
                };
            };
            /** @description limit: Limit must be at most 100; credentials_id: credentials_id must be an account id */
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
    createWorkflow: {
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
                    /** Format: uuid */
                    ai_employee_id?: string | null;
                    ai_targeting_settings?: {
                        [key: string]: unknown;
                    } | null;
                    connection_daily_limit?: number | null;
                    /** @default [] */
                    credentials?: string[];
                    /** Format: uuid */
                    custom_domain?: string | null;
                    is_ai_employee?: boolean;
                    is_ai_targeting?: boolean;
                    /** @default false */
                    is_email_only?: boolean;
                    is_existing_people?: boolean;
                    is_include_talked_before?: boolean;
                    is_link_tracking?: boolean;
                    is_only_premium?: boolean;
                    is_open_tracking?: boolean;
                    name: string;
                    /** @default [] */
                    sequence?: {
                        /** @default {} */
                        config?: {
                            [key: string]: unknown;
                        };
                        /** @enum {string|null} */
                        email_type?: "work" | "personal" | "enriched" | null;
                        /** @default false */
                        is_ai_message?: boolean;
                        key?: string;
                        /** @enum {string} */
                        kind: "view_profile" | "follow" | "like_posts" | "endorse_skills" | "send_message" | "send_inmail" | "connection_request" | "connection_by_email" | "invite_to_event" | "enrich_profile" | "send_webhook" | "push_to_crm" | "manual_task" | "make_call" | "send_sms" | "voicemail_drop" | "reveal_personality" | "ai_comment" | "add_label" | "send_email";
                        negative_key?: string | null;
                        positive_key?: string | null;
                        /** @default false */
                        requires_approval?: boolean;
                        subject?: string | null;
                        text?: string | null;
                        /** @default false */
                        thread?: boolean;
                        /** Format: uuid */
                        video_id?: string | null;
                        /** @default 0 */
                        wait_days?: number;
                        /** @default 0 */
                        wait_hours?: number;
                    }[];
                    sequences_nodes?: {
                        id: string;
                        x: number;
                        y: number;
                    }[];
                    /**
                     * @default simple
                     * @enum {string}
                     */
                    sequences_type?: "simple" | "smart";
                    /** @default {} */
                    settings?: {
                        move_prospects?: boolean;
                        pause_ai_employee?: boolean;
                    };
                    /**
                     * @default simple
                     * @enum {string}
                     */
                    type?: "simple" | "smart" | "magic";
                };
            };
        };
        responses: {
            /** @description The new campaign */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Campaign"];
                    };
                };
            };
            /** @description Generating a campaign with AI is not available yet; name: Name is required; sequence: A campaign can have at most 100 steps; Credentials not found; Integration not found */
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
            /** @description Your plan allows {limit} campaigns: upgrade to add more (code limit_reached); Smart sequences is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    getWorkflow: {
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
            /** @description The campaign */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Campaign"];
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
    archiveWorkflow: {
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
            /** @description The campaign as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Campaign"];
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
    deleteWorkflow: {
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
            /** @description The campaign as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Campaign"];
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
    duplicateWorkflow: {
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
                        payload: components["schemas"]["Campaign"];
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
            /** @description Your plan allows {limit} campaigns: upgrade to add more (code limit_reached); Smart sequences is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    getWorkflowProgress: {
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
            /** @description One entry per live step, in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CampaignStepProgress"][];
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
    listWorkflowProspects: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                /** @description The workspace id */
                space?: string;
                state?: "excluded" | "pending" | "paused" | "active" | "finished" | "campaign_paused";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of campaign prospects */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CampaignProspectPage"];
                    };
                };
            };
            /** @description limit: Limit must be at most 100; state: state must be one of excluded, pending, … */
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
    addWorkflowProspects: {
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
                    prospect_ids: string[];
                };
            };
        };
        responses: {
            /** @description How many were added, skipped and moved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CampaignProspectsLinked"];
                    };
                };
            };
            /** @description prospect_ids: Choose at least one prospect; You can not add profiles to email only campaign */
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
            /** @description Workflow not found; Prospect not found */
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
    getWorkflowRates: {
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
            /** @description The stats */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["WorkflowStats"];
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
    rerunSearches: {
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
            /** @description The campaign, its searches to rerun */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Campaign"];
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
    restoreWorkflow: {
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
            /** @description The campaign as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Campaign"];
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
    addSearch: {
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
                    link_type: "search" | "post" | "event" | "group" | "navigator_list" | "recruiter_project" | "recruiter_search";
                    name?: string;
                    url: string;
                };
            };
        };
        responses: {
            /** @description The campaign with its new search */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Campaign"];
                    };
                };
            };
            /** @description url: Fill this field; This field should be a valid URL; This search is already in the campaign */
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
    updateWorkflowStatus: {
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
                    pause_ai_employee?: boolean;
                    /** @enum {string} */
                    status: "active" | "paused";
                };
            };
        };
        responses: {
            /** @description The campaign as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Campaign"];
                    };
                };
            };
            /** @description status: Status must be active or paused; Add at least one step before starting the campaign; Please, add social account first; You need to add integration; Only a running campaign can be paused; Restore the campaign first (a refused start: code start_refused, the step at fault and the fix) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartRefusal"];
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
            /** @description Step 2 (send sms): SMS is available from the Scale plan: upgrade to use it (code feature_locked): a step the plan lacks, with the step and the fix */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartRefusal"];
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
    updateWorkflow: {
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
                    /** Format: uuid */
                    ai_employee_id?: string | null;
                    ai_targeting_settings?: {
                        [key: string]: unknown;
                    } | null;
                    connection_daily_limit?: number | null;
                    credentials?: string[];
                    /** Format: uuid */
                    custom_domain?: string | null;
                    is_ai_employee?: boolean;
                    is_ai_targeting?: boolean;
                    is_email_only?: boolean;
                    is_existing_people?: boolean;
                    is_include_talked_before?: boolean;
                    is_link_tracking?: boolean;
                    is_only_premium?: boolean;
                    is_open_tracking?: boolean;
                    name?: string;
                    sequence?: {
                        /** @default {} */
                        config?: {
                            [key: string]: unknown;
                        };
                        /** @enum {string|null} */
                        email_type?: "work" | "personal" | "enriched" | null;
                        /** @default false */
                        is_ai_message?: boolean;
                        key?: string;
                        /** @enum {string} */
                        kind: "view_profile" | "follow" | "like_posts" | "endorse_skills" | "send_message" | "send_inmail" | "connection_request" | "connection_by_email" | "invite_to_event" | "enrich_profile" | "send_webhook" | "push_to_crm" | "manual_task" | "make_call" | "send_sms" | "voicemail_drop" | "reveal_personality" | "ai_comment" | "add_label" | "send_email";
                        negative_key?: string | null;
                        positive_key?: string | null;
                        /** @default false */
                        requires_approval?: boolean;
                        subject?: string | null;
                        text?: string | null;
                        /** @default false */
                        thread?: boolean;
                        /** Format: uuid */
                        video_id?: string | null;
                        /** @default 0 */
                        wait_days?: number;
                        /** @default 0 */
                        wait_hours?: number;
                    }[];
                    sequences_nodes?: {
                        id: string;
                        x: number;
                        y: number;
                    }[];
                    /** @enum {string} */
                    sequences_type?: "simple" | "smart";
                    settings?: {
                        move_prospects?: boolean;
                        pause_ai_employee?: boolean;
                    };
                    /** @enum {string} */
                    type?: "simple" | "smart" | "magic";
                };
            };
        };
        responses: {
            /** @description The campaign as saved, with `live_edit` when running steps changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["UpdatedCampaign"];
                    };
                };
            };
            /** @description name: Name is required; sequence: A campaign can have at most 100 steps; Credentials not found; Integration not found */
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
            /** @description Smart sequences is available from the Growth plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    getCsvImport: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                /** @description The upload id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The progress */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CsvImportProgress"];
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
            /** @description Import not found */
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
    fetchWorkflows: {
        parameters: {
            query?: {
                credentials_id?: string;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaigns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["WorkflowPickerItem"][];
                    };
                };
            };
            /** @description credentials_id: credentials_id must be an account id */
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
    orderWorkflows: {
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
                    /**
                     * @description JSON text of the campaign ids in their new order
                     * @example ["…","…"]
                     */
                    workflows_order: string | string[];
                };
            };
        };
        responses: {
            /** @description The order saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["WorkflowOrder"];
                    };
                };
            };
            /** @description workflows_order must be a JSON list of ids */
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
    downloadSearchCsv: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                /** @description The search id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment */
            200: {
                headers: {
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
            /** @description Search not found */
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
    updateSearchStatus: {
        parameters: {
            query?: {
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                /** @description The search id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credentials_id?: string;
                    /** @enum {string} */
                    status: "new" | "paused" | "active" | "failed" | "finished" | "stopped" | "absent" | "rerun";
                    /** Format: uuid */
                    workflow_id?: string;
                };
            };
        };
        responses: {
            /** @description The search's campaign */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["Campaign"];
                    };
                };
            };
            /** @description status: Status must be one of new, paused, active, failed, finished, stopped, absent, rerun */
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
            /** @description Search not found; Workflow not found */
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
    importCsvFile: {
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
                    credentials_id?: string;
                    custom_fields?: string[];
                    filename: string;
                    is_email_only?: boolean | ("0" | "1" | "true" | "false") | null;
                    is_existing_people?: boolean | ("0" | "1" | "true" | "false") | null;
                    save_csv?: boolean | ("0" | "1" | "true" | "false") | null;
                    user_fields: {
                        [key: string]: string;
                    };
                    /** Format: uuid */
                    workflow_id?: string;
                };
            };
        };
        responses: {
            /** @description The import, done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CsvImportProgress"];
                    };
                };
            };
            /** @description Choose a profile URL or email column; Each field can be chosen for one column only; The mapping names a column the file does not have; This file is already imported; No accepted lines: every line was a duplicate, incorrect or already added; The file could not be read as CSV */
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
            /** @description File not found, please upload it again; Workflow not found */
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
    sendStepTestEmail: {
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
                    /** Format: uuid */
                    credentials_id?: string | null;
                    /** Format: uuid */
                    integration_id?: string | null;
                    /** Format: email */
                    receiver: string;
                    signature_id?: string | null;
                    /** @default  */
                    subject?: string;
                    /** @default  */
                    text?: string;
                    /** @default false */
                    with_unsubscribe_button?: boolean;
                    workflow_id?: string | null;
                };
            };
        };
        responses: {
            /** @description The email was sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["SentTestEmail"];
                    };
                };
            };
            /** @description receiver: Invalid email; You need to add integration; Email integration is down, please reconnect it; the mail server’s refusal, in plain words */
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
    uploadCsvFile: {
        parameters: {
            query?: {
                credentials_id?: string;
                is_existing_people?: boolean | ("0" | "1" | "true" | "false") | null;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CSV file (max 5 MB)
                     */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description What the file holds */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["CsvUpload"];
                    };
                };
            };
            /** @description Please choose a CSV file; File is too large (max 5 MB); The file has no lines; The file could not be read as CSV */
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
    subscribeZapierHook: {
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
                    /** @example got_reply */
                    event: string;
                    /** @example https://hooks.zapier.com/hooks/standard/123/abc/ */
                    target_url: string;
                };
            };
        };
        responses: {
            /** @description The subscription */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ZapierHook"];
                    };
                };
            };
            /** @description Unknown event "{event}": the events are mark_as_customer, mark_as_lead, meet_booked, message_sent, invite_sent, invite_accepted, got_reply, new_message, add_label, add_ai_label, delete_label, new_email, email_sent, clicked_email_link, clicked_message_link; This field should be a valid URL; The URL must have http or https protocol; The URL points to a private or local address, which is not allowed */
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
            /** @description Zapier and API keys is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    unsubscribeZapierHook: {
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
            /** @description The removed subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ZapierHook"];
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
            /** @description Zapier and API keys is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
            /** @description Subscription not found */
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
    getZapierMe: {
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
            /** @description The workspace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ZapierMe"];
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
            /** @description Zapier and API keys is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    listZapierTriggers: {
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
            /** @description The triggers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ZapierTrigger"][];
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
            /** @description Zapier and API keys is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
    listZapierTriggerEvents: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The workspace id */
                space?: string;
            };
            header?: never;
            path: {
                event: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first; one sample when there are none yet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        payload: components["schemas"]["ZapierEvent"][];
                    };
                };
            };
            /** @description Unknown event "{event}": the events are mark_as_customer, mark_as_lead, meet_booked, message_sent, invite_sent, invite_accepted, got_reply, new_message, add_label, add_ai_label, delete_label, new_email, email_sent, clicked_email_link, clicked_message_link; limit must be 1 to 100 */
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
            /** @description Zapier and API keys is available from the Basic plan: upgrade to use it (code feature_locked) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Locked"];
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
}
