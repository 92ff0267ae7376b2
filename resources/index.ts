import { notice } from '@/resources/notices/registration';

/**
 * The registered resources, one line each (docs/adding-a-resource.md). From this list come their
 * menu items and grants (seeded once per database), audit entities, page paths and messages.
 */
export const registeredResources = [notice] as const;
