// Two cores run two browsers for the whole story suite; a story that only timed out under load
// gets one more try in CI. A story that fails twice fails the run. The test-runner does not
// inject Jest's globals, so `jest` comes from @jest/globals (installed with the test-runner's Jest).
import { jest } from '@jest/globals';

if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
