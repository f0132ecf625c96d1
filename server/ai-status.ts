/** The AI status mapping (docs/product.md#ai-errors): the code the browser's error dialogs are keyed on. */
export function aiErrorCode(status: number): string {
  switch (status) {
    case 429:
      return 'QUOTA_EXCEEDED';
    case 401:
      return 'INVALID_API_KEY';
    case 402:
      return 'INSUFFICIENT_CREDITS';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    case 500:
    case 502:
    case 504:
      return 'SERVER_ERROR';
    default:
      return `API_ERROR_${status}`;
  }
}

// Fixed texts: the provider's own message is not passed on, as it may name accounts or keys.
const messages: Record<string, string> = {
  QUOTA_EXCEEDED: 'The AI provider is getting too many requests just now (a limit per minute).',
  INVALID_API_KEY: 'The AI provider did not accept the server key.',
  INSUFFICIENT_CREDITS: 'The account this Hearth uses with the AI provider has run out of credit.',
  SERVICE_UNAVAILABLE: 'The AI provider is unavailable right now.',
  SERVER_ERROR: 'The AI provider had an error.',
};

export function aiErrorMessage(status: number): string {
  return messages[aiErrorCode(status)] ?? `The AI provider answered with status ${status}.`;
}
