import type { OfficeHoursRow } from "@hpm/contracts";
import type { DayOfWeek, OpeningHoursSpecification } from "schema-dts";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type Day = (typeof DAYS)[number];

const DAY_WORDS: Record<string, readonly Day[]> = {
  weekdays: DAYS.slice(0, 5),
  weekends: DAYS.slice(5),
  weekend: DAYS.slice(5),
  daily: DAYS,
  everyday: DAYS,
  "every day": DAYS,
  "7 days": DAYS,
};

/** A day by its name or a prefix of two letters or more ("Mon", "Tues", "Th"), plural or with a period. */
function dayOf(word: string): Day | undefined {
  const w = word.toLowerCase().replace(/\.$/, "");
  const find = (x: string) => (x.length >= 2 ? DAYS.find((d) => d.toLowerCase().startsWith(x)) : undefined);
  return find(w) ?? (w === "weds" ? "Wednesday" : undefined) ?? (w.endsWith("s") ? find(w.slice(0, -1)) : undefined);
}

/** The days a row's first column names ("Monday - Friday", "Mon, Wed & Fri", "Weekdays"); undefined if any part is not a day. */
export function parseDays(text: string): Day[] | undefined {
  const days = new Set<Day>();
  const parts = text
    .trim()
    .toLowerCase()
    .split(/\s*(?:,|&|\/|\band\b|\+|;)\s*/)
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  for (const part of parts) {
    const word = DAY_WORDS[part];
    if (word) {
      for (const d of word) days.add(d);
      continue;
    }
    const range = part.split(/\s*(?:-|–|—|\bthrough\b|\bthru\b|\bto\b)\s*/);
    if (range.length === 1) {
      const day = dayOf(part);
      if (!day) return undefined;
      days.add(day);
    } else if (range.length === 2) {
      const [from, to] = range.map((r) => dayOf(r ?? ""));
      if (!from || !to) return undefined;
      for (let i = DAYS.indexOf(from); ; i = (i + 1) % 7) {
        days.add(DAYS[i] as Day);
        if (DAYS[i] === to) break;
      }
    } else return undefined;
  }
  return DAYS.filter((d) => days.has(d));
}

type Clock = { minutes: number; meridiem: "am" | "pm" | null };

/** "8", "8:30", "08:30", "8am", "8:30 p.m.", "noon", "midnight". */
function clockOf(text: string): Clock | undefined {
  const t = text.trim().toLowerCase();
  if (t === "noon" || t === "12 noon") return { minutes: 12 * 60, meridiem: "pm" };
  if (t === "midnight") return { minutes: 24 * 60, meridiem: "am" };
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|a|p)?$/.exec(t);
  if (!m) return undefined;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const meridiem = m[3] ? (m[3].startsWith("a") ? "am" : "pm") : null;
  if (minute > 59) return undefined;
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    return { minutes: ((hour % 12) + (meridiem === "pm" ? 12 : 0)) * 60 + minute, meridiem };
  }
  // without am/pm only a 24-hour time with its minutes ("08:00", "17:30") says which half of the day it is
  if (m[2] === undefined || hour > 23) return undefined;
  return { minutes: hour * 60 + minute, meridiem };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The opening intervals a row's second column names ("8:00 AM - 5:00 PM", "8am-12pm, 1pm-5pm", "08:00–17:00"). */
export function parseTimes(text: string): { opens: string; closes: string }[] | undefined {
  const intervals = text
    .trim()
    .split(/\s*(?:,|&|;|\band\b)\s*/)
    .filter(Boolean);
  if (intervals.length === 0) return undefined;
  const out: { opens: string; closes: string }[] = [];
  for (const interval of intervals) {
    const ends = interval.split(/\s*(?:-|–|—|\bto\b|\buntil\b|\btill\b)\s*/i);
    if (ends.length !== 2) return undefined;
    const [opens, closes] = ends.map((e) => clockOf(e ?? ""));
    // a time without am/pm beside one with it ("8 - 5 PM") is a guess: not taken
    if (!opens || !closes || (opens.meridiem === null) !== (closes.meridiem === null)) return undefined;
    // closing at 12 AM or 00:00 is closing at midnight, the end of the day
    const closing = closes.minutes === 0 ? 24 * 60 : closes.minutes;
    if (closing <= opens.minutes) return undefined;
    out.push({ opens: hhmm(opens.minutes), closes: closing === 24 * 60 ? "23:59" : hhmm(closing) });
  }
  return out;
}

/**
 * The office hours table (rows of day and time text) as schema.org opening hours: the rows read by parseDays and
 * parseTimes, days with the same hours together. A row either cannot read (closed, "By appointment", a note) is left out.
 */
export function openingHours(rows: readonly OfficeHoursRow[]): OpeningHoursSpecification[] {
  const byHours = new Map<string, Day[]>();
  for (const row of rows) {
    const days = parseDays(row.column1);
    const times = parseTimes(row.column2);
    if (!days || !times) continue;
    for (const { opens, closes } of times) {
      const key = `${opens}-${closes}`;
      const known = byHours.get(key) ?? [];
      byHours.set(key, [...known, ...days.filter((d) => !known.includes(d))]);
    }
  }
  return [...byHours].map(([key, days]) => {
    const [opens = "", closes = ""] = key.split("-");
    return {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: DAYS.filter((d) => days.includes(d)) as DayOfWeek[],
      opens,
      closes,
    };
  });
}
