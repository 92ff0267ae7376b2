import { clsx, type ClassValue } from "clsx"
import { twMerge } from "tailwind-merge"

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

/** Distinct values in first-seen order (bodies may repeat an id). */
export function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
