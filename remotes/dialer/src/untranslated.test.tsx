import { realisticApi, userData } from '../../realistic-api.test-support';
import { describeUntranslated } from '../../untranslated-area.test-support';
import App from './expose/App';
import { dialerLocales } from './i18n';
import { inventoryApi, ownedPhone } from './numbers/inventory.test-support';

/** The API's own text (monthly-charges.ts), shown as it is, as the API's errors are. */
const notice = '+442071234567 is suspended: its monthly charge of 10 credits failed (Not enough credits).';

// The numbers page with a number of each status (a suspended one says why and what to do).
const phones = [
  ownedPhone('ph-ny', { number_to_redirect: '14155550100' }),
  ownedPhone('ph-uk', {
    number: '+442071234567',
    country: { country_code: 'GB' },
    region: { id: 'GB-london', name: 'London' },
    state: null,
    status: 'suspended',
    notice,
  }),
];

// Every route of routes.tsx, redirects included (issue 26 item 25), and the Get number modal.
describeUntranslated('dialer pages in fr, de, es and pt', {
  App,
  locales: dialerLocales,
  urls: [
    '/dialer',
    '/integrations/dialer',
    '/integrations/dialer/phone-numbers',
    '/integrations/dialer/phone-numbers?buy=1',
    '/integrations/dialer/call-recordings',
  ],
  api: { ...realisticApi, ...inventoryApi, 'GET /dialer/phones': () => ({ payload: phones }) },
  userData: [...userData, 'New York', 'New York City', 'London', notice],
});
