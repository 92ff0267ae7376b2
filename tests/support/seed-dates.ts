import { demoSignupAt, seedDay } from '@/lib/db/seed-dates';

/**
 * When seeded demo user `index` (of the fixture's 23) signed up in a database seeded today: the seed loader
 * dates them back from its day (lib/db/seed-dates.ts). Also its `update`, never edited since.
 */
export const seededSignup = (index: number): string => demoSignupAt(index, 23, seedDay(new Date()));
