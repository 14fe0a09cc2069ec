import { AUTO_RELATED, DEFAULT_CLIENT } from "@hpm/contracts";
import { DEMO_AGENT_COUNT, DEMO_BLOG_POSTS, DEMO_BLOG_TOPICS, generateAgents } from "@hpm/migrations";
import sharp from "sharp";
import { createBlogRepository } from "../modules/blog/blog.repository";
import { postWrite } from "../modules/blog/blog.service";
import type { UploadService } from "../modules/cms/upload.service";
import type { Database } from "./database";

export interface DemoSeedOptions {
  /** How many demo agents to seed (DEMO_AGENT_COUNT; the bench uses 5,000). */
  agentCount?: number;
}

const INSERT_BATCH = 500;

function seedsFor({ agentCount = DEMO_AGENT_COUNT }: DemoSeedOptions): Record<string, (db: Database) => Promise<void>> {
  // generateAgents(n) is a prefix of generateAgents(m > n), so a larger count only adds agents; the run is
  // claimed per count (the default keeps its original name), and existing e-mails are left alone.
  const agentSeed = agentCount === DEMO_AGENT_COUNT ? "demo-agents" : `demo-agents-${agentCount}`;
  return {
    [agentSeed]: async (db) => {
      const agents = generateAgents(agentCount);
      for (let i = 0; i < agents.length; i += INSERT_BATCH) {
        await db
          .insertInto("agent")
          .values(
            agents.slice(i, i + INSERT_BATCH).map(({ table, ...a }) => ({
              ...a,
              client: DEFAULT_CLIENT,
              officeHours: JSON.stringify(table),
              updatedBy: "seed",
            })),
          )
          .onConflict((oc) => oc.columns(["client", "email"]).doNothing())
          .execute();
      }
    },
  };
}

export async function runDemoSeeds(db: Database, options: DemoSeedOptions = {}): Promise<string[]> {
  const ran: string[] = [];
  for (const [name, seed] of Object.entries(seedsFor(options))) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("seedRun")
        .values({ name })
        .onConflict((oc) => oc.column("name").doNothing())
        .returning("name")
        .executeTakeFirst();
      if (!claimed) return;
      await seed(trx);
      ran.push(name);
    });
  }
  return ran;
}

export const DEMO_BLOG_SEED = "demo-blog";
const DAY_MS = 24 * 60 * 60 * 1000;

async function blogInUse(db: Database, client: string): Promise<boolean> {
  const post = await db.selectFrom("blog").select("id").where("client", "=", client).limit(1).executeTakeFirst();
  const topic = await db.selectFrom("blogTopic").select("id").where("client", "=", client).limit(1).executeTakeFirst();
  return Boolean(post || topic);
}

/**
 * The demo Learning Center (migrations/src/seeds/demo-blog.ts): topics, tags and published posts with banners and
 * related posts, so a fresh install's /360/about/blog shows the product. Runs once per database (claimed in
 * `seed_run`, like the agents), and only on a blog nobody has used yet: an install whose editors already made
 * topics or posts keeps exactly what they made. The banners are rendered from SVG and stored through the upload
 * service, as an editor's upload is (checked, resized to its widths, kept in the configured file store).
 */
export async function runDemoBlogSeed(db: Database, uploads: UploadService, client = DEFAULT_CLIENT): Promise<boolean> {
  const done = await db.selectFrom("seedRun").select("name").where("name", "=", DEMO_BLOG_SEED).executeTakeFirst();
  if (done || (await blogInUse(db, client))) {
    if (!done)
      await db
        .insertInto("seedRun")
        .values({ name: DEMO_BLOG_SEED })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    return false;
  }
  // stored before the transaction: the file store may be this database, and an upload is content-addressed, so a
  // second instance starting at the same time stores the same files under the same names
  const banners = new Map<string, string>();
  for (const post of DEMO_BLOG_POSTS) {
    const png = await sharp(Buffer.from(post.banner)).png().toBuffer();
    banners.set(post.key, (await uploads.saveImage(png, "seed")).path);
  }
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("seedRun")
      .values({ name: DEMO_BLOG_SEED })
      .onConflict((oc) => oc.column("name").doNothing())
      .returning("name")
      .executeTakeFirst();
    if (!claimed || (await blogInUse(trx, client))) return false;
    // written through the blog's repository in this transaction: the posts checked and made safe as an editor's save
    const blog = createBlogRepository(trx);
    const tagIds = new Map<string, number>();
    for (const topic of DEMO_BLOG_TOPICS) {
      const mainTopicId = await blog.saveTopic(client, null, topic.title, 1);
      for (const tag of topic.tags)
        tagIds.set(`${topic.title}/${tag}`, await blog.saveTag(client, null, { tag, mainTopicId, status: 1 }));
    }
    const ids = new Map<string, number>();
    for (const post of DEMO_BLOG_POSTS) {
      const row = postWrite({
        title: post.title,
        subtitle: post.subtitle,
        tag: post.tags.map((t) => tagIds.get(t) ?? 0).join(","),
        imageLink: banners.get(post.key) ?? "",
        richText: post.body,
        status: "Published",
      });
      ids.set(post.key, await blog.create(client, { ...row, publishedDate: new Date() }, "seed"));
    }
    const now = Date.now();
    for (const post of DEMO_BLOG_POSTS) {
      const [r1, r2, r3] = post.related.map((key) => ids.get(key) ?? AUTO_RELATED);
      const publishedDate = new Date(now - post.daysAgo * DAY_MS);
      await trx
        .updateTable("blog")
        .set({
          relatedPost1: r1 ?? AUTO_RELATED,
          relatedPost2: r2 ?? AUTO_RELATED,
          relatedPost3: r3 ?? AUTO_RELATED,
          publishedDate,
          createdDate: new Date(publishedDate.getTime() - DAY_MS),
          updatedAt: publishedDate,
        })
        .where("id", "=", ids.get(post.key) ?? 0)
        .execute();
    }
    return true;
  });
}
