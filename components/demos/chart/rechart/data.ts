/** Sample data of the Recharts gallery (the shadcn charts gallery's visitors and browsers). */
export const monthlyVisitors = [
  { month: 0, desktop: 186, mobile: 80 },
  { month: 1, desktop: 305, mobile: 200 },
  { month: 2, desktop: 237, mobile: 120 },
  { month: 3, desktop: 73, mobile: 190 },
  { month: 4, desktop: 209, mobile: 130 },
  { month: 5, desktop: 214, mobile: 140 },
];

/** Month-on-month change of visitors, positive and negative. */
export const monthlyChange = [186, 205, -207, 173, -209, 214];

export const browsers = ['chrome', 'safari', 'firefox', 'edge', 'other'] as const;
export type Browser = (typeof browsers)[number];

export const browserVisitors: { browser: Browser; visitors: number }[] = [
  { browser: 'chrome', visitors: 275 },
  { browser: 'safari', visitors: 200 },
  { browser: 'firefox', visitors: 187 },
  { browser: 'edge', visitors: 173 },
  { browser: 'other', visitors: 90 },
];

/** Calories burnt per day, for the tooltip demos. */
export const activity = [
  { date: '2024-07-15', running: 450, swimming: 300 },
  { date: '2024-07-16', running: 380, swimming: 420 },
  { date: '2024-07-17', running: 520, swimming: 120 },
  { date: '2024-07-18', running: 140, swimming: 550 },
  { date: '2024-07-19', running: 600, swimming: 350 },
  { date: '2024-07-20', running: 480, swimming: 400 },
];
