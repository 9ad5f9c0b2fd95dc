import { deName } from '../french-elision';
import type { LiveDictionary } from './live-en';

export const liveFr: LiveDictionary = {
  inbox: {
    unread: (count: number) => (count === 1 ? '1 non lu' : `${count} non lus`),
    totalUnread: (count: number) =>
      count === 0
        ? 'Rien de non lu.'
        : count === 1
          ? '1 événement non lu.'
          : `${count} événements non lus.`,
    searchLabel: 'Chercher par titre de coffre',
    searchHint: 'Tous les coffres sont cherchés, pas seulement ceux affichés.',
    noMatch: (query: string) => `Aucun titre de coffre ne contient « ${query} ».`,
    showMore: 'Afficher plus de coffres',
    loadingMore: 'Chargement…',
  },
  box: {
    showOlder: 'Afficher les messages plus anciens',
    loadingOlder: 'Chargement des messages plus anciens…',
    deletedLive:
      'Il a été supprimé pendant que cette page était ouverte, avec ses messages et ses fichiers.',
    accessLost: 'Vous n’avez plus accès à ce coffre.',
  },
  admin: {
    searchLabel: 'Chercher par titre',
    noMatch: (query: string) => `Aucun titre de coffre ne contient « ${query} ».`,
    showMore: 'Afficher plus de coffres',
  },
  webhooks: {
    heading: 'Webhooks',
    intro:
      'Coffer informe vos serveurs de ce qui se passe dans les coffres de l’organisation : identifiants, types et dates, jamais le contenu. Chaque envoi est signé (Standard Webhooks).',
    adminsOnly: 'Seuls les administrateurs de l’organisation gèrent les webhooks.',
    none: 'Aucun point de réception pour l’instant.',
    urlLabel: 'URL du point de réception',
    urlHint: 'https://, ou http:// sur localhost uniquement.',
    eventTypesLabel: 'Types d’événements',
    register: 'Enregistrer le point de réception',
    registered: 'Point de réception enregistré.',
    urlInvalid:
      'Utilisez une adresse https:// (http:// seulement sur localhost), sans identifiants.',
    eventTypesInvalid: 'Choisissez au moins un type d’événement.',
    secretHeading: 'Secret de signature',
    secretOnce:
      'Copiez-le maintenant : il n’est affiché qu’une fois. Votre serveur vérifie avec lui la signature de chaque envoi.',
    copy: 'Copier le secret',
    copied: 'Copié.',
    enabled: 'Actif',
    disabled: 'Désactivé',
    disable: 'Désactiver',
    enable: 'Activer',
    rotate: 'Renouveler le secret',
    rotateConfirm:
      'Renouveler le secret ? Tous les envois à partir de maintenant, y compris les nouvelles tentatives, sont signés avec le nouveau seulement.',
    remove: 'Supprimer',
    removeLabel: (url: string) => `Supprimer le point de réception ${url}`,
    removeConfirm: 'Supprimer ce point de réception et son journal d’envois ?',
    removed: 'Point de réception supprimé.',
    deliveries: 'Journal d’envois',
    deliveriesLabel: (url: string) => `Journal d’envois ${deName(url)}`,
    noDeliveries: 'Aucun envoi pour l’instant.',
    eventType: 'Événement',
    status: 'État',
    attempts: 'Tentatives',
    lastError: 'Dernière erreur',
    time: 'Date',
    statuses: {
      pending: 'En attente',
      retrying: 'Nouvelle tentative prévue',
      succeeded: 'Livré',
      failed: 'Échec',
      skipped: 'Ignoré',
    },
    refresh: 'Actualiser le journal',
  },
};
