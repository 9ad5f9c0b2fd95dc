/** The organization dashboard's English strings (the French ones are typed by these). */
export const adminEn = {
  title: 'Organizations',
};

export type AdminDictionary = typeof adminEn;
