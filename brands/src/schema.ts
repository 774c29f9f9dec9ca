import { z } from 'zod';
import { supportIntegrations } from './support';

const hex = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'must be a hex colour (#abc or #aabbcc)');

/** The colours a theme (light or dark) may override; every one becomes a CSS variable `--ds-<name>`. */
export const paletteSchema = z.object({
  primary: hex,
  primaryContrast: hex,
  surface: hex,
  surfaceRaised: hex,
  text: hex,
  textMuted: hex,
  border: hex,
  danger: hex,
  warning: hex,
  success: hex,
  info: hex,
});
export type Palette = z.infer<typeof paletteSchema>;

/**
 * A web origin a partner may embed the app from (CSP frame-ancestors): `https://host[:port]`,
 * or plain http on this machine only (`http://localhost[:port]`, `http://<name>.localhost`,
 * `http://127.0.0.1`). Nothing after the port, so a value can never add a CSP directive.
 */
export const embedOriginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*|http:\/\/(([a-z0-9-]+\.)*localhost|127\.0\.0\.1|\[::1\]))(:\d{1,5})?$/,
    'must be an origin such as https://portal.example.com (https, or http://localhost), with no path',
  );

/** An uploaded image kept in the record: a base64 data: URL of an image type browsers render, at most ~256 KB. */
export const imageDataUrl = z
  .string()
  .max(350_000, 'the image must be at most 256 KB')
  .regex(
    /^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/=]+$/,
    'must be a PNG, JPEG, WEBP, GIF or SVG image',
  );

/**
 * spec platform §5 white-label: at least one auth method stays active; UI registration and
 * GHL-only registration conflict; password auth conflicts with GHL-only.
 */
export const authOptionsSchema = z
  .object({
    /** Email and password sign-in and sign-up. */
    password: z.boolean(),
    /** Sign in with Google (offered when the deployment has Google OAuth configured; off: refused and hidden). */
    google: z.boolean(),
    /** Sign in through the marketing platform (GHL) connection. */
    ghl: z.boolean(),
    /** The sign-up page of the UI is open. */
    uiRegistration: z.boolean(),
    /** New accounts come only from the marketing platform (GHL). */
    ghlOnlyRegistration: z.boolean(),
  })
  .superRefine((auth, ctx) => {
    if (!auth.password && !auth.google && !auth.ghl)
      ctx.addIssue({ code: 'custom', message: authOptionMessages.oneMethod, path: ['password'] });
    if (auth.uiRegistration && auth.ghlOnlyRegistration)
      ctx.addIssue({
        code: 'custom',
        message: authOptionMessages.uiVersusGhlOnly,
        path: ['ghlOnlyRegistration'],
      });
    if (auth.password && auth.ghlOnlyRegistration)
      ctx.addIssue({
        code: 'custom',
        message: authOptionMessages.passwordVersusGhlOnly,
        path: ['ghlOnlyRegistration'],
      });
  });
export type AuthOptions = z.infer<typeof authOptionsSchema>;

export const authOptionMessages = {
  oneMethod: 'At least one auth method must stay active',
  uiVersusGhlOnly: 'UI registration and GHL-only registration cannot both be on',
  passwordVersusGhlOnly: 'Password auth cannot be on with GHL-only registration',
} as const;

export const defaultAuthOptions: AuthOptions = {
  password: true,
  google: true,
  ghl: false,
  uiRegistration: true,
  ghlOnlyRegistration: false,
};

export { supportIntegrations } from './support';

/**
 * A brand as spec platform §1 describes it: colours, logo shape, navigation links,
 * support widget, feature visibility and the brand family that decides brand rules.
 */
export const brandSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'brand id: lower-case letters, digits and dashes'),
  name: z.string().min(1),
  /** spec §1: the main family (three brand values), the restricted brand, or a partner (white-label). */
  family: z.enum(['main', 'restricted', 'partner']),
  /** Account `brand` field values that map to this brand (the main family has three). */
  values: z.array(z.string().min(1)).min(1),
  /** Hosts (custom domains) that resolve to this brand. */
  domains: z.array(z.string().min(1)),
  /** Partner pages allowed to embed this brand's app in a frame (CSP frame-ancestors; docs/decisions.md). */
  embedOrigins: z.array(embedOriginSchema).default([]),
  logo: z.object({
    shape: z.enum(['square', 'rectangle']),
    /** An SVG document; rendered as an <img> from a data URL (the seeded default). */
    svg: z.string().startsWith('<svg'),
    /** An uploaded logo (admin › colors and assets): a data: URL of a PNG, JPEG, WEBP or SVG; wins over `svg`. */
    image: imageDataUrl.optional(),
  }),
  /** The browser tab icon, uploaded (a data: URL); none means the product's default. */
  favicon: imageDataUrl.optional(),
  /** spec platform §2 white-label options: how people sign in and sign up on this brand's hosts. */
  auth: authOptionsSchema.default(defaultAuthOptions),
  light: paletteSchema,
  dark: paletteSchema,
  navLinks: z.object({
    help: z.string().url().optional(),
    learning: z.string().url().optional(),
    community: z.string().url().optional(),
    affiliate: z.string().url().optional(),
    referAndEarn: z.string().url().optional(),
  }),
  support: z.object({ integration: z.enum(supportIntegrations), appId: z.string().optional() }),
  features: z.object({
    /** spec §1: the restricted brand hides the new-workspace option. */
    newWorkspace: z.boolean(),
    /** spec §1: the restricted brand hides the health panel. */
    healthPanel: z.boolean(),
    /** spec §1: seats, or a maximum credentials count for the restricted brand. */
    seatsMode: z.enum(['seats', 'max_credentials']),
    maxCredentials: z.number().int().positive().optional(),
    /** spec §1: two brands get a monitoring tab and a changelog widget. */
    monitoringTab: z.boolean(),
    changelogWidget: z.boolean(),
    /** spec §1: certain brands get no subscription-required notifications. */
    subscriptionNotices: z.boolean(),
    /** spec §6: Refer and earn link for one brand family only. */
    referAndEarn: z.boolean(),
  }),
});
export type Brand = z.infer<typeof brandSchema>;
