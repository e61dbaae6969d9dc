import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetServiceClock } from '../src/testing';

afterEach(() => {
  cleanup();
  resetServiceClock();
});
