/**
 * A formatter made on its first use: making an Intl formatter loads its locale data (~5 ms each),
 * which would otherwise delay every screen that imports this module (issue #18).
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const dateFormat = lazily(
  () => new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
);
const dateTimeFormat = lazily(
  () =>
    new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** A YYYY-MM-DD calendar date in the user's format (read as a local date, never shifted by UTC). */
export function formatCalendarDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return '—';
  return dateFormat().format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** A moment (ISO timestamp) as a local date. */
export function formatDate(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? '—' : dateFormat().format(time);
}

/** A moment (ISO timestamp) as a local date and time. */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? '—' : dateTimeFormat().format(time);
}

const moneyFormat = lazily(() => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }));

/** A decimal string from the server (prices are never floats on the wire) as US dollars. */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const number = Number(value);
  return Number.isFinite(number) ? moneyFormat().format(number) : String(value);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type Address = {
  Address1: string;
  Address2: string;
  City: string;
  StateProvinceCode: string;
  PostalCode: string;
  CountryCode: string;
};

/** An address on one line, as on a label: "5 Dock St, Suite 2, Halifax NS B3H 1A1, CA"; '—' without one. */
export function formatAddress(location: Address | null | undefined): string {
  if (!location) return '—';
  const cityLine = [
    location.City,
    [location.StateProvinceCode, location.PostalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(' ');
  const parts = [location.Address1, location.Address2, cityLine, location.CountryCode].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : '—';
}
