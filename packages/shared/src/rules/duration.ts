/**
 * A span of time as people read it in reports (issue #15 item 9): whole minutes under an hour
 * ("25 min", never "0.4 h" or "0.0 h"), hours with one decimal from an hour on ("1.5 h").
 */
export function formatDuration(milliseconds: number): string {
  const minutes = Math.round(milliseconds / 60_000);
  if (minutes < 60) return `${minutes} min`;
  return `${(milliseconds / 3_600_000).toFixed(1)} h`;
}
