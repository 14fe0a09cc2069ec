import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ATTACHMENT_MAX_BYTES, FORM_MESSAGES, TUS_VERSION } from "@hpm/contracts";
import { endpoints } from "@hpm/contracts/endpoints";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config";
import { AppError, BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../../errors";
import { route } from "../../http/route";
import { publicPostLimit } from "../../plugins/security";
import { findBadText } from "../../plugins/text-input";
import { FILE_FIELD, type ResumableUploads } from "./resumable.service";

const PIECE_TYPE = "application/offset+octet-stream";
const KEY = /^[A-Za-z0-9-]{8,100}$/;
const NUMBER = /^(0|[1-9][0-9]{0,15})$/;
const META_KEY = /^[A-Za-z0-9._-]{1,50}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const NOT_FOUND = "This upload does not exist or has expired. Please send the attachment again.";

class PreconditionFailedError extends AppError {
  constructor() {
    super(412, `This server speaks the tus protocol ${TUS_VERSION}: send Tus-Resumable: ${TUS_VERSION}.`);
  }
}

/** The tus Upload-Metadata header: `key base64value` pairs separated by commas. */
function parseMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  if (!header) return out;
  const bad = new BadRequestError("The Upload-Metadata header is not valid.");
  if (header.length > 4000) throw bad;
  for (const pair of header.split(",")) {
    const [k, v, ...extra] = pair.trim().split(" ");
    if (!k || !META_KEY.test(k) || extra.length > 0 || k in out || (v !== undefined && !BASE64.test(v))) throw bad;
    out[k] = v ? Buffer.from(v, "base64").toString("utf8") : "";
  }
  return out;
}

function creationOf(headers: IncomingMessage["headers"]) {
  const rawLength = headers["upload-length"];
  if (typeof rawLength !== "string" || !NUMBER.test(rawLength) || rawLength === "0")
    throw new BadRequestError("Send the file's size in bytes (more than 0) as Upload-Length.");
  const length = Number(rawLength);
  if (length > ATTACHMENT_MAX_BYTES) throw new PayloadTooLargeError(FORM_MESSAGES.fileTooLarge);
  const meta = parseMetadata(typeof headers["upload-metadata"] === "string" ? headers["upload-metadata"] : undefined);
  const bad = findBadText(meta, "");
  if (bad !== null) throw new BadRequestError(`The upload's ${bad || "metadata"} contains characters that are not allowed.`);
  const { key = "", field = "", filename = "", filetype = "" } = meta;
  if (!KEY.test(key)) throw new BadRequestError("Name the submission's idempotency key in the upload's metadata (key).");
  if (!FILE_FIELD.test(field)) throw new BadRequestError("Name the form's file field in the upload's metadata (field).");
  if (filename.trim() === "" || filename.length > 255)
    throw new BadRequestError("Name the file in the upload's metadata (filename).");
  if (filetype.length > 100) throw new BadRequestError("The upload's file type (filetype) is too long.");
  return { key, field, fileName: filename, fileType: filetype || "application/octet-stream", length };
}

/**
 * A PATCH body as it arrives, collected from the moment the body is parsed (so a connection that drops while the
 * handler looks the upload up is still seen): at most `cap` bytes, whether it ended, and whether it went over.
 */
class PieceReader {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  overflow = false;
  readonly done: Promise<{ complete: boolean }>;

  constructor(
    private readonly stream: Readable,
    cap: number,
  ) {
    this.done = new Promise((resolve) => {
      const finish = (complete: boolean) => {
        stream.off("data", onData).off("end", onEnd).off("error", onAbort).off("aborted", onAbort).off("close", onAbort);
        resolve({ complete });
      };
      const onData = (chunk: Buffer) => {
        if (this.size + chunk.length > cap) {
          this.overflow = true;
          stream.pause();
          finish(false);
          return;
        }
        this.chunks.push(chunk);
        this.size += chunk.length;
      };
      const onEnd = () => finish(true);
      const onAbort = () => finish(false);
      stream.on("data", onData).on("end", onEnd).on("error", onAbort).on("aborted", onAbort).on("close", onAbort);
    });
  }

  get data(): Buffer {
    return Buffer.concat(this.chunks, this.size);
  }

  stop() {
    this.stream.pause();
  }
}

const readers = new WeakMap<object, PieceReader>();

/**
 * Resumable attachment uploads, the tus protocol 1.0.0 (core, creation, termination, expiration) on the endpoint
 * table's four routes. Every answer carries Tus-Resumable and no-store; a request without Tus-Resumable is 412.
 */
const resumableRoutes: FastifyPluginAsyncTypebox<{ config: Config; uploads: ResumableUploads }> = async (
  app,
  { config, uploads },
) => {
  const location = (id: string) => endpoints.getResumableUpload.path.replace(":id", id);
  const expires = (reply: FastifyReply, at: Date) => reply.header("upload-expires", at.toUTCString());
  /** An answer given before the body is read: the connection closes, so its unread bytes are not waited for. */
  const early = (reply: FastifyReply) => reply.header("connection", "close");

  app.addContentTypeParser(PIECE_TYPE, (request, payload, done) => {
    readers.set(request.raw, new PieceReader(payload, ATTACHMENT_MAX_BYTES));
    done(null, undefined);
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.headers["tus-resumable"] !== TUS_VERSION) {
      reply.header("tus-version", TUS_VERSION);
      early(reply);
      throw new PreconditionFailedError();
    }
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("tus-resumable", TUS_VERSION).header("cache-control", "no-store");
    return payload;
  });

  route(
    app,
    "createResumableUpload",
    async (request, reply) => {
      const created = await uploads.create(creationOf(request.headers));
      expires(reply, created.expiresAt);
      return reply.code(201).header("location", location(created.id)).header("upload-offset", "0").send();
    },
    { config: { rateLimit: publicPostLimit(config, 2) } },
  );

  route(
    app,
    "getResumableUpload",
    async (request, reply) => {
      const upload = await uploads.get(request.params.id);
      if (!upload) return reply.code(404).send();
      expires(reply, upload.expiresAt);
      return reply.code(200).header("upload-offset", String(upload.offset)).header("upload-length", String(upload.length)).send();
    },
    { config: { rateLimit: publicPostLimit(config, 10) } },
  );

  route(
    app,
    "appendResumableUpload",
    async (request, reply) => {
      const reader = readers.get(request.raw);
      try {
        const type = String(request.headers["content-type"] ?? "")
          .split(";")[0]
          ?.trim()
          .toLowerCase();
        if (type !== PIECE_TYPE || !reader) {
          early(reply);
          throw new UnsupportedMediaTypeError(`Send the bytes as ${PIECE_TYPE}.`);
        }
        const rawOffset = request.headers["upload-offset"];
        if (typeof rawOffset !== "string" || !NUMBER.test(rawOffset)) {
          early(reply);
          throw new BadRequestError("Send the offset the bytes start at as Upload-Offset.");
        }
        const offset = Number(rawOffset);
        const upload = await uploads.get(request.params.id);
        if (!upload) return early(reply).code(404).send({ status: false, message: NOT_FOUND });
        expires(reply, upload.expiresAt);
        if (offset !== upload.offset)
          return early(reply)
            .code(409)
            .header("upload-offset", String(upload.offset))
            .send({ status: false, message: "The upload is at another offset: continue from Upload-Offset." });
        const remaining = upload.length - offset;
        const declared = request.headers["content-length"];
        if (declared !== undefined && Number(declared) > remaining) {
          early(reply);
          throw new PayloadTooLargeError(FORM_MESSAGES.fileTooLarge);
        }
        await reader.done;
        if (reader.overflow || reader.data.length > remaining) {
          early(reply);
          throw new PayloadTooLargeError(FORM_MESSAGES.fileTooLarge);
        }
        // what arrived before a dropped connection is kept too: the client resumes after it
        const result = await uploads.append(upload.id, offset, reader.data);
        if (!result) return reply.code(404).send({ status: false, message: NOT_FOUND });
        if ("conflict" in result)
          return reply
            .code(409)
            .header("upload-offset", String(result.conflict))
            .send({ status: false, message: "The upload is at another offset: continue from Upload-Offset." });
        return reply.code(204).header("upload-offset", String(result.offset)).send();
      } finally {
        reader?.stop();
        readers.delete(request.raw);
      }
    },
    { config: { rateLimit: publicPostLimit(config, 10) }, bodyLimit: ATTACHMENT_MAX_BYTES + 1024 },
  );

  route(
    app,
    "deleteResumableUpload",
    async (request, reply) => {
      const upload = await uploads.get(request.params.id);
      if (!upload) return reply.code(404).send({ status: false, message: NOT_FOUND });
      await uploads.remove([upload.id]);
      return reply.code(204).send();
    },
    { config: { rateLimit: publicPostLimit(config, 2) } },
  );
};

export default resumableRoutes;
