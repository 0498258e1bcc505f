/**
 * The minimum lead time of order lines (issue 15 item 6, ADR 0033): counted in working days,
 * Monday to Friday, after the order date (public holidays are not known to the product).
 */
export const defaultMinLeadTimeWorkingDays = 10;
export const maxMinLeadTimeWorkingDays = 260;

/** The day `days` working days after `day` (YYYY-MM-DD); 0 days is the day itself. */
export function addWorkingDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
