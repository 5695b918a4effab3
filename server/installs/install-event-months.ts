/*
 * The months of `install_events` (ARCHITECTURE.md "Growth of install events"): UTC months, one
 * partition each, named install_events_YYYY_MM.
 */

/** The start (00:00 UTC on the 1st) of the UTC month of `time`, moved by `months` (back when negative). */
export const monthStart = (time: Date, months = 0): Date => new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth() + months, 1));

/** The partition of the month starting at `month`. */
export const partitionNameOf = (month: Date): string =>
  `install_events_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

const PARTITION_NAME = /^install_events_(\d{4})_(\d{2})$/;

/** The month a partition's name stands for; undefined for any other table (the default partition). */
export function monthOfPartition(name: string): Date | undefined {
  const match = PARTITION_NAME.exec(name);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : undefined;
}

/**
 * The time from which install events are kept under `keepMonths` (INSTALL_EVENTS_KEEP_MONTHS): the
 * current month and the `keepMonths` before it, so whole months go at once. Null when everything is
 * kept (0).
 */
export const eventsKeptFrom = (now: Date, keepMonths: number): Date | null => (keepMonths > 0 ? monthStart(now, -keepMonths) : null);
