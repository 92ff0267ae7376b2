/** GET /api/dashboard/stats: the console's own data, counted in SQL, names in the request's locale. */
export interface DashboardStats {
  totals: { users: number; roles: number; groups: number; permissions: number };
  /** Users per group (every group below the root, users counted where they are directly placed). */
  usersByGroup: { id: string; name: string; users: number }[];
  /** Users holding each role (a user with several roles counts for each). */
  usersByRole: { id: string; role: string; name: string; users: number }[];
  usersByStatus: { status: '1' | '0'; users: number }[];
  /**
   * Sign-ups per day (users.created_at), split by the users' current status: the `signupDays` days
   * up to today (the server's date in UTC, lib/dashboard/signups.ts), every day present, oldest first.
   */
  signups: { date: string; enabled: number; disabled: number }[];
}

export const signupDays = 90;
