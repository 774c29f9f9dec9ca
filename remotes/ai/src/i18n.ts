import { registerTranslations } from '@outreach/sdk';

/** The AI area's strings in the five interface languages (spec platform §1). */
registerTranslations('ai', {
  en: {
    loading: 'Loading',
    notFound: { title: 'Page not found', description: 'This page does not exist.' },
    onboarding: {
      title: 'AI Employee',
      stepOf: 'Step {{current}} of {{total}}: {{name}}',
      back: 'Back',
      next: 'Next',
      steps: {
        intro: {
          name: 'Introduction',
          emptyTitle: 'Meet your AI Employee',
          emptyDescription:
            'An AI sales development representative that finds prospects, talks with them, books meetings and builds your campaigns. Setup takes about five minutes.',
        },
        objective: {
          name: 'Objective',
          emptyTitle: 'Choose an objective',
          emptyDescription: 'The objectives your AI Employee can pursue will appear here.',
        },
        companySearch: {
          name: 'Company search',
          emptyTitle: 'Find your company',
          emptyDescription: 'The companies matching your search will appear here.',
        },
        companySearching: {
          name: 'Research',
          emptyTitle: 'Researching your company',
          emptyDescription: 'What your AI Employee learns about your company will appear here.',
        },
        companyOverview: {
          name: 'Company overview',
          emptyTitle: 'Your company at a glance',
          emptyDescription: 'The overview of your company that your AI Employee works from will appear here.',
        },
      },
    },
    mailboxes: {
      title: 'Mailboxes',
      menu: { overview: 'Overview', domains: 'Domains', mailboxes: 'Mailboxes' },
      overview: {
        subtitle: 'AI email service',
        emptyTitle: 'No domains or mailboxes yet',
        emptyDescription: 'Your domains, your mailboxes and their warm-up will appear here.',
      },
      domains: {
        subtitle: 'Domains for your mailboxes',
        emptyTitle: 'No domains yet',
        emptyDescription: 'The domains you buy for the AI email service will appear here.',
      },
      mailboxes: {
        subtitle: 'Mailboxes and their warm-up',
        emptyTitle: 'No mailboxes yet',
        emptyDescription: 'The mailboxes you create on your domains will appear here, each with its warm-up.',
      },
      warmUp: {
        subtitle: 'Warm-up of mailbox {{id}}',
        emptyTitle: 'Warm-up has not started',
        emptyDescription: 'The warm-up progress of this mailbox will appear here.',
      },
      provider: {
        subtitle: '{{type}}: {{id}}',
        emptyTitle: 'Nothing to show yet',
        emptyDescription: 'The settings of this {{type}} connection will appear here.',
      },
    },
  },
  fr: {
    loading: 'Chargement',
    notFound: { title: 'Page introuvable', description: 'Cette page n’existe pas.' },
    onboarding: {
      title: 'Employé IA',
      stepOf: 'Étape {{current}} sur {{total}} : {{name}}',
      back: 'Retour',
      next: 'Suivant',
      steps: {
        intro: {
          name: 'Introduction',
          emptyTitle: 'Découvrez votre employé IA',
          emptyDescription:
            'Un commercial IA qui trouve des prospects, échange avec eux, prend des rendez-vous et crée vos campagnes. La configuration prend environ cinq minutes.',
        },
        objective: {
          name: 'Objectif',
          emptyTitle: 'Choisissez un objectif',
          emptyDescription: 'Les objectifs que votre employé IA peut poursuivre apparaîtront ici.',
        },
        companySearch: {
          name: 'Recherche d’entreprise',
          emptyTitle: 'Trouvez votre entreprise',
          emptyDescription: 'Les entreprises correspondant à votre recherche apparaîtront ici.',
        },
        companySearching: {
          name: 'Analyse',
          emptyTitle: 'Analyse de votre entreprise',
          emptyDescription: 'Ce que votre employé IA apprend sur votre entreprise apparaîtra ici.',
        },
        companyOverview: {
          name: 'Aperçu de l’entreprise',
          emptyTitle: 'Votre entreprise en un coup d’œil',
          emptyDescription:
            'L’aperçu de votre entreprise sur lequel s’appuie votre employé IA apparaîtra ici.',
        },
      },
    },
    mailboxes: {
      title: 'Boîtes mail',
      menu: { overview: 'Vue d’ensemble', domains: 'Domaines', mailboxes: 'Boîtes mail' },
      overview: {
        subtitle: 'Service d’e-mail IA',
        emptyTitle: 'Aucun domaine ni boîte mail pour l’instant',
        emptyDescription: 'Vos domaines, vos boîtes mail et leur préchauffage apparaîtront ici.',
      },
      domains: {
        subtitle: 'Les domaines de vos boîtes mail',
        emptyTitle: 'Aucun domaine pour l’instant',
        emptyDescription: 'Les domaines que vous achetez pour le service d’e-mail IA apparaîtront ici.',
      },
      mailboxes: {
        subtitle: 'Les boîtes mail et leur préchauffage',
        emptyTitle: 'Aucune boîte mail pour l’instant',
        emptyDescription:
          'Les boîtes mail que vous créez sur vos domaines apparaîtront ici, chacune avec son préchauffage.',
      },
      warmUp: {
        subtitle: 'Préchauffage de la boîte mail {{id}}',
        emptyTitle: 'Le préchauffage n’a pas commencé',
        emptyDescription: 'La progression du préchauffage de cette boîte mail apparaîtra ici.',
      },
      provider: {
        subtitle: '{{type}} : {{id}}',
        emptyTitle: 'Rien à afficher pour l’instant',
        emptyDescription: 'Les réglages de cette connexion {{type}} apparaîtront ici.',
      },
    },
  },
  de: {
    loading: 'Wird geladen',
    notFound: { title: 'Seite nicht gefunden', description: 'Diese Seite gibt es nicht.' },
    onboarding: {
      title: 'KI-Mitarbeiter',
      stepOf: 'Schritt {{current}} von {{total}}: {{name}}',
      back: 'Zurück',
      next: 'Weiter',
      steps: {
        intro: {
          name: 'Einführung',
          emptyTitle: 'Lernen Sie Ihren KI-Mitarbeiter kennen',
          emptyDescription:
            'Ein KI-Vertriebsmitarbeiter, der Interessenten findet, mit ihnen spricht, Termine bucht und Ihre Kampagnen erstellt. Die Einrichtung dauert etwa fünf Minuten.',
        },
        objective: {
          name: 'Ziel',
          emptyTitle: 'Wählen Sie ein Ziel',
          emptyDescription: 'Die Ziele, die Ihr KI-Mitarbeiter verfolgen kann, erscheinen hier.',
        },
        companySearch: {
          name: 'Unternehmenssuche',
          emptyTitle: 'Finden Sie Ihr Unternehmen',
          emptyDescription: 'Die zu Ihrer Suche passenden Unternehmen erscheinen hier.',
        },
        companySearching: {
          name: 'Recherche',
          emptyTitle: 'Ihr Unternehmen wird recherchiert',
          emptyDescription: 'Was Ihr KI-Mitarbeiter über Ihr Unternehmen erfährt, erscheint hier.',
        },
        companyOverview: {
          name: 'Unternehmensüberblick',
          emptyTitle: 'Ihr Unternehmen auf einen Blick',
          emptyDescription:
            'Der Überblick über Ihr Unternehmen, mit dem Ihr KI-Mitarbeiter arbeitet, erscheint hier.',
        },
      },
    },
    mailboxes: {
      title: 'Postfächer',
      menu: { overview: 'Übersicht', domains: 'Domains', mailboxes: 'Postfächer' },
      overview: {
        subtitle: 'KI-E-Mail-Dienst',
        emptyTitle: 'Noch keine Domains oder Postfächer',
        emptyDescription: 'Ihre Domains, Ihre Postfächer und deren Aufwärmphase erscheinen hier.',
      },
      domains: {
        subtitle: 'Domains für Ihre Postfächer',
        emptyTitle: 'Noch keine Domains',
        emptyDescription: 'Die Domains, die Sie für den KI-E-Mail-Dienst kaufen, erscheinen hier.',
      },
      mailboxes: {
        subtitle: 'Postfächer und ihre Aufwärmphase',
        emptyTitle: 'Noch keine Postfächer',
        emptyDescription:
          'Die Postfächer, die Sie auf Ihren Domains anlegen, erscheinen hier, jedes mit seiner Aufwärmphase.',
      },
      warmUp: {
        subtitle: 'Aufwärmphase von Postfach {{id}}',
        emptyTitle: 'Die Aufwärmphase hat noch nicht begonnen',
        emptyDescription: 'Der Fortschritt der Aufwärmphase dieses Postfachs erscheint hier.',
      },
      provider: {
        subtitle: '{{type}}: {{id}}',
        emptyTitle: 'Noch nichts anzuzeigen',
        emptyDescription: 'Die Einstellungen dieser {{type}}-Verbindung erscheinen hier.',
      },
    },
  },
  pt: {
    loading: 'Carregando',
    notFound: { title: 'Página não encontrada', description: 'Esta página não existe.' },
    onboarding: {
      title: 'Funcionário de IA',
      stepOf: 'Etapa {{current}} de {{total}}: {{name}}',
      back: 'Voltar',
      next: 'Próximo',
      steps: {
        intro: {
          name: 'Introdução',
          emptyTitle: 'Conheça seu funcionário de IA',
          emptyDescription:
            'Um representante de vendas com IA que encontra prospects, conversa com eles, agenda reuniões e cria suas campanhas. A configuração leva cerca de cinco minutos.',
        },
        objective: {
          name: 'Objetivo',
          emptyTitle: 'Escolha um objetivo',
          emptyDescription: 'Os objetivos que seu funcionário de IA pode buscar aparecerão aqui.',
        },
        companySearch: {
          name: 'Busca da empresa',
          emptyTitle: 'Encontre sua empresa',
          emptyDescription: 'As empresas que correspondem à sua busca aparecerão aqui.',
        },
        companySearching: {
          name: 'Pesquisa',
          emptyTitle: 'Pesquisando sua empresa',
          emptyDescription: 'O que seu funcionário de IA aprender sobre sua empresa aparecerá aqui.',
        },
        companyOverview: {
          name: 'Visão geral da empresa',
          emptyTitle: 'Sua empresa em resumo',
          emptyDescription: 'A visão geral da sua empresa que seu funcionário de IA usa aparecerá aqui.',
        },
      },
    },
    mailboxes: {
      title: 'Caixas de e-mail',
      menu: { overview: 'Visão geral', domains: 'Domínios', mailboxes: 'Caixas de e-mail' },
      overview: {
        subtitle: 'Serviço de e-mail com IA',
        emptyTitle: 'Nenhum domínio ou caixa de e-mail ainda',
        emptyDescription: 'Seus domínios, suas caixas de e-mail e o aquecimento delas aparecerão aqui.',
      },
      domains: {
        subtitle: 'Domínios para suas caixas de e-mail',
        emptyTitle: 'Nenhum domínio ainda',
        emptyDescription: 'Os domínios que você comprar para o serviço de e-mail com IA aparecerão aqui.',
      },
      mailboxes: {
        subtitle: 'Caixas de e-mail e seu aquecimento',
        emptyTitle: 'Nenhuma caixa de e-mail ainda',
        emptyDescription:
          'As caixas de e-mail que você criar nos seus domínios aparecerão aqui, cada uma com seu aquecimento.',
      },
      warmUp: {
        subtitle: 'Aquecimento da caixa de e-mail {{id}}',
        emptyTitle: 'O aquecimento ainda não começou',
        emptyDescription: 'O progresso do aquecimento desta caixa de e-mail aparecerá aqui.',
      },
      provider: {
        subtitle: '{{type}}: {{id}}',
        emptyTitle: 'Nada para mostrar ainda',
        emptyDescription: 'As configurações desta conexão {{type}} aparecerão aqui.',
      },
    },
  },
  es: {
    loading: 'Cargando',
    notFound: { title: 'Página no encontrada', description: 'Esta página no existe.' },
    onboarding: {
      title: 'Empleado de IA',
      stepOf: 'Paso {{current}} de {{total}}: {{name}}',
      back: 'Atrás',
      next: 'Siguiente',
      steps: {
        intro: {
          name: 'Introducción',
          emptyTitle: 'Conoce a tu empleado de IA',
          emptyDescription:
            'Un representante de ventas con IA que encuentra prospectos, conversa con ellos, agenda reuniones y crea tus campañas. La configuración lleva unos cinco minutos.',
        },
        objective: {
          name: 'Objetivo',
          emptyTitle: 'Elige un objetivo',
          emptyDescription: 'Los objetivos que puede perseguir tu empleado de IA aparecerán aquí.',
        },
        companySearch: {
          name: 'Búsqueda de empresa',
          emptyTitle: 'Encuentra tu empresa',
          emptyDescription: 'Las empresas que coincidan con tu búsqueda aparecerán aquí.',
        },
        companySearching: {
          name: 'Investigación',
          emptyTitle: 'Investigando tu empresa',
          emptyDescription: 'Lo que tu empleado de IA aprenda sobre tu empresa aparecerá aquí.',
        },
        companyOverview: {
          name: 'Resumen de la empresa',
          emptyTitle: 'Tu empresa de un vistazo',
          emptyDescription: 'El resumen de tu empresa con el que trabaja tu empleado de IA aparecerá aquí.',
        },
      },
    },
    mailboxes: {
      title: 'Buzones',
      menu: { overview: 'Resumen', domains: 'Dominios', mailboxes: 'Buzones' },
      overview: {
        subtitle: 'Servicio de correo con IA',
        emptyTitle: 'Aún no hay dominios ni buzones',
        emptyDescription: 'Tus dominios, tus buzones y su calentamiento aparecerán aquí.',
      },
      domains: {
        subtitle: 'Dominios para tus buzones',
        emptyTitle: 'Aún no hay dominios',
        emptyDescription: 'Los dominios que compres para el servicio de correo con IA aparecerán aquí.',
      },
      mailboxes: {
        subtitle: 'Buzones y su calentamiento',
        emptyTitle: 'Aún no hay buzones',
        emptyDescription:
          'Los buzones que crees en tus dominios aparecerán aquí, cada uno con su calentamiento.',
      },
      warmUp: {
        subtitle: 'Calentamiento del buzón {{id}}',
        emptyTitle: 'El calentamiento no ha empezado',
        emptyDescription: 'El progreso del calentamiento de este buzón aparecerá aquí.',
      },
      provider: {
        subtitle: '{{type}}: {{id}}',
        emptyTitle: 'Aún no hay nada que mostrar',
        emptyDescription: 'La configuración de esta conexión {{type}} aparecerá aquí.',
      },
    },
  },
});
