import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { ticketSeconds } from '@/lib/auth/factor-kinds';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { mfaNow } from './clock';

export type TicketKind = 'mfa' | 'mfa-enrol';

export interface Ticket {
  idHash: string;
  userId: string;
  kind: TicketKind;
  tokenVersion: number;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * A ticket between the password and a session: 256 random bits, stored as their SHA-256, living
 * `ticketSeconds` by the MFA clock. It is no JWT, so no other endpoint or page takes it for a session.
 */
export async function issueTicket(tx: Tx, user: { id: string; version: number }, kind: TicketKind): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  const now = mfaNow();
  await tx.delete(t.mfaTickets).where(lt(t.mfaTickets.expiresAt, new Date(now)));
  await tx.insert(t.mfaTickets).values({ idHash: hashTicket(ticket), userId: user.id, kind, tokenVersion: user.version, expiresAt: new Date(now + ticketSeconds * 1000) });
  return ticket;
}

/**
 * The live ticket of this kind (locked for the transaction), or null: unknown, spent, expired, or
 * issued before the user's password was reset or the account disabled (its token version moved on).
 */
export async function readTicket(tx: Tx, ticket: string, kind: TicketKind): Promise<Ticket | null> {
  const [row] = await tx
    .select({ idHash: t.mfaTickets.idHash, userId: t.mfaTickets.userId, kind: t.mfaTickets.kind, tokenVersion: t.mfaTickets.tokenVersion, expiresAt: t.mfaTickets.expiresAt, version: t.users.tokenVersion, status: t.users.status })
    .from(t.mfaTickets)
    .innerJoin(t.users, eq(t.users.id, t.mfaTickets.userId))
    .where(and(eq(t.mfaTickets.idHash, hashTicket(ticket)), eq(t.mfaTickets.kind, kind)))
    .for('update', { of: t.mfaTickets });
  if (!row || row.expiresAt.getTime() <= mfaNow() || row.version !== row.tokenVersion || row.status !== '1') return null;
  return { idHash: row.idHash, userId: row.userId, kind: row.kind, tokenVersion: row.tokenVersion };
}

/** Spends a ticket: true for the one call that deletes it. */
export async function spendTicket(tx: Tx, ticket: Ticket): Promise<boolean> {
  const spent = await tx.delete(t.mfaTickets).where(eq(t.mfaTickets.idHash, ticket.idHash)).returning({ id: t.mfaTickets.idHash });
  return spent.length > 0;
}

/** A bearer value that can be a ticket (a JWT has dots; a ticket is 43 base64url characters). */
export const looksLikeTicket = (value: string | undefined): value is string => value !== undefined && /^[\w-]{43}$/.test(value);
