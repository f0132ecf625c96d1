// Types of push-write.mjs for the TypeScript callers.
import type { WriteTransaction } from '../write-queue';
import type { IncomingChange, PushBatch, PushResult, RememberedRequest, StorageLimits } from './store-types';

/** What a push's write needs: the space, its changes with their sizes, the limits, the request. */
export interface PushWrite extends PushBatch {
  spaceId: string;
  changes: IncomingChange[];
  limits: StorageLimits;
  request: RememberedRequest;
}

/** When a connection's writes last cleared the expired requests (request time, ms). */
export interface RequestLog {
  clearedAt: number;
}

type Statements = Pick<WriteTransaction, 'execute' | 'batch'>;

export function createRequestLog(): RequestLog;
export function rememberIn(tx: Statements, request: RememberedRequest, log: RequestLog): Promise<boolean>;
export function writePush(tx: Statements, push: PushWrite, log: RequestLog): Promise<PushResult>;
