export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, errors?: { path: string; message: string }[]) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = "Please sign in.") {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "You do not have permission to do that.") {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = "Not found.") {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
/** 409: someone saved after the version this editor opened; `current` is what is saved now (issue 18). */
export class StaleEditError extends AppError {
  constructor(
    message: string,
    readonly current: Record<string, unknown>,
  ) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}

export const SERVICE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

/** 503: a dependency (the database) cannot be reached, or work under this key is still running; the client retries. */
export class ServiceUnavailableError extends AppError {
  constructor(message = SERVICE_UNAVAILABLE_MESSAGE) {
    super(503, message);
  }
}

export const OUT_OF_STORAGE_MESSAGE = "The server is out of storage space; nothing was saved.";

/** 507: the data directory (or PostgreSQL's disk) is full; reads keep working, a write can be tried again later. */
export class OutOfStorageError extends AppError {
  constructor() {
    super(507, OUT_OF_STORAGE_MESSAGE);
  }
}
