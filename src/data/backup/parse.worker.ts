/// <reference lib="webworker" />
// Reads, parses and validates an imported backup off the main thread (see parseBackupFile in
// backup.ts): JSON.parse and the schema checks of 1,000 photo posts take seconds, which on the main
// thread froze the onboarding page while the family waited.
import { backupRefusals } from '@/data/backup/parse';
import { answerParseRequest, toParseMessages, type ParseRequest } from '@/data/backup/messages';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  const { id } = event.data;
  void answerParseRequest(event.data)
    .then((response) => {
      // In slices, so the page decodes the records a little at a time (see ParseMessage).
      for (const message of toParseMessages(response)) scope.postMessage(message);
    })
    .catch(() => {
      // A message that cannot be cloned (DataCloneError, a stack overflow on deep data) must still
      // end the import: the page would otherwise wait for an answer that never comes.
      scope.postMessage({ id, kind: 'failed', error: { reason: 'unreadable', message: backupRefusals.unreadable } });
    });
});
