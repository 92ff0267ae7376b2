import 'server-only';
import { fieldError } from '@/lib/api/field-error';
import type { Locale } from '@/lib/i18n/locales';
import { auditEntities } from '@/lib/trail/entities';

/**
 * The entity filter names a registered resource with writes, else 400 on `entity`. Checked here, not in
 * the contract: the contract is part of the registry that lists the entities.
 */
export function assertKnownEntity(entity: string | undefined, locale: Locale): void {
  if (entity !== undefined && !auditEntities().includes(entity)) throw fieldError(400, locale, 'entity', 'validate.invalid');
}
