/* global jest */
// Two cores run two browsers for the whole story suite; a story that only timed out under load
// gets one more try in CI. A story that fails twice fails the run.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
