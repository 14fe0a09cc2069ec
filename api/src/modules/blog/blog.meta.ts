import { blogPostPath, DEFAULT_CLIENT } from "@hpm/contracts";
import type { BlogPosting, WithContext } from "schema-dts";
import type { Database } from "../../db/database";
import { absoluteImage, organization } from "../../page-meta";
import type { PageMetaResolver } from "../../plugins/web";

const POST_PATH = /^\/(?:360|mwfbi)\/(?:about\/blog|learning-center)\/(\d{1,9})\/?$/;

interface PostFacts {
  title: string;
  subTitle: string;
  publishedDate: Date | string | null;
  createdDate: Date | string;
  updatedAt: Date | string;
}

/** A published post as schema.org's BlogPosting: headline, dates, image, the insurer as author and publisher. */
export function blogPosting(post: PostFacts, url: string, image: string, publicUrl: string): WithContext<BlogPosting> {
  const insurer = organization(publicUrl);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    ...(post.subTitle ? { description: post.subTitle } : {}),
    image: [image],
    datePublished: new Date(post.publishedDate ?? post.createdDate).toISOString(),
    dateModified: new Date(post.updatedAt).toISOString(),
    author: insurer,
    publisher: insurer,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

/** Title, description, image and BlogPosting data of a published post for the HTML shell of its page. */
export function blogPageMeta(db: Database, publicUrl: string): PageMetaResolver {
  return async (path) => {
    const id = POST_PATH.exec(path)?.[1];
    if (!id) return null;
    const row = await db
      .selectFrom("blog")
      .select(["title", "subTitle", "imageLink", "publishedDate", "createdDate", "updatedAt"])
      .where("client", "=", DEFAULT_CLIENT)
      .where("id", "=", Number(id))
      .where("status", "=", "Published")
      .executeTakeFirst();
    if (!row) return null;
    const image = absoluteImage(publicUrl, row.imageLink);
    const url = `${publicUrl}${blogPostPath(Number(id))}`;
    return {
      title: row.title,
      description: row.subTitle,
      image,
      url,
      type: "article",
      jsonLd: [blogPosting(row, url, image, publicUrl)],
    };
  };
}
