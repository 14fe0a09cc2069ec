import { createHmac, timingSafeEqual } from "node:crypto";
import { contentPagePath, DEFAULT_CLIENT, INT4_MAX, PREVIEW_PATH, SIGNED_IN_PAGES } from "@hpm/contracts";
import type { PreviewLink, PreviewLinkResult } from "@hpm/contracts/schemas";
import { BadRequestError, NotFoundError } from "../../errors";
import { isPrerendered } from "../../plugins/page-renderer";
import type { PreviewLinkRow, PreviewRepository } from "./preview.repository";

type NamesOf = (emails: string[]) => Promise<Map<string, string>>;

export interface PreviewServiceOptions {
  /** SESSION_SECRET: the links' signing key is derived from it under its own label. */
  sessionSecret: string;
  /** PUBLIC_URL: where a shared link points. */
  publicUrl: string;
  namesOf: NamesOf;
  now?: () => Date;
}

/** What a preview link opens: the page (with the link), or why not. */
export type OpenedLink =
  | { state: "valid"; link: PreviewLinkRow; path: string }
  | { state: "unknown" }
  | { state: "revoked"; link: PreviewLinkRow }
  | { state: "expired"; link: PreviewLinkRow };

const TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/** Where `pageName` is read, when a visitor can read it there and the server renders it; else null. */
export function previewablePath(pageName: string): string | null {
  const path = contentPagePath(pageName);
  if (!path || SIGNED_IN_PAGES.has(pageName) || !isPrerendered(path)) return null;
  return path;
}

export function createPreviewService(repo: PreviewRepository, options: PreviewServiceOptions) {
  const { publicUrl, namesOf, now = () => new Date() } = options;
  // a key of its own: a link's signature is never a session token's, nor the other way round
  const key = createHmac("sha256", options.sessionSecret).update("hpm preview-link signing key").digest();
  const sign = (row: PreviewLinkRow) =>
    createHmac("sha256", key)
      .update([row.id, row.client, row.pageName, new Date(row.expiresAt).toISOString()].join("\n"))
      .digest("base64url");
  const tokenOf = (row: PreviewLinkRow) => `${row.id}.${sign(row)}`;

  const toLinks = async (rows: PreviewLinkRow[]): Promise<PreviewLink[]> => {
    const names = await namesOf(rows.map((r) => r.createdBy));
    return rows.map((r) => ({
      id: r.id,
      pageName: r.pageName,
      client: r.client,
      createdBy: r.createdBy,
      createdByName: names.get(r.createdBy) || r.createdBy,
      createdAt: new Date(r.createdAt).toISOString(),
      expiresAt: new Date(r.expiresAt).toISOString(),
      revokedAt: r.revokedAt ? new Date(r.revokedAt).toISOString() : null,
    }));
  };

  /** The page's address, refusing a page that is unknown, signed-in only or not rendered by the server. */
  function pathOf(pageName: string): string {
    if (!contentPagePath(pageName))
      throw new BadRequestError(`Unknown page ${pageName}.`, [{ path: "/pageName", message: "is not a known page" }]);
    const path = previewablePath(pageName);
    if (!path)
      throw new BadRequestError(`${pageName} has no public page to preview.`, [
        { path: "/pageName", message: "has no public page" },
      ]);
    return path;
  }

  return {
    pathOf,

    async create(input: { pageName: string; client?: string; expiresInHours: number }, by: string): Promise<PreviewLinkResult> {
      pathOf(input.pageName);
      const expiresAt = new Date(now().getTime() + input.expiresInHours * 3600_000);
      const row = await repo.create({
        client: input.client ?? DEFAULT_CLIENT,
        pageName: input.pageName,
        createdBy: by,
        expiresAt,
      });
      const [link] = await toLinks([row]);
      return { url: `${publicUrl}${PREVIEW_PATH}/${tokenOf(row)}`, link: link as PreviewLink };
    },

    async list(input: { pageName?: string; client?: string }): Promise<PreviewLink[]> {
      return toLinks(await repo.list(input.client ?? DEFAULT_CLIENT, input.pageName));
    },

    async revoke(id: number, client: string | undefined, by: string): Promise<PreviewLink> {
      const row = await repo.revoke(id, client ?? DEFAULT_CLIENT, by, now());
      if (!row) throw new NotFoundError("That preview link does not exist.");
      return (await toLinks([row]))[0] as PreviewLink;
    },

    /** The link a token names when its signature is the server's; then whether it is withdrawn or past its time. */
    async open(token: string): Promise<OpenedLink> {
      const match = TOKEN.exec(token);
      const id = Number(match?.[1]);
      if (!match || id > INT4_MAX) return { state: "unknown" };
      const row = await repo.getById(id);
      if (!row) return { state: "unknown" };
      const given = Buffer.from(match[2] as string);
      const expected = Buffer.from(sign(row));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { state: "unknown" };
      if (row.revokedAt) return { state: "revoked", link: row };
      if (new Date(row.expiresAt).getTime() <= now().getTime()) return { state: "expired", link: row };
      return { state: "valid", link: row, path: pathOf(row.pageName) };
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
