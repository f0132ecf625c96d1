// Reads the server's `text/event-stream` (fetched with signed headers, so not EventSource).

/** Pure: the `lastSeq` values of the complete `changes` events in `text`, and the unfinished rest. */
export function parseEvents(text: string): { lastSeqs: number[]; rest: string } {
  const blocks = text.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const lastSeqs: number[] = [];
  for (const block of blocks) {
    const lines = block.split(/\r?\n/);
    const event = lines.find((line) => line.startsWith('event:'))?.slice(6).trim() ?? 'message';
    const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
    if (event !== 'changes' || !data) continue;
    try {
      const seq = (JSON.parse(data) as { lastSeq?: unknown }).lastSeq;
      if (typeof seq === 'number' && Number.isFinite(seq)) lastSeqs.push(seq);
    } catch {
      // A malformed event is ignored; the next one or the next pull catches up.
    }
  }
  return { lastSeqs, rest };
}

/** Calls `onChanges` for every `changes` event until the stream ends or is aborted. */
export async function readEventStream(response: Response, signal: AbortSignal, onChanges: (lastSeq: number) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    // Bounded: a stream that never ends an event cannot grow memory without limit.
    if (buffer.length > 65_536) buffer = '';
    const { lastSeqs, rest } = parseEvents(buffer);
    buffer = rest;
    for (const seq of lastSeqs) onChanges(seq);
  }
}
