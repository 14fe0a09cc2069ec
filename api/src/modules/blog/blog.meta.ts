import { DEFAULT_CLIENT } from "@hpm/contracts";
import type { Database } from "../../db/database";
import { canonicalUrl, type PageMetaResolver } from "../../plugins/web";

const POST_PATH = /^\/(?:360|mwfbi)\/(?:about\/blog|learning-center)\/(\d{1,9})\/?$/;

/** Title, description and image of a published post for the HTML shell of its page. */
export function blogPageMeta(db: Database, publicUrl: string): PageMetaResolver {
  return async (path) => {
    const id = POST_PATH.exec(path)?.[1];
    if (!id) return null;
    const row = await db
      .selectFrom("blog")
      .select(["title", "subTitle", "imageLink"])
      .where("client", "=", DEFAULT_CLIENT)
      .where("id", "=", Number(id))
      .where("status", "=", "Published")
      .executeTakeFirst();
    if (!row) return null;
    const image = row.imageLink ? new URL(row.imageLink, publicUrl).href : undefined;
    return { title: row.title, description: row.subTitle, image, url: canonicalUrl(publicUrl, path), type: "article" };
  };
}
