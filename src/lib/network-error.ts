// Lives in src/lib, beneath src/data: src/data's HTTP calls throw it and src/lib's AI error rules
// recognise it.

/** Thrown when the request never got an answer (offline, DNS, aborted, timed out). */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}
