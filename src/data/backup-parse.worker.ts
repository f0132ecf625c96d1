/// <reference lib="webworker" />
// Reads, parses and validates an imported backup off the main thread (see parseBackupFile in
// backup.ts): JSON.parse and the schema checks of 1,000 photo posts take seconds, which on the main
// thread froze the onboarding page while the family waited.
import { answerParseRequest, toParseMessages, type ParseRequest } from '@/data/backup-parse';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  void answerParseRequest(event.data).then((response) => {
    // In slices, so the page decodes the records a little at a time (see ParseMessage).
    for (const message of toParseMessages(response)) scope.postMessage(message);
  });
});
