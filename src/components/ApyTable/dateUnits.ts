const dateFields: ReadonlySet<string> = new Set(['era', 'year', 'month', 'day', 'weekday', 'relatedYear', 'yearName']);
const timeFields: ReadonlySet<string> = new Set(['hour', 'minute', 'second', 'dayPeriod', 'timeZoneName']);

/**
 * A date and time formatted so lines break only between the two ("Dec 1, 2026," then "11:00 PM"), never inside the
 * date or between a time and its "PM": every other space becomes a no-break space.
 */
export function formatDateUnits(dates: Intl.DateTimeFormat, ms: number): string {
  const parts = dates.formatToParts(ms);
  return parts
    .map((part, index) => {
      if (part.type !== 'literal') return part.value;
      const between = dateFields.has(parts[index - 1]?.type ?? '') && timeFields.has(parts[index + 1]?.type ?? '');
      return between ? part.value : part.value.replace(/[ \t]/g, '\u00a0');
    })
    .join('');
}
