import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface ContentVersionTable {
  id: Generated<number>;
  client: string;
  pageName: string;
  section: string;
  content: Json<Record<string, unknown>>;
  createdBy: string;
  restoredFrom: number | null;
  createdAt: Timestamp;
  /** issue 30: "draft" (saved as a draft) or "published" (live now or before) */
  state: Generated<"draft" | "published">;
  /** when it went live (null: never) */
  publishedAt: Timestamp | null;
}

/** Issue 30: a section's current draft (its content is the version's). */
export interface ContentDraftTable {
  client: string;
  pageName: string;
  section: string;
  versionId: number;
  updatedAt: Timestamp;
}

/** Issue 30: a change waiting for its time; claimed once across instances (FOR UPDATE SKIP LOCKED). */
export interface ScheduledChangeTable {
  id: Generated<number>;
  client: string;
  kind: string;
  pageName: string | null;
  postId: number | null;
  asOf: Timestamp | null;
  runAt: Timestamp;
  state: Generated<string>;
  createdBy: string;
  createdAt: Timestamp;
  doneAt: Timestamp | null;
  cancelledBy: string | null;
  error: string | null;
}

/** Issue 30: a preview link shared with a reviewer (the token is its id, signed). */
export interface PreviewLinkTable {
  id: Generated<number>;
  client: string;
  pageName: string;
  createdBy: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  revokedBy: string | null;
}

/** Issue 18: a saved version of a blog post (item_key: its id) or an agent (item_key: the e-mail). */
export interface ItemVersionTable {
  id: Generated<number>;
  client: string;
  kind: string;
  itemKey: string;
  content: Json<Record<string, unknown>>;
  createdBy: string;
  restoredFrom: number | null;
  createdAt: Timestamp;
}

export interface ContentSectionTable {
  client: string;
  pageName: string;
  section: string;
  content: Json<Record<string, unknown>>;
  versionId: number;
  updatedAt: Timestamp;
}

export interface UploadTable {
  id: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  variants: Json<{ width: number; path: string }[]>;
  createdBy: string;
  createdAt: Timestamp;
}

export interface AgentTable {
  client: string;
  email: string;
  title: string;
  image: ColumnType<string, string | undefined, string>;
  address: string;
  address2: ColumnType<string, string | undefined, string>;
  mobile: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  aboutMe: string;
  lat: number | null;
  lng: number | null;
  city: string;
  state: string;
  zip: ColumnType<string, string | undefined, string>;
  map: ColumnType<string, string | undefined, string>;
  website2: ColumnType<string, string | undefined, string>;
  officeHours: Json<{ column1: string; column2: string }[]>;
  updatedBy: string;
  updatedAt: Timestamp;
}

export interface SeedRunTable {
  name: string;
  ranAt: Timestamp;
}

export interface FormFieldTable {
  id: Generated<number>;
  client: string;
  pageName: string;
  fieldType: string;
  fieldInputType: string;
  fieldLabel: string;
  fieldValue: Json<string[]>;
  placeHolder: string;
  requiredStatus: number;
  validationType: string;
  sortOrder: number;
  updatedBy: string;
  updatedAt: Timestamp;
}

export interface NotificationEmailTable {
  id: Generated<number>;
  client: string;
  pageName: string;
  sendThrough: string;
  email: string;
  createdBy: string;
  createdAt: Timestamp;
}

export interface SubmissionTable {
  id: string;
  client: string;
  kind: string;
  pageName: string;
  idempotencyKey: string | null;
  bodyHash: string;
  name: string;
  email: string;
  entries: Json<unknown[]>;
  meta: Json<Record<string, string>>;
  response: Json<{ statusCode: number; body: unknown }>;
  createdAt: Timestamp;
}

export interface SubmissionFileTable {
  id: Generated<number>;
  submissionId: string;
  fieldLabel: string;
  name: string;
  mime: string;
  size: number;
  storageKey: string;
}

export interface ResumableUploadTable {
  id: string;
  idempotencyKey: string;
  field: string;
  fileName: string;
  fileType: string;
  length: number;
  offset: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ResumableUploadPieceTable {
  uploadId: string;
  offset: number;
  size: number;
  storageKey: string;
}

export interface StoredFileTable {
  area: string;
  key: string;
  contentType: string;
  size: number;
  content: Buffer;
  createdAt: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  submissionId: string | null;
  recipientGroup: string;
  messageId: string;
  fromAddress: string;
  replyTo: string | null;
  toAddresses: Json<string[]>;
  ccAddresses: Json<string[]>;
  bccAddresses: Json<string[]>;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: Timestamp;
  lockedUntil: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  lastError: string | null;
  sentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
}

export interface AltchaSpentTable {
  signature: string;
  idempotencyKey: string | null;
  expiresAt: Timestamp;
}

export interface BlogTopicTable {
  id: Generated<number>;
  client: string;
  title: string;
  status: ColumnType<number, number | undefined, number>;
  softDelete: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Timestamp;
}

export interface BlogTagTable {
  id: Generated<number>;
  client: string;
  mainTopicId: number;
  tag: string;
  status: ColumnType<number, number | undefined, number>;
  softDelete: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Timestamp;
}

export interface BlogTable {
  id: Generated<number>;
  client: string;
  title: string;
  subTitle: string;
  richText: string;
  imageLink: string;
  status: string;
  tagIds: ColumnType<number[], number[], number[]>;
  relatedPost1: number;
  relatedPost2: number;
  relatedPost3: number;
  readingMinutes: number;
  createdBy: string;
  updatedBy: ColumnType<string, string | undefined, string>;
  createdDate: Timestamp;
  publishedDate: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updatedAt: Timestamp;
}

export interface BlogSettingTable {
  client: string;
  pageName: string;
  title: string;
  subtitle: string;
  updatedAt: Timestamp;
}

export interface PageViewTable {
  path: string;
  day: ColumnType<string, string, string>;
  views: number;
}

export interface SandboxPortalSessionTable {
  sessionKey: string;
  accessToken: string;
  referenceNumber: string;
  policyHolderName: string;
  amountDue: string;
  createdBy: ColumnType<string, string | undefined, string>;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

export interface SandboxPaymentTable {
  id: Generated<number>;
  sessionKey: string;
  referenceNumber: string;
  amount: string;
  payOn: ColumnType<string, string, string>;
  createdAt: Timestamp;
}

export interface SessionTable {
  id: string;
  subject: ColumnType<string, string | undefined, string>;
  email: string;
  name: string;
  userAgent: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  idleExpiresAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface IdTokenUsedTable {
  tokenKey: string;
  expiresAt: Timestamp;
}

export interface ActivityTable {
  id: Generated<number>;
  client: string;
  actorEmail: string;
  actorName: string;
  kind: string;
  action: string;
  summary: string;
  pageName: string;
  item: string;
  itemUrl: string | null;
  route: string;
  createdAt: Timestamp;
}

export interface EditPresenceTable {
  client: string;
  pageName: string;
  section: string;
  email: string;
  name: string;
  expiresAt: Timestamp;
}

export interface DB {
  activity: ActivityTable;
  editPresence: EditPresenceTable;
  session: SessionTable;
  idTokenUsed: IdTokenUsedTable;
  pageView: PageViewTable;
  sandboxPortalSession: SandboxPortalSessionTable;
  sandboxPayment: SandboxPaymentTable;
  blog: BlogTable;
  blogTopic: BlogTopicTable;
  blogTag: BlogTagTable;
  blogSetting: BlogSettingTable;
  formField: FormFieldTable;
  notificationEmail: NotificationEmailTable;
  submission: SubmissionTable;
  submissionFile: SubmissionFileTable;
  mailOutbox: MailOutboxTable;
  storedFile: StoredFileTable;
  resumableUpload: ResumableUploadTable;
  resumableUploadPiece: ResumableUploadPieceTable;
  altchaSpent: AltchaSpentTable;
  agent: AgentTable;
  seedRun: SeedRunTable;
  contentVersion: ContentVersionTable;
  itemVersion: ItemVersionTable;
  contentSection: ContentSectionTable;
  contentDraft: ContentDraftTable;
  scheduledChange: ScheduledChangeTable;
  previewLink: PreviewLinkTable;
  upload: UploadTable;
}
