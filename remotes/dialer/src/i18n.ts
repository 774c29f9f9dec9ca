import { registerTranslations } from '@outreach/sdk';

/** The dialer area's strings in the five interface languages (spec platform §1). */
registerTranslations('dialer', {
  en: {
    loading: 'Loading',
    notFound: { title: 'Page not found', description: 'This dialer page does not exist.' },
    dialer: {
      title: 'Dialer',
      subtitle: 'Call your prospects from the browser',
      emptyTitle: 'No phone number yet',
      emptyDescription:
        'Get a phone number to call from the browser; your numbers and recent calls will appear here.',
      getStarted: 'Get Started',
      manage: 'Manage numbers',
    },
    manage: {
      subtitle: 'Phone numbers and call recordings',
      menu: { phoneNumbers: 'Phone numbers', callRecordings: 'Call recordings' },
      phoneNumbers: {
        emptyTitle: 'No phone numbers yet',
        emptyDescription: 'The numbers you buy, by country, category, state and region, will appear here.',
      },
      callRecordings: {
        emptyTitle: 'No call recordings yet',
        emptyDescription: 'Recordings of your calls will appear here, to play or download.',
      },
    },
  },
  fr: {
    loading: 'Chargement',
    notFound: { title: 'Page introuvable', description: 'Cette page du téléphone n’existe pas.' },
    dialer: {
      title: 'Téléphone',
      subtitle: 'Appelez vos prospects depuis le navigateur',
      emptyTitle: 'Aucun numéro de téléphone pour l’instant',
      emptyDescription:
        'Obtenez un numéro pour appeler depuis le navigateur ; vos numéros et vos appels récents apparaîtront ici.',
      getStarted: 'Commencer',
      manage: 'Gérer les numéros',
    },
    manage: {
      subtitle: 'Numéros de téléphone et enregistrements d’appels',
      menu: { phoneNumbers: 'Numéros de téléphone', callRecordings: 'Enregistrements d’appels' },
      phoneNumbers: {
        emptyTitle: 'Aucun numéro pour l’instant',
        emptyDescription:
          'Les numéros que vous achetez, par pays, catégorie, État et région, apparaîtront ici.',
      },
      callRecordings: {
        emptyTitle: 'Aucun enregistrement pour l’instant',
        emptyDescription: 'Les enregistrements de vos appels apparaîtront ici, à écouter ou à télécharger.',
      },
    },
  },
  de: {
    loading: 'Wird geladen',
    notFound: { title: 'Seite nicht gefunden', description: 'Diese Telefonseite gibt es nicht.' },
    dialer: {
      title: 'Telefon',
      subtitle: 'Rufen Sie Ihre Interessenten im Browser an',
      emptyTitle: 'Noch keine Telefonnummer',
      emptyDescription:
        'Holen Sie sich eine Telefonnummer, um im Browser zu telefonieren; Ihre Nummern und letzten Anrufe erscheinen hier.',
      getStarted: 'Loslegen',
      manage: 'Nummern verwalten',
    },
    manage: {
      subtitle: 'Telefonnummern und Anrufaufzeichnungen',
      menu: { phoneNumbers: 'Telefonnummern', callRecordings: 'Anrufaufzeichnungen' },
      phoneNumbers: {
        emptyTitle: 'Noch keine Telefonnummern',
        emptyDescription:
          'Die Nummern, die Sie nach Land, Kategorie, Bundesstaat und Region kaufen, erscheinen hier.',
      },
      callRecordings: {
        emptyTitle: 'Noch keine Anrufaufzeichnungen',
        emptyDescription:
          'Die Aufzeichnungen Ihrer Anrufe erscheinen hier, zum Abspielen oder Herunterladen.',
      },
    },
  },
  pt: {
    loading: 'Carregando',
    notFound: { title: 'Página não encontrada', description: 'Esta página do discador não existe.' },
    dialer: {
      title: 'Discador',
      subtitle: 'Ligue para seus prospects pelo navegador',
      emptyTitle: 'Nenhum número de telefone ainda',
      emptyDescription:
        'Obtenha um número para ligar pelo navegador; seus números e chamadas recentes aparecerão aqui.',
      getStarted: 'Começar',
      manage: 'Gerenciar números',
    },
    manage: {
      subtitle: 'Números de telefone e gravações de chamadas',
      menu: { phoneNumbers: 'Números de telefone', callRecordings: 'Gravações de chamadas' },
      phoneNumbers: {
        emptyTitle: 'Nenhum número ainda',
        emptyDescription:
          'Os números que você comprar, por país, categoria, estado e região, aparecerão aqui.',
      },
      callRecordings: {
        emptyTitle: 'Nenhuma gravação ainda',
        emptyDescription: 'As gravações das suas chamadas aparecerão aqui, para ouvir ou baixar.',
      },
    },
  },
  es: {
    loading: 'Cargando',
    notFound: { title: 'Página no encontrada', description: 'Esta página del marcador no existe.' },
    dialer: {
      title: 'Marcador',
      subtitle: 'Llama a tus prospectos desde el navegador',
      emptyTitle: 'Aún no tienes número de teléfono',
      emptyDescription:
        'Consigue un número para llamar desde el navegador; tus números y llamadas recientes aparecerán aquí.',
      getStarted: 'Empezar',
      manage: 'Gestionar números',
    },
    manage: {
      subtitle: 'Números de teléfono y grabaciones de llamadas',
      menu: { phoneNumbers: 'Números de teléfono', callRecordings: 'Grabaciones de llamadas' },
      phoneNumbers: {
        emptyTitle: 'Aún no hay números',
        emptyDescription: 'Los números que compres, por país, categoría, estado y región, aparecerán aquí.',
      },
      callRecordings: {
        emptyTitle: 'Aún no hay grabaciones',
        emptyDescription: 'Las grabaciones de tus llamadas aparecerán aquí, para escucharlas o descargarlas.',
      },
    },
  },
});
