/**
 * The one place request limits come from: the sizes of the columns client text and numbers end in, as the
 * migrations create them (migrations/src/migrations). Request schemas take their maxLength from here and server code
 * that builds a value for a column (an e-mail subject from a name) clips it to here;
 * api/src/db/columns.test.ts checks every entry against the migrated database, so a migration that changes a size
 * fails the suite until this table follows.
 */
export const COLUMN_LENGTH = {
  agent: {
    email: 320,
    title: 200,
    image: 2000,
    address: 500,
    address2: 500,
    mobile: 40,
    phone: 40,
    city: 120,
    state: 60,
    map: 2000,
    website2: 2000,
  },
  content_section: { client: 40, page_name: 100, section: 100 },
  form_field: { field_label: 200, place_holder: 200 },
  notification_email: { email: 320 },
  submission: { name: 300, email: 320 },
  submission_file: { field_label: 200, name: 300 },
  mail_outbox: { subject: 300 },
  blog_topic: { title: 120 },
  blog_tag: { tag: 120 },
  blog: { title: 300, sub_title: 600, image_link: 2000 },
  blog_setting: { page_name: 100, title: 200, subtitle: 400 },
  session: { name: 200, email: 320 },
  activity: { actor_email: 320, actor_name: 200, summary: 500, page_name: 100, item: 500, item_url: 2000 },
} as const;

/** The largest value of a PostgreSQL integer (int4) column: ids, counts, tag ids. */
export const INT4_MAX = 2_147_483_647;

/** A string cut to at most `max` characters as PostgreSQL counts them (code points), never inside a pair. */
export function clipToColumn(value: string, max: number): string {
  if (value.length <= max) return value;
  return Array.from(value).slice(0, max).join("");
}
