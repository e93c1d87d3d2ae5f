/**
 * The web test files that mock a module (vi.mock). The other files run without isolation, one
 * worker loading React, the router and the app's modules once for file after file
 * (vitest.config.ts); a module mock does not take on a module an earlier file has loaded (the bar
 * chart a dashboard file drew stays the real one), so these run in a project of their own with
 * isolation (vitest.module-mocks.config.ts). tooling/module-mocks.test.ts keeps the list true.
 */
export const MODULE_MOCKS = [
  'src/features/prices/components/prices-page.test.tsx',
  'src/features/register-enrolment/hooks/use-send-enrolment.test.tsx',
  'src/features/statistics/components/disease-section.test.tsx',
];
