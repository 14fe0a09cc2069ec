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

export interface DB {
  contentVersion: ContentVersionTable;
  contentSection: ContentSectionTable;
  upload: UploadTable;
}
