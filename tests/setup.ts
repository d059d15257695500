// Shared test set-up: DOM matchers for component tests (harmless in node-environment tests).
import '@testing-library/jest-dom/vitest';
