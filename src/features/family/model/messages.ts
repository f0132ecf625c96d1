// Exact texts of core spec §2 and §8 for the family screens ({product} is Hearth, PRODUCT.md).
export const familyMessages = {
  loading: 'Loading your family...',
  loadFailed: 'Failed to load family data',
  importSucceeded: 'Family data imported successfully! Your family memories and settings have been restored.',
  importFailed: 'Failed to import family data. Please make sure you selected a valid Hearth backup file.',
  noFamilyData: 'No Family Data Found',
} as const;
