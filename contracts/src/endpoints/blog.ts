import Type from "typebox";
import {
  BlogCreateBody,
  BlogFilterQuery,
  BlogIdParams,
  BlogPageSchema,
  BlogPagingQuery,
  BlogPostSchema,
  BlogSettingBody,
  BlogSettingQuery,
  BlogSettingSchema,
  BlogStatusBody,
  BlogTagBody,
  BlogTagSchema,
  BlogTopicBody,
  BlogTopicParams,
  BlogTopicSchema,
} from "../schemas/blog";
import { ErrorBody, Ok } from "../schemas/common";
import { ContentVersion, ItemHistoryBody, ItemRestoreBody, StaleEditBody } from "../schemas/content";
import { endpoint } from "./define";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Saved = Ok(Type.Object({ id: Type.Integer() }));
const tags = ["blog"];

/** The blog's lists and posts: what visitors read and what editors write (spec/3 section 7). */
const postEndpoints = {
  listBlogPosts: endpoint({
    method: "GET",
    path: "/api/blog/list",
    access: "admin",
    schema: { tags, querystring: BlogPagingQuery, response: { 200: Ok(BlogPageSchema), ...errors } },
  }),
  listPublishedBlogPosts: endpoint({
    method: "GET",
    path: "/api/blog/public",
    access: "public",
    schema: { tags, querystring: BlogPagingQuery, response: { 200: Ok(BlogPageSchema), 400: ErrorBody } },
  }),
  listBlogPostsByTopic: endpoint({
    method: "GET",
    path: "/api/blog/byTopic/:topic",
    access: "public",
    schema: {
      tags,
      params: BlogTopicParams,
      querystring: BlogPagingQuery,
      response: { 200: Ok(BlogPageSchema), 400: ErrorBody },
    },
  }),
  searchPublishedBlogPosts: endpoint({
    method: "GET",
    path: "/api/blog/published/search",
    access: "public",
    schema: { tags, querystring: BlogPagingQuery, response: { 200: Ok(BlogPageSchema), 400: ErrorBody } },
  }),
  getPublishedBlogPost: endpoint({
    method: "GET",
    path: "/api/blog/published/:id",
    access: "public",
    schema: {
      tags,
      params: BlogIdParams,
      querystring: BlogFilterQuery,
      response: { 200: Ok(BlogPostSchema), 400: ErrorBody, 404: ErrorBody },
    },
  }),
  getBlogPost: endpoint({
    method: "GET",
    path: "/api/blog/byId/:id",
    access: "admin",
    schema: { tags, params: BlogIdParams, querystring: BlogFilterQuery, response: { 200: Ok(BlogPostSchema), ...errors } },
  }),
  searchBlogPosts: endpoint({
    method: "GET",
    path: "/api/blog/all/search",
    access: "admin",
    schema: { tags, querystring: BlogPagingQuery, response: { 200: Ok(BlogPageSchema), ...errors } },
  }),
  saveBlogPost: endpoint({
    method: "POST",
    path: "/api/blog/create",
    access: "admin",
    schema: { tags, body: BlogCreateBody, response: { 200: Saved, ...errors, 409: StaleEditBody } },
  }),
  changeBlogPostStatus: endpoint({
    method: "PATCH",
    path: "/api/blog/change-status/:id",
    access: "admin",
    schema: { tags, params: BlogIdParams, body: BlogStatusBody, response: { 200: Saved, ...errors } },
  }),
  /** Issue 18: a post's saved versions (History) and restoring one as a new version. */
  listBlogPostHistory: endpoint({
    method: "POST",
    path: "/api/blog/history/:id",
    access: "admin",
    schema: { tags, params: BlogIdParams, body: ItemHistoryBody, response: { 200: Ok(Type.Array(ContentVersion)), ...errors } },
  }),
  restoreBlogPost: endpoint({
    method: "POST",
    path: "/api/blog/restore/:id",
    access: "admin",
    schema: { tags, params: BlogIdParams, body: ItemRestoreBody, response: { 200: Saved, ...errors, 409: StaleEditBody } },
  }),
};

/** Topics (spec: /blog/topic) and tags (spec: /blog/main_topic), and the blog page's title. */
const labelEndpoints = {
  listBlogTopics: endpoint({
    method: "GET",
    path: "/api/blog/topic",
    access: "public",
    schema: { tags, querystring: BlogFilterQuery, response: { 200: Ok(Type.Array(BlogTopicSchema)), 400: ErrorBody } },
  }),
  saveBlogTopic: endpoint({
    method: "POST",
    path: "/api/blog/topic",
    access: "admin",
    schema: { tags, body: BlogTopicBody, response: { 200: Saved, ...errors } },
  }),
  deleteBlogTopic: endpoint({
    method: "DELETE",
    path: "/api/blog/topic/:id",
    access: "admin",
    schema: { tags, params: BlogIdParams, response: { 200: Saved, ...errors } },
  }),
  listBlogTags: endpoint({
    method: "GET",
    path: "/api/blog/main_topic",
    access: "public",
    schema: { tags, querystring: BlogFilterQuery, response: { 200: Ok(Type.Array(BlogTagSchema)), 400: ErrorBody } },
  }),
  saveBlogTag: endpoint({
    method: "POST",
    path: "/api/blog/main_topic",
    access: "admin",
    schema: { tags, body: BlogTagBody, response: { 200: Saved, ...errors } },
  }),
  deleteBlogTag: endpoint({
    method: "DELETE",
    path: "/api/blog/main_topic/:id",
    access: "admin",
    schema: { tags, params: BlogIdParams, response: { 200: Saved, ...errors } },
  }),
  getBlogSettings: endpoint({
    method: "GET",
    path: "/api/blog/setting",
    access: "public",
    schema: { tags, querystring: BlogSettingQuery, response: { 200: Ok(BlogSettingSchema), 400: ErrorBody } },
  }),
  saveBlogSettings: endpoint({
    method: "POST",
    path: "/api/blog/setting",
    access: "admin",
    schema: { tags, body: BlogSettingBody, response: { 200: Ok(BlogSettingSchema), ...errors } },
  }),
};

/** Feeds: outside /api so crawlers find them at the conventional places; left out of the OpenAPI document. */
const feedEndpoints = {
  getRssFeed: endpoint({ method: "GET", path: "/rss.xml", access: "public", schema: { hide: true } }),
  getRobotsTxt: endpoint({ method: "GET", path: "/robots.txt", access: "public", schema: { hide: true } }),
  getSitemap: endpoint({ method: "GET", path: "/sitemap.xml", access: "public", schema: { hide: true } }),
};

export const blogEndpoints = { ...postEndpoints, ...labelEndpoints, ...feedEndpoints };
