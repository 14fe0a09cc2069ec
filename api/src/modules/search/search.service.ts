import { createHash } from "node:crypto";
import type { SearchDoc, SearchIndexData } from "@hpm/contracts";
import { createSearchEngine, type SearchEngine } from "@hpm/contracts/search";
import { answerBody } from "../../http/answer-cache";
import { encodeBest } from "../../plugins/compress";
import { buildSearchDocs, type SearchSources } from "./search.documents";

/** The index as it is kept: its version, its answer as sent, and the engine the server searches it with. */
export interface SearchIndex {
  version: string;
  /** `GET /api/search/index`'s answer, serialized once (the compression memo finds its compressed copies by it). */
  body: string;
  /** The answer at brotli's best, made once per index (a first visit fetches it: every byte counts). */
  br: Buffer;
  docs: readonly SearchDoc[];
  engine: SearchEngine;
}

export interface SearchServiceOptions {
  /** An index older than this is built again on its next read (a lost invalidation is made good). */
  maxAgeMs: number;
  now?: () => number;
}

/** The index's version: a hash of its documents, so it changes with any of them and only then. */
export const versionOf = (docs: readonly SearchDoc[]) =>
  createHash("sha256").update(JSON.stringify(docs)).digest("base64url").slice(0, 22);

/**
 * The site's search index, built from what visitors see when first read and kept in memory until a change
 * (`invalidate`) or `maxAgeMs`. Reads while it is being built share that build; a build that started before a change
 * still answers the reads that were waiting for it, and is not kept.
 */
export function createSearchService(sources: SearchSources, { maxAgeMs, now = Date.now }: SearchServiceOptions) {
  let current: Promise<SearchIndex> | null = null;
  let expires = Number.POSITIVE_INFINITY;

  async function build(): Promise<SearchIndex> {
    const docs = await buildSearchDocs(sources);
    const version = versionOf(docs);
    const body = answerBody({ version, docs } satisfies SearchIndexData);
    return { version, body, br: await encodeBest(Buffer.from(body)), docs, engine: createSearchEngine(docs) };
  }

  return {
    index(): Promise<SearchIndex> {
      if (current && now() < expires) return current;
      expires = Number.POSITIVE_INFINITY;
      const building: Promise<SearchIndex> = build().then(
        (index) => {
          if (current === building) expires = now() + maxAgeMs;
          return index;
        },
        (err: unknown) => {
          if (current === building) current = null;
          throw err;
        },
      );
      current = building;
      return building;
    },

    /** Something a visitor sees has changed: the next read builds the index again. */
    invalidate(): void {
      current = null;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
