import { registerTranslations } from '@outreach/sdk';

/** The billing area's strings in the five interface languages (spec platform §1). */
registerTranslations('billing', {
  en: {
    loading: 'Loading',
    notFound: { title: 'Page not found', description: 'This billing page does not exist.' },
    billing: {
      title: 'Billing',
      menu: {
        overview: 'Overview',
        subscriptions: 'Subscriptions',
        transactions: 'Transactions',
        creditsHistory: 'Credits history',
      },
      overview: {
        subtitle: 'Your plan, seats and credits',
        emptyTitle: 'No subscription yet',
        emptyDescription: 'Your plan, its price, your seats and your remaining credits will appear here.',
      },
      subscriptions: {
        subtitle: 'Subscriptions of this workspace',
        emptyTitle: 'No subscriptions',
        emptyDescription:
          'The subscriptions of this workspace, with their tier, interval and amount, will appear here.',
      },
      transactions: {
        subtitle: 'Invoices and payments',
        emptyTitle: 'No transactions yet',
        emptyDescription: 'Your invoices and payments will appear here.',
      },
      creditsHistory: {
        subtitle: 'How your credits were used',
        emptyTitle: 'No credits used yet',
        emptyDescription:
          'Credits spent on enrichment, AI messages, calls, SMS and phone numbers will appear here.',
      },
    },
    pricing: {
      title: 'Plans',
      subtitle: 'Choose the plan that fits your team',
      emptyTitle: 'No plans to show',
      emptyDescription:
        'The plans offered to your workspace, with their prices and features, will appear here.',
    },
    warning: {
      title: 'Subscription required',
      subtitle: 'Your workspace has no active subscription',
      emptyTitle: 'Choose a plan to continue',
      emptyDescription: 'Pick a plan to use your campaigns, inbox and accounts again.',
      seePlans: 'See plans',
    },
    paymentInProgress: {
      title: 'Payment in progress',
      subtitle: 'We are confirming your payment',
      emptyTitle: 'Confirming your payment',
      emptyDescription:
        'This can take a few minutes. You will be taken to your campaigns once it is confirmed.',
    },
  },
  fr: {
    loading: 'Chargement',
    notFound: { title: 'Page introuvable', description: 'Cette page de facturation n’existe pas.' },
    billing: {
      title: 'Facturation',
      menu: {
        overview: 'Vue d’ensemble',
        subscriptions: 'Abonnements',
        transactions: 'Transactions',
        creditsHistory: 'Historique des crédits',
      },
      overview: {
        subtitle: 'Votre forfait, vos sièges et vos crédits',
        emptyTitle: 'Aucun abonnement pour l’instant',
        emptyDescription: 'Votre forfait, son prix, vos sièges et vos crédits restants apparaîtront ici.',
      },
      subscriptions: {
        subtitle: 'Les abonnements de cet espace de travail',
        emptyTitle: 'Aucun abonnement',
        emptyDescription:
          'Les abonnements de cet espace de travail, avec leur niveau, leur périodicité et leur montant, apparaîtront ici.',
      },
      transactions: {
        subtitle: 'Factures et paiements',
        emptyTitle: 'Aucune transaction pour l’instant',
        emptyDescription: 'Vos factures et vos paiements apparaîtront ici.',
      },
      creditsHistory: {
        subtitle: 'Comment vos crédits ont été utilisés',
        emptyTitle: 'Aucun crédit utilisé pour l’instant',
        emptyDescription:
          'Les crédits dépensés en enrichissement, messages IA, appels, SMS et numéros de téléphone apparaîtront ici.',
      },
    },
    pricing: {
      title: 'Forfaits',
      subtitle: 'Choisissez le forfait adapté à votre équipe',
      emptyTitle: 'Aucun forfait à afficher',
      emptyDescription:
        'Les forfaits proposés à votre espace de travail, avec leurs prix et leurs fonctionnalités, apparaîtront ici.',
    },
    warning: {
      title: 'Abonnement requis',
      subtitle: 'Votre espace de travail n’a pas d’abonnement actif',
      emptyTitle: 'Choisissez un forfait pour continuer',
      emptyDescription:
        'Choisissez un forfait pour retrouver vos campagnes, votre boîte de réception et vos comptes.',
      seePlans: 'Voir les forfaits',
    },
    paymentInProgress: {
      title: 'Paiement en cours',
      subtitle: 'Nous confirmons votre paiement',
      emptyTitle: 'Confirmation de votre paiement',
      emptyDescription:
        'Cela peut prendre quelques minutes. Vous serez redirigé vers vos campagnes dès qu’il sera confirmé.',
    },
  },
  de: {
    loading: 'Wird geladen',
    notFound: { title: 'Seite nicht gefunden', description: 'Diese Abrechnungsseite gibt es nicht.' },
    billing: {
      title: 'Abrechnung',
      menu: {
        overview: 'Übersicht',
        subscriptions: 'Abonnements',
        transactions: 'Transaktionen',
        creditsHistory: 'Credit-Verlauf',
      },
      overview: {
        subtitle: 'Ihr Tarif, Ihre Plätze und Credits',
        emptyTitle: 'Noch kein Abonnement',
        emptyDescription:
          'Ihr Tarif, sein Preis, Ihre Plätze und Ihre verbleibenden Credits erscheinen hier.',
      },
      subscriptions: {
        subtitle: 'Abonnements dieses Workspace',
        emptyTitle: 'Keine Abonnements',
        emptyDescription: 'Die Abonnements dieses Workspace mit Stufe, Intervall und Betrag erscheinen hier.',
      },
      transactions: {
        subtitle: 'Rechnungen und Zahlungen',
        emptyTitle: 'Noch keine Transaktionen',
        emptyDescription: 'Ihre Rechnungen und Zahlungen erscheinen hier.',
      },
      creditsHistory: {
        subtitle: 'Wofür Ihre Credits verwendet wurden',
        emptyTitle: 'Noch keine Credits verbraucht',
        emptyDescription:
          'Für Anreicherung, KI-Nachrichten, Anrufe, SMS und Telefonnummern verbrauchte Credits erscheinen hier.',
      },
    },
    pricing: {
      title: 'Tarife',
      subtitle: 'Wählen Sie den passenden Tarif für Ihr Team',
      emptyTitle: 'Keine Tarife anzuzeigen',
      emptyDescription: 'Die Tarife für Ihren Workspace mit Preisen und Funktionen erscheinen hier.',
    },
    warning: {
      title: 'Abonnement erforderlich',
      subtitle: 'Ihr Workspace hat kein aktives Abonnement',
      emptyTitle: 'Wählen Sie einen Tarif, um fortzufahren',
      emptyDescription:
        'Wählen Sie einen Tarif, um Ihre Kampagnen, Ihren Posteingang und Ihre Konten wieder zu nutzen.',
      seePlans: 'Tarife ansehen',
    },
    paymentInProgress: {
      title: 'Zahlung läuft',
      subtitle: 'Wir bestätigen Ihre Zahlung',
      emptyTitle: 'Ihre Zahlung wird bestätigt',
      emptyDescription:
        'Das kann einige Minuten dauern. Sobald sie bestätigt ist, gelangen Sie zu Ihren Kampagnen.',
    },
  },
  pt: {
    loading: 'Carregando',
    notFound: { title: 'Página não encontrada', description: 'Esta página de faturamento não existe.' },
    billing: {
      title: 'Faturamento',
      menu: {
        overview: 'Visão geral',
        subscriptions: 'Assinaturas',
        transactions: 'Transações',
        creditsHistory: 'Histórico de créditos',
      },
      overview: {
        subtitle: 'Seu plano, assentos e créditos',
        emptyTitle: 'Nenhuma assinatura ainda',
        emptyDescription: 'Seu plano, o preço dele, seus assentos e seus créditos restantes aparecerão aqui.',
      },
      subscriptions: {
        subtitle: 'Assinaturas deste espaço de trabalho',
        emptyTitle: 'Nenhuma assinatura',
        emptyDescription:
          'As assinaturas deste espaço de trabalho, com nível, periodicidade e valor, aparecerão aqui.',
      },
      transactions: {
        subtitle: 'Faturas e pagamentos',
        emptyTitle: 'Nenhuma transação ainda',
        emptyDescription: 'Suas faturas e pagamentos aparecerão aqui.',
      },
      creditsHistory: {
        subtitle: 'Como seus créditos foram usados',
        emptyTitle: 'Nenhum crédito usado ainda',
        emptyDescription:
          'Os créditos gastos com enriquecimento, mensagens de IA, chamadas, SMS e números de telefone aparecerão aqui.',
      },
    },
    pricing: {
      title: 'Planos',
      subtitle: 'Escolha o plano ideal para a sua equipe',
      emptyTitle: 'Nenhum plano para mostrar',
      emptyDescription:
        'Os planos oferecidos ao seu espaço de trabalho, com preços e recursos, aparecerão aqui.',
    },
    warning: {
      title: 'Assinatura necessária',
      subtitle: 'Seu espaço de trabalho não tem assinatura ativa',
      emptyTitle: 'Escolha um plano para continuar',
      emptyDescription:
        'Escolha um plano para voltar a usar suas campanhas, sua caixa de entrada e suas contas.',
      seePlans: 'Ver planos',
    },
    paymentInProgress: {
      title: 'Pagamento em andamento',
      subtitle: 'Estamos confirmando seu pagamento',
      emptyTitle: 'Confirmando seu pagamento',
      emptyDescription:
        'Isso pode levar alguns minutos. Você será levado às suas campanhas assim que ele for confirmado.',
    },
  },
  es: {
    loading: 'Cargando',
    notFound: { title: 'Página no encontrada', description: 'Esta página de facturación no existe.' },
    billing: {
      title: 'Facturación',
      menu: {
        overview: 'Resumen',
        subscriptions: 'Suscripciones',
        transactions: 'Transacciones',
        creditsHistory: 'Historial de créditos',
      },
      overview: {
        subtitle: 'Tu plan, tus asientos y tus créditos',
        emptyTitle: 'Aún no hay suscripción',
        emptyDescription: 'Tu plan, su precio, tus asientos y tus créditos restantes aparecerán aquí.',
      },
      subscriptions: {
        subtitle: 'Suscripciones de este espacio de trabajo',
        emptyTitle: 'No hay suscripciones',
        emptyDescription:
          'Las suscripciones de este espacio de trabajo, con su nivel, periodicidad e importe, aparecerán aquí.',
      },
      transactions: {
        subtitle: 'Facturas y pagos',
        emptyTitle: 'Aún no hay transacciones',
        emptyDescription: 'Tus facturas y pagos aparecerán aquí.',
      },
      creditsHistory: {
        subtitle: 'Cómo se han usado tus créditos',
        emptyTitle: 'Aún no se han usado créditos',
        emptyDescription:
          'Los créditos gastados en enriquecimiento, mensajes de IA, llamadas, SMS y números de teléfono aparecerán aquí.',
      },
    },
    pricing: {
      title: 'Planes',
      subtitle: 'Elige el plan que mejor se adapte a tu equipo',
      emptyTitle: 'No hay planes que mostrar',
      emptyDescription:
        'Los planes ofrecidos a tu espacio de trabajo, con sus precios y funciones, aparecerán aquí.',
    },
    warning: {
      title: 'Suscripción necesaria',
      subtitle: 'Tu espacio de trabajo no tiene una suscripción activa',
      emptyTitle: 'Elige un plan para continuar',
      emptyDescription: 'Elige un plan para volver a usar tus campañas, tu bandeja de entrada y tus cuentas.',
      seePlans: 'Ver planes',
    },
    paymentInProgress: {
      title: 'Pago en curso',
      subtitle: 'Estamos confirmando tu pago',
      emptyTitle: 'Confirmando tu pago',
      emptyDescription: 'Puede tardar unos minutos. Irás a tus campañas en cuanto se confirme.',
    },
  },
});
