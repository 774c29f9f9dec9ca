import { registerTranslations } from '@outreach/sdk';

/** The admin area's strings in the five interface languages (spec platform §1). */
registerTranslations('admin', {
  en: {
    loading: 'Loading',
    notFound: {
      title: 'Page not found',
      description: 'This admin page does not exist.',
    },
    menu: {
      label: 'Admin',
      customers: 'Customers',
      prepaid: 'Prepaid',
      whitelabels: 'White-labels',
      monitoring: 'Monitoring',
    },
    customers: {
      title: 'Customers',
      subtitle: 'Workspaces of every customer',
      customerSubtitle: 'Customer {{id}}',
      emptyTitle: 'No customers yet',
      emptyDescription: 'Workspaces with their users, plan and payment status will appear here.',
      customerEmptyTitle: 'Nothing about this customer yet',
      customerEmptyDescription: "This customer's workspace, users, plan and credits will appear here.",
    },
    prepaid: {
      title: 'Prepaid customers',
      subtitle: 'Customers who pay in advance',
      emptyTitle: 'No prepaid customers yet',
      emptyDescription:
        'Prepaid customers, with their email, Stripe customer, currency, tier and interval, will appear here.',
    },
    whitelabels: {
      title: 'White-labels',
      subtitle: 'Brands resold by agencies',
      statusSubtitle: 'Status: {{status}}',
      emptyTitle: 'No white-labels yet',
      emptyDescription: 'White-labels, with their brand, plans, prices and managers, will appear here.',
    },
    monitoring: {
      title: 'Monitoring',
      subtitle: 'Platform activity',
      emptyTitle: 'No data yet',
      emptyDescription: 'Charts of platform activity will appear here.',
      unavailableTitle: 'Monitoring is not available',
      unavailableDescription: 'Monitoring is offered for some brands only.',
    },
    whitelabel: {
      title: 'White-label',
      subtitle: '{{whitelabel}}',
      menuLabel: 'White-label settings',
      sections: {
        details: {
          label: 'Details',
          emptyTitle: 'No details yet',
          emptyDescription:
            'The brand settings, sign-in methods and registration options of this white-label will appear here.',
        },
        colors: {
          label: 'Colors',
          emptyTitle: 'No colors set',
          emptyDescription:
            'The colors and assets of this white-label, for the light and dark themes, will appear here.',
        },
        options: {
          label: 'Options',
          emptyTitle: 'No options set',
          emptyDescription: 'The options of this white-label will appear here.',
        },
        emailConfiguration: {
          label: 'Email configuration',
          emptyTitle: 'No email configuration',
          emptyDescription: 'The settings of the emails this white-label sends will appear here.',
        },
        support: {
          label: 'Support',
          emptyTitle: 'No support widget',
          emptyDescription:
            'The support integration of this white-label (Tawk, Intercom, HubSpot, Crisp and others) will appear here.',
        },
        plans: {
          label: 'Plans',
          emptyTitle: 'No plans yet',
          emptyDescription: 'The plans of this white-label, tier by tier, will appear here.',
        },
        pricing: {
          label: 'Pricing',
          emptyTitle: 'No prices yet',
          emptyDescription:
            'The prices of this white-label, with their descriptions and promotions, will appear here.',
        },
        pricingEmpty: {
          emptyTitle: 'Pricing is not set up',
          emptyDescription: 'Brand settings must exist before prices can be added to this white-label.',
        },
        buzzPricing: {
          label: 'Buzz pricing',
          emptyTitle: 'No Buzz prices yet',
          emptyDescription: 'The Buzz prices of this white-label will appear here.',
        },
        billing: {
          label: 'Billing',
          emptyTitle: 'No billing settings',
          emptyDescription: 'The billing settings of this white-label will appear here.',
        },
        healthIndexNotifications: {
          label: 'Health index notifications',
          emptyTitle: 'No health index rules',
          emptyDescription:
            'The health index rules (minimum, maximum, points) and their notifications will appear here.',
        },
        managers: {
          label: 'Managers',
          emptyTitle: 'No managers yet',
          emptyDescription: 'Sales and success managers, assigned to customers in turn, will appear here.',
        },
        buzzManagers: {
          label: 'Buzz managers',
          emptyTitle: 'No Buzz managers yet',
          emptyDescription: 'The Buzz managers of this white-label will appear here.',
        },
      },
    },
    plan: {
      subtitle: '{{whitelabel}}: plan {{tier}}',
      menuLabel: 'Plan settings',
      featuresLabel: 'Feature groups',
      sections: {
        features: {
          label: 'Features',
        },
        seats: {
          label: 'Seats',
          emptyTitle: 'No seats set',
          emptyDescription:
            'The seats of this plan, with free seats and the minimum quantity to pay, will appear here.',
        },
        creditsFeatures: {
          label: 'Credits features',
          emptyTitle: 'No credits set',
          emptyDescription: 'The credits this plan includes, category by category, will appear here.',
        },
        limits: {
          label: 'Limits',
          emptyTitle: 'No limits set',
          emptyDescription:
            'The limits of this plan, such as the number of campaigns and email integrations, will appear here.',
        },
      },
      features: {
        baseFeatures: {
          label: 'Base features',
          emptyTitle: 'Nothing set yet',
          emptyDescription: 'The base features this plan turns on will appear here.',
        },
        searchTypes: {
          label: 'Search types',
          emptyTitle: 'Nothing set yet',
          emptyDescription:
            'The search types this plan allows (social, post, event, group, API and AI targeting) will appear here.',
        },
        integrations: {
          label: 'Integrations',
          emptyTitle: 'Nothing set yet',
          emptyDescription:
            'The integrations this plan allows, such as webhooks and Zapier, will appear here.',
        },
        crmIntegrations: {
          label: 'CRM integrations',
          emptyTitle: 'Nothing set yet',
          emptyDescription: 'The CRMs this plan allows (built-in, Pipedrive, HubSpot) will appear here.',
        },
        dialerFeatures: {
          label: 'Dialer features',
          emptyTitle: 'Nothing set yet',
          emptyDescription: 'Calling, SMS and voicemail for this plan will appear here.',
        },
        aiEmailFeatures: {
          label: 'AI email features',
          emptyTitle: 'Nothing set yet',
          emptyDescription: 'AI email service domains and mailbox slots for this plan will appear here.',
        },
        emailFeatures: {
          label: 'Email features',
          emptyTitle: 'Nothing set yet',
          emptyDescription: 'Email automation, warm-up and link tracking for this plan will appear here.',
        },
        seatsType: {
          label: 'Seats type',
          emptyTitle: 'Nothing set yet',
          emptyDescription: 'Whether this plan sells cloud seats, extension seats or both will appear here.',
        },
        aiFeatures: {
          label: 'AI features',
          emptyTitle: 'Nothing set yet',
          emptyDescription:
            'The AI features of this plan, from magic campaigns to AI Employee messages, will appear here.',
        },
      },
    },
    price: {
      update: {
        subtitle: '{{whitelabel}}: price {{priceId}} ({{type}})',
        emptyTitle: 'Update price',
        emptyDescription:
          'The amount, interval and currency of this price will appear here; the currency cannot change after the first invoice.',
      },
      updateDescription: {
        subtitle: '{{whitelabel}}: description of price {{priceId}} ({{type}})',
        emptyTitle: 'Update price description',
        emptyDescription: 'The card name and the features listed for this price will appear here.',
      },
      updatePromo: {
        subtitle: '{{whitelabel}}: promotion of price {{priceId}} ({{type}})',
        emptyTitle: 'Update promotion',
        emptyDescription: 'The promotion code, its description and the percentage off will appear here.',
      },
    },
  },
  fr: {
    loading: 'Chargement',
    notFound: {
      title: 'Page introuvable',
      description: 'Cette page d’administration n’existe pas.',
    },
    menu: {
      label: 'Administration',
      customers: 'Clients',
      prepaid: 'Prépayés',
      whitelabels: 'Marques blanches',
      monitoring: 'Supervision',
    },
    customers: {
      title: 'Clients',
      subtitle: 'Les espaces de travail de tous les clients',
      customerSubtitle: 'Client {{id}}',
      emptyTitle: 'Aucun client pour l’instant',
      emptyDescription:
        'Les espaces de travail, avec leurs utilisateurs, leur forfait et leur état de paiement, apparaîtront ici.',
      customerEmptyTitle: 'Rien sur ce client pour l’instant',
      customerEmptyDescription:
        'L’espace de travail, les utilisateurs, le forfait et les crédits de ce client apparaîtront ici.',
    },
    prepaid: {
      title: 'Clients prépayés',
      subtitle: 'Les clients qui paient d’avance',
      emptyTitle: 'Aucun client prépayé pour l’instant',
      emptyDescription:
        'Les clients prépayés, avec leur e-mail, leur client Stripe, leur devise, leur niveau et leur périodicité, apparaîtront ici.',
    },
    whitelabels: {
      title: 'Marques blanches',
      subtitle: 'Les marques revendues par les agences',
      statusSubtitle: 'Statut : {{status}}',
      emptyTitle: 'Aucune marque blanche pour l’instant',
      emptyDescription:
        'Les marques blanches, avec leur marque, leurs forfaits, leurs prix et leurs responsables, apparaîtront ici.',
    },
    monitoring: {
      title: 'Supervision',
      subtitle: 'Activité de la plateforme',
      emptyTitle: 'Aucune donnée pour l’instant',
      emptyDescription: 'Les graphiques de l’activité de la plateforme apparaîtront ici.',
      unavailableTitle: 'La supervision n’est pas disponible',
      unavailableDescription: 'La supervision n’est proposée que pour certaines marques.',
    },
    whitelabel: {
      title: 'Marque blanche',
      subtitle: '{{whitelabel}}',
      menuLabel: 'Réglages de la marque blanche',
      sections: {
        details: {
          label: 'Détails',
          emptyTitle: 'Aucun détail pour l’instant',
          emptyDescription:
            'Les réglages de marque, les méthodes de connexion et les options d’inscription de cette marque blanche apparaîtront ici.',
        },
        colors: {
          label: 'Couleurs',
          emptyTitle: 'Aucune couleur définie',
          emptyDescription:
            'Les couleurs et les visuels de cette marque blanche, pour les thèmes clair et sombre, apparaîtront ici.',
        },
        options: {
          label: 'Options',
          emptyTitle: 'Aucune option définie',
          emptyDescription: 'Les options de cette marque blanche apparaîtront ici.',
        },
        emailConfiguration: {
          label: 'Configuration e-mail',
          emptyTitle: 'Aucune configuration e-mail',
          emptyDescription: 'Les réglages des e-mails envoyés par cette marque blanche apparaîtront ici.',
        },
        support: {
          label: 'Support',
          emptyTitle: 'Aucun widget de support',
          emptyDescription:
            'L’intégration de support de cette marque blanche (Tawk, Intercom, HubSpot, Crisp et autres) apparaîtra ici.',
        },
        plans: {
          label: 'Forfaits',
          emptyTitle: 'Aucun forfait pour l’instant',
          emptyDescription: 'Les forfaits de cette marque blanche, niveau par niveau, apparaîtront ici.',
        },
        pricing: {
          label: 'Tarification',
          emptyTitle: 'Aucun prix pour l’instant',
          emptyDescription:
            'Les prix de cette marque blanche, avec leurs descriptions et leurs promotions, apparaîtront ici.',
        },
        pricingEmpty: {
          emptyTitle: 'La tarification n’est pas configurée',
          emptyDescription:
            'Les réglages de marque doivent exister avant de pouvoir ajouter des prix à cette marque blanche.',
        },
        buzzPricing: {
          label: 'Tarification Buzz',
          emptyTitle: 'Aucun prix Buzz pour l’instant',
          emptyDescription: 'Les prix Buzz de cette marque blanche apparaîtront ici.',
        },
        billing: {
          label: 'Facturation',
          emptyTitle: 'Aucun réglage de facturation',
          emptyDescription: 'Les réglages de facturation de cette marque blanche apparaîtront ici.',
        },
        healthIndexNotifications: {
          label: 'Notifications d’indice de santé',
          emptyTitle: 'Aucune règle d’indice de santé',
          emptyDescription:
            'Les règles d’indice de santé (minimum, maximum, points) et leurs notifications apparaîtront ici.',
        },
        managers: {
          label: 'Responsables',
          emptyTitle: 'Aucun responsable pour l’instant',
          emptyDescription:
            'Les responsables commerciaux et de la réussite client, attribués aux clients à tour de rôle, apparaîtront ici.',
        },
        buzzManagers: {
          label: 'Responsables Buzz',
          emptyTitle: 'Aucun responsable Buzz pour l’instant',
          emptyDescription: 'Les responsables Buzz de cette marque blanche apparaîtront ici.',
        },
      },
    },
    plan: {
      subtitle: '{{whitelabel}} : forfait {{tier}}',
      menuLabel: 'Réglages du forfait',
      featuresLabel: 'Groupes de fonctionnalités',
      sections: {
        features: {
          label: 'Fonctionnalités',
        },
        seats: {
          label: 'Sièges',
          emptyTitle: 'Aucun siège défini',
          emptyDescription:
            'Les sièges de ce forfait, avec les sièges gratuits et la quantité minimale à payer, apparaîtront ici.',
        },
        creditsFeatures: {
          label: 'Crédits',
          emptyTitle: 'Aucun crédit défini',
          emptyDescription: 'Les crédits inclus dans ce forfait, catégorie par catégorie, apparaîtront ici.',
        },
        limits: {
          label: 'Limites',
          emptyTitle: 'Aucune limite définie',
          emptyDescription:
            'Les limites de ce forfait, comme le nombre de campagnes et d’intégrations e-mail, apparaîtront ici.',
        },
      },
      features: {
        baseFeatures: {
          label: 'Fonctionnalités de base',
          emptyTitle: 'Rien de défini pour l’instant',
          emptyDescription: 'Les fonctionnalités de base activées par ce forfait apparaîtront ici.',
        },
        searchTypes: {
          label: 'Types de recherche',
          emptyTitle: 'Rien de défini pour l’instant',
          emptyDescription:
            'Les types de recherche autorisés par ce forfait (ciblage social, publication, événement, groupe, API et IA) apparaîtront ici.',
        },
        integrations: {
          label: 'Intégrations',
          emptyTitle: 'Rien de défini pour l’instant',
          emptyDescription:
            'Les intégrations autorisées par ce forfait, comme les webhooks et Zapier, apparaîtront ici.',
        },
        crmIntegrations: {
          label: 'Intégrations CRM',
          emptyTitle: 'Rien de défini pour l’instant',
          emptyDescription:
            'Les CRM autorisés par ce forfait (intégré, Pipedrive, HubSpot) apparaîtront ici.',
        },
        dialerFeatures: {
          label: 'Fonctionnalités téléphone',
          emptyTitle: 'Rien de défini pour l’instant',
          emptyDescription: 'Les appels, SMS et messages vocaux de ce forfait apparaîtront ici.',
        },
        aiEmailFeatures: {
          label: 'Fonctionnalités e-mail IA',
          emptyTitle: 'Rien de défini pour l’instant',
          emptyDescription:
            'Les domaines et emplacements de boîtes mail du service d’e-mail IA de ce forfait apparaîtront ici.',
        },
        emailFeatures: {
          label: 'Fonctionnalités e-mail',
          emptyTitle: 'Rien de défini pour l’instant',
          emptyDescription:
            'L’automatisation des e-mails, le préchauffage et le suivi des liens de ce forfait apparaîtront ici.',
        },
        seatsType: {
          label: 'Type de sièges',
          emptyTitle: 'Rien de défini pour l’instant',
          emptyDescription:
            'Le type de sièges vendus par ce forfait, cloud, extension ou les deux, apparaîtra ici.',
        },
        aiFeatures: {
          label: 'Fonctionnalités IA',
          emptyTitle: 'Rien de défini pour l’instant',
          emptyDescription:
            'Les fonctionnalités IA de ce forfait, des campagnes magiques aux messages de l’employé IA, apparaîtront ici.',
        },
      },
    },
    price: {
      update: {
        subtitle: '{{whitelabel}} : prix {{priceId}} ({{type}})',
        emptyTitle: 'Modifier le prix',
        emptyDescription:
          'Le montant, la périodicité et la devise de ce prix apparaîtront ici ; la devise ne peut plus changer après la première facture.',
      },
      updateDescription: {
        subtitle: '{{whitelabel}} : description du prix {{priceId}} ({{type}})',
        emptyTitle: 'Modifier la description du prix',
        emptyDescription: 'Le nom de la carte et les fonctionnalités listées pour ce prix apparaîtront ici.',
      },
      updatePromo: {
        subtitle: '{{whitelabel}} : promotion du prix {{priceId}} ({{type}})',
        emptyTitle: 'Modifier la promotion',
        emptyDescription:
          'Le code promotionnel, sa description et le pourcentage de remise apparaîtront ici.',
      },
    },
  },
  de: {
    loading: 'Wird geladen',
    notFound: {
      title: 'Seite nicht gefunden',
      description: 'Diese Admin-Seite gibt es nicht.',
    },
    menu: {
      label: 'Verwaltung',
      customers: 'Kunden',
      prepaid: 'Vorausbezahlt',
      whitelabels: 'White-Labels',
      monitoring: 'Monitoring',
    },
    customers: {
      title: 'Kunden',
      subtitle: 'Die Workspaces aller Kunden',
      customerSubtitle: 'Kunde {{id}}',
      emptyTitle: 'Noch keine Kunden',
      emptyDescription: 'Workspaces mit ihren Nutzern, ihrem Tarif und Zahlungsstatus erscheinen hier.',
      customerEmptyTitle: 'Noch nichts zu diesem Kunden',
      customerEmptyDescription: 'Workspace, Nutzer, Tarif und Credits dieses Kunden erscheinen hier.',
    },
    prepaid: {
      title: 'Vorausbezahlte Kunden',
      subtitle: 'Kunden, die im Voraus zahlen',
      emptyTitle: 'Noch keine vorausbezahlten Kunden',
      emptyDescription:
        'Vorausbezahlte Kunden mit E-Mail, Stripe-Kunde, Währung, Stufe und Intervall erscheinen hier.',
    },
    whitelabels: {
      title: 'White-Labels',
      subtitle: 'Von Agenturen weiterverkaufte Marken',
      statusSubtitle: 'Status: {{status}}',
      emptyTitle: 'Noch keine White-Labels',
      emptyDescription: 'White-Labels mit Marke, Tarifen, Preisen und Betreuern erscheinen hier.',
    },
    monitoring: {
      title: 'Monitoring',
      subtitle: 'Plattformaktivität',
      emptyTitle: 'Noch keine Daten',
      emptyDescription: 'Diagramme zur Plattformaktivität erscheinen hier.',
      unavailableTitle: 'Monitoring ist nicht verfügbar',
      unavailableDescription: 'Monitoring gibt es nur für einige Marken.',
    },
    whitelabel: {
      title: 'White-Label',
      subtitle: '{{whitelabel}}',
      menuLabel: 'White-Label-Einstellungen',
      sections: {
        details: {
          label: 'Details',
          emptyTitle: 'Noch keine Details',
          emptyDescription:
            'Markeneinstellungen, Anmeldemethoden und Registrierungsoptionen dieses White-Labels erscheinen hier.',
        },
        colors: {
          label: 'Farben',
          emptyTitle: 'Keine Farben festgelegt',
          emptyDescription:
            'Farben und Grafiken dieses White-Labels für helles und dunkles Design erscheinen hier.',
        },
        options: {
          label: 'Optionen',
          emptyTitle: 'Keine Optionen festgelegt',
          emptyDescription: 'Die Optionen dieses White-Labels erscheinen hier.',
        },
        emailConfiguration: {
          label: 'E-Mail-Konfiguration',
          emptyTitle: 'Keine E-Mail-Konfiguration',
          emptyDescription:
            'Die Einstellungen der E-Mails, die dieses White-Label versendet, erscheinen hier.',
        },
        support: {
          label: 'Support',
          emptyTitle: 'Kein Support-Widget',
          emptyDescription:
            'Die Support-Integration dieses White-Labels (Tawk, Intercom, HubSpot, Crisp und andere) erscheint hier.',
        },
        plans: {
          label: 'Tarife',
          emptyTitle: 'Noch keine Tarife',
          emptyDescription: 'Die Tarife dieses White-Labels erscheinen hier, Stufe für Stufe.',
        },
        pricing: {
          label: 'Preise',
          emptyTitle: 'Noch keine Preise',
          emptyDescription: 'Die Preise dieses White-Labels mit Beschreibungen und Aktionen erscheinen hier.',
        },
        pricingEmpty: {
          emptyTitle: 'Preise sind nicht eingerichtet',
          emptyDescription:
            'Markeneinstellungen müssen vorhanden sein, bevor diesem White-Label Preise hinzugefügt werden können.',
        },
        buzzPricing: {
          label: 'Buzz-Preise',
          emptyTitle: 'Noch keine Buzz-Preise',
          emptyDescription: 'Die Buzz-Preise dieses White-Labels erscheinen hier.',
        },
        billing: {
          label: 'Abrechnung',
          emptyTitle: 'Keine Abrechnungseinstellungen',
          emptyDescription: 'Die Abrechnungseinstellungen dieses White-Labels erscheinen hier.',
        },
        healthIndexNotifications: {
          label: 'Benachrichtigungen zum Gesundheitsindex',
          emptyTitle: 'Keine Regeln zum Gesundheitsindex',
          emptyDescription:
            'Die Regeln zum Gesundheitsindex (Minimum, Maximum, Punkte) und ihre Benachrichtigungen erscheinen hier.',
        },
        managers: {
          label: 'Betreuer',
          emptyTitle: 'Noch keine Betreuer',
          emptyDescription:
            'Vertriebs- und Erfolgsbetreuer, die Kunden reihum zugewiesen werden, erscheinen hier.',
        },
        buzzManagers: {
          label: 'Buzz-Betreuer',
          emptyTitle: 'Noch keine Buzz-Betreuer',
          emptyDescription: 'Die Buzz-Betreuer dieses White-Labels erscheinen hier.',
        },
      },
    },
    plan: {
      subtitle: '{{whitelabel}}: Tarif {{tier}}',
      menuLabel: 'Tarifeinstellungen',
      featuresLabel: 'Funktionsgruppen',
      sections: {
        features: {
          label: 'Funktionen',
        },
        seats: {
          label: 'Plätze',
          emptyTitle: 'Keine Plätze festgelegt',
          emptyDescription: 'Die Plätze dieses Tarifs mit Freiplätzen und Mindestabnahme erscheinen hier.',
        },
        creditsFeatures: {
          label: 'Credit-Funktionen',
          emptyTitle: 'Keine Credits festgelegt',
          emptyDescription:
            'Die in diesem Tarif enthaltenen Credits erscheinen hier, Kategorie für Kategorie.',
        },
        limits: {
          label: 'Limits',
          emptyTitle: 'Keine Limits festgelegt',
          emptyDescription:
            'Die Limits dieses Tarifs, etwa die Zahl der Kampagnen und E-Mail-Integrationen, erscheinen hier.',
        },
      },
      features: {
        baseFeatures: {
          label: 'Basisfunktionen',
          emptyTitle: 'Noch nichts festgelegt',
          emptyDescription: 'Die Basisfunktionen, die dieser Tarif freischaltet, erscheinen hier.',
        },
        searchTypes: {
          label: 'Suchtypen',
          emptyTitle: 'Noch nichts festgelegt',
          emptyDescription:
            'Die Suchtypen dieses Tarifs (Social-, Beitrags-, Event-, Gruppen-, API- und KI-Targeting) erscheinen hier.',
        },
        integrations: {
          label: 'Integrationen',
          emptyTitle: 'Noch nichts festgelegt',
          emptyDescription: 'Die Integrationen dieses Tarifs, etwa Webhooks und Zapier, erscheinen hier.',
        },
        crmIntegrations: {
          label: 'CRM-Integrationen',
          emptyTitle: 'Noch nichts festgelegt',
          emptyDescription: 'Die CRMs dieses Tarifs (integriert, Pipedrive, HubSpot) erscheinen hier.',
        },
        dialerFeatures: {
          label: 'Telefonfunktionen',
          emptyTitle: 'Noch nichts festgelegt',
          emptyDescription: 'Anrufe, SMS und Sprachnachrichten dieses Tarifs erscheinen hier.',
        },
        aiEmailFeatures: {
          label: 'KI-E-Mail-Funktionen',
          emptyTitle: 'Noch nichts festgelegt',
          emptyDescription:
            'Domains und Postfachplätze des KI-E-Mail-Dienstes in diesem Tarif erscheinen hier.',
        },
        emailFeatures: {
          label: 'E-Mail-Funktionen',
          emptyTitle: 'Noch nichts festgelegt',
          emptyDescription:
            'E-Mail-Automatisierung, Aufwärmphase und Link-Tracking dieses Tarifs erscheinen hier.',
        },
        seatsType: {
          label: 'Platztyp',
          emptyTitle: 'Noch nichts festgelegt',
          emptyDescription:
            'Ob dieser Tarif Cloud-Plätze, Erweiterungsplätze oder beides verkauft, erscheint hier.',
        },
        aiFeatures: {
          label: 'KI-Funktionen',
          emptyTitle: 'Noch nichts festgelegt',
          emptyDescription:
            'Die KI-Funktionen dieses Tarifs, von magischen Kampagnen bis zu Nachrichten des KI-Mitarbeiters, erscheinen hier.',
        },
      },
    },
    price: {
      update: {
        subtitle: '{{whitelabel}}: Preis {{priceId}} ({{type}})',
        emptyTitle: 'Preis ändern',
        emptyDescription:
          'Betrag, Intervall und Währung dieses Preises erscheinen hier; die Währung kann nach der ersten Rechnung nicht mehr geändert werden.',
      },
      updateDescription: {
        subtitle: '{{whitelabel}}: Beschreibung von Preis {{priceId}} ({{type}})',
        emptyTitle: 'Preisbeschreibung ändern',
        emptyDescription: 'Der Kartenname und die für diesen Preis aufgeführten Funktionen erscheinen hier.',
      },
      updatePromo: {
        subtitle: '{{whitelabel}}: Aktion für Preis {{priceId}} ({{type}})',
        emptyTitle: 'Aktion ändern',
        emptyDescription: 'Der Aktionscode, seine Beschreibung und der Rabatt in Prozent erscheinen hier.',
      },
    },
  },
  pt: {
    loading: 'Carregando',
    notFound: {
      title: 'Página não encontrada',
      description: 'Esta página de administração não existe.',
    },
    menu: {
      label: 'Administração',
      customers: 'Clientes',
      prepaid: 'Pré-pagos',
      whitelabels: 'White-labels',
      monitoring: 'Monitoramento',
    },
    customers: {
      title: 'Clientes',
      subtitle: 'Os espaços de trabalho de todos os clientes',
      customerSubtitle: 'Cliente {{id}}',
      emptyTitle: 'Nenhum cliente ainda',
      emptyDescription: 'Os espaços de trabalho, com usuários, plano e status de pagamento, aparecerão aqui.',
      customerEmptyTitle: 'Nada sobre este cliente ainda',
      customerEmptyDescription:
        'O espaço de trabalho, os usuários, o plano e os créditos deste cliente aparecerão aqui.',
    },
    prepaid: {
      title: 'Clientes pré-pagos',
      subtitle: 'Clientes que pagam antecipadamente',
      emptyTitle: 'Nenhum cliente pré-pago ainda',
      emptyDescription:
        'Os clientes pré-pagos, com e-mail, cliente Stripe, moeda, nível e periodicidade, aparecerão aqui.',
    },
    whitelabels: {
      title: 'White-labels',
      subtitle: 'Marcas revendidas por agências',
      statusSubtitle: 'Status: {{status}}',
      emptyTitle: 'Nenhum white-label ainda',
      emptyDescription: 'Os white-labels, com marca, planos, preços e gerentes, aparecerão aqui.',
    },
    monitoring: {
      title: 'Monitoramento',
      subtitle: 'Atividade da plataforma',
      emptyTitle: 'Nenhum dado ainda',
      emptyDescription: 'Os gráficos da atividade da plataforma aparecerão aqui.',
      unavailableTitle: 'O monitoramento não está disponível',
      unavailableDescription: 'O monitoramento é oferecido apenas para algumas marcas.',
    },
    whitelabel: {
      title: 'White-label',
      subtitle: '{{whitelabel}}',
      menuLabel: 'Configurações do white-label',
      sections: {
        details: {
          label: 'Detalhes',
          emptyTitle: 'Nenhum detalhe ainda',
          emptyDescription:
            'As configurações de marca, os métodos de login e as opções de cadastro deste white-label aparecerão aqui.',
        },
        colors: {
          label: 'Cores',
          emptyTitle: 'Nenhuma cor definida',
          emptyDescription:
            'As cores e os recursos visuais deste white-label, para os temas claro e escuro, aparecerão aqui.',
        },
        options: {
          label: 'Opções',
          emptyTitle: 'Nenhuma opção definida',
          emptyDescription: 'As opções deste white-label aparecerão aqui.',
        },
        emailConfiguration: {
          label: 'Configuração de e-mail',
          emptyTitle: 'Nenhuma configuração de e-mail',
          emptyDescription: 'As configurações dos e-mails enviados por este white-label aparecerão aqui.',
        },
        support: {
          label: 'Suporte',
          emptyTitle: 'Nenhum widget de suporte',
          emptyDescription:
            'A integração de suporte deste white-label (Tawk, Intercom, HubSpot, Crisp e outras) aparecerá aqui.',
        },
        plans: {
          label: 'Planos',
          emptyTitle: 'Nenhum plano ainda',
          emptyDescription: 'Os planos deste white-label, nível por nível, aparecerão aqui.',
        },
        pricing: {
          label: 'Preços',
          emptyTitle: 'Nenhum preço ainda',
          emptyDescription: 'Os preços deste white-label, com descrições e promoções, aparecerão aqui.',
        },
        pricingEmpty: {
          emptyTitle: 'Os preços não estão configurados',
          emptyDescription:
            'As configurações de marca precisam existir antes de adicionar preços a este white-label.',
        },
        buzzPricing: {
          label: 'Preços Buzz',
          emptyTitle: 'Nenhum preço Buzz ainda',
          emptyDescription: 'Os preços Buzz deste white-label aparecerão aqui.',
        },
        billing: {
          label: 'Faturamento',
          emptyTitle: 'Nenhuma configuração de faturamento',
          emptyDescription: 'As configurações de faturamento deste white-label aparecerão aqui.',
        },
        healthIndexNotifications: {
          label: 'Notificações do índice de saúde',
          emptyTitle: 'Nenhuma regra de índice de saúde',
          emptyDescription:
            'As regras do índice de saúde (mínimo, máximo, pontos) e suas notificações aparecerão aqui.',
        },
        managers: {
          label: 'Gerentes',
          emptyTitle: 'Nenhum gerente ainda',
          emptyDescription:
            'Os gerentes de vendas e de sucesso, atribuídos aos clientes em rodízio, aparecerão aqui.',
        },
        buzzManagers: {
          label: 'Gerentes Buzz',
          emptyTitle: 'Nenhum gerente Buzz ainda',
          emptyDescription: 'Os gerentes Buzz deste white-label aparecerão aqui.',
        },
      },
    },
    plan: {
      subtitle: '{{whitelabel}}: plano {{tier}}',
      menuLabel: 'Configurações do plano',
      featuresLabel: 'Grupos de recursos',
      sections: {
        features: {
          label: 'Recursos',
        },
        seats: {
          label: 'Assentos',
          emptyTitle: 'Nenhum assento definido',
          emptyDescription:
            'Os assentos deste plano, com assentos gratuitos e a quantidade mínima a pagar, aparecerão aqui.',
        },
        creditsFeatures: {
          label: 'Recursos de créditos',
          emptyTitle: 'Nenhum crédito definido',
          emptyDescription: 'Os créditos incluídos neste plano, categoria por categoria, aparecerão aqui.',
        },
        limits: {
          label: 'Limites',
          emptyTitle: 'Nenhum limite definido',
          emptyDescription:
            'Os limites deste plano, como o número de campanhas e de integrações de e-mail, aparecerão aqui.',
        },
      },
      features: {
        baseFeatures: {
          label: 'Recursos básicos',
          emptyTitle: 'Nada definido ainda',
          emptyDescription: 'Os recursos básicos que este plano ativa aparecerão aqui.',
        },
        searchTypes: {
          label: 'Tipos de busca',
          emptyTitle: 'Nada definido ainda',
          emptyDescription:
            'Os tipos de busca que este plano permite (segmentação social, por publicação, evento, grupo, API e IA) aparecerão aqui.',
        },
        integrations: {
          label: 'Integrações',
          emptyTitle: 'Nada definido ainda',
          emptyDescription: 'As integrações que este plano permite, como webhooks e Zapier, aparecerão aqui.',
        },
        crmIntegrations: {
          label: 'Integrações de CRM',
          emptyTitle: 'Nada definido ainda',
          emptyDescription: 'Os CRMs que este plano permite (integrado, Pipedrive, HubSpot) aparecerão aqui.',
        },
        dialerFeatures: {
          label: 'Recursos do discador',
          emptyTitle: 'Nada definido ainda',
          emptyDescription: 'Chamadas, SMS e mensagens de voz deste plano aparecerão aqui.',
        },
        aiEmailFeatures: {
          label: 'Recursos de e-mail com IA',
          emptyTitle: 'Nada definido ainda',
          emptyDescription:
            'Os domínios e espaços de caixas de e-mail do serviço de e-mail com IA deste plano aparecerão aqui.',
        },
        emailFeatures: {
          label: 'Recursos de e-mail',
          emptyTitle: 'Nada definido ainda',
          emptyDescription:
            'A automação de e-mails, o aquecimento e o rastreamento de links deste plano aparecerão aqui.',
        },
        seatsType: {
          label: 'Tipo de assentos',
          emptyTitle: 'Nada definido ainda',
          emptyDescription: 'Se este plano vende assentos na nuvem, de extensão ou ambos aparecerá aqui.',
        },
        aiFeatures: {
          label: 'Recursos de IA',
          emptyTitle: 'Nada definido ainda',
          emptyDescription:
            'Os recursos de IA deste plano, das campanhas mágicas às mensagens do funcionário de IA, aparecerão aqui.',
        },
      },
    },
    price: {
      update: {
        subtitle: '{{whitelabel}}: preço {{priceId}} ({{type}})',
        emptyTitle: 'Atualizar preço',
        emptyDescription:
          'O valor, a periodicidade e a moeda deste preço aparecerão aqui; a moeda não pode mudar após a primeira fatura.',
      },
      updateDescription: {
        subtitle: '{{whitelabel}}: descrição do preço {{priceId}} ({{type}})',
        emptyTitle: 'Atualizar descrição do preço',
        emptyDescription: 'O nome do cartão e os recursos listados para este preço aparecerão aqui.',
      },
      updatePromo: {
        subtitle: '{{whitelabel}}: promoção do preço {{priceId}} ({{type}})',
        emptyTitle: 'Atualizar promoção',
        emptyDescription: 'O código promocional, sua descrição e o percentual de desconto aparecerão aqui.',
      },
    },
  },
  es: {
    loading: 'Cargando',
    notFound: {
      title: 'Página no encontrada',
      description: 'Esta página de administración no existe.',
    },
    menu: {
      label: 'Administración',
      customers: 'Clientes',
      prepaid: 'Prepago',
      whitelabels: 'Marcas blancas',
      monitoring: 'Supervisión',
    },
    customers: {
      title: 'Clientes',
      subtitle: 'Los espacios de trabajo de todos los clientes',
      customerSubtitle: 'Cliente {{id}}',
      emptyTitle: 'Aún no hay clientes',
      emptyDescription: 'Los espacios de trabajo, con sus usuarios, plan y estado de pago, aparecerán aquí.',
      customerEmptyTitle: 'Aún no hay nada sobre este cliente',
      customerEmptyDescription:
        'El espacio de trabajo, los usuarios, el plan y los créditos de este cliente aparecerán aquí.',
    },
    prepaid: {
      title: 'Clientes de prepago',
      subtitle: 'Clientes que pagan por adelantado',
      emptyTitle: 'Aún no hay clientes de prepago',
      emptyDescription:
        'Los clientes de prepago, con su correo, cliente de Stripe, moneda, nivel y periodicidad, aparecerán aquí.',
    },
    whitelabels: {
      title: 'Marcas blancas',
      subtitle: 'Marcas revendidas por agencias',
      statusSubtitle: 'Estado: {{status}}',
      emptyTitle: 'Aún no hay marcas blancas',
      emptyDescription: 'Las marcas blancas, con su marca, planes, precios y gestores, aparecerán aquí.',
    },
    monitoring: {
      title: 'Supervisión',
      subtitle: 'Actividad de la plataforma',
      emptyTitle: 'Aún no hay datos',
      emptyDescription: 'Los gráficos de actividad de la plataforma aparecerán aquí.',
      unavailableTitle: 'La supervisión no está disponible',
      unavailableDescription: 'La supervisión solo se ofrece para algunas marcas.',
    },
    whitelabel: {
      title: 'Marca blanca',
      subtitle: '{{whitelabel}}',
      menuLabel: 'Configuración de la marca blanca',
      sections: {
        details: {
          label: 'Detalles',
          emptyTitle: 'Aún no hay detalles',
          emptyDescription:
            'La configuración de marca, los métodos de inicio de sesión y las opciones de registro de esta marca blanca aparecerán aquí.',
        },
        colors: {
          label: 'Colores',
          emptyTitle: 'No hay colores definidos',
          emptyDescription:
            'Los colores y recursos visuales de esta marca blanca, para los temas claro y oscuro, aparecerán aquí.',
        },
        options: {
          label: 'Opciones',
          emptyTitle: 'No hay opciones definidas',
          emptyDescription: 'Las opciones de esta marca blanca aparecerán aquí.',
        },
        emailConfiguration: {
          label: 'Configuración de correo',
          emptyTitle: 'No hay configuración de correo',
          emptyDescription: 'La configuración de los correos que envía esta marca blanca aparecerá aquí.',
        },
        support: {
          label: 'Soporte',
          emptyTitle: 'No hay widget de soporte',
          emptyDescription:
            'La integración de soporte de esta marca blanca (Tawk, Intercom, HubSpot, Crisp y otras) aparecerá aquí.',
        },
        plans: {
          label: 'Planes',
          emptyTitle: 'Aún no hay planes',
          emptyDescription: 'Los planes de esta marca blanca, nivel por nivel, aparecerán aquí.',
        },
        pricing: {
          label: 'Precios',
          emptyTitle: 'Aún no hay precios',
          emptyDescription:
            'Los precios de esta marca blanca, con sus descripciones y promociones, aparecerán aquí.',
        },
        pricingEmpty: {
          emptyTitle: 'Los precios no están configurados',
          emptyDescription:
            'La configuración de marca debe existir antes de añadir precios a esta marca blanca.',
        },
        buzzPricing: {
          label: 'Precios Buzz',
          emptyTitle: 'Aún no hay precios Buzz',
          emptyDescription: 'Los precios Buzz de esta marca blanca aparecerán aquí.',
        },
        billing: {
          label: 'Facturación',
          emptyTitle: 'No hay configuración de facturación',
          emptyDescription: 'La configuración de facturación de esta marca blanca aparecerá aquí.',
        },
        healthIndexNotifications: {
          label: 'Notificaciones del índice de salud',
          emptyTitle: 'No hay reglas de índice de salud',
          emptyDescription:
            'Las reglas del índice de salud (mínimo, máximo, puntos) y sus notificaciones aparecerán aquí.',
        },
        managers: {
          label: 'Gestores',
          emptyTitle: 'Aún no hay gestores',
          emptyDescription:
            'Los gestores de ventas y de éxito, asignados a los clientes por turnos, aparecerán aquí.',
        },
        buzzManagers: {
          label: 'Gestores Buzz',
          emptyTitle: 'Aún no hay gestores Buzz',
          emptyDescription: 'Los gestores Buzz de esta marca blanca aparecerán aquí.',
        },
      },
    },
    plan: {
      subtitle: '{{whitelabel}}: plan {{tier}}',
      menuLabel: 'Configuración del plan',
      featuresLabel: 'Grupos de funciones',
      sections: {
        features: {
          label: 'Funciones',
        },
        seats: {
          label: 'Asientos',
          emptyTitle: 'No hay asientos definidos',
          emptyDescription:
            'Los asientos de este plan, con los asientos gratuitos y la cantidad mínima a pagar, aparecerán aquí.',
        },
        creditsFeatures: {
          label: 'Funciones de créditos',
          emptyTitle: 'No hay créditos definidos',
          emptyDescription: 'Los créditos que incluye este plan, categoría por categoría, aparecerán aquí.',
        },
        limits: {
          label: 'Límites',
          emptyTitle: 'No hay límites definidos',
          emptyDescription:
            'Los límites de este plan, como el número de campañas y de integraciones de correo, aparecerán aquí.',
        },
      },
      features: {
        baseFeatures: {
          label: 'Funciones básicas',
          emptyTitle: 'Aún no hay nada definido',
          emptyDescription: 'Las funciones básicas que activa este plan aparecerán aquí.',
        },
        searchTypes: {
          label: 'Tipos de búsqueda',
          emptyTitle: 'Aún no hay nada definido',
          emptyDescription:
            'Los tipos de búsqueda que permite este plan (segmentación social, por publicación, evento, grupo, API e IA) aparecerán aquí.',
        },
        integrations: {
          label: 'Integraciones',
          emptyTitle: 'Aún no hay nada definido',
          emptyDescription:
            'Las integraciones que permite este plan, como webhooks y Zapier, aparecerán aquí.',
        },
        crmIntegrations: {
          label: 'Integraciones de CRM',
          emptyTitle: 'Aún no hay nada definido',
          emptyDescription: 'Los CRM que permite este plan (integrado, Pipedrive, HubSpot) aparecerán aquí.',
        },
        dialerFeatures: {
          label: 'Funciones del marcador',
          emptyTitle: 'Aún no hay nada definido',
          emptyDescription: 'Las llamadas, SMS y mensajes de voz de este plan aparecerán aquí.',
        },
        aiEmailFeatures: {
          label: 'Funciones de correo con IA',
          emptyTitle: 'Aún no hay nada definido',
          emptyDescription:
            'Los dominios y espacios de buzón del servicio de correo con IA de este plan aparecerán aquí.',
        },
        emailFeatures: {
          label: 'Funciones de correo',
          emptyTitle: 'Aún no hay nada definido',
          emptyDescription:
            'La automatización de correo, el calentamiento y el seguimiento de enlaces de este plan aparecerán aquí.',
        },
        seatsType: {
          label: 'Tipo de asientos',
          emptyTitle: 'Aún no hay nada definido',
          emptyDescription: 'Si este plan vende asientos en la nube, de extensión o ambos aparecerá aquí.',
        },
        aiFeatures: {
          label: 'Funciones de IA',
          emptyTitle: 'Aún no hay nada definido',
          emptyDescription:
            'Las funciones de IA de este plan, de las campañas mágicas a los mensajes del empleado de IA, aparecerán aquí.',
        },
      },
    },
    price: {
      update: {
        subtitle: '{{whitelabel}}: precio {{priceId}} ({{type}})',
        emptyTitle: 'Actualizar precio',
        emptyDescription:
          'El importe, la periodicidad y la moneda de este precio aparecerán aquí; la moneda no puede cambiar después de la primera factura.',
      },
      updateDescription: {
        subtitle: '{{whitelabel}}: descripción del precio {{priceId}} ({{type}})',
        emptyTitle: 'Actualizar la descripción del precio',
        emptyDescription:
          'El nombre de la tarjeta y las funciones indicadas para este precio aparecerán aquí.',
      },
      updatePromo: {
        subtitle: '{{whitelabel}}: promoción del precio {{priceId}} ({{type}})',
        emptyTitle: 'Actualizar promoción',
        emptyDescription:
          'El código promocional, su descripción y el porcentaje de descuento aparecerán aquí.',
      },
    },
  },
});
