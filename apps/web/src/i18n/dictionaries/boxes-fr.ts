import type { BoxesDictionary } from './boxes-en';

export const boxesFr: BoxesDictionary = {
  inboxTitle: 'Boîte de réception',
};
