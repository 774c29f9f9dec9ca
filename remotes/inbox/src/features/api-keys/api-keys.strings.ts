import type { LanguageCode } from '@outreach/sdk';

/**
 * Every string of Integrations › API token (issue 12), the `apiKeys` key of the area's
 * namespace; registered by remotes/inbox/src/i18n.ts for the five interface languages.
 */
const en = {
  loading: 'Loading',
  loadError: 'The API keys could not be loaded',
  intro:
    'API keys let your own tools call the API for this workspace, with the permissions of the person who created them.',
  adminOnly: 'Only workspace admins can create or revoke API keys.',
  create: 'Create API key',
  emptyTitle: 'No API keys yet',
  emptyDescription: 'Create a key to call the API from your own tools.',
  table: {
    label: 'API keys',
    name: 'Name',
    prefix: 'Key',
    createdBy: 'Created by',
    createdAt: 'Created',
    lastUsed: 'Last used',
    never: 'Never',
    actions: 'Actions',
    revoke: 'Revoke',
    revokeLabel: 'Revoke "{{name}}"',
  },
  createModal: {
    title: 'New API key',
    name: 'Name',
    required: 'Fill this field',
    tooLong: 'At most 100 characters',
    cancel: 'Cancel',
    submit: 'Create key',
  },
  secretModal: {
    title: 'Your new API key',
    label: 'API key',
    warning: 'Copy this key now: it will not be shown again.',
    copy: 'Copy',
    copied: 'Copied successfully',
    done: 'Done',
  },
  revokeModal: {
    title: 'Revoke "{{name}}"?',
    description: 'Tools using this key will stop working at once. This can not be undone.',
    cancel: 'Cancel',
    confirm: 'Revoke',
  },
  revoked: 'API key revoked',
};

export type ApiKeyStrings = typeof en;

const fr: ApiKeyStrings = {
  loading: 'Chargement',
  loadError: "Les clés d'API n'ont pas pu être chargées",
  intro:
    "Les clés d'API permettent à vos propres outils d'appeler l'API pour cet espace de travail, avec les droits de la personne qui les a créées.",
  adminOnly: "Seuls les administrateurs de l'espace de travail peuvent créer ou révoquer des clés d'API.",
  create: "Créer une clé d'API",
  emptyTitle: "Aucune clé d'API",
  emptyDescription: "Créez une clé pour appeler l'API depuis vos propres outils.",
  table: {
    label: "Clés d'API",
    name: 'Nom',
    prefix: 'Clé',
    createdBy: 'Créée par',
    createdAt: 'Créée le',
    lastUsed: 'Dernière utilisation',
    never: 'Jamais',
    actions: 'Actions',
    revoke: 'Révoquer',
    revokeLabel: 'Révoquer « {{name}} »',
  },
  createModal: {
    title: "Nouvelle clé d'API",
    name: 'Nom',
    required: 'Remplissez ce champ',
    tooLong: '100 caractères au maximum',
    cancel: 'Annuler',
    submit: 'Créer la clé',
  },
  secretModal: {
    title: "Votre nouvelle clé d'API",
    label: "Clé d'API",
    warning: 'Copiez cette clé maintenant : elle ne sera plus affichée.',
    copy: 'Copier',
    copied: 'Copié avec succès',
    done: 'Terminé',
  },
  revokeModal: {
    title: 'Révoquer « {{name}} » ?',
    description: 'Les outils qui utilisent cette clé cesseront aussitôt de fonctionner. Action irréversible.',
    cancel: 'Annuler',
    confirm: 'Révoquer',
  },
  revoked: "Clé d'API révoquée",
};

const de: ApiKeyStrings = {
  loading: 'Wird geladen',
  loadError: 'Die API-Schlüssel konnten nicht geladen werden',
  intro:
    'Mit API-Schlüsseln rufen Ihre eigenen Tools die API für diesen Arbeitsbereich auf, mit den Rechten der Person, die sie erstellt hat.',
  adminOnly: 'Nur Administratoren des Arbeitsbereichs können API-Schlüssel erstellen oder widerrufen.',
  create: 'API-Schlüssel erstellen',
  emptyTitle: 'Noch keine API-Schlüssel',
  emptyDescription: 'Erstellen Sie einen Schlüssel, um die API aus Ihren eigenen Tools aufzurufen.',
  table: {
    label: 'API-Schlüssel',
    name: 'Name',
    prefix: 'Schlüssel',
    createdBy: 'Erstellt von',
    createdAt: 'Erstellt',
    lastUsed: 'Zuletzt verwendet',
    never: 'Nie',
    actions: 'Aktionen',
    revoke: 'Widerrufen',
    revokeLabel: '„{{name}}“ widerrufen',
  },
  createModal: {
    title: 'Neuer API-Schlüssel',
    name: 'Name',
    required: 'Füllen Sie dieses Feld aus',
    tooLong: 'Höchstens 100 Zeichen',
    cancel: 'Abbrechen',
    submit: 'Schlüssel erstellen',
  },
  secretModal: {
    title: 'Ihr neuer API-Schlüssel',
    label: 'API-Schlüssel',
    warning: 'Kopieren Sie diesen Schlüssel jetzt: Er wird nicht noch einmal angezeigt.',
    copy: 'Kopieren',
    copied: 'Erfolgreich kopiert',
    done: 'Fertig',
  },
  revokeModal: {
    title: '„{{name}}“ widerrufen?',
    description:
      'Tools mit diesem Schlüssel funktionieren sofort nicht mehr. Dies kann nicht rückgängig gemacht werden.',
    cancel: 'Abbrechen',
    confirm: 'Widerrufen',
  },
  revoked: 'API-Schlüssel widerrufen',
};

const pt: ApiKeyStrings = {
  loading: 'Carregando',
  loadError: 'Não foi possível carregar as chaves de API',
  intro:
    'As chaves de API permitem que suas próprias ferramentas chamem a API deste espaço de trabalho, com as permissões de quem as criou.',
  adminOnly: 'Somente administradores do espaço de trabalho podem criar ou revogar chaves de API.',
  create: 'Criar chave de API',
  emptyTitle: 'Nenhuma chave de API',
  emptyDescription: 'Crie uma chave para chamar a API a partir das suas próprias ferramentas.',
  table: {
    label: 'Chaves de API',
    name: 'Nome',
    prefix: 'Chave',
    createdBy: 'Criada por',
    createdAt: 'Criada em',
    lastUsed: 'Último uso',
    never: 'Nunca',
    actions: 'Ações',
    revoke: 'Revogar',
    revokeLabel: 'Revogar "{{name}}"',
  },
  createModal: {
    title: 'Nova chave de API',
    name: 'Nome',
    required: 'Preencha este campo',
    tooLong: 'No máximo 100 caracteres',
    cancel: 'Cancelar',
    submit: 'Criar chave',
  },
  secretModal: {
    title: 'Sua nova chave de API',
    label: 'Chave de API',
    warning: 'Copie esta chave agora: ela não será mostrada novamente.',
    copy: 'Copiar',
    copied: 'Copiado com sucesso',
    done: 'Concluir',
  },
  revokeModal: {
    title: 'Revogar "{{name}}"?',
    description:
      'As ferramentas que usam esta chave deixarão de funcionar imediatamente. Não é possível desfazer.',
    cancel: 'Cancelar',
    confirm: 'Revogar',
  },
  revoked: 'Chave de API revogada',
};

const es: ApiKeyStrings = {
  loading: 'Cargando',
  loadError: 'No se pudieron cargar las claves de API',
  intro:
    'Las claves de API permiten que tus propias herramientas llamen a la API de este espacio de trabajo, con los permisos de quien las creó.',
  adminOnly: 'Solo los administradores del espacio de trabajo pueden crear o revocar claves de API.',
  create: 'Crear clave de API',
  emptyTitle: 'Aún no hay claves de API',
  emptyDescription: 'Crea una clave para llamar a la API desde tus propias herramientas.',
  table: {
    label: 'Claves de API',
    name: 'Nombre',
    prefix: 'Clave',
    createdBy: 'Creada por',
    createdAt: 'Creada',
    lastUsed: 'Último uso',
    never: 'Nunca',
    actions: 'Acciones',
    revoke: 'Revocar',
    revokeLabel: 'Revocar "{{name}}"',
  },
  createModal: {
    title: 'Nueva clave de API',
    name: 'Nombre',
    required: 'Rellena este campo',
    tooLong: 'Como máximo 100 caracteres',
    cancel: 'Cancelar',
    submit: 'Crear clave',
  },
  secretModal: {
    title: 'Tu nueva clave de API',
    label: 'Clave de API',
    warning: 'Copia esta clave ahora: no se volverá a mostrar.',
    copy: 'Copiar',
    copied: 'Copiado correctamente',
    done: 'Hecho',
  },
  revokeModal: {
    title: '¿Revocar "{{name}}"?',
    description:
      'Las herramientas que usan esta clave dejarán de funcionar de inmediato. No se puede deshacer.',
    cancel: 'Cancelar',
    confirm: 'Revocar',
  },
  revoked: 'Clave de API revocada',
};

export const apiKeyStrings: Record<LanguageCode, ApiKeyStrings> = { en, fr, de, pt, es };
