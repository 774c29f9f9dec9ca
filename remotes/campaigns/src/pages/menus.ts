import type { AreaTab, Translate } from '@outreach/sdk/area-tabs';

/** spec outreach §2 Prospects: My Prospects, and the Prospect Finder beside it under /profiles. */
export function prospectsMenu(t: Translate): AreaTab[] {
  return [
    { id: 'my-prospects', label: t('menu.myProspects'), path: '/profiles/my-prospects' },
    { id: 'prospect-finder', label: t('menu.prospectFinder'), path: '/profiles/search-prospects' },
  ];
}

/** spec outreach §2 Templates: children my-templates, videos, signatures, voicemails. */
export function templatesMenu(t: Translate): AreaTab[] {
  return [
    { id: 'my-templates', label: t('menu.myTemplates'), path: '/templates/my-templates' },
    { id: 'videos', label: t('menu.videos'), path: '/templates/videos' },
    { id: 'signatures', label: t('menu.signatures'), path: '/templates/signatures' },
    { id: 'voicemails', label: t('menu.voicemails'), path: '/templates/voicemails' },
  ];
}
