// The roulette's messages, word for word (docs/product.md#recipe-form, #cooking).

export const recipeToasts = {
  added: (recipeName: string) => `${recipeName} added to your collection!`,
  removed: 'Recipe removed from your collection',
  deleteFailed: 'Failed to delete recipe - please try again',
  defaultNotDeletable: 'Default recipes cannot be deleted - they keep your family dinner options ready!',
  familyNotLoaded: 'Unable to save recipe - family data not loaded',
  saveFailed: 'Failed to save recipe - please try again',
} as const;

export const cookingMessages = {
  notImage: 'Please select an image file',
  tooLarge: 'Please select an image smaller than 5MB',
  uploadFailed: 'Failed to upload photo. Please try again.',
  notesBlocked: 'Please fix the content issues before sharing your cooking adventure',
  // A failed save of the session says what happened and that nothing the family entered was lost.
  saveFailed: "We couldn't add your cooking adventure to the family feed. Everything you entered is still here - please try again.",
  saved: 'Your cooking adventure is on the family feed!',
} as const;

/** The add form says why it does not submit without a contributor. */
export const CONTRIBUTOR_REQUIRED = 'Please choose the family member who contributed this recipe';
