import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Two cores run the whole suite: give findBy/waitFor room so a busy machine does not fail a test
// that is only slow.
configure({ asyncUtilTimeout: 5000 });
