import { ZxcvbnFactory, type Score } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn-ts with the common (passwords, keyboard graphs) and English (words, names, Wikipedia) dictionaries:
 * about 300 KB gzip, so this module is only ever imported dynamically (components/password/password-strength.tsx)
 * and the sign-in page and a console's first load never carry it.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
});

/** The estimate's score, 0 (guessed at once) to 4 (very unlikely to be guessed); the user's own details count against it. */
export function estimateStrength(password: string, userInputs: string[]): Score {
  return zxcvbn.check(password, userInputs).score;
}
