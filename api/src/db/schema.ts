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

export interface DB {
  pageView: PageViewTable;
  sandboxPortalSession: SandboxPortalSessionTable;
  sandboxPayment: SandboxPaymentTable;
  agent: AgentTable;
  seedRun: SeedRunTable;
  contentVersion: ContentVersionTable;
  contentSection: ContentSectionTable;
  upload: UploadTable;
}
