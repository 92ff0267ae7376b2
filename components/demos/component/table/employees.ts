/** The table demo's data: employees generated on the client from a seeded PRNG (same rows every load). */
export const statuses = ['active', 'onLeave', 'probation', 'inactive'] as const;
export const departments = ['engineering', 'design', 'sales', 'marketing', 'support', 'finance'] as const;
export const roles = ['intern', 'junior', 'senior', 'lead', 'manager'] as const;

export type EmployeeStatus = (typeof statuses)[number];
export type Department = (typeof departments)[number];
export type Level = (typeof roles)[number];

export interface Employee {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  department: Department;
  level: Level;
  status: EmployeeStatus;
  age: number;
  salary: number;
  /** 0–100 */
  progress: number;
  /** yyyy-MM-dd */
  joined: string;
  /** lower-case text the global filter searches */
  search: string;
}

const firstNames = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Mia', 'Lucas', 'Wei', 'Jing',
  'Hiroshi', 'Yuki', 'Priya', 'Arjun', 'Fatima', 'Omar', 'Chloe', 'Mateo', 'Ingrid', 'Lars', 'Ana', 'Diego',
] as const;
const lastNames = [
  'Smith', 'Chen', 'Garcia', 'Müller', 'Tanaka', 'Kim', 'Patel', 'Rossi', 'Nguyen', 'Silva', 'Johansson',
  'Dubois', 'Novak', 'Wang', 'Li', 'Brown', 'Khan', 'Lopez', 'Cohen', 'Ivanova',
] as const;
const cities = [
  'Shanghai', 'Beijing', 'Shenzhen', 'Singapore', 'Tokyo', 'Seoul', 'London', 'Berlin', 'Paris', 'New York',
  'Toronto', 'Sydney', 'São Paulo', 'Stockholm',
] as const;

/** mulberry32: a small, fast 32-bit PRNG; the same seed always gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `count` employees with ids EMP-00001 …, the same for the same seed. */
export function makeEmployees(count: number, seed = 42): Employee[] {
  const random = seededRandom(seed);
  const start = Date.UTC(2015, 0, 1);
  const span = Date.UTC(2025, 11, 31) - start;
  return Array.from({ length: count }, (_, i) => {
    const firstName = pick(random, firstNames);
    const lastName = pick(random, lastNames);
    const id = `EMP-${pad(i + 1, 5)}`;
    const email = `${firstName}.${lastName}${i + 1}@example.com`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const city = pick(random, cities);
    const department = pick(random, departments);
    const level = pick(random, roles);
    const status = random() < 0.55 ? 'active' : pick(random, statuses);
    const age = 21 + Math.floor(random() * 44);
    const salary = Math.round((3 + random() * 27) * 100) * 10;
    const progress = Math.floor(random() * 101);
    const joined = new Date(start + Math.floor(random() * span)).toISOString().slice(0, 10);
    const search = [id, firstName, lastName, email, city, department, level, status].join(' ').toLowerCase();
    return { id, firstName, lastName, email, city, department, level, status, age, salary, progress, joined, search };
  });
}
