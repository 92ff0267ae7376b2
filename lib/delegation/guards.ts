import 'server-only';
import { inArray } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import type { Session } from '@/lib/auth/session';
import * as t from '@/lib/db/schema';
import type { Db, Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { scopeWithin, type DataScope } from '@/lib/scope/data-scope';
import { holdingsOf, rolePermissionSets, userGrantSets } from './holdings';
import { lacking, type GrantSet, type Holdings } from './rules';

/**
 * The server's half of the delegation rules: every grant and management write calls one of these
 * inside its transaction, before it changes anything. A refusal is a 403 naming what is lacking.
 */
export class Delegation {
  private constructor(
    private readonly tx: Db | Tx,
    private readonly locale: Locale,
    readonly holdings: Holdings,
    private readonly scope: DataScope,
  ) {}

  /** A write passes its transaction; a read may pass the database (under read committed each statement has its own snapshot either way). */
  static async of(tx: Db | Tx, session: Session, locale: Locale): Promise<Delegation> {
    return new Delegation(tx, locale, await holdingsOf(tx, session), session.dataScope);
  }

  /** The same from holdings the caller has already read (`holdingsOf`'s, as the access inspector reads super's beside its user). */
  static held(tx: Db | Tx, session: Session, locale: Locale, holdings: Holdings): Delegation {
    return new Delegation(tx, locale, holdings, session.dataScope);
  }

  /** A role may be given, or may already have, a data scope no wider than the session's own. */
  assertMayScope(scope: DataScope | undefined): void {
    if (scope !== undefined && !scopeWithin(scope, this.scope)) {
      throw new ApiError(403, 'api.delegation.scopeTooWide', { scope: this.scope });
    }
  }

  /** Roles and permissions may be handed out (to a user or into a role) only when held. */
  async assertMayGrant(wanted: GrantSet): Promise<void> {
    const items = await this.describe(wanted);
    if (items) throw new ApiError(403, 'api.delegation.cannotGrant', { items });
  }

  /** A user may be edited, disabled, deleted or reset only when all they hold is held. */
  async assertMayManageUsers(userIds: readonly string[]): Promise<void> {
    const sets = await userGrantSets(this.tx, userIds);
    for (const [userId, set] of sets) {
      const items = await this.describe(set);
      if (!items) continue;
      const [user] = await this.tx.select({ username: t.users.username }).from(t.users).where(inArray(t.users.id, [userId]));
      throw cannotManageUser(user?.username ?? userId, items);
    }
  }

  /**
   * The same rule for one user whose holdings the caller has already read (every role, enabled or not,
   * and every own permission, as `userGrantSets` reads them): no second read of them.
   */
  async assertMayManageHeld(user: { username: string; holds: GrantSet }): Promise<void> {
    const items = await this.describe(user.holds);
    if (items) throw cannotManageUser(user.username, items);
  }

  /** A role may be edited or deleted only when all its permissions are held. */
  async assertMayManageRoles(roles: readonly { id: string; code: string }[]): Promise<void> {
    const sets = await rolePermissionSets(this.tx, roles.map((r) => r.id));
    for (const role of roles) {
      const items = await this.describe({ permissions: sets.get(role.id) ?? [] });
      if (items) throw new ApiError(403, 'api.delegation.cannotManageRole', { role: role.code, items });
    }
  }

  /** What of `wanted` is not held, as text ("role super, /system/audit, /system/user delete"), or ''. */
  private async describe(wanted: GrantSet): Promise<string> {
    const missing = lacking(this.holdings, wanted);
    if (missing.roles.length === 0 && missing.permissions.length === 0) return '';
    const permissions =
      missing.permissions.length === 0
        ? []
        : await this.tx
            .select({ path: t.permissions.path, action: t.permissions.action })
            .from(t.permissions)
            .where(inArray(t.permissions.id, missing.permissions));
    const names = [
      ...missing.roles.map((role) => translate(this.locale, 'api.delegation.role', { role })),
      ...permissions.map((p) => (p.action ? `${p.path} ${p.action}` : p.path)),
    ];
    const shown = names.slice(0, 4).join(', ');
    return names.length > 4 ? `${shown} (+${names.length - 4})` : shown;
  }
}

function cannotManageUser(user: string, items: string): ApiError {
  return new ApiError(403, 'api.delegation.cannotManageUser', { user, items });
}
