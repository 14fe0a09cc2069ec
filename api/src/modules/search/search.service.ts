import { createHash } from "node:crypto";
import { SEARCH_INLINE_AGENTS_MAX, type SearchDoc, type SearchIndexData } from "@hpm/contracts";
import { createSearchEngine, type SearchEngine } from "@hpm/contracts/search";
import { answerBody } from "../../http/answer-cache";
import { encodeBest } from "../../plugins/compress";
import { buildSearchDocs, type SearchSources } from "./search.documents";

/** The index as it is kept: its version, its answer as sent, and the engine the server searches it with. */
/** An answer as sent: serialized once, and at brotli's best (a first visit fetches it: every byte counts). */
export interface SearchAnswer {
  version: string;
  /** Serialized once (the compression memo finds its gzip copy by it). */
  body: string;
  br: Buffer;
}

/** The index as it is kept: its answers as sent, and the engine the server searches every document with. */
export interface SearchIndex extends SearchAnswer {
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

  async function answer(version: string, data: SearchIndexData): Promise<SearchAnswer> {
    const body = answerBody(data);
    return { version, body, br: await encodeBest(Buffer.from(body)) };
  }

  async function build(): Promise<SearchIndex> {
    const docs = await buildSearchDocs(sources);
    const agentDocs = docs.filter((d) => d.kind === "agent");
    const apart = agentDocs.length > SEARCH_INLINE_AGENTS_MAX;
    const sent = apart ? docs.filter((d) => d.kind !== "agent") : docs;
    const version = versionOf(sent);
    const index = await answer(version, { version, docs: sent, ...(apart ? { agentsApart: true as const } : {}) });
    return { ...index, docs, engine: createSearchEngine(docs) };
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
