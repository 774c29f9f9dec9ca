/** The support chat vendors a brand can choose (spec platform §2 white-label support). */
export const supportIntegrations = [
  'no_support',
  'tawk',
  'servicebell',
  'hubspot',
  'intercome',
  'freshchat',
  'chatra',
  'leadconnector',
  'crisp',
] as const;
export type SupportIntegration = (typeof supportIntegrations)[number];

/**
 * The origins a vendor's widget needs, per CSP directive (the API's security-headers.ts allows
 * exactly these for a brand that chose the vendor; nothing for `no_support`).
 */
export interface SupportWidgetOrigins {
  script: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
  img: readonly string[];
  style: readonly string[];
  font: readonly string[];
}

export interface SupportWidget {
  /** The URL of the vendor's loader script for an app id (the shell adds it as <script src>). */
  script: (appId: string) => string;
  /** What the brand's app id looks like (checked by the admin API before it is saved). */
  appId: RegExp;
  origins: SupportWidgetOrigins;
}

/** Most vendors' ids: letters, digits, dashes and underscores. */
const plainId = /^[A-Za-z0-9_-]{1,64}$/;

function widget(
  script: (appId: string) => string,
  https: readonly string[],
  extra: { wss?: readonly string[]; appId?: RegExp } = {},
): SupportWidget {
  return {
    script,
    appId: extra.appId ?? plainId,
    origins: {
      script: https,
      connect: [...https, ...(extra.wss ?? [])],
      frame: https,
      img: https,
      style: https,
      font: https,
    },
  };
}

const none: SupportWidget = {
  script: () => '',
  appId: /^$/,
  origins: { script: [], connect: [], frame: [], img: [], style: [], font: [] },
};

/**
 * Every support vendor: its loader script and the origins it loads from. No zod here: the
 * browser imports this module (the shell loads the chosen widget's script).
 */
export const supportWidgets: Record<SupportIntegration, SupportWidget> = {
  no_support: none,
  // tawk.to ids are `<propertyId>/<widgetId>` (a property alone means its default widget).
  tawk: widget(
    (appId) => `https://embed.tawk.to/${appId.includes('/') ? appId : `${appId}/default`}`,
    ['https://embed.tawk.to', 'https://*.tawk.to'],
    { wss: ['wss://*.tawk.to'], appId: /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64})?$/ },
  ),
  intercome: widget(
    (appId) => `https://widget.intercom.io/widget/${appId}`,
    ['https://widget.intercom.io', 'https://js.intercomcdn.com', 'https://*.intercom.io'],
    { wss: ['wss://*.intercom.io'] },
  ),
  crisp: widget(() => 'https://client.crisp.chat/l.js', ['https://client.crisp.chat'], {
    wss: ['wss://client.relay.crisp.chat'],
  }),
  hubspot: widget(
    (appId) => `https://js.hs-scripts.com/${appId}.js`,
    ['https://js.hs-scripts.com', 'https://*.hubspot.com'],
  ),
  freshchat: widget(() => 'https://wchat.freshchat.com/js/widget.js', ['https://wchat.freshchat.com']),
  chatra: widget(() => 'https://call.chatra.io/chatra.js', ['https://call.chatra.io', 'https://*.chatra.io']),
  servicebell: widget(
    (appId) => `https://cdn.servicebell.com/v3/client.js?id=${encodeURIComponent(appId)}`,
    ['https://cdn.servicebell.com', 'https://*.servicebell.com'],
  ),
  leadconnector: widget(
    () => 'https://widgets.leadconnectorhq.com/loader.js',
    ['https://widgets.leadconnectorhq.com', 'https://*.leadconnectorhq.com'],
  ),
};
