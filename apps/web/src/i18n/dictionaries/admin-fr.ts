import type { AdminDictionary } from './admin-en';

export const adminFr: AdminDictionary = {
  title: 'Organisations',
};
