// The sizes of a recording's chunks, shared by the routes and the body reader (context.ts).

// A recording is sent in chunks of 512 KiB (sealed: 28 bytes more), so an upload that stops resumes
// at the chunk it reached and no request holds more than a little over half a megabyte.
export const MEDIA_CHUNK_BYTES = 512 * 1024;
export const mediaChunkBodyLimitBytes = MEDIA_CHUNK_BYTES + 64;
// A recording of the largest size a moment allows (64 MB) has at most this many chunks.
export const MAX_MEDIA_CHUNKS = 128;
/** Is this request a chunk upload (its body may hold a chunk; every other sync body is small)? */
export const isMediaChunkUpload = (method: string, path: string) => method === 'PUT' && /\/spaces\/[^/]+\/media\/[^/]+\/chunks\/[^/]+$/.test(path);

