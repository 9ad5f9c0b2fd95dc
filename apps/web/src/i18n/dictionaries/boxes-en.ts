/** The inbox's and box page's English strings (the French ones are typed by these). */
export const boxesEn = {
  inboxTitle: 'Inbox',
};

export type BoxesDictionary = typeof boxesEn;
